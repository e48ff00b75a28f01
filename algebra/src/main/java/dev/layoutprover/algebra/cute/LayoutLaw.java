package dev.layoutprover.algebra.cute;

import java.util.List;
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

    /**
     * {@code R(c) = A(B(c))} for {@code c < size(B)}, where {@code A} continues past its size as CuTe
     * continues it: along the last mode of {@code coalesce(A)} ({@link #extendedA()}).
     */
    record Composition(CuteLayout a, CuteLayout b, CuteLayout r) implements LayoutLaw {
        /** {@code A} as the law reads it: {@code coalesce(A)}, the same function on {@code [0, size(A))}. */
        public CuteLayout extendedA() { return LayoutAlgebra.coalesce(a); }
        @Override public String statement() { return "R(c) = A(B(c)) for A = " + a + ", B = " + b + ", R = " + r; }
        @Override public long points() { return b.size(); }
        @Override public Optional<String> violationAt(long c) {
            long bc = b.apply(c);
            long want = extendedA().apply(bc);
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
     * {@code ⌈m / E⌉·E}, where {@code E} is the extent of {@code A}, the largest {@code shape·|stride|} of
     * its modes (1 if none).
     */
    record Bounded(CuteLayout a, long m, CuteLayout r) implements LayoutLaw {
        /** {@code ⌈m / E⌉·E}. */
        public long bound() {
            long extent = 1;
            for (CuteLayout leaf : a.leaves()) {
                if (leaf.stride().value() != 0 && leaf.shape().value() != 1) {
                    extent = Math.max(extent, Math.multiplyExact(leaf.shape().value(), Math.abs(leaf.stride().value())));
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
    /**
     * {@code R(c) = Σj Lj,1(Lj,2(…Lj,n(c)))} for {@code c < size(R)}: {@code R} is a sum of chains
     * of layouts, each applied innermost first. An operation that rearranges or repeats the modes
     * of its inputs (zipped divide, blocked product, …) is stated this way, its innermost layouts
     * selecting the coordinates of each input from {@code R}'s index.
     *
     * <p>Example: the logical product {@code (2:1, 3:2)} of {@code A = 2:1} and {@code B = 3:1}
     * satisfies {@code R(c) = A(S(c)) + C(B(T(c)))} with the selectors {@code S = (2,3):(1,0)},
     * {@code T = (2,3):(0,1)} and {@code C = complement(A, 6) = 3:2}.
     */
    record Chains(CuteLayout r, List<List<CuteLayout>> chains, String what) implements LayoutLaw {
        public Chains {
            chains = chains.stream().map(List::copyOf).toList();
        }
        @Override public String statement() { return what + ", R = " + r; }
        @Override public long points() { return r.size(); }
        /** Chain {@code j} at {@code c}, innermost first. */
        public long chainAt(int j, long c) {
            List<CuteLayout> chain = chains.get(j);
            long v = c;
            for (int k = chain.size() - 1; k >= 0; k--) {
                v = chain.get(k).apply(v);
            }
            return v;
        }
        @Override public Optional<String> violationAt(long c) {
            long want = 0;
            for (int j = 0; j < chains.size(); j++) {
                want = Math.addExact(want, chainAt(j, c));
            }
            long got = r.apply(c);
            return want == got ? Optional.empty() : Optional.of("at c = " + c + ": R(c) = " + got + " but " + what + " gives " + want);
        }
    }

    /**
     * The modes of {@code R}, to the depth of {@code sizes}, have the sizes {@code sizes} gives: a
     * divide or product puts each part of its inputs in the mode its definition names. One point.
     *
     * <p>Example: {@code zipped_divide((8,4):(1,8), <2,2>)} must have mode sizes {@code ((2,2),(4,2))}.
     */
    record ModeSizes(CuteLayout r, IntTuple sizes) implements LayoutLaw {
        @Override public String statement() { return "the modes of R = " + r + " have the sizes " + sizes; }
        @Override public long points() { return 1; }
        @Override public Optional<String> violationAt(long point) {
            return matches(r.shape(), sizes) ? Optional.empty()
                    : Optional.of("R = " + r + " does not have the mode sizes " + sizes);
        }
        private static boolean matches(IntTuple shape, IntTuple sizes) {
            if (sizes instanceof IntTuple.Int i) {
                return shape.product() == i.value();
            }
            if (!(shape instanceof IntTuple.Tuple) || shape.rank() != sizes.rank()) {
                return false;
            }
            for (int k = 0; k < sizes.rank(); k++) {
                if (!matches(shape.mode(k), sizes.mode(k))) {
                    return false;
                }
            }
            return true;
        }
    }
    /**
     * {@code F(i) ≠ F(j)} for {@code i < j < size(F)}: a (swizzled) layout is one to one. Its points
     * are the pairs {@code (i, j)}, numbered {@code i·size + j}.
     *
     * <p>Example: {@code Sw<3,4,3> o (8,128):(128,1)} is injective; {@code (2,2):(1,1)} is not
     * ({@code F(1) = F(2) = 1}).
     */
    record Injective(SwizzledLayout f) implements LayoutLaw {
        @Override public String statement() { return "F(i) ≠ F(j) for i < j < " + f.size() + ", F = " + f; }
        @Override public long points() { return Math.multiplyExact(f.size(), f.size()); }
        @Override public Optional<String> violationAt(long point) {
            long i = point / f.size();
            long j = point % f.size();
            if (i >= j) {
                return Optional.empty();
            }
            long x = f.apply(i);
            long y = f.apply(j);
            return x != y ? Optional.empty() : Optional.of("at i = " + i + ", j = " + j + ": F(i) = F(j) = " + x);
        }
    }

    /**
     * {@code G(i) = F(i)} for {@code i < size(F)}: two (swizzled) layouts are one function. The sizes
     * must be equal too ({@link SameSize} for plain layouts; here checked at point 0).
     */
    record SameValues(SwizzledLayout f, SwizzledLayout g) implements LayoutLaw {
        @Override public String statement() { return g + " (i) = " + f + " (i) for i < " + f.size(); }
        @Override public long points() { return f.size(); }
        @Override public Optional<String> violationAt(long i) {
            if (f.size() != g.size()) {
                return Optional.of("the sizes differ: " + f.size() + " and " + g.size());
            }
            long want = f.apply(i);
            long got = g.apply(i);
            return want == got ? Optional.empty()
                    : Optional.of("at i = " + i + ": " + g + " gives " + got + " but " + f + " gives " + want);
        }
    }

    /** {@code lower ≤ F(i) < upper} for {@code i < size(F)}. */
    record Within(SwizzledLayout f, long lower, long upper) implements LayoutLaw {
        @Override public String statement() { return lower + " ≤ F(i) < " + upper + " for F = " + f; }
        @Override public long points() { return f.size(); }
        @Override public Optional<String> violationAt(long i) {
            long v = f.apply(i);
            return v >= lower && v < upper ? Optional.empty()
                    : Optional.of("at i = " + i + ": F(i) = " + v + " is outside [" + lower + ", " + upper + ")");
        }
    }
    /** {@code F(index) = expected}: one stated value. One point. */
    record Value(SwizzledLayout f, long index, long expected) implements LayoutLaw {
        @Override public String statement() { return "F(" + index + ") = " + expected + " for F = " + f; }
        @Override public long points() { return 1; }
        @Override public Optional<String> violationAt(long point) {
            if (index < 0 || index >= f.size()) {
                return Optional.of("index " + index + " is outside [0, " + f.size() + ")");
            }
            long v = f.apply(index);
            return v == expected ? Optional.empty() : Optional.of("F(" + index + ") = " + v + ", not " + expected);
        }
    }
}
