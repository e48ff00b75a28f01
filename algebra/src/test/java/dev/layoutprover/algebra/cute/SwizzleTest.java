package dev.layoutprover.algebra.cute;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.text.CuteParser;
import dev.layoutprover.algebra.text.ParseException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** CuTe's Swizzle<B,M,S> and swizzled layouts: values, notation, and the block they keep. */
class SwizzleTest {

    @Test
    void swizzle343XorsBits7To9IntoBits4To6() {
        OffsetSwizzle s = new OffsetSwizzle(3, 4, 3);
        assertEquals(144, s.apply(128));
        assertEquals(920, s.apply(1000));
        assertEquals(15, s.apply(15));
        assertEquals(1024 + 144, s.apply(1024 + 128));
        assertEquals(10, s.blockBits());
    }

    @Test
    void aNegativeShiftReadsBelowAndWritesAbove() {
        OffsetSwizzle s = new OffsetSwizzle(2, 0, -3);
        assertEquals(0b11011, s.apply(0b00011));
        assertEquals(0b00011, s.apply(0b11011));
    }

    @Test
    void aSwizzledLayoutSwizzlesTheLayoutsValue() {
        SwizzledLayout f = CuteParser.swizzled("Sw<3,4,3> o (8,128):(128,1)");
        assertEquals(List.of(new OffsetSwizzle(3, 4, 3)), f.swizzles());
        assertEquals(144, f.apply(1));
        assertEquals(128 * 7 + 8 ^ (7 << 4), f.apply(7 + 8 * 8));
        assertEquals(1024, f.size());
        assertEquals("Sw<3,4,3> o (8,128):(128,1)", f.toString());
        assertEquals(0, f.lower());
        assertEquals(1024, f.upper());
    }

    @Test
    void everySwizzledValueIsTheBitwiseFormula() {
        SwizzledLayout f = CuteParser.swizzled("Sw<2,1,3> o (16,4):(4,1)");
        for (long i = 0; i < f.size(); i++) {
            long x = f.layout().apply(i);
            assertEquals(x ^ ((x & (0b11L << 4)) >> 3), f.apply(i), "at " + i);
        }
    }

    @Test
    void swizzlesComposeOutermostFirst() {
        SwizzledLayout twice = CuteParser.swizzled("Sw<3,4,3> o Sw<3,4,3> o 1024:1");
        for (long i = 0; i < 1024; i++) {
            assertEquals(i, twice.apply(i));
        }
        SwizzledLayout two = CuteParser.swizzled("Sw<1,0,1> o Sw<1,1,1> o 4:1");
        assertEquals(new OffsetSwizzle(1, 0, 1).apply(new OffsetSwizzle(1, 1, 1).apply(2)), two.apply(2));
    }

    @Test
    void aSwizzleThatWouldReadTheBitsItWritesIsRefusedAtItsColumn() {
        ParseException e = assertThrows(ParseException.class, () -> CuteParser.swizzled("Sw<3,4,2> o 8:1"));
        assertTrue(e.getMessage().contains("|S| must be at least B"), e.getMessage());
        assertEquals(1, e.column());
        ParseException o = assertThrows(ParseException.class, () -> CuteParser.swizzled("Sw<3,4,3> (8,128):(128,1)"));
        assertTrue(o.getMessage().contains("expected 'o'"), o.getMessage());
        ParseException big = assertThrows(ParseException.class, () -> CuteParser.swizzled("Sw<30,10,30> o 8:1"));
        assertTrue(big.getMessage().contains("at most 62"), big.getMessage());
    }

    @Test
    void aPlainLayoutIsASwizzledLayoutWithoutSwizzles() {
        SwizzledLayout f = CuteParser.swizzled("(3,2):(2,-3)");
        assertTrue(f.isPlain());
        assertEquals(1, f.apply(5));
        assertEquals(-3, f.lower());
        assertEquals(5, f.upper());
    }
}
