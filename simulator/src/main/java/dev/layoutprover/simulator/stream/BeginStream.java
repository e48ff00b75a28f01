package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.layout.EngineMappings;
import dev.layoutprover.simulator.layout.SequencerCompiler;
import dev.layoutprover.simulator.layout.SequencerConfig;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.naive.TensorExpr;
import java.util.List;

/**
 * A DM tensor as the stream {@code begin} makes of it, before any fetch: each slice holds one
 * packet, its whole element, so {@code Time = m![1]} and {@code Packet = Element} (the reference's
 * {@code BeginTensor<…, Identity, Element>}, context.rs:207). The reference's {@code commit} is
 * defined on every stream position (stream_tensor.rs:1723), so {@code begin(t).commit(…)} writes
 * the tensor back through the Commit Engine's checks alone; no fetch rule applies.
 *
 * <p>Example: a DM tensor of {@code i32} with {@code Element = m![A % 8]} begins as one packet of
 * 8 lanes (32 bytes) per slice, which {@code .commit::<m![A % 8]>(a)} copies to address {@code a}.
 */
public final class BeginStream {

    private BeginStream() {}

    public static Stream of(DmTensor source, ExecutionContext context) {
        source.requireLive();
        return of(List.of(source), new Mapping.Identity(), source.expr(), context);
    }

    /**
     * {@code begin_interleaved::<I, …>(lhs, rhs)} as a stream: the reference's
     * {@code BeginTensor<…, Symbol<I>, Element>} (context.rs:214), so {@code Time = m![I]} and each
     * slice holds two packets, {@code lhs}'s element then {@code rhs}'s. Example: two i32 tensors of
     * {@code Element = m![A % 8]} begin as {@code Time = m![I]}, {@code Packet = m![A % 8]}, which
     * {@code .commit::<m![I, A % 8]>(a)} writes as 16 consecutive i32 per slice.
     */
    public static Stream interleaved(DmTensor lhs, DmTensor rhs, Axis axis, ExecutionContext context) {
        InterleavedFetch.requirePair(lhs, rhs, axis);
        return of(List.of(lhs, rhs), new Mapping.Symbol(axis), InterleavedFetch.stacked(lhs, rhs, axis), context);
    }

    /** One packet per tensor of {@code sources} (one layout), in order, as {@code time}. */
    private static Stream of(List<DmTensor> sources, Mapping time, TensorExpr expr, ExecutionContext context) {
        DmTensor first = sources.get(0);
        Mapping element = first.element();
        int packetBytes = Math.toIntExact(first.type().bytesOf(element.size()));
        SequencerConfig[] config = new SequencerConfig[1];
        SliceSource src = slice -> {
            synchronized (config) {
                if (config[0] == null) {
                    var layout = EngineMappings.require(element, "the DM element mapping");
                    config[0] = SequencerCompiler.derive(layout, layout, "Begin");
                }
            }
            Packets p = Packets.zeros(sources.size(), packetBytes);
            for (int i = 0; i < sources.size(); i++) {
                DmTensor t = sources.get(i);
                Sequencer.gather(t.memory(slice), t.address(), t.type(), t.type(), config[0], p.bytes(), i * packetBytes);
            }
            return p;
        };
        return new Stream(first.device(), context, Position.BEGIN, first.type(), first.chip(), first.cluster(),
                first.slice(), new Mapping.Identity(), time, element, expr, src);
    }
}
