package dev.layoutprover.simulator.naive;

/**
 * A reduction of the Vector Engine's intra-slice reduce: saturating integer add, float add, max
 * and min, each with its identity element.
 *
 * <p>Example: {@code ADD_SAT.combine(2147483647, 5)} is {@code 2147483647}; {@code MAX.identity()}
 * is {@code -2147483648} for {@code i32}.
 */
public enum ReduceOp {
    ADD_SAT, ADD, MAX, MIN;

    public double combine(double a, double b) {
        return switch (this) {
            case ADD_SAT -> Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, (long) a + (long) b));
            case ADD -> (float) (a + b);
            case MAX -> Math.max(a, b);
            case MIN -> Math.min(a, b);
        };
    }

    /** The identity element for values of a float ({@code f32}) or integer ({@code i32}) stream. */
    public double identity(boolean floating) {
        return switch (this) {
            case ADD_SAT, ADD -> 0;
            case MAX -> floating ? Double.NEGATIVE_INFINITY : Integer.MIN_VALUE;
            case MIN -> floating ? Double.POSITIVE_INFINITY : Integer.MAX_VALUE;
        };
    }
}
