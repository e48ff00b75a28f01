package dev.layoutprover.cli.rewrite;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Names each address written as a number or an expression of numbers in a call that takes one (the last
 * argument of {@code to_dm}, {@code to_hbm}, {@code commit}, {@code to_vrf}, {@code to_trf}): as a
 * {@code const} item, as a {@code const} computed from another one, or as a {@code const fn}'s result.
 *
 * <p>Example: {@code .commit(64 * 1024)} becomes {@code .commit(ADDRESS_1)} with
 * {@code const ADDRESS_1: usize = 64 * 1024;}. A file with inline modules is left as it is.
 */
public final class AddressConstants implements Rewrite {

    /** How the address is named. */
    public enum Form {
        CONST, COMPUTED_CONST, CONST_FN
    }

    private static final Pattern CALL = Pattern.compile(
            "\\.\\s*(?:to_dm|to_hbm|commit|to_vrf|to_trf)\\s*(?:::\\s*<)?");
    private static final Pattern NUMBER_EXPRESSION = Pattern.compile("[0-9_xXa-fA-F\\s*+<()-]+");

    private final Form form;

    public AddressConstants(Form form) {
        this.form = form;
    }

    @Override
    public String name() {
        return "address-" + form.name().toLowerCase().replace('_', '-');
    }

    @Override
    public Optional<String> apply(String source) {
        RustText t = new RustText(source);
        if (t.code.matches("(?s).*\\bmod\\s+\\w+\\s*\\{.*")) {
            return Optional.empty(); // the items would need importing into each inline module
        }
        Edits edits = new Edits();
        StringBuilder items = new StringBuilder();
        Matcher m = CALL.matcher(t.code);
        int k = 0;
        while (m.find()) {
            int open = m.end();
            if (t.code.charAt(m.end() - 1) == '<') {
                open = t.skipSpace(t.closeAngle(m.end() - 1) + 1);
            }
            if (open >= t.code.length() || t.code.charAt(open) != '(') {
                continue;
            }
            int close = t.matching(open);
            var parts = t.splitTopLevel(open + 1, close);
            if (parts.isEmpty()) {
                continue;
            }
            int[] last = parts.get(parts.size() - 1);
            String arg = t.code.substring(last[0], last[1]).strip();
            if (!NUMBER_EXPRESSION.matcher(arg).matches() || !arg.matches("(?s).*[0-9].*") || arg.contains("->")) {
                continue;
            }
            k++;
            String name = "ADDRESS_" + k;
            if (t.hasWord(name) || t.hasWord("BASE_ADDRESS") || t.hasWord("address_" + k)) {
                return Optional.empty();
            }
            switch (form) {
                case CONST -> {
                    items.append("\nconst ").append(name).append(": usize = ").append(arg).append(';');
                    edits.replace(last[0], last[1], (last[0] > open + 1 ? " " : "") + name);
                }
                case COMPUTED_CONST -> {
                    items.append("\nconst ").append(name).append(": usize = BASE_ADDRESS + (").append(arg).append(");");
                    edits.replace(last[0], last[1], (last[0] > open + 1 ? " " : "") + name);
                }
                case CONST_FN -> {
                    items.append("\nconst fn address_").append(k).append("() -> usize {\n    ").append(arg).append("\n}");
                    edits.replace(last[0], last[1], (last[0] > open + 1 ? " " : "") + "address_" + k + "()");
                }
            }
        }
        if (k == 0) {
            return Optional.empty();
        }
        if (form == Form.COMPUTED_CONST) {
            items.insert(0, "\nconst BASE_ADDRESS: usize = 3 * 5 - 15;");
        }
        edits.insert(t.afterUses(), "\n" + items + "\n");
        return edits.applyTo(source);
    }
}
