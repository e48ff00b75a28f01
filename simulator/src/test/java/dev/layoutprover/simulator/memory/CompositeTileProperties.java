package dev.layoutprover.simulator.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.FlatGroup;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.naive.NaiveEvaluator;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Tiles that cut a composite group, copied view to view: for a random group {@code [A, B]}
 * padded to {@code P} (a multiple of 8 past {@code |A|·|B|}), a tile of {@code n} steps of
 * {@code [A, B] # P % t} from step {@code s} of an HBM tensor is copied into the tile from step
 * {@code d} of another. The engines move bytes by the views' placements; the naive evaluator
 * decodes flat values; the two agree at every index, and the naive result is the defining law:
 * the output's flat value {@code f} with {@code f mod t} in {@code [d, d + n)} holds the input's
 * flat value {@code f - d + s}, uninitialized when that is past the group, and every other
 * output element keeps its zero. Both tiles start inside the group.
 */
class CompositeTileProperties {

    @Property(tries = 60)
    void engineAndNaiveAgreeOnCompositeTiles(@ForAll @IntRange(min = 2, max = 6) int a,
            @ForAll @IntRange(min = 0, max = 3) int column, @ForAll @IntRange(min = 1, max = 3) int digitBits,
            @ForAll @IntRange(min = 1, max = 8) int steps, @ForAll @IntRange(min = 0, max = 7) int from,
            @ForAll @IntRange(min = 0, max = 7) int to, @ForAll @IntRange(min = 0, max = 1000) int seed) {
        int b = new int[] {3, 5, 6, 7}[column];
        int t = 1 << digitBits;
        int n = Math.min(steps, t);
        int s = from % (t - n + 1);
        int d = to % (t - n + 1);
        int group = a * b;
        int padded = (group / 8 + 1) * 8;
        KernelAxes l = KernelAxes.of("A = " + a + ", B = " + b);
        String k = "[A, B] # " + padded;
        Mapping tile = l.m(k + " % " + t);
        Mapping view = l.m(k + " / " + t + ", (" + k + " % " + t + ") = " + n + " # " + t);
        // a cut that falls on the digits of [A, B] # P (% 2 with B = 6) tiles an axis digit, not a composite
        Assume.that(FlatGroup.readBy(tile).map(g -> g.flattens(view)).orElse(false));
        // a tile that starts in the group's padding is a View::SUBVIEW finding (the parent stores no
        // position for its start), not a copy
        Assume.that(s < group && d < group);

        Context ctx = Context.acquire(Geometry.book());
        HostTensor x = HostTensor.random("x", ElementType.I32, l.m("A, B"), seed, LogicalTensor.Range.full());
        HbmTensor input = x.toHbm(ctx.pdma(), l.m("1"), l.m(k), 0);
        Mapping whole = l.m(k);
        HbmTensor output = new HbmTensor("output", ctx.device(), ElementType.I32, l.m("1"), whole, 0x10000,
                ZeroMemory.zeros("output", Evaluator.of(whole).axes(), ElementType.I32));
        input.view().tile(tile, n, view, s).toHbmView(ctx.tdma(), output.viewMut().tile(tile, n, view, d));
        HostTensor y = output.toHost(ctx.pdma(), l.m("A, B"));

        LogicalTensor naive = NaiveEvaluator.evaluate(y.expr());
        ConformanceReport r = Conformance.compare("composite tile", seed, y.toLogical(), naive, 0, 0);
        assertTrue(r.conformant(), r.describe());
        long uninitialized = 0;
        for (int f = 0; f < group; f++) {
            int o = offset(naive, f, b);
            int source = f - d + s;
            boolean written = Math.floorMod(f, t) >= d && Math.floorMod(f, t) < d + n;
            if (written && source >= group) {
                uninitialized++;
                assertTrue(naive.uninitialized(o), "flat value " + f + " reads " + source + ", past the group");
            } else {
                double expected = written ? x.get(source) : 0;
                assertEquals(expected, naive.value(o), 0.0, "flat value " + f);
            }
        }
        assertEquals(uninitialized, r.uninitialized());
    }

    /** The offset of the index {@code {A: f / b, B: f % b}} in {@code t}. */
    private static int offset(LogicalTensor t, int f, int b) {
        TensorIndex at = TensorIndex.of("A", (long) (f / b), "B", (long) (f % b));
        long[] c = new long[t.axes().size()];
        for (int i = 0; i < c.length; i++) {
            c[i] = at.get(t.axes().get(i).name());
        }
        return t.offset(c);
    }
}
