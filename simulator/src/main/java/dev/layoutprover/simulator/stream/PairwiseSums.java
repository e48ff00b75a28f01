package dev.layoutprover.simulator.stream;

/**
 * The contraction tree of one block of a packet, written out: the products {@code x[i + j] ·
 * w[a + j]} of a block of {@code 2^depth} neighbours summed pairwise, level by level, in
 * {@code f32} ({@code sum(depth) = sum(depth - 1, left half) + sum(depth - 1, right half)}), the
 * same roundings in the same order as the tree, with no loop and no intermediate array; blocks
 * of up to 32 elements become straight-line code once the small methods are inlined.
 *
 * <p>Example: {@code sum(x, 0, w, 0, 2)} is {@code (x0·w0 + x1·w1) + (x2·w2 + x3·w3)}.
 */
final class PairwiseSums {

    private PairwiseSums() {}

    /** The pairwise sum of the {@code 2^depth} products from {@code x[i]}, {@code w[a]}. */
    static float sum(float[] x, int i, float[] w, int a, int depth) {
        return switch (depth) {
            case 0 -> x[i] * w[a];
            case 1 -> two(x, i, w, a);
            case 2 -> four(x, i, w, a);
            case 3 -> eight(x, i, w, a);
            case 4 -> sixteen(x, i, w, a);
            case 5 -> thirtyTwo(x, i, w, a);
            default -> sum(x, i, w, a, depth - 1) + sum(x, i + (1 << (depth - 1)), w, a + (1 << (depth - 1)), depth - 1);
        };
    }

    private static float two(float[] x, int i, float[] w, int a) {
        return x[i] * w[a] + x[i + 1] * w[a + 1];
    }

    private static float four(float[] x, int i, float[] w, int a) {
        return two(x, i, w, a) + two(x, i + 2, w, a + 2);
    }

    private static float eight(float[] x, int i, float[] w, int a) {
        return four(x, i, w, a) + four(x, i + 4, w, a + 4);
    }

    private static float sixteen(float[] x, int i, float[] w, int a) {
        return eight(x, i, w, a) + eight(x, i + 8, w, a + 8);
    }

    private static float thirtyTwo(float[] x, int i, float[] w, int a) {
        return sixteen(x, i, w, a) + sixteen(x, i + 16, w, a + 16);
    }

    /**
     * The integer counterpart: {@code 2^depth} products summed with wrapping 32-bit additions,
     * whose result does not depend on their order.
     */
    static int sum(int[] x, int i, int[] w, int a, int depth) {
        int n = 1 << depth;
        int s = 0;
        for (int j = 0; j < n; j++) {
            s += x[i + j] * w[a + j];
        }
        return s;
    }
}
