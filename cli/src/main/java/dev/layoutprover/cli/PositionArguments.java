package dev.layoutprover.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads position and index arguments as Rust writes them: {@code 67}, {@code 0..8} (0 to 7, the
 * end excluded) or {@code 0..=8} (0 to 8), all checked before any is used.
 */
final class PositionArguments {

    /** The most positions one command prints. */
    static final long MAX_LISTED = 1 << 20;

    private PositionArguments() {}

    /** Buffer positions of a mapping of {@code size} positions. */
    static List<Long> parse(List<String> texts, long size) {
        return parse("POSITION", "the mapping's positions", "positions", texts, size);
    }

    /**
     * Every number the {@code texts} name, in order; {@code label} starts each message (e.g.
     * {@code INDEX 6: outside the layout's indices 0..6}), {@code among} names the whole range.
     */
    static List<Long> parse(String label, String among, String plural, List<String> texts, long size) {
        List<Long> out = new ArrayList<>();
        for (String t : texts) {
            String what = label + " " + (t.isBlank() ? "'" + t + "'" : t);
            String problem = unexpected(what, t);
            if (problem != null) {
                throw new Inputs.BadInput(problem);
            }
            String s = t.trim();
            int dots = s.indexOf("..");
            long from;
            long to;
            if (dots >= 0) {
                boolean inclusive = s.startsWith("..=", dots);
                if (s.substring(0, dots).isBlank() || s.substring(dots + (inclusive ? 3 : 2)).isBlank()) {
                    throw new Inputs.BadInput(what + ": a range needs both its ends, N..M (M excluded) or N..=M");
                }
                from = number(what, s.substring(0, dots));
                long end = number(what, s.substring(dots + (inclusive ? 3 : 2)));
                if (end < from) {
                    throw new Inputs.BadInput(what + ": the range ends before it starts");
                }
                if (!inclusive && end == from) {
                    throw new Inputs.BadInput(what + ": the range is empty (" + from + ".." + end + " excludes " + end
                            + "; " + from + "..=" + end + " includes it)");
                }
                if (inclusive && end >= size) {
                    throw new Inputs.BadInput(what + ": outside " + among + " 0.." + size);
                }
                to = inclusive ? end + 1 : end;
            } else {
                from = number(what, s);
                to = from + 1;
            }
            if (from >= size || to > size) {
                throw new Inputs.BadInput(what + ": outside " + among + " 0.." + size);
            }
            if (out.size() + (to - from) > MAX_LISTED) {
                throw new Inputs.BadInput(what + ": at most " + MAX_LISTED + " " + plural + " are printed at once");
            }
            for (long p = from; p < to; p++) {
                out.add(p);
            }
        }
        return out;
    }

    /**
     * The first character of {@code digits} that no number has (only ASCII digits, {@code _},
     * {@code -}, the {@code ..} or {@code ..=} of a range and spaces do), as "LABEL: column N holds 'X' …", or null when there is none.
     */
    static String unexpected(String label, String digits) {
        for (int i = 0; i < digits.length(); i++) {
            char c = digits.charAt(i);
            if (!(dev.layoutprover.algebra.text.Characters.isDigit(c) || c == '_' || c == '-' || c == ' ' || c == '.' || c == '=')) {
                return label + ": column " + (i + 1) + " holds " + dev.layoutprover.algebra.text.Characters.describe(c)
                        + "; expected a number";
            }
        }
        return null;
    }

    private static long number(String what, String digits) {
        try {
            String clean = digits.trim().replace("_", "");
            long v = Long.parseLong(clean);
            if (v < 0) {
                throw new Inputs.BadInput(what + ": expected a number that is not negative");
            }
            return v;
        } catch (NumberFormatException e) {
            if (digits.trim().replace("_", "").matches("[0-9]+")) {
                throw new Inputs.BadInput(what + ": " + digits.trim() + " does not fit in 63 bits");
            }
            throw new Inputs.BadInput(what + ": expected a number or a range N..M (M excluded) or N..=M");
        }
    }
}
