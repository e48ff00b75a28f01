package dev.layoutprover.simulator.tensor;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.stream.AlignedPair;
import dev.layoutprover.simulator.stream.Reducer;

/**
 * {@code AlignedPair}: data and weights in the computation mapping, with the Aligner's
 * configuration (Stream Adapter and TRF Sequencer) as {@link #pair}; contract next.
 */
public record AlignedTensor(AlignedPair pair) {

    /** {@code .contract::<OutPacket>()}. */
    public ContractionTensor contract(Mapping packet) {
        return new ContractionTensor(Reducer.contract(pair, packet));
    }
}
