package dev.layoutprover.algebra.xla;

import dev.layoutprover.algebra.MappingException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The linear index of an element under a tiled XLA layout, by the formula of XLA's tiled-layout
 * description:
 * {@code linear_index_with_tile(e, d, t) = linear_index((⌊e/t⌋, e mod t), (⌈d/t⌉, t))}, applied to
 * the physical (major-to-minor) dimensions, once per tile, each tile to the most minor dimensions
 * of the shape the previous tile produced; {@code *} entries first merge a dimension into the next
 * more minor one ({@code e' = e_i·d_{i-1} + e_{i-1}}).
 *
 * <p>Example: in {@code f32[3,5]{1,0:T(2,2)}}, element {@code (2,3)} has tile index {@code (1,1)}
 * and in-tile index {@code (0,1)}; in {@code (2,3,2,2)} that is
 * {@code (1·3 + 1)·2·2 + (0·2 + 1) = 17}.
 */
public final class TiledIndex {

    private TiledIndex() {}

    /** The physical dimensions after all tiles, major to minor: {@code [2,3,2,2]} for the example. */
    public static List<Long> tiledShape(XlaShape shape) {
        return tiledShape(shape.dimensions(), shape.minorToMajor(), shape.tiles());
    }

    /** As {@link #tiledShape(XlaShape)}; also checks that each tile fits the shape it applies to. */
    static List<Long> tiledShape(List<Long> dimensions, List<Integer> minorToMajor, List<Tile> tiles) {
        long[] s = physical(dimensions, minorToMajor, dimensions.stream().mapToLong(Long::longValue).toArray());
        try {
            for (int i = 0; i < tiles.size(); i++) {
                Tile t = tiles.get(i);
                if (t.rank() > s.length) {
                    throw new MappingException("tile " + (i + 1) + " " + t + " has " + t.rank()
                            + " dimensions, but the shape it applies to has only " + s.length);
                }
                s = tile(s, null, t)[0];
            }
            List<Long> out = new ArrayList<>();
            long size = 1;
            for (long d : s) {
                out.add(d);
                size = Math.multiplyExact(size, d);
            }
            return out;
        } catch (ArithmeticException e) {
            throw new MappingException("the buffer of dimensions " + dimensions + " with tiles " + tiles
                    + " has more than 2^63 - 1 positions");
        }
    }

    /** The number of buffer positions, padding included: 24 for {@code f32[3,5]{1,0:T(2,2)}}. */
    public static long bufferSize(XlaShape shape) {
        long n = 1;
        for (long d : tiledShape(shape)) {
            n = Math.multiplyExact(n, d);
        }
        return n;
    }

    /**
     * The buffer position of the element with logical index {@code element} (one coordinate per
     * logical dimension, each below its extent).
     */
    public static long linearIndex(XlaShape shape, long... element) {
        if (element.length != shape.rank()) {
            throw new IllegalArgumentException("element " + Arrays.toString(element) + " has " + element.length
                    + " coordinates, but " + shape + " has rank " + shape.rank());
        }
        for (int i = 0; i < element.length; i++) {
            if (element[i] < 0 || element[i] >= shape.dimensions().get(i)) {
                throw new IllegalArgumentException("coordinate " + element[i] + " of dimension " + i
                        + " is outside [0, " + shape.dimensions().get(i) + ")");
            }
        }
        long[] d = physical(shape.dimensions(), shape.minorToMajor(),
                shape.dimensions().stream().mapToLong(Long::longValue).toArray());
        long[] e = physical(shape.dimensions(), shape.minorToMajor(), element);
        for (Tile t : shape.tiles()) {
            long[][] next = tile(d, e, t);
            d = next[0];
            e = next[1];
        }
        return linearIndex(e, d);
    }

    /** Row-major {@code e_n·d_{n-1}…d_1 + … + e_1}, most major first. */
    public static long linearIndex(long[] e, long[] d) {
        long index = 0;
        for (int i = 0; i < d.length; i++) {
            index = Math.addExact(Math.multiplyExact(index, d[i]), e[i]);
        }
        return index;
    }

    /** {@code values} of the logical dimensions, reordered major to minor. */
    static long[] physical(List<Long> dimensions, List<Integer> minorToMajor, long[] values) {
        int n = dimensions.size();
        long[] out = new long[n];
        for (int j = 0; j < n; j++) {
            out[j] = values[minorToMajor.get(n - 1 - j)];
        }
        return out;
    }

    /**
     * One tile applied to shape {@code d} (and index {@code e}, unless null): the dimensions before
     * the tile's suffix stay; the suffix, after combining, becomes tile counts then tile extents.
     * Returns {@code {shape, index}}.
     */
    private static long[][] tile(long[] d, long[] e, Tile tile) {
        int k = tile.rank();
        int prefix = d.length - k;
        List<long[]> dims = new ArrayList<>();
        long accSize = 1;
        long accIndex = 0;
        for (int j = 0; j < k; j++) {
            accSize = Math.multiplyExact(accSize, d[prefix + j]);
            accIndex = e == null ? 0 : Math.addExact(Math.multiplyExact(accIndex, d[prefix + j]), e[prefix + j]);
            long t = tile.dimensions().get(j);
            if (t != Tile.COMBINE) {
                dims.add(new long[] {accSize, accIndex, t});
                accSize = 1;
                accIndex = 0;
            }
        }
        int m = dims.size();
        long[] shape = new long[prefix + 2 * m];
        long[] index = new long[prefix + 2 * m];
        for (int j = 0; j < prefix; j++) {
            shape[j] = d[j];
            index[j] = e == null ? 0 : e[j];
        }
        for (int j = 0; j < m; j++) {
            long size = dims.get(j)[0];
            long at = dims.get(j)[1];
            long t = dims.get(j)[2];
            shape[prefix + j] = Math.ceilDiv(size, t);
            shape[prefix + m + j] = t;
            index[prefix + j] = Math.floorDiv(at, t);
            index[prefix + m + j] = Math.floorMod(at, t);
        }
        return new long[][] {shape, index};
    }
}
