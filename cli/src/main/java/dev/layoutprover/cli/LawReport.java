package dev.layoutprover.cli;

import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.cute.IntTuple;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Prints what a {@code layout cute} command computed and the verdict on each law it checked: for a
 * person, the result lines then one entry per law ({@code proved: R(c) = A(B(c)) …} with how, the
 * counterexample or the reason), or with {@code --json} one object: {@code operation},
 * {@code arguments}, {@code result}, {@code verdict} (the worst of the laws), {@code laws} (each
 * {@code law}, {@code verdict} and {@code method}, {@code counterexample} ({@code point},
 * {@code description}) or {@code reason}), {@code solver}, {@code millis}. The exit status is 0 when
 * every law is proved, 1 when one is refuted, 3 when one is unknown and none refuted.
 *
 * @param operation the command, e.g. {@code composition}
 * @param arguments the inputs as the user wrote them, normalized (layouts printed back)
 * @param lines what was computed, one line each, e.g. {@code composition(…) = (2,3):(6,1)}
 * @param result what was computed, for JSON: a layout string, or a list of rows
 * @param laws each law's statement and verdict, in the order checked
 */
record LawReport(String operation, List<String> arguments, List<String> lines, Object result, List<CheckedLaw> laws,
        String solver, long millis) {

    /** A law and its verdict. */
    record CheckedLaw(String statement, Verdict verdict) {}

    int exitCode() {
        return switch (verdict()) {
            case Verdict.Proved p -> 0;
            case Verdict.Refuted r -> 1;
            case Verdict.Unknown u -> 3;
        };
    }

    /** Refuted if any law is, else unknown if any is, else proved. */
    Verdict verdict() {
        Verdict worst = new Verdict.Proved("every law holds");
        for (CheckedLaw law : laws) {
            if (law.verdict() instanceof Verdict.Refuted) {
                return law.verdict();
            }
            if (law.verdict() instanceof Verdict.Unknown && worst instanceof Verdict.Proved) {
                worst = law.verdict();
            }
        }
        return worst;
    }

    void print(PrintWriter out, boolean json) {
        out.println(json ? Json.write(toJson()) : toText());
        out.flush();
    }

    String toText() {
        StringBuilder s = new StringBuilder(String.join("\n", lines));
        for (CheckedLaw law : laws) {
            s.append("\n  ").append(law.verdict().word()).append(": ").append(law.statement());
            switch (law.verdict()) {
                case Verdict.Proved p -> s.append("\n    how: ").append(p.method());
                case Verdict.Refuted r -> s.append("\n    counterexample: ").append(r.counterexample().describe(Axes.empty()));
                case Verdict.Unknown u -> s.append("\n    reason: ").append(u.reason());
            }
        }
        if (!laws.isEmpty()) {
            s.append("\n  solver: ").append(solver).append(", ").append(millis).append(" ms");
        }
        return s.toString();
    }

    Map<String, Object> toJson() {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("operation", operation);
        o.put("arguments", arguments);
        o.put("result", result);
        o.put("verdict", verdict().word());
        List<Map<String, Object>> list = new ArrayList<>();
        for (CheckedLaw law : laws) {
            Map<String, Object> l = new LinkedHashMap<>();
            l.put("law", law.statement());
            l.put("verdict", law.verdict().word());
            switch (law.verdict()) {
                case Verdict.Proved p -> l.put("method", p.method());
                case Verdict.Refuted r -> {
                    Map<String, Object> c = new LinkedHashMap<>();
                    c.put("point", r.counterexample().position());
                    c.put("description", r.counterexample().describe(Axes.empty()));
                    l.put("counterexample", c);
                }
                case Verdict.Unknown u -> l.put("reason", u.reason());
            }
            list.add(l);
        }
        o.put("laws", list);
        o.put("solver", solver);
        o.put("millis", millis);
        return o;
    }

    /** A coordinate as nested JSON arrays: {@code ((1,2),0)} is {@code [[1,2],0]}. */
    static Object json(IntTuple t) {
        return switch (t) {
            case IntTuple.Int i -> i.value();
            case IntTuple.Tuple tu -> tu.elements().stream().map(LawReport::json).toList();
        };
    }

    /**
     * One index's JSON row: {@code row(5, (2,1), 7)} is {@code {"index":5,"coordinate":[2,1],"value":7}}
     * (a mutable map, so that a caller may add fields after these).
     */
    static Map<String, Object> row(long index, IntTuple coordinate, long value) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("index", index);
        row.put("coordinate", json(coordinate));
        row.put("value", value);
        return row;
    }
}
