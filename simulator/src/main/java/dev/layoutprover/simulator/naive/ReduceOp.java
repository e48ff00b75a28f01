package dev.layoutprover.simulator.naive;

/**
 * A reduction of the Vector Engine: saturating integer add (saturating at each step, folding in
 * index order, as the reference does), float add, max, min and wrapping integer add, each with its
 * identity element.
 *
 * <p>Example: {@code ADD_SAT.combine(2147483647, 5)} is {@code 2147483647}; {@code MAX.identity()}
 * is {@code -2147483648} for {@code i32}.
 */
public enum ReduceOp {
    ADD_SAT, ADD, MAX, MIN,
    /** Wrapping {@code i32} add: the sum's low 32 bits (any order gives the same). */
    ADD_WRAP,
    /** {@code f32} product, rounded at each step, folding in index order. */
    MUL;

    public double combine(double a, double b) {
        return switch (this) {
            case ADD_SAT -> Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, (long) a + (long) b));
            case ADD -> (float) (a + b);
            case MAX -> Math.max(a, b);
            case MIN -> Math.min(a, b);
            case ADD_WRAP -> (int) ((long) a + (long) b);
            case MUL -> (float) (a * b);
        };
    }

    /** The identity element for values of a float ({@code f32}) or integer ({@code i32}) stream. */
    public double identity(boolean floating) {
        return switch (this) {
            case ADD_SAT, ADD, ADD_WRAP -> 0;
            case MAX -> floating ? Double.NEGATIVE_INFINITY : Integer.MIN_VALUE;
            case MIN -> floating ? Double.POSITIVE_INFINITY : Integer.MAX_VALUE;
            case MUL -> 1;
        };
    }
}
