package dev.layoutprover.simulator.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.Kernel;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Seed 000's tiles of an HBM tensor, moved to DM and back. */
class TileTest {

    private static final String AXES = "A = 8, B = 512";

    /** Tile 3 of {@code m![B / 32]}, two blocks, moved to DM split over A and back to the host. */
    private static final class TileToDm implements Kernel {
        private final KernelAxes l = KernelAxes.of(AXES);

        public String name() {
            return "tile to DM";
        }

        public List<Input> inputs() {
            return List.of(new Input("x", ElementType.BF16, l.m("A, B"), LogicalTensor.Range.full()));
        }

        public HostTensor run(Context ctx, List<HostTensor> in) {
            HbmTensor x = in.get(0).toHbm(ctx.pdma(), 0);
            HbmTensor tile = x.view().tile(l.m("B / 32"), 2, l.m("A, B / 32 = 2 # 16, B % 32"), 3);
            DmTensor dm = tile.toDm(ctx.tdma(), l.m("1 # 2"), l.m("A # 256"), l.m("B % 64"), 0);
            return dm.toHbm(ctx.tdma(), l.m("A, B % 64"), 1 << 20).toHost(ctx.pdma(), l.m("A, B % 64"));
        }
    }

    @Test
    void aTileHoldsItsWindowOfTheParent() {
        ConformanceReport r = Conformance.run(new TileToDm(), 5);
        assertTrue(r.conformant(), r.describe());
        assertEquals(8 * 64, r.elements());
    }

    @Test
    void aTileRunningPastTheEndOfItsAxisIsNoRuleButBeyondTheModel() {
        KernelAxes l = KernelAxes.of(AXES);
        Context ctx = Context.acquire(dev.layoutprover.simulator.Geometry.book());
        HbmTensor x = HostTensor.random("x", ElementType.BF16, l.m("A, B"), 1, LogicalTensor.Range.full())
                .toHbm(ctx.pdma(), 0);
        // steps 15 and 16 of B / 32 (16 steps): the reference asserts only the view's type, which holds
        dev.layoutprover.algebra.MappingException v = assertThrows(dev.layoutprover.algebra.MappingException.class,
                () -> x.view().tile(l.m("B / 32"), 2, l.m("A, B / 32 = 2 # 16, B % 32"), 15));
        assertTrue(v.getMessage().startsWith("tile 15 of B / 32 (2 steps) runs to step 16, past the 16 steps"),
                v.getMessage());
        // a view of the wrong type is the reference's assert_div first, wherever the tile ends
        RuleViolation t = assertThrows(RuleViolation.class,
                () -> x.view().tile(l.m("B / 32"), 2, l.m("A, B / 32 = 2 # 16"), 15));
        assertEquals("View::SUBVIEW", t.rule());
    }
}
