package dev.layoutprover.algebra.xla;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.text.XlaParser;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The facts of seed 001 (XLA tiled layout), as the seed states them. */
class XlaTiledLayoutSeedTest {

    private static final XlaShape FIGURE_1 = XlaParser.parse("f32[3,5]{1,0:T(2,2)}");
    private static final XlaShape FIGURE_2 = XlaParser.parse("f32[4,8]{1,0:T(2,4)(2,1)}");

    @Test
    void elementTwoThreeOfFigureOneIsAtSeventeen() {
        assertEquals(17, TiledIndex.linearIndex(FIGURE_1, 2, 3));
        assertEquals(17, PadReshapeTranspose.position(FIGURE_1, 2, 3));
        assertEquals(List.of(2L, 3L, 2L, 2L), TiledIndex.tiledShape(FIGURE_1));
        assertEquals(24, TiledIndex.bufferSize(FIGURE_1));
        // linear_index((1,1,0,1), (2,3,2,2)) = (1·3 + 1)·2·2 + (0·2 + 1)
        assertEquals(17, TiledIndex.linearIndex(new long[] {1, 1, 0, 1}, new long[] {2, 3, 2, 2}));
    }

    @Test
    void figureOneNumbersTheElementsTileByTile() {
        long[][] expected = {
            {0, 1, 4, 5, 8},
            {2, 3, 6, 7, 10},
            {12, 13, 16, 17, 20},
        };
        assertNumbering(FIGURE_1, expected);
    }

    @Test
    void figureOneIsPadReshapeTranspose() {
        assertEquals("[transpose [0, 1], pad to [4, 6], reshape to [2, 2, 3, 2], transpose [0, 2, 1, 3]]",
                PadReshapeTranspose.steps(FIGURE_1).toString());
        assertEquals(List.of(2L, 3L, 2L, 2L), asList(PadReshapeTranspose.finalShape(FIGURE_1)));
    }

    @Test
    void figureOneAsAMappingHoldsEveryElementWherePaddingIsOutOfBounds() {
        Mapping m = XlaTranslation.toMapping(FIGURE_1);
        assertEquals("D0 # 4 / 2, D1 # 6 / 2, D0 # 4 % 2, D1 # 6 % 2", m.toString());
        assertEquals(24, m.size());
        assertEquals(Slot.of(TensorIndex.of("D0", 2, "D1", 3)), m.at(17));
        // Position 9 is padding: column 5 does not exist.
        assertEquals(Slot.of(TensorIndex.of("D1", 5)), m.at(9));
        // Position 14 is padding: row 3 does not exist.
        assertEquals(Slot.of(TensorIndex.of("D0", 3)), m.at(14));
        assertAgreesWithFormula(FIGURE_1, m);
    }

    @Test
    void figureTwoRepeatsTilingAndPairsRowsInsideEachTile() {
        long[][] expected = {
            {0, 2, 4, 6, 8, 10, 12, 14},
            {1, 3, 5, 7, 9, 11, 13, 15},
            {16, 18, 20, 22, 24, 26, 28, 30},
            {17, 19, 21, 23, 25, 27, 29, 31},
        };
        assertNumbering(FIGURE_2, expected);
        assertEquals(List.of(2L, 2L, 1L, 4L, 2L, 1L), TiledIndex.tiledShape(FIGURE_2));
        assertTranslation("D0 / 2, D1 / 4, D1 % 4, D0 % 2", FIGURE_2);
    }

    @Test
    void tpuBf16TilingGathersTwoRowsIntoEachWord() {
        XlaShape s = XlaParser.parse("bf16[16,256]{1,0:T(8,128)(2,1)}");
        assertEquals(List.of(2L, 2L, 4L, 128L, 2L, 1L), TiledIndex.tiledShape(s));
        for (long r = 0; r < 16; r++) {
            for (long c = 0; c < 256; c++) {
                long expected = ((r / 8) * 2 + c / 128) * 1024 + ((r % 8) / 2 * 128 + c % 128) * 2 + r % 2;
                assertEquals(expected, TiledIndex.linearIndex(s, r, c));
                assertEquals(expected, PadReshapeTranspose.position(s, r, c));
            }
        }
        assertEquals(0, TiledIndex.linearIndex(s, 0, 0));
        assertEquals(1, TiledIndex.linearIndex(s, 1, 0), "rows 0 and 1 share a 32-bit word");
        assertEquals(2, TiledIndex.linearIndex(s, 0, 1));
        assertEquals(256, TiledIndex.linearIndex(s, 2, 0));
        assertEquals(1024, TiledIndex.linearIndex(s, 0, 128));
        assertEquals(2048, TiledIndex.linearIndex(s, 8, 0));
        assertEquals(4095, TiledIndex.linearIndex(s, 15, 255));
        assertTranslation("D0 / 8, D1 / 128, D0 % 8 / 2, D1 % 128, D0 % 2", s);
    }

