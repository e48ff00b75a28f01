package dev.layoutprover.proofs;

import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.cute.IntTuple;
import dev.layoutprover.algebra.text.Characters;
import dev.layoutprover.algebra.text.ParseException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;

/**
 * Reads the values written in claim files: slots ({@code {A: 1, B: 7}}, {@code {}}, {@code hole},
 * {@code [{N: 4}, {F: 2}]}), numbers and ranges ({@code 60..63}), lists of numbers
 * ({@code [2, 3, 2, 2]} or {@code 0 1 4 5 8}) and CuTe coordinates ({@code (2,1)}, {@code ((1,2),0)}).
 * Errors are {@link ParseException}s with the column in the value.
 *
 * <p>Example: {@code Values.slots("{D: 60} hole hole")} is a list of three slots.
 */
final class Values {

    private final String text;
    private int at;

    private Values(String text) {
        this.text = text;
    }

    /** One or more slots separated by spaces. */
    static List<Slot> slots(String text) {
        Values v = new Values(text);
        List<Slot> out = new ArrayList<>();
        v.skipSpace();
        while (v.at < text.length()) {
            out.add(v.slot());
            v.skipSpace();
        }
        if (out.isEmpty()) {
            throw v.error("expected a slot: {A: 1}, {} for the empty index, hole, or a set [{A: 1}, {B: 2}]");
        }
        return out;
    }

    /** One tensor index {@code {A: 1, B: 7}}. */
    static TensorIndex index(String text) {
        Values v = new Values(text);
        v.skipSpace();
        TensorIndex i = v.index();
        v.end();
        return i;
    }

    /**
     * The first and last number of a range written as Rust writes it: {@code 67} as
     * {@code [67, 67]}, {@code 60..64} (64 excluded) and {@code 60..=63} both as {@code [60, 63]}.
     */
    static long[] range(String text) {
        Values v = new Values(text);
        v.skipSpace();
        long first = v.number();
        long last = first;
        if (v.accept("..")) {
            boolean inclusive = v.accept("=");
            long end = v.number();
            if (inclusive ? end < first : end <= first) {
                throw v.error("the range " + first + (inclusive ? "..=" : "..") + end + " is empty"
                        + (inclusive ? "" : " (" + first + ".." + end + " excludes " + end + "; " + first + "..=" + end
                        + " includes it)"));
            }
            last = inclusive ? end : end - 1;
        }
        v.end();
        return new long[] {first, last};
    }

    /** A non-negative number. */
    static long number(String text) {
        Values v = new Values(text);
        v.skipSpace();
        long n = v.number();
        v.end();
        return n;
    }

    /** {@code [2, 3, 2, 2]}, {@code (2, 3)} or {@code 0 1 4 5 8}. */
    static List<Long> numbers(String text) {
        Values v = new Values(text);
        v.skipSpace();
        char close = v.accept("[") ? ']' : v.accept("(") ? ')' : 0;
        List<Long> out = new ArrayList<>();
        v.skipSpace();
        while (v.at < text.length() && text.charAt(v.at) != close) {
            out.add(v.number());
            v.skipSpace();
            if (close != 0 && !v.accept(",")) {
                break;
            }
            v.skipSpace();
        }
        if (close != 0) {
            v.expect(String.valueOf(close));
        }
        v.end();
        if (out.isEmpty()) {
            throw v.error("expected at least one number");
        }
        return out;
    }

    /** A CuTe coordinate: a number or a parenthesized tuple of coordinates. */
    static IntTuple tuple(String text) {
        Values v = new Values(text);
        v.skipSpace();
        IntTuple t = v.tuple();
        v.end();
        return t;
    }

    /** {@code yes}/{@code true} or {@code no}/{@code false}. */
    static boolean yesNo(String text) {
        return switch (text.trim()) {
            case "yes", "true" -> true;
            case "no", "false" -> false;
            default -> throw new ParseException("expected yes or no", text, 1);
        };
    }

    private IntTuple tuple() {
        if (accept("(")) {
            List<IntTuple> elements = new ArrayList<>();
            skipSpace();
            if (!accept(")")) {
                do {
                    skipSpace();
                    elements.add(tuple());
                    skipSpace();
                } while (accept(","));
                expect(")");
            }
            return new IntTuple.Tuple(elements);
        }
        return IntTuple.of(number());
    }

    private Slot slot() {
        if (text.startsWith("hole", at)) {
            at += 4;
            return Slot.hole();
        }
        if (accept("[")) {
            Set<TensorIndex> set = new LinkedHashSet<>();
            do {
                skipSpace();
                set.add(index());
                skipSpace();
            } while (accept(","));
            expect("]");
            return Slot.of(set);
        }
        return Slot.of(index());
    }

    private TensorIndex index() {
        expect("{");
        TreeMap<String, Long> coordinates = new TreeMap<>();
        skipSpace();
        if (!accept("}")) {
            do {
                skipSpace();
                int start = at;
                while (at < text.length() && (Characters.isLetter(text.charAt(at)) || Characters.isDigit(text.charAt(at)) || text.charAt(at) == '_')) {
                    at++;
                }
                if (start == at || !Characters.isLetter(text.charAt(start))) {
                    at = start;
                    throw error("expected an axis name");
                }
                String axis = text.substring(start, at);
                skipSpace();
                expect(":");
                skipSpace();
                if (coordinates.put(axis, number()) != null) {
                    at = start;
                    throw error("axis " + axis + " appears twice in the index");
                }
                skipSpace();
            } while (accept(","));
            expect("}");
        }
        return TensorIndex.of(coordinates);
    }

    private long number() {
        int start = at;
        while (at < text.length() && Characters.isDigit(text.charAt(at))) {
            at++;
        }
        if (start == at) {
            throw error("expected a number, found " + found());
        }
        try {
            return Long.parseLong(text.substring(start, at));
        } catch (NumberFormatException e) {
            at = start;
            throw error("number " + text.substring(start) + " is too large");
        }
    }

    private boolean accept(String s) {
        if (text.startsWith(s, at)) {
            at += s.length();
            return true;
        }
        return false;
    }

    private void expect(String s) {
        if (!accept(s)) {
            throw error("expected '" + s + "', found " + found());
        }
    }

    private void skipSpace() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }

    private void end() {
        skipSpace();
        if (at < text.length()) {
            throw error("unexpected " + found());
        }
    }

    private String found() {
        return at >= text.length() ? "the end" : "'" + text.charAt(at) + "'";
    }

    private ParseException error(String reason) {
        return new ParseException(reason, text, at + 1);
    }
}
