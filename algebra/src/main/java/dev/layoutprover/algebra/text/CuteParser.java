package dev.layoutprover.algebra.text;

import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.IntTuple;
import dev.layoutprover.algebra.cute.OffsetSwizzle;
import dev.layoutprover.algebra.cute.SwizzledLayout;
import dev.layoutprover.algebra.cute.Tiler;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads CuTe layouts as CuTe prints them.
 *
 * <pre>
 * layout := tuple ':' tuple              shape ':' stride, congruent
 * tuple  := ['-'] NUMBER | '(' [tuple (',' tuple)*] ')'   '-' in strides only
 * </pre>
 *
 * <p>Examples: {@code (3,2):(2,3)}, {@code ((2,3),4):((1,2),6)}, {@code 8:1} (an integer is a
 * rank-1 layout), {@code (4,2):(0,1)} (stride 0 broadcasts), {@code 4:-1} (a negative stride runs backwards).
 * Errors are {@link ParseException}s: {@code (3,-2):(2,3)} fails at the {@code -} with "a shape
 * extent must be positive".
 */
public final class CuteParser {

    private CuteParser() {}

    /** Parses a whole text {@code shape:stride}. */
    public static CuteLayout parse(String text) {
        TokenStream in = new TokenStream(text);
        CuteLayout layout = layout(in);
        in.expectEnd();
        return layout;
    }

    /**
     * Parses a whole tiler text:
     * <pre>
     * tiler := layout | tuple | '&lt;' tiler (',' tiler)* '&gt;'    a tuple without stride is a shape tiler
     * </pre>
     * {@code 2} is {@code 2:1}, {@code (2,4)} is {@code <2:1,4:1>}, {@code <2,4:2>} divides mode 0
     * by {@code 2:1} and mode 1 by {@code 4:2}.
     */
    public static Tiler tiler(String text) {
        TokenStream in = new TokenStream(text);
        Tiler t = tiler(in, 0);
        in.expectEnd();
        return t;
    }

    /** How deeply by-mode tilers may nest: {@code <<…>>} more than this deep is refused. */
    public static final int MAX_TILER_DEPTH = 64;

    /** How many swizzles one layout may be composed with. */
    public static final int MAX_SWIZZLES = 64;

    private static Tiler tiler(TokenStream in, int depth) {
        Lexer.Lexeme t = in.peek();
        if (t.is("<")) {
            if (depth >= MAX_TILER_DEPTH) {
                throw in.error("by-mode tilers nest at most " + MAX_TILER_DEPTH + " deep", t);
            }
            in.advance();
            List<Tiler> modes = new ArrayList<>();
            do {
                modes.add(tiler(in, depth + 1));
            } while (in.accept(","));
            in.expect(">", "to close the by-mode tiler at column " + t.column());
            return new Tiler.ByMode(modes);
        }
        if (t.kind() == Lexer.Kind.EOF) {
            throw in.error("expected a tiler like 4:2, 2, (2,2) or <2,4:2>, found end of input", t);
        }
        IntTuple shape = tuple(in, "shape");
        if (!in.peek().is(":")) {
            return Tiler.ofShape(shape);
        }
        in.advance();
        Lexer.Lexeme strideStart = in.peek();
        IntTuple stride = tuple(in, "stride");
        try {
            return Tiler.of(new CuteLayout(shape, stride));
        } catch (MappingException e) {
            throw in.error(e.getMessage(), strideStart);
        }
    }

    /**
     * Parses a whole swizzled layout text:
     * <pre>
     * swizzled := ('Sw' '&lt;' ['-'] NUMBER ',' NUMBER ',' ['-'] NUMBER '&gt;' 'o')* layout
     * </pre>
     * {@code Sw<3,4,3> o (8,128):(128,1)} is CuTe's {@code Swizzle<3,4,3>} composed with the layout;
     * a text without {@code Sw} is the plain layout.
     */
    public static SwizzledLayout swizzled(String text) {
        TokenStream in = new TokenStream(text);
        SwizzledLayout s = swizzled(in);
        in.expectEnd();
        return s;
    }

