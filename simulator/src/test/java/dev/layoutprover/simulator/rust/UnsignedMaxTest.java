package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.kernel.syntax.KernelError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code u64::MAX} and {@code usize::MAX} ({@link UnsignedMax}) where host code uses them: a running
 * minimum's start, a "not found" mark compared and stored, an iterator's {@code min()} and {@code max()},
 * {@code cmp}, the saturating, wrapping and checked methods, and arithmetic whose result is a held integer
 * again, and {@code i64::MIN}; each computes the DM address
 * {@code at} of a copy of the add-one kernel's input ({@link PlacedCopies}).
 */
class UnsignedMaxTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final PlacedCopies PLACED = new PlacedCopies(RUNS, "");

    @Test
    void aRunningMinimumStartsAtTheMaximum() {
        PLACED.assertAtIsShift("""
                    let mut best = u64::MAX;
                    let mut smallest = usize::MAX;
                    for x in [7u64, 3, 9] {
                        best = best.min(x);
                        if (x as usize) < smallest { smallest = x as usize; }
                    }
                    let at = best * 10 + smallest as u64 - 33 + SHIFT;
                """);
    }

    @Test
    void aNotFoundMarkIsComparedAndStored() {
        // kept = [MAX, 3]: the mark is found at 0 and is above 3; max keeps the mark
        PLACED.assertAtIsShift("""
                    let kept = vec![usize::MAX, 3];
                    let found = kept.iter().position(|&k| k == usize::MAX).unwrap() as u64;
                    let above = kept[0] > kept[1] && kept[1] != usize::MAX && 3usize.max(usize::MAX) == usize::MAX;
                    let at = if above { found + SHIFT } else { 1 };
                """);
    }

    @Test
    void anIteratorsExtremesAndCmpOrderTheMaximumLast() {
        PLACED.assertAtIsShift("""
                    let marks = [usize::MAX, 3, 9];
                    let low = marks.iter().copied().min().unwrap() as u64;
                    let high = marks.iter().copied().max().unwrap() == usize::MAX;
                    let above = usize::MAX.cmp(&9) == std::cmp::Ordering::Greater
                        && 9usize.cmp(&usize::MAX) == std::cmp::Ordering::Less;
                    let at = if high && above { low - 3 + SHIFT } else { 1 };
                """);
    }

    @Test
    void theSignedMinimumReadsAndItsNegationOverflows() {
        PLACED.assertAtIsShift("""
                    let mut best = i64::MIN;
                    for x in [7i64, -3, 9] { best = best.max(x); }
                    let at = (best - 9) as u64 + SHIFT;
                """);
        KernelError e = PLACED.error("""
                    let low = i64::MIN;
                    let at = -low as u64;
                """);
        assertEquals("-(-9223372036854775808) overflows 64 bits", e.reason());
    }

    @Test
    void overflowMethodsAndArithmeticGiveTheExactAnswer() {
        // MAX / 2 = 2^63 - 1; 0 - 1 wraps to MAX; 1 + MAX is None; 5 + MAX saturates; 4 - MAX saturates at 0
        PLACED.assertAtIsShift("""
                    let half = u64::MAX / 2;
                    let wrapped = 0u64.wrapping_sub(1);
                    let none = 1u64.checked_add(u64::MAX).is_none();
                    let saturated = 5usize.saturating_add(usize::MAX);
                    let four = 4u64.saturating_sub(u64::MAX) + 4;
                    let ok = wrapped == u64::MAX && none && half == 9223372036854775807 && saturated == usize::MAX;
                    let at = if ok { four - 4 + SHIFT } else { 1 };
                """);
    }

    @Test
    void aResultPastTheHeldIntegersIsAnErrorNamingIt() {
        KernelError past = PLACED.error("""
                    let at = u64::MAX - 1;
                """);
        assertEquals("18446744073709551615 - 1 is 18446744073709551614, past the 64-bit integers values are read as",
                past.reason());
        KernelError over = PLACED.error("""
                    let at = usize::MAX + 1;
                """);
        assertEquals("18446744073709551615 + 1 overflows usize: the host code panics here", over.reason());
        KernelError cast = PLACED.error("""
                    let at = u64::MAX as u32;
                """);
        assertEquals("u64::MAX and usize::MAX (2^64 - 1) are read where they are compared, kept, taken by min, max "
                + "and the saturating, wrapping and checked methods, cast to u64, usize or a float, or in arithmetic "
                + "giving a 64-bit signed integer; not in a cast to u32", cast.reason());
    }

    @Test
    void sumsAndSortsHoldTheMaximum() {
        // a sum with usize::MAX and zeros is usize::MAX; sorted, the mark comes last, and by key too
        PLACED.assertAtIsShift("""
                    let marks = [0usize, usize::MAX, 0];
                    let total: usize = marks.iter().sum();
                    let mut v = vec![usize::MAX, 7usize, 2];
                    v.sort();
                    let mut w = vec![(usize::MAX, 1usize), (5, 2)];
                    w.sort_by_key(|p| p.0);
                    let at = if total == usize::MAX && v[2] == usize::MAX && w[1].1 == 1 { v[0] + v[1] - 9 + SHIFT } else { 0 };
                """);
    }

    @Test
    void aSumPastTheMaximumIsTheOverflowRustPanicsAt() {
        dev.layoutprover.kernel.syntax.KernelError e = PLACED.error("""
                    let total: usize = [usize::MAX, 1].iter().sum();
                    let at = total;
                """);
        assertEquals(".sum() of 2 integers is 18446744073709551616, past usize::MAX: Rust panics on the overflow",
                e.reason());
    }
}
