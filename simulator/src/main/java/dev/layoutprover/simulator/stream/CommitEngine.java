package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Printer;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.EngineMappings;
import dev.layoutprover.simulator.layout.Entry;
import dev.layoutprover.simulator.layout.LayoutChecks;
import dev.layoutprover.simulator.layout.SequencerCompiler;
import dev.layoutprover.simulator.layout.SequencerConfig;
import dev.layoutprover.simulator.layout.UnrunnableMapping;
import dev.layoutprover.simulator.memory.DmTensor;
import java.util.List;

/**
 * The Commit Engine: writes a stream back to DM. Its adapter truncates each 32-byte packet to its
 * leading {@code commit_in_size} bytes, {@code Element::SIZE / Time::SIZE} elements; its sequencer
 * configuration is derived from the destination element mapping and {@code [Time, Packet = k]}.
 *
 * <p>Rules: {@code Commit::PACKET} (one flit per packet), {@code Commit::IN_SIZE}
 * ({@code commit_in_size} is 8, 16, 24 or 32 bytes), {@code Commit::ALIGN} (8-byte aligned
 * address), the sequencer rules, {@code Commit::SIZE} ({@code commit_size = gcd(contiguous bytes,
 * commit_in_size)} is 8, 16, 24 or 32 bytes in the main context, 8 in the sub context),
 * {@code Commit::STRIDE} (outer strides are multiples of 8 bytes) and {@code Commit::LAYOUT}: the
 * stream writes exactly the destination's indices, each once, which the oracle decides.
 *
 * <p>Example: {@code Time = m![M, K]}, {@code Packet = m![N]} of bf16 ({@code N = 16}) committed to
 * {@code m![K, M, N = 8]} keeps 8 elements (16 bytes) per packet, with configuration
 * {@code [4 : 8, 2 : 32, 8 : 1]}.
 */
public final class CommitEngine {

    /** What the compiler derived for one commit. */
    public record Plan(SequencerConfig config, long kept, long commitInSize, long commitSize) {}

    private CommitEngine() {}

    public static Plan plan(Stream input, Mapping element, long address) {
        int flit = input.geometry().flitBytes();
        ElementType type = input.type();
        // a 4-bit packet of no whole bytes (63 i4 begun and committed) fails as the reference's
        // size_in_bytes_from_length (scalar.rs:18) does inside this check (stream_tensor.rs:1690)
        RuleViolation.require(type.fills(input.packet().size(), flit), "Commit::PACKET", "the Commit Engine takes one "
                + flit + "-byte flit per packet, got " + type.bytesText(input.packet().size()) + " bytes");
        long time = input.time().size();
        RuleViolation.require(element.size() % time == 0, "Commit::IN_SIZE", "Element::SIZE " + element.size()
                + " is not a whole number of packets of Time::SIZE " + time);
        long kept = element.size() / time;
        requireTransposedTime(input, element, kept);
        long inSize = type.bytesOf(kept);
        RuleViolation.require(kept <= input.packet().size() && type.wholeBytes(kept) && inSize % 8 == 0 && inSize <= 32,
                "Commit::IN_SIZE", "commit_in_size must be 8, 16, 24 or 32 bytes, got " + kept + " × " + type.sizeText()
                        + " = " + type.bytesText(kept)
                        + " (Element::SIZE " + element.size() + " / Time::SIZE " + time + ")");
        Mapping truncated = new Mapping.Resize(input.packet(), kept);
        requireTruncatedPacket(input, element, truncated, kept);
        RuleViolation.require(address % 8 == 0, "Commit::ALIGN", "commit address must be 8-byte aligned, got " + address);
        NormalForm stream = EngineMappings.require(input.time(), "the commit Time")
                .then(truncatedPacket(input.packet(), truncated, kept, element));
        SequencerConfig config = compile(element, stream);
        if (!type.wholeBytes(config.contiguousElements())) {
            throw new RuleViolation("Kernel::UNMODELLED", "the commit writes " + config.contiguousElements()
                    + " contiguous " + type + " elements at a time, which is not whole bytes; the simulator does not "
                    + "model a commit of half bytes");
        }
        long contiguous = type.bytesOf(config.contiguousElements());
        long commitSize = FetchEngine.gcd(contiguous, inSize);
        boolean sub = input.context() == ExecutionContext.SUB;
        RuleViolation.require(sub ? commitSize == 8 : commitSize % 8 == 0, "Commit::SIZE", "commit_size = gcd("
                + "contiguous " + contiguous + ", commit_in_size " + inSize + ") = " + commitSize + " must be "
                + (sub ? "8 bytes in the sub context" : "8, 16, 24 or 32 bytes"));
        List<Entry> es = config.merged().entries();
        for (int i = 0; i < es.size() - 1; i++) {
            long strideBits = es.get(i).stride() * type.bits();
            RuleViolation.require(strideBits % 64 == 0, "Commit::STRIDE", "commit sequencer strides must be multiples "
                    + "of 8 bytes, got " + type.bytesText(es.get(i).stride())
                    + " in " + config);
        }
        LayoutChecks.requireSameIndices(input.device().oracle(), "Commit::LAYOUT", "commit writes",
                new Mapping.Pair(input.time(), truncated), element);
        return new Plan(config, kept, inSize, commitSize);
    }

