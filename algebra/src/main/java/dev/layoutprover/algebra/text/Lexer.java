package dev.layoutprover.algebra.text;

import java.util.ArrayList;
import java.util.List;

/** Splits mapping and axes text into tokens, each with its 1-based column. */
final class Lexer {

    enum Kind { IDENT, NUMBER, PUNCT, EOF }

    /** A token; for {@code NUMBER}, {@code value} holds the number. */
    record Lexeme(Kind kind, String text, long value, int column) {
        boolean is(String punct) {
            return kind == Kind.PUNCT && text.equals(punct);
        }

        String describe() {
            return kind == Kind.EOF ? "end of input" : "'" + text + "'";
        }
    }

    private static final String PUNCTUATION = ",[](){}/%=#*$:!;-'<>";

    private Lexer() {}

    static List<Lexeme> tokens(String source) {
        List<Lexeme> out = new ArrayList<>();
        int i = 0;
        int n = source.length();
        int depth = 0;
        while (i < n) {
            char c = source.charAt(i);
            int column = i + 1;
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                i++;
            } else if (isLetter(c)) {
                int start = i;
                while (i < n && (isLetter(source.charAt(i)) || isDigit(source.charAt(i)) || source.charAt(i) == '_')) {
                    i++;
                }
                if (i < n && source.charAt(i) == '\'') {
                    i++;
                }
                out.add(new Lexeme(Kind.IDENT, source.substring(start, i), 0, column));
            } else if (isDigit(c)) {
                int start = i;
                while (i < n && (isDigit(source.charAt(i)) || source.charAt(i) == '_')) {
                    i++;
                }
                long base = number(source, source.substring(start, i), column);
                if (i < n && source.charAt(i) == '^') {
                    int expStart = ++i;
                    while (i < n && isDigit(source.charAt(i))) {
                        i++;
                    }
                    if (expStart == i) {
                        throw new ParseException("expected an exponent after '^'", source, i + 1);
                    }
                    base = power(source, base, number(source, source.substring(expStart, i), expStart + 1), column);
                }
                out.add(new Lexeme(Kind.NUMBER, source.substring(start, i), base, column));
            } else if (c == '#' && i + 1 < n && source.charAt(i + 1) == '_') {
                out.add(new Lexeme(Kind.PUNCT, "#_", 0, column));
                i += 2;
            } else if (PUNCTUATION.indexOf(c) >= 0) {
                if (c == '[' || c == '(' || c == '{') {
                    if (++depth > Characters.MAX_DEPTH) {
                        throw new ParseException("brackets nest more than " + Characters.MAX_DEPTH
                                + " deep (the limit)", source, column);
                    }
                } else if (c == ']' || c == ')' || c == '}') {
                    depth = Math.max(0, depth - 1);
                }
                out.add(new Lexeme(Kind.PUNCT, String.valueOf(c), 0, column));
                i++;
            } else {
                throw new ParseException("unexpected character " + Characters.describe(source, i), source, column);
            }
        }
        out.add(new Lexeme(Kind.EOF, "", 0, n + 1));
        return out;
    }

    private static boolean isLetter(char c) {
        return Characters.isLetter(c);
    }

    private static boolean isDigit(char c) {
        return Characters.isDigit(c);
    }

    private static long number(String source, String digits, int column) {
        String clean = digits.replace("_", "");
        try {
            return Long.parseLong(clean);
        } catch (NumberFormatException e) {
            throw new ParseException("number " + digits + " does not fit in 63 bits", source, column);
        }
    }

    /** {@code base^exponent}, exact; at most 63 multiplications, as any larger power of 2 or more overflows. */
    private static long power(String source, long base, long exponent, int column) {
        if (base == 0 || base == 1) {
            return exponent == 0 ? 1 : base;
        }
        long result = 1;
        try {
            for (long k = 0; k < exponent; k++) {
                result = Math.multiplyExact(result, base);
            }
        } catch (ArithmeticException e) {
            throw new ParseException(base + "^" + exponent + " does not fit in 63 bits", source, column);
        }
        return result;
    }
}
