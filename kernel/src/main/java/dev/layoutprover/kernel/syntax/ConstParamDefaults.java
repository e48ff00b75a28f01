package dev.layoutprover.kernel.syntax;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rust gives a const generic parameter a default ({@code const W: PacketMode = { Way8 }}, the
 * reference's vector tensors), a form the parser's grammar does not read. {@link #blank} writes
 * each such default, from its {@code =} to the {@code ,} or {@code >} ending the parameter, as
 * spaces (line breaks kept, so every other position stays where it was): the parameter then reads
 * as one without a default. {@link RustSyntax} parses the blanked text when the text as written does
 * not parse. A kernel naming the type with every argument written reads as before; one leaving a
 * defaulted const argument out names a type with too few arguments, which the reader reports where
 * it is used.
 *
 * <p>Example: {@code blank("struct T<D, const W: usize = { 8 }>;")} is
 * {@code "struct T<D, const W: usize        >;"}.
 */
final class ConstParamDefaults {

    private static final Pattern PARAM = Pattern.compile("\\bconst\\s+[A-Za-z_]\\w*\\s*:");

    private ConstParamDefaults() {}

    /** {@code text} with the default of each const generic parameter blanked. */
    static String blank(String text) {
        StringBuilder out = new StringBuilder(text);
        Matcher m = PARAM.matcher(text);
        int from = 0;
        while (m.find(from)) {
            from = m.end();
            if (!NegativeConstArgs.insideAngles(text, m.start())) {
                continue; // a const item (const N: usize = 4;), not a parameter
            }
            int eq = defaultSign(text, m.end());
            if (eq < 0) {
                continue;
            }
            int end = parameterEnd(text, eq + 1);
            for (int k = eq; k < end; k++) {
                if (out.charAt(k) != '\n') {
                    out.setCharAt(k, ' ');
                }
            }
            from = end;
        }
        return out.toString();
    }

    /** The {@code =} ending the parameter's type that starts at {@code i}, or -1 when the parameter has no default. */
    private static int defaultSign(String text, int i) {
        int angles = 0;
        for (; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '<' -> angles++;
                case '>' -> {
                    if (angles == 0) {
                        return -1;
                    }
                    angles--;
                }
                case ',', ';', '{', '(' -> {
                    if (angles == 0) {
                        return -1;
                    }
                }
                case '=' -> {
                    if (angles == 0) {
                        return i;
                    }
                }
                default -> { }
            }
        }
        return -1;
    }

    /** Where the default starting at {@code i} ends: the {@code ,} or {@code >} closing the parameter, outside any bracket. */
    private static int parameterEnd(String text, int i) {
        int depth = 0;
        for (; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '(', '[', '{', '<' -> depth++;
                case ')', ']', '}' -> depth--;
                case '>' -> {
                    if (depth == 0) {
                        return i;
                    }
                    depth--;
                }
                case ',' -> {
                    if (depth == 0) {
                        return i;
                    }
                }
                default -> { }
            }
        }
        return i;
    }
}