    /**
     * The reference's first layout check (stream_tensor.rs:1703): the outer {@code Element::SIZE /
     * kept} positions of the destination, {@code m![Element / kept]}, hold the terms of the input
     * Time, in any order (a transpose). Example: {@code Time = m![A, B]} committed to
     * {@code m![B, A, C]} with {@code kept = |C|} is a transpose; to {@code m![A, C, B]} it is not.
     */
    private static void requireTransposedTime(Stream input, Mapping element, long kept) {
        LayoutChecks.requireSameIndices(input.device().oracle(), "Commit::LAYOUT",
                "commit output Time (the outer " + element.size() / kept + " positions of Element) as a transpose of "
                        + "the input Time (stream_tensor.rs:1703)", new Mapping.Stride(element, kept), input.time());
    }

    /**
     * The reference's second layout check (stream_tensor.rs:1716, {@code is_resize_of}): the inner
     * {@code kept} positions of the destination, {@code m![Element % kept]}, are position by position
     * the input packet's first {@code kept}, {@code m![Packet = kept]}; the packet is cut, never
     * reordered. Example: a packet {@code m![B, C]} may be committed as {@code m![T, B, C]} or, cut
     * to its first half, {@code m![T, B / 2, C]}, never as {@code m![T, C, B]}.
     */
    private static void requireTruncatedPacket(Stream input, Mapping element, Mapping truncated, long kept) {
        LayoutChecks.requireEquivalent(input.device().oracle(), "Commit::LAYOUT",
                "commit packet mismatch (stream_tensor.rs:1716): the inner " + kept + " positions of Element must be "
                        + "the input packet " + Printer.written(input.packet()) + " or a truncation of it",
                new Mapping.Modulo(element, kept), truncated);
    }

    /**
     * The first {@code kept} positions of the input packet as axis factors. Where they are none (a
     * packet {@code m![A % 2, C # 4]} cut to 6), no destination's packet part is the packet or a
     * truncation of it: the reference's "Commit packet mismatch" (stream_tensor.rs:1716).
     */
    private static NormalForm truncatedPacket(Mapping packet, Mapping truncated, long kept, Mapping element) {
        try {
            return EngineMappings.require(truncated, "the truncated commit Packet");
        } catch (UnrunnableMapping e) {
            throw new RuleViolation("Commit::LAYOUT", "commit packet mismatch: the innermost " + kept
                    + " elements of Element " + Printer.written(element) + " must be the input packet " + Printer.written(packet)
                    + " or a truncation of it, but its first " + kept + " positions are no product of axis factors");
        }
    }

    /**
     * The commit sequencer for writing {@code stream} into {@code element}. A stream the destination
     * cannot be written from (an index it does not hold, a factor that straddles two of its factors)
     * breaks {@code Commit::LAYOUT}, as the reference names it: the output is no transpose of the input.
     */
    private static SequencerConfig compile(Mapping element, NormalForm stream) {
        try {
            return SequencerCompiler.compile(EngineMappings.require(element, "the DM element mapping"), stream, "Commit");
        } catch (RuleViolation v) {
            if (v.rule().equals("Sequencer::INPUT") || v.rule().equals("Sequencer::SHAPE")) {
                throw new RuleViolation("Commit::LAYOUT", v.getMessage());
            }
            throw v;
        }
    }

    /** {@code input.commit::<element>(address)}: runs the pipeline and returns the written DM tensor. */
    public static DmTensor commit(Stream input, String name, Mapping element, long address) {
        Plan plan = plan(input, element, address);
        DmTensor out = new DmTensor(name, input.device(), input.type(), input.chip(), input.cluster(), input.slice(),
                element, address, input.expr());
        if (!input.device().holdsData()) {
            return out;
        }
        SliceRuns.forEach(input.device(), input.activeSlices(), slice -> {
            Packets p = input.source().produce(slice);
            Sequencer.scatter(out.memory(slice), address, input.type(), plan.config(), p.bytes(), p.packetBytes(),
                    plan.kept());
        });
        return out;
    }

    /**
     * {@code input.commit_view(dst)}: runs the pipeline and writes it through the DM view
     * {@code dst} (its address and element mapping), which then holds the stream's values. The
     * stream's type and {@code [Chip, Cluster, Slice]} must be the view's ({@code Commit::LAYOUT}).
     */
    public static void commitInto(Stream input, DmTensor dst) {
        dst.requireLive();
        RuleViolation.require(input.type() == dst.type(), "Commit::LAYOUT", "commit_view writes " + input.type()
                + " into a view of " + dst.type());
        LayoutChecks.requireEquivalent(input.device().oracle(), "Commit::LAYOUT", "commit_view [Chip, Cluster, Slice]",
                input.spatial(), dev.layoutprover.simulator.memory.SpatialRules.slices(dst.chip(), dst.cluster(),
                        dst.slice()));
        Plan plan = plan(input, dst.element(), dst.address());
        if (input.device().holdsData()) {
            SliceRuns.forEach(input.device(), input.activeSlices(), slice -> {
                Packets p = input.source().produce(slice);
                Sequencer.scatter(dst.memory(slice), dst.address(), input.type(), plan.config(), p.bytes(),
                        p.packetBytes(), plan.kept());
            });
        }
        dst.written(input.expr());
    }
}
