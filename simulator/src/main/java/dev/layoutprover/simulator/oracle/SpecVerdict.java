package dev.layoutprover.simulator.oracle;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.StringJoiner;

/**
 * Whether a kernel's output is the spec's math: how many output elements were compared, how many
 * differ beyond their bound, the largest difference and bound, and the first difference.
 *
 * <p>Example: {@code lhs[N] * rhs[N] -> [N]: 8192 i32 elements, exact at every index}.
 *
 * @param nanos the time the spec's values and the comparison took
 */
public record SpecVerdict(String spec, String type, long elements, long mismatchCount, double maxDifference,
        double maxBound, Optional<Difference> first, long nanos) {

    public boolean matches() {
        return mismatchCount == 0;
    }

    /** Lines for a person, each without a trailing newline, the first the summary. */
    public List<String> describe() {
        List<String> lines = new ArrayList<>();
        String head = "expect " + spec + ": " + elements + " " + type + (elements == 1 ? " element, " : " elements, ");
        if (matches()) {
            lines.add(head + (maxDifference == 0 ? "exact at every index" : "within the bound at every index (max "
                    + "|kernel - spec| = " + maxDifference + ", largest bound " + maxBound + ")"));
            return lines;
        }
        lines.add(head + mismatchCount + (mismatchCount == 1 ? " differs" : " differ") + " from the spec");
        Difference d = first.orElseThrow();
        lines.add("  first at " + map(d.index()) + ": kernel " + number(d.kernel()) + ", spec " + number(d.spec())
                + (d.bound() == 0 ? " (exactly)" : " (bound " + d.bound() + ")"));
        if (d.termCount() > 1) {
            lines.add("  the spec sums " + d.termCount() + " terms there over " + String.join(", ", d.summed()));
        }
        d.explanation().ifPresent(e -> lines.add("  the kernel's value is " + e));
        for (Difference.SpecTerm t : d.terms()) {
            StringBuilder b = new StringBuilder("    ");
            if (!t.at().isEmpty()) {
                b.append(map(t.at())).append(": ");
            }
            t.operands().forEach((k, v) -> b.append(k).append(" = ").append(number(v)).append(", "));
            lines.add(b.append(d.termCount() > 1 ? "term " : "value ").append(number(t.value())).toString());
        }
        if (d.termCount() > d.terms().size()) {
            lines.add("    … " + (d.termCount() - d.terms().size()) + " more terms");
        }
        return lines;
    }

    /** {@code {I: 3, J: 7}}. */
    static String map(Map<String, Long> m) {
        StringJoiner j = new StringJoiner(", ", "{", "}");
        m.forEach((k, v) -> j.add(k + ": " + v));
        return j.toString();
    }

    /** An integral value below 2^53 as an integer, others as Java prints a double. */
    static String number(double v) {
        return v == Math.rint(v) && Math.abs(v) < 0x1p53 ? Long.toString((long) v) : Double.toString(v);
    }
}
