package dev.layoutprover.cli.rewrite;

import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes every other use of each variable (a {@code let} binding or a parameter) as a raw identifier:
 * {@code r#x} is the identifier {@code x}.
 *
 * <p>Example: {@code let y = x.a(); y.b(x)} becomes {@code let r#y = x.a(); y.b(r#x)}.
 */
public final class RawIdentifiers implements Rewrite {

    private static final Pattern BINDING = Pattern.compile(
            "(?:\\blet\\s+(?:mut\\s+)?|[(,]\\s*(?:mut\\s+)?)([a-z_][A-Za-z0-9_]*)\\s*[:=]");
    private static final Set<String> KEYWORDS = Set.of("self", "crate", "super", "_", "mut", "let", "ref",
            "fn", "in", "as", "if", "for", "match", "loop", "while", "return", "move", "true", "false", "where",
            "impl", "use", "mod", "pub", "const", "static", "type", "unsafe", "async", "await", "dyn");

    @Override
    public String name() {
        return "raw-identifiers";
    }

    @Override
    public Optional<String> apply(String source) {
        RustText t = new RustText(source);
        Set<String> names = new TreeSet<>();
        Matcher m = BINDING.matcher(t.code);
        while (m.find()) {
            if (!KEYWORDS.contains(m.group(1)) && !t.code.startsWith("::", m.end(1))) {
                names.add(m.group(1));
            }
        }
        Edits edits = new Edits();
        for (String name : names) {
            int k = 0;
            for (int at : t.words(name)) {
                if (t.after(at, "r#") || inMacro(t, at)) {
                    continue;
                }
                if (k++ % 2 == 0) {
                    edits.insert(at, "r#");
                }
            }
        }
        return edits.applyTo(source);
    }

    /** Whether {@code at} lies inside a macro call ({@code name![…]}, {@code name!(…)}) or an attribute. */
    private static boolean inMacro(RustText t, int at) {
        Matcher m = Pattern.compile("(?:!\\s*|#!?)[\\[(]").matcher(t.code);
        while (m.find() && m.start() < at) {
            if (t.matching(m.end() - 1) > at) {
                return true;
            }
        }
        return false;
    }
}
