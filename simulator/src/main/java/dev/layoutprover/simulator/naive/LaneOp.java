package dev.layoutprover.simulator.naive;

/**
 * The Vector Engine's lanewise operations, named as the reference names them, with their meaning
 * on exact numbers: {@link #apply} takes the operands already arranged by the argument mode and
 * computes in {@code long} and {@code double} arithmetic, narrowing to {@code i32} (wrapping or
 * saturating as the name says) or rounding to {@code f32}. This is the naive evaluator's own
 * definition; the engines compute the same operations separately, on {@code int} and
 * {@code float}.
 *
 * <p>Example: {@code MUL_FXP.apply(1 << 30, 1 << 30)} is {@code 1 << 29} (Q31 0.5 · 0.5 = 0.25);
 * {@code FP_TO_FXP.apply(-2.5, 31)} is {@code -3} (half away from zero, as the reference rounds);
 * {@code LEFT_SHIFT_SAT.apply(1 << 30, 2)} is {@code 2147483647}; {@code F_FMA.apply(2, 3, 1)}
 * is {@code 7}.
 */
public enum LaneOp {
    ADD_FXP(2, false), ADD_FXP_SAT(2, false), SUB_FXP(2, false), SUB_FXP_SAT(2, false),
    LEFT_SHIFT(2, false), LEFT_SHIFT_SAT(2, false), MUL_FXP(2, false), MUL_INT(2, false),
    LOGIC_RIGHT_SHIFT(2, false), ARITH_RIGHT_SHIFT(2, false),
    BIT_AND(2, false), BIT_OR(2, false), BIT_XOR(2, false),
    MIN(2, false), MAX(2, false), ABS_MIN(2, false), ABS_MAX(2, false),
    F_BIT_AND(2, true), F_BIT_OR(2, true), F_BIT_XOR(2, true),
    F_ADD(2, true), F_SUB(2, true), F_MUL(2, true), F_DIV(2, true),
    F_MIN(2, true), F_MAX(2, true), F_ABS_MIN(2, true), F_ABS_MAX(2, true),
    F_EXP(1, true), F_NEG_EXP(1, true), F_SQRT(1, true), F_TANH(1, true), F_SIGMOID(1, true),
    F_LOG(1, true), F_SIN(1, true), F_COS(1, true),
    F_FMA(3, true),
    /** {@code i32 → f32}: {@code x · 2^(w - 31)} rounded to nearest even; the second operand is {@code w}. */
    FXP_TO_FP(2, false),
    /**
     * {@code f32 → i32}: {@code x · 2^(31 - w)} rounded half away from zero and clamped; a NaN
     * gives {@code i32::MAX} or {@code i32::MIN} by its sign. The second operand is {@code w}.
     */
    FP_TO_FXP(2, true),
    /** {@code i32 → i8} as Rust's {@code as}: the low 8 bits, signed (the reference's cast). */
    WRAP_TO_I8(1, false),
    /** {@code i32 → i4}: the low 4 bits, signed (the reference's {@code i4::from_i32}). */
    WRAP_TO_I4(1, false);

    private final int arity;
    private final boolean floating;

    LaneOp(int arity, boolean floating) {
        this.arity = arity;
        this.floating = floating;
    }

    /** How many operands the operation takes (1, 2 or 3). */
    public int arity() {
        return arity;
    }

    /** Whether the operation works on {@code f32} values (otherwise on {@code i32}). */
    public boolean isFloat() {
        return floating;
    }