    /** Parses a swizzled layout at the cursor. */
    static SwizzledLayout swizzled(TokenStream in) {
        List<OffsetSwizzle> swizzles = new ArrayList<>();
        while (in.peek().kind() == Lexer.Kind.IDENT && in.peek().text().equals("Sw")) {
            if (swizzles.size() >= MAX_SWIZZLES) {
                throw in.error("a layout is composed with at most " + MAX_SWIZZLES + " swizzles", in.peek());
            }
            Lexer.Lexeme start = in.advance();
            in.expect("<", "after 'Sw' (a swizzle is Sw<B,M,S>)");
            long b = signed(in, "B");
            in.expect(",", "between B and M of Sw<B,M,S>");
            long m = signed(in, "M");
            in.expect(",", "between M and S of Sw<B,M,S>");
            long s = signed(in, "S");
            in.expect(">", "to close Sw<B,M,S>");
            Lexer.Lexeme o = in.peek();
            if (o.kind() != Lexer.Kind.IDENT || !o.text().equals("o")) {
                throw in.error("expected 'o' (composition) after " + "Sw<" + b + "," + m + "," + s + ">, found " + o.describe(), o);
            }
            in.advance();
            if (Math.abs(b) > 64 || Math.abs(m) > 64 || Math.abs(s) > 64) {
                throw in.error("Sw<" + b + "," + m + "," + s + ">: B + M + |S| must be at most " + OffsetSwizzle.MAX_BLOCK_BITS, start);
            }
            try {
                swizzles.add(new OffsetSwizzle((int) b, (int) m, (int) s));
            } catch (IllegalArgumentException e) {
                throw in.error(e.getMessage(), start);
            }
        }
        return new SwizzledLayout(swizzles, layout(in));
    }

    private static long signed(TokenStream in, String what) {
        boolean negative = in.accept("-");
        Lexer.Lexeme n = in.peek();
        if (n.kind() != Lexer.Kind.NUMBER) {
            throw in.error("expected the number " + what + " of Sw<B,M,S>, found " + n.describe(), n);
        }
        in.advance();
        return negative ? -n.value() : n.value();
    }

    /** Parses {@code shape:stride} at the cursor. */
    static CuteLayout layout(TokenStream in) {
        if (in.peek().kind() == Lexer.Kind.EOF) {
            throw in.error("expected a CuTe layout like (3,2):(2,3), found end of input", in.peek());
        }
        IntTuple shape = tuple(in, "shape");
        in.expect(":", "between the shape and the stride of a CuTe layout");
        Lexer.Lexeme strideStart = in.peek();
        IntTuple stride = tuple(in, "stride");
        try {
            return new CuteLayout(shape, stride);
        } catch (MappingException e) {
            throw in.error(e.getMessage(), strideStart);
        }
    }

    private static IntTuple tuple(TokenStream in, String what) {
        Lexer.Lexeme t = in.peek();
        if (t.kind() == Lexer.Kind.NUMBER) {
            in.advance();
            if (what.equals("shape") && t.value() < 1) {
                throw in.error("a shape extent must be positive, found " + t.text(), t);
            }
            return IntTuple.of(t.value());
        }
        if (t.is("-")) {
            if (what.equals("shape")) {
                throw in.error("a shape extent must be positive", t);
            }
            in.advance();
            Lexer.Lexeme n = in.peek();
            if (n.kind() != Lexer.Kind.NUMBER) {
                throw in.error("expected a number after '-' in the stride, found " + n.describe(), n);
            }
            in.advance();
            return IntTuple.of(-n.value());
        }
        if (t.is("(")) {
            in.advance();
            List<IntTuple> elements = new ArrayList<>();
            if (!in.peek().is(")")) {
                do {
                    elements.add(tuple(in, what));
                } while (in.accept(","));
            }
            in.expect(")", "to close the " + what + " tuple at column " + t.column());
            return new IntTuple.Tuple(elements);
        }
        throw in.error("expected a number or '(' in the " + what + ", found " + t.describe(), t);
    }
}
