package dev.layoutprover.simulator;

/**
 * A scalar type the hardware stores and computes with, little-endian in memory. Floating-point
 * values round to nearest, ties to even; integer values saturate to their range when narrowed.
 *
 * The 8-bit float {@code f8e4m3} saturates at ±448 instead of overflowing to infinity. The 4-bit
 * {@code i4} is stored two to a byte, element {@code 2k} in the low nibble of byte {@code k} and
 * {@code 2k + 1} in the high nibble (little-endian, as the bytes of wider elements): its elements
 * are addressed by index ({@link #decodeAt}, {@link #encodeAt}, {@link #bytesOf}), never by byte.
 *
 * <p>Example: {@code BF16.round(1.00390625)} is {@code 1.0} (the tie between {@code 1.0} and
 * {@code 1.0078125} goes to the even mantissa), {@code I8.round(300)} is {@code 127} and
 * {@code U8.round(-3)} is {@code 0}.
 */
public enum ElementType {
    I8("i8", 1, false),
    /** The reference's {@code u8}: 0..=255, a storage type (no engine computes on it). */
    U8("u8", 1, false),
    I16("i16", 2, false),
    I32("i32", 4, false),
    BF16("bf16", 2, true),
    F16("f16", 2, true),
    F32("f32", 4, true),
    /** The reference's {@code f8e4m3}: see {@link Float8E4M3}; it saturates at ±448. */
    F8E4M3("f8e4m3", 1, true),
    /** The reference's {@code i4}: -8..=7, two to a byte. */
    I4("i4", 0, false);

    private final String rustName;
    private final int bytes;
    private final boolean floating;

    ElementType(String rustName, int bytes, boolean floating) {
        this.rustName = rustName;
        this.bytes = bytes;
        this.floating = floating;
    }

    /**
     * Bytes per element ({@code size_of::<D>()}) of a type of whole bytes.
     *
     * @throws IllegalStateException for {@code i4}, half a byte: count it with {@link #bits} or {@link #bytesOf}
     */
    public int bytes() {
        if (bytes == 0) {
            throw new IllegalStateException(rustName + " elements are half a byte: count them by bits");
        }
        return bytes;
    }

    /** Bits per element ({@code Scalar::BITS}): 4 for {@code i4}. */
    public int bits() {
        return bytes == 0 ? 4 : 8 * bytes;
    }

    /** Whether an element is less than a byte ({@code i4}): it cannot be addressed by a byte offset. */
    public boolean isSubByte() {
        return bytes == 0;
    }

    /**
     * The bytes {@code n} elements occupy, {@code n · bits / 8} rounded up: {@code I4.bytesOf(5)} is
     * 3, {@code BF16.bytesOf(5)} is 10. The reference's {@code size_in_bytes_from_length}, which
     * panics when the bits are not whole bytes; where that matters the caller checks
     * {@link #wholeBytes}.
     */
    public long bytesOf(long n) {
        return Math.ceilDiv(Math.multiplyExact(n, (long) bits()), 8L);
    }

    /** The bytes of one element as a message prints them: {@code 2} for bf16, {@code 1/2} for i4. */
    public String sizeText() {
        return bytes == 0 ? "1/2" : Integer.toString(bytes);
    }

    /** The bytes {@code n} elements occupy as a message prints them: {@code 4}, or {@code 2.5} for 5 i4. */
    public String bytesText(long n) {
        return wholeBytes(n) ? Long.toString(bytesOf(n)) : Double.toString(Math.multiplyExact(n, (long) bits()) / 8.0);
    }

    /**
     * Whether {@code n} elements are exactly {@code bytes} bytes: {@code I4.fills(64, 32)} holds,
     * {@code I4.fills(63, 32)} does not (31.5 bytes, which the reference's
     * {@code size_in_bytes_from_length} refuses, scalar.rs:18, where {@link #bytesOf} rounds up).
     */
    public boolean fills(long n, long bytes) {
        return wholeBytes(n) && bytesOf(n) == bytes;
    }

    /** Whether {@code n} elements fill whole bytes. */
    public boolean wholeBytes(long n) {
        return Math.multiplyExact(n, (long) bits()) % 8 == 0;
    }

