package dev.layoutprover.kernel.syntax;

import java.util.ArrayList;
import java.util.List;
import org.treesitter.TSNode;

/**
 * Rust patterns on known values, as the tests a value must pass and the names it binds: what a
 * {@code match} arm, an {@code if let} and a {@code while let} need. Patterns: literals (also
 * negative), constants (a capitalised name or a path), ranges, {@code _}, a name (binds the
 * value; {@code mut x}, {@code ref x}, {@code &x} and {@code x @ PATTERN} too), {@code |} of patterns that bind
 * nothing, tuples {@code (a, _, 3)}, {@code Some(PATTERN)}, {@code None}, {@code Ok(PATTERN)} and
 * {@code Err(PATTERN)}, enum variants and structs
 * ({@code Way::Offset(d)}, {@code Way::At { base, .. }}, {@code Plan { step: 0, .. }}; a unit variant is a constant),
 * and arrays ({@code [first, .., last]}, {@code [first, rest @ ..]}: {@code rest} is the items {@code ..} stands for).
 *
 * <p>Example: {@code Some((i, 0))} against the value {@code v} tests {@code v.is_some()} and
 * {@code v.unwrap().1 == 0}, and binds {@code i} to {@code v.unwrap().0}.
 */
final class Patterns {

    /** What a pattern asks of a value: every test holds, then the bindings run in order. */
    record Lowered(List<Ast.Expr> tests, List<Ast.Stmt> binds) {

        /** The tests joined by {@code &&} (evaluated in order, each only when those before hold); empty: always. */
        java.util.Optional<Ast.Expr> test(Location at) {
            Ast.Expr out = null;
            for (Ast.Expr t : tests) {
                out = out == null ? t : new Ast.Binary("&&", out, t, at);
            }
            return java.util.Optional.ofNullable(out);
        }
    }

    private final Lowering lowering;
    private final RustSyntax.Parsed p;

    Patterns(Lowering lowering, RustSyntax.Parsed p) {
        this.lowering = lowering;
        this.p = p;
    }

    /** The tests and bindings of {@code pattern} against {@code value}. */
    Lowered lower(TSNode pattern, Ast.Expr value) {
        Lowered out = new Lowered(new ArrayList<>(), new ArrayList<>());
        lower(pattern, value, out);
        return new Lowered(List.copyOf(out.tests()), List.copyOf(out.binds()));
    }

