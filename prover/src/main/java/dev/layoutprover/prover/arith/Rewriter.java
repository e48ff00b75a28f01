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
    private final Map<IntegerTerm, Interval> intervals = new HashMap<>();

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

    IntegerTerm rewrite(IntegerTerm t) {
        return switch (t) {
            case IntegerTerm.Constant c -> c;
            case IntegerTerm.Variable v -> v;
            case IntegerTerm.Sum s -> IntegerTerm.sum(s.terms().stream().map(this::rewrite).toList());
            case IntegerTerm.Scaled s -> IntegerTerm.times(s.factor(), rewrite(s.term()));
            case IntegerTerm.Quotient q -> div(rewrite(q.dividend()), q.divisor());
            case IntegerTerm.Remainder r -> mod(rewrite(r.dividend()), r.divisor());
        };
    }

    /** {@code ⌊t/n⌋} for a rewritten {@code t}. */
    private IntegerTerm div(IntegerTerm t, long n) {
        if (n == 1) {
            return t;
        }
        Interval range = interval(t);
        if (Interval.floorDiv(range.lo(), n).equals(Interval.floorDiv(range.hi(), n))) {
            return new IntegerTerm.Constant(Interval.floorDiv(range.lo(), n));
        }
        if (t instanceof IntegerTerm.Remainder r && r.divisor() % n == 0) {
            return mod(div(r.dividend(), n), r.divisor() / n);
        }
        Split s = split(t, n);
        if (s != null) {
            return s.a == n ? IntegerTerm.plus(s.x, div(s.y, n)) : div(s.x, n / s.a);
        }
        return IntegerTerm.div(t, n);
    }

    /** {@code t mod n} for a rewritten {@code t}. */
    private IntegerTerm mod(IntegerTerm t, long n) {
        if (n == 1) {
            return IntegerTerm.constant(0);
        }
        Interval range = interval(t);
        BigInteger k = Interval.floorDiv(range.lo(), n);
        if (k.equals(Interval.floorDiv(range.hi(), n))) {
            return IntegerTerm.plus(t, new IntegerTerm.Constant(k.multiply(BigInteger.valueOf(-n))));
        }
        if (t instanceof IntegerTerm.Remainder r && r.divisor() % n == 0) {
            return mod(r.dividend(), n);
        }
        Split s = split(t, n);
        if (s != null) {
            return s.a == n ? mod(s.y, n) : IntegerTerm.plus(IntegerTerm.times(s.a, mod(s.x, n / s.a)), s.y);
        }
        return IntegerTerm.mod(t, n);
    }

    /** {@code t = a·x + y} with {@code a} dividing {@code n}, and {@code 0 ≤ y < a} unless {@code a = n}. */
    private record Split(long a, IntegerTerm x, IntegerTerm y) {}

    private Split split(IntegerTerm t, long n) {
        List<IntegerTerm> parts = t instanceof IntegerTerm.Sum s ? s.terms() : List.of(t);
        TreeSet<Long> candidates = new TreeSet<>();
        BigInteger bn = BigInteger.valueOf(n);
        for (IntegerTerm p : parts) {
            long g = coefficient(p).gcd(bn).longValueExact();
            if (g > 1) {
                candidates.add(g);
            }
        }
        for (long a : candidates.descendingSet()) {
            BigInteger ba = BigInteger.valueOf(a);
            List<IntegerTerm> xs = new ArrayList<>();
            List<IntegerTerm> ys = new ArrayList<>();
            for (IntegerTerm p : parts) {
                BigInteger c = coefficient(p);
                if (c.mod(ba).signum() == 0) {
                    xs.add(IntegerTerm.times(c.divide(ba), base(p)));
                } else {
                    ys.add(p);
                }
            }
            IntegerTerm y = IntegerTerm.sum(ys);
            if (a == n || interval(y).below(a)) {
                return new Split(a, IntegerTerm.sum(xs), y);
            }
        }
        return null;
    }

    private static BigInteger coefficient(IntegerTerm p) {
        return switch (p) {
            case IntegerTerm.Scaled s -> s.factor();
            case IntegerTerm.Constant c -> c.value();
            default -> BigInteger.ONE;
        };
    }

    private static IntegerTerm base(IntegerTerm p) {
        return switch (p) {
            case IntegerTerm.Scaled s -> s.term();
            case IntegerTerm.Constant c -> IntegerTerm.constant(1);
            default -> p;
        };
    }

    private Interval interval(IntegerTerm t) {
        Interval known = intervals.get(t);
        if (known != null) {
            return known;
        }
        Interval i = switch (t) {
            case IntegerTerm.Constant c -> Interval.point(c.value());
            case IntegerTerm.Variable v -> {
                Search.Range r = ranges.get(v.name());
                if (r == null) {
                    throw new IllegalArgumentException("the variable " + v.name() + " has no range in the search");
                }
                yield new Interval(BigInteger.valueOf(r.from()), BigInteger.valueOf(r.to() - 1));
            }
            case IntegerTerm.Sum s -> s.terms().stream().map(this::interval).reduce(Interval::plus).orElseThrow();
            case IntegerTerm.Scaled s -> interval(s.term()).times(s.factor());
            case IntegerTerm.Quotient q -> interval(q.dividend()).div(q.divisor());
            case IntegerTerm.Remainder r -> interval(r.dividend()).mod(r.divisor());
        };
        intervals.put(t, i);
        return i;
    }
}
