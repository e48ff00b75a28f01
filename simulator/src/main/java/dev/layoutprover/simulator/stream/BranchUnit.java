package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.normal.Digit;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.EngineMappings;
import dev.layoutprover.simulator.naive.TensorExpr;
import dev.layoutprover.simulator.naive.InputCmp;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * The Vector Engine's branch unit: gives each element a 4-bit execution id as
 * {@code vector_intra_slice_branch} is told, and lets an operation apply only to the elements
 * whose id an operand serves. The ids travel as a stream of {@code i32} lanes laid out like the
 * stream at the branch; later stages read them by tensor index, as they read the stash.
 *
 * <ul>
 *   <li>{@code Unconditional}: id 0 everywhere (group 0).
 *   <li>{@code Comparison([c0, c1, c2, c3])}: bit {@code k} is set where {@code ck} holds of the
 *       element's value; bit 3, the group, is the fourth comparison. Comparisons of the other
 *       element type break {@code Vector::BRANCH}, as the reference panics on them.
 *   <li>{@code AxisToggle { axis }}: id {@code 8 · g}, {@code g = (a / w % n) % 2} for the element's
 *       index {@code a} of the axis and the factor {@code (w, n)} of the axis with the least weight
 *       in {@code [Chip, Cluster, Slice, Time, Packet]}, the first term of the axis in the
 *       reference's sorted index; 0 everywhere when the stream does not lay the axis out.
 *   <li>{@code ValidCount}, {@code Vrf}: ids the reference leaves undefined ({@code null} here).
 * </ul>
 *
 * <p>Example: {@code Comparison([=0, true, true, true])} on the values {@code [0, 3]} gives the ids
 * {@code [0b1111, 0b1110]}; an operand of {@code GroupId::One} applies to both.
 */
final class BranchUnit {

    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    /** Bits of an execution id. */
    static final int COMPARISONS = 4;

    private BranchUnit() {}

    /** The execution ids of {@code s} under {@code config}, or {@code null} where the reference defines none. */
    static Stream ids(Stream s, BranchConfig config) {
        return switch (config) {
            case BranchMode m when m == BranchMode.UNCONDITIONAL -> constant(s);
            case BranchMode m -> null;
            case BranchConfig.Comparison c -> comparison(s, c.comparisons());
            case BranchConfig.AxisToggle t -> toggle(s, t.axis());
        };
    }

    /** The ids all {@code 0} of {@code s}'s layout: an unconditional branch's, and every id of a pair's group. */
    static Stream constant(Stream s) {
        long time = s.time().size();
        int packetBytes = Math.toIntExact(s.packet().size() * 4);
        return idStream(s, new TensorExpr.Constant(0, ElementType.I32), slice -> Packets.zeros(time, packetBytes));
    }

    private static Stream comparison(Stream s, List<InputCmp> cmps) {
        RuleViolation.require(cmps.size() == COMPARISONS, "Vector::BRANCH", "BranchMode::Comparison takes "
                + COMPARISONS + " comparisons ([InputCmp; 4]), got " + cmps.size());
        for (InputCmp c : cmps) {
            RuleViolation.require(c.type() == s.type(), "Vector::BRANCH", "the comparison InputCmp::"
                    + c.type().toString().toUpperCase(java.util.Locale.ROOT) + "(" + c + ") is used with " + s.type()
                    + " data");
        }
        boolean floating = s.type() == ElementType.F32;
        int[] kinds = new int[COMPARISONS];
        int[] bounds = new int[COMPARISONS];
        for (int k = 0; k < COMPARISONS; k++) {
            kinds[k] = cmps.get(k).kind().ordinal();
            bounds[k] = floating ? Float.floatToRawIntBits((float) cmps.get(k).boundary()) : (int) cmps.get(k).boundary();
        }
        SliceSource upstream = s.source();
        return idStream(s, new TensorExpr.ComparisonIds(s.expr(), cmps), slice -> {
            Packets p = upstream.produce(slice);
            Packets o = Packets.zeros(p.time(), p.packetBytes());
            for (int at = 0; at < p.bytes().length; at += 4) {
                int x = (int) INT.get(p.bytes(), at);
                int id = 0;
                for (int k = 0; k < COMPARISONS; k++) {
                    id |= (holds(kinds[k], floating, x, bounds[k]) ? 1 : 0) << k;
                }
                INT.set(o.bytes(), at, id);
            }
            return o;
        });
    }

