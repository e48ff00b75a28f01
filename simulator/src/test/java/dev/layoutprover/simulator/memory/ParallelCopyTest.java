package dev.layoutprover.simulator.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.naive.NaiveEvaluator;
import java.util.List;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * {@code parallel_copy_cluster_slice} and {@code parallel_copy_chip_slice} on four chips, after the
 * reference crate's slice tests: the input holds {@code a · 4096 + b}; every output element is what
 * the reference's test computes.
 */
class ParallelCopyTest {

    static final KernelAxes L = FourChipInput.L;

    private static DmTensor input(Context ctx) {
        return FourChipInput.inDm(ctx);
    }

    /** What the host position {@code x} holds: the logical index {@code (a, b)}. */
    interface Held {
        long[] at(long x);
    }

    /**
     * The result holds only part of {@code B} (the tile digit is gone), so it is compared where it
     * holds an index: the simulator's value and the naive evaluator's, both against the reference's
     * expected value.
     */
    private static void check(HostTensor out, long count, Held held, LongUnaryOperator expected) {
        LogicalTensor naive = NaiveEvaluator.evaluate(out.expr());
        for (long x = 0; x < count; x += 13) {
            long[] ab = held.at(x);
            assertEquals(expected.applyAsLong(x), out.get(x), 0.0, "flat index " + x);
            assertEquals(expected.applyAsLong(x), naive.get(TensorIndex.of("A", ab[0], "B", ab[1])), 0.0,
                    "naive at flat index " + x);
        }
    }

    @Test
    void clusterSliceKeepsEachClustersOwnHalf() {
        Context ctx = Context.acquire(Geometry.book().withChips(4));
        DmTensor sliced = ParallelCopy.clusterSlice(input(ctx).view(), L.m("B / 512 % 2"),
                L.m("B / 1024, 1 # 2, B / 256 % 2, A % 2, A / 16"), L.m("B / 1024, B / 256 % 2, A % 2, A / 16"),
                new int[] {0, 1});
        HostTensor out = sliced.toHbm(ctx.tdma(), L.m("A / 16, A % 4, B / 1024, B % 512"), 1 << 24)
                .toHost(ctx.pdma(), L.m("A, B % 512, B / 1024"));
        check(out, 256 * 2048, x -> new long[] {x / 2048, x % 4 * 1024 + x % 2048 / 4}, x -> {
            long a = x / 2048;
            long b1 = x % 2048 / 4;
            long b1024 = x % 4;
            long a2 = a % 4 / 2;
            return a * 4096 + b1024 * 1024 + a2 * 512 + b1;
        });
    }

    @Test
    void chipSliceKeepsEachChipsOwnQuarter() {
        Context ctx = Context.acquire(Geometry.book().withChips(4));
        DmTensor sliced = ParallelCopy.chipSlice(input(ctx).view(), L.m("B / 512 % 4"),
                L.m("B / 2048, 1 # 4, B / 256 % 2, A % 2, A / 16"), L.m("B / 2048, B / 256 % 2, A % 2, A / 16"),
                new int[] {0, 1, 2, 3});
        HostTensor out = sliced.toHbm(ctx.tdma(), L.m("A / 16, A % 4, B / 2048, B % 512"), 1 << 24)
                .toHost(ctx.pdma(), L.m("A, B % 512, B / 2048"));
        check(out, 256 * 1024, x -> new long[] {x / 1024, x % 2 * 2048 + x % 1024 / 2}, x -> {
            long a = x / 1024;
            long b1 = x % 1024 / 2;
            long b2048 = x % 2;
            long a4 = a % 16 / 4;
            return a * 4096 + b2048 * 2048 + a4 * 512 + b1;
        });
    }

    @Test
    void anIndexPerClusterIsRequired() {
        Context ctx = Context.acquire(Geometry.book().withChips(4));
        RuleViolation e = assertThrows(RuleViolation.class, () -> ParallelCopy.clusterSlice(input(ctx).view(),
                L.m("B / 512 % 2"), L.m("B / 1024, 1 # 2, B / 256 % 2, A % 2, A / 16"),
                L.m("B / 1024, B / 256 % 2, A % 2, A / 16"), new int[] {0}));
        assertEquals("DMA::PCOPY", e.rule());
    }
}
