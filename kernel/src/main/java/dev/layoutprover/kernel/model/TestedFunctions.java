package dev.layoutprover.kernel.model;

import dev.layoutprover.kernel.syntax.CfgPredicates;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.kernel.syntax.RustSyntax;
import dev.layoutprover.kernel.syntax.Source;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.treesitter.TSNode;

/**
 * Which device functions a crate's own tests run, read from its {@code tests/} files and the
 * {@code #[cfg(test)]} modules of its source files with the Rust parser. A test is a function
 * marked {@code #[test]} or {@code #[….test]} ({@code #[tokio::test]}); it runs a device function
 * when its body, or a function of the same file it calls (transitively), holds
 * {@code launch(NAME, …)} naming it ({@code NAME} resolved as {@link PanicExpectations} does). A
 * test marked {@code #[ignore]}, or {@code #[cfg_attr(P, ignore …)]} with {@code P} true for a host
 * build ({@link CfgPredicates}), runs nothing.
 *
 * <p>A verdict on a function no test runs says less than one on a function the tests run and pass:
 * {@link #notRun} tells which, and why.
 *
 * <p>Example: {@code furiosa-visa-examples/tests/transformer_tests.rs} has one test, {@code run_qwen},
 * marked {@code #[ignore = "DmaCommandScatter npu-translate lowering not yet implemented"]}, which
 * calls {@code run_embedding}, whose body launches {@code embedding::forward}: {@code notRun(crate)}
 * maps {@code transformer::embedding::forward} to
 * {@code "its only test, run_qwen at tests/transformer_tests.rs:268:1, is ignored: \"DmaCommandScatter…\""}.
 */
public final class TestedFunctions {

    private static final Pattern IGNORE_REASON = Pattern.compile("ignore\\s*=\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");
    private static final Pattern CFG_ATTR = Pattern.compile("#\\s*\\[\\s*cfg_attr\\s*\\((.*),\\s*ignore\\b.*\\)\\s*]",
            Pattern.DOTALL);

    /**
     * One test and the device functions it launches.
     *
     * @param name the test function's name
     * @param at where it is
     * @param ignored why it is ignored ({@code ""} when no reason is given); empty when it runs
     * @param launched the Rust paths, in their crate, of the functions it launches
     */
    public record Test(String name, Location at, Optional<String> ignored, Set<String> launched) {

        /** {@code run_qwen at tests/transformer_tests.rs:268:1}. */
        public String describe() {
            return name + " at " + at;
        }
    }

    private TestedFunctions() {}

