package dev.layoutprover.kernel.syntax;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;

/**
 * The check rustc's lexer makes before parsing: every {@code (}, {@code [} and {@code {} is closed
 * by its own kind, outside comments, strings and character literals. A file that fails it has its
 * error where rustc points, not where a parser's recovery gave up:
 *
 * <ul>
 *   <li>a delimiter never closed (the first, when several are) is reported at its opening, naming where the file ends, and the
 *       block a {@code }} of another indentation seems to close early, as rustc suggests;
 *   <li>a closing delimiter of the wrong kind at the delimiter it meets, which is not closed, naming
 *       where the wrong one stands;
 *   <li>a closing delimiter with nothing open at that delimiter.
 * </ul>
 *
 * <p>Example: in {@code fn f() {\n    if x {\n        1\n    \n}\n} } the {@code {} of line 1
 * is never closed: {@code k.rs:1:8: syntax error: this '{' is never closed: the file ends at 5:2
 * (the '{' at 2:10 may be closed early: the '}' at 5:1 closes it with another indentation)}.
 */
final class Delimiters {

    private record Open(char kind, int offset) {}

    private Delimiters() {}

    /** The first delimiter error of {@code text} (the text of {@code source}, columns kept), if any. */
    static Optional<KernelError> check(Source source, String text) {
        Deque<Open> open = new ArrayDeque<>();
        Open earlyOpen = null;
        int earlyClose = -1;
        int n = text.length();
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (c == '/' && i + 1 < n && text.charAt(i + 1) == '/') {
                while (i < n && text.charAt(i) != '\n') {
                    i++;
                }
                continue;
            }
            if (c == '/' && i + 1 < n && text.charAt(i + 1) == '*') {
                i = blockCommentEnd(text, i);
                continue;
            }
            if (c == '"') {
                i = stringEnd(text, i + 1);
                continue;
            }
            if (c == 'r' && (i == 0 || !identifier(text.charAt(i - 1)) || i == 1 && text.charAt(0) == 'b'
                    || i >= 2 && text.charAt(i - 1) == 'b' && !identifier(text.charAt(i - 2)))) {
                int hashes = 0;
                while (i + 1 + hashes < n && text.charAt(i + 1 + hashes) == '#') {
                    hashes++;
                }
                if (i + 1 + hashes < n && text.charAt(i + 1 + hashes) == '"') {
                    i = rawStringEnd(text, i + 2 + hashes, hashes);
                    continue;
                }
            }
            if (c == '\'') {
                i = quoteEnd(text, i);
                continue;
            }
            switch (c) {
                case '(', '[', '{' -> open.push(new Open(c, i));
                case ')', ']', '}' -> {
                    if (open.isEmpty()) {
                        return Optional.of(new KernelError(source.at(i), "syntax error: unexpected closing delimiter '"
                                + c + "'"));
                    }
                    Open o = open.pop();
                    if (closer(o.kind()) != c) {
                        return Optional.of(new KernelError(source.at(o.offset()), "syntax error: mismatched closing "
                                + "delimiter '" + c + "' at " + place(source, i) + ": this '" + o.kind()
                                + "' is not closed"));
                    }
                    if (c == '}' && firstOnLine(text, i) && indentation(text, i) != indentation(text, o.offset())) {
                        earlyOpen = o;
                        earlyClose = i;
                    }
                }
                default -> { }
            }
            i++;
        }
        if (open.isEmpty()) {
            return Optional.empty();
        }
        Open last = open.peekLast(); // the first opened of those never closed, as rustc lists them
        int end = n; // the file ends after its last character that is not white space
        while (end > 0 && Character.isWhitespace(text.charAt(end - 1))) {
            end--;
        }
        String early = earlyOpen != null && earlyOpen.offset() > last.offset()
                ? " (the '{' at " + place(source, earlyOpen.offset()) + " may be closed early: the '}' at "
                        + place(source, earlyClose) + " closes it with another indentation)"
                : "";
        return Optional.of(new KernelError(source.at(last.offset()), "syntax error: this '" + last.kind()
                + "' is never closed: the file ends at " + place(source, end) + early));
    }

    private static char closer(char open) {
        return switch (open) {
            case '(' -> ')';
            case '[' -> ']';
            default -> '}';
        };
    }

    private static String place(Source source, int offset) {
        Location at = source.at(offset);
        return at.line() + ":" + at.column();
    }

    private static boolean identifier(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }

    private static boolean firstOnLine(String text, int i) {
        for (int k = i - 1; k >= 0 && text.charAt(k) != '\n'; k--) {
            if (!Character.isWhitespace(text.charAt(k))) {
                return false;
            }
        }
        return true;
    }

    /** The spaces and tabs that start the line holding offset {@code i}. */
    private static int indentation(String text, int i) {
        int start = text.lastIndexOf('\n', i - 1) + 1;
        int k = start;
        while (k < text.length() && (text.charAt(k) == ' ' || text.charAt(k) == '\t')) {
            k++;
        }
        return k - start;
    }

    /** Past the block comment at {@code i} ({@code /*}), nested ones inside. */
    private static int blockCommentEnd(String text, int i) {
        int depth = 0;
        while (i < text.length()) {
            if (text.startsWith("/*", i)) {
                depth++;
                i += 2;
            } else if (text.startsWith("*/", i)) {
                depth--;
                i += 2;
                if (depth == 0) {
                    return i;
                }
            } else {
                i++;
            }
        }
        return i;
    }

    /** Past the string whose text starts at {@code i}, escapes read. */
    private static int stringEnd(String text, int i) {
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '\\') {
                i += 2;
            } else if (c == '"') {
                return i + 1;
            } else {
                i++;
            }
        }
        return i;
    }

    /** Past the raw string whose text starts at {@code i}, closed by {@code "} and {@code hashes} {@code #}. */
    private static int rawStringEnd(String text, int i, int hashes) {
        String end = "\"" + "#".repeat(hashes);
        int at = text.indexOf(end, i);
        return at < 0 ? text.length() : at + end.length();
    }

    /**
     * Past the character literal at {@code i} ({@code 'a'}, {@code '\n'}, {@code '}'}), or past the
     * quote of a lifetime or label ({@code 'a}, {@code 'outer}).
     */
    private static int quoteEnd(String text, int i) {
        int n = text.length();
        if (i + 1 < n && text.charAt(i + 1) == '\\') {
            int k = i + 3;
            while (k < n && text.charAt(k) != '\'' && text.charAt(k) != '\n') {
                k++;
            }
            return k < n && text.charAt(k) == '\'' ? k + 1 : i + 1;
        }
        if (i + 1 < n) {
            int after = i + 1 + Character.charCount(text.codePointAt(i + 1));
            if (after < n && text.charAt(after) == '\'') {
                return after + 1;
            }
        }
        return i + 1;
    }
}
