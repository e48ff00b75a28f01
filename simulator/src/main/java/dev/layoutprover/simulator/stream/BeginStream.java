package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.layout.EngineMappings;
import dev.layoutprover.simulator.layout.SequencerCompiler;
import dev.layoutprover.simulator.layout.SequencerConfig;
import dev.layoutprover.simulator.memory.DmTensor;

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
        Mapping element = source.element();
        Mapping one = new Mapping.Identity();
        int packetBytes = Math.toIntExact(source.type().bytesOf(element.size()));
        SequencerConfig[] config = new SequencerConfig[1];
        SliceSource src = slice -> {
            synchronized (config) {
                if (config[0] == null) {
                    var layout = EngineMappings.require(element, "the DM element mapping");
                    config[0] = SequencerCompiler.derive(layout, layout, "Begin");
                }
            }
            Packets p = Packets.zeros(1, packetBytes);
            Sequencer.gather(source.memory(slice), source.address(), source.type(), source.type(), config[0], p.bytes(), 0);
            return p;
        };
        return new Stream(source.device(), context, Position.BEGIN, source.type(), source.chip(), source.cluster(),
                source.slice(), one, one, element, source.expr(), src);
    }
}
