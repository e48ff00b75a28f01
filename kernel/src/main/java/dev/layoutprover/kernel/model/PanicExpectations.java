package dev.layoutprover.kernel.model;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.kernel.syntax.RustSyntax;
import dev.layoutprover.kernel.syntax.Source;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.treesitter.TSNode;

/**
 * The device functions a crate's own tests expect to panic, read from the test files under its
 * {@code tests/} directory and the {@code #[cfg(test)]} modules of its source files with the Rust
 * parser. A test expects {@code launch(NAME, …)} to panic
 * when
 * <ul>
 *   <li>it binds the result of {@code catch_unwind(…)} whose argument calls {@code launch(NAME, …)}
 *       ({@code let result = catch_unwind(AssertUnwindSafe(|| { … launch(NAME, …).await; … }));}),
 *       and asserts that the result is an error: {@code assert!(result.is_err(), …)}; or</li>
 *   <li>it is marked {@code #[should_panic]} and calls {@code launch(NAME, …)}.</li>
 * </ul>
 * {@code NAME} resolves through the test file's {@code use} declarations (the crate's own name,
 * {@code -} read as {@code _}, is dropped from the path), to a device function of the crate by its
 * Rust path or, failing that, by its name when exactly one device function has it.
 *
 * <p>Example: {@code furiosa-visa-examples/tests/vector_engine/normal.rs} has
 * {@code test_ve_elementwise_fxp_chain}, which catches the unwind of
 * {@code launch(ve_elementwise_fxp_chain, (&mut *ctx, &input_hbm))} and asserts
 * {@code result.is_err()}: {@code PanicExpectations.of(crate)} maps
 * {@code vector_engine::normal::ve_elementwise_fxp_chain} to that test, at
 * {@code tests/vector_engine/normal.rs:72}.
 */
public final class PanicExpectations {

    /**
     * A test that expects a launch to panic.
     *
     * @param launched the function as the test names it, resolved through its {@code use}
     *     declarations ({@code vector_engine::ve_stash_fxp_fp}), without the crate's name
     * @param test the test function's name
     * @param at where the test function is
     */
    public record PanicTest(String launched, String test, Location at) {

        /** {@code test_ve_stash_fxp_fp at tests/vector_engine/normal.rs:176:1}. */
        public String describe() {
            return test + " at " + at;
        }
    }

    private PanicExpectations() {}

