package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.kernel.syntax.KernelError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code std::iter::repeat}, {@code repeat_n}, {@code successors} and open ranges {@code start..}
 * bounded by what consumes them, adaptors on them waiting for that bound ({@link EndlessIterators}), and
 * {@code scan}; each computes the DM address {@code at} of a copy of
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
    void anOpenRangeCountsUntilBound() {
        // (0..).zip([5, 6]): [(0, 5), (1, 6)]; [5, 6] zipped with 10..: 11 last; (0..).step_by(2).take(3): [0, 2, 4];
        // squares below 50: 1..=7 (7 items)
        PLACED.assertAtIsShift("""
                    let v = [5u64, 6];
                    let p: Vec<(u64, u64)> = (0..).zip(v).collect();
                    let q: Vec<(u64, u64)> = v.iter().copied().zip(10u64..).collect();
                    let evens: Vec<u64> = (0u64..).step_by(2).take(3).collect();
                    let below = (1u64..).take_while(|&x| x * x < 50).count() as u64;
                    let at = p[1].0 * 1000 + p[1].1 * 100 + q[1].1 + evens[2] * 10 + below - 1611 - 40 - 7 + SHIFT;
                """);
    }

    @Test
    void adaptorsOnAnEndlessIteratorWaitForItsBound() {
        // repeat(2).map(*3): [6, 6, 6]; odd squares from 1..: [1, 9, 25]; skip 2 of 0..: enumerate gives (1, 3)
        PLACED.assertAtIsShift("""
                    let tripled: Vec<u64> = std::iter::repeat(2u64).map(|x| x * 3).take(3).collect();
                    let odd: Vec<u64> = (1u64..).map(|x| x * x).filter(|x| x % 2 == 1).take(3).collect();
                    let pairs: Vec<(usize, u64)> = (0u64..).skip(2).enumerate().take(2).collect();
                    let at = tripled.iter().sum::<u64>() + odd[2] + pairs[1].0 as u64 * 10 + pairs[1].1
                        - 18 - 25 - 13 + SHIFT;
                """);
        KernelError e = PLACED.error("""
                    let v: Vec<u64> = (0u64..).filter(|&x| x > 1 << 40).take(1).collect();
                    let at = v[0];
                """);
        assertEquals("0.. gave 65536 items without what bounds it ending, the most read here", e.reason());
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
                    let v: Vec<u64> = std::iter::repeat(1u64).map(|x| x + 1).collect();
                    let at = v[0];
                """);
        assertEquals("std::iter::repeat gives items without end: it is read where .take(n), .take_while(f) or a "
                + ".zip with a list bounds it, not with .collect", e.reason());
    }
}
