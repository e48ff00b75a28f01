package dev.layoutprover.simulator.memory;

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
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * {@code dm_chip_shuffle} and {@code dm_cluster_shuffle} on four chips, after the reference crate's
 * shuffle tests: the input holds {@code a · 4096 + b}; each output element is the value the
 * reference's test computes.
 */
class ShufflesTest {

    static final KernelAxes L = FourChipInput.L;

    private static HostTensor run(boolean chips, int[] pattern) {
        Context ctx = Context.acquire(Geometry.book().withChips(4));
        DmTensor dm = FourChipInput.inDm(ctx);
        DmTensor out = chips ? Shuffles.chipShuffle(ctx.tdma(), dm.view(), pattern)
                : Shuffles.clusterShuffle(ctx.tdma(), dm.view(), pattern);
        return out.toHbm(ctx.tdma(), L.m("A / 16, A % 4, B"), 1 << 24).toHost(ctx.pdma(), L.m("A, B"));
    }

    private static void check(HostTensor out, LongUnaryOperator expected) {
        for (long x = 0; x < 256 * 4096; x += 29) {
            assertEquals(expected.applyAsLong(x), out.get(x), 0.0, "flat index " + x);
        }
        ConformanceReport r = Conformance.compare("shuffle", 0, out.toLogical(), NaiveEvaluator.evaluate(out.expr()), 0, 0);
        assertTrue(r.conformant(), r.describe());
    }

    /** The source of a chip shuffle read after it, on a device with {@code addresses}. */
    private static HostTensor sourceAfterShuffle(Addresses addresses) {
        Context ctx = Context.acquire(Geometry.book().withChips(4), dev.layoutprover.algebra.check.LayoutQuestions
                .enumeration(), addresses);
        DmTensor dm = FourChipInput.inDm(ctx);
        Shuffles.chipShuffle(ctx.tdma(), dm.view(), new int[] {1, 2, 3, 0});
        return dm.toHbm(ctx.tdma(), L.m("A / 16, A % 4, B"), 1 << 24).toHost(ctx.pdma(), L.m("A, B"));
    }

    @Test
    void withLogicalAddressesTheSourceKeepsItsValuesAsTheReferencesDoes() {
        check(sourceAfterShuffle(Addresses.LOGICAL), x -> x);
    }

    @Test
    void withPhysicalAddressesTheResultIsWrittenOverTheSource() {
        check(sourceAfterShuffle(Addresses.PHYSICAL), x -> {
            long a16 = x / 4096 / 16;
            long a4 = x / 4096 % 16 / 4;
            long a1 = x / 4096 % 4;
            long b = x % 4096;
            return a16 * 4096 * 16 + new long[] {1, 2, 3, 0}[(int) a4] * 4096 * 4 + a1 * 4096 + b;
        });
    }

    @Test
    void chipShuffleMovesEachChipsQuarter() {
        check(run(true, new int[] {1, 2, 3, 0}), x -> {
            long a16 = x / 4096 / 16;
            long a4 = x / 4096 % 16 / 4;
            long a1 = x / 4096 % 4;
            long b = x % 4096;
            return a16 * 4096 * 16 + new long[] {1, 2, 3, 0}[(int) a4] * 4096 * 4 + a1 * 4096 + b;
        });
    }

    @Test
    void clusterShuffleSwapsTheTwoClusters() {
        check(run(false, new int[] {1, 0}), x -> {
            long a4 = x / 4096 / 4;
            long a2 = x / 4096 % 4 / 2;
            long a1 = x / 4096 % 2;
            long b = x % 4096;
            return a4 * 4096 * 4 + new long[] {1, 0}[(int) a2] * 4096 * 2 + a1 * 4096 + b;
        });
    }

    @Test
    void aShorterClusterPatternLeavesTheLastClusterAsItWas() {
        check(run(false, new int[] {1}), x -> {
            long a4 = x / 4096 / 4;
            long a2 = x / 4096 % 4 / 2;
            long a1 = x / 4096 % 2;
            long b = x % 4096;
            return a4 * 4096 * 4 + (a2 == 0 ? 1 : a2) * 4096 * 2 + a1 * 4096 + b;
        });
    }

    @Test
    void anEmptyClusterPatternMovesNothing() {
        check(run(false, new int[] {}), x -> x);
    }

    @Test
    void aChipPatternShorterThanTheChipsBreaksDmaShuffle() {
        RuleViolation e = assertThrows(RuleViolation.class, () -> run(true, new int[] {1, 2, 3}));
        assertEquals("DMA::SHUFFLE", e.rule());
    }

    @Test
    void aClusterPatternLongerThanTheClustersOrNamingAClusterPastThemIsUnknown() {
        // the third entry writes a cluster_tile past the destination's 2 clusters, and a source of 2 reads one past
        // the tensor's: the reference's tile asserts nothing of its start, so no rule is broken, but the run is unknown
        RuleViolation longer = assertThrows(RuleViolation.class, () -> run(false, new int[] {1, 0, 0}));
        assertEquals("Kernel::UNMODELLED", longer.rule());
        assertTrue(longer.getMessage().startsWith("dm_cluster_shuffle: entry 2 writes the cluster_tile at 2 of the "
                + "destination, past its 2 steps"), longer.getMessage());
        RuleViolation past = assertThrows(RuleViolation.class, () -> run(false, new int[] {2}));
        assertEquals("Kernel::UNMODELLED", past.rule());
        assertTrue(past.getMessage().startsWith("dm_cluster_shuffle: entry 0 reads the cluster_tile at 2, past the 2 "
                + "steps"), past.getMessage());
    }
}
