package dev.layoutprover.algebra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Every example of seed 000 (Mapping Expressions), as the seed states it. */
class MappingExpressionsSeedTest {

    private static final Declarations AB = DeclarationsParser.ofAxes("axes![A = 8, B = 512]");

    private static TensorIndex i(Object... axisValues) {
        return TensorIndex.of(axisValues);
    }

    @Test
    void symbolHoldsItsPositionOnItsAxis() {
        Declarations d = DeclarationsParser.ofAxes("A = 8");
        Mapping e = MappingParser.parse("m![A]", d);
        assertEquals(8, e.size());
        for (long p = 0; p < e.size(); p++) {
            assertEquals(Slot.of(i("A", p)), e.at(p));
        }
        assertEquals(Slot.hole(), e.at(e.size()));
        assertEquals(Slot.of(TensorIndex.EMPTY), e.at(0), "A: 0 is the empty index");
    }

    @Test
    void pairPlacesTheMajorAxisFirst() {
        Mapping e = MappingParser.parse("m![A, B]", AB);
        assertEquals(4096, e.size());
        assertEquals(Slot.of(i("A", 1, "B", 7)), e.at(519));
        assertEquals(Slot.of(i("A", 2, "B", 7)), e.at(2 * 512 + 7));
        for (long p = 0; p < e.size(); p += 97) {
            assertEquals(Slot.of(i("A", p / 512, "B", p % 512)), e.at(p));
        }
        assertEquals(Slot.hole(), e.at(e.size()));
    }

    @Test
    void identityHasOnePositionHoldingTheEmptyIndex() {
        Mapping e = MappingParser.parse("m![1]", AB);
        assertEquals(1, e.size());
        assertEquals(Slot.of(TensorIndex.EMPTY), e.at(0));
        assertEquals(Slot.hole(), e.at(1));
    }

    @Test
    void paddingLeavesHolesAtTheEndOfEachRow() {
        Mapping e = MappingParser.parse("m![C, D # 64]", DeclarationsParser.ofAxes("axes![C = 13, D = 61]"));
        assertEquals(13 * 64, e.size());
        assertEquals(Slot.of(i()), e.at(0));
        assertEquals(Slot.of(i("D", 60)), e.at(60));
        assertTrue(e.at(61).isHole());
        assertTrue(e.at(62).isHole());
        assertTrue(e.at(63).isHole());
        assertEquals(Slot.of(i("C", 1)), e.at(64));
    }

    @Test
    void resizeKeepsTheFirstElements() {
        Mapping e = MappingParser.parse("m![C, D = 2]", DeclarationsParser.ofAxes("axes![C = 2, D = 3]"));
        assertEquals(4, e.size());
        assertEquals(Slot.of(i()), e.at(0));
        assertEquals(Slot.of(i("D", 1)), e.at(1));
        assertEquals(Slot.of(i("C", 1)), e.at(2));
        assertEquals(Slot.of(i("C", 1, "D", 1)), e.at(3));
        assertTrue(e.at(4).isHole());
    }

    @Test
    void aResizePastTheEndHoldsNothingThereAsTopPaddingDoes() {
        Declarations d = DeclarationsParser.ofAxes("axes![S = 1024]");
        Mapping resized = MappingParser.parse("m![S % 2 = 8]", d);
        assertEquals(8, resized.size());
        assertEquals(Slot.of(i()), resized.at(0));
        assertEquals(Slot.of(i("S", 1)), resized.at(1));
        for (long p = 2; p < 8; p++) {
            assertTrue(resized.at(p).isHole(), "position " + p);
        }
        assertEquals(MappingParser.parse("m![S % 2 # 8]", d), resized);
        assertEquals(Mapping.Resize.class, MappingParser.parse("m![S % 4 = 2]", d).getClass());
    }

