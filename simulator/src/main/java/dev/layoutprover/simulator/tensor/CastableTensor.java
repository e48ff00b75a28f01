package dev.layoutprover.simulator.tensor;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.stream.CastEngine;
import dev.layoutprover.simulator.stream.Stream;

/**
 * A stream the cast engine may take in, or the transpose engine, or a commit: the vector engine's
 * output and what the collect engine and the contraction's accumulation give.
 *
 * <p>Example: {@code collected.cast(ElementType.BF16, packet).commit(element, 0)}.
 */
public abstract class CastableTensor extends TransposableTensor {

    CastableTensor(Stream stream) {
        super(stream);
    }

    /** {@code .cast::<D2, Packet>()}. */
    public CastTensor cast(ElementType type, Mapping packet) {
        return new CastTensor(CastEngine.cast(stream, type, packet));
    }
}
