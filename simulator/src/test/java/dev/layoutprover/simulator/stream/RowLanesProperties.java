package dev.layoutprover.simulator.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * Every lane of the Rows' vector trees holds, bit for bit, that Row's tree as defined (the products
 * in an array, then level by level), for 2, 4 and 8 Rows, every depth and offset, and every kind of
 * float (infinities, signed zeros, subnormals, NaN). The build gives the tests the Vector API's
 * module; without it the engines never build these lanes.
 */
class RowLanesProperties {

    @Provide
    Arbitrary<float[][]> rowWeights() {
        return Arbitraries.of(2, 4, 8).flatMap(rows -> floats().array(float[].class).ofSize(96)
                .array(float[][].class).ofSize(rows));
    }

    @Provide
    Arbitrary<float[]> packets() {
        return floats().array(float[].class).ofSize(96);
    }

    private static Arbitrary<Float> floats() {
        return Arbitraries.oneOf(Arbitraries.floats().between(-1e4f, 1e4f),
                Arbitraries.of(0f, -0f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.MIN_VALUE,
                        Float.MAX_VALUE, 1e-30f, 3e38f),
                Arbitraries.integers().map(Float::intBitsToFloat));
    }

    @Property(tries = 400)
    void everyLaneIsItsRowsTree(@ForAll("packets") float[] xs, @ForAll("rowWeights") float[][] ws,
            @ForAll @IntRange(min = 0, max = 6) int depth, @ForAll @IntRange(min = 0, max = 7) int shift) {
        assertTrue(VectorModule.PRESENT, "the tests run with jdk.incubator.vector");
        int i = shift * 3;
        int a = shift * 2;
        RowLanes lanes = RowLanes.of(ws);
        float[] out = new float[ws.length];
        lanes.sums(xs, i, a, depth, out);
        for (int r = 0; r < ws.length; r++) {
            assertEquals(Float.floatToIntBits(PairwiseSumsProperties.tree(xs, i, ws[r], a, depth)),
                    Float.floatToIntBits(out[r]), "Row " + r);
        }
    }

    @Property(tries = 100)
    void theSumsWrittenAsBytesAreTheLittleEndianFloats(@ForAll("packets") float[] xs,
            @ForAll("rowWeights") float[][] ws, @ForAll @IntRange(min = 0, max = 6) int depth,
            @ForAll @IntRange(min = 0, max = 9) int offset) {
        RowLanes lanes = RowLanes.of(ws);
        float[] sums = new float[ws.length];
        lanes.sums(xs, 0, 0, depth, sums);
        byte[] out = new byte[offset + 4 * ws.length + 3];
        lanes.sumsInto(xs, 0, 0, depth, out, offset);
        for (int r = 0; r < ws.length; r++) {
            // a NaN's payload is not something Java fixes from one evaluation to the next: compare NaN as NaN
            assertEquals(Float.floatToIntBits(sums[r]),
                    Float.floatToIntBits(Float.intBitsToFloat(ContractionRun.readInt(out, offset + 4 * r))), "Row " + r);
        }
        for (int b = 0; b < offset; b++) {
            assertEquals(0, out[b], "byte " + b + " before the packet");
        }
    }

    @Test
    void rowCountsThatAreNoVectorsLaneCountHaveNoLanes() {
        assertNull(RowLanes.of(new float[3][8]));
        assertNull(RowLanes.of(new float[16][8]));
        assertNull(RowLanes.of(new float[0][0]));
    }

    @Test
    void eightRowsOfFourProductsAreSummedAsTwoPairsEach() {
        float[] x = {1e8f, 1f, -1e8f, 1f};
        float[][] w = new float[8][4];
        for (int r = 0; r < 8; r++) {
            w[r] = new float[] {1f, r, 1f, r};
        }
        float[] out = new float[8];
        RowLanes.of(w).sums(x, 0, 0, 2, out);
        // Row 0: (1e8 + 0) + (-1e8 + 0) = 0; Row 1: (1e8 + 1) + (-1e8 + 1) rounds each pair to ±1e8: 0, not 2
        assertEquals(0f, out[0]);
        assertEquals(0f, out[1]);
        // Row 7: (1e8 + 7) + (-1e8 + 7) = 100000008 - 99999992 = 16 (each pair rounded to a multiple of 8)
        assertEquals(16f, out[7]);
    }
}
