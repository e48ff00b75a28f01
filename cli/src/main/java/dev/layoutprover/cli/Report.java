package dev.layoutprover.cli;

import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.check.Counterexample;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.check.Verdict;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Prints a verdict for a person or, with {@code --json}, as one JSON object:
 * {@code verdict}, {@code property}, {@code claim}, {@code counterexample} ({@code position},
 * {@code left}, {@code right}, {@code description}), {@code method} or {@code reason},
 * {@code solver}, {@code millis}. The exit status is 0 proved, 1 refuted, 3 unknown.
 */
record Report(Property property, String subject, Verdict verdict, String solver, long millis, Axes axes) {

    int exitCode() {
        return switch (verdict) {
            case Verdict.Proved p -> 0;
            case Verdict.Refuted r -> 1;
            case Verdict.Unknown u -> 3;
        };
    }

    void print(PrintWriter out, boolean json) {
        out.println(json ? Json.write(toJson()) : toText());
        out.flush();
    }

    String toText() {
        StringBuilder s = new StringBuilder();
        switch (verdict) {
            case Verdict.Proved p -> s.append("proved: ").append(subject).append("\n  ").append(property.claim())
                    .append("\n  how: ").append(p.method());
            case Verdict.Refuted r -> s.append("refuted: ").append(subject).append("\n  not so: ").append(property.claim())
                    .append("\n  counterexample: ").append(r.counterexample().describe(axes));
            case Verdict.Unknown u -> s.append("unknown: ").append(subject).append("\n  undecided: ")
                    .append(property.claim()).append("\n  reason: ").append(u.reason());
        }
        s.append("\n  solver: ").append(solver).append(", ").append(millis).append(" ms");
        return s.toString();
    }

    Map<String, Object> toJson() {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("verdict", verdict.word());
        o.put("property", property.cliName());
        o.put("claim", property.claim());
        o.put("subject", subject);
        Object counterexample = null;
        if (verdict instanceof Verdict.Refuted r) {
            counterexample = counterexample(r.counterexample());
        }
        o.put("counterexample", counterexample);
        // every verdict has the same fields: what does not apply to it is null
        o.put("method", verdict instanceof Verdict.Proved p ? p.method() : null);
        o.put("reason", verdict instanceof Verdict.Unknown u ? u.reason() : null);
        o.put("solver", solver);
        o.put("millis", millis);
        return o;
    }

    private Map<String, Object> counterexample(Counterexample c) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("position", c.position() < 0 ? null : c.position());
        o.put("left", Json.slot(axes, c.left()));
        o.put("right", Json.slot(axes, c.right()));
        o.put("description", c.describe(axes));
        switch (c) {
            case Counterexample.Collision k -> o.put("first_position", k.first());
            case Counterexample.Uncovered u -> o.put("index", Json.index(axes, u.index()));
            case Counterexample.Holes h -> {
                o.put("count", h.count());
                o.put("first_positions", h.first());
            }
            case Counterexample.SizeMismatch m -> {
                o.put("left_size", m.leftSize());
                o.put("right_size", m.rightSize());
            }
            default -> { }
        }
        return o;
    }
}
