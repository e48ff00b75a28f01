package dev.layoutprover.algebra.text;

import dev.layoutprover.algebra.MappingException;

/**
 * Text that does not parse, with the 1-based column where the problem is and a caret line.
 *
 * <p>Example: parsing {@code m![A, Q]} with only {@code A} declared gives
 * <pre>
 * column 7: unknown axis 'Q' (declared: A)
 *   m![A, Q]
 *         ^
 * </pre>
 */
public class ParseException extends MappingException {

    private final String reason;
    private final String source;
    private final int column;

    public ParseException(String reason, String source, int column) {
        super(render(reason, source, column));
        this.reason = reason;
        this.source = source;
        this.column = column;
    }

    /** The problem without the location. */
    public String reason() {
        return reason;
    }

    /** The text that was parsed. */
    public String source() {
        return source;
    }

    /** 1-based column of the problem. */
    public int column() {
        return column;
    }

    /**
     * The message: the column, the reason, the source line with invisible characters escaped
     * ({@code \u200b}), and a caret under the character at {@code column}. A long source is cut
     * to a window around the column.
     */
    private static String render(String reason, String source, int column) {
        int at = Math.max(0, Math.min(column - 1, source.length()));
        int from = Math.max(0, at - WINDOW);
        int to = Math.min(source.length(), at + WINDOW);
        StringBuilder line = new StringBuilder(from > 0 ? "…" : "");
        int caret = line.length();
        for (int i = from; i < to; i += Characters.width(source, i)) {
            char c = source.charAt(i);
            String shown = c == '\n' || c == '\t' ? " " : Characters.show(source, i);
            if (i < at) {
                // a character encoded as a surrogate pair takes one column of the caret line
                caret += Characters.width(source, i) == 2 ? 1 : shown.length();
            }
            line.append(shown);
        }
        if (to < source.length()) {
            line.append("…");
        }
        return "column " + column + ": " + reason + "\n  " + line + "\n  " + " ".repeat(caret) + "^";
    }

    /** Characters shown on each side of the column in a long source. */
    private static final int WINDOW = 60;
}
