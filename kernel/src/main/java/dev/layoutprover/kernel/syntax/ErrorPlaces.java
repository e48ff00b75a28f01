package dev.layoutprover.kernel.syntax;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.treesitter.TSNode;

/**
 * Where rustc places common syntax errors of a file whose delimiters balance, where the grammar's
 * first error node stands elsewhere:
 *
 * <ul>
 *   <li>an item or {@code let} keyword with no name after it ({@code impl X { fn }}): at the token
 *       that stands where the name should, "expected identifier, found '}'";
 *   <li>an operator with no expression after it ({@code let x = ;}, {@code a + )}): at the token
 *       standing where the expression should, "expected an expression after '=', found ';'";
 *   <li>an {@code else} with no block after it: at the token standing where the block should;
 *   <li>a {@code ;} or {@code ,} left out at the end of a line ({@code foo()} then {@code bar();}
 *       on the next line, a struct field then the next): just after the line's last token, where
 *       the separator goes, "expected ';', found 'bar'".
 * </ul>
 *
 * <p>Any other error is left to the caller (the grammar's first error node).
 */
final class ErrorPlaces {

    /** The keywords a name follows, and what rustc calls that name. */
    private static final Set<String> NAMED_BY_IDENTIFIER = Set.of("fn", "struct", "enum", "mod", "trait", "type",
            "union", "const", "static");

    /**
     * The operators an expression must follow ({@code <}, {@code >}, {@code *}, {@code &} and
     * {@code ..} are left out: they may end a type, a glob or a range).
     */
    private static final Set<String> BEFORE_EXPRESSION = Set.of("=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
            "<<=", ">>=", "+", "-", "/", "%", "==", "!=", "<=", ">=", "&&", "||", "<<");

    /** The tokens no expression starts with. */
    private static final Set<String> NO_EXPRESSION = Set.of(";", ")", "]", "}", ",", "=>");

    /** The tokens a complete expression, field type or argument may end with. */
    private static final Set<String> VALUE_ENDS = Set.of("identifier", "field_identifier", "type_identifier",
            "primitive_type", "integer_literal", "float_literal", "char_literal", "\"", "true", "false", "self", ")",
            "]", "?");

    /** The lists whose items a comma separates. */
    private static final Set<String> COMMA_LISTS = Set.of("field_declaration_list", "field_initializer_list",
            "enum_variant_list", "arguments", "array_expression", "tuple_expression", "parameters");

    private ErrorPlaces() {}

    /** The error rustc gives for the grammar's error node {@code bad} of {@code parsed}, if it is one of these. */
    static Optional<KernelError> of(RustSyntax.Parsed parsed, TSNode bad) {
        List<TSNode> leaves = new ArrayList<>();
        leaves(parsed.root(), leaves);
        if (bad.isMissing()) {
            // a token the grammar supplied (x += ;): the tokens on either side of it
            for (int i = 0; i + 1 < leaves.size(); i++) {
                if (leaves.get(i).getEndByte() <= bad.getStartByte()
                        && leaves.get(i + 1).getStartByte() >= bad.getEndByte()) {
                    return adjacent(parsed, leaves.get(i), leaves.get(i + 1));
                }
            }
            return Optional.empty();
        }
        if (!bad.isError()) {
            return Optional.empty();
        }
        int first = -1;
        int last = -1;
        for (int i = 0; i < leaves.size(); i++) {
            TSNode l = leaves.get(i);
            if (l.getStartByte() >= bad.getStartByte() && l.getEndByte() <= bad.getEndByte()) {
                first = first < 0 ? i : first;
                last = i;
            }
        }
        if (first < 0) {
            return Optional.empty();
        }
        // from the token before the error node: the grammar may take an operator and stop after it
        for (int i = Math.max(0, first - 1); i <= last && i + 1 < leaves.size(); i++) {
            Optional<KernelError> e = adjacent(parsed, leaves.get(i), leaves.get(i + 1));
            if (e.isPresent()) {
                return e;
            }
        }
        if (first == 0) {
            return Optional.empty();
        }
        TSNode before = leaves.get(first - 1);
        TSNode start = leaves.get(first);
        if (before.getEndPoint().getRow() >= start.getStartPoint().getRow() || !VALUE_ENDS.contains(before.getType())) {
            return Optional.empty();
        }
        Optional<String> separator = separator(bad);
        return separator.map(s -> new KernelError(parsed.source().at(parsed.offset(before.getEndByte())),
                "syntax error: expected '" + s + "', found '" + parsed.text(start) + "'"));
    }

    /** The error of the token {@code found} standing right after {@code token}, if they cannot stand so. */
    private static Optional<KernelError> adjacent(RustSyntax.Parsed parsed, TSNode token, TSNode found) {
        String keyword = token.getType();
        String what = found.getType();
        boolean named = what.endsWith("identifier") || keyword.equals("let") && !what.equals("}") && !what.equals(";");
        String reason = null;
        if ((NAMED_BY_IDENTIFIER.contains(keyword) || keyword.equals("let")) && !named) {
            reason = "expected " + (keyword.equals("let") ? "a pattern" : "an identifier") + " after '" + keyword + "'";
        } else if (BEFORE_EXPRESSION.contains(keyword) && NO_EXPRESSION.contains(what)) {
            reason = "expected an expression after '" + keyword + "'";
        } else if (keyword.equals("else") && !what.equals("{") && !what.equals("if")) {
            reason = "expected '{' or 'if' after 'else'";
        }
        return Optional.ofNullable(reason).map(r -> new KernelError(parsed.at(found), "syntax error: " + r
                + ", found '" + parsed.text(found) + "'"));
    }

    /** The separator the list or block {@code bad} stands in takes: {@code ;} in a block, {@code ,} in a list. */
    private static Optional<String> separator(TSNode bad) {
        for (TSNode n = bad.getParent(); n != null && !n.isNull(); n = n.getParent()) {
            if (n.getType().equals("block")) {
                return Optional.of(";");
            }
            if (COMMA_LISTS.contains(n.getType())) {
                return Optional.of(",");
            }
            if (n.getType().endsWith("_item") || n.getType().equals("source_file")) {
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    /** The tokens under {@code n} in source order, comments left out. */
    private static void leaves(TSNode n, List<TSNode> out) {
        if (n.getType().endsWith("comment")) {
            return;
        }
        if (n.getChildCount() == 0) {
            if (n.getEndByte() > n.getStartByte()) {
                out.add(n);
            }
            return;
        }
        for (int i = 0; i < n.getChildCount(); i++) {
            leaves(n.getChild(i), out);
        }
    }
}
