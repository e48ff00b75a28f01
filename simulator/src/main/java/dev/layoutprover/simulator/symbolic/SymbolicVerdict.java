package dev.layoutprover.simulator.symbolic;

import java.util.List;

/**
 * The answer of the symbolic check of a kernel: conformant (proved for every output index),
 * refuted (an output index, what is wrong there, and the concrete replay that confirms it) or
 * unknown (what is not modelled, never conformant).
 *
 * <p>Example: {@code matmul_16384} with {@code --expect 'lhs[A,B] * rhs[B,C] -> [A,C]'} is
 * {@code CONFORMANT} with the statement {@code for each of the 268435456 output indices the
 * kernel sums lhs·rhs over each of the 16384 values of B exactly once}.
 *
 * @param verdict the answer
 * @param function the device function checked
 * @param statement one line: what was shown, or what is wrong, or why unknown
 * @param details further lines: the index, the missing terms, the replay
 * @param millis the wall time of the check
 */
public record SymbolicVerdict(Answer verdict, String function, String statement, List<String> details, long millis) {

    public SymbolicVerdict {
        details = List.copyOf(details);
    }

    /** A symbolic answer. */
    public enum Answer {
        CONFORMANT("conformant"), REFUTED("not-conformant"), UNKNOWN("unknown");

        private final String label;

        Answer(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /** 0 conformant, 1 refuted, 3 unknown. */
    public int exitCode() {
        return switch (verdict) {
            case CONFORMANT -> 0;
            case REFUTED -> 1;
            case UNKNOWN -> 3;
        };
    }

    /**
     * This verdict with {@code note} in place of the detail that says the layout rules are not
     * checked here: what a caller that checked them first found.
     */
    public SymbolicVerdict withRulesNote(String note) {
        List<String> d = details.stream().map(x -> x.endsWith(NOT_CHECKED_HERE)
                ? x.substring(0, x.length() - NOT_CHECKED_HERE.length()) + "; " + note : x).toList();
        return new SymbolicVerdict(verdict, function, statement, d, millis);
    }

    /** How a detail of a conformant verdict ends: the layout rules are not part of the symbolic check. */
    public static final String NOT_CHECKED_HERE = ": the layout rules are `layout verify`'s, not checked here";

    public SymbolicVerdict withMillis(long ms) {
        return new SymbolicVerdict(verdict, function, statement, details, ms);
    }

    /** {@code function: verdict (symbolic): statement} and the details indented. */
    public String toText() {
        StringBuilder b = new StringBuilder(function).append(": ").append(verdict.label()).append(" (symbolic): ")
                .append(statement);
        details.forEach(d -> b.append("\n  ").append(d));
        return b.toString();
    }
}