    /** The result for operands {@code x[0..arity)}. */
    public double apply(double... x) {
        long a = (long) x[0];
        long b = x.length > 1 ? (long) x[1] : 0;
        return switch (this) {
            case ADD_FXP -> wrap(a + b);
            case ADD_FXP_SAT -> saturate(a + b);
            case SUB_FXP -> wrap(a - b);
            case SUB_FXP_SAT -> saturate(a - b);
            case LEFT_SHIFT -> wrap(a * (1L << (b & 31)));
            case LEFT_SHIFT_SAT -> saturate(a * wrap(1L << (b & 31)));
            case MUL_FXP -> a == Integer.MIN_VALUE && b == Integer.MIN_VALUE ? Integer.MAX_VALUE
                    : wrap(Math.floorDiv(Math.floorDiv(a * b, 1L << 30) + 1, 2));
            case MUL_INT -> wrap(a * b);
            case LOGIC_RIGHT_SHIFT -> wrap((a & 0xFFFF_FFFFL) / (1L << (b & 31)));
            case ARITH_RIGHT_SHIFT -> Math.floorDiv(a, 1L << (b & 31));
            case BIT_AND -> wrap(a & b);
            case BIT_OR -> wrap(a | b);
            case BIT_XOR -> wrap(a ^ b);
            case MIN -> Math.min(a, b);
            case MAX -> Math.max(a, b);
            case ABS_MIN -> wrap(Math.abs(a)) < wrap(Math.abs(b)) ? a : b;
            case ABS_MAX -> wrap(Math.abs(a)) > wrap(Math.abs(b)) ? a : b;
            case F_BIT_AND -> bits(x[0], x[1], 0);
            case F_BIT_OR -> bits(x[0], x[1], 1);
            case F_BIT_XOR -> bits(x[0], x[1], 2);
            case F_ADD -> (float) (x[0] + x[1]);
            case F_SUB -> (float) (x[0] - x[1]);
            case F_MUL -> (float) (x[0] * x[1]);
            case F_DIV -> (float) (x[0] / x[1]);
            case F_MIN -> minNum(x[0], x[1], true);
            case F_MAX -> minNum(x[0], x[1], false);
            case F_ABS_MIN -> Math.abs(x[0]) < Math.abs(x[1]) ? x[0] : x[1];
            case F_ABS_MAX -> Math.abs(x[0]) > Math.abs(x[1]) ? x[0] : x[1];
            case F_EXP -> (float) Math.exp(x[0]);
            case F_NEG_EXP -> (float) Math.exp(-x[0]);
            case F_SQRT -> (float) Math.sqrt(x[0]);
            case F_TANH -> (float) Math.tanh(x[0]);
            case F_SIGMOID -> (float) (1.0 / (float) (1.0 + (float) Math.exp(-x[0])));
            case F_LOG -> (float) Math.log(x[0]);
            case F_SIN -> (float) Math.sin(x[0]);
            case F_COS -> (float) Math.cos(x[0]);
            case F_FMA -> fma(x[0], x[1], x[2]);
            case FXP_TO_FP -> (float) (x[0] * Math.pow(2, x[1] - 31));
            case FP_TO_FXP -> toFixedPoint(x[0], (int) x[1]);
            case WRAP_TO_I8 -> Math.floorMod(a + 128, 256) - 128;
            case WRAP_TO_I4 -> Math.floorMod(a + 8, 16) - 8;
        };
    }

    private static double toFixedPoint(double x, int w) {
        if (Double.isNaN(x)) {
            return Double.doubleToRawLongBits(x) < 0 ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        }
        double v = x * Math.pow(2, 31 - w);
        double rounded = Math.signum(v) * Math.floor(Math.abs(v) + 0.5);
        return Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, rounded));
    }

    /** {@code v} reduced to its low 32 bits, as a signed value. */
    private static long wrap(long v) {
        long low = Math.floorMod(v, 1L << 32);
        return low >= 1L << 31 ? low - (1L << 32) : low;
    }

    private static long saturate(long v) {
        return Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, v));
    }

    /** IEEE minNum / maxNum as Rust's {@code f32::min} and {@code max}: a NaN operand yields the other one. */
    public static double minNum(double a, double b, boolean min) {
        if (Double.isNaN(a)) {
            return b;
        }
        if (Double.isNaN(b)) {
            return a;
        }
        return min ? Math.min(a, b) : Math.max(a, b);
    }

    private static double bits(double a, double b, int which) {
        long x = Float.floatToRawIntBits((float) a) & 0xFFFF_FFFFL;
        long y = Float.floatToRawIntBits((float) b) & 0xFFFF_FFFFL;
        long r = which == 0 ? x & y : which == 1 ? x | y : x ^ y;
        return Float.intBitsToFloat((int) r);
    }

    /** {@code a · b + c} with one rounding, through exact decimal arithmetic. */
    private static double fma(double a, double b, double c) {
        if (!Double.isFinite(a) || !Double.isFinite(b) || !Double.isFinite(c)) {
            return (float) (a * b + c);
        }
        java.math.BigDecimal exact = new java.math.BigDecimal(a).multiply(new java.math.BigDecimal(b))
                .add(new java.math.BigDecimal(c));
        if (exact.signum() == 0) {
            return (float) (a * b + c);
        }
        return exact.floatValue();
    }
}
