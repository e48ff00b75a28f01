package dev.layoutprover.kernel.syntax;

/**
 * One token of a kernel file: its kind, its text, and the offsets {@code [start, end)} in the
 * source. A macro invocation ({@code m![A / 8 # 256]}, {@code axes![A = 2048]}) is one
 * {@link Kind#MACRO} token whose text is the whole invocation; the mapping and axes parsers read
 * it.
 */
public record Token(Kind kind, String text, int start, int end) {

    /** What a token is. */
    public enum Kind { IDENT, INT, FLOAT, STRING, CHAR, LIFETIME, MACRO, PUNCT, EOF }

    public boolean is(String punct) {
        return kind == Kind.PUNCT && text.equals(punct);
    }

    public boolean isWord(String word) {
        return kind == Kind.IDENT && text.equals(word);
    }

    /** For a macro token, its name: {@code m} or {@code axes}. */
    public String macroName() {
        return text.substring(0, text.indexOf('!'));
    }

    /** How an error message names this token: {@code ';'}, {@code name 'foo'}, {@code end of file}. */
    public String describe() {
        return switch (kind) {
            case EOF -> "end of file";
            case IDENT -> "'" + text + "'";
            case MACRO -> "macro " + macroName() + "!";
            default -> "'" + text + "'";
        };
    }
}
