package dev.layoutprover.cli;

import dev.layoutprover.simulator.conformance.Mismatch;
import dev.layoutprover.simulator.conformance.Report;
import dev.layoutprover.simulator.rust.CheckLog;
import dev.layoutprover.simulator.rust.Finding;
import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.simulator.rust.Output;
import dev.layoutprover.simulator.rust.Simulation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Prints a {@link Simulation} for a person or as JSON. Text:
 *
 * <pre>
 * simulate examples/kernels/constant_addition.rs: main, seed 7
 *   output y (constant_addition.rs:26:22): 4096 i32 elements, exact at every index
 *   rule checks that held: 52 checks of 33 rules at 13 calls
 *     constant_addition.rs:24:19  .to_hbm  Chip::SIZE, Element::ALIGN, HBM::CAPACITY, …
 *     …
 * conformant
 * </pre>
 *
 * JSON: one object with {@code file}, {@code function}, {@code seed}, {@code conformant},
 * {@code output} ({@code name}, {@code location}, {@code type}, {@code elements}, {@code exact},
 * {@code max_difference}, {@code max_bound}, {@code mismatch_count}, {@code mismatches}: a list of
 * {@code index}, {@code simulator}, {@code naive}, {@code bound}), {@code violation} ({@code rule},
 * {@code message}, {@code location}, or {@code null}) and {@code checks} (a list of
 * {@code location}, {@code call}, {@code rules}: rule → times held); a location is
 * {@code file}, {@code line}, {@code column}.
 */
record SimulationReport(String file, Simulation simulation) {

    String toText() {
        Simulation s = simulation;
        StringBuilder b = new StringBuilder("simulate " + file + ": " + s.function() + ", seed " + s.seed() + "\n");
        s.violation().ifPresent(v -> b.append(violation(v)));
        s.report().ifPresent(r -> b.append(output(r)));
        CheckLog checks = s.checks();
        b.append("  rule checks that held").append(s.violation().isPresent() ? " before it" : "").append(": ")
                .append(checks.total()).append(" checks of ").append(checks.distinctRules()).append(" rules at ")
                .append(checks.calls().size()).append(" calls\n");
        for (CheckLog.Call c : checks.calls()) {
            b.append("    ").append(short_(c.at())).append("  ").append(c.call()).append("  ")
                    .append(String.join(", ", c.rules().keySet())).append("\n");
        }
        b.append(s.passed() ? "conformant" : s.violation().isPresent() ? "not conformant: a rule is broken"
                : "not conformant");
        return b.toString();
    }

    private static String violation(Finding v) {
        return v.location() + ": error[" + v.rule() + "]: " + v.message() + "\n" + v.location().caret() + "\n";
    }

    private String output(Report r) {
        StringBuilder b = new StringBuilder("  output ");
        simulation.output().ifPresent(o -> b.append(o.name()).append(" (").append(short_(o.at())).append(")"));
        b.append(": ").append(r.elements()).append(" ").append(r.type()).append(r.elements() == 1 ? " element, "
                : " elements, ");
        if (!r.conformant()) {
            b.append(r.mismatchCount()).append(" beyond the bound\n");
            for (Mismatch m : r.mismatches()) {
                b.append("    mismatch ").append(m).append("\n");
            }
        } else if (r.maxDifference() == 0) {
            b.append("exact at every index\n");
        } else {
            b.append("within the stated floating-point bound at every index (max |simulator - naive| = ")
                    .append(r.maxDifference()).append(", largest bound ").append(r.maxBound()).append(")\n");
        }
        return b.toString();
    }

    /** {@code file:line:column} with the file's name only; the header names the path. */
    private static String short_(Location at) {
        String name = at.file().replaceFirst(".*[/\\\\]", "");
        return name + ":" + at.line() + ":" + at.column();
    }

    Map<String, Object> toJson() {
        Simulation s = simulation;
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("file", file);
        o.put("function", s.function());
        o.put("seed", s.seed());
        o.put("conformant", s.passed());
        o.put("output", s.report().map(this::outputJson).orElse(null));
        o.put("violation", s.violation().map(SimulationReport::findingJson).orElse(null));
        List<Object> checks = new ArrayList<>();
        for (CheckLog.Call c : s.checks().calls()) {
            Map<String, Object> call = new LinkedHashMap<>();
            call.put("location", location(c.at()));
            call.put("call", c.call());
            call.put("rules", c.rules());
            checks.add(call);
        }
        o.put("checks", checks);
        return o;
    }

    private Map<String, Object> outputJson(Report r) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("name", simulation.output().map(Output::name).orElse(null));
        o.put("location", simulation.output().map(x -> location(x.at())).orElse(null));
        o.put("type", r.type());
        o.put("elements", r.elements());
        o.put("exact", r.conformant() && r.maxDifference() == 0);
        o.put("max_difference", r.maxDifference());
        o.put("max_bound", r.maxBound());
        o.put("mismatch_count", r.mismatchCount());
        List<Object> ms = new ArrayList<>();
        for (Mismatch m : r.mismatches()) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("index", m.index().coordinates());
            x.put("simulator", m.simulated());
            x.put("naive", m.expected());
            x.put("bound", m.bound());
            ms.add(x);
        }
        o.put("mismatches", ms);
        return o;
    }

    static Map<String, Object> findingJson(Finding f) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("rule", f.rule());
        o.put("message", f.message());
        o.put("location", location(f.location()));
        return o;
    }

    static Map<String, Object> location(Location at) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("file", at.file());
        o.put("line", at.line());
        o.put("column", at.column());
        return o;
    }
}
