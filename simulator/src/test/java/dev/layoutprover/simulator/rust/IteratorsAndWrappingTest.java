package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Iterators as engineers step them ({@code .next()} on a {@code let mut} iterator, {@code nth},
 * {@code chunks}, {@code windows}, {@code position}, {@code fold}, …), the wrapping, checked and
 * saturating integer methods (read where the answer does not depend on a width that is not
 * written), and a generic struct type as a turbofish argument: each computes the DM address
 * {@code at} of a copy of the add-one kernel's input (at 0), so a {@code DM::OVERLAP} finding at 0,
 * or none, shows the value computed ({@link PlacedCopies}).
 */
class IteratorsAndWrappingTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String ITEMS = """
            const SLOTS: [u64; 4] = [0x1000, 0x2000, 0x3000, 0x4000];
            const PAGE: u64 = 0x1000;
            struct Pair<T> { a: T, b: T }
            impl<T> Pair<T> {
                const SPAN: u64 = 0x2000;
            }
            fn span<P>(k: u64) -> u64 { k * 0x1000 }
            fn pair_span<P>() -> u64 { P::SPAN }
            fn wrapped(n: u8) -> u64 { n.wrapping_add(100) as u64 }
            """;

    private static final PlacedCopies PLACED = new PlacedCopies(RUNS, ITEMS);

    @Test
    void nextTakesTheFirstItemAndTheIteratorKeepsTheRest() {
        // a = 0, b = 1; the rest [2, 3] sums to 5
        PLACED.assertAtIsShift("""
                    let mut it = (0..4).into_iter();
                    let a = it.next().unwrap();
                    let b = it.next().unwrap();
                    let mut rest = 0;
                    for q in it {
                        rest += q;
                    }
                    let at = (a + b + rest - 6) * PAGE + SHIFT;
                """);
        // SLOTS.iter().next() is the first slot, nth(2) the third; an iterator run dry gives None
        PLACED.assertAtIsShift("""
                    let mut it = SLOTS.iter();
                    let third = *it.nth(2).unwrap();
                    let last = *it.next().unwrap();
                    let none = it.next().is_none();
                    let at = *SLOTS.iter().next().unwrap() + third + last - 0x8000 + if none { SHIFT } else { 1 };
                """);
        // while let over next(): the slots in turn
        PLACED.assertAtIsShift("""
                    let mut it = SLOTS.into_iter().rev();
                    let mut sum = 0;
                    while let Some(s) = it.next() {
                        sum += s;
                    }
                    let at = sum - 0xa000 + SHIFT;
                """);
    }

    @Test
    void chunksWindowsAndSearchesReadTheConstants() {
        // chunks(2) = [[0x1000, 0x2000], [0x3000, 0x4000]]: the second chunk's first slot
        PLACED.assertAtIsShift("    let at = SLOTS.chunks(2).nth(1).unwrap()[0] - 0x3000 + SHIFT;");
        // windows(3) of 4 items: 2 windows; chunks_exact(3): 1; chunks(3): 2
        PLACED.assertAtIsShift("    let at = ((SLOTS.windows(3).count() + SLOTS.chunks_exact(3).count()"
                + " + SLOTS.chunks(3).count() - 5) as u64) * PAGE + SHIFT;");
        PLACED.assertAtIsShift("    let at = SLOTS.iter().position(|&s| s == 0x3000).unwrap() as u64 * PAGE"
                + " - 0x2000 + SHIFT;");
        PLACED.assertAtIsShift("    let at = SLOTS.iter().fold(0, |m, &s| m.max(s)) - 0x4000 + SHIFT;");
        PLACED.assertAtIsShift("    let at = *SLOTS.iter().find(|&&s| s > 0x2000).unwrap() + *SLOTS.iter().max()"
                + ".unwrap() - 0x7000 + SHIFT;");
        PLACED.assertAtIsShift("    let at = if SLOTS.iter().all(|&s| s % PAGE == 0) && !SLOTS.iter().any(|&s| s"
                + " == 0) { SHIFT } else { 1 };");
        // closure parameters taken apart: |(i, &s)| over enumerate, |&(a, b)| over zip
        PLACED.assertAtIsShift("    let at = SLOTS.iter().enumerate().map(|(i, &s)| s * i as u64).sum::<u64>()"
                + " - 0x14000 + SHIFT;");
        PLACED.assertAtIsShift("    let pairs = [(1, 0x1000), (2, 0x2000)];\n    let at = pairs.iter().map(|&(k, s)|"
                + " k * s).sum::<u64>() - 0x5000 + SHIFT;");
        PLACED.assertAtIsShift("    let at = (1..=4).product::<u64>() * PAGE - 0x18000 + SHIFT;");
        assertEquals(".chunks(0) panics: the size is at least 1",
                PLACED.error("    let at = SLOTS.chunks(0).count() as u64;").reason());
    }

    @Test
    void wrappingAndCheckedArithmeticFollowTheWrittenTypeOrNeedNone() {
        // written: 200 + 100 wraps to 44 in u8; 0 - 1 to u64::MAX is past the values read, so a usize sub of 1 from 5
        PLACED.assertAtIsShift("    let at = ((200 as u8).wrapping_add(100) as u64 - 44) * PAGE + SHIFT;");
        PLACED.assertAtIsShift("    let at = ((100 as i8).wrapping_mul(2) as i64 + 56) as u64 * PAGE + SHIFT;");
        PLACED.assertAtIsShift("    let at = if (100 as i8).checked_add(100).is_none() { PAGE.wrapping_sub(PAGE)"
                + ".wrapping_add(SHIFT) } else { 1 };");
        // unwritten: 4096 + 1 is 4097 in every type that holds 4096
        PLACED.assertAtIsShift("    let at = 4096.wrapping_add(1) - 4097 + 2.checked_mul(3).unwrap() - 6 + SHIFT;");
        PLACED.assertAtIsShift("    let at = (5.saturating_sub(3) - 2) * PAGE + SHIFT;");
        assertEquals(".wrapping_sub() depends on the integer's type, which is not written here: write (x as usize)"
                + ".wrapping_sub() or name a constant of a declared type",
                PLACED.error("    let at = 7.wrapping_sub(9);").reason());
        // a fold's accumulator is of its first value's type: 100 + 100 + 100 wraps to 44 in u8 (300 - 256)
        PLACED.assertAtIsShift("    let at = ((0..3).fold(0u8, |acc, _| acc.wrapping_add(100)) as u64 - 44) * PAGE"
                + " + SHIFT;");
        // and a closure inside its body does not inherit that type: the inner wrapping_sub is unwritten
        assertEquals(".wrapping_sub() depends on the integer's type, which is not written here: write (x as usize)"
                + ".wrapping_sub() or name a constant of a declared type",
                PLACED.error("    let at = (0..3).fold(0u8, |acc, _| acc.wrapping_add([7].iter().map(|x| x"
                        + ".wrapping_sub(9)).sum()));").reason());
        assertEquals(".wrapping_mul() depends on the integer's type, which is not written here: write (x as usize)"
                + ".wrapping_mul() or name a constant of a declared type",
                PLACED.error("    let at = 200.wrapping_mul(2);").reason());
    }

    @Test
    void closuresRunOnEveryItemForWhatTheyDoOrGive() {
        // for_each and inspect run the closure on each item in order: 1 + 2 + 3 + 4
        PLACED.assertAtIsShift("""
                    let mut sum = 0;
                    (1..=4).for_each(|i| sum += i);
                    let mut seen = 0;
                    let n = SLOTS.iter().inspect(|&&s| seen += s).count() as u64;
                    let at = (sum - 10 + n - 4) * PAGE + seen - 0xa000 + SHIFT;
                """);
        // filter_map keeps the Somes' values, flat_map the items of each list, last the last one
        PLACED.assertAtIsShift("""
                    let even: Vec<u64> = (0..4).filter_map(|i| if i % 2 == 0 { Some(i * PAGE) } else { None }).collect();
                    let both: Vec<u64> = (0..2).flat_map(|i| [i, i + 8]).collect();
                    let at = even[1] - 0x2000 + both[1] - 8 + both[2] - 1 + *SLOTS.iter().last().unwrap() - 0x4000
                        + if (0..0).last().is_none() { SHIFT } else { 1 };
                """);
        assertEquals(".filter_map's closure gives an Option, got the integer 1",
                PLACED.error("    let at = (0..2).filter_map(|i| i + 1).count() as u64;").reason());
    }

    @Test
    void aRangeKeepsItsBounds() {
        // Range's start and end fields (end one past the last item), through a clone; RangeInclusive's methods
        PLACED.assertAtIsShift("""
                    let low = 2..6;
                    let high = low.end..low.end + 4;
                    let both = 0..=7;
                    let at = (high.clone().end - low.start - 8 + both.end() - 7 + both.start()) * PAGE
                        + low.len() as u64 - 4 + SHIFT;
                """);
    }

    @Test
    void aVariableKeepsTheIntegerTypeItWasBoundWith() {
        // written on the let, kept through an assignment
        PLACED.assertAtIsShift("    let x: u8 = 200;\n    let at = (x.wrapping_add(100) as u64 - 44) * PAGE + SHIFT;");
        PLACED.assertAtIsShift("    let mut x: u8 = 250;\n    x += 2;\n    let at = x.wrapping_add(4) as u64 * PAGE + SHIFT;");
        // inferred from a suffix and an operation on a typed variable
        PLACED.assertAtIsShift("    let x = 200u8;\n    let y = x + 50;\n    let at = y.wrapping_add(6) as u64 * PAGE + SHIFT;");
        // a parameter's type
        PLACED.assertAtIsShift("    let at = (wrapped(200) - 44) * PAGE + SHIFT;");
        // count_ones gives a u32, whatever its receiver
        PLACED.assertAtIsShift("    let x: u8 = 255;\n    let c = x.count_ones();\n"
                + "    let at = c.wrapping_add(u32::MAX - 7) as u64 * PAGE + SHIFT;");
        // a let without a type shadows the typed variable and its type
        assertEquals(".wrapping_sub() depends on the integer's type, which is not written here: write (x as usize)"
                + ".wrapping_sub() or name a constant of a declared type",
                PLACED.error("    let x: u8 = 7;\n    let x = 7;\n    let at = x.wrapping_sub(9);").reason());
    }

    @Test
    void aGenericStructTypeIsATurbofishArgument() {
        PLACED.assertAtIsShift("    let at = span::<Pair<i8>>(1) - 0x1000 + SHIFT;");
        PLACED.assertAtIsShift("    let at = pair_span::<Pair<u64>>() - 0x2000 + SHIFT;");
    }
}
