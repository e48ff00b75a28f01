package dev.layoutprover.simulator.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.HbmTensor;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.memory.Shuffles;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.naive.NaiveEvaluator;
import org.junit.jupiter.api.Test;

/**
 * Reductions across clusters and chips, as the corpus's matmul reductions build them: partial sums
 * spread over clusters (chips) by an axis {@code R}; a shuffle brings the other unit's partial sum to
 * each unit, and an interleaved fetch with {@code vector_clip_zip(AddFxp)} adds the two, so every unit
 * ends up holding the full sum (an all-reduce).
 */
class CrossUnitReductionTest {

    private static final Axis I = new Axis("I", 2);

    private static HostTensor reduce(Context ctx, KernelAxes l, HostTensor x, String chip, String cluster,
            boolean chips) {
        HbmTensor hbm = x.toHbm(ctx.pdma(), l.m(chip), l.m(chips ? "A" : "R, A"), 0);
        DmTensor mine = hbm.toDm(ctx.tdma(), l.m(cluster), l.m("A / 8"), l.m("A % 8"), 0);
        DmTensor theirs = hbm.toDm(ctx.tdma(), l.m(cluster), l.m("A / 8"), l.m("A % 8"), 1 << 12);
        DmTensor swapped = chips ? Shuffles.chipShuffle(ctx.tdma(), theirs, new int[] {1, 0})
                : Shuffles.clusterShuffle(ctx.tdma(), theirs, new int[] {1, 0});
        DmTensor sum = ctx.main().beginInterleaved(I, mine, swapped).fetch(ElementType.I32, l.m("I"), l.m("A % 8"))
                .collect(l.m("I"), l.m("A % 8")).vectorInit().vectorIntraSliceUnzip("I", l.m("1"))
                .vectorClipZip(ClipBinaryOp.ADD_FXP, ArgMode.Binary.MODE01).vectorFinal()
                .commit(l.m("A % 8"), 1 << 13);
        return sum.toHbm(ctx.tdma(), l.m(chips ? "A" : "R, A"), 1 << 20).toHost(ctx.pdma(), l.m("R, A"));
    }

    private static void check(HostTensor x, HostTensor y) {
        for (long a = 0; a < 2048; a++) {
            double total = x.get(a) + x.get(2048 + a);
            assertEquals(total, y.get(a), 0.0, "R = 0, A = " + a);
            assertEquals(total, y.get(2048 + a), 0.0, "R = 1, A = " + a);
        }
        LogicalTensor naive = NaiveEvaluator.evaluate(y.expr());
        ConformanceReport r = Conformance.compare("all-reduce", 0, y.toLogical(), naive, 0, 0);
        assertEquals(true, r.conformant(), r.describe());
    }

    @Test
    void anAllReduceAcrossTheTwoClusters() {
        KernelAxes l = KernelAxes.of("R = 2, A = 2048, I = 2");
        Context ctx = Context.acquire(Geometry.book());
        HostTensor x = HostTensor.random("x", ElementType.I32, l.m("R, A"), 12, new LogicalTensor.Range(-1e6, 1e6));
        check(x, reduce(ctx, l, x, "1", "R", false));
    }

    @Test
    void anAllReduceAcrossTwoChips() {
        KernelAxes l = KernelAxes.of("R = 2, A = 2048, I = 2");
        Context ctx = Context.acquire(Geometry.book().withChips(2));
        HostTensor x = HostTensor.random("x", ElementType.I32, l.m("R, A"), 13, new LogicalTensor.Range(-1e6, 1e6));
        check(x, reduce(ctx, l, x, "R", "1 # 2", true));
    }

    @Test
    void theNaiveEvaluatorSeesTheShuffleAsMovingValuesBetweenIndices() {
        KernelAxes l = KernelAxes.of("R = 2, A = 2048, I = 2");
        Context ctx = Context.acquire(Geometry.book());
        HostTensor x = HostTensor.random("x", ElementType.I32, l.m("R, A"), 14, new LogicalTensor.Range(-1e6, 1e6));
        DmTensor dm = x.toHbm(ctx.pdma(), l.m("1"), l.m("R, A"), 0).toDm(ctx.tdma(), l.m("R"), l.m("A / 8"),
                l.m("A % 8"), 0);
        LogicalTensor swapped = NaiveEvaluator.evaluate(Shuffles.clusterShuffle(ctx.tdma(), dm, new int[] {1, 0})
                .expr());
        assertEquals(x.get(2048 + 5), swapped.get(dev.layoutprover.algebra.TensorIndex.of("R", 0L, "A", 5L)), 0.0);
        assertEquals(x.get(5), swapped.get(dev.layoutprover.algebra.TensorIndex.of("R", 1L, "A", 5L)), 0.0);
    }
}
