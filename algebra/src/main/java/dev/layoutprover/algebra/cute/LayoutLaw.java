package dev.layoutprover.algebra.cute;

import java.util.Optional;

/**
 * A law that must hold at each point of a finite domain {@code [0, points())}, stated over layouts
 * kept as data so that the same law can be checked by enumeration ({@link LawChecker}) or encoded
 * for a solver. {@link #violationAt} is the point-wise predicate: empty where the law holds, else
 * what both sides are.
 *
 * <p>Example: {@code new Composition(A, B, R)} has {@code size(B)} points; at {@code c} it compares
 * {@code R(c)} with {@code A(B(c))}.
 */
public sealed interface LayoutLaw {

    /** The law as a formula, e.g. {@code R(c) = A(B(c))}. */
    String statement();

    /** The number of points of the domain. */
    long points();

    /** Empty when the law holds at {@code point}; otherwise both sides, evaluated. */
    Optional<String> violationAt(long point);

    /** {@code size(actual) = size(expected)}: one point. */
    record SameSize(String what, CuteLayout expected, CuteLayout actual) implements LayoutLaw {
        @Override public String statement() { return "size(" + what + ") = " + expected.size(); }
        @Override public long points() { return 1; }
        @Override public Optional<String> violationAt(long point) {
            return actual.size() == expected.size() ? Optional.empty()
                    : Optional.of("size(" + actual + ") = " + actual.size() + " but " + expected.size() + " was required");
        }
    }

    /** {@code actual(x) = expected(x)} for {@code x < size(expected)}: two layouts are one function. */
    record SameFunction(CuteLayout expected, CuteLayout actual) implements LayoutLaw {
        @Override public String statement() { return actual + " (x) = " + expected + " (x)"; }
        @Override public long points() { return expected.size(); }
        @Override public Optional<String> violationAt(long x) {
            long want = expected.apply(x);
            long got = actual.apply(x);
            return want == got ? Optional.empty()
                    : Optional.of("at x = " + x + ": " + actual + " gives " + got + " but " + expected + " gives " + want);
        }
    }

    /** {@code R(c) = A(B(c))} for {@code c < size(B)}. */
    record Composition(CuteLayout a, CuteLayout b, CuteLayout r) implements LayoutLaw {
        @Override public String statement() { return "R(c) = A(B(c)) for A = " + a + ", B = " + b + ", R = " + r; }
        @Override public long points() { return b.size(); }
        @Override public Optional<String> violationAt(long c) {
            long bc = b.apply(c);
            long want = a.apply(bc);
            long got = r.apply(c);
            return want == got ? Optional.empty()
                    : Optional.of("at c = " + c + ": R(c) = " + got + " but A(B(c)) = A(" + bc + ") = " + want);
        }
    }

    /** {@code A(a) = R(b)} only where both are 0: the complement's values avoid the input's. */
    record Disjoint(CuteLayout a, CuteLayout r) implements LayoutLaw {
        @Override public String statement() { return "A(a) ≠ R(b) unless both are 0, for A = " + a + ", R = " + r; }
        @Override public long points() { return Math.multiplyExact(a.size(), r.size()); }
        @Override public Optional<String> violationAt(long point) {
            long i = point / r.size();
            long j = point % r.size();
            long x = a.apply(i);
            long y = r.apply(j);
            return x != y || x == 0 ? Optional.empty()
                    : Optional.of("at a = " + i + ", b = " + j + ": A(a) = R(b) = " + x);
        }
    }

    /** {@code R(i) < R(i + 1)}: the layout is strictly increasing. */
    record Ordered(CuteLayout r) implements LayoutLaw {
        @Override public String statement() { return "R(i) < R(i + 1) for R = " + r; }
        @Override public long points() { return r.size() - 1; }
        @Override public Optional<String> violationAt(long i) {
            long x = r.apply(i);
            long y = r.apply(i + 1);
            return x < y ? Optional.empty() : Optional.of("at i = " + i + ": R(i) = " + x + " but R(i + 1) = " + y);
        }
    }

    /**
     * {@code R(b) < bound} for every {@code b}: the complement of {@code A} up to {@code m} stays below
     * {@code ⌈m / E⌉·E}, where {@code E} is the extent of {@code A}, the largest {@code shape·stride} of its
     * modes (1 if none).
     */
    record Bounded(CuteLayout a, long m, CuteLayout r) implements LayoutLaw {
        /** {@code ⌈m / E⌉·E}. */
        public long bound() {
            long extent = 1;
            for (CuteLayout leaf : a.leaves()) {
                if (leaf.stride().value() != 0 && leaf.shape().value() != 1) {
                    extent = Math.max(extent, Math.multiplyExact(leaf.shape().value(), leaf.stride().value()));
                }
            }
            return Math.multiplyExact(Math.ceilDiv(m, extent), extent);
        }
        @Override public String statement() { return "R(b) < " + bound() + " for R = " + r; }
        @Override public long points() { return r.size(); }
        @Override public Optional<String> violationAt(long b) {
            long y = r.apply(b);
            return y < bound() ? Optional.empty() : Optional.of("at b = " + b + ": R(b) = " + y + " is not below " + bound());
        }
    }

    /**
     * {@code size(A')·size(R) ≥ m}: together, {@code A} without its broadcast and extent-1 modes and its
     * complement span at least {@code m} values. One point.
     */
    record Covers(CuteLayout a, long m, CuteLayout r) implements LayoutLaw {
        @Override public String statement() { return "size(A')·size(R) ≥ " + m + " for A = " + a + ", R = " + r; }
        @Override public long points() { return 1; }
        @Override public Optional<String> violationAt(long point) {
            long spanned = r.size();
            for (CuteLayout leaf : a.leaves()) {
                if (leaf.stride().value() != 0) {
                    spanned = Math.multiplyExact(spanned, leaf.shape().value());
                }
            }
            return spanned >= m ? Optional.empty() : Optional.of("A and R span only " + spanned + " values, fewer than " + m);
        }
    }

    /** {@code L(R(i)) = i} for {@code i < size(R)}, with {@code R(i)} inside {@code L}'s domain. */
    record RightInverse(CuteLayout l, CuteLayout r) implements LayoutLaw {
        @Override public String statement() { return "L(R(i)) = i for L = " + l + ", R = " + r; }
        @Override public long points() { return r.size(); }
        @Override public Optional<String> violationAt(long i) {
            long ri = r.apply(i);
            if (ri >= l.size()) {
                return Optional.of("at i = " + i + ": R(i) = " + ri + " is outside the domain [0, " + l.size() + ") of L");
            }
            long back = l.apply(ri);
            return back == i ? Optional.empty() : Optional.of("at i = " + i + ": L(R(i)) = L(" + ri + ") = " + back);
        }
    }

    /** {@code R(L(i)) = i} for {@code i < size(L)}. */
    record LeftInverse(CuteLayout l, CuteLayout r) implements LayoutLaw {
        @Override public String statement() { return "R(L(i)) = i for L = " + l + ", R = " + r; }
        @Override public long points() { return l.size(); }
        @Override public Optional<String> violationAt(long i) {
            long li = l.apply(i);
            long back = r.apply(li);
            return back == i ? Optional.empty() : Optional.of("at i = " + i + ": R(L(i)) = R(" + li + ") = " + back);
        }
    }
}
