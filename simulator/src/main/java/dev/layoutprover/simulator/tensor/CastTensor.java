package dev.layoutprover.simulator.tensor;

import dev.layoutprover.simulator.stream.Stream;

/** {@code CastTensor}: narrowed flits; transpose or commit. */
public final class CastTensor extends TransposableTensor {

    CastTensor(Stream stream) {
        super(stream);
    }
}
