package dev.layoutprover.algebra.text;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a text file that must be UTF-8, naming where it is not: the line and column of the first
 * byte that no UTF-8 character starts with or continues.
 *
 * <p>Example: a file holding {@code "ab\nc\u00ff"} as ISO-8859-1 (the bytes {@code 61 62 0a 63 ff})
 * is refused with the message {@code not UTF-8 text: line 2, column 2 holds the byte 0xff}.
 */
public final class Utf8Text {

    /** A file that is not UTF-8 text; the message says where. */
    public static final class Malformed extends IOException {
        private static final long serialVersionUID = 1L;

        private final int line;
        private final int column;
        private final int value;

        Malformed(int line, int column, int value) {
            super("not UTF-8 text: line " + line + ", column " + column + " holds the byte 0x"
                    + String.format("%02x", value));
            this.line = line;
            this.column = column;
            this.value = value;
        }

        /** The 1-based line of the first byte that is not UTF-8. */
        public int line() {
            return line;
        }

        /** The 1-based column of that byte, in characters of the text before it on its line. */
        public int column() {
            return column;
        }

        /** That byte, 0 to 255. */
        public int value() {
            return value;
        }
    }

    private Utf8Text() {}

    /** The most bytes a text file may hold: more is no source anyone wrote (e.g. {@code /dev/zero}). */
    public static final int MAX_BYTES = 64 << 20;

    /**
     * The text of {@code file}; {@link Malformed} at the first byte that is not UTF-8, and an
     * {@link IOException} for a file (or device) of more than {@link #MAX_BYTES} bytes, read no
     * further: {@code /dev/zero} is refused as {@code more than 67108864 bytes (64 MiB); not a text
     * file}, never read until memory runs out.
     */
    public static String read(Path file) throws IOException {
        byte[] bytes;
        try (java.io.InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(MAX_BYTES + 1);
        }
        if (bytes.length > MAX_BYTES) {
            throw new IOException("more than " + MAX_BYTES + " bytes (64 MiB); not a text file");
        }
        return decode(bytes);
    }

    /** The text {@code bytes} encode; {@link Malformed} at the first byte that is not UTF-8. */
    public static String decode(byte[] bytes) throws Malformed {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult r = decoder.decode(in, out, true);
        if (!r.isError()) {
            r = decoder.flush(out);
        }
        if (r.isError()) {
            int line = 1;
            int column = 1;
            out.flip();
            for (int i = 0; i < out.length(); i++) {
                if (out.charAt(i) == '\n') {
                    line++;
                    column = 1;
                } else if (!Character.isLowSurrogate(out.charAt(i))) {
                    column++;
                }
            }
            throw new Malformed(line, column, bytes[in.position()] & 0xff);
        }
        out.flip();
        return out.toString();
    }
}
