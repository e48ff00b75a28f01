package dev.layoutprover.kernel.syntax;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rust takes a negated literal as a const generic argument without braces
 * ({@code Requant::<5, 6, -3>}, the reference's {@code GenericArgsConst}), a form the parser's
 * grammar does not read. {@link #mark} writes each such {@code -} as {@code _}, every other
 * position kept, so the argument parses as the name {@code _3}; the lowering reads a name whose
 * source text is a negated integer ({@code -3}) as that integer. {@link RustSyntax} parses the marked
 * text when the text as written does not parse.
 *
 * <p>Example: {@code mark("R::<5, -3>(x, -3)")} is {@code "R::<5, _3>(x, -3)"}: the second
 * {@code -3} is inside parentheses, an expression.
 */
final class NegativeConstArgs {

    private static final Pattern ARG = Pattern.compile("(?<=[<,])(\\s*)-(\\d[\\d_]*)(?=\\s*[,>])");

    private NegativeConstArgs() {}

    /** {@code text} with the {@code -} of each negated integer argument of a generic argument list written {@code _}. */
    static String mark(String text) {
        StringBuilder out = new StringBuilder(text);
        Matcher m = ARG.matcher(text);
        while (m.find()) {
            int minus = m.start(2) - 1;
            if (insideAngles(text, minus)) {
                out.setCharAt(minus, '_');
            }
        }
        return out.toString();
    }

    /** Whether the nearest unclosed bracket before {@code at} is a {@code <}, not {@code (}, {@code [} or {@code {}. */
    static boolean insideAngles(String text, int at) {
        int angles = 0;
        for (int i = at - 1; i >= 0; i--) {
            char c = text.charAt(i);
            switch (c) {
                case '>' -> {
                    if (i == 0 || text.charAt(i - 1) != '-') {
                        angles++;
                    }
                }
                case '<' -> {
                    if (angles == 0) {
                        return true;
                    }
                    angles--;
                }
                case '(', '[', '{', ')', ']', '}', ';' -> {
                    return false;
                }
                default -> { }
            }
        }
        return false;
    }

    /** Whether {@code written}, a name's source text, is a negated integer the marking made a name. */
    static boolean isNegatedInteger(String written) {
        return written.matches("-\\d[\\d_]*");
    }
}
