package dev.layoutprover.kernel.syntax;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the reference accepts inside {@code m![…]} and {@code axes![…]}, checked on the macro's
 * text before the layout parser reads it, so that a kernel the reference would not compile is
 * refused (with its position) rather than read with a meaning of the project's own notation.
 *
 * <p>{@code m![…]} follows furiosa-mapping's grammar (parser.lalrpop) over its lexer's tokens
 * (lexer.rs): an identifier is an axis; a literal is a number only when it reads as a
 * {@code usize} in decimal digits ({@code 16}, never {@code 0x10}, {@code 1_6} or
 * {@code 16usize}); the punctuation is {@code / % = # ,} and the groups {@code ( )},
 * {@code [ ]} and {@code { … }} (kept whole, an escaped type).
 *
 * <pre>
 * mapping := term (',' mapping)?                     no trailing comma, never empty
 * term    := atom (('/' | '%' | '=' | '#') NUMBER)*
 * atom    := AXIS | '1' | '{' … '}' | '(' mapping ')' | '[' mapping ']'
 * </pre>
 *
 * <p>{@code axes![…]} follows the {@code axes!} macro_rules ({@code $($name:ident = $size:literal),* $(,)?})
 * with each size a {@code usize} constant: an integer literal in any radix, with {@code _}
 * separators and no suffix other than {@code usize} ({@code 0x40}, {@code 1_024} and
 * {@code 64usize} are 64, 1024 and 64).
 *
 * <p>Example: {@code m![A / 0x10]} is refused at the {@code 0x10}: "0x10 is not a number of the
 * m![…] grammar, which reads decimal digits only: write 16".
 */
public final class MacroGrammar {

    private MacroGrammar() {}

    /** An axis of {@code axes![…]}: its name and size, and their offsets in the macro's text. */
    public record AxisSize(String name, long size, int nameOffset, int sizeOffset) {}

    private enum Kind { IDENT, LITERAL, PUNCT, OPEN, CLOSE, ESCAPED, END }

    private record Tok(Kind kind, String text, int offset) {
        boolean is(String s) {
            return (kind == Kind.PUNCT || kind == Kind.OPEN || kind == Kind.CLOSE) && text.equals(s);
        }

        String describe() {
            return kind == Kind.END ? "the end of the macro" : kind == Kind.ESCAPED ? "'{'" : "'" + text + "'";
        }
    }

    private static final Pattern INTEGER = Pattern.compile(
            "(0x[0-9a-fA-F_]*|0o[0-7_]*|0b[01_]*|[0-9][0-9_]*)([iu](8|16|32|64|128|size))?");

    /** Checks {@code m![…]} (the whole invocation, as written at {@code source} offset {@code macro.start()}). */
    public static void requireMapping(Token macro, Source source) {
        Reader r = new Reader(macro, source);
        r.mapping();
        r.expectEnd();
    }

    /** The axes {@code axes![…]} declares, in order; a declaration the macro would not accept is an error. */
    public static List<AxisSize> axes(Token macro, Source source) {
        Reader r = new Reader(macro, source);
        List<AxisSize> out = new ArrayList<>();
        while (r.peek().kind() != Kind.END) {
            Tok name = r.next();
            if (name.kind() != Kind.IDENT || name.text().equals("_")) {
                throw r.error(name, "expected an axis name, found " + name.describe() + " (axes![A = 64, B = 16])");
            }
            Tok eq = r.next();
            if (!eq.is("=")) {
                throw r.error(eq, "expected '=' after the axis " + name.text() + ", found " + eq.describe());
            }
            Tok size = r.next();
            out.add(new AxisSize(name.text(), size(r, name, size), name.offset(), size.offset()));
            Tok after = r.next();
            if (after.kind() == Kind.END) {
                break;
            }
            if (!after.is(",")) {
                throw r.error(after, "expected ',' between axis declarations, found " + after.describe());
            }
        }
        return List.copyOf(out);
    }

    private static long size(Reader r, Tok name, Tok size) {
        if (size.is("-")) {
            throw r.error(size, "the size of axis " + name.text() + " is a usize, which has no sign");
        }
        Matcher m = INTEGER.matcher(size.text());
        if (size.kind() != Kind.LITERAL || !m.matches()) {
            throw r.error(size, "the size of axis " + name.text() + " is an integer literal (a usize), found "
                    + size.describe());
        }
        if (m.group(2) != null && !m.group(2).equals("usize")) {
            throw r.error(size, "the size of axis " + name.text() + " is a usize, but " + size.text() + " is a "
                    + m.group(2));
        }
        BigInteger v = value(m.group(1));
        if (v == null || v.bitLength() > 63) {
            throw r.error(size, "the size " + size.text() + " of axis " + name.text() + " is not a number that "
                    + "fits in 63 bits");
        }
        return v.longValueExact();
    }

    /** The value of an unsuffixed Rust integer literal, or null when it has no digits. */
    private static BigInteger value(String literal) {
        int radix = literal.startsWith("0x") ? 16 : literal.startsWith("0o") ? 8 : literal.startsWith("0b") ? 2 : 10;
        String digits = (radix == 10 ? literal : literal.substring(2)).replace("_", "");
        return digits.isEmpty() ? null : new BigInteger(digits, radix);
    }

    /** The tokens of one macro's body and the grammar of {@code m![…]} over them. */
    private static final class Reader {
        private final Token macro;
        private final Source source;
        private final List<Tok> tokens;
        private int next;
        private int depth;

        Reader(Token macro, Source source) {
            this.macro = macro;
            this.source = source;
            this.tokens = tokens();
        }

        KernelError error(Tok at, String reason) {
            return new KernelError(source.at(macro.start() + Math.min(at.offset(), macro.text().length() - 1)),
                    reason);
        }

        Tok peek() {
            return tokens.get(next);
        }

        Tok next() {
            Tok t = tokens.get(next);
            if (t.kind() != Kind.END) {
                next++;
            }
            return t;
        }

        void mapping() {
            term();
            if (peek().is(",")) {
                next();
                mapping();
            }
        }

        private void term() {
            atom();
            while (peek().is("/") || peek().is("%") || peek().is("=") || peek().is("#")) {
                Tok op = next();
                Tok n = next();
                number(n, "after '" + op.text() + "'");
            }
        }

        private void atom() {
            Tok t = next();
            switch (t.kind()) {
                case IDENT, ESCAPED -> { }
                case LITERAL -> {
                    if (number(t, "as a mapping") != 1) {
                        throw error(t, "a number stands for a mapping only as 1, the identity; found " + t.text()
                                + " (the reference panics: Broadcast not supported)");
                    }
                }
                case OPEN -> {
                    if (++depth > dev.layoutprover.algebra.text.Characters.MAX_DEPTH) {
                        throw error(t, "brackets nest more than " + dev.layoutprover.algebra.text.Characters.MAX_DEPTH
                                + " deep (the limit)");
                    }
                    mapping();
                    depth--;
                    String close = t.text().equals("(") ? ")" : "]";
                    Tok c = next();
                    if (!c.is(close)) {
                        throw error(c, "expected '" + close + "' to close '" + t.text() + "', found " + c.describe());
                    }
                }
                default -> throw error(t, "expected a mapping (an axis, 1, '(', '[' or '{'), found " + t.describe()
                        + (t.is(",") || t.kind() == Kind.CLOSE || t.kind() == Kind.END ? "" : " (the m![…] grammar "
                                + "has axes, 1, / % = # , ( ) [ ] and { … })"));
            }
        }

        /** A literal the reference's lexer reads as a number: a {@code usize} in decimal digits. */
        private long number(Tok t, String where) {
            if (t.kind() != Kind.LITERAL) {
                throw error(t, "expected a number " + where + ", found " + t.describe());
            }
            if (!t.text().chars().allMatch(c -> c >= '0' && c <= '9')) {
                Matcher m = INTEGER.matcher(t.text());
                BigInteger v = m.matches() ? value(m.group(1)) : null;
                throw error(t, t.text() + " is not a number of the m![…] grammar, which reads decimal digits only"
                        + (v == null ? "" : ": write " + v));
            }
            BigInteger v = new BigInteger(t.text());
            if (v.bitLength() > 63) {
                throw error(t, "the number " + t.text() + " does not fit in 63 bits");
            }
            return v.longValueExact();
        }

        void expectEnd() {
            Tok t = next();
            if (t.kind() != Kind.END) {
                throw error(t, "expected ',' or the end of the mapping, found " + t.describe()
                        + (t.kind() == Kind.PUNCT || t.kind() == Kind.LITERAL ? ""
                                : " (terms are separated by commas: m![A, B])"));
            }
        }

        /** Splits the body (between the macro's delimiters) into the reference lexer's tokens. */
        private List<Tok> tokens() {
            String text = macro.text();
            int open = text.indexOf('!') + 1;
            while (open < text.length() && Character.isWhitespace(text.charAt(open))) {
                open++;
            }
            int end = text.length() - 1; // the closing delimiter
            List<Tok> out = new ArrayList<>();
            int i = open + 1;
            while (i < end) {
                char c = text.charAt(i);
                if (Character.isWhitespace(c)) {
                    i++;
                } else if (Character.isUnicodeIdentifierStart(c) || c == '_') {
                    int start = i;
                    if (c == 'r' && i + 2 < end && text.charAt(i + 1) == '#') {
                        i += 2;
                    }
                    while (i < end && (Character.isUnicodeIdentifierPart(text.charAt(i)))) {
                        i++;
                    }
                    String word = text.substring(start, i);
                    out.add(new Tok(Kind.IDENT, word.startsWith("r#") ? word.substring(2) : word, start));
                } else if (c >= '0' && c <= '9') {
                    int start = i;
                    while (i < end && (Character.isLetterOrDigit(text.charAt(i)) || text.charAt(i) == '_'
                            || (text.charAt(i) == '.' && i + 1 < end && Character.isDigit(text.charAt(i + 1))))) {
                        i++;
                    }
                    out.add(new Tok(Kind.LITERAL, text.substring(start, i), start));
                } else if (c == '{') {
                    int start = i;
                    int depth = 0;
                    do {
                        char d = text.charAt(i);
                        depth += d == '{' || d == '(' || d == '[' ? 1 : d == '}' || d == ')' || d == ']' ? -1 : 0;
                        i++;
                    } while (depth > 0 && i < end);
                    out.add(new Tok(Kind.ESCAPED, text.substring(start, i), start));
                } else if (c == '(' || c == '[') {
                    out.add(new Tok(Kind.OPEN, String.valueOf(c), i++));
                } else if (c == ')' || c == ']') {
                    out.add(new Tok(Kind.CLOSE, String.valueOf(c), i++));
                } else if ("/%=#,:".indexOf(c) >= 0 || (c == '-' && macro.macroName().equals("axes"))) {
                    out.add(new Tok(Kind.PUNCT, String.valueOf(c), i++));
                } else {
                    String what = c == '"' ? "a string" : c == '\'' ? "a character or lifetime" : "'" + c + "'";
                    throw new KernelError(source.at(macro.start() + i), what + " has no meaning in " + macro.macroName()
                            + "![…]" + (macro.macroName().equals("m") ? " (the mapping grammar has axes, numbers, "
                                    + "/ % = # , ( ) [ ] and { … })" : " (it declares A = 64, B = 16, …)"));
                }
            }
            out.add(new Tok(Kind.END, "", end));
            return out;
        }
    }
}