    @Test
    void tpuTileLargerThanTheArrayLeavesHoles() {
        XlaShape s = XlaParser.parse("bf16[3,5]{1,0:T(8,128)(2,1)}");
        assertEquals(1024, TiledIndex.bufferSize(s));
        Mapping m = XlaTranslation.toMapping(s);
        assertEquals(1024, m.size());
        assertEquals(Slot.of(TensorIndex.of("D0", 2, "D1", 4)), m.at(TiledIndex.linearIndex(s, 2, 4)));
        assertTrue(m.at(TiledIndex.linearIndex(s, 2, 4) + 2 * 128).isHole(), "row 6 of the tile is a hole");
        assertAgreesWithFormula(s, m);
    }

    @Test
    void starCombinesADimensionWithTheNextMinorOne() {
        XlaShape s = XlaParser.parse("f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}");
        assertEquals("f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}", s.toString());
        assertEquals(List.of(56L, 37L, 2L, 3L), TiledIndex.tiledShape(s));
        // Element (1,6,7,10,9) is (1·56 + 6·8 + 7, 10·10 + 9) = (111, 109) in the combined 112×110 array.
        long expected = (111 / 2 * 37 + 109 / 3) * 6 + (111 % 2) * 3 + 109 % 3;
        assertEquals(expected, TiledIndex.linearIndex(s, 1, 6, 7, 10, 9));
        assertEquals(expected, PadReshapeTranspose.position(s, 1, 6, 7, 10, 9));
        assertEquals(s, XlaParser.parse("f32[2,7,8,11,10]{4,3,2,1,0:T(-1,-1,2,-1,3)}"));
        MappingException e = assertThrows(MappingException.class, () -> XlaTranslation.toMapping(s));
        assertTrue(e.getMessage().contains("without carry"), e.getMessage());
    }

    @Test
    void combinedDimensionsSplitWithoutCarryTranslate() {
        assertTranslation("D0, D1 / 2, D2 / 3, D1 % 2, D2 % 3", XlaParser.parse("f32[3,4,6]{2,1,0:T(*,2,3)}"));
        assertTranslation("D0 # 4 / 2, D2 / 3, D0 # 4 % 2, D1, D2 % 3", XlaParser.parse("f32[3,4,6]{2,1,0:T(*,8,3)}"));
    }

    @Test
    void minorToMajorChoosesThePhysicalOrder() {
        XlaShape s = XlaParser.parse("f32[3,5]{0,1}");
        assertEquals("D1, D0", XlaTranslation.toMapping(s).toString());
        assertEquals(1 * 3 + 2, TiledIndex.linearIndex(s, 2, 1));
        assertEquals("f32[3,5]{1,0}", XlaParser.parse("f32[3,5]").toString());
        assertEquals("f32[]", XlaParser.parse("f32[]").toString());
        assertEquals("1", XlaTranslation.toMapping(XlaParser.parse("f32[]")).toString());
    }

    private static void assertNumbering(XlaShape s, long[][] expected) {
        for (int r = 0; r < expected.length; r++) {
            for (int c = 0; c < expected[r].length; c++) {
                assertEquals(expected[r][c], TiledIndex.linearIndex(s, r, c), "formula at (" + r + "," + c + ")");
                assertEquals(expected[r][c], PadReshapeTranspose.position(s, r, c), "pad-reshape-transpose at (" + r + "," + c + ")");
            }
        }
    }

    /** The mapping of {@code s} prints as {@code expected} and agrees with the formula. */
    private static void assertTranslation(String expected, XlaShape s) {
        Mapping m = XlaTranslation.toMapping(s);
        assertEquals(expected, m.toString());
        assertAgreesWithFormula(s, m);
    }

    /**
     * Every element is stored exactly at its formula position; every other position is a hole or
     * holds an index outside the axis sizes.
     */
    static void assertAgreesWithFormula(XlaShape s, Mapping m) {
        List<Axis> axes = XlaTranslation.defaultAxes(s);
        assertEquals(TiledIndex.bufferSize(s), m.size());
        Evaluator ev = Evaluator.of(m, axes);
        boolean[] hit = new boolean[Math.toIntExact(m.size())];
        long[] out = new long[axes.size()];
        XlaShapes.forEachElement(s, e -> {
            long p = TiledIndex.linearIndex(s, e);
            hit[(int) p] = true;
            assertTrue(ev.evaluate(p, out), "element at position " + p + " is a hole");
            for (int i = 0; i < s.rank(); i++) {
                assertEquals(e[i], out[i], "axis D" + i + " at position " + p);
            }
        });
        for (long p = 0; p < m.size(); p++) {
            if (!hit[(int) p] && ev.evaluate(p, out)) {
                boolean outOfBounds = false;
                for (int i = 0; i < s.rank(); i++) {
                    outOfBounds |= out[i] >= s.dimensions().get(i);
                }
                assertTrue(outOfBounds, "padding position " + p + " holds an in-bounds index");
            }
        }
    }

    private static List<Long> asList(long[] v) {
        return java.util.Arrays.stream(v).boxed().toList();
    }
}
