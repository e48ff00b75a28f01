package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Printer;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.EngineMappings;
import dev.layoutprover.simulator.layout.Entry;
import dev.layoutprover.simulator.layout.SequencerCompiler;
import dev.layoutprover.simulator.layout.SequencerConfig;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.naive.TensorExpr;
import java.util.Map;
import java.util.Set;

/**
 * The Fetch Engine: reads a DM tensor into a stream of packets. Its sequencer configuration is
 * derived from the tensor's element mapping and the requested {@code [Time, Packet]}
 * ({@link SequencerCompiler}); its adapter casts types and masks padding to zero. The slice
 * mapping is inherited: each slice reads its own DM.
 *
 * <p>Rules: {@code Fetch::CAST} (the reference's {@code FetchCast} pairs), {@code Fetch::PACKET}
 * (the output packet is a multiple of 8 bytes), the sequencer rules and {@code Fetch::FETCH_SIZE}:
 * the compiler derives {@code fetch_size}, the largest supported size (1, 2, 4, 8, 16 or 32 bytes
 * in the main context, 8 in the sub context, 4 there for {@code i4 → i32}) that divides {@code gcd(packet_size,
 * contiguous_sram_access_size)}, whose cast output fits one 32-byte flit and that the innermost
 * entry reads whole; the rule is broken only when no size qualifies. (An {@code i8 → i32} fetch of
 * 64 contiguous bytes fetches 8 bytes at a time: 32 bytes of {@code i32}.)
 *
 * <p>Example: {@code m![N, C, H, W]} ({@code i8}, {@code N = 4, C = 3, H = 4, W = 8}) fetched as
 * {@code Time = m![N, C, H]}, {@code Packet = m![W]} uses {@code [4 : 96, 3 : 32, 4 : 8, 8 : 1]},
 * {@code contiguous_sram_access_size = 384} and {@code fetch_size = 8}.
 */
public final class FetchEngine {

    /** The conversions of the Fetch Adapter, besides keeping the type (the reference's {@code FetchCast}). */
    static final Map<ElementType, Set<ElementType>> CASTS = Map.of(
            ElementType.I8, Set.of(ElementType.I32),
            ElementType.BF16, Set.of(ElementType.F32),
            ElementType.F8E4M3, Set.of(ElementType.F32),
            ElementType.I4, Set.of(ElementType.I32));

    private static final long[] MAIN_FETCH_SIZES = {32, 16, 8, 4, 2, 1};
    private static final long[] SUB_FETCH_SIZES = {8};
    /** The sub context's fetch size when it casts {@code i4 → i32} (the book's Fetch Engine). */
    private static final long[] SUB_I4_FETCH_SIZES = {4};

    /** What the compiler derived for one fetch. */
    public record Plan(SequencerConfig config, long contiguousBytes, long fetchSize, long fetchesPerPacket) {}

    private FetchEngine() {}

    /** Checks the rules and derives the configuration of fetching {@code source} as {@code [time, packet]}. */
    public static Plan plan(DmTensor source, ExecutionContext context, ElementType out, Mapping time, Mapping packet) {
        requireStreamable(source, out);
        return plan(source.type(), source.element(), context, out, time, packet);
    }

    /**
     * The reference's checks at {@code fetch} of the DM tensor {@code source} (stream_tensor.rs,
     * {@code BeginTensor::fetch}): the cast is one the Fetch Adapter makes, then
     * {@code Cluster::SIZE == 2} and {@code Slice::SIZE == 256}. A DM tensor itself may span fewer
     * clusters or slices (it is placed, copied and read back without these); only a stream needs
     * them. Example: a {@code DmTensor<i32, m![1], m![1], m![A / 16], …>} passes {@code to_dm}
     * and is rejected here with {@code Cluster::SIZE must be 2, got 1 for 1 (pad with # 2)}.
     */
    /**
     * Whether a fetch of {@code in} gives {@code out}: the reference's {@code FetchCast<out> for in}
     * (cast.rs:28-33). Example: {@code converts(I8, I32)} holds, {@code converts(I32, F32)} does not.
     */
    public static boolean converts(ElementType in, ElementType out) {
        return in == out || CASTS.getOrDefault(in, Set.of()).contains(out);
    }

    static void requireStreamable(DmTensor source, ElementType out) {
        RuleViolation.require(converts(source.type(), out),
                "Fetch::CAST", "the Fetch Adapter cannot convert " + source.type() + " to " + out);
        dev.layoutprover.simulator.memory.SpatialRules.requireStream(source.device().geometry(), source.cluster(),
                source.slice());
    }