    @Test
    void strideAndModuloSplitAnAxisIntoBlocks() {
        Mapping d1 = MappingParser.parse("m![B / 64]", AB);
        Mapping d2 = MappingParser.parse("m![B % 64]", AB);
        assertEquals(8, d1.size());
        assertEquals(64, d2.size());
        for (long p = 0; p < 8; p++) {
            assertEquals(Slot.of(i("B", 64 * p)), d1.at(p));
        }
        assertTrue(d1.at(8).isHole());
        for (long p = 0; p < 64; p++) {
            assertEquals(Slot.of(i("B", p)), d2.at(p));
        }
        assertTrue(d2.at(64).isHole());
        Mapping e = MappingParser.parse("m![B / 64, B % 64]", AB);
        Mapping b = MappingParser.parse("m![B]", AB);
        for (long p = 0; p < 512; p++) {
            assertEquals(b.at(p), e.at(p));
        }
        assertEquals(Slot.of(i("B", 130)), e.at(130));
        assertTrue(e.at(512).isHole());
    }

    @Test
    void strideModuloTableOfSixteen() {
        Mapping e = MappingParser.parse("m![B / 4, B % 4]", DeclarationsParser.ofAxes("B = 16"));
        for (long row = 0; row < 4; row++) {
            for (long col = 0; col < 4; col++) {
                assertEquals(Slot.of(i("B", 4 * row + col)), e.at(4 * row + col));
            }
        }
    }

    @Test
    void nestedStrideRearrangesBits() {
        Mapping e = MappingParser.parse("m![B / 64, B % 32, B / 32 % 2]", AB);
        for (long a = 0; a < 8; a++) {
            for (long j = 0; j < 32; j++) {
                for (long k = 0; k < 2; k++) {
                    assertEquals(Slot.of(i("B", 64 * a + j + 32 * k)), e.at(64 * a + 2 * j + k));
                }
            }
        }
        assertEquals(Slot.of(i("B", 97)), e.at(67));
        assertTrue(e.at(512).isHole());
    }

    @Test
    void escapeIsTheSameAsWritingTheAliasOut() {
        Declarations d = DeclarationsParser.parse("type L = m![A]; type R = m![B]", AB);
        Mapping escaped = MappingParser.parse("m![{ L }, { R }]", d);
        Mapping plain = MappingParser.parse("m![A, B]", d);
        assertEquals(plain.size(), escaped.size());
        for (long p = 0; p < plain.size(); p++) {
            assertEquals(plain.at(p), escaped.at(p));
        }
    }

    @Test
    void skewedAxisShiftsEachRowAndWraps() {
        Declarations d = DeclarationsParser.ofAxes("axes![A = 4, B = 4]; B' = B - A");
        Mapping e = MappingParser.parse("m![A, B' = 4]", d);
        long[][] table = {
            {0, 0, 0, 0}, {0, 1, 0, 1}, {0, 2, 0, 2}, {0, 3, 0, 3},
            {1, 0, 1, 1}, {1, 1, 1, 2}, {1, 2, 1, 3}, {1, 3, 1, 0},
        };
        for (long[] row : table) {
            long position = row[0] * 4 + row[1];
            assertEquals(Slot.of(i("A", row[2], "B", row[3])), e.at(position), "position " + position);
        }
        Evaluator ev = Evaluator.of(e);
        assertTrue(ev.wrapsAt(7), "(A, B') = (1, 3) wraps to B = 0");
        assertTrue(!ev.wrapsAt(6));
    }

    @Test
    void slidingWindowHoldsSeveralIndicesAtOnePosition() {
        Mapping e = MappingParser.parse("m![$(N:1, F:2)]", DeclarationsParser.ofAxes("N = 5, F = 3"));
        assertEquals(9, e.size());
        assertEquals(Set.of(i("N", 4), i("N", 2, "F", 1), i("F", 2)), e.at(4).indices());
        for (long n = 0; n < 5; n++) {
            for (long f = 0; f < 3; f++) {
                assertTrue(e.at(n + 2 * f).indices().contains(i("N", n, "F", f)));
            }
        }
        assertEquals(Slot.of(i()), e.at(0));
        assertEquals(Slot.of(i("N", 4, "F", 2)), e.at(8));
    }

    @Test
    void outerSumIsTheLinearCombinationWithTheRightStrides() {
        Declarations d = DeclarationsParser.ofAxes("N = 5, F = 3");
        Mapping outer = MappingParser.parse("m![N * F]", d);
        Mapping linear = MappingParser.parse("m![$(N:3, F:1)]", d);
        assertEquals(linear.size(), outer.size());
        for (long p = 0; p < outer.size(); p++) {
            assertEquals(linear.at(p), outer.at(p));
        }
    }
}
