package dev.layoutprover.cli.rewrite;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Names each mapping {@code m![…]} written in a function of the file with a type alias declared after the
 * file's {@code axes![…]}, and writes the alias in its place; only mappings whose names are all axes of
 * that declaration, outside nested modules and macros of the file's own.
 *
 * <p>Example: with {@code axes![A = 64];}, {@code HbmTensor<i8, Chip, m![A / 8]>} becomes
 * {@code HbmTensor<i8, Chip, Mapping1>} and {@code type Mapping1 = m![A / 8];} is declared.
 */
public final class MappingAliases implements Rewrite {

    private static final Pattern AXES = Pattern.compile("(?m)^axes!\\s*\\[([^\\]]*)\\]\\s*;");
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    @Override
    public String name() {
        return "mapping-aliases";
    }

    @Override
    public Optional<String> apply(String source) {
        RustText t = new RustText(source);
        Matcher axes = AXES.matcher(t.code);
        if (!axes.find()) {
            return Optional.empty();
        }
        Set<String> axisNames = new TreeSet<>();
        for (String decl : axes.group(1).split(",")) {
            Matcher n = NAME.matcher(decl);
            if (n.find()) {
                axisNames.add(n.group());
            }
        }
        if (t.code.contains("macro_rules!") || t.code.matches("(?s).*\\bmod\\s+\\w+\\s*\\{.*")) {
            return Optional.empty();
        }
        Map<String, String> aliases = new LinkedHashMap<>();
        Edits edits = new Edits();
        for (RustText.Function f : t.functions()) {
            Matcher m = Pattern.compile("(?<![A-Za-z0-9_])m!\\s*\\[").matcher(t.code).region(f.start(), f.bodyClose());
            while (m.find()) {
                int close = t.matching(m.end() - 1);
                String inside = t.code.substring(m.end(), close);
                Matcher n = NAME.matcher(inside);
                boolean axesOnly = true;
                while (n.find()) {
                    axesOnly &= axisNames.contains(n.group());
                }
                if (!axesOnly) {
                    continue;
                }
                String mapping = t.source.substring(m.start(), close + 1);
                String alias = aliases.computeIfAbsent(mapping.replaceAll("\\s+", " "), k -> "Mapping" + (aliases.size() + 1));
                if (t.hasWord(alias)) {
                    return Optional.empty();
                }
                edits.replace(m.start(), close + 1, alias);
            }
        }
        StringBuilder decls = new StringBuilder();
        aliases.forEach((mapping, alias) -> decls.append("\ntype ").append(alias).append(" = ").append(mapping).append(';'));
        edits.insert(axes.end(), decls.toString());
        return aliases.isEmpty() ? Optional.empty() : edits.applyTo(source);
    }
}
