package dev.layoutprover.algebra.cute;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.text.CuteParser;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The facts of seed 003 (CuTe index to coordinate), as the seed states them. */
class CuteIndexToCoordinateSeedTest {

    @Test
    void layoutFunctionOfThreeTwoAtFiveIsSeven() {
        CuteLayout l = CuteParser.parse("(3,2):(2,3)");
        assertEquals(7, l.apply(5));
        // f_L(5) = f_L(5 mod 3) + f_L(⌊5/3⌋ mod 2 · 3) = f_L(2) + f_L(3) = 4 + 3
        assertEquals(4, l.apply(2));
        assertEquals(3, l.apply(3));
        assertEquals(IntTuple.flat(2, 1), l.coordinate(5));
        assertEquals(7, l.apply(IntTuple.flat(2, 1)));
    }

    @Test
    void layoutFunctionIsTheSumOverModesOfItsOneHotParts() {
        CuteLayout l = CuteParser.parse("(3,4,2):(5,1,17)");
        for (long x = 0; x < l.size(); x++) {
            long x0 = x % 3;
            long x1 = (x / 3) % 4 * 3;
            long x2 = (x / 12) % 2 * 12;
            assertEquals(l.apply(x0) + l.apply(x1) + l.apply(x2), l.apply(x), "at " + x);
        }
    }

    @Test
    void colexicographicIsomorphismIsABijectionWithTheFirstModeFastest() {
        IntTuple shape = IntTuple.flat(3, 4, 2);
        Set<IntTuple> seen = new HashSet<>();
        for (long x = 0; x < 24; x++) {
            IntTuple c = Coordinates.idx2crd(x, shape);
            assertEquals(IntTuple.flat(x % 3, (x / 3) % 4, (x / 12) % 2), c);
            long back = c.mode(0).value() + c.mode(1).value() * 3 + c.mode(2).value() * 12;
            assertEquals(x, back);
            assertTrue(seen.add(c));
        }
        assertEquals(24, seen.size());
    }

    @Test
    void nestedShapesSplitColexicographicallyInsideEachMode() {
        IntTuple shape = IntTuple.tuple(IntTuple.flat(2, 3), IntTuple.of(4));
        assertEquals(IntTuple.tuple(IntTuple.flat(1, 2), IntTuple.of(0)), Coordinates.idx2crd(5, shape));
        assertEquals(IntTuple.tuple(IntTuple.flat(1, 2), IntTuple.of(3)), Coordinates.idx2crd(23, shape));
        assertThrows(IllegalArgumentException.class, () -> Coordinates.idx2crd(24, shape));
    }

    @Test
    void compactInverseNeedsNoSortingAndInvertsTheLayoutFunction() {
        for (String text : List.of("(3,2):(2,1)", "(3,2):(1,3)", "(2,4,3):(12,1,4)", "((2,3),4):((1,2),6)",
                "((2,3),(2,2)):((6,1),(3,12))", "(1,5):(0,1)")) {
            CuteLayout l = CuteParser.parse(text);
            assertTrue(l.isCompact(), text);
            for (long x = 0; x < l.size(); x++) {
                IntTuple crd = l.coordinate(x);
                long index = l.apply(crd);
                assertEquals(crd, l.coordinateOf(index), text + " at " + crd);
                assertEquals(sortedInverse(l, index), l.coordinateOf(index).flatten(), text + " at " + index);
            }
        }
    }

    /** The seed's naive algorithm: sort by stride, split the index by the sorted shape, permute back. */
    private static List<Long> sortedInverse(CuteLayout l, long index) {
        List<Long> shape = l.shape().flatten();
        List<Long> stride = l.stride().flatten();
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < shape.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparingLong(stride::get));
        long[] crd = new long[shape.size()];
        long rest = index;
        for (int i : order) {
            crd[i] = rest % shape.get(i);
            rest /= shape.get(i);
        }
        List<Long> out = new ArrayList<>();
        for (long c : crd) {
            out.add(c);
        }
        return out;
    }

    @Test
    void inverseOfANonCompactLayoutIsRefused() {
        CuteLayout l = CuteParser.parse("(3,2):(2,3)");
        assertFalse(l.isCompact());
        assertFalse(CuteParser.parse("(2,2):(1,1)").isCompact());
        assertFalse(CuteParser.parse("(4,2):(0,1)").isCompact());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> l.coordinateOf(3));
        assertTrue(e.getMessage().contains("not compact"), e.getMessage());
    }

    @Test
    void sizeAndCosize() {
        assertEquals(6, CuteParser.parse("(3,2):(2,3)").size());
        assertEquals(8, CuteParser.parse("(3,2):(2,3)").cosize());
        assertEquals(24, CuteParser.parse("((2,3),4):((1,2),6)").cosize());
        assertEquals(2, CuteParser.parse("(4,2):(0,1)").cosize());
        assertEquals(8, CuteParser.parse("8:1").size());
    }

    @Test
    void layoutsPrintAsCutePrintsThem() {
        for (String text : List.of("(3,2):(2,3)", "((2,3),4):((1,2),6)", "8:1", "(4,2):(0,1)", "(3):(1)", "():()")) {
            assertEquals(text, CuteParser.parse(text).toString());
        }
        assertEquals("(3,2):(2,3)", CuteParser.parse(" ( 3 , 2 ) : ( 2 , 3 ) ").toString());
        assertEquals(IntTuple.of(8), CuteParser.parse("8:1").shape());
    }
}
