package dev.layoutprover.kernel.syntax;

/**
 * Blanks the {@code where} clauses of a Rust text, each character a space (line breaks kept, so
 * every other position stays where it was). A bound carries no layout meaning, and some valid
 * ones the Rust grammar of the parser cannot read: the empty bound of
 * {@code where [(); AT]:}, which a const generic expression needs. {@link RustSyntax} parses the
 * blanked text when the text as written does not parse.
 *
 * <p>Example: {@code blank("fn f<const N: usize>() where [(); N]:, { }")} is
 * {@code "fn f<const N: usize>()"}, 17 spaces, then {@code "{ }"}.
 */
final class WhereClauses {

    private WhereClauses() {}

    /** {@code text} with every {@code where} clause (from the keyword to the body's {@code {} or the item's {@code ;}) blanked. */
    static String blank(String text) {
        StringBuilder out = new StringBuilder(text);
        int i = 0;
        while (i < text.length()) {
            int skipped = skipCommentOrString(text, i);
            if (skipped > i) {
                i = skipped;
            } else if (isKeyword(text, i)) {
                int end = clauseEnd(text, i + "where".length());
                for (int k = i; k < end; k++) {
                    if (out.charAt(k) != '\n') {
                        out.setCharAt(k, ' ');
                    }
                }
                i = end;
            } else {
                i++;
            }
        }
        return out.toString();
    }

    private static boolean isKeyword(String text, int i) {
        return text.startsWith("where", i) && (i == 0 || !isIdent(text.charAt(i - 1)))
                && (i + 5 >= text.length() || !isIdent(text.charAt(i + 5)));
    }

    private static boolean isIdent(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }

    /**
     * Where the clause starting at {@code from} ends: the first {@code {} or {@code ;} outside
     * brackets ({@code ()}, {@code []}, {@code <>}; a {@code ->} is no bracket), or the text's end.
     */
    private static int clauseEnd(String text, int from) {
        int depth = 0;
        int i = from;
        while (i < text.length()) {
            int skipped = skipCommentOrString(text, i);
            if (skipped > i) {
                i = skipped;
                continue;
            }
            char c = text.charAt(i);
            if ((c == '{' || c == ';') && depth == 0) {
                return i;
            }
            if (c == '(' || c == '[' || c == '{' || (c == '<' && !text.startsWith("<=", i))) {
                depth++;
            } else if (c == ')' || c == ']' || c == '}' || (c == '>' && (i == 0 || text.charAt(i - 1) != '-')
                    && !text.startsWith(">=", i))) {
                depth = Math.max(0, depth - 1);
            }
            i++;
        }
        return i;
    }

    /** The position after a comment or string literal starting at {@code i}, or {@code i} when none does. */
    private static int skipCommentOrString(String text, int i) {
        if (text.startsWith("//", i)) {
            int end = text.indexOf('\n', i);
            return end < 0 ? text.length() : end;
        }
        if (text.startsWith("/*", i)) {
            int end = text.indexOf("*/", i + 2);
            return end < 0 ? text.length() : end + 2;
        }
        if (text.charAt(i) == '"') {
            int k = i + 1;
            while (k < text.length() && text.charAt(k) != '"') {
                k += text.charAt(k) == '\\' ? 2 : 1;
            }
            return Math.min(k + 1, text.length());
        }
        return i;
    }
}
