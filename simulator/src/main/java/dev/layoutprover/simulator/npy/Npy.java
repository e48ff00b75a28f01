package dev.layoutprover.simulator.npy;

import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads and writes NumPy {@code .npy} files (format versions 1.0, 2.0 and 3.0): the magic
 * {@code \x93NUMPY}, the version, the header length (2 bytes little-endian in 1.0, 4 bytes in 2.0
 * and 3.0), a Python dict literal {@code {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }}
 * padded with spaces and a newline, then the elements in C order. Fortran-order arrays are refused
 * with a message saying how to convert them.
 *
 * <p>The writer produces what {@code numpy.save} of NumPy 2 produces: version 1.0 (2.0 if the
 * header exceeds 65535 bytes), room for the first dimension to grow to 21 digits, the data aligned
 * to 64 bytes. Example: a {@code float32} array of shape {@code (3,)} is a 128-byte header
 * ({@code "{'descr': '<f4', 'fortran_order': False, 'shape': (3,), }"}, 60 spaces, {@code \n})
 * followed by 12 bytes of data.
 */
public final class Npy {

    private static final byte[] MAGIC = {(byte) 0x93, 'N', 'U', 'M', 'P', 'Y'};
    private static final int ALIGN = 64;
    private static final int GROWTH_DIGITS = 21;

    private Npy() {}

    /** The array in {@code file}; a file that is not an array this reader accepts is a {@link NpyFormatException}. */
    public static NpyArray read(Path file) throws IOException {
        return read(Files.readAllBytes(file));
    }

    /** The array {@code bytes} hold. */
    public static NpyArray read(byte[] bytes) {
        if (bytes.length < 10 || !Arrays.equals(Arrays.copyOf(bytes, 6), MAGIC)) {
            throw new NpyFormatException("not a NumPy .npy file: it does not start with \\x93NUMPY");
        }
        int major = bytes[6] & 0xFF;
        int minor = bytes[7] & 0xFF;
        if (major < 1 || major > 3 || minor != 0) {
            throw new NpyFormatException("unsupported .npy format version " + major + "." + minor
                    + " (1.0, 2.0 and 3.0 are read)");
        }
        int lengthBytes = major == 1 ? 2 : 4;
        if (bytes.length < 8 + lengthBytes) {
            throw new NpyFormatException("the file ends inside the header length");
        }
        long headerLength = 0;
        for (int i = lengthBytes - 1; i >= 0; i--) {
            headerLength = (headerLength << 8) | (bytes[8 + i] & 0xFF);
        }
        int start = 8 + lengthBytes;
        if (start + headerLength > bytes.length) {
            throw new NpyFormatException("the header is " + headerLength + " bytes but the file has only "
                    + (bytes.length - start) + " after the header length");
        }
        Charset cs = major == 3 ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1;
        String header = new String(bytes, start, (int) headerLength, cs);
        Map<String, Object> dict = new HeaderParser(header).dict();
        Object descr = dict.get("descr");
        Object fortran = dict.get("fortran_order");
        Object shape = dict.get("shape");
        if (!(descr instanceof String d) || !(fortran instanceof Boolean f) || !(shape instanceof long[] s)
                || dict.size() != 3) {
            throw new NpyFormatException("the header must have exactly 'descr' (a string), 'fortran_order' (True "
                    + "or False) and 'shape' (a tuple of integers); it is " + header.strip());
        }
        if (f) {
            throw new NpyFormatException("the array is in Fortran order ('fortran_order': True); only C order is "
                    + "read: save numpy.ascontiguousarray(a) instead");
        }
        ByteOrder order = switch (d.isEmpty() ? ' ' : d.charAt(0)) {
            case '<', '|' -> ByteOrder.LITTLE_ENDIAN;
            case '>' -> ByteOrder.BIG_ENDIAN;
            case '=' -> ByteOrder.nativeOrder();
            default -> throw new NpyFormatException("the element type '" + d + "' has no byte order character "
                    + "(<, >, | or =)");
        };
        NpyType type = NpyType.of(d.substring(1)).orElseThrow(() -> new NpyFormatException("unsupported element "
                + "type '" + d + "' (read: bool b1, int i1 i2 i4 i8, uint u1 u2 u4 u8, float f2 f4 f8)"));
        long n = 1;
        long expected;
        try {
            for (long dim : s) {
                n = Math.multiplyExact(n, dim);
            }
            expected = Math.multiplyExact(n, type.bytes());
        } catch (ArithmeticException e) {
            throw new NpyFormatException("shape " + NpyArray.shapeText(s) + " of " + type.numpyName()
                    + " needs more bytes than fit in 63 bits, the file has " + (bytes.length - start - headerLength));
        }
        long dataStart = start + headerLength;
        if (bytes.length - dataStart != expected) {
            throw new NpyFormatException("shape " + NpyArray.shapeText(s) + " of " + type.numpyName() + " needs "
                    + expected + " bytes of data, the file has " + (bytes.length - dataStart));
        }
        return new NpyArray(type, order, s, Arrays.copyOfRange(bytes, (int) dataStart, bytes.length));
    }

