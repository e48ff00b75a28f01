package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.normal.Digit;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.EngineMappings;
import dev.layoutprover.simulator.layout.LayoutChecks;
import dev.layoutprover.simulator.memory.SpatialRules;
import dev.layoutprover.simulator.memory.TrfTensor;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;

/**
 * The Aligner: configures the {@link StreamAdapter} (data) and the {@link TrfSequencer} (weights)
 * so that both produce the declared computation mapping, which is how the Reducer can pair them
 * element by element. Each path's mapping is checked against the declared one by the oracle, so
 * the two paths agree with each other.
 *
 * <p>Rules: {@code Aligner::SOURCE} (the data comes from the Collect Engine), {@code TRF::LIVE},
 * {@code Aligner::TYPE} (data and weights have one type), {@code Aligner::SLICE} (both are
 * distributed alike over chips, clusters and slices), {@code Aligner::TILING} (the tiling axes are
 * in the TRF) and the rules of the two paths.
 *
 * <p>Example (seed 004): {@code input.align::<m![M, O], m![L, K]>(trf)}.
 */
public final class Aligner {

    private Aligner() {}

    public static AlignedPair align(Stream input, TrfTensor trf, Mapping outTime, Mapping outPacket) {
        RuleViolation.require(input.position() == Position.COLLECT, "Aligner::SOURCE", "align follows collect, not "
                + input.position());
        trf.requireLive();
        RuleViolation.require(input.type() == trf.type(), "Aligner::TYPE", "the data is " + input.type()
                + " but the TRF holds " + trf.type());
        LayoutChecks.requireEquivalent(input.device().oracle(), "Aligner::SLICE", "data and TRF [Chip, Cluster, Slice]",
                input.spatial(), SpatialRules.slices(trf.chip(), trf.cluster(), trf.slice()));
        StreamAdapter.Config adapter = StreamAdapter.configure(input, outTime, outPacket);
        requireTilingInTrf(input, trf, outTime, adapter.tiling());
        TrfSequencer.Config sequencer = TrfSequencer.configure(trf, outTime, outPacket);
        return new AlignedPair(input, trf, outTime, outPacket, adapter, sequencer);
    }

    /**
     * {@code Aligner::TILING}: the time-broadcast axes, the innermost factors of {@code OutTime} that
     * the data lacks, are axes of the TRF's Element (the TRF holds what the tiling repeats over).
     */
    private static void requireTilingInTrf(Stream input, TrfTensor trf, Mapping outTime, long tiling) {
        if (tiling <= 1) {
            return;
        }
        NormalForm trfElement = EngineMappings.require(trf.element(), "the TRF Element");
        Map<String, Axis> axes = EngineMappings.axes(outTime);
        List<String> missing = new ArrayList<>();
        for (Digit digit : StreamAdapter.tilingDigits(input, outTime)) {
            NormalForm d = NormalForm.termByTerm(List.of(digit));
            String axis = digit.coordinate();
            long size = axes.get(axis).size();
            BitSet reached = d.reached(axis, size);
            reached.andNot(trfElement.reached(axis, size));
            if (!reached.isEmpty()) {
                missing.add(d.toMapping(axes).toString());
            }
        }
        RuleViolation.require(missing.isEmpty(), "Aligner::TILING", "the tiling axes " + missing + " of OutTime "
                + outTime + " (tiling " + tiling + ") are not in the TRF Element " + trf.element()
                + " (stream_tensor.rs:1264)");
    }
}
