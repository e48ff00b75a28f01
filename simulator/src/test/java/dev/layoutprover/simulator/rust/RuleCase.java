package dev.layoutprover.simulator.rust;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * One rule case of a base kernel file: the kernel as written, or with minimal edits applied, and
 * whether it must break its rule or be clean.
 *
 * <p>A base kernel file under {@code rules/ENGINE/NAME.rs} starts with comment lines, one per case,
 * in the way compiletest annotates its tests:
 *
 * <pre>
 * // valid Switch::TOPOLOGY  (slice1 × slice0 divides the 256 slices)
 * // invalid Switch::TOPOLOGY: "slice1: 32" =&gt; "slice1: 3"  (slice1 × slice0 = 6 does not divide 256)
 * // valid Switch::CONFIG: "A = 256" =&gt; "A = 512"; "m![A]" =&gt; "m![A / 2]"  (a reason)
 * // invalid Row::TIME + Row::SIZE: "…" =&gt; "…"  (two calls, each breaking one rule)
 * </pre>
 *
 * <p>An invalid case may name several rules joined by {@code +}, broken by independent calls:
 * {@code verify} must report each of them and no other, {@code simulate} must stop at the first.
 *
 * <p>{@code "FROM" => "TO"} edits (strings with the escapes {@code \"}, {@code \\} and {@code \n}) are
 * applied in order, each {@code FROM} found exactly once in the text so far, to the kernel below the
 * header; an {@code invalid} case of a rule that has a {@code valid} case above it in the same file
 * starts from the text of the nearest such valid case, so its edit is the one step that breaks the
 * rule. The header's
 * lines are kept as blank lines, so a finding's line is the line of the file.
 *
 * <p>Cases of several rules may share one base kernel in several shapes: a line
 * {@code // base: "FROM" => "TO"; …  (what it becomes)} makes the cases below it, up to the next
 * such line, start from the file's kernel with those edits (and from the nearest valid case of their
 * rule below that line), so one kernel serves where the variants differ in a few lines only:
 *
 * <pre>
 * // valid Commit::ALIGN: "1 &lt;&lt; 12" =&gt; "4104"
 * // base: ".commit::&lt;m![A % 8]&gt;" =&gt; ".vector_init()…"  (the stream passes the Vector Engine)
 * // valid Vector::STASH
 * </pre>
 *
 * @param file the base kernel file, relative to the rules folder
 * @param line the header line of the case (1-based)
 * @param rule the rule, e.g. {@code Switch::TOPOLOGY}; the first one of a combination
 * @param also the further rules of a combination, in the order the kernel breaks them
 * @param valid whether the case must be clean ({@code false}: it must break {@code rule} and no other)
 * @param reason the text in parentheses, or empty
 * @param kernel the kernel text the case stands for
 */
record RuleCase(Path file, int line, String rule, List<String> also, boolean valid, String reason, String kernel) {

    private static final Pattern CASE = Pattern.compile("// (valid|invalid)\\b(.*)");
    private static final Pattern BASE = Pattern.compile("// base\\b(.*)");
    private static final Pattern HEAD = Pattern.compile(" ([A-Za-z]\\w*::[A-Z_0-9]+)((?: \\+ [A-Za-z]\\w*::[A-Z_0-9]+)*)");

    /** The case's name in test reports, e.g. {@code Switch/transpose.rs:2 invalid Switch::TOPOLOGY}. */
    String name() {
        return file + ":" + line + " " + (valid ? "valid " : "invalid ") + String.join(" + ", rules());
    }

    /** Every rule the case names: {@link #rule} and then {@link #also}. */
    List<String> rules() {
        List<String> all = new ArrayList<>(List.of(rule));
        all.addAll(also);
        return all;
    }

    /** Every case of every base kernel file below {@code root}, in file and line order. */
    static List<RuleCase> all(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            List<RuleCase> cases = new ArrayList<>();
            for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                cases.addAll(of(root.relativize(f), Files.readString(f)));
            }
            return cases;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The base kernel of the rules file {@code file}: its text below the header of cases. */
    static String kernel(Path file) {
        try {
            String text = Files.readString(file);
            int at = 0;
            while (text.startsWith("//", at)) {
                at = text.indexOf('\n', at) + 1;
            }
            return text.substring(at);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The cases of one base kernel file.
     *
     * @throws IllegalArgumentException naming the file and line, on a case line that does not read, or
     *     an edit whose {@code FROM} is not found exactly once
     */
    static List<RuleCase> of(Path file, String text) {
        String[] lines = text.split("\n", -1);
        int header = 0;
        while (header < lines.length && lines[header].startsWith("//")) {
            header++;
        }
        StringBuilder body = new StringBuilder("\n".repeat(header));
        for (int i = header; i < lines.length; i++) {
            body.append(lines[i]).append(i + 1 < lines.length ? "\n" : "");
        }
        List<RuleCase> cases = new ArrayList<>();
        Map<String, String> validText = new LinkedHashMap<>();
        String base = body.toString();
        for (int i = 0; i < header; i++) {
            String where = file + ":" + (i + 1);
            Matcher b = BASE.matcher(lines[i]);
            if (b.matches()) {
                Cursor c = new Cursor(b.group(1), 0, where);
                c.expect(":");
                base = edited(body.toString(), c, where);
                c.reason();
                validText.clear();
                continue;
            }
            Matcher m = CASE.matcher(lines[i]);
            if (!m.matches()) {
                continue;
            }
            boolean valid = m.group(1).equals("valid");
            Matcher h = HEAD.matcher(m.group(2));
            if (!h.lookingAt()) {
                throw new IllegalArgumentException(where + ": expected a rule such as Switch::TOPOLOGY after "
                        + m.group(1));
            }
            String rule = h.group(1);
            List<String> also = h.group(2).isEmpty() ? List.of()
                    : List.of(h.group(2).substring(3).split(" \\+ "));
            if (valid && !also.isEmpty()) {
                throw new IllegalArgumentException(where + ": a valid case names one rule");
            }
            Cursor c = new Cursor(m.group(2), h.end(), where);
            String kernel = !valid && validText.containsKey(rule) ? validText.get(rule) : base;
            if (c.eat(":")) {
                kernel = edited(kernel, c, where);
            }
            String reason = c.reason();
            if (valid) {
                validText.put(rule, kernel);
            }
            cases.add(new RuleCase(file, i + 1, rule, also, valid, reason, kernel));
        }
        return cases;
    }

    /** {@code kernel} with the {@code "FROM" => "TO"} edits {@code c} reads next, joined by {@code ;}. */
    private static String edited(String kernel, Cursor c, String where) {
        String text = kernel;
        do {
            String from = c.string();
            c.expect("=>");
            String to = c.string();
            text = replaceOnce(text, from, to, where);
        } while (c.eat(";"));
        return text;
    }

    private static String replaceOnce(String text, String from, String to, String where) {
        int at = text.indexOf(from);
        if (from.isEmpty() || at < 0 || text.indexOf(from, at + 1) >= 0) {
            throw new IllegalArgumentException(where + ": the edit's text \"" + from + "\" is "
                    + (at < 0 ? "not found" : from.isEmpty() ? "empty" : "found more than once") + " in the kernel");
        }
        return text.substring(0, at) + to + text.substring(at + from.length());
    }

    /** Reads the rest of a case line: edits, then an optional reason in parentheses. */
    private static final class Cursor {
        private final String s;
        private final String where;
        private int i;

        Cursor(String s, int i, String where) {
            this.s = s;
            this.i = i;
            this.where = where;
        }

        private void blanks() {
            while (i < s.length() && s.charAt(i) == ' ') {
                i++;
            }
        }

        boolean eat(String token) {
            blanks();
            if (s.startsWith(token, i)) {
                i += token.length();
                return true;
            }
            return false;
        }

        void expect(String token) {
            if (!eat(token)) {
                throw error("expected " + token);
            }
        }

        String string() {
            expect("\"");
            StringBuilder b = new StringBuilder();
            while (i < s.length() && s.charAt(i) != '"') {
                char ch = s.charAt(i++);
                if (ch == '\\' && i < s.length()) {
                    char e = s.charAt(i++);
                    b.append(switch (e) {
                        case 'n' -> '\n';
                        case '"', '\\' -> e;
                        default -> throw error("unknown escape \\" + e);
                    });
                } else {
                    b.append(ch);
                }
            }
            expect("\"");
            return b.toString();
        }

        String reason() {
            blanks();
            if (i == s.length()) {
                return "";
            }
            if (s.charAt(i) != '(' || !s.endsWith(")")) {
                throw error("expected ': \"FROM\" => \"TO\"' edits or a reason in parentheses");
            }
            return s.substring(i + 1, s.length() - 1);
        }

        private IllegalArgumentException error(String what) {
            return new IllegalArgumentException(where + ": column " + (i + 1) + " of the case: " + what);
        }
    }
}
