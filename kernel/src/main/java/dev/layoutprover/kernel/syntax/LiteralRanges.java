package dev.layoutprover.kernel.syntax;

import java.util.Optional;
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
 * definition is not looked into: its literals are checked where it expands.
 */
final class LiteralRanges {

    /** A digit run ending in an integer suffix: a file without one has no literal to check, and is not walked. */
    private static final Pattern SUFFIXED = Pattern.compile("\\b\\d[0-9a-fA-FxXoObB_]*[iu](?:8|16|32|64|128|size)\\b");

    private LiteralRanges() {}

    /** The error at the first literal of {@code parsed} past its suffix's type, if there is one. */
    static Optional<KernelError> check(RustSyntax.Parsed parsed) {
        if (!SUFFIXED.matcher(parsed.source().text()).find()) {
            return Optional.empty();
        }
        return check(parsed, parsed.tree().getRootNode(), false);
    }

    private static Optional<KernelError> check(RustSyntax.Parsed parsed, TSNode n, boolean negated) {
        switch (n.getType()) {
            case "macro_definition" -> {
                return Optional.empty();
            }
            case "integer_literal" -> {
                try {
                    Literals.integer(parsed.text(n), negated, parsed.at(n));
                    return Optional.empty();
                } catch (KernelError e) {
                    return Optional.of(e);
                }
            }
            default -> { }
        }
        boolean minus = n.getType().equals("negative_literal")
                || n.getType().equals("unary_expression") && n.getChildCount() > 0
                        && parsed.text(n.getChild(0)).equals("-");
        boolean tokens = n.getType().equals("token_tree");
        for (int i = 0; i < n.getChildCount(); i++) {
            // in a macro's tokens a minus is the token before the literal
            boolean under = minus || tokens && i > 0 && parsed.text(n.getChild(i - 1)).equals("-");
            Optional<KernelError> found = check(parsed, n.getChild(i), under);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }
}
