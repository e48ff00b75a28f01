package dev.layoutprover.simulator.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.naive.NaiveEvaluator;
import java.util.List;
import java.util.stream.IntStream;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

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

    /** {@code parallel_copy_cluster_slice} or {@code parallel_copy_chip_slice}: their arguments are alike. */
    interface Slicer {
        DmTensor slice(DmTensor in, Mapping axis, Mapping from, Mapping to, int[] indices);
    }

    /**
     * Over {@code parts} clusters (2) or chips (4), each keeps its own part of {@code B / 512}: the
     * output's {@code B / (512 · parts)} with {@code a · 4096 + b} where {@code b}'s part digit is the
     * one of {@code A} the part holds.
     */
    @ParameterizedTest(name = "{0} parts")
    @CsvSource({"2, cluster", "4, chip"})
    void eachClusterOrChipKeepsItsOwnPart(int parts, String level) {
        Slicer slicer = level.equals("cluster") ? ParallelCopy::clusterSlice : ParallelCopy::chipSlice;
        long outer = 512L * parts;
        long per = 4096 / parts;
        long digit = 8 / parts;
        Context ctx = Context.acquire(Geometry.book().withChips(4));
        DmTensor sliced = slicer.slice(input(ctx).view(), L.m("B / 512 % " + parts),
                L.m("B / " + outer + ", 1 # " + parts + ", B / 256 % 2, A % 2, A / 16"),
                L.m("B / " + outer + ", B / 256 % 2, A % 2, A / 16"), IntStream.range(0, parts).toArray());
        HostTensor out = sliced.toHbm(ctx.tdma(), L.m("A / 16, A % 4, B / " + outer + ", B % 512"), 1 << 24)
                .toHost(ctx.pdma(), L.m("A, B % 512, B / " + outer));
        check(out, 256 * per, x -> new long[] {x / per, x % digit * outer + x % per / digit}, x -> {
            long a = x / per;
            long b1 = x % per / digit;
            long bOuter = x % digit;
            long aPart = a % (parts * parts) / parts;
            return a * 4096 + bOuter * outer + aPart * 512 + b1;
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
