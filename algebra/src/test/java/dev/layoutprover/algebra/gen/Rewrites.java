package dev.layoutprover.algebra.gen;

import dev.layoutprover.algebra.Mapping;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Rewrites of mappings: {@link #equivalent} applies laws that always preserve meaning (so the
 * result is equivalent to its input), {@link #nearMiss} changes one detail (a number, the order
 * of two operands, the side of a padding) so that the result is usually, but not always, different.
 *
 * <p>Example: {@code equivalent} may turn {@code A, B} into {@code [A, 1], B / 1}; {@code nearMiss}
 * may turn it into {@code B, A}.
 */
public final class Rewrites {

    private Rewrites() {}

    /**
     * Pairs of mappings over random axes to compare: a mapping and an equivalent rewrite of it, a
     * near miss of that rewrite, or an independent mapping of the same size (else a near miss).
     * The mappings shrink; the rewrite is drawn from a seed, so a shrunk case is reproducible.
     */
    public static Arbitrary<Mappings.Two> comparablePairs() {
        return Mappings.declarations().flatMap(d -> Combinators.combine(Mappings.mappings(d, 4), Mappings.mappings(d, 4),
                Arbitraries.integers().between(0, 2), Arbitraries.longs()).as((m, other, kind, seed) -> {
                    Random r = new Random(seed);
                    Mapping e = equivalent(r, m);
                    return switch (kind) {
                        case 0 -> new Mappings.Two(d, m, e);
                        case 1 -> new Mappings.Two(d, m, nearMiss(r, e));
                        default -> new Mappings.Two(d, m, other.size() == m.size() ? other : nearMiss(r, e));
                    };
                }));
    }

    /** A mapping equivalent to {@code m} by identity, associativity and idempotence laws. */
    public static Mapping equivalent(Random r, Mapping m) {
        Mapping inner = switch (m) {
            case Mapping.Pair p -> {
                if (p.minor() instanceof Mapping.Pair q && r.nextBoolean()) {
                    yield new Mapping.Pair(new Mapping.Pair(equivalent(r, p.major()), equivalent(r, q.major())),
                            equivalent(r, q.minor()));
                }
                yield new Mapping.Pair(equivalent(r, p.major()), equivalent(r, p.minor()));
            }
            case Mapping.Stride s -> new Mapping.Stride(equivalent(r, s.inner()), s.divisor());
            case Mapping.Modulo s -> new Mapping.Modulo(equivalent(r, s.inner()), s.modulus());
            case Mapping.Resize s -> new Mapping.Resize(equivalent(r, s.inner()), s.size());
            case Mapping.Padding s -> new Mapping.Padding(equivalent(r, s.inner()), s.size(), s.bottom());
            case Mapping.OuterSum o -> new Mapping.OuterSum(equivalent(r, o.left()), equivalent(r, o.right()));
            case Mapping.Alias a -> r.nextBoolean() ? equivalent(r, a.target()) : a;
            case Mapping.LinearCombination lc -> {
                List<Mapping.Term> terms = new ArrayList<>();
                lc.terms().forEach(t -> terms.add(new Mapping.Term(equivalent(r, t.mapping()), t.stride())));
                yield new Mapping.LinearCombination(terms);
            }
            default -> m;
        };
        return switch (r.nextInt(8)) {
            case 0 -> new Mapping.Pair(inner, new Mapping.Identity());
            case 1 -> new Mapping.Pair(new Mapping.Identity(), inner);
            case 2 -> new Mapping.Stride(inner, 1);
            case 3 -> new Mapping.Padding(inner, inner.size(), r.nextBoolean());
            case 4 -> new Mapping.Resize(inner, inner.size());
            default -> inner;
        };
    }

    /** {@code m} with one detail changed, when a change keeps it well formed; otherwise {@code m}. */
    public static Mapping nearMiss(Random r, Mapping m) {
        List<Mapping> candidates = new ArrayList<>();
        mutations(r, m, candidates);
        return candidates.isEmpty() ? m : candidates.get(r.nextInt(candidates.size()));
    }

    private static void mutations(Random r, Mapping m, List<Mapping> out) {
        switch (m) {
            case Mapping.Pair p -> {
                out.add(new Mapping.Pair(p.minor(), p.major()));
                List<Mapping> left = new ArrayList<>();
                mutations(r, p.major(), left);
                left.forEach(l -> out.add(new Mapping.Pair(l, p.minor())));
                List<Mapping> right = new ArrayList<>();
                mutations(r, p.minor(), right);
                right.forEach(x -> out.add(new Mapping.Pair(p.major(), x)));
            }
            case Mapping.Stride s -> {
                long other = Mappings.divisor(r, s.inner().size());
                if (other != s.divisor()) {
                    out.add(new Mapping.Stride(s.inner(), other));
                }
                out.add(new Mapping.Modulo(s.inner(), s.divisor()));
            }
            case Mapping.Modulo s -> {
                long other = Mappings.divisor(r, s.inner().size());
                if (other != s.modulus()) {
                    out.add(new Mapping.Modulo(s.inner(), other));
                }
                out.add(new Mapping.Resize(s.inner(), s.modulus()));
            }
            case Mapping.Resize s -> {
                if (s.size() > 1) {
                    out.add(new Mapping.Resize(s.inner(), s.size() - 1));
                }
            }
            case Mapping.Padding s -> {
                out.add(new Mapping.Padding(s.inner(), s.size(), !s.bottom()));
                out.add(new Mapping.Padding(s.inner(), s.size() + 1, s.bottom()));
            }
            case Mapping.OuterSum o -> out.add(new Mapping.OuterSum(o.right(), o.left()));
            case Mapping.LinearCombination lc -> {
                List<Mapping.Term> terms = new ArrayList<>(lc.terms());
                int k = r.nextInt(terms.size());
                Mapping.Term t = terms.get(k);
                terms.set(k, new Mapping.Term(t.mapping(), t.stride() + 1));
                out.add(new Mapping.LinearCombination(terms));
            }
            case Mapping.Alias a -> mutations(r, a.target(), out);
            default -> { }
        }
    }
}
