package dev.layoutprover.simulator.rust;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a kernel file into {@link Token}s. Skips whitespace, line comments ({@code //}, also
 * {@code ///} and {@code //!}) and block comments (slash-star to star-slash, nested as in Rust). A
 * line whose first non-blank characters are {@code "# "} (or a lone {@code #}) is a hidden line of
 * a book listing: the {@code #} is dropped and the rest is read as code, so listings copied from
 * the book read as they compile.
 *
 * <p>Example: {@code let dm = input.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0);} is
 * {@code let}, {@code dm}, {@code =}, {@code input}, {@code .}, {@code to_dm}, {@code ::},
 * {@code <}, {@code Cluster}, {@code ,}, {@code Slice}, {@code ,}, the macro {@code m![A % 8]},
 * {@code >}, {@code (}, {@code &}, {@code mut}, … Two-character operators are {@code ::},
 * {@code ->}, {@code =>} and {@code ..}; shifts are two adjacent {@code <} or {@code >} tokens, so
 * that {@code HbmTensor<A, B<C>>} closes both lists.
 */
public final class Lexer {

    private static final List<String> TWO_CHAR = List.of("::", "->", "=>", "..");

    private final Source source;
    private final String text;
    private int pos;
    private final List<Token> tokens = new ArrayList<>();

    private Lexer(Source source) {
        this.source = source;
        this.text = hideBookPrefixes(source.text());
    }

    /** The tokens of {@code source}, ending with one {@link Token.Kind#EOF}. */
    public static List<Token> tokens(Source source) {
        Lexer l = new Lexer(source);
        l.run();
        return l.tokens;
    }

    /** Replaces the {@code #} of each hidden book line by a space, keeping every offset. */
    static String hideBookPrefixes(String text) {
        StringBuilder b = new StringBuilder(text);
        int lineStart = 0;
        while (lineStart <= b.length()) {
            int i = lineStart;
            while (i < b.length() && (b.charAt(i) == ' ' || b.charAt(i) == '\t')) {
                i++;
            }
            if (i < b.length() && b.charAt(i) == '#') {
                boolean alone = i + 1 == b.length() || b.charAt(i + 1) == '\n' || b.charAt(i + 1) == '\r';
                if (alone || b.charAt(i + 1) == ' ') {
                    b.setCharAt(i, ' ');
                }
            }
            int nl = b.indexOf("\n", lineStart);
            if (nl < 0) {
                break;
            }
            lineStart = nl + 1;
        }
        return b.toString();
    }

    private void run() {
        while (true) {
            skipBlanksAndComments();
            if (pos >= text.length()) {
                tokens.add(new Token(Token.Kind.EOF, "", text.length(), text.length()));
                return;
            }
            char c = text.charAt(pos);
            if (Character.isLetter(c) || c == '_') {
                identOrMacro();
            } else if (Character.isDigit(c)) {
                number();
            } else if (c == '"') {
                quoted('"', Token.Kind.STRING);
            } else if (c == '\'') {
                lifetimeOrChar();
            } else {
                punct();
            }
        }
    }

    private void skipBlanksAndComments() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (Character.isWhitespace(c)) {
                pos++;
            } else if (text.startsWith("//", pos)) {
                int nl = text.indexOf('\n', pos);
                pos = nl < 0 ? text.length() : nl;
            } else if (text.startsWith("/*", pos)) {
                blockComment();
            } else {
                return;
            }
        }
    }

    private void blockComment() {
        int start = pos;
        int depth = 0;
        do {
            if (text.startsWith("/*", pos)) {
                depth++;
                pos += 2;
            } else if (text.startsWith("*/", pos)) {
                depth--;
                pos += 2;
            } else if (pos >= text.length()) {
                throw error(start, "this block comment is never closed with */");
            } else {
                pos++;
            }
        } while (depth > 0);
    }

    private void identOrMacro() {
        int start = pos;
        while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
            pos++;
        }
        if (pos + 1 < text.length() && text.charAt(pos) == '!' && "[({".indexOf(text.charAt(pos + 1)) >= 0) {
            pos++;
            skipGroup();
            tokens.add(new Token(Token.Kind.MACRO, text.substring(start, pos), start, pos));
            return;
        }
        tokens.add(new Token(Token.Kind.IDENT, text.substring(start, pos), start, pos));
    }

    /** Skips a bracketed group starting at {@code pos}, with nested brackets of any kind. */
    private void skipGroup() {
        int start = pos;
        List<Character> open = new ArrayList<>();
        do {
            if (pos >= text.length()) {
                throw error(start, "'" + text.charAt(start) + "' is never closed");
            }
            char c = text.charAt(pos);
            if (c == '[' || c == '(' || c == '{') {
                open.add(c);
            } else if (c == ']' || c == ')' || c == '}') {
                char expected = switch (open.get(open.size() - 1)) {
                    case '[' -> ']';
                    case '(' -> ')';
                    default -> '}';
                };
                if (c != expected) {
                    throw error(pos, "expected '" + expected + "', found '" + c + "'");
                }
                open.remove(open.size() - 1);
            } else if (text.startsWith("//", pos) || text.startsWith("/*", pos)) {
                skipBlanksAndComments();
                continue;
            }
            pos++;
        } while (!open.isEmpty());
    }

    private void number() {
        int start = pos;
        boolean hex = text.startsWith("0x", pos) || text.startsWith("0X", pos);
        if (hex) {
            pos += 2;
        }
        while (pos < text.length() && (isDigit(text.charAt(pos), hex) || text.charAt(pos) == '_')) {
            pos++;
        }
        boolean fraction = !hex && pos + 1 < text.length() && text.charAt(pos) == '.'
                && Character.isDigit(text.charAt(pos + 1));
        if (fraction) {
            pos++;
            while (pos < text.length() && (Character.isDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
                pos++;
            }
        }
        int digitsEnd = pos;
        while (pos < text.length() && Character.isLetterOrDigit(text.charAt(pos))) {
            pos++;
        }
        String suffix = text.substring(digitsEnd, pos);
        boolean floating = fraction || suffix.equals("f32") || suffix.equals("f64");
        if (!suffix.isEmpty() && !suffix.matches("[iu](8|16|32|64|128|size)|f32|f64")) {
            throw error(digitsEnd, "unknown number suffix '" + suffix + "'");
        }
        if (floating && hex) {
            throw error(start, "a hexadecimal number cannot be a float");
        }
        tokens.add(new Token(floating ? Token.Kind.FLOAT : Token.Kind.INT, text.substring(start, digitsEnd), start, pos));
    }

    private static boolean isDigit(char c, boolean hex) {
        return hex ? Character.digit(c, 16) >= 0 : Character.isDigit(c);
    }

    private void quoted(char quote, Token.Kind kind) {
        int start = pos;
        pos++;
        while (pos < text.length() && text.charAt(pos) != quote) {
            pos += text.charAt(pos) == '\\' ? 2 : 1;
        }
        if (pos >= text.length()) {
            throw error(start, "this " + (kind == Token.Kind.STRING ? "string" : "character") + " is never closed");
        }
        pos++;
        tokens.add(new Token(kind, text.substring(start, pos), start, pos));
    }

    private void lifetimeOrChar() {
        boolean isChar = pos + 2 < text.length() && (text.charAt(pos + 2) == '\'' || text.charAt(pos + 1) == '\\');
        if (isChar) {
            quoted('\'', Token.Kind.CHAR);
            return;
        }
        int start = pos;
        pos++;
        while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
            pos++;
        }
        tokens.add(new Token(Token.Kind.LIFETIME, text.substring(start, pos), start, pos));
    }

    private void punct() {
        for (String two : TWO_CHAR) {
            if (text.startsWith(two, pos)) {
                tokens.add(new Token(Token.Kind.PUNCT, two, pos, pos + 2));
                pos += 2;
                return;
            }
        }
        char c = text.charAt(pos);
        if ("()[]{}<>,;:.=&*!#+-/%|^?@$~".indexOf(c) < 0) {
            throw error(pos, "unexpected character '" + c + "'");
        }
        tokens.add(new Token(Token.Kind.PUNCT, String.valueOf(c), pos, pos + 1));
        pos++;
    }

    private KernelError error(int offset, String reason) {
        return new KernelError(source.at(offset), reason);
    }
}