    /** The elements {@code bytes} bytes hold: {@code I4.elementsIn(32)} is 64. */
    public long elementsIn(long bytes) {
        return Math.multiplyExact(bytes, 8L) / bits();
    }

    public boolean isFloat() {
        return floating;
    }

    /** The 32-bit type the contraction and vector engines widen this type to. */
    public ElementType widened() {
        return floating ? F32 : I32;
    }

    /**
     * The unit roundoff {@code u}: a rounded value is within {@code u·|x|} of {@code x} (normal range);
     * 0 for integers.
     */
    public double unitRoundoff() {
        return switch (this) {
            case BF16 -> 0x1p-8;
            case F16 -> 0x1p-11;
            case F32 -> 0x1p-24;
            case F8E4M3 -> 0x1p-4;
            default -> 0;
        };
    }

    /** The smallest positive subnormal step of a float type (the absolute rounding floor); 0 for integers. */
    public double smallestStep() {
        return switch (this) {
            case BF16 -> 0x1p-133;
            case F16 -> 0x1p-24;
            case F32 -> 0x1p-149;
            case F8E4M3 -> 0x1p-9;
            default -> 0;
        };
    }

    /** {@code value} rounded to this type: nearest-even for floats, saturation for integers. */
    public double round(double value) {
        return switch (this) {
            case I4 -> saturate(value, -8, 7);
            case I8 -> saturate(value, Byte.MIN_VALUE, Byte.MAX_VALUE);
            case U8 -> saturate(value, 0, 255);
            case I16 -> saturate(value, Short.MIN_VALUE, Short.MAX_VALUE);
            case I32 -> saturate(value, Integer.MIN_VALUE, Integer.MAX_VALUE);
            case BF16 -> roundFloat(value, 7, -126, 127);
            case F16 -> roundFloat(value, 10, -14, 15);
            case F32 -> (float) value;
            case F8E4M3 -> Float8E4M3.toFloat(Float8E4M3.fromFloat((float) value));
        };
    }

    /**
     * Element {@code index} of the elements stored from byte {@code base} of {@code buffer}: for
     * {@code i4} the low nibble of byte {@code base + index / 2} when {@code index} is even, the
     * high nibble when odd, sign-extended. Example: byte {@code 0x8f} holds {@code -1} (index 0)
     * and {@code -8} (index 1).
     */
    public double decodeAt(byte[] buffer, int base, long index) {
        if (this == I4) {
            int b = buffer[Math.toIntExact(base + index / 2)];
            int nibble = index % 2 == 0 ? b & 0xF : (b >> 4) & 0xF;
            return (nibble ^ 8) - 8;
        }
        return decode(buffer, Math.toIntExact(base + index * bytes));
    }

    /** Writes {@code value}, {@linkplain #round rounded}, as element {@code index} from byte {@code base}; an {@code i4} keeps its neighbour nibble. */
    public void encodeAt(double value, byte[] buffer, int base, long index) {
        if (this == I4) {
            int at = Math.toIntExact(base + index / 2);
            int nibble = (int) round(value) & 0xF;
            buffer[at] = (byte) (index % 2 == 0 ? (buffer[at] & 0xF0) | nibble : (buffer[at] & 0x0F) | nibble << 4);
            return;
        }
        encode(value, buffer, Math.toIntExact(base + index * bytes));
    }

    /** The element at {@code offset} of {@code buffer} (a type of whole bytes). */
    public double decode(byte[] buffer, int offset) {
        return switch (this) {
            case I4 -> throw new IllegalStateException("i4 is addressed by index: decodeAt");
            case I8 -> buffer[offset];
            case U8 -> buffer[offset] & 0xFF;
            case I16 -> (short) readBits(buffer, offset, 2);
            case I32 -> (int) readBits(buffer, offset, 4);
            case BF16 -> bf16ToFloat((short) readBits(buffer, offset, 2));
            case F16 -> Float.float16ToFloat((short) readBits(buffer, offset, 2));
            case F32 -> Float.intBitsToFloat((int) readBits(buffer, offset, 4));
            case F8E4M3 -> Float8E4M3.toFloat(buffer[offset]);
        };
    }