    /** Writes {@code array} to {@code file}. */
    public static void write(Path file, NpyArray array) throws IOException {
        Files.write(file, write(array));
    }

    /** The bytes of {@code array} as an {@code .npy} file. */
    public static byte[] write(NpyArray array) {
        char order = array.type().bytes() == 1 ? '|' : array.order() == ByteOrder.BIG_ENDIAN ? '>' : '<';
        StringBuilder h = new StringBuilder("{'descr': '").append(order).append(array.type().code())
                .append("', 'fortran_order': False, 'shape': ").append(array.shapeText()).append(", }");
        if (array.shape().length > 0) {
            h.append(" ".repeat(GROWTH_DIGITS - Long.toString(array.shape()[0]).length()));
        }
        int version = h.length() + 1 + 10 + ALIGN > 0xFFFF ? 2 : 1;
        int prefix = version == 1 ? 10 : 12;
        int pad = (ALIGN - (prefix + h.length() + 1) % ALIGN) % ALIGN;
        h.append(" ".repeat(pad)).append('\n');
        byte[] header = h.toString().getBytes(StandardCharsets.ISO_8859_1);
        byte[] out = new byte[prefix + header.length + array.data().length];
        System.arraycopy(MAGIC, 0, out, 0, 6);
        out[6] = (byte) version;
        out[7] = 0;
        for (int i = 0; i < prefix - 8; i++) {
            out[8 + i] = (byte) (header.length >>> (8 * i));
        }
        System.arraycopy(header, 0, out, prefix, header.length);
        System.arraycopy(array.data(), 0, out, prefix + header.length, array.data().length);
        return out;
    }

    /** A parser of the header's Python literal: a dict of string keys to strings, booleans and tuples of integers. */
    private static final class HeaderParser {
        private final String text;
        private int at;

        HeaderParser(String text) {
            this.text = text;
        }

        Map<String, Object> dict() {
            Map<String, Object> m = new LinkedHashMap<>();
            expect('{');
            while (!peek('}')) {
                Object key = value();
                if (!(key instanceof String k)) {
                    throw error("a string key");
                }
                expect(':');
                if (m.put(k, value()) != null) {
                    throw new NpyFormatException("the header names '" + k + "' twice: " + text.strip());
                }
                if (!peek('}')) {
                    expect(',');
                }
            }
            expect('}');
            skipSpace();
            if (at != text.length()) {
                throw error("the end of the header");
            }
            return m;
        }

        private Object value() {
            skipSpace();
            if (at >= text.length()) {
                throw error("a value");
            }
            char c = text.charAt(at);
            if (c == '\'' || c == '"') {
                int end = text.indexOf(c, at + 1);
                if (end < 0) {
                    throw error("the end of a string");
                }
                String s = text.substring(at + 1, end);
                at = end + 1;
                return s;
            }
            if (c == '(') {
                at++;
                List<Long> dims = new ArrayList<>();
                while (!peek(')')) {
                    dims.add(integer());
                    if (!peek(')')) {
                        expect(',');
                    }
                }
                expect(')');
                return dims.stream().mapToLong(Long::longValue).toArray();
            }
            if (text.startsWith("True", at)) {
                at += 4;
                return Boolean.TRUE;
            }
            if (text.startsWith("False", at)) {
                at += 5;
                return Boolean.FALSE;
            }
            throw error("a string, True, False or a tuple");
        }

        private long integer() {
            skipSpace();
            int start = at;
            while (at < text.length() && Character.isDigit(text.charAt(at))) {
                at++;
            }
            if (start == at) {
                throw error("a dimension (a non-negative integer)");
            }
            try {
                return Long.parseLong(text.substring(start, at));
            } catch (NumberFormatException e) {
                throw new NpyFormatException("dimension " + text.substring(start, at) + " is too large");
            }
        }

        private boolean peek(char c) {
            skipSpace();
            return at < text.length() && text.charAt(at) == c;
        }

        private void expect(char c) {
            if (!peek(c)) {
                throw error("'" + c + "'");
            }
            at++;
        }

        private void skipSpace() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                at++;
            }
        }

        private NpyFormatException error(String wanted) {
            return new NpyFormatException("malformed header at character " + (at + 1) + ": expected " + wanted
                    + " in " + text.strip());
        }
    }
}
