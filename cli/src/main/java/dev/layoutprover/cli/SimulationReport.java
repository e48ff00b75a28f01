package dev.layoutprover.cli;

import dev.layoutprover.simulator.conformance.ElementMismatch;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.npy.NpyArray;
import dev.layoutprover.simulator.npy.TensorArrays;
import dev.layoutprover.simulator.oracle.Difference;
import dev.layoutprover.simulator.oracle.SpecVerdict;
import dev.layoutprover.simulator.rust.CheckLog;
import dev.layoutprover.simulator.rust.Finding;
import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.simulator.rust.Output;
import dev.layoutprover.simulator.rust.HostAssertion;
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
 *   (a warning-level rule broken on the way: file:line:column: warning[RULE]: message, and the run goes on)
 *   output y (constant_addition.rs:26:22): 4096 i32 elements, exact at every index
 *   (a test's own assertions, each: assertion (file:line:column): held | failed: index 2: left Init(7),
 *    right Init(2) | not-evaluated: why)
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
 * {@code message}, {@code location}, or {@code null}), {@code warnings} (the warning-level rules
 * broken on the way, each {@code rule}, {@code message}, {@code location}; the run went on) and {@code checks} (a list of
 * {@code location}, {@code call}, {@code rules}: rule → times held); a location is
 * {@code file}, {@code line}, {@code column}. With {@code --expect}: {@code expectation}
 * ({@code spec}, {@code matches}, {@code type}, {@code elements}, {@code mismatch_count},
 * {@code max_difference}, {@code max_bound}, {@code millis}, {@code first}: {@code null} or {@code index},
 * {@code kernel}, {@code spec}, {@code bound}, {@code term_count}, {@code summed},
 * {@code explanation}, {@code terms}: a list of {@code at}, {@code operands}, {@code value});
 * otherwise {@code null}; {@code later_expectations}, the same for the second, third, … output of a
 * function that brings several back, one per further {@code --expect} (empty without).
 * {@code assertion}: what the test's own assertions say ({@code held}, {@code failed}, {@code not-evaluated},
 * or {@code null} when it has none: see {@link Simulation#assertion()}); {@code assertions}: each, with
 * {@code location}, {@code status} and {@code detail};
 * {@code unwound}: what each {@code catch_unwind} of a test that brings nothing back gave, with
 * {@code location}, {@code panicked}, {@code cause} (the rule broken or the panicking macro or call),
 * {@code message} and {@code at} (where it panicked), the last three {@code null} without a panic;
 * {@code output_file}: the (first) {@code --output} file written, or {@code null};
 * {@code output_files}: every file written, the k-th holding the k-th output.
 */
record SimulationReport(String file, Simulation simulation, List<String> outputFiles) {

    String toText() {
        Simulation s = simulation;
        StringBuilder b = new StringBuilder("simulate " + file + ": " + s.function() + ", seed " + s.seed() + "\n");
        s.violation().ifPresent(v -> b.append(violation(v)));
        s.checks().warnings().forEach(w -> b.append(warning(w)));
        s.report().ifPresent(r -> b.append(output(r)));
        for (dev.layoutprover.simulator.rust.Unwound u : s.unwound()) {
            b.append("  catch_unwind (").append(short_(u.at())).append("): ").append(u.panicked()
                    ? "panicked: " + u.describe() + (u.message().isEmpty() ? "" : ": " + u.message())
                    : "no panic, its body ran to the end").append("\n");
        }
        for (HostAssertion a : s.assertions()) {
            b.append("  assertion (").append(short_(a.at())).append("): ").append(a.status().word())
                    .append(a.detail().isEmpty() ? "" : ": " + a.detail()).append("\n");
        }
        s.expectation().ifPresent(v -> describe(b, s.laterExpectations().isEmpty() ? "" : "output 1: ", v));
        for (int k = 0; k < s.laterExpectations().size(); k++) {
            describe(b, "output " + (k + 2) + ": ", s.laterExpectations().get(k));
        }
        List<LogicalTensor> results = results(s);
        for (int k = 0; k < outputFiles.size(); k++) {
            String which = outputFiles.size() == 1 ? "output" : "output " + (k + 1);
            if (k < results.size()) {
                LogicalTensor t = results.get(k);
                b.append("  ").append(which).append(" written to ").append(outputFiles.get(k)).append(" (")
                        .append(t.type().isFloat() ? "float32 " : "int32 ")
                        .append(NpyArray.shapeText(TensorArrays.shape(t.axes()))).append(")\n");
            } else {
                b.append("  ").append(which).append(" not written to ").append(outputFiles.get(k))
                        .append(": the run produced no output\n");
            }
        }
        CheckLog checks = s.checks();
        b.append("  rule checks that held").append(s.violation().isPresent() ? " before it" : "").append(": ")
                .append(checks.total()).append(" checks of ").append(checks.distinctRules()).append(" rules at ")
                .append(checks.calls().size()).append(" calls\n");
        for (CheckLog.Call c : checks.calls()) {
            b.append("    ").append(short_(c.at())).append("  ").append(c.call()).append("  ")
                    .append(String.join(", ", c.rules().keySet())).append("\n");
        }
        boolean specFails = s.expectation().map(v -> !v.matches()).orElse(false)
                || s.laterExpectations().stream().anyMatch(v -> !v.matches());
        boolean naiveFails = s.report().map(r -> !r.conformant()).orElse(false);
        boolean assertionFails = s.assertion().filter(a -> a.status() == HostAssertion.Status.FAILED).isPresent();
        if (s.caughtOnly()) {
            b.append(caughtVerdict(s));
            return b.toString();
        }
        b.append(s.passed() ? (!s.laterExpectations().isEmpty() ? "conformant; each output is its spec's"
                : s.expectation().isPresent() ? "conformant; the output is the spec's" : "conformant")
                + assertionSaid(s)
                : s.violation().isPresent() ? "not conformant: a rule is broken"
                : assertionFails && !naiveFails ? "not conformant: the test's assertion fails (" + s.assertion().get().detail() + ")"
                : assertionFails ? "not conformant, and the test's assertion fails (" + s.assertion().get().detail() + ")"
                : specFails && !naiveFails ? "not conformant: " + notTheSpecs(s)
                : !onlyUnwritten(s) ? "not conformant"
                : specFails ? "not conformant: " + notTheSpecs(s) + ", and part of it is never written"
                : "not conformant: part of the output is never written");
        return b.toString();
    }

    /**
     * The verdict of a run that brings nothing back ({@link Simulation#caughtOnly()}): {@code the expected
     * panic happened (Vector::ALU at normal.rs:40:10); the test's assertion holds}, or
     * {@code not conformant: expected a panic, none: catch_unwind (normal.rs:73:18) ran its body to the end;
     * the test's assertion fails (the condition is false)}.
     */
    private static String caughtVerdict(Simulation s) {
        List<dev.layoutprover.simulator.rust.Unwound> panics = s.unwound().stream()
                .filter(dev.layoutprover.simulator.rust.Unwound::panicked).toList();
        String caught = panics.isEmpty() ? s.unwound().getFirst().describe()
                : String.join(", ", panics.stream().map(dev.layoutprover.simulator.rust.Unwound::describe).toList());
        HostAssertion said = s.assertion().orElseThrow();
        if (s.passed()) {
            return (panics.isEmpty() ? "no panic, as the test expects (" + caught + ")"
                    : "the expected panic happened (" + caught + ")") + "; the test's assertion holds";
        }
        return "not conformant: " + (panics.isEmpty() ? "expected a panic, none: " + caught
                : "a panic the test does not expect: " + caught) + "; the test's assertion fails (" + said.detail() + ")";
    }

    /** {@code "; the test's assertion holds"} (or is not evaluated) after a conformant verdict; nothing without one. */
    private static String assertionSaid(Simulation s) {
        return s.assertion().map(a -> a.status() == HostAssertion.Status.HELD ? "; the test's assertion holds"
                : "; the test's assertion is not evaluated").orElse("");
    }

    /** The outputs' values the run brought back, in order (none when it stopped). */
    private static List<LogicalTensor> results(Simulation s) {
        List<LogicalTensor> out = new ArrayList<>();
        s.result().ifPresent(out::add);
        if (s.result().isPresent()) {
            out.addAll(s.laterResults());
        }
        return out;
    }

    /** A spec verdict's lines, the first after {@code head} ({@code "output 2: "} or nothing), the rest indented as much more. */
    private static void describe(StringBuilder b, String head, SpecVerdict v) {
        List<String> lines = v.describe();
        for (int i = 0; i < lines.size(); i++) {
            b.append("  ").append(i == 0 ? head : " ".repeat(head.length())).append(lines.get(i)).append("\n");
        }
    }

    /** {@code the output is not the spec's}, or for several outputs the first whose spec fails: {@code output 2 is not its spec's}. */
    private static String notTheSpecs(Simulation s) {
        if (s.laterExpectations().isEmpty()) {
            return "the output is not the spec's";
        }
        int k = s.expectation().map(v -> !v.matches()).orElse(false) ? 0
                : 1 + s.laterExpectations().indexOf(s.laterExpectations().stream().filter(v -> !v.matches()).findFirst()
                        .orElseThrow());
        return "output " + (k + 1) + " is not its spec's";
    }

    /** True when the simulator and the naive evaluator agree but some output element is never written. */
    private static boolean onlyUnwritten(Simulation s) {
        return s.report().map(r -> r.mismatchCount() == 0 && r.unwritten() > 0).orElse(false);
    }

    private static String warning(Finding w) {
        return w.where() + ": warning[" + w.rule() + "]: " + w.message() + "\n" + w.location().caret() + "\n";
    }

    private static String violation(Finding v) {
        return v.where() + ": error[" + v.rule() + "]: " + v.message() + "\n" + v.location().caret() + "\n";
    }

    private String output(ConformanceReport r) {
        StringBuilder b = new StringBuilder("  output ");
        simulation.output().ifPresent(o -> b.append(o.name()).append(" (").append(short_(o.at())).append(")"));
        b.append(": ").append(r.elements()).append(" ").append(r.type()).append(r.elements() == 1 ? " element, "
                : " elements, ");
        if (r.mismatchCount() == 0 && r.unwritten() > 0) {
            b.append(r.unwrittenText()).append("\n");
        } else if (!r.conformant()) {
            b.append(r.mismatchCount()).append(" beyond the bound\n");
            for (ElementMismatch m : r.mismatches()) {
                b.append("    mismatch ").append(m).append("\n");
            }
        } else if (r.maxDifference() == 0) {
            b.append("exact at every index").append(uninitialized(r)).append("\n");
        } else {
            b.append("within the stated floating-point bound at every index (max |simulator - naive| = ")
                    .append(r.maxDifference()).append(", largest bound ").append(r.maxBound()).append(")")
                    .append(uninitialized(r)).append("\n");
        }
        return b.toString();
    }

    /** {@code " but 1 uninitialized (…)"} when the naive evaluator leaves output elements without a value. */
    private static String uninitialized(ConformanceReport r) {
        return r.uninitialized() == 0 ? "" : " but " + r.uninitialized() + " uninitialized (the reference's Uninit, copied"
                + " from past a composite group or its padding, or a row a padded scatter key wrote; not compared)";
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
        o.put("warnings", s.checks().warnings().stream().map(SimulationReport::findingJson).toList());
        List<Object> checks = new ArrayList<>();
        for (CheckLog.Call c : s.checks().calls()) {
            Map<String, Object> call = new LinkedHashMap<>();
            call.put("location", location(c.at()));
            call.put("call", c.call());
            call.put("rules", c.rules());
            checks.add(call);
        }
        o.put("checks", checks);
        o.put("expectation", s.expectation().map(SimulationReport::expectationJson).orElse(null));
        o.put("later_expectations", s.laterExpectations().stream().map(SimulationReport::expectationJson).toList());
        o.put("assertion", s.assertion().map(a -> a.status().word()).orElse(null));
        o.put("assertions", s.assertions().stream().map(a -> {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("location", location(a.at()));
            x.put("status", a.status().word());
            x.put("detail", a.detail());
            return x;
        }).toList());
        o.put("unwound", s.unwound().stream().map(u -> {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("location", location(u.at()));
            x.put("panicked", u.panicked());
            x.put("cause", u.cause().orElse(null));
            x.put("message", u.panicked() ? u.message() : null);
            x.put("at", u.panicked() ? location(u.where()) : null);
            return x;
        }).toList());
        int written = Math.min(outputFiles.size(), results(s).size());
        o.put("output_file", written > 0 ? outputFiles.get(0) : null);
        o.put("output_files", outputFiles.subList(0, written));
        return o;
    }

    private static Map<String, Object> expectationJson(SpecVerdict v) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("spec", v.spec());
        o.put("matches", v.matches());
        o.put("type", v.type());
        o.put("elements", v.elements());
        o.put("mismatch_count", v.mismatchCount());
        o.put("max_difference", v.maxDifference());
        o.put("max_bound", v.maxBound());
        o.put("millis", v.nanos() / 1_000_000);
        o.put("first", v.first().map(d -> {
            Map<String, Object> f = new LinkedHashMap<>();
            f.put("index", d.index());
            f.put("kernel", d.kernel());
            f.put("spec", d.spec());
            f.put("bound", d.bound());
            f.put("term_count", d.termCount());
            f.put("summed", d.summed());
            f.put("explanation", d.explanation().orElse(null));
            List<Object> terms = new ArrayList<>();
            for (Difference.SpecTerm t : d.terms()) {
                Map<String, Object> x = new LinkedHashMap<>();
                x.put("at", t.at());
                x.put("operands", t.operands());
                x.put("value", t.value());
                terms.add(x);
            }
            f.put("terms", terms);
            return f;
        }).orElse(null));
        return o;
    }

    private Map<String, Object> outputJson(ConformanceReport r) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("name", simulation.output().map(Output::name).orElse(null));
        o.put("location", simulation.output().map(x -> location(x.at())).orElse(null));
        o.put("type", r.type());
        o.put("elements", r.elements());
        o.put("exact", r.conformant() && r.maxDifference() == 0);
        o.put("max_difference", r.maxDifference());
        o.put("max_bound", r.maxBound());
        o.put("mismatch_count", r.mismatchCount());
        o.put("uninitialized", r.uninitialized());
        o.put("unwritten", r.unwritten());
        o.put("first_unwritten", r.firstUnwritten().map(i -> (Object) i.coordinates()).orElse(null));
        List<Object> ms = new ArrayList<>();
        for (ElementMismatch m : r.mismatches()) {
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
