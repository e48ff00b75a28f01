package dev.layoutprover.simulator.tensor;

import dev.layoutprover.simulator.stream.Stream;

/** {@code VectorFinalTensor}: out of the Vector Engine; cast, transpose or commit. */
public final class VectorFinalTensor extends CastableTensor {

    VectorFinalTensor(Stream stream) {
        super(stream);
    }
}
