package dev.layoutprover.simulator;

/**
 * The 8-bit float {@code f8e4m3} of the reference ({@code scalar.rs}, {@code float.rs}): a sign, 4
 * exponent bits with bias 7 and 3 fraction bits; no infinities, {@code 0x7f} and {@code 0xff} are
 * NaN. From {@code f32} it rounds to nearest, ties to even, and saturates: anything above the
 * largest value 448 (infinities too) becomes ±448, and every NaN becomes {@code 0x7f}; the
 * subnormals are the multiples of {@code 2^-9} below {@code 2^-6}.
 *
 * <p>Example: {@code fromFloat(1.0625f)} is {@code 0x38} (1.0: the tie between 1 and 1.125 goes to
 * the even fraction), {@code fromFloat(500f)} is {@code 0x7e} (448), {@code toFloat((byte) 0x01)}
 * is {@code 2^-9}, {@code fromFloat(-0f)} is {@code 0x80}.
 */
public final class Float8E4M3 {

    /** The largest finite magnitude. */
    public static final float MAX = 448f;

    /** The code of {@code MAX}. */
    static final int MAX_CODE = 0x7e;

    /** The code every NaN becomes. */
    static final int NAN_CODE = 0x7f;

    private Float8E4M3() {}

    /** {@code v} as an f8e4m3 code, as the reference's {@code f8_e4_from_f32} converts. */
    public static byte fromFloat(float v) {
        if (Float.isNaN(v)) {
            return NAN_CODE;
        }
        int sign = Float.floatToRawIntBits(v) >>> 31 << 7;
        double a = Math.abs((double) v);
        int code;
        if (a > MAX) {
            code = MAX_CODE; // every value above 448 rounds to 448 or beyond, and saturates
        } else if (a < 0x1p-6) {
            code = (int) Math.rint(a * 0x1p9); // subnormal steps of 2^-9; 8 steps is the smallest normal
        } else {
            int e = Math.getExponent(a);
            long m = (long) Math.rint(Math.scalb(a, 3 - e)); // 8..16, exact scaling then ties to even
            if (m == 16) {
                e++;
                m = 8;
            }
            code = Math.min(MAX_CODE, (e + 7) << 3 | (int) (m - 8));
        }
        return (byte) (sign | code);
    }

    /** The value of the code {@code b}, as the reference's {@code f8_e4_to_f32} table gives. */
    public static float toFloat(byte b) {
        int c = b & 0x7f;
        if (c == NAN_CODE) {
            return Float.NaN;
        }
        int e = c >> 3;
        int m = c & 7;
        float magnitude = e == 0 ? Math.scalb((float) m, -9) : Math.scalb((float) (8 + m), e - 10);
        return (b & 0x80) != 0 ? -magnitude : magnitude;
    }
}
