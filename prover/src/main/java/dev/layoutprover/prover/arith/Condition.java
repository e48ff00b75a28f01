package dev.layoutprover.prover.arith;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;

/**
 * A condition on integer {@link IntegerTerm}s: comparisons joined by and, or and not. It means the same
 * thing to {@link #holdsAt} (exact) and to the solver.
 *
 * <p>Example: {@code notEqual(r, a)} with {@code r = 3} and {@code a = 2} holds; this is how a law
 * {@code R(c) = A(B(c))} is negated to ask the solver for a point where it fails.
 */
public sealed interface Condition {

    /** {@code left = right}. */
    record Equal(IntegerTerm left, IntegerTerm right) implements Condition {}

    /** {@code left < right}. */
    record Less(IntegerTerm left, IntegerTerm right) implements Condition {}

    /** Not {@code condition}. */
    record Not(Condition condition) implements Condition {}

    /** Every one of {@code conditions} (true when there are none). */
    record All(List<Condition> conditions) implements Condition {
        public All {
            conditions = List.copyOf(conditions);
        }
    }

    /** At least one of {@code conditions} (false when there are none). */
    record Any(List<Condition> conditions) implements Condition {
        public Any {
            conditions = List.copyOf(conditions);
        }
    }

    /** {@code a = b}. */
    static Condition equal(IntegerTerm a, IntegerTerm b) {
        return new Equal(a, b);
    }

    /** {@code a ≠ b}. */
    static Condition notEqual(IntegerTerm a, IntegerTerm b) {
        return new Not(new Equal(a, b));
    }

    /** {@code a < b}. */
    static Condition less(IntegerTerm a, IntegerTerm b) {
        return new Less(a, b);
    }

    /** {@code a ≥ b}. */
    static Condition atLeast(IntegerTerm a, IntegerTerm b) {
        return new Not(new Less(a, b));
    }

    /** The conjunction. */
    static Condition and(Condition... conditions) {
        return new All(List.of(conditions));
    }

    /** The disjunction. */
    static Condition or(Condition... conditions) {
        return new Any(List.of(conditions));
    }

    /** The disjunction of a list. */
    static Condition or(List<Condition> conditions) {
        return new Any(conditions);
    }

    /** Whether the condition holds when each variable has the value {@code values} gives it. */
    default boolean holdsAt(Map<String, BigInteger> values) {
        return switch (this) {
            case Equal e -> e.left().valueAt(values).equals(e.right().valueAt(values));
            case Less l -> l.left().valueAt(values).compareTo(l.right().valueAt(values)) < 0;
            case Not n -> !n.condition().holdsAt(values);
            case All a -> a.conditions().stream().allMatch(c -> c.holdsAt(values));
            case Any a -> a.conditions().stream().anyMatch(c -> c.holdsAt(values));
        };
    }
}
