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
import dev.layoutprover.simulator.naive.TensorExpr;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.naive.NaiveEvaluator;
import dev.layoutprover.simulator.stream.BranchMode;
import dev.layoutprover.simulator.stream.FxpBinaryOp;
import dev.layoutprover.simulator.stream.Operand;
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
                ZeroMemory.zeros(name, Evaluator.of(spatial).axes(), type));
    }

    /**
     * A random i32 tensor {@code x[A = 512, B]} in DM over two clusters of 256 slices, {@code B} in
     * the elements, at {@code 0x2000}, and a tensor of zeros of the same layout at {@code 0x3000}.
     */
    private record InDm(long b, KernelAxes l, Context ctx, HostTensor x, DmTensor input, DmTensor output) {

        static InDm of(long b, long seed) {
            KernelAxes l = KernelAxes.of("A = 512, B = " + b);
            Context ctx = Context.acquire(Geometry.book());
            HostTensor x = HostTensor.random("x", ElementType.I32, l.m("A, B"), seed, LogicalTensor.Range.full());
            DmTensor input = x.toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), l.m("A / 256"), l.m("A % 256"), l.m("B"), 0x2000);
            DmTensor output = zerosInDm(ctx, "output", ElementType.I32, l, "A / 256", "A % 256", "B", 0x3000);
            return new InDm(b, l, ctx, x, input, output);
        }

        /** The value the output should hold at {@code (a, b)}. */
        interface Wanted {
            double at(long a, long b);
        }

        /** The output, back on the host, holds {@code want(a, b)} at every {@code (a, b)} and is conformant. */
        void assertOutput(Wanted want) {
            HostTensor y = output.toHbm(ctx.tdma(), l.m("A, B"), 1 << 20).toHost(ctx.pdma(), l.m("A, B"));
            for (long i = 0; i < 512; i++) {
                for (long j = 0; j < b; j++) {
                    assertEquals(want.at(i, j), y.get(i * b + j), 0.0, "A = " + i + ", B = " + j);
                }
            }
            conformant(y);
        }
    }

    @Test
    void toDmViewRotatesTheBAxisThroughTwoTiles() {
        // The reference's view kernel rotates B = 4 by one; here B = 8 rotates by two, so that every
        // DM write stays 8-byte aligned (DMA::WRITE_ALIGN).
        InDm t = InDm.of(8, 4);
        KernelAxes l = t.l();
        t.input().view().tile(l.m("B / 2"), 3, l.m("B = 6 # 8"), 0)
                .toDmView(t.ctx().tdma(), t.output().viewMut().tile(l.m("B / 2"), 3, l.m("B = 6 # 8"), 1));
        t.input().view().tile(l.m("B / 2"), 1, l.m("B = 2 # 8"), 3)
                .toDmView(t.ctx().tdma(), t.output().viewMut().tile(l.m("B / 2"), 1, l.m("B = 2 # 8"), 0));
        t.assertOutput((a, b) -> t.x().get(a * 8 + (b + 6) % 8));
    }

    @Test
    void toHbmViewThroughTilesTransposesAnHbmTensor() {
        KernelAxes l = KernelAxes.of("A = 512, B = 32");
        Context ctx = Context.acquire(Geometry.book());
        HostTensor x = HostTensor.random("x", ElementType.I8, l.m("A, B"), 5, LogicalTensor.Range.full());
        HbmTensor input = x.toHbm(ctx.pdma(), 0);
        HbmTensor output = new HbmTensor("output", ctx.device(), ElementType.I8, l.m("1"), l.m("B, A"), 0x10000,
                new TensorExpr.Allocated(Evaluator.of(l.m("B, A")).axes(), ElementType.I8));
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
                .vectorInit().vectorIntraSliceBranch(BranchMode.UNCONDITIONAL)
                .vectorFxp(FxpBinaryOp.ADD_FXP, Operand.of(5)).vectorFinal().commitView(out.viewMut());
        HostTensor y = out.toHbm(ctx.tdma(), l.m("A"), 1 << 20).toHost(ctx.pdma(), l.m("A"));
        for (long a = 0; a < 2048; a++) {
            assertEquals(x.get(a) + 5, y.get(a), 0.0, "A = " + a);
        }
        conformant(y);
    }

    @Test
    void aTileOfATileReadsTheInnerWindowAndWritesThroughIt() {
        InDm t = InDm.of(16, 8);
        KernelAxes l = t.l();
        // B = 8..15 of the input, then its B = 2..5 (input B = 10..13), into output B = 4..7 via two tiles; each
        // view keeps its parent's size, what the tile leaves out as padding (the reference's assert_div)
        DmTensor src = t.input().view().tile(l.m("B / 8"), 1, l.m("B = 8 # 16"), 1)
                .tile(l.m("B / 2"), 2, l.m("B = 4 # 16"), 1);
        DmTensor dst = t.output().viewMut().tile(l.m("B / 8"), 1, l.m("B = 8 # 16"), 0)
                .tile(l.m("B / 2"), 2, l.m("B = 4 # 16"), 2);
        src.toDmView(t.ctx().tdma(), dst);
        t.assertOutput((a, b) -> b >= 4 && b < 8 ? t.x().get(a * 16 + b + 6) : 0);
    }
}
