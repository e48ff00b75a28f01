package dev.layoutprover.simulator.naive;

/**
 * The naive evaluator's own scalar arithmetic: the meaning of each {@link ElementwiseOp} and
 * {@link ReduceOp} written again from its definition, so that the evaluator never calls the
 * simulator's engine code ({@link ElementwiseOp#apply}, {@link ReduceOp#combine}, which the engines
 * use). Integers are computed exactly in {@code long} and then brought to 32 bits: wrapping is
 * the residue modulo 2^32 in {@code [-2^31, 2^31)}, saturation a clamp; shifts are
 * multiplications and floor divisions by powers of two. Floats are computed on {@code float}
 * operands in {@code float} arithmetic.
 *
 * <p>Example: {@code apply(ADD_WRAP, 2147483647, 1)} is {@code -2147483648} (the residue of 2^31);
 * {@code apply(SHIFT_RIGHT_ARITH, -7, 1)} is {@code -4} ({@code ⌊-7/2⌋});
 * {@code apply(FP_TO_FXP, 0.5, 31)} is {@code 0} (ties to even).
 */
final class Scalars {

    private static final long TWO_32 = 1L << 32;
    private static final long TWO_31 = 1L << 31;

    private Scalars() {}

    static double apply(ElementwiseOp op, double a, double b) {
        long x = (long) a;
        long y = (long) b;
        int s = (int) Math.floorMod(y, 32L);
        return switch (op) {
            case ADD_WRAP -> wrap(x + y);
            case ADD_SAT -> clamp(x + y);
            case SUB_WRAP -> wrap(x - y);
            case SUB_SAT -> clamp(x - y);
            case MUL_INT -> wrap(Math.multiplyExact(x, y));
            case SHIFT_LEFT -> wrap(Math.multiplyExact(x, 1L << s));
            case SHIFT_RIGHT_LOGICAL -> wrap(Math.floorMod(x, TWO_32) / (1L << s));
            case SHIFT_RIGHT_ARITH -> Math.floorDiv(x, 1L << s);
            case AND -> wrap(Math.floorMod(x, TWO_32) & Math.floorMod(y, TWO_32));
            case OR -> wrap(Math.floorMod(x, TWO_32) | Math.floorMod(y, TWO_32));
            case XOR -> wrap(Math.floorMod(x, TWO_32) ^ Math.floorMod(y, TWO_32));
            case MAX -> larger(a, b);
            case MIN -> smaller(a, b);
            case F_ADD -> (float) a + (float) b;
            case F_SUB -> (float) a - (float) b;
            case F_MUL -> (float) a * (float) b;
            case F_DIV -> (float) a / (float) b;
            case F_MAX -> (float) larger(a, b);
            case F_MIN -> (float) smaller(a, b);
            case F_EXP -> (float) Math.exp(a);
            case F_SQRT -> (float) Math.sqrt(a);
            case F_TANH -> (float) Math.tanh(a);
            case F_SIGMOID -> (float) (1 / (1 + Math.exp(-a)));
            case FXP_TO_FP -> (float) (a * Math.pow(2, b - 31));
            case FP_TO_FXP -> clamp(nearestEven(a * Math.pow(2, 31 - b)));
        };
    }

    /** The larger of two values; NaN if either is; {@code +0} over {@code -0}. */
    static double larger(double a, double b) {
        if (a != a || b != b) {
            return Double.NaN;
        }
        if (a == b) {
            return a == 0 && (1 / a > 0 || 1 / b > 0) ? 0.0 : a;
        }
        return a > b ? a : b;
    }

    /** The smaller of two values; NaN if either is; {@code -0} under {@code +0}. */
    static double smaller(double a, double b) {
        if (a != a || b != b) {
            return Double.NaN;
        }
        if (a == b) {
            return a == 0 && (1 / a < 0 || 1 / b < 0) ? -0.0 : a;
        }
        return a < b ? a : b;
    }

    /** The reduction {@code op} of an accumulated value and the next one. */
    static double combine(ReduceOp op, double acc, double v) {
        return switch (op) {
            case ADD_SAT -> clamp((long) acc + (long) v);
            case ADD -> (float) acc + (float) v;
            case MAX -> larger(acc, v);
            case MIN -> smaller(acc, v);
            case ADD_WRAP -> wrap((long) acc + (long) v);
            case MUL -> (float) (acc * v);
        };
    }

    /** The residue of {@code v} modulo 2^32 in {@code [-2^31, 2^31)}. */
    static long wrap(long v) {
        return Math.floorMod(v + TWO_31, TWO_32) - TWO_31;
    }

    /** {@code v} clamped to the 32-bit range, an integer without a signed zero; NaN is 0. */
    static double clamp(double v) {
        if (v != v) {
            return 0;
        }
        return v < -TWO_31 ? -TWO_31 : v > TWO_31 - 1 ? TWO_31 - 1 : v + 0.0;
    }

    /** {@code v} rounded to an integer, ties to the even one; infinities and NaN unchanged. */
    static double nearestEven(double v) {
        if (v != v || Double.isInfinite(v)) {
            return v;
        }
        double f = Math.floor(v);
        double d = v - f;
        if (d > 0.5) {
            return f + 1;
        }
        if (d < 0.5) {
            return f;
        }
        return Math.floorMod((long) f, 2L) == 0 ? f : f + 1;
    }
}
