package dev.layoutprover.algebra.text;

import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.MappingException;

/**
 * Reads axes declarations: {@code A=8, B=512, B'=B-A}, or the macro form
 * {@code axes![A = 8, B = 512]}, or both ({@code axes![A = 4, B = 4]; B' = B - A}). Entries are
 * separated by commas or semicolons; a skewed axis {@code B' = B - A} names axes declared before
 * it. The empty text declares nothing.
 */
public final class AxesParser {

    private final TokenStream in;
    private Axes axes;

    private AxesParser(String spec, Axes existing) {
        this.in = new TokenStream(spec);
        this.axes = existing;
    }

    public static Axes parse(String spec) {
        return parse(spec, Axes.empty());
    }

    /** {@code existing} with the declarations of {@code spec} added; skews may name existing axes. */
    public static Axes parse(String spec, Axes existing) {
        AxesParser p = new AxesParser(spec, existing);
        p.entries(null);
        return p.axes;
    }

    /** Entries up to {@code close} (or the end of input when null). */
    private void entries(String close) {
        while (true) {
            Lexer.Lexeme t = in.peek();
            if (close != null && t.is(close)) {
                in.advance();
                return;
            }
            if (t.kind() == Lexer.Kind.EOF) {
                if (close != null) {
                    throw in.error("expected '" + close + "' to close 'axes!', found end of input", t);
                }
                return;
            }
            if (t.is(",") || t.is(";")) {
                in.advance();
                continue;
            }
            if (t.kind() != Lexer.Kind.IDENT) {
                throw in.error("expected an axis declaration like A = 8, found " + t.describe(), t);
            }
            if (t.text().equals("axes") && in.peek(1).is("!")) {
                in.advance();
                in.advance();
                boolean paren = in.peek().is("(");
                in.expect(paren ? "(" : "[", "after 'axes!'");
                entries(paren ? ")" : "]");
                continue;
            }
            declaration();
            Lexer.Lexeme after = in.peek();
            boolean ends = after.is(",") || after.is(";") || after.kind() == Lexer.Kind.EOF
                    || (close != null && after.is(close));
            if (!ends) {
                throw in.error("expected ',' or ';' between axis declarations, found " + after.describe(), after);
            }
        }
    }

    private void declaration() {
        Lexer.Lexeme name = in.advance();
        in.expect("=", "after axis " + name.text());
        try {
            if (name.text().endsWith("'")) {
                Lexer.Lexeme target = in.expectIdent("as the skewed axis");
                in.expect("-", "in the skewed axis " + name.text() + " = " + target.text() + " - …");
                Lexer.Lexeme offset = in.expectIdent("as the axis subtracted");
                axes = axes.withSkew(name.text(), target.text(), offset.text());
            } else {
                Lexer.Lexeme size = in.peek();
                long n = in.expectNumber("as the size of axis " + name.text());
                if (n < 1) {
                    throw in.error("axis " + name.text() + " must have a positive size, got " + n, size);
                }
                axes = axes.with(new Axis(name.text(), n));
            }
        } catch (ParseException e) {
            throw e;
        } catch (MappingException e) {
            throw in.error(e.getMessage(), name);
        }
    }
}
