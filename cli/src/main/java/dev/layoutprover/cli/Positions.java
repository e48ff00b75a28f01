package dev.layoutprover.cli;

import java.util.ArrayList;
import java.util.List;

/** Reads position arguments, {@code 67} or {@code 0..8} (8 excluded), all checked before any is used. */
final class Positions {

    /** The most positions one command prints. */
    static final long MAX_LISTED = 1 << 20;

    private Positions() {}

    static List<Long> parse(List<String> texts, long size) {
        List<Long> out = new ArrayList<>();
        for (String t : texts) {
            String problem = unexpected("POSITION " + t, t);
            if (problem != null) {
                throw new Inputs.BadInput(problem);
            }
            String s = t.trim();
            int dots = s.indexOf("..");
            long from;
            long to;
            if (dots >= 0) {
                from = number(t, s.substring(0, dots));
                to = number(t, s.substring(dots + 2));
                if (to < from) {
                    throw new Inputs.BadInput("POSITION " + t + ": the range ends before it starts");
                }
            } else {
                from = number(t, s);
                to = from + 1;
            }
            if (from >= size || to > size) {
                throw new Inputs.BadInput("POSITION " + t + ": outside the mapping's positions 0.." + (size - 1));
            }
            if (out.size() + (to - from) > MAX_LISTED) {
                throw new Inputs.BadInput("POSITION " + t + ": at most " + MAX_LISTED + " positions are printed at once");
            }
            for (long p = from; p < to; p++) {
                out.add(p);
            }
        }
        return out;
    }

    /**
     * The first character of {@code digits} that no number has (only ASCII digits, {@code _},
     * {@code -}, the {@code ..} of a range and spaces do), as "LABEL: column N holds 'X' …", or null when there is none.
     */
    static String unexpected(String label, String digits) {
        for (int i = 0; i < digits.length(); i++) {
            char c = digits.charAt(i);
            if (!(dev.layoutprover.algebra.text.Characters.isDigit(c) || c == '_' || c == '-' || c == ' ' || c == '.')) {
                return label + ": column " + (i + 1) + " holds " + dev.layoutprover.algebra.text.Characters.describe(c)
                        + "; expected a number";
            }
        }
        return null;
    }

    private static long number(String arg, String digits) {
        try {
            String clean = digits.trim().replace("_", "");
            long v = Long.parseLong(clean);
            if (v < 0) {
                throw new Inputs.BadInput("POSITION " + arg + ": positions are not negative");
            }
            return v;
        } catch (NumberFormatException e) {
            throw new Inputs.BadInput("POSITION " + arg + ": expected a number or a range N..M");
        }
    }
}
