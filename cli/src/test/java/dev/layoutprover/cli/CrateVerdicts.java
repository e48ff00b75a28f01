package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the tool says of a test crate, read from its JSON: each function's verdict and reason
 * ({@code simulate --json}), the findings of {@code verify --format json}, and whether a kernel
 * meets a spec ({@code simulate --fn --expect}). For example
 * {@code CrateVerdicts.findings("src/test/resources/crates/unseen", 1)} starts with
 * {@code "src/lanes/float.rs:70:5 Kernel::UNMODELLED warning"}.
 */
final class CrateVerdicts {

    private CrateVerdicts() {}

    /** {@code simulate --json}: the whole report, its text, and the verdict and reason of each function by path. */
    record Simulated(JsonNode report, String out, Map<String, String> verdicts, Map<String, String> reasons) {

        /** Asserts that the reason given for the function {@code path} ends with {@code end}. */
        void assertReasonEnds(String path, String end) {
            assertTrue(reasons.get(path).endsWith(end), reasons.get(path));
        }

        /** Asserts that the reason given for the function {@code path} starts with {@code start}. */
        void assertReasonStarts(String path, String start) {
            assertTrue(reasons.get(path).startsWith(start), reasons.get(path));
        }

        /** Asserts that the reason given for the function {@code path} contains {@code part}. */
        void assertReasonHas(String path, String part) {
            assertTrue(reasons.get(path).contains(part), reasons.get(path));
        }
    }

    /**
     * Runs {@code simulate --json crate}, asserting its exit code and each function's verdict: the
     * functions are {@code paths}, each conformant but those {@code others} names, which get the
     * verdict it gives ({@link #conformantBut}); {@code options} go before the crate (e.g.
     * {@code "--max-macs", "0"}); no function's reason may be an internal error. The run is
     * returned for its reasons and totals.
     */
    static Simulated assertVerdicts(String crate, int exit, List<String> paths, Map<String, String> others,
            String... options) throws IOException {
        Simulated r = simulate(crate, exit, options);
        assertEquals(conformantBut(paths, others), r.verdicts(), r.out());
        assertFalse(r.out().contains("internal error"), r.out());
        return r;
    }

    /**
     * Runs {@code simulate --json --max-macs 0 crate}, the symbolic check of every function,
     * asserting its exit code and that each function gets the verdict {@code others} gives it
     * (conformant where it names none, as {@link #assertVerdicts}) but those {@code unknown} names,
     * which the check leaves unknown: a decided function gets its concrete run's verdict. For example
     * {@code assertSymbolicVerdicts(crate, 1, List.of("a", "b", "c"), Map.of("b", "rule-broken"), "c")}
     * expects {@code {a=conformant, b=rule-broken, c=unknown}}.
     */
    static Simulated assertSymbolicVerdicts(String crate, int exit, List<String> paths, Map<String, String> others,
            String... unknown) throws IOException {
        Map<String, String> verdicts = new LinkedHashMap<>(others);
        for (String path : unknown) {
            verdicts.put(path, "unknown");
        }
        return assertVerdicts(crate, exit, paths, verdicts, "--max-macs", "0");
    }

    /** Runs {@code simulate --json [options] crate}, asserting its exit code. */
    private static Simulated simulate(String crate, int exit, String... options) throws IOException {
        List<String> args = new ArrayList<>(List.of("simulate", "--json"));
        args.addAll(List.of(options));
        args.add(crate);
        Run r = run(args.toArray(String[]::new));
        assertEquals(exit, r.exit(), r.out() + r.err());
        JsonNode o = new ObjectMapper().readTree(r.out());
        Map<String, String> verdicts = new LinkedHashMap<>();
        Map<String, String> reasons = new LinkedHashMap<>();
        for (JsonNode f : o.get("functions")) {
            verdicts.put(f.get("path").asText(), f.get("verdict").asText());
            reasons.put(f.get("path").asText(), f.get("reason").asText(""));
        }
        return new Simulated(o, r.out(), verdicts, reasons);
    }

    /**
     * The verdicts of {@code paths}, in order: each conformant but those {@code others} names,
     * which get the verdict it gives. {@code conformantBut(List.of("a", "b"), Map.of("b", "unknown"))}
     * is {@code {a=conformant, b=unknown}}.
     */
    private static Map<String, String> conformantBut(List<String> paths, Map<String, String> others) {
        assertTrue(paths.containsAll(others.keySet()), others.keySet().toString());
        Map<String, String> out = new LinkedHashMap<>();
        for (String p : paths) {
            out.put(p, others.getOrDefault(p, "conformant"));
        }
        return out;
    }

    /**
     * Runs {@code verify --format json crate}, asserting its exit code: each finding as
     * {@code file:line:column RULE level}, the file relative to the crate's directory.
     */
    static List<String> findings(String crate, int exit) throws IOException {
        Run r = run("verify", "--format", "json", crate);
        assertEquals(exit, r.exit(), r.out() + r.err());
        String dir = crate.substring(crate.lastIndexOf('/') + 1);
        List<String> found = new ArrayList<>();
        for (JsonNode f : new ObjectMapper().readTree(r.out())) {
            found.add(f.get("file").asText().replaceFirst(".*/" + dir + "/", "") + ":" + f.get("line").asInt() + ":"
                    + f.get("column").asInt() + " " + f.get("rule").asText() + " " + f.get("level").asText());
        }
        return found;
    }

    /**
     * Asserts that every function of {@code crate}, {@code paths} in order, runs conformant (exit 0),
     * that {@code verify} finds nothing and that {@code kernels} lists exactly {@code paths}.
     */
    static void assertCleanCrate(String crate, List<String> paths) throws IOException {
        assertVerdicts(crate, 0, paths, Map.of());
        assertEquals(List.of(), findings(crate, 0));
        assertKernelsListed(crate, paths);
    }

    /**
     * Asserts that {@code kernels crate} exits 0 listing exactly the device functions {@code paths},
     * in order (the second column of each line, e.g. {@code lanes::pairs::and_pair}).
     */
    static void assertKernelsListed(String crate, List<String> paths) {
        Run k = run("kernels", crate);
        assertEquals(0, k.exit(), k.out() + k.err());
        assertEquals(paths, k.out().lines().map(l -> l.split("\\s+")[1]).toList());
    }

    /**
     * Asserts that {@code simulate --fn function --expect spec crate} exits with {@code exit} (0
     * conformant, 1 not) and says so.
     */
    static void assertSpec(String crate, String function, String spec, int exit) {
        Run r = run("simulate", "--fn", function, "--expect", spec, crate);
        assertEquals(exit, r.exit(), r.out() + r.err());
        assertTrue(r.out().lines().anyMatch(l -> exit == 0 ? l.equals("conformant; the output is the spec's")
                : l.startsWith("not conformant: the output is not the spec's")), r.out());
    }

    /**
     * Asserts that {@code simulate --max-macs 0 --fn function --expect spec crate}, the symbolic
     * check against the spec, exits with {@code exit} and says so: 0 conformant, 1 not-conformant,
     * 3 unknown.
     */
    static void assertSymbolicSpec(String crate, String function, String spec, int exit) {
        Run r = run("simulate", "--max-macs", "0", "--fn", function, "--expect", spec, crate);
        assertEquals(exit, r.exit(), r.out() + r.err());
        String said = switch (exit) {
            case 0 -> ": conformant (symbolic";
            case 1 -> ": not-conformant (symbolic";
            default -> ": unknown (symbolic";
        };
        assertTrue(r.out().contains(said), r.out());
    }
}
