package dev.layoutprover.simulator.tensor;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.stream.BeginStream;
import dev.layoutprover.simulator.stream.CommitEngine;
import dev.layoutprover.simulator.stream.ExecutionContext;
import dev.layoutprover.simulator.stream.Stream;
import dev.layoutprover.simulator.stream.FetchEngine;
import dev.layoutprover.simulator.stream.InterleavedFetch;

/**
 * {@code BeginTensor}: a DM tensor at the start of a pipeline, or two of one layout interleaved
 * along a new axis ({@code begin_interleaved}); it is fetched, or committed as it is
 * ({@link BeginStream}: {@code Time = m![1]}, {@code Packet = Element}).
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

    /** The element type of the DM tensor begun (of both, for {@code begin_interleaved}, whose views share one type). */
    public ElementType type() {
        return source.type();
    }

    /** {@code .commit::<Element2>(address)} of the tensor as it began: the Commit Engine's rules only. */
    public DmTensor commit(Mapping element, long address) {
        return CommitEngine.commit(stream(), "commit@" + address, element, address);
    }

    /** {@code .commit_view(dst)} of the tensor as it began. */
    public void commitView(DmTensor dst) {
        CommitEngine.commitInto(stream(), dst);
    }

    /** The stream {@code begin} makes, or {@code begin_interleaved}'s, {@code Time = m![I]}. */
    public Stream stream() {
        return second != null ? BeginStream.interleaved(source, second, axis, context) : BeginStream.of(source, context);
    }

    /** {@code .fetch::<D2, Time, Packet>()}. */
    public FetchTensor fetch(ElementType type, Mapping time, Mapping packet) {
        if (second != null) {
            return new FetchTensor(InterleavedFetch.fetch(source, second, axis, context, type, time, packet));
        }
        return new FetchTensor(FetchEngine.fetch(source, context, type, time, packet));
    }
}
