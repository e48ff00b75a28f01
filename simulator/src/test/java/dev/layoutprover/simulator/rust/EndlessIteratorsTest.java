package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.kernel.syntax.KernelError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code std::iter::repeat}, {@code repeat_n} and {@code successors} bounded by what consumes them
 * ({@link EndlessIterators}), and {@code scan}; each computes the DM address {@code at} of a copy of
 * the add-one kernel's input ({@link PlacedCopies}).
 */
class EndlessIteratorsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final PlacedCopies PLACED = new PlacedCopies(RUNS, "");

    @Test
    void repeatIsBoundedByTakeAndZip() {
        // [2, 2, 2, 2] sums to 8; the zip pairs 7 and 9 with 0x10 each: 7 + 9 + 32 = 48; repeat_n: 3 * 5 = 15
        PLACED.assertAtIsShift("""
                    let v: Vec<u64> = std::iter::repeat(2u64).take(4).collect();
                    let pairs: Vec<(u64, u64)> = [7u64, 9].iter().copied().zip(std::iter::repeat(0x10u64)).collect();
                    let left: Vec<(u64, u64)> = std::iter::zip(std::iter::repeat(1u64), 0..3u64).collect();
                    let zipped: u64 = pairs.iter().map(|&(a, b)| a + b).sum();
                    let n: u64 = std::iter::repeat_n(5u64, 3).sum();
                    let at = v.iter().sum::<u64>() + zipped + n + left.len() as u64 + left[2].1 - 76 + SHIFT;
                """);
    }

    @Test
    void successorsFollowsItsClosureUntilBoundOrNone() {
        // powers of two: [1, 2, 4, 8]; below 100: 1..=64 (7 items); halving 12: [12, 6, 3] ends at None
        PLACED.assertAtIsShift("""
                    let v: Vec<u64> = std::iter::successors(Some(1u64), |&x| Some(x * 2)).take(4).collect();
                    let below = std::iter::successors(Some(1u64), |&x| Some(x * 2)).take_while(|&x| x < 100).count();
                    let halves: Vec<u64> = std::iter::successors(Some(12u64), |&x| if x % 2 == 0 { Some(x / 2) } else { None })
                        .take(10).collect();
                    let at = v[3] * 100 + below as u64 * 10 + halves.len() as u64 + halves[2] - 876 + SHIFT;
                """);
    }

    @Test
    void scanCarriesItsStateAndStopsAtNone() {
        // running sums [1, 3, 6]; a scan stopping past 3: [1, 3]
        PLACED.assertAtIsShift("""
                    let sums: Vec<u64> = [1u64, 2, 3].iter().scan(0u64, |s, &x| { *s += x; Some(*s) }).collect();
                    let short: Vec<u64> = [1u64, 2, 3].iter().scan(0u64, |s, &x| { *s += x; if *s > 3 { None } else { Some(*s) } }).collect();
                    let at = sums[0] * 100 + sums[1] * 10 + sums[2] + short.len() as u64 - 138 + SHIFT;
                """);
    }

    @Test
    void anUnboundedUseIsNamed() {
        KernelError e = PLACED.error("""
                    let v: Vec<u64> = std::iter::repeat(1u64).map(|x| x + 1).take(3).collect();
                    let at = v[0];
                """);
        assertEquals("std::iter::repeat gives items without end: it is read where .take(n), .take_while(f) or a "
                + ".zip with a list bounds it, not with .map", e.reason());
    }
}
