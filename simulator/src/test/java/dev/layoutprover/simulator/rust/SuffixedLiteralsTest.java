package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A suffixed integer literal ({@code 255u8}, {@code 16i32}, {@code 0x10_u8}) is of the type its
 * suffix writes, so the methods whose answer depends on the width take that type's, as rustc
 * does: each computes the DM address {@code at} of a copy of the add-one kernel's input (at 0),
 * so a {@code DM::OVERLAP} finding at 0, or none, shows the value computed ({@link PlacedCopies}).
 */
class SuffixedLiteralsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final PlacedCopies PLACED = new PlacedCopies(RUNS, "const PAGE: u64 = 0x1000;\n");

    @Test
    void bitCountsTakeTheSuffixWidth() {
        // 16i32 has one bit set and 27 leading zeros of 32; 0x10_u8 has 3 of 8; 4usize 61 of 64
        PLACED.assertAtIsShift("    let at = (16i32.count_ones() + 16i32.leading_zeros() - 28) as u64 * PAGE + SHIFT;");
        PLACED.assertAtIsShift("    let at = (0x10_u8.leading_zeros() + 4usize.leading_zeros() - 64) as u64 * PAGE"
                + " + SHIFT;");
        // (-1i8) has 8 ones; 0u16 has 16 trailing zeros
        PLACED.assertAtIsShift("    let at = ((-1i8).count_ones() + 0u16.trailing_zeros() - 24) as u64 * PAGE"
                + " + SHIFT;");
    }

    @Test
    void overflowMethodsTakeTheSuffixType() {
        // 255u8 + 1 wraps to 0; 7u8 - 9 wraps to 254, unread without the suffix
        PLACED.assertAtIsShift("    let at = 255u8.wrapping_add(1) as u64 * PAGE + SHIFT;");
        PLACED.assertAtIsShift("    let at = (7u8.wrapping_sub(9) as u64 - 254) * PAGE + SHIFT;");
        // 250u8 + 10 has no u8; 200u8 + 100 saturates at 255; -128i8 negated wraps to itself
        PLACED.assertAtIsShift("    let at = if 250u8.checked_add(10).is_none() && 200u8.saturating_add(100) == 255"
                + " && (-128i8).wrapping_neg() == -128 { SHIFT } else { 1 };");
        PLACED.assertAtIsShift("    let at = (100i8.checked_mul(2).unwrap_or(5) as u64 - 5) * PAGE + SHIFT;");
    }

    @Test
    void aLiteralPastItsTypeIsRefused() {
        assertEquals("the literal 256u8 is out of range for u8, whose values are 0..=255: rustc rejects it",
                PLACED.error("    let at = 256u8 as u64;").reason());
    }
}
