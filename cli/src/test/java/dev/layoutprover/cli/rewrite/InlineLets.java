package dev.layoutprover.cli.rewrite;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Inlines a {@code let} without a type into the next statement when that statement starts with the
 * variable as a method receiver and the variable is used nowhere else: the value is computed at the same
 * point, before anything else of the next statement.
 *
 * <p>Example: {@code let y = x.a(); y.b(c)} becomes {@code x.a().b(c)}.
 */
public final class InlineLets implements Rewrite {

    private static final Pattern LET = Pattern.compile("let\\s+([a-z_][A-Za-z0-9_]*)\\s*=");
    private static final Pattern NEXT = Pattern.compile("(?:let\\s+(?:mut\\s+)?[a-z_][A-Za-z0-9_]*\\s*(?::[^=]*)?=\\s*)?");

    @Override
    public String name() {
        return "inline-lets";
    }

    @Override
    public Optional<String> apply(String source) {
        RustText t = new RustText(source);
        Edits edits = new Edits();
        for (RustText.Function f : t.functions()) {
            List<RustText.Statement> ss = t.statements(f.bodyOpen(), f.bodyClose());
            for (int i = 0; i + 1 < ss.size(); i++) {
                RustText.Statement s = ss.get(i);
                RustText.Statement next = ss.get(i + 1);
                Matcher let = LET.matcher(s.code(t));
                if (!s.semicolon() || !let.lookingAt()) {
                    continue;
                }
                String name = let.group(1);
                int exprStart = s.start() + let.end();
                String expr = t.source.substring(exprStart, s.end() - 1).strip();
                if (!ChainSteps.callDots(t, exprStart, s.end() - 1).isEmpty() || isPath(t, exprStart, s.end() - 1)) {
                    Matcher lead = NEXT.matcher(next.code(t));
                    lead.lookingAt();
                    int use = next.start() + lead.end();
                    String rest = t.code.substring(use, next.start() + next.code(t).length());
                    if (rest.startsWith(name + ".") && uses(t, name, f) == 2) {
                        edits.replace(s.start(), t.skipSpace(s.end()), "");
                        edits.replace(use, use + name.length(), expr);
                        i++;
                    }
                }
            }
        }
        return edits.applyTo(source);
    }

    private static boolean isPath(RustText t, int from, int to) {
        return t.code.substring(from, to).strip().matches("[A-Za-z_][A-Za-z0-9_]*");
    }

    /** The occurrences of {@code name} as a word in the function's body. */
    private static long uses(RustText t, String name, RustText.Function f) {
        Matcher m = Pattern.compile("(?<![A-Za-z0-9_.#])" + Pattern.quote(name) + "(?![A-Za-z0-9_])")
                .matcher(t.code).region(f.bodyOpen(), f.bodyClose());
        return m.results().count();
    }
}
