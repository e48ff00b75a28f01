package dev.layoutprover.prover.symbolic;

import dev.layoutprover.algebra.text.Characters;
import dev.layoutprover.algebra.text.ParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the parts of a law: the variables it quantifies over, its two sides and its hypotheses.
 *
 * <pre>
 * variables  := group (',' group)*            e.g. "mappings E1, E2, size n" or "axis A, sizes n, k"
 * group      := [kind] NAME                   kind: mapping(s) | axis | axes | size(s); it carries over
 * term       := ['m![' list ']'] | list
 * list       := postfixed (',' postfixed)*    pairs, right-associative
 * postfixed  := atom (('/' | '%' | '=' | '#' | '#_') size)*
 * atom       := '1' | NAME | '{' NAME '}' | '[' list ']' | '(' list ')'
 * size       := factor ('*' factor)*
 * factor     := NUMBER | sizeVariable | '|' NAME '|' | '(' size ')'
 * hypothesis := NAME 'splits' 'at' size | NAME '(0)' '=' '{}'
 * </pre>
 *
 * <p>Example: with {@code vars = variables("mapping E, size n")}, {@code term("[E / n, E % n]", vars)}
 * is the right side of the stride–modulo decomposition and {@code hypothesis("E splits at n", vars)}
 * its condition. Errors are {@link ParseException}s with the column.
 */
public final class LawParser {

    /** The names a law quantifies over, by kind. */
    public record Variables(List<String> mappings, List<String> axes, List<String> sizes) {
        public Variables {
            mappings = List.copyOf(mappings);
            axes = List.copyOf(axes);
            sizes = List.copyOf(sizes);
        }

        boolean declares(String name) {
            return mappings.contains(name) || axes.contains(name) || sizes.contains(name);
        }
    }

    private final String source;
    private final List<Lexeme> tokens;
    private int at;

    private LawParser(String source) {
        this.source = source;
        this.tokens = lex(source);
    }

    /** Reads {@code mappings E1, E2, size n}. */
    public static Variables variables(String text) {
        LawParser p = new LawParser(text);
        List<String> mappings = new ArrayList<>();
        List<String> axes = new ArrayList<>();
        List<String> sizes = new ArrayList<>();
        List<String> kind = null;
        List<String> seen = new ArrayList<>();
        do {
            Lexeme t = p.expectIdent("a variable");
            List<String> named = switch (t.text) {
                case "mapping", "mappings" -> mappings;
                case "axis", "axes" -> axes;
                case "size", "sizes" -> sizes;
                default -> null;
            };
            if (named != null) {
                kind = named;
                t = p.expectIdent("a name after '" + t.text + "'");
            } else if (kind == null) {
                throw p.error("say what " + t.text + " is: 'mapping " + t.text + "', 'axis " + t.text
                        + "' or 'size " + t.text + "'", t);
            }
            if (kind == sizes ? !t.text.matches("[a-z][a-z0-9_]*") : !t.text.matches("[A-Z][A-Za-z0-9_]*")) {
                throw p.error(kind == sizes ? "a size variable is written in lower case, got '" + t.text + "'"
                        : "a mapping or axis is written with a capital letter, got '" + t.text + "'", t);
            }
            if (seen.contains(t.text)) {
                throw p.error(t.text + " is declared twice", t);
            }
            seen.add(t.text);
            kind.add(t.text);
        } while (p.accept(","));
        p.expectEnd();
        return new Variables(mappings, axes, sizes);
    }

    /** Reads one side of a law. */
    public static LawTerm term(String text, Variables vars) {
        LawParser p = new LawParser(text);
        boolean macro = p.peek().text.equals("m") && p.peek(1).text.equals("!");
        if (macro) {
            p.next();
            p.next();
            p.expect("[", "after 'm!'");
        }
        LawTerm t = p.list(vars);
        if (macro) {
            p.expect("]", "to close 'm!['");
        }
        p.expectEnd();
        return t;
    }

