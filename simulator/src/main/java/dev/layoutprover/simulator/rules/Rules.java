package dev.layoutprover.simulator.rules;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The rule catalogue: every rule the simulator checks, read once from {@code rules.catalogue} (one
 * block per rule: {@code rule ID}, then {@code key: value} lines). Every
 * {@link dev.layoutprover.simulator.RuleViolation} and every finding names a rule of this catalogue;
 * a name outside it is an internal error.
 *
 * <p>Example: {@code Rules.get("Row::SIZE").reference()} is
 * {@code [stream_tensor.rs:1131 (to_trf), stream_tensor.rs:1212 (align)]}; {@code Rules.all()} lists
 * the rules in catalogue order.
 */
public final class Rules {

    private static final String RESOURCE = "rules.catalogue";
    private static final List<String> KEYS = List.of("statement", "compares", "reference", "decided", "book", "valid",
            "invalid");
    /** Keys a block may leave out: {@code level} defaults to {@code error}. */
    private static final List<String> OPTIONAL = List.of("level");
    private static final Map<String, Rule> CATALOGUE = load();

    private Rules() {}

    /** Every rule, in catalogue order. */
    public static Collection<Rule> all() {
        return CATALOGUE.values();
    }

    public static Optional<Rule> find(String id) {
        return Optional.ofNullable(CATALOGUE.get(id));
    }

    public static boolean contains(String id) {
        return CATALOGUE.containsKey(id);
    }

    /** The rule named {@code id}; an unknown name is an internal error. */
    public static Rule get(String id) {
        Rule r = CATALOGUE.get(id);
        if (r == null) {
            throw new IllegalArgumentException("the rule " + id + " is not in the rule catalogue");
        }
        return r;
    }

    /** Returns {@code id} if the catalogue has it, else throws (for the call sites that raise rules). */
    public static String require(String id) {
        get(id);
        return id;
    }

    private static Map<String, Rule> load() {
        try (InputStream in = Rules.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the rule catalogue " + RESOURCE + " is missing from the classpath");
            }
            return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Parses catalogue text; a malformed block is an {@link IllegalStateException} naming its line. */
    static Map<String, Rule> parse(List<String> lines) {
        Map<String, Rule> rules = new LinkedHashMap<>();
        String id = null;
        int start = 0;
        Map<String, String> fields = new HashMap<>();
        for (int i = 0; i <= lines.size(); i++) {
            String line = i < lines.size() ? lines.get(i).strip() : "";
            if (line.startsWith("#")) {
                continue;
            }
            if (line.isEmpty()) {
                if (id != null) {
                    Rule r = rule(id, fields, start);
                    if (rules.put(id, r) != null) {
                        throw new IllegalStateException("rules.catalogue:" + start + ": the rule " + id
                                + " is defined twice");
                    }
                    id = null;
                    fields = new HashMap<>();
                }
                continue;
            }
            if (line.startsWith("rule ")) {
                if (id != null) {
                    throw new IllegalStateException("rules.catalogue:" + (i + 1) + ": a blank line ends the rule " + id);
                }
                id = line.substring(5).strip();
                start = i + 1;
                if (!id.matches("[A-Z][A-Za-z]*::[A-Z][A-Z0-9_]*")) {
                    throw new IllegalStateException("rules.catalogue:" + start + ": a rule is named Engine::RULE, got "
                            + id);
                }
                continue;
            }
            int colon = line.indexOf(':');
            String key = colon < 0 ? "" : line.substring(0, colon);
            if (id == null || !(KEYS.contains(key) || OPTIONAL.contains(key))) {
                throw new IllegalStateException("rules.catalogue:" + (i + 1) + ": expected one of " + KEYS + " or "
                        + OPTIONAL
                        + " inside a rule block, got " + line);
            }
            fields.put(key, line.substring(colon + 1).strip());
        }
        return rules;
    }

    private static Rule rule(String id, Map<String, String> f, int line) {
        for (String k : KEYS) {
            if (!f.containsKey(k) || f.get(k).isEmpty()) {
                throw new IllegalStateException("rules.catalogue:" + line + ": the rule " + id + " has no " + k);
            }
        }
        List<String> reference = new ArrayList<>(Arrays.stream(f.get("reference").split(";")).map(String::strip)
                .toList());
        return new Rule(id, f.get("statement"), f.get("compares"), List.copyOf(reference),
                Rule.Decided.of(f.get("decided")), f.get("book"), f.get("valid"), f.get("invalid"),
                Rule.Level.of(f.getOrDefault("level", "error")));
    }
}
