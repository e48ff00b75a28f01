package dev.layoutprover.algebra.cute;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.gen.Swizzles;
import java.util.BitSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Swizzles checked against brute-force enumeration of their block: a bijection onto it, their own
 * inverse, and equal to a bit-by-bit reference built from the definition.
 */
class SwizzleProperties {

    @Provide
    Arbitrary<OffsetSwizzle> swizzles() {
        return Swizzles.parameters(3);
    }

    @Property
    void aSwizzleIsABijectionOnItsBlock(@ForAll("swizzles") OffsetSwizzle s) {
        int n = 1 << s.blockBits();
        BitSet seen = new BitSet(n);
        for (int x = 0; x < n; x++) {
            long y = s.apply(x);
            assertTrue(y >= 0 && y < n, s + " sends " + x + " out of its block to " + y);
            assertTrue(!seen.get((int) y), s + " sends two offsets to " + y);
            seen.set((int) y);
        }
        assertEquals(n, seen.cardinality());
    }

    @Property
    void aSwizzleIsItsOwnInverse(@ForAll("swizzles") OffsetSwizzle s, @ForAll("offsets") long x) {
        assertEquals(x, s.apply(s.apply(x)));
    }

    @Property
    void aSwizzleFlipsEachWrittenBitByItsReadBit(@ForAll("swizzles") OffsetSwizzle s, @ForAll("offsets") long x) {
        long expected = x;
        for (int k = 0; k < s.bits(); k++) {
            long readBit = (x >> (s.readBit() + k)) & 1;
            expected ^= readBit << (s.writeBit() + k);
        }
        assertEquals(expected, s.apply(x));
    }

    @Provide
    Arbitrary<Long> offsets() {
        return Arbitraries.longs().between(-5000, 1L << 20);
    }
}
