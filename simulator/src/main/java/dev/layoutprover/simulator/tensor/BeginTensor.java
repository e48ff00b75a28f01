package dev.layoutprover.simulator.tensor;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.stream.ExecutionContext;
import dev.layoutprover.simulator.stream.FetchEngine;
import dev.layoutprover.simulator.stream.InterleavedFetch;

/**
 * {@code BeginTensor}: a DM tensor at the start of a pipeline, or two of one layout interleaved
 * along a new axis ({@code begin_interleaved}); it can only be fetched.
 */
public final class BeginTensor {

    private final DmTensor source;
    private final DmTensor second;
    private final Axis axis;
    private final ExecutionContext context;

    BeginTensor(DmTensor source, ExecutionContext context) {
        this(source, null, null, context);
    }

    BeginTensor(DmTensor source, DmTensor second, Axis axis, ExecutionContext context) {
        this.source = source;
        this.second = second;
        this.axis = axis;
        this.context = context;
    }

    /** {@code .fetch::<D2, Time, Packet>()}. */
    public FetchTensor fetch(ElementType type, Mapping time, Mapping packet) {
        if (second != null) {
            return new FetchTensor(InterleavedFetch.fetch(source, second, axis, context, type, time, packet));
        }
        return new FetchTensor(FetchEngine.fetch(source, context, type, time, packet));
    }
}