    /** Whether comparison kind {@code kind} holds of the lane bits {@code x} against {@code bound}'s bits. */
    static boolean holds(int kind, boolean floating, int x, int bound) {
        InputCmp.Kind k = InputCmp.Kind.values()[kind];
        if (floating && (k == InputCmp.Kind.EQUAL || k == InputCmp.Kind.LESS || k == InputCmp.Kind.GREATER)) {
            float a = Float.intBitsToFloat(x);
            float b = Float.intBitsToFloat(bound);
            return k == InputCmp.Kind.EQUAL ? a == b : k == InputCmp.Kind.LESS ? a < b : a > b;
        }
        return switch (k) {
            case TRUE -> true;
            case FALSE -> false;
            case EQUAL -> x == bound;
            case LESS -> x < bound;
            case GREATER -> x > bound;
            case LESS_UNSIGNED -> Integer.compareUnsigned(x, bound) < 0;
            case GREATER_UNSIGNED -> Integer.compareUnsigned(x, bound) > 0;
        };
    }

    private static Stream toggle(Stream s, String axis) {
        Digit least = null;
        for (Mapping m : List.of(s.spatial(), s.time(), s.packet())) {
            for (Digit d : EngineMappings.require(m, "the branch mapping").digits()) {
                if (axis.equals(d.coordinate()) && (least == null || d.weight() < least.weight())) {
                    least = d;
                }
            }
        }
        if (least == null) {
            return constant(s);
        }
        long weight = least.weight();
        long length = least.length();
        Mapping tp = s.timeAndPacket();
        List<Axis> axes = IndexAxes.over(s.expr().axes(), s.spatial(), tp);
        Evaluator spatial = Evaluator.of(s.spatial(), axes);
        Evaluator lanes = Evaluator.of(tp, axes);
        int k = -1;
        for (int i = 0; i < spatial.axes().size(); i++) {
            k = spatial.axes().get(i).name().equals(axis) ? i : k;
        }
        int at = k;
        int n = Math.toIntExact(tp.size());
        long[] within = new long[n];
        long[] v = new long[lanes.axes().size()];
        for (int p = 0; p < n; p++) {
            within[p] = lanes.evaluate(p, v) ? v[at] : 0;
        }
        long time = s.time().size();
        int packetBytes = Math.toIntExact(s.packet().size() * 4);
        TensorExpr ids = new TensorExpr.ToggleIds(new ArrayList<>(s.expr().axes()), axis, weight, length);
        return idStream(s, ids, slice -> {
            long[] w = new long[spatial.axes().size()];
            long base = spatial.evaluate(slice, w) ? w[at] : 0;
            Packets o = Packets.zeros(time, packetBytes);
            for (int p = 0; p < n; p++) {
                long a = base + within[p];
                INT.set(o.bytes(), 4 * p, (int) (8 * ((a / weight % length) & 1)));
            }
            return o;
        });
    }

    private static Stream idStream(Stream s, TensorExpr ids, SliceSource source) {
        return s.next(s.position(), ElementType.I32, s.row(), s.time(), s.packet(), ids, source);
    }

    /**
     * {@code applied} where the id in {@code ids} (read at the same tensor index) is served by
     * {@code valid}, {@code before} elsewhere: one operand of a list that differs per branch.
     */
    static Stream guarded(Stream before, Stream applied, Stream ids, ValidBranchIds valid) {
        SliceSource idSource = sameLayout(ids, applied) ? ids.source() : StashReader.of(ids, applied);
        SliceSource was = before.source();
        SliceSource now = applied.source();
        TensorExpr expr = new TensorExpr.Guarded(before.expr(), applied.expr(), ids.expr(), valid.group());
        return applied.next(applied.position(), applied.type(), applied.row(), applied.time(), applied.packet(), expr,
                slice -> {
                    Packets b = was.produce(slice);
                    Packets a = now.produce(slice);
                    byte[] id = idSource.produce(slice).bytes();
                    Packets o = new Packets(a.bytes().clone(), a.time(), a.packetBytes());
                    for (int at = 0; at < id.length; at += 4) {
                        if (!valid.matches((int) INT.get(id, at))) {
                            INT.set(o.bytes(), at, (int) INT.get(b.bytes(), at));
                        }
                    }
                    return o;
                });
    }

    private static boolean sameLayout(Stream ids, Stream s) {
        return ids.time().equals(s.time()) && ids.packet().equals(s.packet());
    }
}
