package dev.layoutprover.simulator.tensor;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.stream.CommitEngine;
import dev.layoutprover.simulator.stream.Stream;

/**
 * A stream at the end of the pipeline, which a commit writes to DM: the transpose engine's output,
 * and (through {@link TransposableTensor}) every stream that may still be transposed.
 *
 * <p>Example: {@code transposed.commit(element, 0)} writes the stream at DM address 0.
 */
public abstract class CommittableTensor extends StreamTensor {

    CommittableTensor(Stream stream) {
        super(stream);
    }

    /** {@code .commit::<Element>(address)}. */
    public DmTensor commit(Mapping element, long address) {
        return CommitEngine.commit(stream, "commit@" + address, element, address);
    }
}
