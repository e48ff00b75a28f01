package dev.layoutprover.simulator;

/**
 * A kernel broke a rule of the hardware. The message names the rule and the numbers, and the
 * violation is raised before any data moves.
 *
 * <p>Example: a TRF tensor with {@code Row = m![N]}, {@code N = 3}, is rejected with rule
 * {@code Row::SIZE} and message {@code Row::SIZE must be 1, 2, 4, or 8, got 3}.
 */
public final class RuleViolation extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String rule;

    public RuleViolation(String rule, String message) {
        super(message);
        this.rule = rule;
    }

    /** The name of the rule, as the book writes it: {@code Row::SIZE}, {@code DM overlap}, … */
    public String rule() {
        return rule;
    }

    /** Throws a violation of {@code rule} with {@code message} unless {@code holds}. */
    public static void require(boolean holds, String rule, String message) {
        if (!holds) {
            throw new RuleViolation(rule, message);
        }
    }
}
