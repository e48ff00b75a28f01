package dev.layoutprover.simulator.rust;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Slice patterns with a rest: {@code [first, rest @ ..]} binds the items {@code ..} stands for,
 * {@code [.., last]} and {@code [a, b, ..]} match from either end, in {@code let}, {@code match}
 * and {@code if let}, on an array or its {@code as_slice()}; each computes the DM address
 * {@code at} of a copy of the add-one kernel's input ({@link PlacedCopies}).
 */
class SliceRestPatternsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final PlacedCopies PLACED = new PlacedCopies(RUNS, "");

    @Test
    void aNamedRestIsTheItemsBetween() {
        // [1, 2, 3, 4]: first 1, middle [2, 3], last 4
        PLACED.assertAtIsShift("""
                    let v = [1u64, 2, 3, 4];
                    let [first, middle @ .., last] = v;
                    let [.., end] = v;
                    let at = first * 1000 + middle[0] * 100 + middle[1] * 10 + last + end - 1238 + SHIFT;
                """);
    }

    @Test
    void matchArmsTryTheLengthsInOrder() {
        // [5] takes the one-item arm; [1, 2, 3] the rest arm: 1 + rest[1] (3) - 4 = 0
        PLACED.assertAtIsShift("""
                    let one = vec![5u64];
                    let three = vec![1u64, 2, 3];
                    let pick = |s: &[u64]| match s { [] => 9, [x] => *x, [x, rest @ ..] => x + rest[1] - 4 };
                    let at = pick(one.as_slice()) - 5 + pick(&three) + pick(&[]) - 9 + SHIFT;
                """);
    }

    @Test
    void ifLetMatchesAPrefix() {
        PLACED.assertAtIsShift("""
                    let v = vec![1u64, 2, 3];
                    let short: Vec<u64> = vec![7];
                    let missed = if let [_, _, ..] = short.as_slice() { 1 } else { 0 };
                    let at = if let [a, b, ..] = v.as_slice() { a + b - 3 + missed + SHIFT } else { 7 };
                """);
    }
}
