package dev.layoutprover.simulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@code f8e4m3} against the reference's definitions ({@code float.rs}): the decoding table's
 * values at its landmarks, and the conversion from {@code f32}: ties to even, the subnormal
 * thresholds, saturation at ±448 (infinities included), NaN to {@code 0x7f} whatever its sign,
 * {@code -0.0} kept.
 */
class Float8E4M3Test {

    private static int code(float v) {
        return Float8E4M3.fromFloat(v) & 0xFF;
    }

    private static int bits(int code) {
        return Float.floatToRawIntBits(Float8E4M3.toFloat((byte) code));
    }

    @Test
    void decodingGivesTheReferenceTable() {
        assertEquals(0x00000000, bits(0x00));
        assertEquals(0x3b000000, bits(0x01));
        assertEquals(0x3be00000 - 0x00200000, bits(0x03));
        assertEquals(0x3c800000, bits(0x08));
        assertEquals(0x3f800000, bits(0x38));
        assertEquals(0x43e00000, bits(0x7e));
        assertEquals(0x7fc00000, bits(0x7f));
        assertEquals(0x80000000, bits(0x80));
        assertEquals(0xbb000000, bits(0x81));
        assertEquals(0xc3e00000, bits(0xfe));
        assertEquals(0x7fc00000, bits(0xff));
    }

    @Test
    void everyFiniteCodeRoundTrips() {
        for (int c = 0; c < 256; c++) {
            if ((c & 0x7f) != 0x7f) {
                assertEquals(c, code(Float8E4M3.toFloat((byte) c)), "code " + c);
            }
        }
    }

    @Test
    void conversionRoundsToNearestEvenAndSaturates() {
        assertEquals(0x38, code(1.0625f)); // tie between 1 and 1.125: even fraction 0
        assertEquals(0x3a, code(1.1875f)); // tie between 1.125 and 1.25: even fraction 2
        assertEquals(0x39, code(1.1874f));
        assertEquals(0x7e, code(448f));
        assertEquals(0x7e, code(464f)); // tie between 448 and 480: even, and 480 does not exist
        assertEquals(0x7e, code(500f));
        assertEquals(0x7e, code(Float.POSITIVE_INFINITY));
        assertEquals(0xfe, code(Float.NEGATIVE_INFINITY));
        assertEquals(0x7f, code(Float.NaN));
        assertEquals(0x7f, code(Float.intBitsToFloat(0xffc00000)));
        assertEquals(0x80, code(-0f));
        assertEquals(0x00, code(Float.MIN_VALUE));
    }

    @Test
    void subnormalsAreStepsOfTwoToTheMinusNine() {
        assertEquals(0x00, code(0x1p-10f)); // half a step: ties to 0
        assertEquals(0x01, code(0x1.000002p-10f));
        assertEquals(0x02, code(0x1.8p-9f)); // 1.5 steps: ties to 2
        assertEquals(0x06, code(0x1.6p-7f)); // 5.5 steps: ties to 6
        assertEquals(0x08, code(0x1.ep-7f)); // 7.5 steps: ties to 8, the smallest normal
        assertEquals(0x07, code(0x1.dp-7f));
    }

    @Test
    void theElementTypeStoresOneByteAndRoundsThroughF32() {
        assertEquals(1, ElementType.F8E4M3.bytes());
        assertTrue(ElementType.F8E4M3.isFloat());
        assertEquals(448.0, ElementType.F8E4M3.round(1e9));
        assertEquals(1.0, ElementType.F8E4M3.round(1.0625));
        assertTrue(Double.isNaN(ElementType.F8E4M3.round(Double.NaN)));
        byte[] b = new byte[2];
        ElementType.F8E4M3.encode(-3.3, b, 1);
        assertEquals((byte) 0xc5, b[1]); // -3.25: exponent 8, fraction 5
        assertEquals(-3.25, ElementType.F8E4M3.decode(b, 1));
        assertEquals("f8e4m3", ElementType.F8E4M3.toString());
    }
}
