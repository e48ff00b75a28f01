package dev.layoutprover.cli.rewrite;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Adds what changes no meaning: a doc comment and {@code #[inline]}, {@code #[allow(…)]} attributes before
 * each function (after its own attributes), {@code #[allow(unused_mut)]} before each {@code let}, and
 * comments between the calls of a chain.
 *
 * <p>Example: {@code #[device(chip = 1)]\nfn k(…)} becomes
 * {@code #[device(chip = 1)]\n/// Documented.\n#[inline]\n#[allow(clippy::too_many_arguments)]\nfn k(…)}.
 */
public final class Decorations implements Rewrite {

    private static final Pattern LET = Pattern.compile("(?m)^([ \\t]*)let\\b");
    private static final Pattern LINE_DOT = Pattern.compile("(?m)^([ \\t]*)\\.(?!\\.)");

    @Override
    public String name() {
        return "attributes-and-comments";
    }

    @Override
    public Optional<String> apply(String source) {
        RustText t = new RustText(source);
        Edits edits = new Edits();
        for (RustText.Function f : t.functions()) {
            int lineStart = t.source.lastIndexOf('\n', f.fnKeyword() - 1) + 1;
            String qualifiers = t.code.substring(lineStart, f.fnKeyword());
            if (f.name().equals("main") || qualifiers.contains("async") || qualifiers.contains("const")) {
                continue;
            }
            String indent = t.indentAt(lineStart + qualifiers.length() - qualifiers.stripLeading().length());
            edits.insert(lineStart, indent + "/// Documented.\n" + indent + "///\n" + indent + "/// ```text\n" + indent
                    + "/// m![A] { fn } \"\n" + indent + "/// ```\n" + indent + "#[inline]\n" + indent
                    + "#[allow(clippy::too_many_arguments, unused_variables)]\n");
        }
        Matcher let = LET.matcher(t.code);
        while (let.find()) {
            edits.insert(let.start(), let.group(1) + "#[allow(unused_mut)]\n");
        }
        Matcher dot = LINE_DOT.matcher(t.code);
        while (dot.find()) {
            edits.insert(dot.start(), dot.group(1) + "// the next step /* of the chain */\n");
        }
        return edits.applyTo(source);
    }
}
