package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.LayoutChecks;
import dev.layoutprover.simulator.memory.SpatialRules;
import dev.layoutprover.simulator.naive.TensorExpr;
import dev.layoutprover.simulator.naive.ReduceOp;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The Vector Reduce Unit: {@code vector_inter_slice_reduce::<Slice2, Time2>(op)} reduces, lane by
 * lane, every packet whose {@code [Chip, Cluster, Slice, Time]} index agrees on the axes that
 * {@code [Slice2, Time2]} keep, and places each result where the new {@code Slice2}, {@code Time2}
 * hold that index (the other positions get the identity's bits, zero). The axes of
 * {@code [Slice, Time]} that the output does not hold are the reduced ones; {@code Packet} stays.
 *
 * <p>{@code Slice2} may span fewer slices than {@code Slice}: the reference reduces onto any
 * destination and asserts nothing of its size (tensor.rs:251), as a DM tensor may span fewer slices.
 *
 * <p>Rules: {@code Vector::REDUCE} (an output axis the input does not hold, or a reduced axis in the packet)
 * and {@code Vector::TYPE} ({@code AddSat} on {@code f32}).
 *
 * <p>Example: {@code x[R = 4, A = 512]} with {@code Slice = m![A / 8, R]},
 * {@code Packet = m![A % 8]} reduced to {@code Slice2 = m![A / 8, 1 # 4]}, {@code Time2 = m![1]}
 * sums the four slices of each group of four into the group's first slice.
 */
final class InterSliceReduce {

    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    private InterSliceReduce() {}

    static Stream reduce(Stream s, InterSliceReduceOp op, Mapping slice2, Mapping time2) {
        ElementType type = s.type();
        ReduceOp r = type == ElementType.F32 ? op.floating : op.integer;
        RuleViolation.require(r != null, "Vector::TYPE", "inter-slice reduce " + op + " is not defined on " + type);
        List<Axis> axes = s.expr().axes();
        Mapping inPos = new Mapping.Pair(s.spatial(), s.time());
        Mapping outSpatial = SpatialRules.slices(s.chip(), s.cluster(), slice2);
        Mapping outPos = new Mapping.Pair(outSpatial, time2);
        Set<String> inHeld = new LinkedHashSet<>(LayoutChecks.axesHeld(inPos));
        Set<String> outHeld = new LinkedHashSet<>(LayoutChecks.axesHeld(outPos));
        Set<String> packetHeld = new LinkedHashSet<>(LayoutChecks.axesHeld(s.packet()));
        for (String a : outHeld) {
            RuleViolation.require(inHeld.contains(a) || packetHeld.contains(a)
                    || axes.stream().noneMatch(x -> x.name().equals(a)), "Vector::REDUCE",
                    "the output [Slice2, Time2] holds " + a + ", which the input's [Chip, Cluster, Slice, Time] lacks");
        }
        TensorExpr expr = s.expr();
        boolean[] kept = new boolean[axes.size()];
        for (int i = 0; i < axes.size(); i++) {
            Axis a = axes.get(i);
            kept[i] = outHeld.contains(a.name()) || packetHeld.contains(a.name()) || !inHeld.contains(a.name());
            if (!kept[i]) {
                RuleViolation.require(!packetHeld.contains(a.name()), "Vector::REDUCE", "the reduced axis " + a.name()
                        + " is also in the packet " + s.packet());
                expr = new TensorExpr.Reduce(expr, a, r, type);
            }
        }
        // built on the first packet asked for: a device that holds no data (verify) never asks
        java.util.function.Supplier<Table> tables = memo(() -> new Table(inPos, outPos,
                IndexAxes.over(axes, inPos, outPos), kept, s.time().size(), time2.size()));
        int packetBytes = s.packetBytes();
        int lanes = (int) s.packet().size();
        long outTime = time2.size();
        SliceSource upstream = s.source();
        boolean floating = type == ElementType.F32;
        s.device().crossSliceStageBuilt();
        Map<Integer, Packets> cache = new HashMap<>();
        SliceSource src = slice -> {
            Table table = tables.get();
            Packets out = Packets.zeros(outTime, packetBytes);
            for (long t = 0; t < outTime; t++) {
                long[] from = table.sources(slice * outTime + t);
                byte[][] rows = new byte[from.length][];
                int[] at = new int[from.length];
                for (int k = 0; k < from.length; k++) {
                    Packets p;
                    synchronized (cache) {
                        p = cache.computeIfAbsent((int) (from[k] / table.inTime), upstream::produce);
                    }
                    rows[k] = p.bytes();
                    at[k] = p.offset(from[k] % table.inTime);
                }
                int o = out.offset(t);
                for (int l = 0; l < lanes; l++) {
                    int acc = 0;
                    for (int k = 0; k < from.length; k++) {
                        int x = (int) INT.get(rows[k], at[k] + 4 * l);
                        acc = k == 0 ? x : floating ? Float.floatToRawIntBits(combine(r, Float.intBitsToFloat(acc),
                                Float.intBitsToFloat(x))) : combine(r, acc, x);
                    }
                    INT.set(out.bytes(), o + 4 * l, acc);
                }
            }
            return out;
        };
        return new Stream(s.device(), s.context(), s.position(), type, s.chip(), s.cluster(), slice2, s.row(), time2,
                s.packet(), expr, src);
    }

    /** {@code make}'s value, made once, on the first call (from any thread). */
    private static <T> java.util.function.Supplier<T> memo(java.util.function.Supplier<T> make) {
        Object[] made = new Object[1];
        return () -> {
            synchronized (made) {
                if (made[0] == null) {
                    made[0] = make.get();
                }
                @SuppressWarnings("unchecked")
                T t = (T) made[0];
                return t;
            }
        };
    }

    private static int combine(ReduceOp r, int a, int b) {
        return switch (r) {
            case ADD_WRAP -> a + b;
            case ADD_SAT -> (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, (long) a + b));
            case MAX -> Math.max(a, b);
            case MIN -> Math.min(a, b);
            default -> throw new IllegalArgumentException(r + " on i32");
        };
    }

    private static float combine(ReduceOp r, float a, float b) {
        return switch (r) {
            case ADD -> a + b;
            case MUL -> a * b;
            case MAX -> Float.isNaN(a) ? b : Float.isNaN(b) ? a : Math.max(a, b);
            case MIN -> Float.isNaN(a) ? b : Float.isNaN(b) ? a : Math.min(a, b);
            default -> throw new IllegalArgumentException(r + " on f32");
        };
    }

    /**
     * For each output position {@code slice · Time2 + time}, the input positions
     * {@code slice · Time + time} holding the same kept coordinates, in input order; built once.
     */
    private static final class Table {
        final long inTime;
        private final long[][] sources;

        Table(Mapping inPos, Mapping outPos, List<Axis> axes, boolean[] kept, long inTime, long outTime) {
            this.inTime = inTime;
            Evaluator in = Evaluator.of(inPos, axes);
            Evaluator out = Evaluator.of(outPos, axes);
            Map<List<Long>, List<long[]>> groups = new HashMap<>();
            long[] v = new long[in.axes().size()];
            for (long p = 0, positions = inPos.size(); p < positions; p++) {
                if (in.evaluate(p, v)) {
                    long[] entry = new long[kept.length + 1];
                    System.arraycopy(v, 0, entry, 0, kept.length);
                    entry[kept.length] = p;
                    groups.computeIfAbsent(key(v, kept), k -> new ArrayList<>()).add(entry);
                }
            }
            // Fold in index order of the reduced axes, as the reference's reduction does.
            for (List<long[]> g : groups.values()) {
                g.sort((x, y) -> java.util.Arrays.compare(x, 0, kept.length, y, 0, kept.length));
            }
            sources = new long[Math.toIntExact(outPos.size())][];
            long[] w = new long[out.axes().size()];
            for (int p = 0; p < sources.length; p++) {
                List<long[]> g = out.evaluate(p, w) ? groups.get(key(w, kept)) : null;
                sources[p] = g == null ? new long[0] : g.stream().mapToLong(e -> e[kept.length]).toArray();
            }
        }

        long[] sources(long position) {
            return sources[Math.toIntExact(position)];
        }

        private static List<Long> key(long[] v, boolean[] kept) {
            List<Long> k = new ArrayList<>();
            for (int i = 0; i < kept.length; i++) {
                if (kept[i]) {
                    k.add(v[i]);
                }
            }
            return k;
        }
    }
}
