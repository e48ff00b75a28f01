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

    private static String render(String reason, String source, int column) {
        String line = source.replace('\n', ' ').replace('\t', ' ');
        int caret = Math.max(0, Math.min(column - 1, line.length()));
        return "column " + column + ": " + reason + "\n  " + line + "\n  " + " ".repeat(caret) + "^";
    }
}
