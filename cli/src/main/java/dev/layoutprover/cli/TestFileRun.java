package dev.layoutprover.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.layoutprover.kernel.model.Crate;
import dev.layoutprover.kernel.syntax.Ast;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code layout simulate TEST_FILE} without {@code --fn} on a file of several host functions and no
 * {@code main} (a crate's {@code tests/*.rs}): each test runs as {@code --fn TEST} would run it, with the
 * command's other options, and one line per test gives its verdict line and exit status, then a total.
 *
 * <p>Example: {@code layout simulate tests/view_tests.rs} prints
 * {@code test_view_simpl  conformant; the test's assertion holds  (exit 0, 2104 ms)} per test and
 * {@code total: 2 tests: 2 exit 0, 0 exit 1, 0 exit 2, 0 exit 3 (4.3 s)}.
 *
 * @param spec the simulate command, for its streams and the arguments it was given
 * @param file the test file
 * @param tests the host functions, in file order
 * @param json whether to print one JSON object instead
 */
record TestFileRun(CommandSpec spec, String file, List<String> tests, boolean json) {

    /**
     * The host functions without parameters (tests: a host function with parameters, such as {@code async fn
     * run_layer(ctx: &mut Context)}, runs where a test calls it) of {@code crate}'s named file, when there are
     * several and none is {@code main}.
     */
    static List<String> tests(Crate crate) {
        List<String> hosts = crate.functions().stream().filter(f -> f.function().kind() == Ast.FunctionKind.HOST
                && f.function().params().isEmpty()).map(f -> f.function().name()).toList();
        return hosts.size() > 1 && !hosts.contains("main") ? hosts : List.of();
    }

    /** Runs every test; the exit status is 2 if any test's is, else 1 if any, else 3 if any, else 0. */
    int run() {
        List<String> given = new ArrayList<>(spec.commandLine().getParseResult().originalArgs());
        if (!given.isEmpty() && given.get(0).equals("simulate")) {
            given.remove(0);
        }
        List<Map<String, Object>> runs = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        long start = System.nanoTime();
        int[] byExit = new int[5];
        int n = 0;
        for (String test : tests) {
            n++;
            List<String> args = new ArrayList<>(List.of("simulate"));
            args.addAll(given);
            args.addAll(List.of("--fn", test));
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            long t0 = System.nanoTime();
            int exit = Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args.toArray(String[]::new));
            long millis = (System.nanoTime() - t0) / 1_000_000;
            byExit[Math.min(exit, 4)]++;
            Object report = json ? report(out.toString(), err.toString()) : null;
            String verdict = json ? word(exit, report) : verdict(exit, out.toString(), err.toString());
            spec.commandLine().getErr().println("simulate [" + n + "/" + tests.size() + "] " + test + ": exit " + exit
                    + " (" + millis + " ms)");
            spec.commandLine().getErr().flush();
            text.append(test).append("  ").append(verdict).append("  (exit ").append(exit).append(", ").append(millis)
                    .append(" ms)\n");
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("function", test);
            o.put("exit", exit);
            o.put("millis", millis);
            o.put("verdict", verdict);
            o.put("assertion", report instanceof JsonNode r && r.hasNonNull("assertion") ? r.get("assertion").asText()
                    : null);
            o.put("report", report);
            runs.add(o);
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        if (json) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("path", file);
            o.put("tests", runs);
            Map<String, Object> totals = new LinkedHashMap<>();
            totals.put("tests", tests.size());
            for (int e = 0; e <= 4; e++) {
                totals.put("exit " + e, byExit[e]);
            }
            totals.put("millis", millis);
            o.put("totals", totals);
            spec.commandLine().getOut().println(Json.write(o));
        } else {
            text.append("total: ").append(tests.size()).append(" tests: ").append(byExit[0]).append(" exit 0, ")
                    .append(byExit[1]).append(" exit 1, ").append(byExit[2]).append(" exit 2, ").append(byExit[3])
                    .append(" exit 3").append(byExit[4] > 0 ? ", " + byExit[4] + " exit 4" : "")
                    .append(String.format(java.util.Locale.ROOT, " (%.1f s)", millis / 1000.0));
            spec.commandLine().getOut().println(text);
        }
        spec.commandLine().getOut().flush();
        return byExit[4] > 0 ? 4 : byExit[2] > 0 ? 2 : byExit[1] > 0 ? 1 : byExit[3] > 0 ? 3 : 0;
    }

    /**
     * A test's verdict in one line: the last line of its report (conformant, not conformant, unknown), or
     * the first error it printed when it stopped.
     */
    private static String verdict(int exit, String out, String err) {
        List<String> lines = out.lines().filter(l -> !l.isBlank()).toList();
        if ((exit == 0 || exit == 1 || exit == 3) && !lines.isEmpty() && !lines.getLast().startsWith("{")) {
            return lines.getLast();
        }
        return err.lines().filter(l -> l.startsWith("error: ") || l.startsWith("internal error")).findFirst()
                .orElse(lines.isEmpty() ? "no output" : lines.getLast());
    }

    /**
     * The verdict of a test's JSON run by its exit status: conformant, not-conformant, rule-broken (its
     * report names a broken rule), bad-input, unknown or internal-error.
     */
    private static String word(int exit, Object report) {
        return switch (exit) {
            case 0 -> "conformant";
            case 1 -> report instanceof JsonNode r && r.hasNonNull("violation") ? "rule-broken" : "not-conformant";
            case 2 -> "bad-input";
            case 3 -> "unknown";
            default -> "internal-error";
        };
    }

    /** The test's own JSON report, or its error as text when it printed none. */
    private static Object report(String out, String err) {
        try {
            JsonNode node = new ObjectMapper().readTree(out);
            if (node != null) {
                return node;
            }
        } catch (java.io.IOException | RuntimeException e) {
            // no JSON document: the error lines say why
        }
        return err.strip();
    }
}
