package dev.layoutprover.simulator.oracle;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads a spec: {@code EXPR -> [AXES]} where an expression is built from tensors
 * {@code name[A, B]} (no axes: {@code name[]}), numbers, {@code + - *} (usual precedence, left
 * associative), unary minus, {@code max(x, y)}, {@code min(x, y)} and parentheses. Names are
 * letters, digits, {@code _} and {@code '}, not starting with a digit.
 *
 * <p>Example: {@code parse("a[M,K] * b[K,N] -> [M,N]")} has two tensors, output {@code [M, N]}
 * and summed axis {@code K}; {@code parse("a[M,K] * -> [M]")} fails with
 * {@code column 10: expected a tensor name[...], a number, max(…), min(…) or '(', got '->'}.
 */
public final class SpecParser {

    private final String text;
    private int at;

    private SpecParser(String text) {
        this.text = text;
    }

    public static Spec parse(String text) {
        SpecParser p = new SpecParser(text);
        Spec.Node body = p.sum();
        p.expect("->", "'->' and the output axes");
        List<String> out = p.axisList("the output");
        p.space();
        if (p.at != text.length()) {
            throw p.error("the end of the spec");
        }
        for (int i = 0; i < out.size(); i++) {
            if (out.indexOf(out.get(i)) != i) {
                throw new SpecException("--expect: the output names axis " + out.get(i) + " twice");
            }
        }
        return new Spec(text, body, out);
    }

    private Spec.Node sum() {
        Spec.Node left = product();
        while (true) {
            space();
            if (peek("+")) {
                at++;
                left = new Spec.Binary(Spec.Op.ADD, left, product());
            } else if (peek("-") && !peek("->")) {
                at++;
                left = new Spec.Binary(Spec.Op.SUB, left, product());
            } else {
                return left;
            }
        }
    }

    private Spec.Node product() {
        Spec.Node left = unary();
        while (true) {
            space();
            if (!peek("*")) {
                return left;
            }
            at++;
            left = new Spec.Binary(Spec.Op.MUL, left, unary());
        }
    }

    private Spec.Node unary() {
        space();
        if (peek("-") && !peek("->")) {
            at++;
            return new Spec.Negate(unary());
        }
        return atom();
    }

    private Spec.Node atom() {
        space();
        int start = at;
        if (peek("(")) {
            at++;
            Spec.Node inner = sum();
            expect(")", "')'");
            return inner;
        }
        if (at < text.length() && (Character.isDigit(text.charAt(at)) || text.charAt(at) == '.')) {
            while (at < text.length() && (Character.isLetterOrDigit(text.charAt(at)) || text.charAt(at) == '.'
                    || ((text.charAt(at) == '+' || text.charAt(at) == '-') && "eE".indexOf(text.charAt(at - 1)) >= 0))) {
                at++;
            }
            String number = text.substring(start, at);
            try {
                return new Spec.Constant(Double.parseDouble(number), number);
            } catch (NumberFormatException e) {
                at = start;
                throw error("a number");
            }
        }
        String name = name();
        if (name == null) {
            throw error("a tensor name[...], a number, max(…), min(…) or '('");
        }
        space();
        if ((name.equals("max") || name.equals("min")) && peek("(")) {
            at++;
            Spec.Node a = sum();
            expect(",", "',' between the two arguments of " + name);
            Spec.Node b = sum();
            expect(")", "')' after the arguments of " + name);
            return new Spec.Binary(name.equals("max") ? Spec.Op.MAX : Spec.Op.MIN, a, b);
        }
        if (!peek("[")) {
            throw error("'[' and the axes of " + name);
        }
        return new Spec.Input(name, axisList(name), start + 1);
    }

    private List<String> axisList(String of) {
        expect("[", "'[' and the axes of " + of);
        List<String> axes = new ArrayList<>();
        space();
        if (peek("]")) {
            at++;
            return axes;
        }
        while (true) {
            space();
            String a = name();
            if (a == null) {
                throw error("an axis name");
            }
            axes.add(a);
            space();
            if (peek(",")) {
                at++;
                continue;
            }
            expect("]", "',' or ']' after the axes of " + of);
            return axes;
        }
    }

    private String name() {
        space();
        int start = at;
        if (at < text.length() && (Character.isLetter(text.charAt(at)) || text.charAt(at) == '_')) {
            while (at < text.length() && (Character.isLetterOrDigit(text.charAt(at)) || text.charAt(at) == '_'
                    || text.charAt(at) == '\'')) {
                at++;
            }
            return text.substring(start, at);
        }
        return null;
    }

    private boolean peek(String s) {
        return text.startsWith(s, at);
    }

    private void expect(String s, String what) {
        space();
        if (!peek(s)) {
            throw error(what);
        }
        at += s.length();
    }

    private void space() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }

    /** The token at {@code at}: a whole word or number ({@code junk}, {@code 12}), else up to two symbols ({@code ->}). */
    private String token() {
        int end = at;
        while (end < text.length() && (Character.isLetterOrDigit(text.charAt(end)) || text.charAt(end) == '_')) {
            end++;
        }
        return end > at ? text.substring(at, end) : text.substring(at, Math.min(text.length(), at + 2)).strip();
    }

    private SpecException error(String wanted) {
        String got = at >= text.length() ? "the end" : "'" + token() + "'";
        return new SpecException("--expect: column " + (at + 1) + ": expected " + wanted + ", got " + got + "\n  "
                + text + "\n  " + " ".repeat(at) + "^");
    }
}
