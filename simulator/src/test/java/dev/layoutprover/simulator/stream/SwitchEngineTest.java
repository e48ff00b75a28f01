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
import dev.layoutprover.simulator.tensor.FetchTensor;
import dev.layoutprover.simulator.tensor.KernelAxes;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Switch Engine page's Broadcast01 example on 4 chips of 2 clusters ({@code Chip = m![D / 2]},
 * {@code Cluster = m![D % 2]}), with {@code B = 8} time steps: the routed tensor, written back and
 * read out through HBM, equals the input.
 */
class SwitchEngineTest {

    private static final String AXES = "A = 256, B = 8, C = 64, D = 8, X = 4";

    /** Fetches {@code Slice = m![A]}, {@code Time = m![B]}, {@code Packet = m![C]} of i8. */
    private static FetchTensor fetch(Context ctx, KernelAxes l, HostTensor in) {
        DmTensor dm = in.toHbm(ctx.pdma(), l.m("D / 2"), l.m("D % 2, A, B, C"), 0)
                .toDm(ctx.tdma(), l.m("D % 2"), l.m("A"), l.m("B, C"), 0);
        return ctx.main().begin(dm).fetch(ElementType.I8, l.m("B"), l.m("C"));
    }

    private static final class Broadcast implements Kernel {
        private final KernelAxes l = KernelAxes.of(AXES);

        public String name() {
            return "broadcast01";
        }

        public List<Input> inputs() {
            return List.of(new Input("x", ElementType.I8, l.m("D, A, B, C"), LogicalTensor.Range.full()));
        }

        public HostTensor run(Context ctx, List<HostTensor> in) {
            String time = "B / 4, A / 2 % 2, B % 4, A % 2";
            DmTensor out = fetch(ctx, l, in.get(0))
                    .switchTo(new SwitchConfig.Broadcast01(2, 2, 4), l.m("A / 4, X"), l.m(time))
                    .collect(l.m(time + ", C / 32"), l.m("C % 32"))
                    .commit(l.m(time + ", C"), 1 << 13);
            // the DM tensor's slices hold the broadcast axis X: a copy keeps it, as the reference divides the
            // destination by the source mapping (tensor_view.rs:63)
            return out.toHbm(ctx.tdma(), l.m("D % 2, X, A, B, C"), 1L << 30).toHost(ctx.pdma(), l.m("D, X, A, B, C"));
        }
    }

    @Test
    void broadcast01RoutesEveryPacketToItsRingGroup() {
        ConformanceReport r = Conformance.run(new Broadcast(), 7, Geometry.book().withChips(4));
        assertTrue(r.conformant(), r.describe());
        assertEquals(8L * 256 * 8 * 64, r.elements());
    }

    @Test
    void aSliceAxisMovedAnywhereButItsTopologyPlaceIsRejected() {
        KernelAxes l = KernelAxes.of(AXES);
        Context ctx = Context.acquire(Geometry.book().withChips(4));
        HostTensor x = HostTensor.random("x", ElementType.I8, l.m("D, A, B, C"), 1, LogicalTensor.Range.full());
        FetchTensor f = fetch(ctx, l, x);
        RuleViolation v = assertThrows(RuleViolation.class, () -> f.switchTo(new SwitchConfig.Broadcast01(2, 2, 4),
                l.m("A / 4, X"), l.m("B / 4, A % 2, B % 4, A / 2 % 2")));
        assertEquals("Switch::LAYOUT", v.rule());
    }

    @Test
    void aBroadcastTileCannotClaimATensorAxis() {
        KernelAxes l = KernelAxes.of(AXES);
        Context ctx = Context.acquire(Geometry.book().withChips(4));
        HostTensor x = HostTensor.random("x", ElementType.I8, l.m("D, A, B, C"), 1, LogicalTensor.Range.full());
        FetchTensor f = fetch(ctx, l, x);
        RuleViolation v = assertThrows(RuleViolation.class, () -> f.switchTo(new SwitchConfig.Broadcast01(2, 2, 4),
                l.m("A"), l.m("B / 4, A / 2 % 2, B % 4, A % 2")));
        assertEquals("Switch::BROADCAST", v.rule());
    }

    @Test
    void transposeSwapsTheInnerSliceDigits() {
        Fixture f = new Fixture("A = 256, B = 8, C = 32");
        DmTensor dm = f.dm(ElementType.I8, "A, B, C", "1 # 2", "A", "B, C", 0);
        Stream s = FetchEngine.fetch(dm, ExecutionContext.MAIN, ElementType.I8, f.m("B"), f.m("C"));
        Stream t = SwitchEngine.switchTo(s, new SwitchConfig.Transpose(32, 2), f.m("A / 64, A % 2, A / 2 % 32"), f.m("B"));
        // Output slice 1 = (A / 64 = 0, A % 2 = 0, A / 2 % 32 = 1) holds A = 2.
        byte[] expected = new byte[8 * 32];
        f.ctx.device().dm(2).read(0, expected, 0, expected.length);
        assertEquals(java.util.Arrays.toString(expected), java.util.Arrays.toString(t.source().produce(1).bytes()));
    }

    /** {@code TransposedBroadcast1(32, 2)}: the two inner slice digits swap and the innermost moves to Time. */
    private static final class TransposedBroadcast implements Kernel {
        private final KernelAxes l = KernelAxes.of("A = 256, B = 8, C = 64, D = 8, X = 2");

        public String name() {
            return "transposed broadcast1";
        }

        public List<Input> inputs() {
            return List.of(new Input("x", ElementType.I8, l.m("D, A, B, C"), LogicalTensor.Range.full()));
        }

        public HostTensor run(Context ctx, List<HostTensor> in) {
            String time = "B, A % 2";
            DmTensor out = fetch(ctx, l, in.get(0))
                    .switchTo(new SwitchConfig.TransposedBroadcast1(32, 2), l.m("A / 64, X, A / 2 % 32"), l.m(time))
                    .collect(l.m(time + ", C / 32"), l.m("C % 32"))
                    .commit(l.m(time + ", C"), 1 << 13);
            // the DM tensor's slices hold the broadcast axis X: a copy keeps it, as the reference divides the
            // destination by the source mapping (tensor_view.rs:63)
            return out.toHbm(ctx.tdma(), l.m("D % 2, X, A, B, C"), 1L << 30).toHost(ctx.pdma(), l.m("D, X, A, B, C"));
        }
    }

    @Test
    void transposedBroadcast1SwapsTheInnerDigitsAndBroadcasts() {
        ConformanceReport r = Conformance.run(new TransposedBroadcast(), 3, Geometry.book().withChips(4));
        assertTrue(r.conformant(), r.describe());
        assertEquals(8L * 256 * 8 * 64, r.elements());
    }

    @Test
    void transposedBroadcast1WithTheDigitsInBroadcast1sPlacesIsRejected() {
        KernelAxes l = KernelAxes.of("A = 256, B = 8, C = 64, D = 8, X = 2");
        Context ctx = Context.acquire(Geometry.book().withChips(4));
        HostTensor x = HostTensor.random("x", ElementType.I8, l.m("D, A, B, C"), 1, LogicalTensor.Range.full());
        FetchTensor f = fetch(ctx, l, x);
        RuleViolation v = assertThrows(RuleViolation.class, () -> f.switchTo(new SwitchConfig.TransposedBroadcast1(32,
                2), l.m("A / 64, A / 2 % 32, X"), l.m("B, A % 2")));
        assertEquals("Switch::BROADCAST", v.rule(), "the tile place holds a tensor axis");
    }
}
