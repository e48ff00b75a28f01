package dev.layoutprover.simulator.rust;

import java.util.Set;

/**
 * The methods Rust's primitive integer types have (core's {@code num/int_macros.rs} and
 * {@code uint_macros.rs}): one the simulator does not compute ({@code 0x1000u64.rotate_left(1)},
 * {@code 7u64.isqrt()}) is valid Rust it does not model, so the function calling it is left
 * unmodelled ({@link Unmodelled}) and the file's other functions are still read; a name not among
 * them ({@code 4096.to_dm(…)}) is an error rustc reports too.
 *
 * <p>Example: {@code IntegerMethodNames.has("to_le_bytes")} holds, {@code has("fetch")} does not.
 */
final class IntegerMethodNames {

    private static final Set<String> NAMES = Set.of("abs", "abs_diff", "checked_abs", "checked_add", "checked_div",
            "checked_div_euclid", "checked_ilog", "checked_ilog10", "checked_ilog2", "checked_mul", "checked_neg",
            "checked_next_multiple_of", "checked_next_power_of_two", "checked_pow", "checked_rem",
            "checked_rem_euclid", "checked_shl", "checked_shr", "checked_sub", "clamp", "cmp", "count_ones",
            "count_zeros", "div_ceil", "div_euclid", "eq", "ge", "gt", "ilog", "ilog10", "ilog2", "is_negative",
            "is_positive", "is_power_of_two", "isqrt", "le", "leading_ones", "leading_zeros", "lt", "max", "min",
            "ne", "next_multiple_of", "next_power_of_two", "overflowing_add", "overflowing_mul", "overflowing_neg",
            "overflowing_pow", "overflowing_shl", "overflowing_shr", "overflowing_sub", "partial_cmp", "pow",
            "rem_euclid", "reverse_bits", "rotate_left", "rotate_right", "saturating_abs", "saturating_add",
            "saturating_div", "saturating_mul", "saturating_neg", "saturating_pow", "saturating_sub", "signum",
            "swap_bytes", "to_be", "to_be_bytes", "to_le", "to_le_bytes", "to_ne_bytes", "to_owned", "to_string",
            "trailing_ones", "trailing_zeros", "unsigned_abs", "wrapping_abs", "wrapping_add", "wrapping_div",
            "wrapping_mul", "wrapping_neg", "wrapping_pow", "wrapping_rem", "wrapping_shl", "wrapping_shr",
            "wrapping_sub", "clone", "into", "try_into", "midpoint", "cast_signed", "cast_unsigned",
            "unbounded_shl", "unbounded_shr", "strict_add", "strict_sub", "strict_mul");

    private IntegerMethodNames() {}

    /** Whether Rust's integer types have a method named {@code name}. */
    static boolean has(String name) {
        return NAMES.contains(name);
    }
}
