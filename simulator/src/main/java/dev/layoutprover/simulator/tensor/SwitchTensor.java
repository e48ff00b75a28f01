package dev.layoutprover.simulator.tensor;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.stream.CollectEngine;
import dev.layoutprover.simulator.stream.Stream;

/** {@code SwitchTensor}: packets redistributed across slices; collect next. */
public final class SwitchTensor extends StreamTensor {

    SwitchTensor(Stream stream) {
        super(stream);
    }

    /** {@code .collect::<Time, Packet>()}. */
    public CollectTensor collect(Mapping time, Mapping packet) {
        return new CollectTensor(CollectEngine.collect(stream, time, packet));
    }
}
