package dev.layoutprover.simulator.stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.memory.DmTensor;
import org.junit.jupiter.api.Test;

/** The Fetch Engine page's configurations and constraints. */
class FetchEngineTest {

    private final Fixture f = new Fixture("N = 4, C = 3, H = 4, W = 8, A = 63");
    private final DmTensor nchw = f.dm(ElementType.I8, "N, C, H, W", "1 # 2", "1 # 256", "N, C, H, W", 0);

    @Test
    void fullyContiguousFetchReadsEightBytesAtATime() {
        FetchEngine.Plan p = FetchEngine.plan(nchw, ExecutionContext.MAIN, ElementType.I8, f.m("N, C, H"), f.m("W"));
        assertEquals("[4 : 96, 3 : 32, 4 : 8, 8 : 1]", p.config().toString());
        assertEquals(384, p.contiguousBytes());
        assertEquals(8, p.fetchSize());
    }

    @Test
    void aThirtyTwoBytePacketOfContiguousDataFetchesThirtyTwoBytes() {
        FetchEngine.Plan p = FetchEngine.plan(nchw, ExecutionContext.MAIN, ElementType.I8, f.m("N, C"), f.m("H, W"));
        assertEquals(32, p.fetchSize());
        assertEquals(1, p.fetchesPerPacket());
    }

    @Test
    void aNinetySixBytePacketBatchesThreeFetches() {
        FetchEngine.Plan p = FetchEngine.plan(nchw, ExecutionContext.MAIN, ElementType.I8, f.m("N"), f.m("C, H, W"));
        assertEquals(32, p.fetchSize());
        assertEquals(3, p.fetchesPerPacket());
    }

    @Test
    void fetchedPacketsHoldTheTensorAndPaddingIsMaskedToZero() {
        DmTensor a = f.dm(ElementType.I8, "A", "1 # 2", "1 # 256", "A", 1 << 12);
        Stream s = FetchEngine.fetch(a, ExecutionContext.MAIN, ElementType.I8, f.m("1"), f.m("A # 64"));
        Packets p = s.source().produce(0);
        assertEquals(64, p.bytes().length);
        byte[] stored = new byte[63];
        f.ctx.device().dm(0).read(1 << 12, stored, 0, 63);
        for (int i = 0; i < 63; i++) {
            assertEquals(stored[i], p.bytes()[i]);
        }
        assertEquals(0, p.bytes()[63]);
    }

    @Test
    void aCastingFetchWidensEachElement() {
        Stream s = FetchEngine.fetch(nchw, ExecutionContext.MAIN, ElementType.I32, f.m("N, C, H"), f.m("W"));
        Packets p = s.source().produce(0);
        byte[] stored = new byte[8];
        f.ctx.device().dm(0).read(8, stored, 0, 8);
        for (int i = 0; i < 8; i++) {
            assertEquals(stored[i], ElementType.I32.decode(p.bytes(), 32 + 4 * i));
        }
    }

    @Test
    void unsupportedConversionsAreRejected() {
        RuleViolation v = assertThrows(RuleViolation.class,
                () -> FetchEngine.plan(nchw, ExecutionContext.MAIN, ElementType.BF16, f.m("N, C, H"), f.m("W")));
        assertEquals("the Fetch Adapter cannot convert i8 to bf16", v.getMessage());
    }

    @Test
    void packetsMustBeAMultipleOfEightBytes() {
        RuleViolation v = assertThrows(RuleViolation.class,
                () -> FetchEngine.plan(nchw, ExecutionContext.MAIN, ElementType.I8, f.m("N, H, W"), f.m("C")));
        assertEquals("Fetch::PACKET", v.rule());
        assertEquals("the fetch output packet must be a multiple of 8 bytes, got 3 × 1 = 3 bytes", v.getMessage());
    }

    @Test
    void theSubContextNeedsEightByteFetchesAWarningPastWhichTheDataIsFetchedAllTheSame() {
        java.util.List<RuleViolation> warned = new java.util.ArrayList<>();
        // the book's limit, which the reference does not check: a warning, and the fetch reads as it would
        FetchEngine.Plan p = RuleViolation.warned(warned::add,
                () -> FetchEngine.plan(nchw, ExecutionContext.SUB, ElementType.I8, f.m("W, N, C"), f.m("H # 8")));
        assertEquals(java.util.List.of("Fetch::FETCH_SIZE"), warned.stream().map(RuleViolation::rule).toList());
        // gcd(packet 8, contiguous 1) = 1 byte at a time
        assertEquals(1, p.fetchSize());
        Stream s = RuleViolation.warned(warned::add,
                () -> FetchEngine.fetch(nchw, ExecutionContext.SUB, ElementType.I8, f.m("W, N, C"), f.m("H # 8")));
        Packets main = FetchEngine.fetch(nchw, ExecutionContext.MAIN, ElementType.I8, f.m("W, N, C"), f.m("H # 8"))
                .source().produce(0);
        assertArrayEquals(main.bytes(), s.source().produce(0).bytes());
    }

    @Test
    void aCastingFetchPicksTheLargestFetchWhoseCastFitsOneFlit() {
        // 32 contiguous bytes of i8 would widen to 128 bytes of i32: the compiler fetches 8 bytes (32 of i32).
        FetchEngine.Plan p = FetchEngine.plan(nchw, ExecutionContext.MAIN, ElementType.I32, f.m("N, C"), f.m("H, W"));
        assertEquals(8, p.fetchSize());
        assertEquals(4, p.fetchesPerPacket());
    }
}
