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
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.naive.NaiveEvaluator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code dma_scatter} after the reference crate's {@code scatter_minimal}: rows of
 * {@code data[K = 512, D = 128]} (bf16, in DM) into {@code cache[C = 612, D]} in HBM at the rows
 * the byte offsets of {@code index[K]} select.
 */
class ScatterTest {

    /**
     * {@code dm} scattered along {@code key} into a zero {@code cache[C, D]} at the rows
     * {@code index} names ({@code scaled}: as byte offsets of whole rows), read back to the host.
     */
    private static HostTensor scatter(Context ctx, KernelAxes axes, DmTensor dm, String key, HbmTensor index,
            boolean scaled) {
        HbmTensor cache = KeyedRows.zeroRows(ctx, "cache", dm.type(), axes);
        dm.dmaScatter(axes.m(key), index, cache, scaled);
        return cache.toHost(ctx.pdma(), axes.m("C, D"));
    }

    private static HostTensor run(long scale) {
        Context ctx = Context.acquire(Geometry.book());
        HostTensor data = HostTensor.random("data", ElementType.BF16, L.m("K, D"), 2, LogicalTensor.Range.full());
        HbmTensor index = KeyedRows.index(k -> scale * row(k)).toHbm(ctx.pdma(), 1 << 20);
        DmTensor dm = data.toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), L.m("1 # 2"), L.m("K / 2"), L.m("K % 2, D"), 0);
        HostTensor out = scatter(ctx, L, dm, "K", index, scale != 1);
        for (long k = 0; k < 512; k += 5) {
            for (long d = 0; d < 128; d += 3) {
                assertEquals(data.get(k * 128 + d), out.get(row(k) * 128 + d), 0.0, "K = " + k + ", D = " + d);
            }
        }
        return out;
    }

    @Test
    void scaledIndicesAreByteOffsetsOfWholeRows() {
        HostTensor out = run(256);
        ConformanceReport r = Conformance.compare("scatter", 0, out.toLogical(), NaiveEvaluator.evaluate(out.expr()), 0, 0);
        assertTrue(r.conformant(), r.describe());
    }

    @Test
    void unscaledIndicesAreRows() {
        HostTensor out = run(1);
        // Rows no key selects stay zero.
        assertEquals(0.0, out.get(row(512) * 128), 0.0);
        ConformanceReport r = Conformance.compare("scatter", 0, out.toLogical(), NaiveEvaluator.evaluate(out.expr()), 0, 0);
        assertTrue(r.conformant(), r.describe());
    }

    /**
     * The index tensor stored permuted in HBM, {@code m![K % 2, K / 2]}: the key's position
     * {@code k} reads the buffer's {@code k}-th entry, {@code index[2 · (k % 256) + k / 256]}, and
     * both the simulator and the naive evaluator put data row {@code k} there.
     */
    @Test
    void aPermutedIndexTensorIsReadInItsBufferOrder() {
        Context ctx = Context.acquire(Geometry.book());
        HostTensor data = HostTensor.random("data", ElementType.BF16, L.m("K, D"), 3, LogicalTensor.Range.full());
        HbmTensor index = KeyedRows.index(k -> row(k)).toHbm(ctx.pdma(), L.m("1"), L.m("K % 2, K / 2"), 1 << 20);
        DmTensor dm = data.toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), L.m("1 # 2"), L.m("K / 2"), L.m("K % 2, D"), 0);
        KeyedRows.assertKeysMeetRowsInBufferOrder("scatter", data, scatter(ctx, L, dm, "K", index, false), false);
    }

    @Test
    void anIndexPastTheLastRowBreaksDmaScatter() {
        RuleViolation e = assertThrows(RuleViolation.class, () -> run(256 * 2));
        assertEquals("DMA::SCATTER", e.rule());
    }

    /**
     * A padded key ({@code m![K # 4]}, {@code K = 3}) with rows {@code [0, 2, 4, last]}: as in the
     * reference's write_scatter, the padded position 3 writes too, last, its {@code Opt::Uninit};
     * so with {@code last = 2} row 2 holds no value (K = 1 wrote it first), and its row is checked
     * like any other.
     */
    private static HostTensor paddedKey(long last) {
        KernelAxes l = KernelAxes.of("K = 3, D = 4, C = 6, J = 4");
        Context ctx = Context.acquire(Geometry.book());
        HostTensor data = HostTensor.random("data", ElementType.I32, l.m("K, D"), 5, LogicalTensor.Range.full());
        HostTensor index = HostTensor.of("index", new LogicalTensor(ElementType.I32, List.of(new Axis("J", 4)),
                new double[] {0, 2, 4, last}, null), l.m("J"));
        HbmTensor indexHbm = index.toHbm(ctx.pdma(), 1 << 20);
        DmTensor dm = data.toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), l.m("1 # 2"), l.m("1 # 256"), l.m("K # 4, D"), 0);
        HostTensor out = scatter(ctx, l, dm, "K # 4", indexHbm, false);
        LogicalTensor naive = NaiveEvaluator.evaluate(out.expr());
        for (int d = 0; d < 4; d++) {
            assertEquals(data.get(d), out.get(d), 0.0, "row 0 is K = 0");
            assertEquals(data.get(2 * 4 + d), out.get(4 * 4 + d), 0.0, "row 4 is K = 2");
            assertEquals(data.get(d), naive.value(d), 0.0);
            assertEquals(data.get(2 * 4 + d), naive.value(4 * 4 + d), 0.0);
            for (int r : new int[] {1, 3}) {
                assertEquals(0.0, naive.value(r * 4 + d), "row " + r + " is no key's");
                assertTrue(!naive.uninitialized(r * 4 + d));
            }
        }
        ConformanceReport c = Conformance.compare("scatter", 0, out.toLogical(), naive, 0, 0);
        assertTrue(c.conformant(), c.describe());
        return out;
    }

    @Test
    void aPaddedKeyPositionWritesItsRowLastWithNoValue() {
        HostTensor out = paddedKey(2);
        LogicalTensor naive = NaiveEvaluator.evaluate(out.expr());
        for (int d = 0; d < 4; d++) {
            assertTrue(naive.uninitialized(2 * 4 + d), "row 2: the padded position 3 wrote it last");
        }
        assertEquals(4, Conformance.compare("scatter", 0, out.toLogical(), naive, 0, 0).uninitialized());
        // written last to a row of its own (5), the padding leaves row 2 to K = 1
        HostTensor own = paddedKey(5);
        LogicalTensor n5 = NaiveEvaluator.evaluate(own.expr());
        for (int d = 0; d < 4; d++) {
            assertTrue(n5.uninitialized(5 * 4 + d));
            assertTrue(!n5.uninitialized(2 * 4 + d));
            assertEquals(n5.value(2 * 4 + d), own.get(2 * 4 + d), 0.0);
        }
    }

    @Test
    void aPaddedKeyPositionsRowIsCheckedInsideTheOutput() {
        RuleViolation e = assertThrows(RuleViolation.class, () -> paddedKey(6));
        assertEquals("DMA::SCATTER", e.rule());
        assertEquals("index 6 of the key's position 3 selects row 6, outside C = 6 (raw_tensor.rs:370)", e.getMessage());
    }
}
