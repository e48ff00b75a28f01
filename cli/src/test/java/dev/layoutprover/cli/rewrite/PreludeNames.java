package dev.layoutprover.cli.rewrite;

import java.util.List;
import java.util.Optional;

/**
 * Writes the API's types another way: renamed by {@code use furiosa_visa_std::prelude::X as Y;}, or by
 * their fully qualified path {@code furiosa_visa_std::prelude::X}. Applies to a file that imports the
 * prelude by {@code use furiosa_visa_std::prelude::*;}; uses inside {@code use} items stay.
 *
 * <p>Example: renamed, {@code x: &HbmTensor<i8, Chip, m![A]>} becomes {@code x: &PreludeHbmTensor<i8, Chip, m![A]>}.
 */
public final class PreludeNames implements Rewrite {

    /** The API's types a kernel names. */
    static final List<String> TYPES = List.of("Context", "HbmTensor", "DmTensor", "VrfTensor", "TrfTensor",
            "HbmTensorView", "DmTensorView", "DmTensorViewMut", "HbmTensorViewMut");

    private static final String PRELUDE = "furiosa_visa_std::prelude";

    private final boolean qualified;

    public PreludeNames(boolean qualified) {
        this.qualified = qualified;
    }

    @Override
    public String name() {
        return qualified ? "qualified-paths" : "use-as-renames";
    }

    @Override
    public Optional<String> apply(String source) {
        RustText t = new RustText(source);
        int glob = t.code.indexOf("use " + PRELUDE + "::*;");
        if (glob < 0) {
            return Optional.empty();
        }
        Edits edits = new Edits();
        StringBuilder uses = new StringBuilder();
        for (String type : TYPES) {
            String name = qualified ? PRELUDE + "::" + type : "Prelude" + type;
            if (!qualified && t.hasWord(name)) {
                continue;
            }
            boolean used = false;
            for (int at : t.words(type)) {
                int lineStart = t.code.lastIndexOf('\n', at) + 1;
                String line = t.code.substring(lineStart, at).strip();
                if (t.after(at, "::") || t.after(at, ".") || line.startsWith("use ") || line.startsWith("pub use ")) {
                    continue;
                }
                edits.replace(at, at + type.length(), name);
                used = true;
            }
            if (used && !qualified) {
                uses.append("\nuse ").append(PRELUDE).append("::").append(type).append(" as ").append(name).append(';');
            }
        }
        edits.insert(glob + ("use " + PRELUDE + "::*;").length(), uses.toString());
        return edits.isEmpty() ? Optional.empty() : edits.applyTo(source);
    }
}
