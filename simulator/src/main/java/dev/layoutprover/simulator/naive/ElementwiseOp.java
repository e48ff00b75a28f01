package dev.layoutprover.simulator.naive;

/**
 * The scalar meaning of the Vector Engine's elementwise operations, on 32-bit values: integer ops
 * wrap or saturate as their name says, float ops are correctly rounded to {@code f32}.
 *
 * <p>Example: {@code ADD_WRAP.apply(2147483647, 1)} is {@code -2147483648};
 * {@code ADD_SAT.apply(2147483647, 1)} is {@code 2147483647}; {@code MUL_INT.apply(65536, 65536)}
 * is {@code 0} (the low 32 bits).
 */
public enum ElementwiseOp {
    ADD_WRAP, ADD_SAT, SUB_WRAP, SUB_SAT, MUL_INT, SHIFT_LEFT, SHIFT_RIGHT_LOGICAL, SHIFT_RIGHT_ARITH,
    AND, OR, XOR, MAX, MIN,
    F_ADD, F_SUB, F_MUL, F_DIV, F_MAX, F_MIN,
    F_EXP, F_SQRT, F_TANH, F_SIGMOID,
    /** {@code i32 → f32}: {@code x · 2^(param - 31)}, so an integer width of 31 converts integers. */
    FXP_TO_FP,
    /** {@code f32 → i32}: {@code round(x · 2^(31 - param))}, saturating. */
    FP_TO_FXP;

    /**
     * The result for operands {@code a} and {@code b} (the parameter, for unary ops), as the Vector
     * Engine's ALUs compute it: the simulator's engines call this; the naive evaluator computes with
     * its own implementation ({@code Scalars}), and properties check that the two agree.
     */
    public double apply(double a, double b) {
        long x = (long) a;
        long y = (long) b;
        return switch (this) {
            case ADD_WRAP -> (int) (x + y);
            case ADD_SAT -> sat(x + y);
            case SUB_WRAP -> (int) (x - y);
            case SUB_SAT -> sat(x - y);
            case MUL_INT -> (int) (x * y);
            case SHIFT_LEFT -> (int) x << (y & 31);
            case SHIFT_RIGHT_LOGICAL -> (int) x >>> (y & 31);
            case SHIFT_RIGHT_ARITH -> (int) x >> (y & 31);
            case AND -> (int) (x & y);
            case OR -> (int) (x | y);
            case XOR -> (int) (x ^ y);
            case MAX -> Math.max(a, b);
            case MIN -> Math.min(a, b);
            case F_ADD -> (float) (a + b);
            case F_SUB -> (float) (a - b);
            case F_MUL -> (float) (a * b);
            case F_DIV -> (float) (a / b);
            case F_MAX -> (float) Math.max(a, b);
            case F_MIN -> (float) Math.min(a, b);
            case F_EXP -> (float) Math.exp(a);
            case F_SQRT -> (float) Math.sqrt(a);
            case F_TANH -> (float) Math.tanh(a);
            case F_SIGMOID -> (float) (1 / (1 + Math.exp(-a)));
            case FXP_TO_FP -> (float) Math.scalb(a, (int) b - 31);
            case FP_TO_FXP -> sat(Math.round(Math.rint(Math.scalb(a, 31 - (int) b))));
        };
    }

    /** True for operations on {@code f32} values. */
    public boolean isFloat() {
        return name().startsWith("F_") || this == FP_TO_FXP;
    }

    private static double sat(long v) {
        return Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, v));
    }
}
