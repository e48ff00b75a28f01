package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.kernel.syntax.KernelError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Builder methods taking {@code &mut self} and returning {@code &mut Self}, chained on a temporary
 * or a variable ({@link BuilderChains}); each computes the DM address {@code at} of a copy of the
 * add-one kernel's input ({@link PlacedCopies}).
 */
class BuilderChainsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final PlacedCopies PLACED = new PlacedCopies(RUNS, """
            #[derive(Clone, Debug, PartialEq)]
            struct Plan { rows: u64, cols: u64 }
            impl Plan {
                fn new() -> Self { Plan { rows: 1, cols: 1 } }
                fn rows(&mut self, r: u64) -> &mut Self { self.rows = r; self }
                fn cols(&mut self, c: u64) -> &mut Self { self.cols = c; self }
                fn build(&self) -> Plan { self.clone() }
            }
            struct Holder { plan: Plan }
            """);

    @Test
    void aChainOnATemporaryKeepsEveryChange() {
        // 4 rows, 8 cols; a struct literal's chain: 2 rows, its 3 cols kept; a clone's: p unchanged
        PLACED.assertAtIsShift("""
                    let p = Plan::new().rows(4).cols(8).build();
                    let q = Plan { rows: 1, cols: 3 }.rows(2).clone();
                    let r = p.clone().cols(5).build();
                    let same = p == Plan { rows: 4, cols: 8 } && r == Plan { rows: 4, cols: 5 };
                    let at = p.rows * p.cols + q.rows * 10 + q.cols - 55 + if same { SHIFT } else { 1 };
                """);
    }

    @Test
    void aChainOnAVariableChangesIt() {
        PLACED.assertAtIsShift("""
                    let mut b = Plan::new();
                    b.rows(4).cols(8);
                    b.cols(2).rows(3);
                    let at = b.rows * 10 + b.cols - 32 + SHIFT;
                """);
    }

    @Test
    void aFieldIsNotAPlaceTheChainChanges() {
        KernelError e = PLACED.error("""
                    let mut h = Holder { plan: Plan::new() };
                    h.plan.rows(2);
                    let at = h.plan.rows;
                """);
        assertEquals(".rows takes &mut self: call it on a let mut variable, a new value of its type or what a "
                + "method returning &mut Self gave back (a field keeps no change)", e.reason());
    }
}
