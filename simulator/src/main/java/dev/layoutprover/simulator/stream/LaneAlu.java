package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.naive.LaneOp;

/**
 * The Vector Engine ALUs' arithmetic on one lane, in the hardware's own widths: {@code int} for
 * the integer ({@code Fxp}, {@code Logic}, {@code Clip}) operations, {@code float} for the float
 * ones. Shift amounts use their low 5 bits; {@code MulFxp} is the Q31 product rounded half up, with
 * {@code MIN · MIN} saturating to {@code MAX}.
 *
 * <p>Example: {@code i32(ADD_FXP_SAT, Integer.MAX_VALUE, 1)} is {@code Integer.MAX_VALUE};
 * {@code f32(F_FMA, 2f, 3f, 1f)} is {@code 7f}.
 */
final class LaneAlu {

    private LaneAlu() {}

    static int i32(LaneOp op, int a, int b) {
        return switch (op) {
            case ADD_FXP -> a + b;
            case ADD_FXP_SAT -> saturate((long) a + b);
            case SUB_FXP -> a - b;
            case SUB_FXP_SAT -> saturate((long) a - b);
            case LEFT_SHIFT -> a << b;
            case LEFT_SHIFT_SAT -> saturate((long) a * (1 << b));
            case MUL_FXP -> a == Integer.MIN_VALUE && b == Integer.MIN_VALUE ? Integer.MAX_VALUE
                    : (int) ((((long) a * b >> 30) + 1) >> 1);
            case MUL_INT -> a * b;
            case LOGIC_RIGHT_SHIFT -> a >>> b;
            case ARITH_RIGHT_SHIFT -> a >> b;
            case BIT_AND -> a & b;
            case BIT_OR -> a | b;
            case BIT_XOR -> a ^ b;
            case MIN -> Math.min(a, b);
            case MAX -> Math.max(a, b);
            case ABS_MIN -> Math.abs(a) < Math.abs(b) ? a : b;
            case ABS_MAX -> Math.abs(a) > Math.abs(b) ? a : b;
            default -> throw new IllegalArgumentException(op + " is not an i32 operation");
        };
    }

    static float f32(LaneOp op, float a, float b, float c) {
        return switch (op) {
            case F_BIT_AND -> Float.intBitsToFloat(Float.floatToRawIntBits(a) & Float.floatToRawIntBits(b));
            case F_BIT_OR -> Float.intBitsToFloat(Float.floatToRawIntBits(a) | Float.floatToRawIntBits(b));
            case F_BIT_XOR -> Float.intBitsToFloat(Float.floatToRawIntBits(a) ^ Float.floatToRawIntBits(b));
            case F_ADD -> a + b;
            case F_SUB -> a - b;
            case F_MUL -> a * b;
            case F_DIV -> a / b;
            case F_MIN -> Float.isNaN(a) ? b : Float.isNaN(b) ? a : Math.min(a, b);
            case F_MAX -> Float.isNaN(a) ? b : Float.isNaN(b) ? a : Math.max(a, b);
            case F_ABS_MIN -> Math.abs(a) < Math.abs(b) ? a : b;
            case F_ABS_MAX -> Math.abs(a) > Math.abs(b) ? a : b;
            case F_EXP -> (float) Math.exp(a);
            case F_NEG_EXP -> (float) Math.exp(-a);
            case F_SQRT -> (float) Math.sqrt(a);
            case F_TANH -> (float) Math.tanh(a);
            case F_SIGMOID -> 1f / (1f + (float) Math.exp(-a));
            case F_LOG -> (float) Math.log(a);
            case F_SIN -> (float) Math.sin(a);
            case F_COS -> (float) Math.cos(a);
            case F_FMA -> Math.fma(a, b, c);
            default -> throw new IllegalArgumentException(op + " is not an f32 operation");
        };
    }

    /** {@code vector_fxp_to_fp(w)}: {@code a · 2^(w - 31)} as the nearest {@code f32}. */
    static float fxpToFp(int a, int w) {
        return (float) Math.scalb((double) a, w - 31);
    }

    /** {@code vector_fp_to_fxp(w)}: {@code f · 2^(31 - w)}, half away from zero, clamped; NaN by its sign. */
    static int fpToFxp(float f, int w) {
        if (Float.isNaN(f)) {
            return Float.floatToRawIntBits(f) < 0 ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        }
        double v = Math.scalb((double) f, 31 - w);
        double r = v >= 0 ? Math.floor(v + 0.5) : -Math.floor(-v + 0.5);
        return r >= Integer.MAX_VALUE ? Integer.MAX_VALUE : r <= Integer.MIN_VALUE ? Integer.MIN_VALUE : (int) r;
    }

    private static int saturate(long v) {
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, v));
    }
}
