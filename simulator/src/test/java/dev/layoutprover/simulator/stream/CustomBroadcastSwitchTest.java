package dev.layoutprover.simulator.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.Kernel;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * {@code SwitchConfig::CustomBroadcast}: slice permutations within rings, after the reference's own
 * switch tests ({@code A = 16, B = 16} slices, {@code C = 8} elements per packet).
 */
class CustomBroadcastSwitchTest {

    static final KernelAxes L = KernelAxes.of("A = 16, B = 16, C = 8");

    record Permute(long ring, String outSlice) implements Kernel {
        public String name() {
            return "custom broadcast " + outSlice;
        }

        public List<Input> inputs() {
            return List.of(new Input("x", ElementType.I32, L.m("A, B, C"), LogicalTensor.Range.full()));
        }

        public HostTensor run(Context ctx, List<HostTensor> in) {
            DmTensor x = in.get(0).toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), L.m("1 # 2"), L.m("A, B"), L.m("C"), 0);
            DmTensor out = ctx.main().begin(x).fetch(ElementType.I32, L.m("1"), L.m("C"))
                    .switchTo(new SwitchConfig.CustomBroadcast(ring), L.m(outSlice), L.m("1"))
                    .collect(L.m("1"), L.m("C")).commit(L.m("C"), 1 << 12);
            return out.toHbm(ctx.tdma(), L.m("A, B, C"), 1 << 28).toHost(ctx.pdma(), L.m("A, B, C"));
        }
    }

    private static void check(Permute k) {
        HostTensor x = HostTensor.random("x", ElementType.I32, L.m("A, B, C"), 9, LogicalTensor.Range.full());
        HostTensor y = k.run(Context.acquire(Geometry.book()), List.of(x));
        for (long p = 0; p < 16 * 16 * 8; p++) {
            assertEquals(x.get(p), y.get(p), 0.0, "position " + p);
        }
        ConformanceReport r = Conformance.run(k, 9);
        assertTrue(r.conformant(), r.describe());
    }

    /** The rule violation running {@code k} on a random input stops at. */
    private static RuleViolation broken(Permute k) {
        HostTensor x = HostTensor.random("x", ElementType.I32, L.m("A, B, C"), 9, LogicalTensor.Range.full());
        return assertThrows(RuleViolation.class, () -> k.run(Context.acquire(Geometry.book()), List.of(x)));
    }

    @Test
    void aPartialPermutationStaysInRingsOfSixteen() {
        check(new Permute(16, "A, B % 4, B / 4"));
    }

    @Test
    void aFullPermutationUsesTheWholeRing() {
        check(new Permute(256, "B % 4, B / 4, A % 4, A / 4"));
    }

    @Test
    void aRingTooSmallForTheRoutingBreaksSwitchTopology() {
        Permute k = new Permute(4, "A, B % 4, B / 4");
        RuleViolation e = broken(k);
        assertEquals("Switch::TOPOLOGY", e.rule());
    }

    @Test
    void aRingSizeThatIsNoPowerOfTwoBreaksSwitchTopology() {
        Permute k = new Permute(24, "A, B");
        RuleViolation e = broken(k);
        assertEquals("Switch::TOPOLOGY", e.rule());
    }

    /**
     * Each order of the four slice digits, with the ring the reference requires (stream_tensor.rs:842):
     * the digits that keep their place ahead of the first one that moves stand above the ring, so
     * with {@code k} of them the ring is {@code 4^(4 - k)} slices ({@code 1} for the identity).
     */
    @Property(tries = 12)
    void everyOrderOfTheSliceDigitsRoutesEachPacketToItsIndex(@ForAll("digitOrders") List<String> order) {
        List<String> input = List.of("A / 4", "A % 4", "B / 4", "B % 4");
        int kept = 0;
        while (kept < 4 && order.get(kept).equals(input.get(kept))) {
            kept++;
        }
        long ring = 1L << (2 * (4 - kept));
        check(new Permute(ring, String.join(", ", order)));
        if (ring < 256) {
            assertEquals("Switch::TOPOLOGY", broken(new Permute(ring * 2, String.join(", ", order))).rule());
        }
    }

    @Test
    void aRingLargerThanTheRoutingNeedsBreaksSwitchTopologyAsTheReference() {
        Permute k = new Permute(32, "A, B % 4, B / 4");
        RuleViolation e = broken(k);
        assertEquals("Switch::TOPOLOGY", e.rule());
        assertEquals("the ring size must be 16 (the place of the lowest slice axis that keeps its place above every "
                + "one that moves), got 32",
                e.getMessage());
    }

    @Provide
    Arbitrary<List<String>> digitOrders() {
        return Arbitraries.shuffle(List.of("A / 4", "A % 4", "B / 4", "B % 4"));
    }
}
