package dev.layoutprover.proofs;

import java.util.Locale;

/**
 * How a claim was decided: the answer, what shows it (the method of a proof, the counterexample
 * of a refutation, the reason for an unknown), what it covers and who decided it.
 *
 * <p>Example: {@code Outcome(PROVED, "z3 found no counterexample with the sizes as integer variables",
 * "all sizes", "z3")}.
 *
 * @param answer proved, refuted or unknown
 * @param detail one line for a person
 * @param scope what the verdict covers: {@code all sizes}, {@code |E| <= 8 (8 instances)}, {@code A=8, B=512}
 * @param solver {@code z3}, {@code enumerate} or {@code evaluator}
 */
public record Outcome(Answer answer, String detail, String scope, String solver) {

    /** The verdict of a decision procedure. */
    public enum Answer {
        PROVED, REFUTED, UNKNOWN;

        /** {@code proved}, {@code refuted} or {@code unknown}. */
        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }
}
