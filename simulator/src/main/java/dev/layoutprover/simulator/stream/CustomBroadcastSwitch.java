package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.LayoutChecks;
import dev.layoutprover.simulator.memory.IndexRoute;
import dev.layoutprover.simulator.memory.SpatialRules;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The Switch Engine's {@code CustomBroadcast { ring_size }}: any routing of packets within rings of
 * {@code ring_size} slices, given by the output {@code [Slice, Time]} alone: each output packet is
 * the input packet holding the same tensor index; output slice axes that are not tensor axes
 * broadcast (every slice of such a tile receives the same packets).
 *
 * <p>Rules: {@code Switch::TOPOLOGY} (the ring size is a power of two, and the one the layouts
 * imply), {@code Switch::BROADCAST} (a broadcast axis is new: not in the input {@code Slice} or
 * {@code Time}; written once, not padded), {@code Switch::LAYOUT} (the outer part of the output
 * {@code Time} is the input {@code Time}, decided by the oracle; its inner part holds the slice axes
 * the output Slice drops, in order), as {@link CustomBroadcastRules} says.
 *
 * <p>Example: {@code Slice = m![A, B]}, {@code Time = m![C]} routed to
 * {@code Slice = m![A, B % 4, B / 4]} with ring size 16 permutes each ring of 16 slices.
 */
final class CustomBroadcastSwitch {

    /** Routes asked again for the same layouts (a loop's iterations) are computed once. */
    private static final IndexRoute.Remembered ROUTES = new IndexRoute.Remembered(16);

    private CustomBroadcastSwitch() {}

    static Stream route(Stream input, long ringSize, Mapping outSlice, Mapping outTime) {
        long slices = input.slice().size();
        RuleViolation.require(outSlice.size() == slices, "Slice::SIZE", "OutSlice::SIZE must be " + slices + ", got "
                + outSlice.size());
        RuleViolation.require(ringSize > 0 && Long.bitCount(ringSize) == 1, "Switch::TOPOLOGY",
                "the ring size must be a power of 2, got " + ringSize);
        CustomBroadcastRules.checkBroadcast(input.slice(), input.time(), outSlice);
        long inTime = input.time().size();
        RuleViolation.require(outTime.size() % inTime == 0, "Switch::LAYOUT", "the input Time size " + inTime
                + " does not divide the output Time size " + outTime.size());
        LayoutChecks.requireEquivalent(input.device().oracle(), "Switch::LAYOUT",
                "the outer part of the output Time (the input Time)", new Mapping.Stride(outTime, outTime.size() / inTime),
                input.time());
        CustomBroadcastRules.checkMovedAndRing(input.slice(), input.time(), outSlice, outTime, ringSize);
        Mapping from = new Mapping.Pair(input.spatial(), input.time());
        Mapping outSpatial = SpatialRules.slices(input.chip(), input.cluster(), outSlice);
        Mapping to = new Mapping.Pair(outSpatial, outTime);
        // the axes as the mappings declare them (a tile's data names its axis with the tile's extent)
        List<Axis> axes = dev.layoutprover.algebra.Evaluator.of(new Mapping.Pair(from, to)).axes();
        long[] route = ROUTES.of(from, to, axes);
        long outTimeSize = outTime.size();
        // one check of the whole route (the first position outside its ring, if any)
        int outside = -1;
        for (int p = 0; p < route.length && outside < 0; p++) {
            if (route[p] >= 0 && route[p] / inTime / ringSize != p / outTimeSize / ringSize) {
                outside = p;
            }
        }
        RuleViolation.require(outside < 0, "Switch::TOPOLOGY", outside < 0 ? "" : "output slice " + outside / outTimeSize
                + " reads input slice " + route[outside] / inTime + ", outside its ring of " + ringSize + " slices");
        int packetBytes = input.packetBytes();
        SliceSource upstream = input.source();
        input.device().crossSliceStageBuilt();
        Map<Integer, Packets> cache = new HashMap<>();
        SliceSource src = slice -> {
            Packets out = Packets.zeros(outTimeSize, packetBytes);
            for (long u = 0; u < outTimeSize; u++) {
                long r = route[Math.toIntExact(slice * outTimeSize + u)];
                if (r >= 0) {
                    Packets in;
                    synchronized (cache) {
                        in = cache.computeIfAbsent((int) (r / inTime), upstream::produce);
                    }
                    System.arraycopy(in.bytes(), in.offset(r % inTime), out.bytes(), out.offset(u), packetBytes);
                }
            }
            return out;
        };
        return new Stream(input.device(), input.context(), Position.SWITCH, input.type(), input.chip(),
                input.cluster(), outSlice, input.row(), outTime, input.packet(), input.expr(), src);
    }
}
