package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.normal.Digit;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.EngineMappings;
import dev.layoutprover.simulator.layout.LayoutChecks;
import dev.layoutprover.simulator.naive.TensorExpr;
import dev.layoutprover.simulator.naive.ReduceOp;
import java.util.ArrayList;
import java.util.List;

/**
 * The Vector Engine's intra-slice reduce on 4-lane packets: every factor of the reduce axis in
 * {@code Time} and {@code Packet} disappears; a factor of it outside the stream (in the slices,
 * {@code S # 16 / 4}) stays, and the naive evaluator then reduces only those digits
 * ({@link TensorExpr.PartialReduce}). The reduced elements are folded one after another in stream order (time, then lane),
 * as the reference's reduction folds them; this matters for the saturating add. Factors in the
 * packet fold the valid lanes (holes are skipped, as the Valid Count Generator tags them) into lane
 * 0 ({@code Packet = m![1 # 4]}); factors in {@code Time} are accumulated in time order in one of 8
 * slots per non-reduced position inside the outermost reduced factor.
 *
 * <p>Rules: {@code Vector::REDUCE} (the axis occurs; the packet is either free of it or holds only
 * it; the declared {@code Packet} is the input's without the axis, the declared {@code Time} holds the
 * indices of the input's without the axis, each once, in any order, the result relabelled into it, as
 * the reference reduces by index) and
 * {@code Vector::REDUCE_SLOTS} (at most 8 slots).
 *
 * <p>Example: {@code Time = m![R / 4]}, {@code Packet = m![R % 4]} reduced over {@code R} gives
 * {@code Time = m![1]}, {@code Packet = m![1 # 4]}.
 */
final class IntraSliceReduce {

    private IntraSliceReduce() {}

