package dev.layoutprover.proofs;

import dev.layoutprover.algebra.MappingException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads a claim file: blocks of {@code claim NAME} followed by indented {@code key: value} lines.
 * Blank lines and lines starting with {@code #} are skipped. Every problem is collected with its
 * line; a file with problems yields no claims.
 *
 * <pre>
 * # The identity is a unit of pairs.
 * claim pair-identity-right
 *   source: seed 000, Equivalent Mapping
 *   property: equiv
 *   for every: mapping E
 *   left: E
 *   right: E, 1
 *   expect: proved
 * </pre>
 *
 * <p>Every block needs {@code property} and {@code expect} ({@code proved} or {@code refuted});
 * {@code source} and {@code note} are free text. The other keys depend on the property and are
 * read by {@link StatementParser}.
 */
public final class ClaimParser {

    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9-]*");

    /** One {@code key: value} line. */
    record KeyValue(String key, String value, int line) {}

    /** A {@code claim NAME} line and its entries. */
    record Block(String name, int line, List<KeyValue> entries) {}

    private ClaimParser() {}

    /** The claims of {@code text}, read from {@code file}; throws {@link CatalogueException} listing every problem. */
    public static List<Claim> parse(Path file, String text) {
        List<CatalogueException.Problem> problems = new ArrayList<>();
        List<Block> blocks = blocks(file, text, problems);
        List<Claim> claims = new ArrayList<>();
        Set<String> names = new LinkedHashSet<>();
        for (Block b : blocks) {
            if (!names.add(b.name())) {
                problems.add(new CatalogueException.Problem(file.toString(), b.line(), "claim " + b.name()
                        + " is defined twice in this file"));
                continue;
            }
            try {
                claims.add(claim(file, b));
            } catch (Invalid e) {
                problems.add(new CatalogueException.Problem(file.toString(), e.line, e.getMessage()));
            }
        }
        if (!problems.isEmpty()) {
            problems.sort(java.util.Comparator.comparingInt(CatalogueException.Problem::line));
            throw new CatalogueException(problems);
        }
        return claims;
    }

    private static List<Block> blocks(Path file, String text, List<CatalogueException.Problem> problems) {
        List<Block> blocks = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        Block current = null;
        boolean skipping = false;
        for (int i = 0; i < lines.length; i++) {
            int number = i + 1;
            String line = lines[i].stripTrailing();
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                continue;
            }
            boolean indented = Character.isWhitespace(line.charAt(0));
            if (!indented) {
                if (!trimmed.startsWith("claim ") && !trimmed.equals("claim")) {
                    problems.add(new CatalogueException.Problem(file.toString(), number,
                            "expected 'claim NAME' to start a claim (the lines of a claim are indented), found '"
                                    + abbreviate(trimmed) + "'"));
                    current = null;
                    skipping = true;
                    continue;
                }
                String name = trimmed.substring("claim".length()).strip();
                if (!NAME.matcher(name).matches()) {
                    problems.add(new CatalogueException.Problem(file.toString(), number,
                            "a claim name is lower-case letters, digits and '-', like pair-identity-right; got '"
                                    + name + "'"));
                    current = null;
                    skipping = true;
                    continue;
                }
                current = new Block(name, number, new ArrayList<>());
                skipping = false;
                blocks.add(current);
                continue;
            }
            if (current == null) {
                if (!skipping) {
                    problems.add(new CatalogueException.Problem(file.toString(), number,
                            "this indented line belongs to no claim; start one with 'claim NAME'"));
                    skipping = true;
                }
                continue;
            }
            int colon = trimmed.indexOf(':');
            if (colon <= 0) {
                problems.add(new CatalogueException.Problem(file.toString(), number,
                        "expected 'key: value' in claim " + current.name() + ", found '" + abbreviate(trimmed) + "'"));
                continue;
            }
            current.entries().add(new KeyValue(trimmed.substring(0, colon).strip(), trimmed.substring(colon + 1).strip(),
                    number));
        }
        return blocks;
    }

    private static Claim claim(Path file, Block b) {
        Keys keys = new Keys(b);
        String property = keys.one("property").value();
        KeyValue expectEntry = keys.one("expect");
        Claim.Expected expected = switch (expectEntry.value()) {
            case "proved" -> Claim.Expected.PROVED;
            case "refuted" -> Claim.Expected.REFUTED;
            default -> throw new Invalid(expectEntry.line(), "expect: '" + expectEntry.value()
                    + "' is not a verdict; expected proved or refuted");
        };
        String source = keys.optional("source").map(KeyValue::value).orElse("");
        keys.all("note");
        Statement statement = StatementParser.parse(property, keys, b);
        keys.requireAllUsed();
        return new Claim(b.name(), file, b.line(), property, source, expected, statement);
    }

    private static String abbreviate(String s) {
        return s.length() > 60 ? s.substring(0, 57) + "..." : s;
    }

    /** A problem at a line, raised while reading a block. */
    static final class Invalid extends RuntimeException {
        final int line;

        Invalid(int line, String message) {
            super(message);
            this.line = line;
        }

        /** A value that did not parse: {@code key: column 7: reason} and the caret lines. */
        static Invalid of(KeyValue e, MappingException cause) {
            return new Invalid(e.line(), e.key() + ": " + cause.getMessage());
        }
    }

    /** The entries of a block, looked up by key; every entry must be used by someone. */
    static final class Keys {
        private final Block block;
        private final Set<KeyValue> used = new LinkedHashSet<>();

        Keys(Block block) {
            this.block = block;
        }

        /** The single entry {@code key}; a problem if it is missing or repeated. */
        KeyValue one(String key) {
            List<KeyValue> found = all(key);
            if (found.isEmpty()) {
                throw new Invalid(block.line(), "claim " + block.name() + " needs '" + key + ": …'");
            }
            if (found.size() > 1) {
                throw new Invalid(found.get(1).line(), "'" + key + "' is given twice in claim " + block.name());
            }
            return found.get(0);
        }

        /** The entry {@code key} if present (at most once). */
        java.util.Optional<KeyValue> optional(String key) {
            List<KeyValue> found = all(key);
            if (found.size() > 1) {
                throw new Invalid(found.get(1).line(), "'" + key + "' is given twice in claim " + block.name());
            }
            return found.stream().findFirst();
        }

        /** Every entry whose key is {@code key}. */
        List<KeyValue> all(String key) {
            List<KeyValue> out = new ArrayList<>();
            for (KeyValue e : block.entries()) {
                if (e.key().equals(key)) {
                    out.add(e);
                    used.add(e);
                }
            }
            return out;
        }

        /** Every entry whose key starts with {@code prefix} followed by a space or '(' (e.g. {@code at 67}). */
        List<KeyValue> withPrefix(String prefix) {
            List<KeyValue> out = new ArrayList<>();
            for (KeyValue e : block.entries()) {
                String k = e.key();
                if (k.startsWith(prefix) && k.length() > prefix.length()
                        && (k.charAt(prefix.length()) == ' ' || k.charAt(prefix.length()) == '(')) {
                    out.add(e);
                    used.add(e);
                }
            }
            return out;
        }

        void requireAllUsed() {
            for (KeyValue e : block.entries()) {
                if (!used.contains(e)) {
                    throw new Invalid(e.line(), "'" + e.key() + "' is not a key of a claim with property "
                            + block.entries().stream().filter(x -> x.key().equals("property")).map(KeyValue::value)
                                    .findFirst().orElse("?"));
                }
            }
        }
    }
}
