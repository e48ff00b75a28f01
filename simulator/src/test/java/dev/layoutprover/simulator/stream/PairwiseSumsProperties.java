package dev.layoutprover.simulator.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The written-out contraction tree gives, bit for bit, what the tree's definition gives: the
 * products in an array, then level by level {@code v[i] = v[2i] + v[2i + 1]} (infinities, signed
 * zeros and rounding included; a NaN is a NaN, its payload is not something Java fixes for either);
 * the integer sum wraps like the tree's.
 */
class PairwiseSumsProperties {

    @Provide
    Arbitrary<float[]> packets() {
        Arbitrary<Float> f = Arbitraries.oneOf(Arbitraries.floats().between(-1e4f, 1e4f),
                Arbitraries.of(0f, -0f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.MIN_VALUE,
                        Float.MAX_VALUE, 1e-30f, 3e38f),
                Arbitraries.integers().map(Float::intBitsToFloat));
        return f.array(float[].class).ofSize(256);
    }

    @Property(tries = 500)
    void everyDepthAndOffsetGivesTheTreesBits(@ForAll("packets") float[] xs, @ForAll("packets") float[] ws,
            @ForAll @IntRange(min = 0, max = 7) int depth, @ForAll @IntRange(min = 0, max = 7) int shift) {
        int i = shift * 3;
        int a = shift * 5;
        float fast = PairwiseSums.sum(xs, i, ws, a, depth);
        assertEquals(Float.floatToIntBits(tree(xs, i, ws, a, depth)), Float.floatToIntBits(fast));
    }

    @Property(tries = 300)
    void integerSumsWrapLikeTheTree(@ForAll("ints") int[] xs, @ForAll("ints") int[] ws,
            @ForAll @IntRange(min = 0, max = 6) int depth) {
        int n = 1 << depth;
        int[] v = new int[n];
        for (int j = 0; j < n; j++) {
            v[j] = xs[j] * ws[j];
        }
        for (int len = n; len > 1; len >>= 1) {
            for (int k = 0; k < len / 2; k++) {
                v[k] = v[2 * k] + v[2 * k + 1];
            }
        }
        assertEquals(v[0], PairwiseSums.sum(xs, 0, ws, 0, depth));
    }

    @Provide
    Arbitrary<int[]> ints() {
        return Arbitraries.integers().array(int[].class).ofSize(64);
    }

    @Test
    void fourProductsAreSummedAsTwoPairs() {
        float[] x = {1e8f, 1f, -1e8f, 1f};
        float[] w = {1f, 1f, 1f, 1f};
        // (1e8 + 1) + (-1e8 + 1) rounds each pair to ±1e8: the sum is 0, not the 2 of exact arithmetic
        assertEquals(0f, PairwiseSums.sum(x, 0, w, 0, 2));
        assertEquals(0f, tree(x, 0, w, 0, 2));
    }

    /** The tree as defined: the products in an array, then level by level. */
    static float tree(float[] x, int i, float[] w, int a, int depth) {
        int n = 1 << depth;
        float[] v = new float[n];
        for (int j = 0; j < n; j++) {
            v[j] = x[i + j] * w[a + j];
        }
        for (int len = n; len > 1; len >>= 1) {
            for (int k = 0; k < len / 2; k++) {
                v[k] = v[2 * k] + v[2 * k + 1];
            }
        }
        return v[0];
    }
}
