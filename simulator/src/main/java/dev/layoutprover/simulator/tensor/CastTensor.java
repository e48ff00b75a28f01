package dev.layoutprover.simulator.tensor;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.stream.CommitEngine;
import dev.layoutprover.simulator.stream.Stream;
import dev.layoutprover.simulator.stream.TransposeEngine;

/** {@code CastTensor}: narrowed flits; transpose or commit. */
public final class CastTensor extends StreamTensor {

    CastTensor(Stream stream) {
        super(stream);
    }

    /** {@code .transpose::<Time, Packet>()}. */
    public TransposeTensor transpose(Mapping time, Mapping packet) {
        return new TransposeTensor(TransposeEngine.transpose(stream, time, packet));
    }

    /** {@code .commit::<Element>(address)}. */
    public DmTensor commit(Mapping element, long address) {
        return CommitEngine.commit(stream, "commit@" + address, element, address);
    }
}
