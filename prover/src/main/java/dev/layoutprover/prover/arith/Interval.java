package dev.layoutprover.prover.arith;

import java.math.BigInteger;

/**
 * The closed range {@code [lo, hi]} a term's values lie in, given the ranges of its variables.
 *
 * <p>Example: with {@code 0 ≤ x < 100}, {@code 2·x + 1} lies in {@code [1, 199]},
 * {@code ⌊x/8⌋} in {@code [0, 12]} and {@code x mod 8} in {@code [0, 7]}.
 */
record Interval(BigInteger lo, BigInteger hi) {

    static Interval point(BigInteger v) {
        return new Interval(v, v);
    }

    Interval plus(Interval o) {
        return new Interval(lo.add(o.lo), hi.add(o.hi));
    }

    Interval times(BigInteger k) {
        BigInteger a = lo.multiply(k);
        BigInteger b = hi.multiply(k);
        return k.signum() >= 0 ? new Interval(a, b) : new Interval(b, a);
    }

    Interval div(long n) {
        return new Interval(floorDiv(lo, n), floorDiv(hi, n));
    }

    Interval mod(long n) {
        if (floorDiv(lo, n).equals(floorDiv(hi, n))) {
            BigInteger m = BigInteger.valueOf(n);
            return new Interval(lo.mod(m), hi.mod(m));
        }
        return new Interval(BigInteger.ZERO, BigInteger.valueOf(n - 1));
    }

    /** True when every value is in {@code [0, n)}. */
    boolean below(long n) {
        return lo.signum() >= 0 && hi.compareTo(BigInteger.valueOf(n)) < 0;
    }

    static BigInteger floorDiv(BigInteger x, long n) {
        BigInteger[] qr = x.divideAndRemainder(BigInteger.valueOf(n));
        return qr[1].signum() < 0 ? qr[0].subtract(BigInteger.ONE) : qr[0];
    }
}
