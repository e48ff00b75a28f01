package dev.layoutprover.algebra.text;

import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.IntTuple;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads CuTe layouts as CuTe prints them.
 *
 * <pre>
 * layout := tuple ':' tuple              shape ':' stride, congruent
 * tuple  := NUMBER | '(' [tuple (',' tuple)*] ')'
 * </pre>
 *
 * <p>Examples: {@code (3,2):(2,3)}, {@code ((2,3),4):((1,2),6)}, {@code 8:1} (an integer is a
 * rank-1 layout), {@code (4,2):(0,1)} (stride 0 broadcasts). Errors are {@link ParseException}s:
 * {@code (3,2):(2,-3)} fails at the {@code -} with "negative strides are not supported".
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

    /** Parses {@code shape:stride} at the cursor. */
    static CuteLayout layout(TokenStream in) {
        if (in.peek().kind() == Lexer.Kind.EOF) {
            throw in.error("expected a CuTe layout like (3,2):(2,3), found end of input", in.peek());
        }
        IntTuple shape = tuple(in, "shape");
        in.expect(":", "between the shape and the stride of a CuTe layout");
        Lexer.Token strideStart = in.peek();
        IntTuple stride = tuple(in, "stride");
        try {
            return new CuteLayout(shape, stride);
        } catch (MappingException e) {
            throw in.error(e.getMessage(), strideStart);
        }
    }

    private static IntTuple tuple(TokenStream in, String what) {
        Lexer.Token t = in.peek();
        if (t.kind() == Lexer.Kind.NUMBER) {
            in.advance();
            if (what.equals("shape") && t.value() < 1) {
                throw in.error("a shape extent must be positive, found " + t.text(), t);
            }
            return IntTuple.of(t.value());
        }
        if (t.is("-")) {
            throw in.error(what.equals("shape") ? "a shape extent must be positive" : "negative strides are not supported", t);
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
