package dev.layoutprover.simulator.tensor;

import dev.layoutprover.simulator.stream.Stream;

/** {@code TransposeTensor}: flits transposed within {@code [Time, Packet]}; commit next. */
public final class TransposeTensor extends CommittableTensor {

    TransposeTensor(Stream stream) {
        super(stream);
    }
}
