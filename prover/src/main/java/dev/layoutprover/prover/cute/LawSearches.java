package dev.layoutprover.prover.cute;

import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.LayoutLaw;
import dev.layoutprover.prover.arith.Condition;
import dev.layoutprover.prover.arith.Search;
import dev.layoutprover.prover.arith.IntegerTerm;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Each {@link LayoutLaw} as a {@link Search} for a point of its domain where it fails, and the way
 * back from the solver's values to that point. The negated law is stated with the layout
 * functions of {@link LayoutTerms}, so it fails at a point exactly when
 * {@link LayoutLaw#violationAt} reports a violation there.
 *
 * <p>Example: {@code Composition(A, B, R)} searches {@code 0 ≤ c < size(B)} with
 * {@code R(c) ≠ A(B(c))}; its point is {@code c}. {@code Disjoint(A, R)} searches two variables
 * {@code a < size(A)}, {@code b < size(R)} with {@code A(a) = R(b) ≠ 0}; its point is
 * {@code a·size(R) + b}, as the law numbers its points.
 */
final class LawSearches {

    private LawSearches() {}

    /**
     * A law's search, the point of the law's domain that a solution stands for, and whether the
     * search takes bits apart (a swizzle), so that it is better asked in bit-vectors.
     */
    record Encoded(Search search, Function<Map<String, BigInteger>, BigInteger> point, boolean bits) {
        Encoded(Search search, Function<Map<String, BigInteger>, BigInteger> point) {
            this(search, point, false);
        }
    }

    /**
     * The search for a violation of {@code law}; empty for the laws of one point about sizes
     * ({@code SameSize}, {@code Covers}, {@code ModeSizes}), which are decided by evaluating them.
     */
    static Optional<Encoded> of(LayoutLaw law) {
        boolean swizzled = switch (law) {
            case LayoutLaw.Injective n -> !n.f().isPlain();
            case LayoutLaw.SameValues v -> !v.f().isPlain() || !v.g().isPlain();
            case LayoutLaw.Within w -> !w.f().isPlain();
            default -> false;
        };
        return encode(law).map(e -> new Encoded(e.search(), e.point(), swizzled));
    }

    private static Optional<Encoded> encode(LayoutLaw law) {
        return switch (law) {
            case LayoutLaw.SameSize s -> Optional.empty();
            case LayoutLaw.Covers c -> Optional.empty();
            case LayoutLaw.ModeSizes m -> Optional.empty();
            case LayoutLaw.Value v -> Optional.empty();
            case LayoutLaw.Chains c -> one("c", c.r().size(), x -> {
                List<IntegerTerm> sum = new java.util.ArrayList<>();
                for (List<CuteLayout> chain : c.chains()) {
                    IntegerTerm v = x;
                    for (int k = chain.size() - 1; k >= 0; k--) {
                        v = apply(chain.get(k), v);
                    }
                    sum.add(v);
                }
                return Condition.notEqual(apply(c.r(), x), IntegerTerm.sum(sum));
            });
            case LayoutLaw.SameFunction f -> one("x", f.expected().size(),
                    x -> Condition.notEqual(apply(f.actual(), x), apply(f.expected(), x)));
            case LayoutLaw.Composition c -> one("c", c.b().size(),
                    x -> Condition.notEqual(apply(c.r(), x), apply(c.extendedA(), apply(c.b(), x))));
            case LayoutLaw.Ordered o -> one("i", o.r().size() - 1,
                    x -> Condition.atLeast(apply(o.r(), x), apply(o.r(), IntegerTerm.plus(x, IntegerTerm.constant(1)))));
            case LayoutLaw.Bounded b -> one("b", b.r().size(),
                    x -> Condition.atLeast(apply(b.r(), x), IntegerTerm.constant(b.bound())));
            case LayoutLaw.RightInverse r -> one("i", r.r().size(), x -> {
                IntegerTerm ri = apply(r.r(), x);
                return Condition.or(Condition.atLeast(ri, IntegerTerm.constant(r.l().size())),
                        Condition.notEqual(apply(r.l(), ri), x));
            });
            case LayoutLaw.LeftInverse l -> one("i", l.l().size(),
                    x -> Condition.notEqual(apply(l.r(), apply(l.l(), x)), x));
            case LayoutLaw.Disjoint d -> Optional.of(disjoint(d));
            case LayoutLaw.Injective n -> Optional.of(injective(n));
            case LayoutLaw.SameValues v -> v.f().size() != v.g().size() ? Optional.empty() : one("i", v.f().size(),
                    x -> Condition.notEqual(LayoutTerms.apply(v.g(), x), LayoutTerms.apply(v.f(), x)));
            case LayoutLaw.Within w -> one("i", w.f().size(), x -> {
                IntegerTerm v = LayoutTerms.apply(w.f(), x);
                return Condition.or(Condition.less(v, IntegerTerm.constant(w.lower())), Condition.atLeast(v, IntegerTerm.constant(w.upper())));
            });
        };
    }

    private static Optional<Encoded> one(String name, long points, Function<IntegerTerm, Condition> fails) {
        Search.Range range = new Search.Range(name, 0, points);
        return Optional.of(new Encoded(new Search(List.of(range), fails.apply(range.term())), v -> v.get(name)));
    }

    private static Encoded disjoint(LayoutLaw.Disjoint d) {
        Search.Range a = new Search.Range("a", 0, d.a().size());
        Search.Range b = new Search.Range("b", 0, d.r().size());
        IntegerTerm x = apply(d.a(), a.term());
        IntegerTerm y = apply(d.r(), b.term());
        Condition meet = Condition.and(Condition.equal(x, y), Condition.notEqual(x, IntegerTerm.constant(0)));
        BigInteger width = BigInteger.valueOf(d.r().size());
        return new Encoded(new Search(List.of(a, b), meet), v -> v.get("a").multiply(width).add(v.get("b")));
    }

    /**
     * The pair as {@code p = i·size + j}, {@code p} the first variable: the smallest {@code p} the
     * solver is asked for is the first colliding pair, and {@code i}, {@code j} are variables of
     * their own, so that no division by the size is needed.
     */
    private static Encoded injective(LayoutLaw.Injective n) {
        long size = n.f().size();
        Search.Range p = new Search.Range("p", 0, n.points());
        Search.Range i = new Search.Range("i", 0, size);
        Search.Range j = new Search.Range("j", 0, size);
        Condition clash = Condition.and(
                Condition.equal(p.term(), IntegerTerm.plus(IntegerTerm.times(size, i.term()), j.term())),
                Condition.less(i.term(), j.term()),
                Condition.equal(LayoutTerms.apply(n.f(), i.term()), LayoutTerms.apply(n.f(), j.term())));
        return new Encoded(new Search(List.of(p, i, j), clash), v -> v.get("p"));
    }

    private static IntegerTerm apply(CuteLayout layout, IntegerTerm index) {
        return LayoutTerms.apply(layout, index);
    }
}