    static Stream reduce(Stream s, String axisName, ReduceOp op, Mapping outTime, Mapping outPacket) {
        List<Digit> time = EngineMappings.require(s.time(), "the reduce Time").digits();
        NormalForm packetForm = EngineMappings.require(s.packet(), "the reduce Packet");
        List<Digit> packet = packetForm.digits();
        // the reference reads the axis off Time and Packet (vector_tensor.rs:1430): a broadcast axis counts
        boolean held = java.util.stream.Stream.concat(time.stream(), packet.stream())
                .anyMatch(d -> d.radix() > 1 && axisName.equals(d.coordinate()));
        RuleViolation.require(held, "Vector::REDUCE", "neither Time " + s.time() + " nor Packet " + s.packet()
                + " holds " + axisName);
        Axis axis = EngineMappings.axes(s.time(), s.packet()).get(axisName);
        boolean inPacket = packet.stream().anyMatch(d -> axisName.equals(d.coordinate()));
        boolean packetOnlyAxis = packet.stream().allMatch(d -> d.coordinate() == null || axisName.equals(d.coordinate()));
        RuleViolation.require(!inPacket || packetOnlyAxis, "Vector::REDUCE", "the packet " + s.packet()
                + " mixes " + axisName + " with other axes");
        boolean[] reduced = new boolean[time.size()];
        List<Digit> survivors = new ArrayList<>();
        int outermost = -1;
        for (int i = 0; i < time.size(); i++) {
            reduced[i] = axisName.equals(time.get(i).coordinate());
            if (reduced[i] && outermost < 0) {
                outermost = i;
            }
            if (!reduced[i]) {
                survivors.add(time.get(i));
            }
        }
        RuleViolation.require(inPacket || outermost >= 0, "Vector::REDUCE", "neither Time " + s.time() + " nor Packet "
                + s.packet() + " holds " + axisName);
        long slots = 1;
        for (int i = Math.max(outermost, 0) + 1; outermost >= 0 && i < time.size(); i++) {
            slots *= reduced[i] ? 1 : time.get(i).radix();
        }
        RuleViolation.require(slots <= 8, "Vector::REDUCE_SLOTS", "intra-slice reduce needs " + slots
                + " accumulator slots inside the outermost reduced factor, at most 8");
        Mapping expectedTime = NormalForm.termByTerm(survivors).toMapping(EngineMappings.axes(s.time()));
        Mapping expectedPacket = inPacket ? new Mapping.Padding(new Mapping.Identity(), 4, false) : s.packet();
        // the reference divides [Time, Packet] by [OTime, OPacket] (vector_tensor.rs:1427), in any order, and
        // reduces by index: OTime holds the survivors' indices, each once, in any order, and the result is
        // relabelled into it
        boolean inOrder = LayoutChecks.equivalent(s.device().oracle(), outTime, expectedTime);
        if (inOrder) {
            RuleViolation.held("Vector::REDUCE");
        } else {
            LayoutChecks.requireSameIndices(s.device().oracle(), "Vector::REDUCE", "intra-slice reduce Time", outTime,
                    expectedTime);
        }
        LayoutChecks.requireEquivalent(s.device().oracle(), "Vector::REDUCE", "intra-slice reduce Packet", outPacket,
                expectedPacket);
        boolean[] validLane = new boolean[4];
        packetForm.forEachLive(List.of(), (c, p) -> validLane[(int) p] = true);
        long[] extents = time.stream().mapToLong(Digit::radix).toArray();
        ElementType type = s.type();
        long outTimeSize = expectedTime.size();
        SliceSource src = s.source().map(p -> {
            double[] acc = new double[(int) outTimeSize * 4];
            boolean[] started = new boolean[(int) outTimeSize];
            long[] digit = new long[extents.length];
            for (long t = 0; t < p.time(); t++) {
                int o = 0;
                for (int i = 0; i < extents.length; i++) {
                    if (!reduced[i]) {
                        o = (int) (o * extents[i] + digit[i]);
                    }
                }
                double[] lanes = new double[4];
                for (int l = 0; l < 4; l++) {
                    lanes[l] = type.decode(p.bytes(), p.offset(t) + 4 * l);
                }
                if (inPacket) {
                    // One accumulator: the valid lanes folded in, one after another, in index order.
                    for (int l = 0; l < 4; l++) {
                        if (validLane[l]) {
                            acc[4 * o] = started[o] ? op.combine(acc[4 * o], lanes[l]) : lanes[l];
                            started[o] = true;
                        }
                    }
                } else {
                    for (int l = 0; l < 4; l++) {
                        acc[4 * o + l] = started[o] ? op.combine(acc[4 * o + l], lanes[l]) : lanes[l];
                    }
                    started[o] = true;
                }
                for (int i = extents.length - 1; i >= 0; i--) {
                    if (++digit[i] < extents[i]) {
                        break;
                    }
                    digit[i] = 0;
                }
            }
            Packets out = Packets.zeros(outTimeSize, 16);
            for (int i = 0; i < acc.length; i++) {
                type.encode(acc[i], out.bytes(), 4 * i);
            }
            return out;
        });
        Stream out = s.next(s.position(), type, s.row(), inOrder ? outTime : expectedTime, outPacket,
                reduction(s.expr(), axis, time, packet, op, type), src);
        return inOrder ? out : IndexRelabel.relabel(out, s.position(), outTime, outPacket);
    }

    /**
     * What the reduce computes: the whole axis when the stream's digits of it cover it, otherwise
     * only those digits (the rest of the axis sits in the slices and stays).
     */
    static TensorExpr reduction(TensorExpr input, Axis axis, List<Digit> time, List<Digit> packet, ReduceOp op,
            ElementType type) {
        List<TensorExpr.PartialReduce.ReducedDigit> digits = new ArrayList<>();
        for (Digit d : time) {
            if (axis.name().equals(d.coordinate())) {
                digits.add(new TensorExpr.PartialReduce.ReducedDigit(d.weight(), d.length()));
            }
        }
        for (Digit d : packet) {
            if (axis.name().equals(d.coordinate())) {
                digits.add(new TensorExpr.PartialReduce.ReducedDigit(d.weight(), d.length()));
            }
        }
        List<TensorExpr.PartialReduce.ReducedDigit> sorted = new ArrayList<>(digits);
        sorted.sort(java.util.Comparator.comparingLong(TensorExpr.PartialReduce.ReducedDigit::stride));
        long next = 1;
        for (TensorExpr.PartialReduce.ReducedDigit d : sorted) {
            if (d.stride() != next) {
                return new TensorExpr.PartialReduce(input, axis, digits, op, type);
            }
            next = Math.multiplyExact(d.stride(), d.count());
        }
        return next >= axis.size() ? new TensorExpr.Reduce(input, axis, op, type)
                : new TensorExpr.PartialReduce(input, axis, digits, op, type);
    }
}
