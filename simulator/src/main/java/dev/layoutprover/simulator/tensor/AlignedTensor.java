package dev.layoutprover.simulator.tensor;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.stream.AlignedPair;
import dev.layoutprover.simulator.stream.Reducer;

/** {@code AlignedPair}: data and weights in the computation mapping; contract next. */
public final class AlignedTensor {

    private final AlignedPair pair;

    AlignedTensor(AlignedPair pair) {
        this.pair = pair;
    }

    /** The Aligner's configuration (Stream Adapter and TRF Sequencer). */
    public AlignedPair pair() {
        return pair;
    }

    /** {@code .contract::<OutPacket>()}. */
    public ContractionTensor contract(Mapping packet) {
        return new ContractionTensor(Reducer.contract(pair, packet));
    }
}
