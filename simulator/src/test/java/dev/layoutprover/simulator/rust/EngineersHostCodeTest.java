package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Host code as engineers write it around a kernel: ping-pong addresses swapped by
 * {@code std::mem::swap} or a tuple assignment, Rust 2024's let chains, labelled blocks, an enum's
 * discriminant cast to an integer, integer conversions, {@code Option} methods taking closures,
 * {@code Vec}s collected and {@code for} patterns that take an item apart. Each computes the DM
 * address {@code at} of a copy of the add-one kernel's input (at 0), so a {@code DM::OVERLAP}
 * finding at 0, or none, shows the value computed ({@link PlacedCopies}).
 */
class EngineersHostCodeTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String ITEMS = """
            const SLOTS: [u64; 4] = [0x1000, 0x2000, 0x3000, 0x4000];
            const PARTS: [(u64, u64); 2] = [(0x1000, 2), (0x3000, 1)];
            #[derive(Clone, Copy, PartialEq)]
            enum Half { Low, High = 4, Top }
            """;

    private static final PlacedCopies PLACED = new PlacedCopies(RUNS, ITEMS);

    @Test
    void pingPongAddressesSwapByMemSwapAndByATupleAssignment() {
        // three swaps of (0x1000, 0x2000): a ends at 0x2000
        PLACED.assertAtIsShift("""
                    let mut a = 0x1000;
                    let mut b = 0x2000;
                    for _ in 0..3 {
                        std::mem::swap(&mut a, &mut b);
                    }
                    let at = a - 0x2000 + SHIFT;
                """);
        PLACED.assertAtIsShift("""
                    let (mut a, mut b) = (0x1000, 0x2000);
                    (a, b) = (b, a);
                    (a, b) = (b, a + b);
                    let at = a + b - 0x4000 + SHIFT;
                """);
        // replace gives the old value
        PLACED.assertAtIsShift("""
                    let mut a = 0x1000;
                    let old = core::mem::replace(&mut a, 0x3000);
                    let at = a - old - 0x2000 + SHIFT;
                """);
    }

    @Test
    void aLetChainTestsEachConditionInOrderAndGivesEitherBranchsValue() {
        PLACED.assertAtIsShift("""
                    let mut at = 1;
                    if let Some(&s) = SLOTS.get(2) && s > 0x2000 && let Some(t) = s.checked_sub(0x3000) {
                        at = t + SHIFT;
                    }
                """);
        // SLOTS.get(9) is None: the else branch's value
        PLACED.assertAtIsShift("    let at = if let Some(&s) = SLOTS.get(9) && s > 0 { s } else { SHIFT };");
        PLACED.assertAtIsShift("    let at = if let Some(&s) = SLOTS.get(1) && s > 0x3000 { s } else { SHIFT };");
    }

    @Test
    void aLabelledBlockGivesTheValueItsBreakCarriesOrItsTail() {
        PLACED.assertAtIsShift("""
                    let at = 'pick: {
                        for s in SLOTS {
                            if s > 0x2000 {
                                break 'pick s - 0x3000 + SHIFT;
                            }
                        }
                        1
                    };
                """);
        PLACED.assertAtIsShift("    let at = 'pick: { if SLOTS.len() > 9 { break 'pick 1; } SHIFT };");
    }

    @Test
    void anEnumsDiscriminantIsWrittenOrOnePastTheOneBefore() {
        // Low = 0, High = 4, Top = 5
        PLACED.assertAtIsShift("    let at = (Half::Low as u64 + Half::High as u64 + Half::Top as u64 - 9) * 0x1000"
                + " + SHIFT;");
    }

    @Test
    void integerConversionsAndStandardComparisons() {
        PLACED.assertAtIsShift("    let at = u64::from(7u32) + u64::try_from(0x1000).unwrap() - 0x1007 + SHIFT;");
        PLACED.assertAtIsShift("    let at = if u8::try_from(300).ok().is_none() { SHIFT } else { 1 };");
        PLACED.assertAtIsShift("    let at = std::cmp::max(0x1000, 0x3000) - core::cmp::min(0x2000, 0x3000) - 0x1000"
                + " + SHIFT;");
        assertEquals("300 is no u8: u8::from takes only values it holds",
                PLACED.error("    let at = u8::from(300) as u64;").reason());
    }

    @Test
    void optionClosuresAndForPatternsTakeValuesApart() {
        PLACED.assertAtIsShift("    let at = SLOTS.get(1).and_then(|s| s.checked_sub(0x2000)).map(|s| s + SHIFT)"
                + ".unwrap_or(1);");
        PLACED.assertAtIsShift("    let at = SLOTS.get(7).map_or(SHIFT, |s| *s) + SLOTS.first().filter(|s| **s > 9)"
                + ".map(|_| 0).unwrap_or_else(|| 1);");
        // a Vec collected, by annotation or by turbofish
        PLACED.assertAtIsShift("    let v: Vec<u64> = (1..4).collect();\n    let d = v.iter().map(|&k| k * 0x1000)"
                + ".collect::<Vec<_>>();\n    let at = d[2] - 0x3000 + SHIFT;");
        // 0x1000 · 2 + 0x3000 · 1 = 0x5000
        PLACED.assertAtIsShift("""
                    let mut sum = 0;
                    for &(base, n) in PARTS.iter() {
                        sum += base * n;
                    }
                    let at = sum - 0x5000 + SHIFT;
                """);
    }
}
