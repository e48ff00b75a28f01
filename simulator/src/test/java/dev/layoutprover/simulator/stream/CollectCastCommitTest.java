package dev.layoutprover.simulator.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.memory.DmTensor;
import org.junit.jupiter.api.Test;

/** The Collect, Cast and Commit Engine pages' examples and constraints. */
class CollectCastCommitTest {

    private final Fixture f = new Fixture("A = 8, B = 32, M = 4, K = 2, W = 8, N = 16");

    /** The bf16 tensor {@code [M, K, N]} at DM address 0, fetched and collected as {@code [M, K] × [N]}. */
    private Stream collectedMkn() {
        DmTensor t = f.dm(ElementType.BF16, "M, K, N", "1 # 2", "1 # 256", "M, K, N", 0);
        return CollectEngine.collect(FetchEngine.fetch(t, ExecutionContext.MAIN, ElementType.BF16, f.m("M, K"),
                f.m("N")), f.m("M, K"), f.m("N"));
    }

    @Test
    void aSixtyFourBytePacketBecomesTwoFlits() {
        DmTensor t = f.dm(ElementType.BF16, "A, B", "1 # 2", "1 # 256", "A, B", 0);
        Stream s = FetchEngine.fetch(t, ExecutionContext.MAIN, ElementType.BF16, f.m("A"), f.m("B"));
        Stream c = CollectEngine.collect(s, f.m("A, B / 16"), f.m("B % 16"));
        assertEquals(16, c.source().produce(0).time());
        assertEquals(32, c.source().produce(0).packetBytes());
    }

    @Test
    void collectMustProduceExactlyOneFlit() {
        DmTensor t = f.dm(ElementType.BF16, "A, B", "1 # 2", "1 # 256", "A, B", 0);
        Stream s = FetchEngine.fetch(t, ExecutionContext.MAIN, ElementType.BF16, f.m("A"), f.m("B"));
        RuleViolation v = assertThrows(RuleViolation.class, () -> CollectEngine.collect(s, f.m("A"), f.m("B")));
        assertEquals("the collect packet must be one 32-byte flit (16 bf16), got 32 elements of B", v.getMessage());
    }

    @Test
    void collectRejectsADeclarationThatReordersTheFlits() {
        DmTensor t = f.dm(ElementType.BF16, "A, B", "1 # 2", "1 # 256", "A, B", 0);
        Stream s = FetchEngine.fetch(t, ExecutionContext.MAIN, ElementType.BF16, f.m("A"), f.m("B"));
        RuleViolation v = assertThrows(RuleViolation.class,
                () -> CollectEngine.collect(s, f.m("B / 16, A"), f.m("B % 16")));
        assertEquals("Collect::LAYOUT", v.rule());
    }

    @Test
    void castRoundsToNearestEvenAndPadsTheFlit() {
        DmTensor t = f.dm(ElementType.F32, "W", "1 # 2", "1 # 256", "W", 0);
        byte[] values = new byte[32];
        float[] in = {1.00390625f, 1.01171875f, -2.5f, 3.0e38f, 1.0f + 0x1p-9f, 7f, 0f, -0f};
        for (int i = 0; i < 8; i++) {
            ElementType.F32.encode(in[i], values, 4 * i);
        }
        f.ctx.device().dm(0).write(0, values, 0, 32);
        Stream s = FetchEngine.fetch(t, ExecutionContext.MAIN, ElementType.F32, f.m("1"), f.m("W"));
        Stream c = CastEngine.cast(CollectEngine.collect(s, f.m("1"), f.m("W")), ElementType.BF16, f.m("W # 16"));
        byte[] out = c.source().produce(0).bytes();
        double[] expected = {1.0, 1.015625, -2.5, Math.scalb(1.765625, 127), 1.0, 7, 0, -0.0};
        for (int i = 0; i < 8; i++) {
            assertEquals(expected[i], ElementType.BF16.decode(out, 2 * i), "element " + i);
        }
        assertEquals((short) 0x3F80, (short) ((out[1] & 0xFF) << 8 | (out[0] & 0xFF)));
        for (int i = 16; i < 32; i++) {
            assertEquals(0, out[i]);
        }
    }

    @Test
    void roundingAValueToI8Saturates() {
        assertEquals(127.0, ElementType.I8.round(300));
        assertEquals(-128.0, ElementType.I8.round(-1000));
    }