    /** Reads {@code E splits at n} or {@code E(0) = {}}. */
    public static Hypothesis hypothesis(String text, Variables vars) {
        LawParser p = new LawParser(text);
        Lexeme name = p.expectIdent("the mapping the condition is about");
        if (!vars.mappings().contains(name.text)) {
            throw p.error("'" + name.text + "' is not a mapping variable of this law", name);
        }
        Hypothesis h;
        if (p.accept("(")) {
            Lexeme zero = p.next();
            if (zero.kind != Kind.NUMBER || zero.value != 0) {
                throw p.error("only position 0 can be assumed to hold the empty index", zero);
            }
            p.expect(")", "after the position");
            p.expect("=", "in " + name.text + "(0) = {}");
            p.expect("{", "for the empty index {}");
            p.expect("}", "for the empty index {}");
            h = new Hypothesis.EmptyAtZero(name.text);
        } else {
            Lexeme w = p.expectIdent("'splits at' or '(0) = {}'");
            if (!w.text.equals("splits")) {
                throw p.error("expected 'splits at SIZE' or '(0) = {}' after " + name.text, w);
            }
            Lexeme a = p.expectIdent("'at'");
            if (!a.text.equals("at")) {
                throw p.error("expected 'at' after 'splits'", a);
            }
            h = new Hypothesis.SplitsAt(name.text, p.size(vars));
        }
        p.expectEnd();
        return h;
    }

    private LawTerm list(Variables vars) {
        LawTerm first = postfixed(vars);
        if (accept(",")) {
            return new LawTerm.Pair(first, list(vars));
        }
        return first;
    }

    private LawTerm postfixed(Variables vars) {
        LawTerm t = atom(vars);
        while (true) {
            Lexeme op = peek();
            if (op.is("/")) {
                next();
                t = new LawTerm.Stride(t, size(vars));
            } else if (op.is("%")) {
                next();
                t = new LawTerm.Modulo(t, size(vars));
            } else if (op.is("=")) {
                next();
                t = new LawTerm.Resize(t, size(vars));
            } else if (op.is("#") || op.is("#_")) {
                next();
                t = new LawTerm.Padding(t, size(vars), op.is("#_"));
            } else {
                return t;
            }
        }
    }

    private LawTerm atom(Variables vars) {
        Lexeme t = next();
        if (t.kind == Kind.NUMBER) {
            if (t.value != 1) {
                throw error("the only number that is a mapping is 1, the identity; got " + t.text, t);
            }
            return new LawTerm.Unit();
        }
        if (t.is("[") || t.is("(")) {
            LawTerm inner = list(vars);
            expect(t.is("[") ? "]" : ")", "to close the '" + t.text + "' at column " + t.column);
            return inner;
        }
        if (t.is("{")) {
            Lexeme name = expectIdent("a mapping name inside { }");
            expect("}", "to close the escape at column " + t.column);
            return named(name, vars);
        }
        if (t.kind == Kind.IDENT) {
            return named(t, vars);
        }
        throw error("expected a mapping (1, a name, or [ … ]), found " + t.describe(), t);
    }

    private LawTerm named(Lexeme name, Variables vars) {
        if (vars.mappings().contains(name.text)) {
            return new LawTerm.Var(name.text);
        }
        if (vars.axes().contains(name.text)) {
            return new LawTerm.Symbol(name.text);
        }
        if (vars.sizes().contains(name.text)) {
            throw error("'" + name.text + "' is a size, not a mapping", name);
        }
        throw error("unknown name '" + name.text + "'; declare it with 'for every: mapping " + name.text + "'", name);
    }

    private LawSize size(Variables vars) {
        List<LawSize> factors = new ArrayList<>();
        factors.add(factor(vars));
        while (accept("*")) {
            factors.add(factor(vars));
        }
        return factors.size() == 1 ? factors.get(0) : new LawSize.Product(factors);
    }

    private LawSize factor(Variables vars) {
        Lexeme t = next();
        if (t.kind == Kind.NUMBER) {
            if (t.value < 1) {
                throw error("sizes are at least 1, got " + t.text, t);
            }
            return new LawSize.Const(t.value);
        }
        if (t.is("|")) {
            Lexeme name = expectIdent("a mapping or axis inside | |");
            if (!vars.mappings().contains(name.text) && !vars.axes().contains(name.text)) {
                throw error("'" + name.text + "' is not a mapping or axis of this law", name);
            }
            expect("|", "to close |" + name.text);
            return new LawSize.SizeOf(name.text);
        }
        if (t.is("(")) {
            LawSize s = size(vars);
            expect(")", "to close the '(' at column " + t.column);
            return s;
        }
        if (t.kind == Kind.IDENT) {
            if (!vars.sizes().contains(t.text)) {
                throw error("'" + t.text + "' is not a size variable of this law"
                        + (vars.declares(t.text) ? "; write |" + t.text + "| for its size" : ""), t);
            }
            return new LawSize.Var(t.text);
        }
        throw error("expected a size (a number, a size variable or |E|), found " + t.describe(), t);
    }

