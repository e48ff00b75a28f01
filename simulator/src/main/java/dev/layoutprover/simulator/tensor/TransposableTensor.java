package dev.layoutprover.simulator.tensor;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.stream.Stream;
import dev.layoutprover.simulator.stream.TransposeEngine;

/**
 * A stream the transpose engine may take in, or that a commit writes: the cast engine's output,
 * and (through {@link CastableTensor}) every stream that may still be cast.
 *
 * <p>Example: {@code cast.transpose(time, packet).commit(element, 0)}.
 */
public abstract class TransposableTensor extends CommittableTensor {

    TransposableTensor(Stream stream) {
        super(stream);
    }

    /** {@code .transpose::<Time, Packet>()}. */
    public TransposeTensor transpose(Mapping time, Mapping packet) {
        return new TransposeTensor(TransposeEngine.transpose(stream, time, packet));
    }
}
