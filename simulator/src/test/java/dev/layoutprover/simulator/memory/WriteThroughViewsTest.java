package dev.layoutprover.simulator.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import dev.layoutprover.simulator.naive.Expr;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.naive.NaiveEvaluator;
import dev.layoutprover.simulator.stream.BranchMode;
import dev.layoutprover.simulator.stream.FxpBinaryOp;
import org.junit.jupiter.api.Test;

/**
 * Writes through views, after the reference crate's {@code view}, {@code tile} and
 * {@code vrf_add} kernels: {@code to_dm_view} and {@code to_hbm_view} into tiles of
 * {@code view_mut()}, and {@code commit_view}; each checked element by element and against the
 * naive evaluator, which follows the writes as patches of the destination.
 */
class WriteThroughViewsTest {

    private static void conformant(HostTensor out) {
        ConformanceReport r = Conformance.compare("views", 0, out.toLogical(), NaiveEvaluator.evaluate(out.expr()), 0, 0);
        assertTrue(r.conformant(), r.describe());
    }

    private static DmTensor zerosInDm(Context ctx, String name, ElementType type, KernelAxes l, String cluster,
            String slice, String element, long address) {
        var spatial = new dev.layoutprover.algebra.Mapping.Pair(l.m(cluster), new dev.layoutprover.algebra.Mapping.Pair(
                l.m(slice), l.m(element)));
        return new DmTensor(name, ctx.device(), type, l.m("1"), l.m(cluster), l.m(slice), l.m(element), address,
                new Expr.Zeros(Evaluator.of(spatial).axes(), type));
    }

    @Test
    void toDmViewRotatesTheBAxisThroughTwoTiles() {
        // The reference's view kernel rotates B = 4 by one; here B = 8 rotates by two, so that every
        // DM write stays 8-byte aligned (DMA::WRITE_ALIGN).
        KernelAxes l = KernelAxes.of("A = 512, B = 8");
        Context ctx = Context.acquire(Geometry.book());
        HostTensor x = HostTensor.random("x", ElementType.I32, l.m("A, B"), 4, LogicalTensor.Range.full());
        DmTensor input = x.toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), l.m("A / 256"), l.m("A % 256"), l.m("B"), 0x2000);
        DmTensor output = zerosInDm(ctx, "output", ElementType.I32, l, "A / 256", "A % 256", "B", 0x3000);
        input.view().tile(l.m("B / 2"), 3, l.m("B = 6 # 8"), 0)
                .toDmView(ctx.tdma(), output.viewMut().tile(l.m("B / 2"), 3, l.m("B = 6 # 8"), 1));
        input.view().tile(l.m("B / 2"), 1, l.m("B = 2 # 8"), 3)
                .toDmView(ctx.tdma(), output.viewMut().tile(l.m("B / 2"), 1, l.m("B = 2 # 8"), 0));
        HostTensor y = output.toHbm(ctx.tdma(), l.m("A, B"), 1 << 20).toHost(ctx.pdma(), l.m("A, B"));
        for (long a = 0; a < 512; a++) {
            for (long b = 0; b < 8; b++) {
                assertEquals(x.get(a * 8 + (b + 6) % 8), y.get(a * 8 + b), 0.0, "A = " + a + ", B = " + b);
            }
        }
        conformant(y);
    }

    @Test
    void toHbmViewThroughTilesTransposesAnHbmTensor() {
        KernelAxes l = KernelAxes.of("A = 512, B = 32");
        Context ctx = Context.acquire(Geometry.book());
        HostTensor x = HostTensor.random("x", ElementType.I8, l.m("A, B"), 5, LogicalTensor.Range.full());
        HbmTensor input = x.toHbm(ctx.pdma(), 0);
        HbmTensor output = new HbmTensor("output", ctx.device(), ElementType.I8, l.m("1"), l.m("B, A"), 0x10000,
                new Expr.Zeros(Evaluator.of(l.m("B, A")).axes(), ElementType.I8));
        for (long b = 0; b < 32; b++) {
            input.tile(l.m("B"), 1, l.m("A, 1 # 32"), b)
                    .toHbmView(ctx.tdma(), output.viewMut().tile(l.m("B"), 1, l.m("1 # 32, A"), b));
        }
        HostTensor y = output.toHost(ctx.pdma(), l.m("B, A"));
        for (long a = 0; a < 512; a++) {
            for (long b = 0; b < 32; b++) {
                assertEquals(x.get(a * 32 + b), y.get(b * 512 + a), 0.0, "A = " + a + ", B = " + b);
            }
        }
        conformant(y);
    }

    @Test
    void commitViewWritesThePipelineIntoAnAllocatedTensor() {
        KernelAxes l = KernelAxes.of("A = 2048");
        Context ctx = Context.acquire(Geometry.book());
        HostTensor x = HostTensor.random("x", ElementType.I32, l.m("A"), 6, new LogicalTensor.Range(-1000, 1000));
        DmTensor in = x.toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), l.m("1 # 2"), l.m("A / 8"), l.m("A % 8"), 0);
        DmTensor out = zerosInDm(ctx, "out", ElementType.I32, l, "1 # 2", "A / 8", "A % 8", 1 << 12);
        ctx.main().begin(in).fetch(ElementType.I32, l.m("1"), l.m("A % 8")).collect(l.m("1"), l.m("A % 8"))
                .vectorInit().vectorIntraSliceBranch(BranchMode.UNCONDITIONAL).vectorFxp(FxpBinaryOp.ADD_FXP, 5)
                .vectorFinal().commitView(out.viewMut());
        HostTensor y = out.toHbm(ctx.tdma(), l.m("A"), 1 << 20).toHost(ctx.pdma(), l.m("A"));
        for (long a = 0; a < 2048; a++) {
            assertEquals(x.get(a) + 5, y.get(a), 0.0, "A = " + a);
        }
        conformant(y);
    }

    @Test
    void aTileOfATileReadsTheInnerWindowAndWritesThroughIt() {
        KernelAxes l = KernelAxes.of("A = 512, B = 16");
        Context ctx = Context.acquire(Geometry.book());
        HostTensor x = HostTensor.random("x", ElementType.I32, l.m("A, B"), 8, LogicalTensor.Range.full());
        DmTensor input = x.toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), l.m("A / 256"), l.m("A % 256"), l.m("B"), 0x2000);
        DmTensor output = zerosInDm(ctx, "output", ElementType.I32, l, "A / 256", "A % 256", "B", 0x3000);
        // B = 8..15 of the input, then its B = 2..5 (input B = 10..13), into output B = 4..7 via two tiles.
        DmTensor src = input.view().tile(l.m("B / 8"), 1, l.m("B = 8 # 16"), 1)
                .tile(l.m("B / 2"), 2, l.m("B = 4 # 8"), 1);
        DmTensor dst = output.viewMut().tile(l.m("B / 8"), 1, l.m("B = 8 # 16"), 0)
                .tile(l.m("B / 2"), 2, l.m("B = 4 # 8"), 2);
        src.toDmView(ctx.tdma(), dst);
        HostTensor y = output.toHbm(ctx.tdma(), l.m("A, B"), 1 << 20).toHost(ctx.pdma(), l.m("A, B"));
        for (long a = 0; a < 512; a++) {
            for (long b = 0; b < 16; b++) {
                double want = b >= 4 && b < 8 ? x.get(a * 16 + b + 6) : 0;
                assertEquals(want, y.get(a * 16 + b), 0.0, "A = " + a + ", B = " + b);
            }
        }
        conformant(y);
    }
}
