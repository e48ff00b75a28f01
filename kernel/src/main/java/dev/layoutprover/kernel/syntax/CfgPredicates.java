package dev.layoutprover.kernel.syntax;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether an item's {@code #[cfg(…)]} attribute keeps it in the build the reader reads: a host
 * build of the crate for a 64-bit little-endian Linux target, with debug assertions, no feature
 * and no custom configuration set (features are left undecided). As rustc does, a configuration name nobody sets is false
 * ({@code #[cfg(furiosa_opt)]} drops its item and {@code #[cfg(not(furiosa_opt))]} keeps its
 * own), so two items of one name gated both ways leave one. {@code test} is left undecided: a
 * crate's {@code tests/} are built with it and its library without.
 *
 * <p>Example: {@code holds("#[cfg(all(unix, not(feature = \"npu\")))]")} is empty (a feature);
 * {@code holds("#[cfg(all(unix, not(furiosa_opt)))]")} is {@code Optional[true]};
 * {@code holds("#[cfg(any(test, furiosa_opt))]")} is empty (it depends on {@code test}).
 */
public final class CfgPredicates {

    private static final Pattern CFG = Pattern.compile("#\\s*\\[\\s*cfg\\s*\\((.*)\\)\\s*]", Pattern.DOTALL);
    private static final Pattern TOKEN = Pattern.compile("\\s*(\"(?:[^\"\\\\]|\\\\.)*\"|[A-Za-z_]\\w*|[(),=])");

    /** The names set in the build read. */
    private static final Set<String> SET = Set.of("unix", "debug_assertions");

    /** The key-value options of the build read ({@code target_os = "linux"}). */
    private static final Set<String> PAIRS = Set.of("target_os=\"linux\"", "target_family=\"unix\"",
            "target_arch=\"x86_64\"", "target_pointer_width=\"64\"", "target_endian=\"little\"", "target_env=\"gnu\"",
            "panic=\"unwind\"");

    private CfgPredicates() {}

    /**
     * Whether the attribute {@code attribute}, when it is a {@code #[cfg(…)]}, keeps its item: empty
     * for any other attribute, a predicate this reader cannot read, or one that depends on {@code test}.
     */
    public static Optional<Boolean> holds(String attribute) {
        Matcher m = CFG.matcher(attribute.strip());
        if (!m.matches()) {
            return Optional.empty();
        }
        List<String> tokens = tokens(m.group(1));
        if (tokens == null) {
            return Optional.empty();
        }
        Reader r = new Reader(tokens);
        try {
            Value v = r.predicate();
            return r.at == tokens.size() && v != Value.UNKNOWN ? Optional.of(v == Value.TRUE) : Optional.empty();
        } catch (IndexOutOfBoundsException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private static List<String> tokens(String text) {
        List<String> out = new ArrayList<>();
        Matcher t = TOKEN.matcher(text);
        int at = 0;
        while (at < text.length()) {
            if (!t.find(at) || t.start() != at) {
                return text.substring(at).isBlank() ? out : null;
            }
            out.add(t.group(1));
            at = t.end();
        }
        return out;
    }

    private enum Value {
        TRUE, FALSE, UNKNOWN;

        static Value of(boolean b) {
            return b ? TRUE : FALSE;
        }

        Value not() {
            return this == UNKNOWN ? UNKNOWN : of(this == FALSE);
        }
    }

    private static final class Reader {
        private final List<String> tokens;
        private int at;

        Reader(List<String> tokens) {
            this.tokens = tokens;
        }

        Value predicate() {
            String name = tokens.get(at++);
            if (!Character.isJavaIdentifierStart(name.charAt(0))) {
                throw new IllegalArgumentException(name);
            }
            if (at < tokens.size() && tokens.get(at).equals("=")) {
                String value = tokens.get(at + 1);
                at += 2;
                // a feature is left undecided: the features a build turns on are the user's choice
                return name.equals("feature") ? Value.UNKNOWN : Value.of(PAIRS.contains(name + "=" + value));
            }
            if (at < tokens.size() && tokens.get(at).equals("(")) {
                at++;
                List<Value> args = new ArrayList<>();
                while (!tokens.get(at).equals(")")) {
                    args.add(predicate());
                    if (tokens.get(at).equals(",")) {
                        at++;
                    }
                }
                at++;
                return switch (name) {
                    case "not" -> {
                        if (args.size() != 1) {
                            throw new IllegalArgumentException("not");
                        }
                        yield args.get(0).not();
                    }
                    case "all" -> args.contains(Value.FALSE) ? Value.FALSE
                            : args.contains(Value.UNKNOWN) ? Value.UNKNOWN : Value.TRUE;
                    case "any" -> args.contains(Value.TRUE) ? Value.TRUE
                            : args.contains(Value.UNKNOWN) ? Value.UNKNOWN : Value.FALSE;
                    default -> throw new IllegalArgumentException(name);
                };
            }
            return name.equals("test") ? Value.UNKNOWN : Value.of(SET.contains(name));
        }
    }
}
