package dev.layoutprover.simulator.naive;

/**
 * The naive evaluator's own rounding to {@code f8e4m3}, by its value grid rather than by bits:
 * the 127 non-negative values are {@code k · 2^-9} for {@code k < 8} and
 * {@code (8 + m) · 2^(e - 10)} for exponent field {@code e = 1..15}, fraction {@code m = 0..7}
 * (the last, {@code e = 15, m = 7}, is NaN). A value rounds to the nearest grid value, a tie to
 * the one of even code; beyond the largest value 448 it is 448 (the reference saturates); NaN
 * stays NaN. The value is first an {@code f32}, as the engines convert {@code f32} lanes.
 *
 * <p>Example: {@code round(0.0029296875)} ({@code 1.5 · 2^-9}) is {@code 2^-8}, the even code 2;
 * {@code round(-1000)} is {@code -448}.
 */
final class F8Grid {

    private static final double[] VALUES = grid();

    private F8Grid() {}

    private static double[] grid() {
        double[] v = new double[0x7f];
        for (int code = 0; code < v.length; code++) {
            int e = code >> 3;
            int m = code & 7;
            v[code] = e == 0 ? m * Math.pow(2, -9) : (8 + m) * Math.pow(2, e - 10);
        }
        return v;
    }

    static double round(double x) {
        double f = (float) x;
        if (Double.isNaN(f)) {
            return Double.NaN;
        }
        double a = Math.abs(f);
        int best = 0;
        for (int code = 1; code < VALUES.length; code++) {
            double d = Math.abs(VALUES[code] - a);
            double e = Math.abs(VALUES[best] - a);
            if (d < e || d == e && code % 2 == 0) {
                best = code;
            }
        }
        double r = a > VALUES[VALUES.length - 1] ? VALUES[VALUES.length - 1] : VALUES[best];
        return f < 0 || (f == 0 && 1 / f < 0) ? -r : r;
    }
}
