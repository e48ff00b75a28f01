package dev.layoutprover.simulator.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
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

    /**
     * Where a shuffle by {@code pattern} reads what it writes at flat index {@code x} of the input
     * {@code a · 4096 + b}: the digit {@code u = a / inner % units} of {@code a} numbers the chip (or
     * cluster), each holding {@code inner} values of {@code a}; unit {@code u} receives unit
     * {@code pattern[u]}'s, a unit past the pattern keeps its own. With the chip pattern
     * {@code [1, 2, 3, 0]} ({@code units} 4, {@code inner} 4), {@code x = 4096} (a = 1, chip 0)
     * reads {@code 5 · 4096} (a = 5, chip 1).
     */
    private static LongUnaryOperator readFrom(int[] pattern, int units, int inner) {
        return x -> {
            long u = x / 4096 / inner % units;
            long from = u < pattern.length ? pattern[(int) u] : u;
            return x + (from - u) * inner * 4096;
        };
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
        check(sourceAfterShuffle(Addresses.PHYSICAL), readFrom(new int[] {1, 2, 3, 0}, 4, 4));
    }

    @Test
    void chipShuffleMovesEachChipsQuarter() {
        check(run(true, new int[] {1, 2, 3, 0}), readFrom(new int[] {1, 2, 3, 0}, 4, 4));
    }

    @Test
    void clusterShuffleSwapsTheTwoClusters() {
        check(run(false, new int[] {1, 0}), readFrom(new int[] {1, 0}, 2, 2));
    }

    @Test
    void aShorterClusterPatternLeavesTheLastClusterAsItWas() {
        check(run(false, new int[] {1}), readFrom(new int[] {1}, 2, 2));
    }

    @Test
    void theShuffledTensorIsNewAndItsSourceKeepsItsValues() {
        // the reference's shuffle writes a new tensor (DmTensor::from_addr, context.rs:148): the source, read
        // after it, still holds a · 4096 + b
        Context ctx = Context.acquire(Geometry.book().withChips(4), dev.layoutprover.algebra.check.LayoutQuestions
                .enumeration(), Addresses.LOGICAL);
        DmTensor dm = FourChipInput.inDm(ctx);
        DmTensor out = Shuffles.clusterShuffle(ctx.tdma(), dm.view(), new int[] {1, 0});
        assertNotSame(dm, out);
        assertEquals(dm.address(), out.address(), "placed at its source's address");
        check(dm.toHbm(ctx.tdma(), L.m("A / 16, A % 4, B"), 1 << 24).toHost(ctx.pdma(), L.m("A, B")), x -> x);
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