    static Plan plan(ElementType in, Mapping element, ExecutionContext context, ElementType out, Mapping time,
            Mapping packet) {
        RuleViolation.require(converts(in, out), "Fetch::CAST",
                "the Fetch Adapter cannot convert " + in + " to " + out);
        long packetBytesOut = out.bytesOf(packet.size());
        RuleViolation.require(out.wholeBytes(packet.size()) && packetBytesOut % 8 == 0, "Fetch::PACKET",
                "the fetch output packet must be a multiple of 8 bytes, got " + packet.size() + " × " + out.sizeText()
                        + " = " + out.bytesText(packet.size())
                        + " bytes");
        NormalForm buffer = EngineMappings.require(element, "the DM element mapping");
        NormalForm stream = EngineMappings.require(time, "the fetch Time mapping")
                .then(EngineMappings.require(packet, "the fetch Packet mapping"));
        requireReadsAll(element, buffer, stream);
        SequencerConfig config = SequencerCompiler.modelled("Fetch", () -> SequencerCompiler.compile(buffer, stream, "Fetch"));
        if (!in.wholeBytes(config.contiguousElements()) || !in.wholeBytes(packet.size())) {
            throw new RuleViolation("Kernel::UNMODELLED", "the fetch reads " + config.contiguousElements() + " contiguous "
                    + in + " elements at a time (packets of " + packet.size() + "), which is not whole bytes; the "
                    + "simulator does not model a fetch of half bytes");
        }
        long contiguous = in.bytesOf(config.contiguousElements());
        long packetBytesIn = in.bytesOf(packet.size());
        long g = gcd(packetBytesIn, contiguous);
        // The hardware joins contiguous loops, so a fetch reads within the innermost merged entry.
        SequencerConfig joined = config.merged();
        Entry innermost = joined.entries().isEmpty() ? new Entry(1, 0) : joined.entries().get(joined.entries().size() - 1);
        long[] candidates = context == ExecutionContext.MAIN ? MAIN_FETCH_SIZES
                : in == ElementType.I4 && out == ElementType.I32 ? SUB_I4_FETCH_SIZES : SUB_FETCH_SIZES;
        long fetchSize = 0;
        for (long s : candidates) {
            if (fits(s, g, in, out, innermost)) {
                fetchSize = s;
                break;
            }
        }
        RuleViolation.require(fetchSize > 0, "Fetch::FETCH_SIZE", "the " + context.name().toLowerCase(java.util.Locale.ROOT)
                + " context fetches " + java.util.Arrays.toString(candidates) + " bytes at a time, but none divides "
                + "gcd(packet_size " + packetBytesIn + ", contiguous_sram_access_size " + contiguous + ") = " + g
                + (in == out ? "" : " with the " + in + " → " + out + " cast within one 32-byte flit"));
        // past the warning the data is fetched all the same: the fetch size only paces the reads
        long size = fetchSize > 0 ? fetchSize : g;
        return new Plan(config, contiguous, size, Math.max(1, packetBytesIn / size));
    }

    /**
     * {@code Fetch::COVERAGE}: the fetch's {@code [Time, Packet]} holds every index of the element it
     * reads. The reference's fetch is {@code transpose(true)} of the begun tensor
     * (stream_tensor.rs:211), a {@code write_transpose} that divides {@code [Time, Packet]} by the
     * element and panics on a term of the element it lacks (tensor_view.rs:63); what the stream holds
     * beyond the element is broadcast. Example: the element {@code m![A % 8]} fetched as
     * {@code m![1], m![A % 4 # 8]} never reads {@code A % 8 = 4}.
     */
    private static void requireReadsAll(Mapping element, NormalForm buffer, NormalForm stream) {
        java.util.Map<String, dev.layoutprover.algebra.Axis> axes = EngineMappings.axes(element);
        for (var axis : axes.values()) {
            if (axis.size() > (1L << 24)) {
                continue;
            }
            java.util.BitSet missing = buffer.reached(axis.name(), axis.size());
            missing.andNot(stream.reached(axis.name(), axis.size()));
            missing.clear(Math.toIntExact(axis.size()), Math.max(Math.toIntExact(axis.size()), missing.length()));
            RuleViolation.require(missing.isEmpty(), "Fetch::COVERAGE", "the fetch's [Time, Packet] does not read "
                    + axis.name() + " = " + missing.nextSetBit(0) + ", which the element " + Printer.written(element) + " holds: the "
                    + "reference's fetch divides [Time, Packet] by the element (tensor_view.rs:63)");
        }
    }

    /** {@code begin(source).fetch::<out, time, packet>()}. */
    public static Stream fetch(DmTensor source, ExecutionContext context, ElementType out, Mapping time, Mapping packet) {
        source.requireLive();
        Plan plan = plan(source, context, out, time, packet);
        ElementType in = source.type();
        int packetBytes = Math.toIntExact(out.bytesOf(packet.size()));
        long timeSize = time.size();
        SliceSource src = slice -> {
            Packets p = Packets.zeros(timeSize, packetBytes);
            Sequencer.gather(source.memory(slice), source.address(), in, out, plan.config(), p.bytes(), 0);
            return p;
        };
        TensorExpr expr = in == out ? source.expr() : new TensorExpr.Convert(source.expr(), out);
        Mapping one = new Mapping.Identity();
        return new Stream(source.device(), context, Position.FETCH, out, source.chip(), source.cluster(), source.slice(),
                one, time, packet, expr, src);
    }

    /**
     * Whether the compiler may fetch {@code size} bytes at a time: it divides {@code g}, a cast
     * fetch produces at most one 32-byte flit, and the innermost merged entry reads whole fetches.
     */
    private static boolean fits(long size, long g, ElementType in, ElementType out, Entry innermost) {
        if (g % size != 0) {
            return false;
        }
        long elements = Math.max(1, in.elementsIn(size));
        if (in != out && out.bytesOf(elements) > 32) {
            return false;
        }
        return elements == 1
                || ((innermost.stride() == 0 || innermost.stride() == 1) && innermost.size() % elements == 0);
    }

    static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }
}
