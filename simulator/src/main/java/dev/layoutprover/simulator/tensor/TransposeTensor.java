package dev.layoutprover.simulator.tensor;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.stream.CommitEngine;
import dev.layoutprover.simulator.stream.Stream;

/** {@code TransposeTensor}: flits transposed within {@code [Time, Packet]}; commit next. */
public final class TransposeTensor extends StreamTensor {

    TransposeTensor(Stream stream) {
        super(stream);
    }

    /** {@code .commit::<Element>(address)}. */
    public DmTensor commit(Mapping element, long address) {
        return CommitEngine.commit(stream, "commit@" + address, element, address);
    }
}
