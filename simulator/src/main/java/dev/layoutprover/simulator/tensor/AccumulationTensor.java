package dev.layoutprover.simulator.tensor;

import dev.layoutprover.simulator.stream.Stream;

/** {@code AccumulationTensor}: contraction results; vector, cast, transpose or commit. */
public final class AccumulationTensor extends VectorInputTensor {

    AccumulationTensor(Stream stream) {
        super(stream);
    }
}