    // --- tokens ---

    private enum Kind { IDENT, NUMBER, PUNCT, END }

    private record Lexeme(Kind kind, String text, long value, int column) {
        boolean is(String p) {
            return kind == Kind.PUNCT && text.equals(p);
        }
        String describe() {
            return kind == Kind.END ? "the end" : "'" + text + "'";
        }
    }

    private static List<Lexeme> lex(String s) {
        List<Lexeme> out = new ArrayList<>();
        int i = 0;
        int depth = 0;
        int operators = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            int column = i + 1;
            if (c == ' ' || c == '\t') {
                i++;
            } else if (Characters.isLetter(c)) {
                int start = i;
                while (i < s.length() && (Characters.isLetter(s.charAt(i)) || Characters.isDigit(s.charAt(i))
                        || s.charAt(i) == '_')) {
                    i++;
                }
                out.add(new Lexeme(Kind.IDENT, s.substring(start, i), 0, column));
            } else if (Characters.isDigit(c)) {
                int start = i;
                while (i < s.length() && Characters.isDigit(s.charAt(i))) {
                    i++;
                }
                String digits = s.substring(start, i);
                long v;
                try {
                    v = Long.parseLong(digits);
                } catch (NumberFormatException e) {
                    throw new ParseException("number " + digits + " is too large", s, column);
                }
                out.add(new Lexeme(Kind.NUMBER, digits, v, column));
            } else if (c == '#' && i + 1 < s.length() && s.charAt(i + 1) == '_') {
                if (++operators > Characters.MAX_DEPTH) {
                    throw new ParseException("more than " + Characters.MAX_DEPTH
                            + " operators and commas (the limit of one side)", s, column);
                }
                out.add(new Lexeme(Kind.PUNCT, "#_", 0, column));
                i += 2;
            } else if (",[](){}/%=#|*!".indexOf(c) >= 0) {
                if (c == '[' || c == '(' || c == '{') {
                    if (++depth > Characters.MAX_DEPTH) {
                        throw new ParseException("brackets nest more than " + Characters.MAX_DEPTH
                                + " deep (the limit)", s, column);
                    }
                } else if (c == ']' || c == ')' || c == '}') {
                    depth = Math.max(0, depth - 1);
                }
                if (",/%=#*".indexOf(c) >= 0 && ++operators > Characters.MAX_DEPTH) {
                    throw new ParseException("more than " + Characters.MAX_DEPTH
                            + " operators and commas (the limit of one side)", s, column);
                }
                out.add(new Lexeme(Kind.PUNCT, String.valueOf(c), 0, column));
                i++;
            } else {
                throw new ParseException("unexpected character " + Characters.describe(c), s, column);
            }
        }
        out.add(new Lexeme(Kind.END, "", 0, s.length() + 1));
        return out;
    }

    private Lexeme peek() {
        return tokens.get(at);
    }

    private Lexeme peek(int ahead) {
        return tokens.get(Math.min(at + ahead, tokens.size() - 1));
    }

    private Lexeme next() {
        Lexeme t = tokens.get(at);
        if (t.kind != Kind.END) {
            at++;
        }
        return t;
    }

    private boolean accept(String punct) {
        if (peek().is(punct)) {
            next();
            return true;
        }
        return false;
    }

    private void expect(String punct, String why) {
        Lexeme t = next();
        if (!t.is(punct)) {
            throw error("expected '" + punct + "' " + why + ", found " + t.describe(), t);
        }
    }

    private Lexeme expectIdent(String what) {
        Lexeme t = next();
        if (t.kind != Kind.IDENT) {
            throw error("expected " + what + ", found " + t.describe(), t);
        }
        return t;
    }

    private void expectEnd() {
        Lexeme t = peek();
        if (t.kind != Kind.END) {
            throw error("unexpected " + t.describe() + " after the end", t);
        }
    }

    private ParseException error(String reason, Lexeme at) {
        return new ParseException(reason, source, at.column);
    }
}
