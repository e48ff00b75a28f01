package dev.layoutprover.simulator.naive;

/**
 * Error bounds of the division and the unary float functions of the Vector Engine when their
 * operands carry an error bound (a sum accumulated in another order, a rounded intermediate): how
 * far the engine's {@code f32} result may lie from the naive evaluator's, both rounded to
 * {@code f32}. The operand's own error moves the exact result by at most the function's change over
 * the operand's interval; each of the two roundings (and the few roundings inside a sigmoid) adds a
 * relative {@code 2^-24}, counted here as four of them on the result and that change.
 *
 * <p>Example: {@code exp} of {@code a = 0} known within {@code 1e-6} may move by
 * {@code e^0 · (e^(1e-6) - 1) ≈ 1.0000005e-6}, so the bound is about {@code 1.24e-6}. A bound the
 * operands leave unlimited (a divisor whose interval holds zero, a logarithm of an interval
 * reaching zero) is refused: the comparison has no meaning there.
 */
final class InexactBounds {

    /** The float functions of one operand. */
    enum Function { EXP, NEG_EXP, SQRT, TANH, SIGMOID, LOG, SIN, COS }

    private static final double ROUNDINGS = 4 * 0x1p-24;

    private InexactBounds() {}

    /** The bound of {@code r = fl(a / b)} when {@code a} and {@code b} are known within {@code ea} and {@code eb}. */
    static double quotient(double a, double ea, double b, double eb, double r) {
        if (!(eb < Math.abs(b))) {
            throw new IllegalArgumentException("the conformance harness states no error bound for a division by " + b
                    + " known only within " + eb + ": the divisor may be zero");
        }
        double moved = (ea + Math.abs(a / b) * eb) / (Math.abs(b) - eb);
        return finite(moved + ROUNDINGS * (Math.abs(r) + moved), "a division");
    }

    /** The bound of {@code r = fl(f(a))} when {@code a} is known within {@code e}. */
    static double unary(Function f, double a, double e, double r) {
        double moved = switch (f) {
            case EXP -> Math.exp(a) * Math.expm1(e);
            case NEG_EXP -> Math.exp(-a) * Math.expm1(e);
            case SQRT -> a > 0 ? e / (Math.sqrt(a) + Math.sqrt(Math.max(a - e, 0))) : Math.sqrt(Math.max(a + e, 0));
            case TANH, SIN, COS -> e;
            case SIGMOID -> e / 4;
            case LOG -> {
                if (!(e < a)) {
                    throw new IllegalArgumentException("the conformance harness states no error bound for the logarithm"
                            + " of " + a + " known only within " + e + ": the operand may be zero");
                }
                yield -Math.log1p(-e / a);
            }
        };
        return finite(moved + ROUNDINGS * (Math.abs(r) + moved), f.name().toLowerCase(java.util.Locale.ROOT));
    }

    private static double finite(double bound, String what) {
        if (!Double.isFinite(bound)) {
            throw new IllegalArgumentException("the conformance harness states no finite error bound for " + what
                    + " here: the operand's error is too large");
        }
        return bound;
    }
}
