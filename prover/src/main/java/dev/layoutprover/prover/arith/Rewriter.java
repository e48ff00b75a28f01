package dev.layoutprover.prover.arith;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Rewrites divisions and remainders of a term into simpler ones with the same value at every
 * point where each variable is within its range, using digit identities that hold without carry.
 * For {@code t = a·X + Y} with integer {@code X}, {@code n = a·m}:
 * <ul>
 *   <li>{@code ⌊t/n⌋ = ⌊X/m⌋} and {@code t mod n = a·(X mod m) + Y} when {@code 0 ≤ Y < a}
 *       (with {@code a = n} the condition on {@code Y} is not needed:
 *       {@code ⌊(n·X + Y)/n⌋ = X + ⌊Y/n⌋}, {@code (n·X + Y) mod n = Y mod n});</li>
 *   <li>{@code ⌊t/n⌋} is constant and {@code t mod n = t - n·⌊t/n⌋} when the range of {@code t}
 *       lies within one multiple of {@code n};</li>
 *   <li>{@code ⌊(u mod a)/b⌋ = ⌊u/b⌋ mod (a/b)} and {@code (u mod a) mod b = u mod b} when {@code b}
 *       divides {@code a}.</li>
 * </ul>
 *
 * <p>Example: with {@code 0 ≤ i < 2^20}, {@code (1024·(i mod 1024) + ⌊i/1024⌋) mod 1024} becomes
 * {@code ⌊i/1024⌋} ({@code 1024} divides the first part, and the second is below 1024).
 *
 * <p>The solver then sees fewer divisions, and mixed-radix recombinations it proves quickly.
 */
final class Rewriter {

    private final Map<String, Search.Range> ranges = new HashMap<>();
    private final Map<Term, Interval> intervals = new HashMap<>();

    Rewriter(List<Search.Range> variables) {
        variables.forEach(r -> ranges.put(r.name(), r));
    }

    Condition rewrite(Condition c) {
        return switch (c) {
            case Condition.Equal e -> new Condition.Equal(rewrite(e.left()), rewrite(e.right()));
            case Condition.Less l -> new Condition.Less(rewrite(l.left()), rewrite(l.right()));
            case Condition.Not n -> new Condition.Not(rewrite(n.condition()));
            case Condition.All a -> new Condition.All(a.conditions().stream().map(this::rewrite).toList());
            case Condition.Any a -> new Condition.Any(a.conditions().stream().map(this::rewrite).toList());
        };
    }

    Term rewrite(Term t) {
        return switch (t) {
            case Term.Constant c -> c;
            case Term.Variable v -> v;
            case Term.Sum s -> Term.sum(s.terms().stream().map(this::rewrite).toList());
            case Term.Scaled s -> Term.times(s.factor(), rewrite(s.term()));
            case Term.Quotient q -> div(rewrite(q.dividend()), q.divisor());
            case Term.Remainder r -> mod(rewrite(r.dividend()), r.divisor());
        };
    }

    /** {@code ⌊t/n⌋} for a rewritten {@code t}. */
    private Term div(Term t, long n) {
        if (n == 1) {
            return t;
        }
        Interval range = interval(t);
        if (Interval.floorDiv(range.lo(), n).equals(Interval.floorDiv(range.hi(), n))) {
            return new Term.Constant(Interval.floorDiv(range.lo(), n));
        }
        if (t instanceof Term.Remainder r && r.divisor() % n == 0) {
            return mod(div(r.dividend(), n), r.divisor() / n);
        }
        Split s = split(t, n);
        if (s != null) {
            return s.a == n ? Term.plus(s.x, div(s.y, n)) : div(s.x, n / s.a);
        }
        return Term.div(t, n);
    }

    /** {@code t mod n} for a rewritten {@code t}. */
    private Term mod(Term t, long n) {
        if (n == 1) {
            return Term.constant(0);
        }
        Interval range = interval(t);
        BigInteger k = Interval.floorDiv(range.lo(), n);
        if (k.equals(Interval.floorDiv(range.hi(), n))) {
            return Term.plus(t, new Term.Constant(k.multiply(BigInteger.valueOf(-n))));
        }
        if (t instanceof Term.Remainder r && r.divisor() % n == 0) {
            return mod(r.dividend(), n);
        }
        Split s = split(t, n);
        if (s != null) {
            return s.a == n ? mod(s.y, n) : Term.plus(Term.times(s.a, mod(s.x, n / s.a)), s.y);
        }
        return Term.mod(t, n);
    }

    /** {@code t = a·x + y} with {@code a} dividing {@code n}, and {@code 0 ≤ y < a} unless {@code a = n}. */
    private record Split(long a, Term x, Term y) {}

    private Split split(Term t, long n) {
        List<Term> parts = t instanceof Term.Sum s ? s.terms() : List.of(t);
        TreeSet<Long> candidates = new TreeSet<>();
        BigInteger bn = BigInteger.valueOf(n);
        for (Term p : parts) {
            long g = coefficient(p).gcd(bn).longValueExact();
            if (g > 1) {
                candidates.add(g);
            }
        }
        for (long a : candidates.descendingSet()) {
            BigInteger ba = BigInteger.valueOf(a);
            List<Term> xs = new ArrayList<>();
            List<Term> ys = new ArrayList<>();
            for (Term p : parts) {
                BigInteger c = coefficient(p);
                if (c.mod(ba).signum() == 0) {
                    xs.add(Term.times(c.divide(ba), base(p)));
                } else {
                    ys.add(p);
                }
            }
            Term y = Term.sum(ys);
            if (a == n || interval(y).below(a)) {
                return new Split(a, Term.sum(xs), y);
            }
        }
        return null;
    }

    private static BigInteger coefficient(Term p) {
        return switch (p) {
            case Term.Scaled s -> s.factor();
            case Term.Constant c -> c.value();
            default -> BigInteger.ONE;
        };
    }

    private static Term base(Term p) {
        return switch (p) {
            case Term.Scaled s -> s.term();
            case Term.Constant c -> Term.constant(1);
            default -> p;
        };
    }

    private Interval interval(Term t) {
        Interval known = intervals.get(t);
        if (known != null) {
            return known;
        }
        Interval i = switch (t) {
            case Term.Constant c -> Interval.point(c.value());
            case Term.Variable v -> {
                Search.Range r = ranges.get(v.name());
                if (r == null) {
                    throw new IllegalArgumentException("the variable " + v.name() + " has no range in the search");
                }
                yield new Interval(BigInteger.valueOf(r.from()), BigInteger.valueOf(r.to() - 1));
            }
            case Term.Sum s -> s.terms().stream().map(this::interval).reduce(Interval::plus).orElseThrow();
            case Term.Scaled s -> interval(s.term()).times(s.factor());
            case Term.Quotient q -> interval(q.dividend()).div(q.divisor());
            case Term.Remainder r -> interval(r.dividend()).mod(r.divisor());
        };
        intervals.put(t, i);
        return i;
    }
}
