package dev.layoutprover.algebra.check;

/**
 * The answer to a question about mappings: proved, refuted with a counterexample, or unknown with
 * the reason. An unknown answer is never reported as proved.
 *
 * <p>Example: {@code Oracle.equivalent(m![B / 64, B % 64], m![B])} is
 * {@code Proved("enumeration of 512 positions")}.
 */
public sealed interface Verdict permits Verdict.Proved, Verdict.Refuted, Verdict.Unknown {

    /** {@code proved}, {@code refuted} or {@code unknown}, as printed and in JSON. */
    String word();

    /** The claim holds; {@code method} says how it was established. */
    record Proved(String method) implements Verdict {
        @Override public String word() { return "proved"; }
    }

    /** The claim fails, as {@code counterexample} shows. */
    record Refuted(Counterexample counterexample) implements Verdict {
        @Override public String word() { return "refuted"; }
    }

    /** The claim could not be decided: a timeout, a missing solver, a size limit. */
    record Unknown(String reason) implements Verdict {
        @Override public String word() { return "unknown"; }
    }
}
