package dev.layoutprover.simulator.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import dev.layoutprover.simulator.naive.TensorExpr;
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

    static final KernelAxes L = KernelAxes.of("K = 512, D = 128, C = 612");

    private static long row(long k) {
        return (k * 7 + 3) % 612;
    }

    private static HostTensor run(long scale) {
        Context ctx = Context.acquire(Geometry.book());
        HostTensor data = HostTensor.random("data", ElementType.BF16, L.m("K, D"), 2, LogicalTensor.Range.full());
        double[] idx = new double[512];
        for (int k = 0; k < 512; k++) {
            idx[k] = scale * row(k);
        }
        HostTensor index = HostTensor.of("index", new LogicalTensor(ElementType.I32, List.of(new Axis("K", 512)), idx,
                null), L.m("K"));
        HbmTensor indexHbm = index.toHbm(ctx.pdma(), 1 << 20);
        DmTensor dm = data.toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), L.m("1 # 2"), L.m("K / 2"), L.m("K % 2, D"), 0);
        HbmTensor cache = new HbmTensor("cache", ctx.device(), ElementType.BF16, L.m("1"), L.m("C, D"), 1 << 22,
                new TensorExpr.Zeros(Evaluator.of(L.m("C, D")).axes(), ElementType.BF16));
        dm.dmaScatter(L.m("K"), indexHbm, cache, scale != 1);
        HostTensor out = cache.toHost(ctx.pdma(), L.m("C, D"));
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
        double[] idx = new double[512];
        for (int k = 0; k < 512; k++) {
            idx[k] = row(k);
        }
        HostTensor index = HostTensor.of("index", new LogicalTensor(ElementType.I32, List.of(new Axis("K", 512)), idx,
                null), L.m("K"));
        HbmTensor indexHbm = index.toHbm(ctx.pdma(), L.m("1"), L.m("K % 2, K / 2"), 1 << 20);
        DmTensor dm = data.toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), L.m("1 # 2"), L.m("K / 2"), L.m("K % 2, D"), 0);
        HbmTensor cache = new HbmTensor("cache", ctx.device(), ElementType.BF16, L.m("1"), L.m("C, D"), 1 << 22,
                new TensorExpr.Zeros(Evaluator.of(L.m("C, D")).axes(), ElementType.BF16));
        dm.dmaScatter(L.m("K"), indexHbm, cache, false);
        HostTensor out = cache.toHost(ctx.pdma(), L.m("C, D"));
        LogicalTensor naive = NaiveEvaluator.evaluate(out.expr());
        for (long k = 0; k < 512; k += 7) {
            long r = row(2 * (k % 256) + k / 256);
            for (long d = 0; d < 128; d += 5) {
                assertEquals(data.get(k * 128 + d), out.get(r * 128 + d), 0.0, "K = " + k + ", D = " + d);
                assertEquals(data.get(k * 128 + d), naive.value((int) (r * 128 + d)), 0.0, "K = " + k + ", D = " + d);
            }
        }
        ConformanceReport c = Conformance.compare("scatter", 0, out.toLogical(), naive, 0, 0);
        assertTrue(c.conformant(), c.describe());
    }

    @Test
    void anIndexPastTheLastRowBreaksDmaScatter() {
        RuleViolation e = assertThrows(RuleViolation.class, () -> run(256 * 2));
        assertEquals("DMA::SCATTER", e.rule());
    }
}
