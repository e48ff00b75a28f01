package dev.layoutprover.prover.symbolic;

/**
 * A condition under which a law is claimed, stated on a mapping variable.
 *
 * <p>Example: {@code E splits at n} is the condition under which {@code E ≡ [E / n, E % n]}; an
 * axis splits at every {@code n}, the pair {@code A, B} with {@code |A| = 2, |B| = 3} does not split at 2.
 */
public sealed interface Hypothesis {

    /** The mapping variable the condition is about. */
    String mapping();

    /**
     * {@code E(q·n + r) = E(q·n) + E(r)} for every {@code q} and {@code 0 ≤ r < n} with
     * {@code q·n + r < |E|}: the index at a position is the index at the start of its block of
     * {@code n} plus the index at its offset.
     */
    record SplitsAt(String mapping, LawSize n) implements Hypothesis {
        @Override public String toString() {
            return mapping + " splits at " + n;
        }
    }

    /** {@code E(0) = {}}: position 0 holds the empty index. */
    record EmptyAtZero(String mapping) implements Hypothesis {
        @Override public String toString() {
            return mapping + "(0) = {}";
        }
    }
}