    /** Writes {@code value}, {@linkplain #round rounded} to this type, at {@code offset}. */
    public void encode(double value, byte[] buffer, int offset) {
        double v = round(value);
        long bits = switch (this) {
            case I4 -> throw new IllegalStateException("i4 is addressed by index: encodeAt");
            case I8, U8, I16, I32 -> (long) v;
            case BF16 -> floatToBf16((float) v);
            case F16 -> Float.floatToFloat16((float) v);
            case F32 -> Float.floatToRawIntBits((float) v);
            case F8E4M3 -> Float8E4M3.fromFloat((float) v);
        };
        writeBits(bits, buffer, offset, bytes);
    }

    /** The book's name: {@code bf16}, {@code i32}, … */
    @Override
    public String toString() {
        return rustName;
    }

    /** The bf16 whose bits are the upper half of an f32. */
    public static float bf16ToFloat(short bits) {
        return Float.intBitsToFloat((bits & 0xFFFF) << 16);
    }

    /** {@code value} rounded to bf16, nearest with ties to even; NaN stays a quiet NaN. */
    public static short floatToBf16(float value) {
        int bits = Float.floatToRawIntBits(value);
        if (Float.isNaN(value)) {
            return (short) ((bits >>> 16) | 0x0040);
        }
        int lsb = (bits >>> 16) & 1;
        return (short) ((bits + 0x7FFF + lsb) >>> 16);
    }

    /** The {@code n} bytes at {@code off}, little-endian, as an unsigned number; 1, 2 and 4 bytes without a loop. */
    static long readBits(byte[] b, int off, int n) {
        return switch (n) {
            case 1 -> b[off] & 0xFFL;
            case 2 -> (b[off] & 0xFF) | (b[off + 1] & 0xFF) << 8;
            case 4 -> ((b[off] & 0xFF) | (b[off + 1] & 0xFF) << 8 | (b[off + 2] & 0xFF) << 16 | (b[off + 3] & 0xFF) << 24)
                    & 0xFFFF_FFFFL;
            default -> {
                long v = 0;
                for (int i = n - 1; i >= 0; i--) {
                    v = (v << 8) | (b[off + i] & 0xFF);
                }
                yield v;
            }
        };
    }

    /** The low {@code n} bytes of {@code v} at {@code off}, little-endian. */
    static void writeBits(long v, byte[] b, int off, int n) {
        switch (n) {
            case 1 -> b[off] = (byte) v;
            case 2 -> {
                b[off] = (byte) v;
                b[off + 1] = (byte) (v >>> 8);
            }
            case 4 -> {
                b[off] = (byte) v;
                b[off + 1] = (byte) (v >>> 8);
                b[off + 2] = (byte) (v >>> 16);
                b[off + 3] = (byte) (v >>> 24);
            }
            default -> {
                for (int i = 0; i < n; i++) {
                    b[off + i] = (byte) (v >>> (8 * i));
                }
            }
        }
    }

    private static double saturate(double v, long min, long max) {
        if (Double.isNaN(v)) {
            return 0;
        }
        return Math.max(min, Math.min(max, Math.rint(v)));
    }

    /** Round-to-nearest-even to {@code fraction} stored bits, exponents {@code minExp..maxExp}. */
    private static double roundFloat(double v, int fraction, int minExp, int maxExp) {
        int exponent = Math.getExponent(v);
        if (exponent >= minExp && exponent <= maxExp) {
            // a normal number of the type: nearest-even on the double's own fraction bits, as rint(v / ulp) · ulp
            // does; a carry out of the fraction steps the exponent up, past maxExp to infinity
            int drop = 52 - fraction;
            long bits = Double.doubleToRawLongBits(v);
            long rounded = (bits + ((1L << (drop - 1)) - 1) + ((bits >>> drop) & 1)) & -(1L << drop);
            double r = Double.longBitsToDouble(rounded);
            return Math.getExponent(r) > maxExp ? Math.copySign(Double.POSITIVE_INFINITY, v) : r;
        }
        if (Double.isNaN(v) || Double.isInfinite(v) || v == 0) {
            return v;
        }
        int e = Math.max(exponent, minExp);
        double ulp = Math.scalb(1.0, e - fraction);
        double r = Math.rint(v / ulp) * ulp;
        double limit = Math.scalb(1.0, maxExp + 1);
        if (Math.abs(r) >= limit) {
            return Math.copySign(Double.POSITIVE_INFINITY, v);
        }
        return r;
    }
}
