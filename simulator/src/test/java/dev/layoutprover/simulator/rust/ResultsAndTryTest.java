package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.kernel.syntax.KernelError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Host code that returns {@code Option} and {@code Result}: {@code ?} (a {@code Some} or
 * {@code Ok} passes its value on, a {@code None} or {@code Err} is returned from the function),
 * {@code Ok}/{@code Err} values, patterns and methods, a boolean's {@code then_some} and
 * {@code then}, a slice's {@code split_at}, {@code split_first} and {@code split_last}, and
 * {@code .expect("why")}: each computes the DM address {@code at} of a copy of the add-one
 * kernel's input (at 0), so a {@code DM::OVERLAP} finding at 0, or none, shows the value
 * computed ({@link PlacedCopies}).
 */
class ResultsAndTryTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String ITEMS = """
            const SLOTS: [u64; 4] = [0x1000, 0x2000, 0x3000, 0x4000];
            #[derive(Clone, Copy, Debug, PartialEq)]
            enum Refusal { Past(u64) }
            fn page(k: u64) -> Result<u64, Refusal> {
                if k < 4 { Ok(k * 0x1000) } else { Err(Refusal::Past(k)) }
            }
            fn two_pages(k: u64) -> Result<u64, Refusal> {
                let a = page(k)?;
                let b = page(k + 1)?;
                Ok(a + b)
            }
            fn next_slot(k: usize) -> Option<u64> {
                let s = SLOTS.get(k)?;
                Some(*s + 0x1000)
            }
            """;

    private static final PlacedCopies PLACED = new PlacedCopies(RUNS, ITEMS);

    @Test
    void questionMarkPassesAnOksValueOnAndReturnsTheFirstErr() {
        // page(1) + page(2) = 0x3000
        PLACED.assertAtIsShift("    let at = two_pages(1).unwrap() - 0x3000 + SHIFT;");
        // page(3) passes, page(4) is Err(Past(4)), returned as it is
        PLACED.assertAtIsShift("""
                    let at = match two_pages(3) {
                        Ok(_) => 1,
                        Err(Refusal::Past(k)) => (k - 4) * 0x1000 + SHIFT,
                    };
                """);
        // the first ? already returns: Err(Past(5)), not Past(6)
        PLACED.assertAtIsShift("    let at = if two_pages(5) == Err(Refusal::Past(5)) { SHIFT } else { 1 };");
    }

    @Test
    void questionMarkOnAnOptionReturnsNone() {
        PLACED.assertAtIsShift("    let at = next_slot(1).unwrap() - 0x3000 + if next_slot(4).is_none() { SHIFT } "
                + "else { 1 };");
    }

    @Test
    void resultMethodsAndPatterns() {
        PLACED.assertAtIsShift("    let at = page(9).unwrap_or(0x5000) + page(1).map(|v| v * 2).unwrap() - 0x7000"
                + " + if page(9).ok().is_none() && page(9).is_err() && page(2).err().is_none() { SHIFT } else { 1 };");
        PLACED.assertAtIsShift("    let at = if let Ok(v) = page(2) { v - 0x2000 + SHIFT } else { 1 };");
        PLACED.assertAtIsShift("    let at = page(8).map_err(|Refusal::Past(k)| k).unwrap_err() - 8 + SHIFT;");
        PLACED.assertAtIsShift("    let at = page(1).and_then(|v| page(v / 0x1000 + 1)).unwrap() - 0x2000 + SHIFT;");
    }

    @Test
    void anErrUnwrappedIsWhereTheHostCodePanics() {
        KernelError e = PLACED.error("    let at = page(4).unwrap();");
        assertEquals(".unwrap() of Err(a Refusal::Past {0=4}): the host code panics here", e.reason());
    }

    @Test
    void thenSomeAndThenMakeOptionsOfABoolean() {
        PLACED.assertAtIsShift("    let at = (SLOTS.len() == 4).then_some(SHIFT).unwrap() + false.then(|| 5u64)"
                + ".unwrap_or(0);");
        PLACED.assertAtIsShift("    let at = (SLOTS[0] > 0).then(|| SLOTS[1] - 0x2000 + SHIFT).unwrap_or(1);");
    }

    @Test
    void slicesSplitAtAnIndexOrAnEnd() {
        // ([0x1000], [0x2000, 0x3000, 0x4000])
        PLACED.assertAtIsShift("""
                    let (low, high) = SLOTS.split_at(1);
                    let at = low.len() as u64 * 0x1000 + high[0] - 0x3000 + SHIFT;
                """);
        PLACED.assertAtIsShift("""
                    let (last, rest) = SLOTS.split_last().unwrap();
                    let (first, _) = rest.split_first().unwrap();
                    let at = *last - 0x4000 + *first - 0x1000 + (rest.len() as u64 - 3) + SHIFT;
                """);
        PLACED.assertAtIsShift("    let at = SLOTS.split_at(4).1.len() as u64 + SHIFT;");
        KernelError past = PLACED.error("    let at = SLOTS.split_at(5).0[0];");
        assertEquals(".split_at(5) of 4 items: the host code panics here (the index is past the length)",
                past.reason());
    }

    @Test
    void anExpectMessageIsLeftAside() {
        PLACED.assertAtIsShift("    let at = SLOTS.first().copied().expect(\"a first slot\") - 0x1000 + SHIFT;");
        PLACED.assertAtIsShift("    let at = page(1).expect(\"page 1 exists\") - 0x1000 + SHIFT;");
    }
}
