package dev.layoutprover.algebra.text;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.algebra.Skew;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads mapping expressions: {@code m![A, B # 64]} or the bare list {@code A, B # 64}.
 *
 * <pre>
 * list     := product (',' product)*           pairs, right-associative
 * product  := prefix ('*' prefix)*             outer sums, left-associative
 * prefix   := 'Sw' '&lt;' NUMBER ',' NUMBER ',' ['-'] NUMBER '&gt;' 'o' prefix | postfix
 *                                             a swizzle of positions (CuTe's Swizzle&lt;B,M,S&gt;)
 * postfix  := primary (('/' | '%' | '=' | '#' | '#_') NUMBER)*    left to right
 * primary  := '1' | AXIS | AXIS' | '{' ALIAS '}' | '[' list ']' | '(' list ')'
 *           | '$(' product ':' NUMBER (',' product ':' NUMBER)* ')'
 * </pre>
 *
 * A swizzle applies to the whole postfix expression after it: {@code Sw<1,0,1> o A # 8} swizzles
 * {@code A # 8}, and {@code [Sw<1,0,1> o A] # 8} pads the swizzled {@code A}; {@code Sw} followed by
 * {@code <} is always a swizzle, so an axis may still be called {@code Sw} or {@code o}.
 * Whitespace is insignificant. Numbers may use {@code _} separators and a power, {@code 2^20}.
 * Errors are {@link ParseException}s with the column and a caret line, and include the
 * constructor checks: {@code m![B / 48]} fails at the {@code /} with "stride 48 does not divide
 * the size 512 of B"; such an error's cause is the constructor's {@link MappingException}, which
 * tells a well-formedness error from a syntax or name error.
 */
public final class MappingParser {

    private final TokenStream in;
    private final Declarations declarations;
    /** The depth of each node built so far (leaves are 1). */
    private final java.util.IdentityHashMap<Mapping, Integer> depths = new java.util.IdentityHashMap<>();

    private MappingParser(String text, Declarations declarations) {
        this.in = new TokenStream(text);
        this.declarations = declarations;
    }

    /** Parses {@code text} with the axes and aliases of {@code declarations}. */
    public static Mapping parse(String text, Declarations declarations) {
        MappingParser p = new MappingParser(text, declarations);
        Mapping m = p.top();
        p.in.expectEnd();
        return m;
    }

    private Mapping top() {
        if (in.peek().kind() == Lexer.Kind.IDENT && in.peek().text().equals("m") && in.peek(1).is("!")) {
            in.advance();
            in.advance();
            in.expect("[", "after 'm!'");
            Mapping m = list();
            in.expect("]", "to close 'm!['");
            return m;
        }
        if (in.peek().kind() == Lexer.Kind.EOF) {
            throw in.error("expected a mapping expression, found end of input", in.peek());
        }
        return list();
    }

    /** Pairs are right-associative: the items are read in a loop, then folded from the right. */
    private Mapping list() {
        List<Mapping> items = new ArrayList<>();
        List<Lexer.Lexeme> commas = new ArrayList<>();
        items.add(product());
        while (in.peek().is(",")) {
            commas.add(in.advance());
            items.add(product());
        }
        Mapping tail = items.get(items.size() - 1);
        for (int k = items.size() - 2; k >= 0; k--) {
            Mapping head = items.get(k);
            Mapping minor = tail;
            tail = nested(commas.get(k), build(commas.get(k), () -> new Mapping.Pair(head, minor)), head, minor);
        }
        return tail;
    }

    /**
     * Records the depth of a node built from {@code children} and refuses one deeper than
     * {@link Characters#MAX_DEPTH}, so that no later pass recurses without bound.
     */
    private Mapping nested(Lexer.Lexeme at, Mapping node, Mapping... children) {
        int d = 0;
        for (Mapping c : children) {
            d = Math.max(d, depths.getOrDefault(c, 1));
        }
        if (d + 1 > Characters.MAX_DEPTH) {
            throw in.error("the mapping nests more than " + Characters.MAX_DEPTH
                    + " levels deep (the limit; each pair, operator and bracket is a level)", at);
        }
        depths.put(node, d + 1);
        return node;
    }


    private Mapping product() {
        Mapping left = prefix();
        while (in.peek().is("*")) {
            Lexer.Lexeme star = in.advance();
            Mapping l = left;
            Mapping right = prefix();
            left = nested(star, build(star, () -> new Mapping.OuterSum(l, right)), l, right);
        }
        return left;
    }

    /** Swizzles in front of a postfix expression, read in a loop and applied innermost first. */
    private Mapping prefix() {
        List<Lexer.Lexeme> starts = new ArrayList<>();
        List<int[]> swizzles = new ArrayList<>();
        while (in.peek().kind() == Lexer.Kind.IDENT && in.peek().text().equals("Sw") && in.peek(1).is("<")) {
            starts.add(in.advance());
            in.advance();
            int b = swizzleNumber("as B, the number of bits of Sw<B,M,S>", true);
            in.expect(",", "after B in Sw<B,M,S>");
            int m = swizzleNumber("as M, the lowest bit written of Sw<B,M,S>", true);
            in.expect(",", "after M in Sw<B,M,S>");
            int s = swizzleNumber("as S, the shift of Sw<B,M,S>", true);
            in.expect(">", "to close Sw<B,M,S>");
            Lexer.Lexeme o = in.peek();
            if (o.kind() != Lexer.Kind.IDENT || !o.text().equals("o")) {
                throw in.error("expected 'o' after " + "Sw<" + b + "," + m + "," + s + "> (a swizzle is written Sw<B,M,S> o E)"
                        + ", found " + o.describe(), o);
            }
            in.advance();
            swizzles.add(new int[] {b, m, s});
        }
        Mapping m = postfix();
        for (int k = swizzles.size() - 1; k >= 0; k--) {
            int[] w = swizzles.get(k);
            Mapping inner = m;
            Lexer.Lexeme at = starts.get(k);
            m = nested(at, build(at, () -> new Mapping.Swizzle(inner, w[0], w[1], w[2])), inner);
        }
        return m;
    }

    private int swizzleNumber(String what, boolean signed) {
        boolean negative = signed && in.accept("-");
        Lexer.Lexeme t = in.peek();
        long n = in.expectNumber(what);
        if (n > Mapping.Swizzle.MAX_BLOCK_BITS) {
            throw in.error("a swizzle spans at most " + Mapping.Swizzle.MAX_BLOCK_BITS + " bits; found " + n, t);
        }
        return (int) (negative ? -n : n);
    }

    private Mapping postfix() {
        Mapping m = primary();
        while (true) {
            Lexer.Lexeme op = in.peek();
            if (!(op.is("/") || op.is("%") || op.is("=") || op.is("#") || op.is("#_"))) {
                return m;
            }
            in.advance();
            long n = in.expectNumber("after '" + op.text() + "'");
            Mapping inner = m;
            m = nested(op, build(op, () -> switch (op.text()) {
                case "/" -> new Mapping.Stride(inner, n);
                case "%" -> new Mapping.Modulo(inner, n);
                // a resize past the end holds nothing there, as the reference's Resize::map
                // (furiosa-mapping/src/mapping.rs:182, L::map(i) is None for i >= |L|): top padding
                case "=" -> n > inner.size() ? new Mapping.Padding(inner, n, false) : new Mapping.Resize(inner, n);
                case "#" -> new Mapping.Padding(inner, n, false);
                default -> new Mapping.Padding(inner, n, true);
            }), inner);
        }
    }

    private Mapping primary() {
        Lexer.Lexeme t = in.peek();
        if (t.kind() == Lexer.Kind.NUMBER) {
            in.advance();
            if (t.value() != 1) {
                throw in.error("a number stands for a mapping only as 1, the identity; found " + t.text(), t);
            }
            return new Mapping.Identity();
        }
        if (t.kind() == Lexer.Kind.IDENT) {
            in.advance();
            return symbol(t);
        }
        if (t.is("{")) {
            in.advance();
            Lexer.Lexeme name = in.expectIdent("for an alias inside '{ }'");
            in.expect("}", "to close the alias '{ " + name.text() + "'");
            Mapping target = declarations.alias(name.text()).orElseThrow(() -> in.error(
                    "unknown alias '" + name.text() + "'" + known(), name));
            depths.put(target, depth(target));
            return nested(name, new Mapping.Alias(name.text(), target), target);
        }
        if (t.is("[") || t.is("(")) {
            in.advance();
            Mapping m = list();
            in.expect(t.is("[") ? "]" : ")", "to close '" + t.text() + "' at column " + t.column());
            return m;
        }
        if (t.is("$")) {
            in.advance();
            in.expect("(", "after '$' to open a linear combination");
            List<Mapping.Term> terms = new ArrayList<>();
            do {
                Mapping e = product();
                Lexer.Lexeme colon = in.expect(":", "between a linear combination term and its stride");
                long n = in.expectNumber("as the stride of the term");
                terms.add(build(colon, () -> new Mapping.Term(e, n)));
            } while (in.accept(","));
            in.expect(")", "to close the linear combination at column " + t.column());
            return nested(t, build(t, () -> new Mapping.LinearCombination(terms)),
                    terms.stream().map(Mapping.Term::mapping).toArray(Mapping[]::new));
        }
        throw in.error("expected a mapping (an axis, 1, '[', '(', '{' or '$('), found " + t.describe(), t);
    }

    private Mapping symbol(Lexer.Lexeme t) {
        String name = t.text();
        Optional<Axis> axis = declarations.axes().axis(name);
        if (axis.isPresent()) {
            return new Mapping.Symbol(axis.get());
        }
        Optional<Skew> skew = declarations.axes().skew(name);
        if (skew.isPresent()) {
            return new Mapping.Skewed(skew.get());
        }
        if (declarations.alias(name).isPresent()) {
            throw in.error("'" + name + "' is an alias; write it as { " + name + " }", t);
        }
        throw in.error("unknown axis '" + name + "' (declared: " + declarations.axes().names() + ")", t);
    }

    /** The depth of a mapping built elsewhere (an alias's target, itself read within the limit). */
    private static int depth(Mapping m) {
        return 1 + switch (m) {
            case Mapping.Identity i -> 0;
            case Mapping.Symbol sym -> 0;
            case Mapping.Skewed k -> 0;
            case Mapping.Pair p -> Math.max(depth(p.major()), depth(p.minor()));
            case Mapping.OuterSum o -> Math.max(depth(o.left()), depth(o.right()));
            case Mapping.Padding p -> depth(p.inner());
            case Mapping.Resize r -> depth(r.inner());
            case Mapping.Modulo r -> depth(r.inner());
            case Mapping.Stride st -> depth(st.inner());
            case Mapping.Alias a -> depth(a.target());
            case Mapping.Swizzle w -> depth(w.inner());
            case Mapping.LinearCombination lc -> lc.terms().stream().mapToInt(t -> depth(t.mapping())).max().orElse(0);
        };
    }

    private String known() {
        return declarations.aliases().isEmpty() ? " (no aliases are defined)"
                : " (defined: " + String.join(", ", declarations.aliases().keySet()) + ")";
    }

    private interface Builder<T> {
        T build();
    }

    /** Runs a constructor, turning its validation failure into a parse error at {@code at}. */
    private <T> T build(Lexer.Lexeme at, Builder<T> builder) {
        try {
            return builder.build();
        } catch (ParseException e) {
            throw e;
        } catch (MappingException e) {
            ParseException error = in.error(e.getMessage(), at);
            error.initCause(e);
            throw error;
        }
    }
}
