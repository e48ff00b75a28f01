package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.Entry;
import dev.layoutprover.simulator.layout.FactorForm;
import dev.layoutprover.simulator.layout.SequencerCompiler;
import dev.layoutprover.simulator.layout.SequencerConfig;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.naive.Expr;
import java.util.Map;
import java.util.Set;

/**
 * The Fetch Engine: reads a DM tensor into a stream of packets. Its sequencer configuration is
 * derived from the tensor's element mapping and the requested {@code [Time, Packet]}
 * ({@link SequencerCompiler}); its adapter casts types and masks padding to zero. The slice
 * mapping is inherited: each slice reads its own DM.
 *
 * <p>Rules: {@code Fetch::CAST} (only the book's conversion pairs), {@code Fetch::PACKET} (the
 * output packet is a multiple of 8 bytes), the sequencer rules, {@code Fetch::FETCH_SIZE}
 * ({@code fetch_size}, the largest supported divisor of {@code gcd(packet_size,
 * contiguous_sram_access_size)}: 1, 2, 4, 8, 16 or 32 bytes in the main context, 8 in the sub
 * context), {@code Fetch::PACKET_FETCH} (the innermost entry reads whole fetches) and
 * {@code Fetch::CAST_SIZE} (a cast fetch produces at most 32 bytes).
 *
 * <p>Example: {@code m![N, C, H, W]} ({@code i8}, {@code N = 4, C = 3, H = 4, W = 8}) fetched as
 * {@code Time = m![N, C, H]}, {@code Packet = m![W]} uses {@code [4 : 96, 3 : 32, 4 : 8, 8 : 1]},
 * {@code contiguous_sram_access_size = 384} and {@code fetch_size = 8}.
 */
public final class FetchEngine {

    /** The conversions of the Fetch Adapter (RNGD), besides keeping the type. */
    static final Map<ElementType, Set<ElementType>> CASTS = Map.of(
            ElementType.I8, Set.of(ElementType.I32),
            ElementType.I16, Set.of(ElementType.I32),
            ElementType.BF16, Set.of(ElementType.F32),
            ElementType.F16, Set.of(ElementType.F32),
            ElementType.F32, Set.of(ElementType.BF16));

    private static final long[] MAIN_FETCH_SIZES = {32, 16, 8, 4, 2, 1};

    /** What the compiler derived for one fetch. */
    public record Plan(SequencerConfig config, long contiguousBytes, long fetchSize, long fetchesPerPacket) {}

    private FetchEngine() {}

    /** Checks the rules and derives the configuration of fetching {@code source} as {@code [time, packet]}. */
    public static Plan plan(DmTensor source, ExecutionContext context, ElementType out, Mapping time, Mapping packet) {
        return plan(source.type(), source.element(), context, out, time, packet);
    }

    static Plan plan(ElementType in, Mapping element, ExecutionContext context, ElementType out, Mapping time,
            Mapping packet) {
        RuleViolation.require(in == out || CASTS.getOrDefault(in, Set.of()).contains(out), "Fetch::CAST",
                "the Fetch Adapter cannot convert " + in + " to " + out);
        long packetBytesOut = packet.size() * out.bytes();
        RuleViolation.require(packetBytesOut % 8 == 0, "Fetch::PACKET",
                "the fetch output packet must be a multiple of 8 bytes, got " + packet.size() + " × " + out.bytes()
                        + " = " + packetBytesOut + " bytes");
        FactorForm buffer = FactorForm.require(element, "the DM element mapping");
        FactorForm stream = FactorForm.require(time, "the fetch Time mapping")
                .then(FactorForm.require(packet, "the fetch Packet mapping"));
        SequencerConfig config = SequencerCompiler.compile(buffer, stream, "Fetch");
        long contiguous = config.contiguousElements() * in.bytes();
        long packetBytesIn = packet.size() * in.bytes();
        long g = gcd(packetBytesIn, contiguous);
        long fetchSize = 0;
        if (context == ExecutionContext.MAIN) {
            for (long s : MAIN_FETCH_SIZES) {
                if (g % s == 0) {
                    fetchSize = s;
                    break;
                }
            }
        } else {
            RuleViolation.require(g % 8 == 0, "Fetch::FETCH_SIZE", "the sub context fetches 8 bytes at a time, but "
                    + "gcd(packet_size " + packetBytesIn + ", contiguous_sram_access_size " + contiguous + ") = " + g);
            fetchSize = 8;
        }
        RuleViolation.require(fetchSize > 0, "Fetch::FETCH_SIZE", "no fetch_size of 1, 2, 4, 8, 16 or 32 bytes divides "
                + "gcd(packet_size " + packetBytesIn + ", contiguous_sram_access_size " + contiguous + ") = " + g);
        long fetchElements = Math.max(1, fetchSize / in.bytes());
        // The hardware joins contiguous loops, so the rule applies to the innermost merged entry.
        SequencerConfig joined = config.merged();
        Entry innermost = joined.entries().isEmpty() ? new Entry(1, 0) : joined.entries().get(joined.entries().size() - 1);
        RuleViolation.require(fetchElements == 1
                        || ((innermost.stride() == 0 || innermost.stride() == 1) && innermost.size() % fetchElements == 0),
                "Fetch::PACKET_FETCH", "the innermost entry " + innermost + " must read whole fetches of " + fetchElements
                        + " elements contiguously");
        if (in != out) {
            RuleViolation.require(fetchElements * out.bytes() <= 32, "Fetch::CAST_SIZE", "a casting fetch of "
                    + fetchSize + " bytes of " + in + " produces " + fetchElements * out.bytes()
                    + " bytes of " + out + ", more than one 32-byte flit");
        }
        return new Plan(config, contiguous, fetchSize, Math.max(1, packetBytesIn / fetchSize));
    }

    /** {@code begin(source).fetch::<out, time, packet>()}. */
    public static Stream fetch(DmTensor source, ExecutionContext context, ElementType out, Mapping time, Mapping packet) {
        source.requireLive();
        Plan plan = plan(source, context, out, time, packet);
        ElementType in = source.type();
        int packetBytes = Math.toIntExact(packet.size() * out.bytes());
        long timeSize = time.size();
        SliceSource src = slice -> {
            Packets p = Packets.zeros(timeSize, packetBytes);
            Sequencer.gather(source.device().dm(slice), source.address(), in, out, plan.config(), p.bytes(), 0);
            return p;
        };
        Expr expr = in == out ? source.expr() : new Expr.Convert(source.expr(), out);
        Mapping one = new Mapping.Identity();
        return new Stream(source.device(), context, Position.FETCH, out, source.chip(), source.cluster(), source.slice(),
                one, time, packet, expr, src);
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
