package dev.layoutprover.simulator.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.naive.NaiveEvaluator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code slice_tile} as the corpus's matmul kernels use it: one position of a broadcast slice axis
 * {@code X} selected before the result goes to HBM.
 */
class SliceTileTest {

    static final KernelAxes L = KernelAxes.of("A = 1024, X = 2");

    /**
     * Tile {@code t} of {@code X} reads the slices {@code t} past the first copy's: copy {@code t},
     * the same tensor, whichever copy is taken.
     */
    @ParameterizedTest
    @ValueSource(ints = {0, 1})
    void selectingACopyOfABroadcastSliceAxisReadsItsSlicesAndKeepsTheTensor(int t) {
        Context ctx = Context.acquire(Geometry.book());
        HostTensor x = HostTensor.random("x", ElementType.I32, L.m("A"), 3, LogicalTensor.Range.full());
        DmTensor dm = x.toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), L.m("1 # 2"), L.m("A / 8, X"), L.m("A % 8"), 0);
        DmTensor tile = dm.view().sliceTile(L.m("X"), 1, L.m("A / 8, 1 # 2"), t);
        assertEquals(dm.memory(t), tile.memory(0));
        assertEquals(dm.memory(2 + t), tile.memory(2));
        HostTensor y = tile.toHbm(ctx.tdma(), L.m("A"), 1 << 20).toHost(ctx.pdma(), L.m("A"));
        for (long a = 0; a < 1024; a++) {
            assertEquals(x.get(a), y.get(a), 0.0, "A = " + a);
        }
        ConformanceReport r = Conformance.compare("slice tile", 0, y.toLogical(), NaiveEvaluator.evaluate(y.expr()), 0, 0);
        assertTrue(r.conformant(), r.describe());
    }
}
