package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A {@code Vec} in a {@code #[device]} function's host-side code, read as the list of constants
 * it holds as arrays are: {@code vec![…]}, {@code vec![v; n]}, {@code Vec::new()},
 * {@code Vec::with_capacity(n)}, {@code push}, {@code pop}, {@code extend_from_slice},
 * {@code len} and indexing. Each computes the DM address {@code at} of a copy of the add-one
 * kernel's input (at 0), so a {@code DM::OVERLAP} finding at 0, or none, shows the value computed
 * ({@link PlacedCopies}).
 */
class HostVecsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final PlacedCopies PLACED = new PlacedCopies(RUNS, "const PAGE: u64 = 0x1000;\n");

    @Test
    void aVecLiteralHoldsItsConstants() {
        // the third offset of four, less the length's four pages
        PLACED.assertAtIsShift("""
                    let offsets = vec![0x1000u64, 0x2000, 0x5000, 0x8000];
                    let at = offsets[2] - offsets.len() as u64 * PAGE - 0x1000 + SHIFT;
                """);
        // vec![v; n]: n copies; a loop over its items
        PLACED.assertAtIsShift("""
                    let pages = vec![PAGE; 3];
                    let mut sum = 0;
                    for p in pages.iter() {
                        sum += p;
                    }
                    let at = sum - 0x3000 + SHIFT;
                """);
    }

    @Test
    void aVecGrowsByPushAndShrinksByPop() {
        PLACED.assertAtIsShift("""
                    let mut bases: Vec<u64> = Vec::new();
                    for i in 0..4 {
                        bases.push(i * PAGE);
                    }
                    let last = bases.pop().unwrap();
                    let at = last + bases[2] - 0x5000 + bases.len() as u64 - 3 + SHIFT;
                """);
        PLACED.assertAtIsShift("""
                    let mut sizes = Vec::with_capacity(4);
                    sizes.extend_from_slice(&[0x100, 0x200]);
                    sizes.push(0x300);
                    let at = sizes.iter().sum::<u64>() - 0x600 + if sizes.is_empty() { 1 } else { SHIFT };
                """);
    }

    @Test
    void aPopOfAnEmptyVecIsNoneAndAChangeNeedsAVariable() {
        PLACED.assertAtIsShift("""
                    let mut none: Vec<u64> = Vec::new();
                    let at = if none.pop().is_none() { SHIFT } else { 1 };
                """);
        // a temporary is no variable: the push is refused, never lost
        assertEquals(".push changes a value that is not a variable here",
                PLACED.error("    vec![1u64].push(2);\n    let at = SHIFT;").reason());
    }

    @Test
    void aVecInAFieldGrowsWhereItIsHeld() {
        // a tuple's field
        PLACED.assertAtIsShift("""
                    let mut s = (vec![1u64], 0u64);
                    s.0.push(SHIFT);
                    let at = s.0[1] + s.1;
                """);
        // a struct's field, directly and through &mut self
        PlacedCopies plans = new PlacedCopies(RUNS, """
                struct Plan {
                    bases: Vec<u64>,
                }

                impl Plan {
                    fn add(&mut self, base: u64) {
                        self.bases.push(base);
                    }
                }
                """);
        plans.assertAtIsShift("""
                    let mut plan = Plan { bases: Vec::new() };
                    plan.bases.push(0x1000);
                    plan.add(SHIFT);
                    let at = plan.bases[1] + plan.bases.len() as u64 - 2;
                """);
    }
}
