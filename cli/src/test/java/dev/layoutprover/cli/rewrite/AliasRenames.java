package dev.layoutprover.cli.rewrite;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Renames every private type alias declared at the top of the file ({@code type Chip = m![1];}) and each
 * use of it, to a name the file does not hold.
 *
 * <p>Example: {@code type Chip = m![1]; … HbmTensor<i8, Chip, m![A]>} becomes
 * {@code type ChipLayout = m![1]; … HbmTensor<i8, ChipLayout, m![A]>}.
 */
public final class AliasRenames implements Rewrite {

    private static final Pattern ALIAS = Pattern.compile("(?m)^type\\s+([A-Za-z_][A-Za-z0-9_]*)\\b");

    @Override
    public String name() {
        return "alias-renames";
    }

    @Override
    public Optional<String> apply(String source) {
        RustText t = new RustText(source);
        Edits edits = new Edits();
        Matcher m = ALIAS.matcher(t.code);
        while (m.find()) {
            String name = m.group(1);
            String renamed = name + "Layout";
            if (t.hasWord(renamed)) {
                continue;
            }
            for (int at : t.words(name)) {
                if (!t.after(at, ".") && !t.after(at, "::")
                        && !t.code.substring(at + name.length()).matches("(?s)\\s*:[^:].*")) {
                    edits.replace(at, at + name.length(), renamed);
                }
            }
        }
        return edits.applyTo(source);
    }
}