    /**
     * The crate's device functions its tests expect to panic, by Rust path, each with the test that
     * expects it (the first one, in file order: the source files' tests first). A test file that
     * cannot be parsed is left aside.
     */
    public static Map<String, PanicTest> of(Crate crate) {
        Optional<Path> tests = testsDirectory(crate);
        List<PanicTest> found = new ArrayList<>();
        // the tests of #[cfg(test)] modules in the crate's own files, then those under tests/
        java.util.Set<String> read = new java.util.HashSet<>();
        for (Module m : crate.everyModule()) {
            String text = m.source().text();
            if (read.add(m.source().name()) && (text.contains("should_panic") || text.contains("catch_unwind"))) {
                try {
                    found.addAll(read(m.source(), crate.name()));
                } catch (KernelError e) {
                    // a file the parser cannot read states nothing we can use
                }
            }
        }
        for (Path file : tests.map(PanicExpectations::testFiles).orElse(List.of())) {
            try {
                found.addAll(read(Source.of(file.toString(), Files.readString(file)), crate.name()));
            } catch (KernelError e) {
                // a test file the parser cannot read states nothing we can use
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return resolve(crate, found);
    }

    /** The expectations one test file states, {@code crateName} the name its {@code use} paths start with. */
    public static List<PanicTest> read(Source source, String crateName) {
        RustSyntax.Parsed p = RustSyntax.parse(source);
        Map<String, String> uses = uses(p);
        List<PanicTest> out = new ArrayList<>();
        for (TSNode f : descendants(p.root(), "function_item")) {
            TSNode name = f.getChildByFieldName("name");
            TSNode body = f.getChildByFieldName("body");
            if (name == null || name.isNull() || body == null || body.isNull()) {
                continue;
            }
            List<String> launched = new ArrayList<>();
            if (shouldPanic(p, f)) {
                launched.addAll(launches(p, body));
            }
            for (TSNode let : descendants(body, "let_declaration")) {
                TSNode pattern = let.getChildByFieldName("pattern");
                TSNode value = let.getChildByFieldName("value");
                if (pattern == null || pattern.isNull() || value == null || value.isNull()
                        || !value.getType().equals("call_expression") || !calls(p, value, "catch_unwind")
                        || !assertsError(p, body, p.text(pattern).trim())) {
                    continue;
                }
                launched.addAll(launches(p, value));
            }
            for (String l : launched) {
                out.add(new PanicTest(launchedPath(uses, l, crateName), p.text(name), p.at(f)));
            }
        }
        return out;
    }

    /** The names the file's {@code use} declarations bring in, each with its full path. */
    static Map<String, String> uses(RustSyntax.Parsed p) {
        Map<String, String> uses = new LinkedHashMap<>();
        for (TSNode u : descendants(p.root(), "use_declaration")) {
            TSNode arg = u.getChildByFieldName("argument");
            if (arg != null && !arg.isNull()) {
                useTree(p.text(arg), "", uses);
            }
        }
        return uses;
    }

    /**
     * The Rust path in its crate of the function a test's {@code launch(NAME, …)} names: NAME's first
     * segment through the file's {@code uses} ({@code embedding::forward} after
     * {@code use my_crate::transformer::embedding} is {@code transformer::embedding::forward}), without the
     * crate's own name ({@code -} read as {@code _}) in front.
     */
    static String launchedPath(Map<String, String> uses, String name, String crateName) {
        String crateRoot = crateName.replace('-', '_');
        int colons = name.indexOf("::");
        String first = colons < 0 ? name : name.substring(0, colons);
        String path = uses.containsKey(first) ? uses.get(first) + name.substring(first.length()) : name;
        return path.startsWith(crateRoot + "::") ? path.substring(crateRoot.length() + 2) : path;
    }

    /** Each expectation's device function of {@code crate}: by Rust path, else by a name only one has. */
    private static Map<String, PanicTest> resolve(Crate crate, List<PanicTest> found) {
        List<Crate.Located> devices = devices(crate);
        Map<String, PanicTest> out = new LinkedHashMap<>();
        for (PanicTest e : found) {
            device(devices, e.launched()).ifPresent(d -> out.putIfAbsent(d.path(), e));
        }
        return out;
    }

    /**
     * The crate's device functions, in reading order: all of them, also when one file is named, so that a
     * test's {@code launch(forward, …)} resolves among every {@code forward} of the crate, never only the
     * named file's.
     */
    static List<Crate.Located> devices(Crate crate) {
        return crate.everyFunction().stream().filter(f -> f.function().kind() == Ast.FunctionKind.DEVICE).toList();
    }

    /**
     * The device function of {@code devices} a test's {@code launch(NAME, …)} names, {@code launched} being
     * NAME resolved through the test's {@code use}s: by Rust path, else by a name only one has.
     */
    static Optional<Crate.Located> device(List<Crate.Located> devices, String launched) {
        Optional<Crate.Located> exact = devices.stream().filter(d -> d.path().equals(launched)).findFirst();
        if (exact.isPresent()) {
            return exact;
        }
        String simple = launched.substring(launched.lastIndexOf(':') + 1);
        List<Crate.Located> byName = devices.stream().filter(d -> d.function().name().equals(simple)).toList();
        return byName.size() == 1 ? Optional.of(byName.get(0)) : Optional.empty();
    }

    /** {@code <crate>/tests} when the crate's root file is {@code <crate>/src/…} and that directory exists. */
    static Optional<Path> testsDirectory(Crate crate) {
        Path src = crate.rootFile().toAbsolutePath().normalize().getParent();
        if (src == null || src.getFileName() == null || !src.getFileName().toString().equals("src")
                || src.getParent() == null) {
            return Optional.empty();
        }
        Path tests = src.getParent().resolve("tests");
        Path shown = crate.rootFile().getParent();
        return !Files.isDirectory(tests) ? Optional.empty()
                : Optional.of(shown == null ? tests : shown.resolveSibling("tests"));
    }

    static List<Path> testFiles(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(f -> f.toString().endsWith(".rs") && Files.isRegularFile(f)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Adds the names a {@code use} tree brings in, each with its full path: {@code a::{b, c::d as e}}
     * brings {@code b → a::b} and {@code e → a::c::d}.
     */
    static void useTree(String tree, String prefix, Map<String, String> out) {
        String t = tree.strip().replaceAll("\\s*(::|\\{|\\}|,)\\s*", "$1");
        int brace = t.indexOf('{');
        if (brace >= 0 && t.endsWith("}")) {
            String base = prefix + t.substring(0, brace);
            for (String part : topLevel(t.substring(brace + 1, t.length() - 1))) {
                useTree(part, base, out);
            }
            return;
        }
        String path = prefix + t;
        String name = path.substring(path.lastIndexOf(':') + 1);
        int as = path.indexOf(" as ");
        if (as >= 0) {
            name = path.substring(as + 4).strip();
            path = path.substring(0, as).strip();
        }
        if (!name.isEmpty() && !name.equals("*") && !name.equals("self") && !name.equals("_")) {
            out.put(name, path);
        }
    }

    /** The comma-separated parts of {@code s} outside braces. */
    private static List<String> topLevel(String s) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '{' || c == '(') {
                depth++;
            } else if (c == '}' || c == ')') {
                depth--;
            } else if (c == ',' && depth == 0) {
                parts.add(s.substring(start, i));
                start = i + 1;
            }
        }
        parts.add(s.substring(start));
        return parts.stream().filter(x -> !x.isEmpty()).toList();
    }

    /** Whether {@code call} (a call expression) calls {@code name} or a path ending in it. */
    static boolean calls(RustSyntax.Parsed p, TSNode call, String name) {
        TSNode f = call.getChildByFieldName("function");
        if (f == null || f.isNull()) {
            return false;
        }
        String t = p.text(f).replaceAll("\\s+", "");
        return t.equals(name) || t.endsWith("::" + name);
    }

    /** The first argument of every {@code launch(…)} call in {@code n}. */
    static List<String> launches(RustSyntax.Parsed p, TSNode n) {
        List<String> out = new ArrayList<>();
        for (TSNode c : descendants(n, "call_expression")) {
            TSNode args = c.getChildByFieldName("arguments");
            if (calls(p, c, "launch") && args != null && !args.isNull() && args.getNamedChildCount() > 0) {
                out.add(p.text(args.getNamedChild(0)).replaceAll("\\s+", ""));
            }
        }
        return out;
    }

    /** Whether {@code body} holds {@code assert!(VAR.is_err(), …)}. */
    private static boolean assertsError(RustSyntax.Parsed p, TSNode body, String var) {
        for (TSNode m : descendants(body, "macro_invocation")) {
            TSNode macro = m.getChildByFieldName("macro");
            if (macro == null || macro.isNull() || !p.text(macro).equals("assert")) {
                continue;
            }
            String args = p.text(m).replaceAll("\\s+", "");
            int open = args.indexOf('(');
            if (open < 0 || !args.endsWith(")")) {
                continue;
            }
            List<String> parts = topLevel(args.substring(open + 1, args.length() - 1));
            if (!parts.isEmpty() && parts.get(0).equals(var + ".is_err()")) {
                return true;
            }
        }
        return false;
    }

    /** Whether one of the attributes right before {@code f} is {@code #[should_panic…]}. */
    private static boolean shouldPanic(RustSyntax.Parsed p, TSNode f) {
        for (TSNode a = f.getPrevNamedSibling(); a != null && !a.isNull()
                && (a.getType().equals("attribute_item") || a.getType().endsWith("comment")); a = a.getPrevNamedSibling()) {
            if (a.getType().equals("attribute_item") && p.text(a).replaceAll("\\s+", "").startsWith("#[should_panic")) {
                return true;
            }
        }
        return false;
    }

    /** The nodes of {@code type} under {@code n} (not {@code n} itself), in source order. */
    static List<TSNode> descendants(TSNode n, String type) {
        List<TSNode> out = new ArrayList<>();
        collect(n, type, out);
        return out;
    }

    private static void collect(TSNode n, String type, List<TSNode> out) {
        int count = n.getNamedChildCount();
        for (int i = 0; i < count; i++) {
            TSNode c = n.getNamedChild(i);
            if (c.getType().equals(type)) {
                out.add(c);
            }
            collect(c, type, out);
        }
    }
}
