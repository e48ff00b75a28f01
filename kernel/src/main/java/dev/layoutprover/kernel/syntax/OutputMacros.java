package dev.layoutprover.kernel.syntax;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The macros that only write text, to the console ({@code println!}, {@code eprint!}) or to the
 * {@code log} crate's logger ({@code log::debug!}, or {@code debug!} imported by
 * {@code use log::debug;}): they change no value a kernel computes, so the reader reads each as
 * {@code ()}. {@code dbg!} is not among them: it also returns its argument.
 *
 * <p>Example: in a file with {@code use log::{debug, info};},
 * {@code OutputMacros.of(source).writesOnly("debug")}, {@code writesOnly("log::warn")} and, with
 * {@code use log::info as note;}, {@code writesOnly("note")} hold,
 * {@code writesOnly("warn")} does not (a bare {@code warn!} is not imported from {@code log}).
 */
final class OutputMacros {

    private static final Set<String> CONSOLE = Set.of("println", "print", "eprintln", "eprint");
    private static final Set<String> LOG = Set.of("trace", "debug", "info", "warn", "error", "log");
    private static final Pattern LOG_USE = Pattern.compile("\\buse\\s+(?:::)?log::(\\{[^}]*}|[A-Za-z_*]+)\\s*;");

    /**
     * The names the file imports from the {@code log} crate, each with the item it names
     * ({@code note} for {@code info as note}; {@code *} for a glob).
     */
    private final Map<String, String> imported;

    private OutputMacros(Map<String, String> imported) {
        this.imported = imported;
    }

    /** The output macros of the file whose text is {@code source}. */
    static OutputMacros of(String source) {
        Map<String, String> names = new HashMap<>();
        Matcher m = LOG_USE.matcher(source);
        while (m.find()) {
            for (String item : m.group(1).replace("{", "").replace("}", "").split(",")) {
                String name = item.trim();
                int as = name.indexOf(" as ");
                names.put(as < 0 ? name : name.substring(as + 4).trim(), as < 0 ? name : name.substring(0, as).trim());
            }
        }
        return new OutputMacros(Map.copyOf(names));
    }

    /** Whether the macro written {@code name} ({@code println}, {@code log::info}) only writes text. */
    boolean writesOnly(String name) {
        String bare = name.startsWith("::") ? name.substring(2) : name;
        if (CONSOLE.contains(bare) || CONSOLE.contains(bare.replaceFirst("^std::", ""))) {
            return true;
        }
        if (bare.startsWith("log::")) {
            return LOG.contains(bare.substring("log::".length()));
        }
        return LOG.contains(imported.getOrDefault(bare, imported.containsKey("*") ? bare : ""));
    }
}