    private void lower(TSNode pat, Ast.Expr value, Lowered out) {
        Location at = p.at(pat);
        String text = p.text(pat);
        switch (pat.getType()) {
            case "identifier" -> {
                if (text.equals("None")) {
                    out.tests().add(new Ast.MethodCall(value, "is_none", List.of(), List.of(), at));
                } else if (Character.isUpperCase(text.charAt(0))) {
                    out.tests().add(new Ast.Binary("==", value, lowering.expr(pat), at));
                } else {
                    out.binds().add(new Ast.Let(text.startsWith("r#") ? text.substring(2) : text,
                            java.util.Optional.empty(), value, at));
                }
            }
            case "mut_pattern", "ref_pattern", "reference_pattern" -> lower(pat.getNamedChild(pat.getNamedChildCount() - 1), value, out);
            case "captured_pattern" -> {
                TSNode name = pat.getNamedChild(0);
                out.binds().add(new Ast.Let(p.text(name), java.util.Optional.empty(), value, at));
                lower(pat.getNamedChild(pat.getNamedChildCount() - 1), value, out);
            }
            case "integer_literal", "boolean_literal", "scoped_identifier" ->
                    out.tests().add(new Ast.Binary("==", value, lowering.expr(pat), at));
            case "negative_literal" -> out.tests().add(new Ast.Binary("==", value,
                    new Ast.Negate(lowering.expr(pat.getNamedChild(0)), at), at));
            case "range_pattern" -> out.tests().add(range(pat, value));
            case "or_pattern" -> {
                Ast.Expr any = null;
                for (int i = 0; i < pat.getNamedChildCount(); i++) {
                    TSNode alternative = pat.getNamedChild(i);
                    Lowered one = lower(alternative, value);
                    if (!one.binds().isEmpty()) {
                        throw new KernelError(p.at(alternative), "the pattern " + text + " binds names in one of its "
                                + "alternatives; a pattern with | has no layout meaning here unless it binds none");
                    }
                    Ast.Expr t = one.test(at).orElse(new Ast.Bool(true, at));
                    any = any == null ? t : new Ast.Binary("||", any, t, at);
                }
                out.tests().add(any);
            }
            case "tuple_pattern" -> {
                int i = 0;
                for (TSNode item : items(pat)) {
                    lower(item, new Ast.Field(value, Integer.toString(i++), p.at(item)), out);
                }
            }
            case "slice_pattern" -> slice(pat, value, out);
            case "tuple_struct_pattern" -> {
                TSNode typeNode = pat.getChildByFieldName("type");
                String type = p.text(typeNode);
                List<TSNode> inner = items(pat).stream().filter(c -> c.getStartByte() != typeNode.getStartByte())
                        .toList();
                if (type.equals("Some") && inner.size() == 1) {
                    out.tests().add(new Ast.MethodCall(value, "is_some", List.of(), List.of(), at));
                    lower(inner.get(0), new Ast.MethodCall(value, "unwrap", List.of(), List.of(), at), out);
                    return;
                }
                if ((type.equals("Ok") || type.equals("Err")) && inner.size() == 1) {
                    boolean ok = type.equals("Ok");
                    out.tests().add(new Ast.MethodCall(value, ok ? "is_ok" : "is_err", List.of(), List.of(), at));
                    lower(inner.get(0), new Ast.MethodCall(value, ok ? "unwrap" : "unwrap_err", List.of(), List.of(),
                            at), out);
                    return;
                }
                // Way::Offset(d) of an enum, or Pair(a, b) of a tuple struct: its kind, then its fields in order
                out.tests().add(new Ast.IsA(value, typePath(typeNode), at));
                int i = 0;
                for (TSNode item : inner) {
                    lower(item, new Ast.Field(value, Integer.toString(i++), p.at(item)), out);
                }
            }
            case "struct_pattern" -> {
                // Way::At { base, step: 0, .. } or Plan { base, .. }: its kind, then the fields it names
                TSNode typeNode = pat.getChildByFieldName("type");
                out.tests().add(new Ast.IsA(value, typePath(typeNode), at));
                for (int i = 0; i < pat.getNamedChildCount(); i++) {
                    TSNode f = pat.getNamedChild(i);
                    switch (f.getType()) {
                        case "field_pattern" -> {
                            TSNode name = f.getChildByFieldName("name");
                            TSNode sub = f.getChildByFieldName("pattern");
                            String field = p.text(name);
                            if (sub == null || sub.isNull()) {
                                out.binds().add(new Ast.Let(field, java.util.Optional.empty(),
                                        new Ast.Field(value, field, p.at(f)), p.at(f)));
                            } else {
                                lower(sub, new Ast.Field(value, field, p.at(f)), out);
                            }
                        }
                        case "remaining_field_pattern" -> { }
                        default -> {
                            if (f.getStartByte() != typeNode.getStartByte() && !f.getType().endsWith("comment")) {
                                throw new KernelError(p.at(f), "the field pattern " + p.text(f)
                                        + " has no layout meaning here");
                            }
                        }
                    }
                }
            }
            default -> {
                if (text.equals("_")) {
                    return;
                }
                throw new KernelError(at, "the pattern " + text + " has no layout meaning here (patterns on known "
                        + "values are literals, constants, ranges, names, _, tuples, arrays, Some(…), None, Ok(…), Err(…), enum variants and structs, "
                        + "joined by |)");
            }
        }
    }

