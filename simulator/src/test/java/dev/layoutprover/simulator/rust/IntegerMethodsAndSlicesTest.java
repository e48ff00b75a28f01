package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.kernel.syntax.KernelError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Sizes computed by the integer methods and constants of Rust's types ({@code usize::pow},
 * {@code div_ceil}, {@code ilog2}, {@code trailing_zeros}, {@code leading_zeros}, {@code BITS},
 * {@code MIN}, {@code MAX}) and arrays sliced by ranges, open or not: each computes the DM address
 * {@code at} of a copy of the add-one kernel's input (at 0), so a {@code DM::OVERLAP} finding at 0,
 * or none, shows the value computed ({@link PlacedCopies}).
 */
class IntegerMethodsAndSlicesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String SIZES = """
            const PAGE: usize = usize::pow(2, 12);
            const ROWS: usize = 2usize.pow(9);
            const QUARTERS: usize = 2048_usize.div_ceil(ROWS);
            const WIDE: u32 = 0x10;
            """;

    private static final PlacedCopies PLACED = new PlacedCopies(RUNS, SIZES);

    @Test
    void anAssociatedCallOfAPrimitiveTypeIsTheMethodOnItsFirstArgument() {
        PLACED.assertAtIsShift("    let at = (PAGE - 4096 + SHIFT) as u64;");
        PLACED.assertAtIsShift("    let at = (QUARTERS * 0x1000 - 0x4000 + SHIFT) as u64;");
        // 2049 rows take 5 quarters of 512, 2048 four, 1 one
        PLACED.assertAtIsShift("    let at = (2049_usize.div_ceil(ROWS) + 1_usize.div_ceil(ROWS) - 6 + SHIFT) as u64;");
    }

    @Test
    void logarithmsAndBitCountsFollowTheWrittenType() {
        PLACED.assertAtIsShift("    let at = (QUARTERS.ilog2() + PAGE.trailing_zeros() - 14 + SHIFT) as u64;");
        // 511 in 64 bits has 55 leading zeros; 16 in 32 bits, 27; 0 as u32 has 32 trailing zeros
        PLACED.assertAtIsShift("    let at = ((ROWS - 1).leading_zeros() + WIDE.leading_zeros() - 82 + SHIFT) as u64;");
        PLACED.assertAtIsShift("    let at = ((0 as u32).trailing_zeros() + usize::BITS - 96 + SHIFT) as u64;");
        PLACED.assertAtIsShift("    let at = (i8::MIN + 128) as u64 + (u32::MAX - 4294967295) as u64 + SHIFT;");
    }

    @Test
    void absSignumAndNextMultipleOfAreRusts() {
        // |-3| + signum(-9) + signum(0) + signum(4) = 3 - 1 + 0 + 1; 4097 rounded up to a page is 8192
        PLACED.assertAtIsShift("    let at = ((-3_i64).abs() + (-9_i64).signum() + 0_i64.signum() + 4_i64.signum() - 3 "
                + "+ SHIFT as i64) as u64;");
        PLACED.assertAtIsShift("    let at = 4097_u64.next_multiple_of(4096) + 4096_u64.next_multiple_of(4096) - 12288 "
                + "+ SHIFT;");
        PLACED.assertAtIsShift("    let at = u64::from(true) + u64::from(false) - 1 + SHIFT;");
        assertEquals("-128.abs() overflows its type: the host code panics here",
                PLACED.error("    let at = (i8::MIN as i8).abs() as u64;").reason());
        assertEquals("4096.next_multiple_of(0) takes unsigned integers, the second not 0: the host code panics on 0",
                PLACED.error("    let at = 4096_u64.next_multiple_of(0);").reason());
    }

    @Test
    void sizeOfMeasuresPrimitiveTypesAndTheApisScalars() {
        // 4 + 2 + 1 + 8 + 1 = 16
        PLACED.assertAtIsShift("    let at = (std::mem::size_of::<i32>() + core::mem::size_of::<bf16>() "
                + "+ size_of::<f8e4m3>() + mem::size_of::<u64>() + size_of::<i4>() - 16) as u64 + SHIFT;");
    }

    @Test
    void anIntegerMethodTheSimulatorDoesNotComputeLeavesTheFunctionUnmodelled() {
        KernelError e = PLACED.error("    let at = 0x800_u64.rotate_left(1);");
        assertEquals(Unmodelled.class, e.getClass());
        assertEquals("the simulator does not model the integer method .rotate_left yet", e.reason());
        KernelError typed = PLACED.error("    let at = 7.saturating_sub(9);");
        assertEquals(Unmodelled.class, typed.getClass());
    }

    @Test
    void saturatingArithmeticStopsAtTheWrittenTypesBounds() {
        // 0x1000 - 0x3000 stops at 0 for a usize; i8: 100 + 100 stops at 127, -100 - 100 at -128; 4 + 1 + 8 = 13
        PLACED.assertAtIsShift("    let at = PAGE.saturating_sub(0x3000) as u64 + SHIFT;");
        PLACED.assertAtIsShift("    let at = ((100 as i8).saturating_add(100) as i64 + (-100 as i8).saturating_sub(100) "
                + "as i64 + 1) as u64 + SHIFT;");
        PLACED.assertAtIsShift("    let at = (3_usize.abs_diff(7) + (-7_i64).rem_euclid(4) as usize + 5_usize"
                + ".next_power_of_two() - 13 + SHIFT) as u64;");
        KernelError sign = PLACED.error("    let at = 7.saturating_sub(9);");
        assertEquals(".saturating_sub() depends on the integer's type, which is not written here: write (x as usize)"
                + ".saturating_sub() or name a constant of a declared type", sign.reason());
    }

    @Test
    void anArrayIsRepeatedSetByIndexAndTakenApartByAPattern() {
        String table = """
                    let mut slots = [0x4000; 3];
                    let mut i = 0;
                    while i < 3 {
                        slots[i] -= 0x1000 * i;
                        i += 1;
                    }
                    let [first, .., last] = slots;
                """;
        // slots = [0x4000, 0x3000, 0x2000]
        PLACED.assertAtIsShift(table + "    let at = first - last - 0x2000 + SHIFT;");
        PLACED.assertAtIsShift(table + "    let [_, middle, _] = slots;\n    let at = middle - 0x3000 + SHIFT;");
        KernelError past = PLACED.error("    let mut s = [0u64; 2];\n    s[2] = 1;\n    let at = s[0];");
        assertEquals("index 2 is out of bounds of an array of 2", past.reason());
    }

    @Test
    void anEndlessRangeLoopsUntilABreakAndContinueStepsItOn() {
        String search = """
                    let mut seen = 0;
                    let at = 'find: loop {
                        for k in 3.. {
                            if k % 2 == 0 {
                                continue;
                            }
                            seen += 1;
                            if k > 8 {
                                break 'find k;
                            }
                        }
                    };
                """;
        // k = 3, 5, 7, 9: the loop ends at 9 after four odd k
        PLACED.assertAtIsShift(search + "    let at = (at - 9) * 0x1000 + (seen - 4) * 0x1000 + SHIFT;");
    }

    @Test
    void aMethodWhoseAnswerNeedsAWidthThatIsNotWrittenIsNotGuessed() {
        KernelError width = PLACED.error("    let at = 7.leading_zeros() as u64;");
        assertEquals(".leading_zeros() depends on the integer's type, which is not written here: write (x as usize)"
                + ".leading_zeros() or name a constant of a declared type", width.reason());
        KernelError log = PLACED.error("    let at = (ROWS - 512).ilog2() as u64;");
        assertEquals("0.ilog2() has no value: the host code panics here", log.reason());
    }

    @Test
    void aSliceTakesItsRangeOpenAtEitherEnd() {
        String order = "    let order = [0x3000, 0x2000, 0x1000, 0];\n";
        PLACED.assertAtIsShift(order + "    let at = order[2..][1] + SHIFT;");
        PLACED.assertAtIsShift(order + "    let at = order[..3].len() as u64 * 0x1000 - 0x3000 + SHIFT;");
        PLACED.assertAtIsShift(order + "    let at = order[1..=2][1] - 0x1000 + SHIFT;");
        PLACED.assertAtIsShift(order + "    let at = *order[..].last().unwrap() + SHIFT;");
        KernelError past = PLACED.error(order + "    let at = order[3..5][0];");
        assertEquals("the range 3..5 is out of bounds of an array of 4", past.reason());
    }
}
