package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.memory.TrfTensor;

/**
 * The Aligner's output: the data stream and the TRF weights, both shaped to the computation
 * mapping {@code [Chip, Cluster, Slice, Row, Time, Packet]}, with the configurations of the Stream
 * Adapter and the TRF Sequencer that produce them.
 */
public record AlignedPair(Stream data, TrfTensor trf, Mapping time, Mapping packet, StreamAdapter.Config adapter,
        TrfSequencer.Config sequencer) {

    public Mapping row() {
        return trf.row();
    }
}
