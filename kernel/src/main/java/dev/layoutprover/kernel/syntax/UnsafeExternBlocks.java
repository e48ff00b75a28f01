package dev.layoutprover.kernel.syntax;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rust 2024 writes a block of foreign declarations {@code unsafe extern "C" { … }}, a form the
 * parser's grammar does not read (it knows {@code extern "C" { … }}). {@link #blank} writes each
 * such {@code unsafe} as spaces, every other position kept. The block declares functions of
 * another language, with no layout meaning either way. {@link RustSyntax} parses the blanked text
 * when the text as written does not parse.
 *
 * <p>Example: {@code blank("unsafe extern \"C-unwind\" { fn f(); }")} is
 * {@code "       extern \"C-unwind\" { fn f(); }"}.
 */
final class UnsafeExternBlocks {

    private static final Pattern BLOCK = Pattern.compile("\\bunsafe(\\s+extern\\s*(\"[^\"\\n]*\")?\\s*\\{)");

    private UnsafeExternBlocks() {}

    /** {@code text} with the {@code unsafe} of each foreign block blanked. */
    static String blank(String text) {
        StringBuilder out = new StringBuilder(text);
        Matcher m = BLOCK.matcher(text);
        while (m.find()) {
            for (int k = m.start(); k < m.start(1); k++) {
                out.setCharAt(k, ' ');
            }
        }
        return out.toString();
    }
}
