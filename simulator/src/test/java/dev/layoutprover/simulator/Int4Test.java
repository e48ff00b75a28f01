package dev.layoutprover.simulator;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.naive.LaneOp;
import org.junit.jupiter.api.Test;

/**
 * {@code i4} against the reference's definitions ({@code scalar.rs}): 4 bits ({@code Scalar::BITS}),
 * values -8..=7, {@code size_in_bytes_from_length} counting half bytes, {@code i4::from_i32} keeping
 * the low 4 bits sign-extended; stored two to a byte, the even element in the low nibble.
 */
class Int4Test {

    @Test
    void anElementIsFourBitsAndTwoFillAByte() {
        assertEquals(4, ElementType.I4.bits());
        assertTrue(ElementType.I4.isSubByte());
        assertEquals(64, ElementType.I4.bytesOf(128));
        assertEquals(3, ElementType.I4.bytesOf(5));
        assertFalse(ElementType.I4.wholeBytes(5));
        assertTrue(ElementType.I4.wholeBytes(64));
        assertEquals(64, ElementType.I4.elementsIn(32));
        assertEquals("2.5", ElementType.I4.bytesText(5));
        assertEquals("1/2", ElementType.I4.sizeText());
        assertThrows(IllegalStateException.class, ElementType.I4::bytes);
        assertEquals(8, ElementType.I8.bits());
        assertEquals(10, ElementType.BF16.bytesOf(5));
    }

    @Test
    void theEvenElementIsTheLowNibble() {
        byte[] b = new byte[3];
        ElementType.I4.encodeAt(-1, b, 1, 0);
        ElementType.I4.encodeAt(-8, b, 1, 1);
        ElementType.I4.encodeAt(7, b, 1, 2);
        assertArrayEquals(new byte[] {0, (byte) 0x8f, 0x07}, b);
        assertEquals(-1.0, ElementType.I4.decodeAt(b, 1, 0));
        assertEquals(-8.0, ElementType.I4.decodeAt(b, 1, 1));
        assertEquals(7.0, ElementType.I4.decodeAt(b, 1, 2));
        assertEquals(0.0, ElementType.I4.decodeAt(b, 1, 3));
        ElementType.I4.encodeAt(3, b, 1, 1); // the neighbour nibble stays
        assertEquals((byte) 0x3f, b[1]);
    }

    @Test
    void everyValueRoundTripsAndOthersSaturate() {
        byte[] b = new byte[1];
        for (int v = -8; v <= 7; v++) {
            for (int i = 0; i < 2; i++) {
                ElementType.I4.encodeAt(v, b, 0, i);
                assertEquals(v, ElementType.I4.decodeAt(b, 0, i));
            }
        }
        assertEquals(7.0, ElementType.I4.round(8));
        assertEquals(-8.0, ElementType.I4.round(-9));
        assertEquals(7.0, ElementType.I4.round(7));
        assertEquals(-8.0, ElementType.I4.round(-8));
    }

    @Test
    void theCastFromI32KeepsTheLowFourBits() {
        // i4::from_i32: (val as i8) << 4 >> 4
        assertEquals(-8.0, LaneOp.WRAP_TO_I4.apply(8));
        assertEquals(7.0, LaneOp.WRAP_TO_I4.apply(-9));
        assertEquals(1.0, LaneOp.WRAP_TO_I4.apply(49));
        assertEquals(-8.0, LaneOp.WRAP_TO_I4.apply(-56));
        assertEquals(0.0, LaneOp.WRAP_TO_I4.apply(16384));
        assertEquals(-1.0, LaneOp.WRAP_TO_I4.apply(Integer.MAX_VALUE));
        assertEquals(0.0, LaneOp.WRAP_TO_I4.apply(Integer.MIN_VALUE));
    }
}
