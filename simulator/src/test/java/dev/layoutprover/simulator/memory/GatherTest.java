package dev.layoutprover.simulator.memory;

import static dev.layoutprover.simulator.memory.KeyedRows.L;
import static dev.layoutprover.simulator.memory.KeyedRows.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.naive.NaiveEvaluator;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import java.util.List;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * {@code dma_gather}, the inverse of {@code dma_scatter} ({@link ScatterTest}): rows of
 * {@code table[C = 612, D = 128]} (bf16, in HBM) into {@code out[K = 512, D]} in DM, row
 * {@code index[K] / 256} (the byte offset of a whole row) at key {@code K}.
 */
class GatherTest {

    private static HbmTensor index(Context ctx, LongUnaryOperator offset) {
        return KeyedRows.index(offset).toHbm(ctx.pdma(), 1 << 24);
    }

    private static HostTensor run(LongUnaryOperator offset, String slice, String element) {
        Context ctx = Context.acquire(Geometry.book());
        HostTensor table = HostTensor.random("table", ElementType.BF16, L.m("C, D"), 2, LogicalTensor.Range.full());
        HbmTensor tableHbm = table.toHbm(ctx.pdma(), 0);
        DmTensor out = Gather.gather(tableHbm, index(ctx, offset), L.m("1 # 2"), L.m(slice), L.m(element), 0,
                "out");
        HostTensor host = out.toHbm(ctx.tdma(), L.m("K, D"), 1 << 22).toHost(ctx.pdma(), L.m("K, D"));
        for (long k = 0; k < 512; k += 5) {
            long r = offset.applyAsLong(k) / 256;
            for (long d = 0; d < 128; d += 3) {
                assertEquals(table.get(r * 128 + d), host.get(k * 128 + d), 0.0, "K = " + k + ", D = " + d);
            }
        }
        ConformanceReport rep = Conformance.compare("gather", 0, host.toLogical(), NaiveEvaluator.evaluate(host.expr()),
                0, 0);
        assertTrue(rep.conformant(), rep.describe());
        return host;
    }

    @Test
    void eachKeyGetsTheTableRowItsByteOffsetNames() {
        run(k -> 256 * row(k), "K / 2", "K % 2, D");
        // the key split over slices padded to 256 and the element, the payload before it
        run(k -> 256 * row(k), "K / 4 # 256", "D, K % 4");
    }

    @Test
    void anOffsetInsideARowSelectsThatRowAsTheReferenceDividesIt() {
        // raw_tensor's index / stride is a floor division: 256 · r + 255 is still row r
        run(k -> 256 * row(k) + (k % 256), "K / 2", "K % 2, D");
    }

    @Test
    void aGatherThenAScatterAtTheSameDistinctRowsGivesTheRowsBack() {
        Context ctx = Context.acquire(Geometry.book());
        HostTensor table = HostTensor.random("table", ElementType.BF16, L.m("C, D"), 3, LogicalTensor.Range.full());
        HbmTensor index = index(ctx, k -> 256 * row(k));
        DmTensor out = Gather.gather(table.toHbm(ctx.pdma(), 0), index, L.m("1 # 2"), L.m("K / 2"), L.m("K % 2, D"),
                0, "out");
        HbmTensor back = KeyedRows.zeroRows(ctx, "back", ElementType.BF16, L);
        out.dmaScatter(L.m("K"), index, back, true);
        HostTensor host = back.toHost(ctx.pdma(), L.m("C, D"));
        // row(k) = 7k + 3 mod 612 is one-to-one on 0..511: those rows come back, the rest stay zero
        boolean[] used = new boolean[612];
        for (long k = 0; k < 512; k++) {
            used[(int) row(k)] = true;
        }
        for (int c = 0; c < 612; c++) {
            for (int d = 0; d < 128; d += 7) {
                assertEquals(used[c] ? table.get(c * 128L + d) : 0.0, host.get(c * 128L + d), 0.0, "C = " + c);
            }
        }
    }

    @Test
    void anIndexPastTheLastRowOrNegativeBreaksDmaGather() {
        RuleViolation past = assertThrows(RuleViolation.class, () -> run(k -> 256 * (row(k) + 100), "K / 2",
                "K % 2, D"));
        assertEquals("DMA::GATHER", past.rule());
        RuleViolation negative = assertThrows(RuleViolation.class, () -> run(k -> -256, "K / 2", "K % 2, D"));
        assertEquals("DMA::GATHER", negative.rule());
    }

    @Test
    void theScattersChecksMirroredBreakDmaGather() {
        Context ctx = Context.acquire(Geometry.book());
        HbmTensor table = HostTensor.random("table", ElementType.BF16, L.m("C, D"), 2, LogicalTensor.Range.full())
                .toHbm(ctx.pdma(), 0);
        HbmTensor index = index(ctx, k -> 256 * row(k));
        // the key split onto the Cluster: memory_tensor.rs:428 mirrored
        assertEquals("the gather key K must be wholly inside the output's [Slice, Element] K / 2 % 128, K % 2, D: "
                + "K = 256 is held elsewhere (Cluster or Chip)", assertThrows(RuleViolation.class,
                        () -> Gather.gather(table, index, L.m("K / 256"), L.m("K / 2 % 128"), L.m("K % 2, D"), 0,
                                "out")).getMessage());
        // the output drops the payload D: two table axes it lacks
        RuleViolation rows = assertThrows(RuleViolation.class, () -> Gather.gather(table, index, L.m("1 # 2"),
                L.m("K / 2"), L.m("K % 2"), 0, "out"));
        assertEquals("DMA::GATHER", rows.rule());
        // an index of i16
        HbmTensor narrow = HostTensor.random("index", ElementType.I16, L.m("K"), 1, LogicalTensor.Range.full())
                .toHbm(ctx.pdma(), 1 << 24);
        assertEquals("the index tensor must be i32, got i16", assertThrows(RuleViolation.class, () -> Gather.gather(
                table, narrow, L.m("1 # 2"), L.m("K / 2"), L.m("K % 2, D"), 0, "out")).getMessage());
    }

