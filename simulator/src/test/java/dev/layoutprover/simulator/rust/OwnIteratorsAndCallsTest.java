package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.kernel.syntax.KernelError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Host code as engineers structure it: a {@code for} over an iterator of the crate's own
 * ({@code impl Iterator for Steps}), a closure held in a struct field and called as
 * {@code (plan.at)(k)}, {@code a.cmp(&b)} matched on {@code Ordering}, and a {@code let mut}
 * array sorted and reversed in place: each computes the DM address {@code at} of a copy of the
 * add-one kernel's input (at 0), so a {@code DM::OVERLAP} finding at 0, or none, shows the value
 * computed ({@link PlacedCopies}).
 */
class OwnIteratorsAndCallsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String ITEMS = """
            use std::cmp::Ordering;
            struct Steps { next: u64, end: u64, step: u64 }
            impl Iterator for Steps {
                type Item = u64;
                fn next(&mut self) -> Option<u64> {
                    if self.next >= self.end {
                        return None;
                    }
                    let k = self.next;
                    self.next += self.step;
                    Some(k)
                }
            }
            struct Forever;
            impl Iterator for Forever {
                type Item = u64;
                fn next(&mut self) -> Option<u64> { Some(1) }
            }
            struct Stepper<F: Fn(u64) -> u64> { at: F, count: u64 }
            fn page(k: u64) -> u64 { k * 0x1000 }
            """;

    private static final PlacedCopies PLACED = new PlacedCopies(RUNS, ITEMS);

    @Test
    void aForLoopTakesEachItemOfTheCratesOwnIterator() {
        // 1, 4, 7: the loop sums 12 and counts 3
        PLACED.assertAtIsShift("""
                    let mut sum = 0;
                    let mut count = 0;
                    for k in (Steps { next: 1, end: 10, step: 3 }) {
                        sum += k;
                        count += 1;
                    }
                    let at = (sum - 12) * 0x1000 + (count - 3) + SHIFT;
                """);
        PLACED.assertAtIsShift("""
                    let mut none = SHIFT;
                    for k in (Steps { next: 5, end: 5, step: 1 }) {
                        none += k + 1;
                    }
                    let at = none;
                """);
        KernelError endless = PLACED.error("""
                    let mut at = 0;
                    for k in Forever {
                        at += k;
                    }
                """);
        assertEquals("the iterator Forever gave 65536 items without ending, the most a loop here runs",
                endless.reason());
    }

    @Test
    void iteratorAdaptorsApplyToTheCratesOwnIterator() {
        // 1, 4, 7, 10, 13: skip 1 and take 3 are 4, 7, 10; the sum of all, 35; last() is 13 (an endless one is drained
        // before take, as it is before a for loop)
        PLACED.assertAtIsShift("""
                    let picked: Vec<u64> = (Steps { next: 1, end: 14, step: 3 }).skip(1).take(3).collect();
                    let sum: u64 = (Steps { next: 1, end: 14, step: 3 }).sum();
                    let last = (Steps { next: 1, end: 14, step: 3 }).last().unwrap();
                    let pairs: Vec<(u64, u64)> = (Steps { next: 0, end: 2, step: 1 })
                            .zip(Steps { next: 5, end: 9, step: 2 }).collect();
                    let ranged: Vec<(u64, u64)> = (0..2u64).zip(Steps { next: 5, end: 9, step: 2 }).collect();
                    assert_eq!(pairs[1].1 + ranged[1].1, 14);
                    let at = picked[0] * 100 + picked[2] - 410 + sum - 35 + last - 13 + SHIFT;
                """);
        KernelError endless = PLACED.error("""
                    let at: u64 = Forever.take(2).sum();
                """);
        assertEquals("the iterator Forever gave 65536 items without ending, the most a loop here runs",
                endless.reason());
    }

    @Test
    void aClosureOrFunctionAValueHoldsIsCalled() {
        PLACED.assertAtIsShift("""
                    let plan = Stepper { at: |k| k * 2, count: 4 };
                    let at = (plan.at)(plan.count) - 8 + SHIFT;
                """);
        PLACED.assertAtIsShift("    let at = [page, page][1](2) - 0x2000 + SHIFT;");
    }

    @Test
    void cmpGivesAnOrderingToMatch() {
        PLACED.assertAtIsShift("""
                    let at = match 3.cmp(&5) {
                        Ordering::Less => SHIFT,
                        Ordering::Equal | Ordering::Greater => 1,
                    };
                """);
        PLACED.assertAtIsShift("    let at = if 5u64.cmp(&5) == std::cmp::Ordering::Equal && 6.cmp(&5) == "
                + "Ordering::Greater { SHIFT } else { 1 };");
    }

    @Test
    void anArrayIsSortedAndReversedInPlace() {
        // [3, 1, 2] sorted is [1, 2, 3]; reversed, [3, 2, 1]
        PLACED.assertAtIsShift("""
                    let mut order = [3u64, 1, 2];
                    order.sort();
                    let first = order[0];
                    order.reverse();
                    let at = (first - 1) * 0x1000 + (order[0] - 3) + (order[2] - 1) + SHIFT;
                """);
    }
}
