package dev.layoutprover.proofs;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The variables of a family of claims, {@code where: d0, d1 in 1..=6; t0, t1 in 1..=4}, and the
 * instances of a text template over them: every combination of values, the last variable
 * fastest, each variable replaced where it stands as a whole word. Ranges are Rust's: {@code 1..4}
 * is 1, 2, 3 and {@code 1..=4} is 1 to 4.
 *
 * <p>Example: {@code f32[d0,d1]{1,0:T(t0,t1)}} over the clause above has 576 instances, the first
 * {@code f32[1,1]{1,0:T(1,1)}}.
 *
 * @param variables each variable with its first and last value
 */
record Where(Map<String, long[]> variables) {

    private static final Pattern GROUP = Pattern.compile(
            "\\s*([a-z][a-z0-9_]*(?:\\s*,\\s*[a-z][a-z0-9_]*)*)\\s+in\\s+(\\d+)\\s*\\.\\.(=?)\\s*(\\d+)\\s*");

    /** Reads {@code a, b in 1..=4; t in 2..4}; throws {@link IllegalArgumentException} saying what is wrong. */
    static Where parse(String text) {
        Map<String, long[]> vars = new LinkedHashMap<>();
        for (String group : text.split(";")) {
            Matcher m = GROUP.matcher(group);
            if (!m.matches()) {
                throw new IllegalArgumentException("expected 'NAME, NAME in FIRST..=LAST' or 'FIRST..END' (END"
                        + " excluded; groups separated by ';'), found '" + group.strip() + "'");
            }
            long first = Long.parseLong(m.group(2));
            boolean inclusive = !m.group(3).isEmpty();
            long end = Long.parseLong(m.group(4));
            long last = inclusive ? end : end - 1;
            if (last < first) {
                throw new IllegalArgumentException("the range " + first + (inclusive ? "..=" : "..") + end + " is empty");
            }
            for (String name : m.group(1).split("\\s*,\\s*")) {
                if (vars.put(name.strip(), new long[] {first, last}) != null) {
                    throw new IllegalArgumentException(name.strip() + " is given twice");
                }
            }
        }
        long count = 1;
        for (long[] r : vars.values()) {
            count = Math.multiplyExact(count, r[1] - r[0] + 1);
        }
        if (count > 100_000) {
            throw new IllegalArgumentException("the family has " + count + " members; at most 100000 are allowed");
        }
        return new Where(vars);
    }

    /** Every assignment of the variables, the last fastest. */
    List<Map<String, Long>> assignments() {
        List<String> names = new ArrayList<>(variables.keySet());
        List<Map<String, Long>> out = new ArrayList<>();
        long[] v = new long[names.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = variables.get(names.get(i))[0];
        }
        while (true) {
            Map<String, Long> a = new LinkedHashMap<>();
            for (int i = 0; i < v.length; i++) {
                a.put(names.get(i), v[i]);
            }
            out.add(a);
            int i = v.length - 1;
            while (i >= 0 && v[i] == variables.get(names.get(i))[1]) {
                v[i] = variables.get(names.get(i))[0];
                i--;
            }
            if (i < 0) {
                return out;
            }
            v[i]++;
        }
    }

    /** {@code template} with each variable replaced by its value. */
    static String substitute(String template, Map<String, Long> values) {
        String out = template;
        for (Map.Entry<String, Long> e : values.entrySet()) {
            out = out.replaceAll("\\b" + Pattern.quote(e.getKey()) + "\\b", Long.toString(e.getValue()));
        }
        return out;
    }

    /** {@code d0, d1 in 1..=6; t0, t1 in 1..=4}, variables with equal ranges grouped. */
    String describe() {
        Map<String, List<String>> byRange = new LinkedHashMap<>();
        variables.forEach((name, r) -> byRange.computeIfAbsent(r[0] + "..=" + r[1], k -> new ArrayList<>()).add(name));
        List<String> groups = new ArrayList<>();
        byRange.forEach((range, names) -> groups.add(String.join(", ", names) + " in " + range));
        return String.join("; ", groups);
    }

    /** {@code a, b} with {@code a = 2, b = 3}, for messages. */
    static String describe(Map<String, Long> values) {
        List<String> parts = new ArrayList<>();
        values.forEach((k, v) -> parts.add(k + " = " + v));
        return String.join(", ", parts);
    }
}
