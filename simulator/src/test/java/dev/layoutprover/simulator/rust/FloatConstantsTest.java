package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.kernel.syntax.KernelError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Float constants as kernels compute their scales: {@code + - * / %} of floats, the float methods
 * ({@code sqrt}, {@code powi}, {@code recip}, …) by value or by path ({@code f32::sqrt(x)}), an
 * integer method by path ({@code i32::max(a, b)}) and the float types' constants. Each kernel's DM
 * address {@code at} is {@code SHIFT} only when every value is the one Rust computes
 * ({@link PlacedCopies}).
 */
class FloatConstantsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final PlacedCopies PLACED = new PlacedCopies(RUNS, "const INV: f32 = 1.0 / 128.0;\n");

    @Test
    void floatArithmeticAndMethodsGiveRustsValues() {
        PLACED.assertAtIsShift("""
                    let scale = 1.0 / (64.0f32).sqrt();
                    let ok = scale == 0.125 && INV * 128.0 == 1.0 && 7.5f32 % 2.0 == 1.5 && 2.0f32.powi(-3) == 0.125
                        && f32::sqrt(16.0) == 4.0 && (0.25f32).recip() == 4.0 && f32::max(1.5, -2.0) == 1.5
                        && (-2.5f32).abs() == 2.5 && (2.5f32).round() == 3.0 && (-2.5f32).round() == -3.0
                        && (2.7f32).trunc() == 2.0 && (-2.7f32).floor() == -3.0;
                    let limits = f32::MAX > 3.0e38 && -f32::INFINITY < f32::MIN && f32::EPSILON == 1.0 / 8388608.0;
                    let at = if ok && limits && i32::max(2, 7) == 7 && usize::min(3, 9) == 3 { SHIFT } else { 0 };
                """);
    }

    @Test
    void aFloatOperandOfAnIntegerOperatorIsNamed() {
        KernelError e = PLACED.error("""
                    let x = 1.5 << 2.0;
                    let at = SHIFT;
                """);
        assertEquals("'<<' takes two integers, got the numbers 1.5 and 2.0", e.reason());
    }
}
