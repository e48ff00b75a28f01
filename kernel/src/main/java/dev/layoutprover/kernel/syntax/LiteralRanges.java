package dev.layoutprover.kernel.syntax;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.treesitter.TSNode;

/**
 * The first integer literal of a parsed file that is past the range of the type its suffix writes,
 * which rustc refuses wherever it stands (a host function, a test, a macro's arguments) before
 * anything runs.
 *
 * <p>Example: in {@code let mask = 256u8;} the literal is refused at its first character with
 * "the literal 256u8 is out of range for u8, whose values are 0..=255"; {@code -128i8} reads,
 * the minus letting a signed literal reach its type's least value. A {@code macro_rules!}
 * definition is not looked into: its literals are checked where it expands. Only the suffixed
 * literals the text holds are looked up in the tree, not every node.
 */
final class LiteralRanges {

    /** A digit run ending in an integer suffix, or the text of a comment or string that looks like one. */
    private static final Pattern SUFFIXED = Pattern.compile("\\b\\d[0-9a-fA-FxXoObB_]*[iu](?:8|16|32|64|128|size)\\b");

    private LiteralRanges() {}

    /** The error at the first literal of {@code parsed} past its suffix's type, if there is one. */
    static Optional<KernelError> check(RustSyntax.Parsed parsed) {
        String text = parsed.source().text();
        Matcher m = SUFFIXED.matcher(text);
        TSNode root = parsed.root();
        int bytes = 0;
        int chars = 0;
        while (m.find()) {
            bytes += text.substring(chars, m.start()).getBytes(StandardCharsets.UTF_8).length;
            chars = m.start();
            int end = bytes + m.group().getBytes(StandardCharsets.UTF_8).length;
            TSNode n = root.getNamedDescendantForByteRange(bytes, end);
            if (n.getType().equals("integer_literal") && !inMacroDefinition(n)) {
                try {
                    Literals.integer(parsed.text(n), negated(parsed, n), parsed.at(n));
                } catch (KernelError e) {
                    return Optional.of(e);
                }
            }
        }
        return Optional.empty();
    }

    /** Whether a minus stands before the literal {@code n}: {@code -128i8}, or {@code -} before it in a macro's tokens. */
    private static boolean negated(RustSyntax.Parsed parsed, TSNode n) {
        TSNode parent = n.getParent();
        if (parent == null || parent.isNull()) {
            return false;
        }
        TSNode before = n.getPrevSibling();
        return parent.getType().equals("negative_literal")
                || (parent.getType().equals("unary_expression") || parent.getType().equals("token_tree"))
                        && before != null && !before.isNull() && parsed.text(before).equals("-");
    }

    private static boolean inMacroDefinition(TSNode n) {
        for (TSNode p = n.getParent(); p != null && !p.isNull(); p = p.getParent()) {
            if (p.getType().equals("macro_definition")) {
                return true;
            }
        }
        return false;
    }
}
