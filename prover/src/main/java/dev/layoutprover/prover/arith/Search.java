package dev.layoutprover.prover.arith;

import java.math.BigInteger;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A question for the solver: are there values of the {@code variables}, each within its range,
 * that make {@code condition} hold? A claim "for every point, P" is proved by a search for a
 * point where P fails that finds none.
 *
 * <p>Example: the composition law for {@code A = 4:2, B = 2:1, R = 2:3} searches
 * {@code 0 ≤ c < 2} with {@code R(c) ≠ A(B(c))} and finds {@code c = 1} ({@code 3 ≠ 2}).
 *
 * @param variables the unknowns and their ranges
 * @param condition what the values must satisfy
 */
public record Search(List<Range> variables, Condition condition) {

    /**
     * A variable ranging over {@code [from, to)}.
     *
     * <p>Example: {@code new Range("c", 0, 6)} is a one-dimensional coordinate of a layout of size 6.
     */
    public record Range(String name, long from, long to) {
        public Range {
            if (to < from) {
                throw new IllegalArgumentException("the range [" + from + ", " + to + ") of " + name + " is reversed");
            }
        }

        /** The range as a term: the variable. */
        public IntegerTerm term() {
            return IntegerTerm.variable(name);
        }

        boolean contains(BigInteger v) {
            return v.compareTo(BigInteger.valueOf(from)) >= 0 && v.compareTo(BigInteger.valueOf(to)) < 0;
        }
    }

    public Search {
        variables = List.copyOf(variables);
        Set<String> names = new HashSet<>();
        for (Range r : variables) {
            if (!names.add(r.name())) {
                throw new IllegalArgumentException("the variable " + r.name() + " is declared twice");
            }
        }
    }

    /** True when some range is empty, so that nothing can be found. */
    public boolean empty() {
        return variables.stream().anyMatch(r -> r.from() == r.to());
    }

    /**
     * The same search with its divisions rewritten by carry-free digit identities that hold wherever
     * the variables are within their ranges: it has exactly the same answers, in fewer divisions.
     *
     * <p>Example: with {@code 0 ≤ i < 2^20}, {@code (1024·(i mod 1024) + ⌊i/1024⌋) mod 1024 ≠ 5} becomes
     * {@code ⌊i/1024⌋ ≠ 5}.
     */
    public Search rewritten() {
        return new Search(variables, new Rewriter(variables).rewrite(condition));
    }

    /** Whether {@code values} is an answer: every variable within its range, and the condition holds. */
    public boolean satisfiedBy(Map<String, BigInteger> values) {
        for (Range r : variables) {
            BigInteger v = values.get(r.name());
            if (v == null || !r.contains(v)) {
                return false;
            }
        }
        return condition.holdsAt(values);
    }
}
