package dev.layoutprover.cli.rewrite;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Splits each method chain of two or more calls, a statement of a function body, into one {@code let}
 * per call, each step holding the value the next call takes; with {@code annotated}, each step is
 * written {@code let s: _ = …}.
 *
 * <p>Example: {@code let y: T = x.a().b();} becomes {@code let y_step1 = x.a(); let y: T = y_step1.b();}.
 */
public final class ChainSteps implements Rewrite {

    private static final Pattern LET = Pattern.compile("let\\s+(mut\\s+)?([a-z_][A-Za-z0-9_]*)\\b");
    private static final Pattern CALL = Pattern.compile("\\.\\s*(?:r#)?[A-Za-z_][A-Za-z0-9_]*\\s*(?:\\(|::\\s*<)");

    private final boolean annotated;

    public ChainSteps(boolean annotated) {
        this.annotated = annotated;
    }

    @Override
    public String name() {
        return annotated ? "chain-to-annotated-lets" : "chain-to-lets";
    }

    @Override
    public Optional<String> apply(String source) {
        RustText t = new RustText(source);
        Edits edits = new Edits();
        int chain = 0;
        for (RustText.Function f : t.functions()) {
            for (RustText.Statement s : t.statements(f.bodyOpen(), f.bodyClose())) {
                chain++;
                split(t, s, "chain" + chain).ifPresent(text -> edits.replace(s.start(), s.end(), text));
            }
        }
        return edits.applyTo(source);
    }

    private Optional<String> split(RustText t, RustText.Statement s, String fallback) {
        String code = s.code(t);
        int exprStart = 0;
        String head = "";
        String stem = fallback;
        Matcher let = LET.matcher(code);
        if (let.lookingAt()) {
            int eq = assignment(t, s.start(), s.start() + code.length()) - s.start();
            if (eq < 0) {
                return Optional.empty();
            }
            exprStart = eq + 1;
            head = s.text(t).substring(0, eq + 1);
            stem = let.group(2);
        } else if (code.startsWith("return") || !Character.isJavaIdentifierStart(code.charAt(0))) {
            return Optional.empty();
        }
        List<Integer> dots = callDots(t, s.start() + exprStart, s.start() + code.length());
        if (dots.size() < 2) {
            return Optional.empty();
        }
        String indent = t.indentAt(s.start());
        String text = s.text(t);
        StringBuilder b = new StringBuilder();
        String previous = text.substring(exprStart, dots.get(1) - s.start()).strip();
        for (int k = 1; k < dots.size(); k++) {
            String step = stem + "_step" + k;
            if (t.hasWord(step)) {
                return Optional.empty();
            }
            b.append("let ").append(step).append(annotated ? ": _" : "").append(" = ").append(previous).append(";\n")
                    .append(indent);
            int end = k + 1 < dots.size() ? dots.get(k + 1) - s.start() : text.length();
            while (end > 0 && Character.isWhitespace(t.code.charAt(s.start() + end - 1))) {
                end--;
            }
            previous = step + text.substring(dots.get(k) - s.start(), end);
        }
        b.append(head.isEmpty() ? "" : head + " ").append(previous).append(s.semicolon() ? ";" : "");
        return Optional.of(b.toString());
    }

    /** The {@code =} of a {@code let}, outside delimiters, or -1. */
    static int assignment(RustText t, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = t.code.charAt(i);
            if (c == '(' || c == '[' || c == '{') {
                i = t.matching(i);
            } else if (c == '=' && t.code.charAt(i + 1) != '=' && t.code.charAt(i + 1) != '>'
                    && "<>!=".indexOf(t.code.charAt(i - 1)) < 0) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The dots of the method calls of the chain in {@code [from, to)}, outside delimiters; empty when the
     * expression is no plain chain (an operator, a range, a block or a closure at its top level).
     */
    static List<Integer> callDots(RustText t, int from, int to) {
        List<Integer> dots = new ArrayList<>();
        for (int i = from; i < to; i++) {
            char c = t.code.charAt(i);
            if (c == '(' || c == '[' || c == '{') {
                i = t.matching(i);
            } else if (c == '<' && i > 0 && t.code.charAt(i - 1) == ':') {
                i = t.closeAngle(i);
            } else if (c == '.') {
                if (i + 1 < to && t.code.charAt(i + 1) == '.') {
                    return List.of();
                }
                Matcher m = CALL.matcher(t.code).region(i, to);
                if (m.lookingAt()) {
                    dots.add(i);
                }
            } else if (!Character.isJavaIdentifierPart(c) && !Character.isWhitespace(c) && c != ':'
                    && c != '?') {
                return List.of();
            }
        }
        return dots;
    }
}