    @Test
    void aPermutedIndexTensorIsReadInItsBufferOrder() {
        // the index stored as m![K % 2, K / 2]: its buffer holds index[0], index[2], …, index[510], index[1], …
        // and the key's position k takes the buffer's entry k, as the scatter reads it (ScatterTest)
        Context ctx = Context.acquire(Geometry.book());
        HostTensor table = HostTensor.random("table", ElementType.BF16, L.m("C, D"), 4, LogicalTensor.Range.full());
        HbmTensor index = KeyedRows.index(k -> 256 * row(k)).toHbm(ctx.pdma(), L.m("1"), L.m("K % 2, K / 2"), 1 << 24);
        DmTensor out = Gather.gather(table.toHbm(ctx.pdma(), 0), index, L.m("1 # 2"), L.m("K / 2"), L.m("K % 2, D"),
                0, "out");
        HostTensor host = out.toHbm(ctx.tdma(), L.m("K, D"), 1 << 22).toHost(ctx.pdma(), L.m("K, D"));
        KeyedRows.assertKeysMeetRowsInBufferOrder("gather", table, host, true);
    }

    @Test
    void anIndexBufferWithPaddingOrFewerEntriesThanTheKeyBreaksDmaGather() {
        Context ctx = Context.acquire(Geometry.book());
        HbmTensor table = HostTensor.random("table", ElementType.BF16, L.m("C, D"), 2, LogicalTensor.Range.full())
                .toHbm(ctx.pdma(), 0);
        KernelAxes j = KernelAxes.of("K = 512, D = 128, C = 612, J = 256");
        HbmTensor shorter = HostTensor.random("index", ElementType.I32, j.m("J"), 1, LogicalTensor.Range.rows(612, 256))
                .toHbm(ctx.pdma(), 1 << 24);
        assertEquals("the index tensor holds 256 entries, fewer than the key's 512 positions (raw_tensor.rs:330 reads "
                + "entry p for the key's position p)", assertThrows(RuleViolation.class, () -> Gather.gather(table,
                        shorter, L.m("1 # 2"), L.m("K / 2"), L.m("K % 2, D"), 0, "out")).getMessage());
        HbmTensor padded = HostTensor.random("index", ElementType.I32, L.m("K"), 1, LogicalTensor.Range.rows(612, 256))
                .toHbm(ctx.pdma(), L.m("1"), L.m("K # 1024"), 1 << 24);
        RuleViolation e = assertThrows(RuleViolation.class, () -> Gather.gather(table, padded, L.m("1 # 2"),
                L.m("K / 2"), L.m("K % 2, D"), 0, "out"));
        assertEquals("DMA::GATHER", e.rule());
        assertTrue(e.getMessage().startsWith("the index tensor's position 512 of m![1, K # 1024] holds no index"),
                e.getMessage());
    }

    @Test
    void anIndexTensorOfOtherAxesServesTheKeyInItsBufferOrder() {
        // an index over [K, D] holds 65536 entries: the key's 512 positions read the first 512 (K = 0..3, all D)
        Context ctx = Context.acquire(Geometry.book());
        HostTensor table = HostTensor.random("table", ElementType.BF16, L.m("C, D"), 5, LogicalTensor.Range.full());
        double[] idx = new double[512 * 128];
        for (int i = 0; i < idx.length; i++) {
            idx[i] = 256 * ((i * 13L + 5) % 612);
        }
        HostTensor index = HostTensor.of("index", new LogicalTensor(ElementType.I32, List.of(new Axis("K", 512),
                new Axis("D", 128)), idx, null), L.m("K, D"));
        DmTensor out = Gather.gather(table.toHbm(ctx.pdma(), 0), index.toHbm(ctx.pdma(), 1 << 24), L.m("1 # 2"),
                L.m("K / 2"), L.m("K % 2, D"), 0, "out");
        HostTensor host = out.toHbm(ctx.tdma(), L.m("K, D"), 1 << 22).toHost(ctx.pdma(), L.m("K, D"));
        LogicalTensor naive = NaiveEvaluator.evaluate(host.expr());
        for (long k = 0; k < 512; k += 9) {
            long r = (k * 13 + 5) % 612;
            for (long d = 0; d < 128; d += 11) {
                assertEquals(table.get(r * 128 + d), host.get(k * 128 + d), 0.0, "K = " + k + ", D = " + d);
                assertEquals(table.get(r * 128 + d), naive.value((int) (k * 128 + d)), 0.0, "K = " + k + ", D = " + d);
            }
        }
    }
}