    /**
     * The device functions of {@code crate} that none of its tests runs, each with why (its tests
     * are all ignored, or none launches it); empty when the crate has no test at all (nothing is
     * known then).
     */
    public static Optional<Map<String, String>> notRun(Crate crate) {
        List<Test> tests = tests(crate);
        if (tests.isEmpty()) {
            return Optional.empty();
        }
        Map<String, List<Test>> byFunction = new HashMap<>();
        for (Test t : tests) {
            for (String l : t.launched()) {
                byFunction.computeIfAbsent(l, k -> new ArrayList<>()).add(t);
            }
        }
        List<Crate.Located> devices = PanicExpectations.devices(crate);
        Map<String, List<Test>> resolved = new HashMap<>();
        for (Map.Entry<String, List<Test>> e : byFunction.entrySet()) {
            PanicExpectations.device(devices, e.getKey())
                    .ifPresent(d -> resolved.computeIfAbsent(d.path(), k -> new ArrayList<>()).addAll(e.getValue()));
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (Crate.Located d : devices) {
            List<Test> launching = resolved.getOrDefault(d.path(), List.of());
            if (launching.isEmpty()) {
                out.put(d.path(), "no test of the crate launches it");
            } else if (launching.stream().allMatch(t -> t.ignored().isPresent())) {
                Test first = launching.get(0);
                String reason = first.ignored().get();
                out.put(d.path(), (launching.size() == 1 ? "its only test, " : "its tests are all ignored; the first, ")
                        + first.describe() + ", is ignored" + (reason.isEmpty() ? "" : ": \"" + reason + "\""));
            }
        }
        return Optional.of(out);
    }

    /** The tests of the crate's {@code #[cfg(test)]} modules, then of its {@code tests/} files, in file order. */
    public static List<Test> tests(Crate crate) {
        List<Test> out = new ArrayList<>();
        Set<String> read = new HashSet<>();
        for (Module m : crate.everyModule()) {
            String text = m.source().text();
            if (read.add(m.source().name()) && text.contains("test]")) {
                try {
                    out.addAll(read(m.source(), crate.name()));
                } catch (KernelError e) {
                    // a file the parser cannot read states nothing we can use
                }
            }
        }
        for (Path file : PanicExpectations.testsDirectory(crate).map(PanicExpectations::testFiles).orElse(List.of())) {
            try {
                out.addAll(read(Source.of(file.toString(), Files.readString(file)), crate.name()));
            } catch (KernelError e) {
                // a test file the parser cannot read states nothing we can use
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    /** The tests one file holds, {@code crateName} the name its {@code use} paths start with. */
    public static List<Test> read(Source source, String crateName) {
        RustSyntax.Parsed p = RustSyntax.parse(source);
        Map<String, String> uses = PanicExpectations.uses(p);
        Map<String, TSNode> functions = new LinkedHashMap<>();
        for (TSNode f : PanicExpectations.descendants(p.root(), "function_item")) {
            TSNode name = f.getChildByFieldName("name");
            TSNode body = f.getChildByFieldName("body");
            if (name != null && !name.isNull() && body != null && !body.isNull()) {
                functions.putIfAbsent(p.text(name), f);
            }
        }
        List<Test> out = new ArrayList<>();
        for (Map.Entry<String, TSNode> e : functions.entrySet()) {
            List<String> attributes = attributes(p, e.getValue());
            if (attributes.stream().noneMatch(TestedFunctions::marksTest)) {
                continue;
            }
            Set<String> launched = new java.util.LinkedHashSet<>();
            for (String l : reached(p, e.getKey(), functions)) {
                launched.add(PanicExpectations.launchedPath(uses, l, crateName));
            }
            out.add(new Test(e.getKey(), p.at(e.getValue()), ignored(attributes), launched));
        }
        return out;
    }

    /** The {@code launch} targets in {@code start}'s body and in the bodies of the file's functions it calls, transitively. */
    private static List<String> reached(RustSyntax.Parsed p, String start, Map<String, TSNode> functions) {
        List<String> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Deque<String> todo = new ArrayDeque<>(List.of(start));
        while (!todo.isEmpty()) {
            String f = todo.pop();
            if (!seen.add(f)) {
                continue;
            }
            TSNode body = functions.get(f).getChildByFieldName("body");
            out.addAll(PanicExpectations.launches(p, body));
            for (TSNode c : PanicExpectations.descendants(body, "call_expression")) {
                TSNode callee = c.getChildByFieldName("function");
                if (callee != null && !callee.isNull()) {
                    String name = p.text(callee).replaceAll("\\s+", "");
                    name = name.substring(name.lastIndexOf(':') + 1);
                    if (functions.containsKey(name) && !seen.contains(name)) {
                        todo.push(name);
                    }
                }
            }
        }
        return out;
    }

    /** The text of the attributes right before {@code f}, whitespace kept. */
    private static List<String> attributes(RustSyntax.Parsed p, TSNode f) {
        List<String> out = new ArrayList<>();
        for (TSNode a = f.getPrevNamedSibling(); a != null && !a.isNull()
                && (a.getType().equals("attribute_item") || a.getType().endsWith("comment")); a = a.getPrevNamedSibling()) {
            if (a.getType().equals("attribute_item")) {
                out.add(p.text(a));
            }
        }
        return out;
    }

    /** Whether {@code attribute} is {@code #[test]} or {@code #[path::test]}, with or without arguments. */
    private static boolean marksTest(String attribute) {
        String a = attribute.replaceAll("\\s+", "");
        return a.matches("#\\[(\\w+::)*test(\\(.*\\))?]");
    }

    /**
     * Why a test with {@code attributes} is ignored on a host build: its {@code ignore} reason
     * ({@code ""} when none is given); empty when it runs.
     */
    static Optional<String> ignored(List<String> attributes) {
        for (String attribute : attributes) {
            String a = attribute.strip();
            boolean plain = a.replaceAll("\\s+", "").matches("#\\[ignore(=.*)?]");
            Matcher conditional = CFG_ATTR.matcher(a);
            boolean applies = plain || conditional.matches()
                    && CfgPredicates.holds("#[cfg(" + conditional.group(1) + ")]").orElse(false);
            if (applies) {
                Matcher reason = IGNORE_REASON.matcher(a);
                return Optional.of(reason.find() ? reason.group(1) : "");
            }
        }
        return Optional.empty();
    }
}
