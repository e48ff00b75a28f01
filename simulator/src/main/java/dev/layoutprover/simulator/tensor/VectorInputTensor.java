package dev.layoutprover.simulator.tensor;

import dev.layoutprover.simulator.stream.Stream;
import dev.layoutprover.simulator.stream.VectorEngine;

/**
 * A stream the vector engine may take in ({@code .vector_init()}), or that goes on to the cast
 * engine, the transpose engine or a commit: what the collect engine and the contraction's
 * accumulation both give.
 *
 * <p>Example: {@code fetch.collect(time, packet).commit(element, 0)} and
 * {@code contraction.accumulate(time, packet, kind).commit(element, 0)} both write the stream to DM
 * at address 0 through the same {@link #commit}.
 */
public abstract sealed class VectorInputTensor extends CastableTensor permits AccumulationTensor, CollectTensor {

    VectorInputTensor(Stream stream) {
        super(stream);
    }

    /** {@code .vector_init()}. */
    public VectorTensor vectorInit() {
        return new VectorTensor(VectorEngine.init(stream));
    }
}
