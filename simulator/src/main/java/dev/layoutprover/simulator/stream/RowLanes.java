package dev.layoutprover.simulator.stream;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * The contraction trees of every Row of a slice at once, the Rows as the lanes of one vector: for
 * each element of a block, the Rows' weights are one vector (the TRF rows transposed), multiplied by
 * the data element, and the products are summed by the pairwise tree of {@link PairwiseSums}, level
 * by level, lane by lane. Each lane takes the same roundings in the same order as that Row's tree, so
 * the sums are the tree's, bit for bit. Uses the Vector API: load this class only where
 * {@link VectorModule#PRESENT} says its module is in the boot layer (the launcher adds it for the
 * commands that move data).
 *
 * <p>Example: with 8 Rows and a block of 4 from element {@code i} and TRF address {@code a}, lane
 * {@code r} holds {@code (x[i]·w_r[a] + x[i+1]·w_r[a+1]) + (x[i+2]·w_r[a+2] + x[i+3]·w_r[a+3])}.
 */
final class RowLanes {

    private final VectorSpecies<Float> species;
    private final int rows;
    /** The Rows' weights transposed: element {@code a} of Row {@code r} at {@code a · rows + r}. */
    private final float[] weights;

    private RowLanes(VectorSpecies<Float> species, float[][] rowWeights) {
        this.species = species;
        this.rows = rowWeights.length;
        int length = rowWeights[0].length;
        weights = new float[length * rows];
        for (int r = 0; r < rows; r++) {
            float[] w = rowWeights[r];
            for (int a = 0; a < length; a++) {
                weights[a * rows + r] = w[a];
            }
        }
    }

    /**
     * The Rows of {@code rowWeights} (one array per Row, all of one length) as lanes, when the
     * number is a vector's lane count (2, 4 or 8); else null.
     */
    static RowLanes of(float[][] rowWeights) {
        if (rowWeights.length == 0 || rowWeights[0].length == 0) {
            return null;
        }
        return switch (rowWeights.length) {
            case 2 -> new RowLanes(FloatVector.SPECIES_64, rowWeights);
            case 4 -> new RowLanes(FloatVector.SPECIES_128, rowWeights);
            case 8 -> new RowLanes(FloatVector.SPECIES_256, rowWeights);
            default -> null;
        };
    }

    /**
     * Every Row's pairwise sum of the {@code 2^depth} products {@code x[i + j] · w_r[a + j]}, into
     * {@code out[0 .. rows)}.
     */
    void sums(float[] x, int i, int a, int depth, float[] out) {
        tree(x, i, a, depth).intoArray(out, 0);
    }

    /**
     * As {@link #sums(float[], int, int, int, float[])}, written as consecutive little-endian
     * {@code f32} values from byte {@code offset} of {@code out} (Row 0 first): the output packet
     * of a contraction with one group per Row.
     */
    void sumsInto(float[] x, int i, int a, int depth, byte[] out, int offset) {
        // the Vector API reinterprets lanes as bytes in little-endian order
        tree(x, i, a, depth).reinterpretAsBytes().intoArray(out, offset);
    }

    private FloatVector tree(float[] x, int i, int a, int depth) {
        return switch (depth) {
            case 0 -> product(x, i, a);
            case 1 -> two(x, i, a);
            case 2 -> four(x, i, a);
            case 3 -> eight(x, i, a);
            case 4 -> sixteen(x, i, a);
            case 5 -> thirtyTwo(x, i, a);
            default -> tree(x, i, a, depth - 1).add(tree(x, i + (1 << (depth - 1)), a + (1 << (depth - 1)), depth - 1));
        };
    }

    private FloatVector product(float[] x, int i, int a) {
        return FloatVector.fromArray(species, weights, a * rows).mul(x[i]);
    }

    private FloatVector two(float[] x, int i, int a) {
        return product(x, i, a).add(product(x, i + 1, a + 1));
    }

    private FloatVector four(float[] x, int i, int a) {
        return two(x, i, a).add(two(x, i + 2, a + 2));
    }

    private FloatVector eight(float[] x, int i, int a) {
        return four(x, i, a).add(four(x, i + 4, a + 4));
    }

    private FloatVector sixteen(float[] x, int i, int a) {
        return eight(x, i, a).add(eight(x, i + 8, a + 8));
    }

    private FloatVector thirtyTwo(float[] x, int i, int a) {
        return sixteen(x, i, a).add(sixteen(x, i + 16, a + 16));
    }
}