    @Test
    void theCastEngineKeepsTheLowBitsOfI32AsRustsAsDoes() {
        dev.layoutprover.simulator.tensor.KernelAxes l = dev.layoutprover.simulator.tensor.KernelAxes.of("A = 2048");
        double[] v = new double[2048];
        long[] samples = {300, -1000, 127, -129, 65536 + 5, Integer.MIN_VALUE, Integer.MAX_VALUE, 0};
        for (int i = 0; i < v.length; i++) {
            v[i] = samples[i % samples.length];
        }
        dev.layoutprover.simulator.tensor.Context ctx = dev.layoutprover.simulator.tensor.Context.acquire(
                dev.layoutprover.simulator.Geometry.book());
        dev.layoutprover.simulator.memory.HostTensor x = dev.layoutprover.simulator.memory.HostTensor.of("x",
                new dev.layoutprover.simulator.naive.LogicalTensor(ElementType.I32,
                        java.util.List.of(new dev.layoutprover.algebra.Axis("A", 2048)), v, null), l.m("A"));
        DmTensor in = x.toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), l.m("1 # 2"), l.m("A / 8"), l.m("A % 8"), 0);
        DmTensor out = ctx.main().begin(in).fetch(ElementType.I32, l.m("1"), l.m("A % 8"))
                .collect(l.m("1"), l.m("A % 8")).cast(ElementType.I8, l.m("A % 8 # 32")).commit(l.m("A % 8"), 1 << 12);
        dev.layoutprover.simulator.memory.HostTensor y = out.toHbm(ctx.tdma(), l.m("A"), 1 << 20)
                .toHost(ctx.pdma(), l.m("A"));
        for (int i = 0; i < 2048; i++) {
            assertEquals((byte) samples[i % samples.length], y.get(i), 0.0, "A = " + i);
        }
        var r = dev.layoutprover.simulator.conformance.Conformance.compare("cast", 0, y.toLogical(),
                dev.layoutprover.simulator.naive.NaiveEvaluator.evaluate(y.expr()), 0, 0);
        assertEquals(true, r.conformant(), r.describe());
    }

    @Test
    void commitTruncatesAndTransposesTime() {
        Stream s = collectedMkn();
        CommitEngine.Plan p = CommitEngine.plan(s, f.m("K, M, N = 8"), 1 << 12);
        assertEquals("[4 : 8, 2 : 32, 8 : 1]", p.config().toString());
        assertEquals(16, p.commitInSize());
        assertEquals(16, p.commitSize());
    }

    @Test
    void commitInSizeMustBeEightToThirtyTwoBytes() {
        Stream s = collectedMkn();
        RuleViolation v = assertThrows(RuleViolation.class, () -> CommitEngine.plan(s, f.m("K, M, N = 2"), 1 << 12));
        assertEquals("commit_in_size must be 8, 16, 24 or 32 bytes, got 2 × 2 = 4 (Element::SIZE 16 / Time::SIZE 8)",
                v.getMessage());
    }

    /**
     * The packet's 8 kept elements scattered in DM ({@code m![M, N = 8, K]}): the reference's layout
     * check comes first (stream_tensor.rs:1703, the outer positions {@code m![M, N = 8]} are no
     * transpose of Time {@code m![M, K]}), before the book's {@code Commit::SIZE} of 2-byte runs.
     */
    @Test
    void aPacketScatteredInDmCannotBeCommitted() {
        Stream s = collectedMkn();
        RuleViolation v = assertThrows(RuleViolation.class, () -> CommitEngine.plan(s, f.m("M, N = 8, K"), 1 << 12));
        assertEquals("Commit::LAYOUT", v.rule());
        assertEquals("commit output Time (the outer 8 positions of Element) as a transpose of the input Time "
                + "(stream_tensor.rs:1703): [M, N = 8, K] / 8 against M, K fails: at position 1 the left holds a hole and "
                + "the right holds {K: 1}", v.getMessage());
    }

    @Test
    void aCommitOfIndicesTheDestinationLacksIsRejected() {
        Stream s = collectedMkn();
        RuleViolation v = assertThrows(RuleViolation.class, () -> CommitEngine.plan(s, f.m("M, K = 1, N"), 1 << 12));
        // The write sequencer would broadcast K (stride 0); the outer positions of the destination are
        // no transpose of Time m![M, K] (stream_tensor.rs:1703): the counterexample names K = 1.
        assertEquals("Commit::LAYOUT", v.rule());
        assertTrue(v.getMessage().endsWith("at position 1 the left holds a hole and the right holds {K: 1}"),
                v.getMessage());
    }

    @Test
    void committedBytesLandWhereTheElementMappingSays() {
        Stream s = collectedMkn();
        CommitEngine.commit(s, "out", f.m("K, M, N = 8"), 1 << 12);
        byte[] in = new byte[2 * 128];
        byte[] out = new byte[2 * 64];
        f.ctx.device().dm(0).read(0, in, 0, in.length);
        f.ctx.device().dm(0).read(1 << 12, out, 0, out.length);
        // {M: 3, K: 1, N: 5} is at (3 · 2 + 1) · 16 + 5 in the input and (1 · 4 + 3) · 8 + 5 in the output.
        assertEquals(ElementType.BF16.decode(in, 2 * 117), ElementType.BF16.decode(out, 2 * 61));
    }
}