    /**
     * {@code [a, b, .., z]} against an array: its length is the items' count (at least that with
     * {@code ..}), each item matched against the value at its index, counted from the end after the
     * {@code ..}. {@code let [a, b, c, d] = SLOTS;} binds each slot.
     */
    private void slice(TSNode pat, Ast.Expr value, Lowered out) {
        Location at = p.at(pat);
        List<TSNode> items = new ArrayList<>();
        int rest = -1;
        TSNode restName = null;
        for (int i = 0; i < pat.getChildCount(); i++) {
            TSNode c = pat.getChild(i);
            if (c.getType().endsWith("comment") || !c.isNamed() && !p.text(c).equals("_")
                    && !p.text(c).equals("..")) {
                continue; // brackets and commas
            }
            boolean named = isRest(c);
            if (named || c.getType().equals("remaining_field_pattern") || p.text(c).equals("..")) {
                if (rest >= 0) {
                    throw new KernelError(p.at(c), "a slice pattern has one .. at most");
                }
                rest = items.size();
                restName = named ? c : null;
                continue;
            }
            items.add(c);
        }
        Ast.Expr length = new Ast.MethodCall(value, "len", List.of(), List.of(), at);
        out.tests().add(new Ast.Binary(rest < 0 ? "==" : ">=", length, new Ast.Int(items.size(), at), at));
        if (restName != null) {
            // rest @ .. binds the items the .. stands for: value[rest..len - (items after it)]
            Location restAt = p.at(restName);
            Ast.Expr end = new Ast.Binary("-", length, new Ast.Int(items.size() - rest, restAt), restAt);
            out.binds().add(new Ast.Let(p.text(restName.getNamedChild(0)), java.util.Optional.empty(),
                    new Ast.Index(value, new Ast.Range(new Ast.Int(rest, restAt), end, false, restAt), restAt),
                    restAt));
        }
        for (int i = 0; i < items.size(); i++) {
            Location itemAt = p.at(items.get(i));
            Ast.Expr index = rest < 0 || i < rest ? new Ast.Int(i, itemAt)
                    : new Ast.Binary("-", length, new Ast.Int(items.size() - i, itemAt), itemAt);
            lower(items.get(i), new Ast.Index(value, index, itemAt), out);
        }
    }

    /** Whether {@code c} is {@code name @ ..}, the rest of a slice pattern bound to a name. */
    private boolean isRest(TSNode c) {
        if (!c.getType().equals("captured_pattern") || c.getNamedChildCount() < 2) {
            return false;
        }
        TSNode last = c.getNamedChild(c.getNamedChildCount() - 1);
        return last.getType().equals("remaining_field_pattern") || p.text(last).equals("..");
    }

    /** The type a tuple-struct or struct pattern names, as a path ({@code Way::Offset}, {@code Self::Plain}). */
    private Ast.Path typePath(TSNode type) {
        return lowering.path(type);
    }

    /** The items of a tuple or tuple-struct pattern, {@code _} included, comments left out. */
    private List<TSNode> items(TSNode pat) {
        List<TSNode> out = new ArrayList<>();
        for (int i = 0; i < pat.getChildCount(); i++) {
            TSNode c = pat.getChild(i);
            boolean underscore = p.text(c).equals("_");
            if ((c.isNamed() && !c.getType().endsWith("comment")) || underscore) {
                if (c.getType().equals("remaining_field_pattern")) {
                    throw new KernelError(p.at(c), "the rest pattern .. has no layout meaning here; name each item");
                }
                out.add(c);
            }
        }
        return out;
    }

    private Ast.Expr range(TSNode pat, Ast.Expr value) {
        Location at = p.at(pat);
        String text = p.text(pat);
        List<TSNode> bounds = new ArrayList<>();
        for (int i = 0; i < pat.getNamedChildCount(); i++) {
            bounds.add(pat.getNamedChild(i));
        }
        boolean inclusive = !text.contains("..") || text.contains("..=") || text.contains("...");
        Ast.Expr low = bounds.isEmpty() ? null : bound(bounds.get(0));
        if (bounds.size() == 1 && text.strip().startsWith("..")) {
            return new Ast.Binary(inclusive ? "<=" : "<", value, low, at);
        }
        Ast.Expr lower = new Ast.Binary(">=", value, low, at);
        if (bounds.size() < 2) {
            return lower;
        }
        return new Ast.Binary("&&", lower, new Ast.Binary(inclusive ? "<=" : "<", value, bound(bounds.get(1)), at),
                at);
    }

    private Ast.Expr bound(TSNode n) {
        return n.getType().equals("negative_literal")
                ? new Ast.Negate(lowering.expr(n.getNamedChild(0)), p.at(n)) : lowering.expr(n);
    }
}
