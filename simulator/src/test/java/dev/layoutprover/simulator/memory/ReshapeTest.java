package dev.layoutprover.simulator.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
import org.junit.jupiter.api.Test;

/**
 * {@code DmTensor::reshape} on four chips, after the reference crate's reshape test: the input
 * holds {@code a · 4096 + b}; the reshaped tensor, read as {@code [C, D, E, F, G, H, I]}, holds at
 * each flat index the value the reference's test computes for it.
 */
class ReshapeTest {

    static final KernelAxes L = KernelAxes.of("A = 256, B = 4096, C = 4, D = 2, E = 16, F = 16, G = 16, H = 2, I = 16");

    private static HostTensor run(Context ctx) {
        int n = 256 * 4096;
        double[] v = new double[n];
        for (int i = 0; i < n; i++) {
            v[i] = i;
        }
        LogicalTensor x = new LogicalTensor(ElementType.I32, List.of(new Axis("A", 256), new Axis("B", 4096)), v, null);
        HostTensor host = HostTensor.of("x", x, L.m("A, B"));
        DmTensor dm = host.toHbm(ctx.pdma(), L.m("A / 4 % 4"), L.m("A / 16, A % 4, B"), 0x1000)
                .toDm(ctx.tdma(), L.m("A / 2 % 2"), L.m("B % 16, B / 16 % 16"), L.m("B / 256, A % 2, A / 16"), 0);
        DmTensor reshaped = dm.reshape(L.m("C"), L.m("D"), L.m("E, F"), L.m("G, H, I"));
        return reshaped.toHbm(ctx.tdma(), L.m("D, E, F, G, H, I"), 1 << 24).toHost(ctx.pdma(),
                L.m("C, D, E, F, G, H, I"));
    }

    @Test
    void theReshapedTensorHoldsWhatTheReferenceTestExpects() {
        HostTensor out = run(Context.acquire(Geometry.book().withChips(4)));
        for (long x = 0; x < 256 * 4096; x += 37) {
            long a4 = x / (2 * 16 * 16 * 16 * 2 * 16);
            long a2 = x % (2 * 16 * 16 * 16 * 2 * 16) / (16 * 16 * 16 * 2 * 16);
            long b1 = x % (16 * 16 * 16 * 2 * 16) / (16 * 16 * 2 * 16);
            long b16 = x % (16 * 16 * 2 * 16) / (16 * 2 * 16);
            long b256 = x % (16 * 2 * 16) / (2 * 16);
            long a1 = x % (2 * 16) / 16;
            long a16 = x % 16;
            long a = a16 * 16 + a4 * 4 + a2 * 2 + a1;
            long b = b256 * 256 + b16 * 16 + b1;
            assertEquals(a * 4096 + b, out.get(x), 0.0, "flat index " + x);
        }
        ConformanceReport r = Conformance.compare("reshape", 0, out.toLogical(), NaiveEvaluator.evaluate(out.expr()), 0, 0);
        assertEquals(true, r.conformant(), r.describe());
    }

    @Test
    void aReshapeThatChangesASizeBreaksReshapeSize() {
        Context ctx = Context.acquire(Geometry.book().withChips(4));
        HostTensor host = HostTensor.random("x", ElementType.I32, L.m("A, B"), 1, LogicalTensor.Range.full());
        DmTensor dm = host.toHbm(ctx.pdma(), L.m("A / 4 % 4"), L.m("A / 16, A % 4, B"), 0x1000)
                .toDm(ctx.tdma(), L.m("A / 2 % 2"), L.m("B % 16, B / 16 % 16"), L.m("B / 256, A % 2, A / 16"), 0);
        RuleViolation e = assertThrows(RuleViolation.class,
                () -> dm.reshape(L.m("C"), L.m("D"), L.m("E, F"), L.m("G, I")));
        assertEquals("Reshape::SIZE", e.rule());
    }
}
