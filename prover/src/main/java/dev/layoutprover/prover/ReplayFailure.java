package dev.layoutprover.prover;

/**
 * An internal error: a counterexample found by a decision procedure did not survive its replay
 * through the concrete evaluator. It means a bug in the encoding or in a solver, never a property
 * of the user's mappings, and it is thrown rather than returned so that no wrong answer is shown.
 *
 * <p>Example message: {@code internal error: z3 claimed that position 5 differs, but both sides
 * hold {B: 5} there (equivalence of B / 2, B % 2 and B)}.
 */
public final class ReplayFailure extends IllegalStateException {

    public ReplayFailure(String message) {
        super("internal error: " + message);
    }
}
