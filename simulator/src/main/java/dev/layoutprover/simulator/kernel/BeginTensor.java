package dev.layoutprover.simulator.kernel;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.stream.ExecutionContext;
import dev.layoutprover.simulator.stream.FetchEngine;

/** {@code BeginTensor}: a DM tensor at the start of a pipeline; it can only be fetched. */
public final class BeginTensor {

    private final DmTensor source;
    private final ExecutionContext context;

    BeginTensor(DmTensor source, ExecutionContext context) {
        this.source = source;
        this.context = context;
    }

    /** {@code .fetch::<D2, Time, Packet>()}. */
    public FetchTensor fetch(ElementType type, Mapping time, Mapping packet) {
        return new FetchTensor(FetchEngine.fetch(source, context, type, time, packet));
    }
}
