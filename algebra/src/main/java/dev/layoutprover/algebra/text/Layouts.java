package dev.layoutprover.algebra.text;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.CuteTranslation;
import dev.layoutprover.algebra.cute.OffsetSwizzle;
import dev.layoutprover.algebra.cute.SwizzledLayout;
import dev.layoutprover.algebra.xla.XlaShape;
import dev.layoutprover.algebra.xla.XlaTranslation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One entry point for every notation a {@code MAPPING} argument may use.
 *
 * <pre>
 * text := 'm![' list ']' | list                          a mapping expression ({@link MappingParser})
 *       | 'cute' [names] ':' [swizzles] shape ':' stride  a CuTe layout ({@link CuteParser})
 * swizzles := ('Sw' '&lt;' B ',' M ',' S '&gt;' 'o')+              CuTe's Swizzle&lt;B,M,S&gt; composed with it
 *       | 'xla'  [names] ':' type '[' dims ']' [layout]   an XLA shape ({@link XlaParser})
 * names := '(' AXIS (',' AXIS)* ')'                       one axis per logical dimension
 * </pre>
 *
 * <p>Logical dimension {@code i} (top-level mode {@code i} of a CuTe layout, dimension {@code i}
 * of an XLA shape) is the axis {@code Di} unless {@code names} renames it, so
 * {@code cute:(3,5):(5,1)} and {@code xla:f32[3,5]{1,0}} are both mappings over {@code D0 = 3,
 * D1 = 5}, and {@code cute(M, N):(3,5):(5,1)} is one over {@code M = 3, N = 5}. An axis that the
 * declarations already declare must have the dimension's extent; an undeclared one is declared by
 * the layout itself.
 *
 * <p>A CuTe layout becomes its linear combination ({@link CuteTranslation#toMapping}), inside a
 * {@link Mapping.Swizzle} node per swizzle: {@code cute:Sw<3,4,3> o (8,64):(64,1)} is
 * {@code Sw<3,4,3> o $(D0:64, D1:1)}, whose position {@code p} holds the coordinate the swizzled
 * layout sends to {@code p}. An XLA shape becomes its tiled mapping with explicit padding
 * ({@link XlaTranslation}). Every error is a
 * {@link ParseException} with the column in {@code text}.
 */
public final class Layouts {

    private Layouts() {}

    /** Parses {@code text} in whichever notation it is written; see the class comment. */
    public static Mapping parse(String text, Declarations decls) {
        TokenStream in = new TokenStream(text);
        Lexer.Lexeme head = in.peek();
        boolean prefixed = head.kind() == Lexer.Kind.IDENT && (head.text().equals("cute") || head.text().equals("xla"))
                && (in.peek(1).is(":") || in.peek(1).is("("));
        if (!prefixed) {
            try {
                return MappingParser.parse(text, decls);
            } catch (ParseException e) {
                throw withNotationHint(e, text);
            }
        }
        in.advance();
        Optional<List<Lexer.Lexeme>> names = in.peek().is("(") ? Optional.of(names(in)) : Optional.empty();
        Lexer.Lexeme colon = in.expect(":", "after '" + head.text() + "'");
        Lexer.Lexeme start = in.peek();
        Mapping result;
        if (head.text().equals("cute")) {
            SwizzledLayout swizzled = CuteParser.swizzled(in);
            CuteLayout layout = swizzled.layout();
            if (layout.hasNegativeStride()) {
                int minus = in.source().indexOf('-', in.source().indexOf(':', colon.column()));
                throw new ParseException("CuTe layout " + layout + " has a negative stride, so some coordinates lie below"
                        + " position 0; a mapping needs non-negative strides ('layout cute' commands take negative ones)",
                        in.source(), minus < 0 ? start.column() : minus + 1);
            }
            in.expectEnd();
            List<Axis> axes = resolve(in, decls, names, colon, defaultNames(layout.rank()),
                    i -> layout.shape().mode(i).product(), "mode");
            result = translate(in, start, () -> swizzle(swizzled.swizzles(), CuteTranslation.toMapping(layout, axes)));
        } else {
            XlaShape shape = XlaParser.shape(in);
            in.expectEnd();
            List<Axis> axes = resolve(in, decls, names, colon, defaultNames(shape.rank()),
                    i -> shape.dimensions().get(i), "dimension");
            result = translate(in, start, () -> XlaTranslation.toMapping(shape, axes));
        }
        return result;
    }

    /**
     * The error of a text that is no mapping expression but a whole CuTe layout or XLA shape
     * written without its prefix, e.g. {@code (3,2):(2,3)}: the same error, saying which prefix
     * reads it ({@code cute:(3,2):(2,3)}); any other error unchanged.
     */
    private static ParseException withNotationHint(ParseException e, String text) {
        String prefix = wholly(() -> CuteParser.swizzled(text)) ? "cute:" : wholly(() -> XlaParser.parse(text)) ? "xla:" : null;
        if (prefix == null) {
            return e;
        }
        String notation = prefix.equals("cute:") ? "a CuTe layout" : "an XLA shape";
        return new ParseException(e.reason() + "; the text reads as " + notation + ": write " + prefix + text.strip(),
                e.source(), e.column());
    }

    private static boolean wholly(Runnable parse) {
        try {
            parse.run();
            return true;
        } catch (MappingException | ArithmeticException e) {
            return false;
        }
    }

    /**
     * The mapping of {@code Sw1 o Sw2 o … o L}: position {@code p} holds the coordinates {@code L}
     * sends to {@code Sw2(Sw1(p))}, each swizzle being its own inverse, so the swizzle nodes nest in
     * the order they are written.
     */
    private static Mapping swizzle(List<OffsetSwizzle> swizzles, Mapping layout) {
        Mapping m = layout;
        for (int k = swizzles.size() - 1; k >= 0; k--) {
            OffsetSwizzle w = swizzles.get(k);
            m = new Mapping.Swizzle(m, w.bits(), w.base(), w.shift());
        }
        return m;
    }

    private static List<Lexer.Lexeme> names(TokenStream in) {
        Lexer.Lexeme open = in.advance();
        List<Lexer.Lexeme> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        do {
            Lexer.Lexeme name = in.expectIdent("as an axis name");
            if (!Axis.isValidName(name.text())) {
                throw in.error("'" + name.text() + "' cannot name an axis here", name);
            }
            if (!seen.add(name.text())) {
                throw in.error("axis " + name.text() + " is named twice", name);
            }
            out.add(name);
        } while (in.accept(","));
        in.expect(")", "to close the axis names at column " + open.column());
        return out;
    }

    private static List<String> defaultNames(int rank) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < rank; i++) {
            out.add("D" + i);
        }
        return out;
    }

    private interface Extent {
        long of(int dimension);
    }

    /** The axis of each logical dimension: declared ones checked against the extent, others created. */
    private static List<Axis> resolve(TokenStream in, Declarations decls, Optional<List<Lexer.Lexeme>> names,
            Lexer.Lexeme colon, List<String> defaults, Extent extent, String what) {
        int rank = defaults.size();
        if (names.isPresent() && names.get().size() != rank) {
            throw in.error(names.get().size() + " axis names for a layout with " + rank + " " + what + "s", names.get().get(0));
        }
        List<Axis> out = new ArrayList<>();
        for (int i = 0; i < rank; i++) {
            Lexer.Lexeme at = names.isPresent() ? names.get().get(i) : colon;
            String name = names.isPresent() ? at.text() : defaults.get(i);
            long size = extent.of(i);
            if (decls.axes().skew(name).isPresent() || decls.alias(name).isPresent()) {
                throw in.error("'" + name + "' is declared as a skewed axis or an alias, not an axis for " + what + " " + i, at);
            }
            Optional<Axis> declared = decls.axes().axis(name);
            if (declared.isPresent() && declared.get().size() != size) {
                throw in.error("axis " + name + " is declared with size " + declared.get().size() + ", but " + what + " "
                        + i + " has extent " + size, at);
            }
            out.add(declared.orElseGet(() -> new Axis(name, size)));
        }
        return out;
    }

    private interface Translation {
        Mapping run();
    }

    private static Mapping translate(TokenStream in, Lexer.Lexeme start, Translation translation) {
        try {
            return translation.run();
        } catch (ParseException e) {
            throw e;
        } catch (MappingException e) {
            throw in.error(e.getMessage(), start);
        }
    }
}
