package dev.layoutprover.proofs;

/**
 * A claim with its outcome and how long deciding it took.
 *
 * <p>Example: a claim expected to be refuted whose outcome is a refutation has {@link #met()} true.
 */
public record Result(Claim claim, Outcome outcome, long millis) {

    /** True when the verdict is the one the claim expects; an unknown verdict never meets an expectation. */
    public boolean met() {
        return switch (claim.expected()) {
            case PROVED -> outcome.answer() == Outcome.Answer.PROVED;
            case REFUTED -> outcome.answer() == Outcome.Answer.REFUTED;
        };
    }
}
