package dev.layoutprover.algebra.xla;

import java.util.ArrayList;
import java.util.List;

/**
 * The pad–reshape–transpose description of a tiled XLA layout, as a list of {@link ArrayOp}s: put
 * the dimensions in physical order, then for each tile (on the most minor dimensions) merge the
 * {@code *} dimensions (a reshape), pad each tiled dimension to whole tiles, split dimension
 * {@code i} into {@code (⌈d_i/t_i⌉, t_i)} (a reshape, a bitcast), and move the {@code t_i} to the
 * minor end keeping their order (a transpose). The buffer position of an element is its row-major
 * position in the final array.
 *
 * <p>Example: {@code f32[3,5]{1,0:T(2,2)}} is {@code transpose [0, 1]}, {@code pad to [4, 6]},
 * {@code reshape to [2, 2, 3, 2]}, {@code transpose [0, 2, 1, 3]}: element {@code (2,3)} ends at
 * {@code (1,1,0,1)} of {@code [2,3,2,2]}, position 17, as {@link TiledIndex} computes directly.
 */
public final class PadReshapeTranspose {

    private PadReshapeTranspose() {}

    /** The steps for {@code shape}, in order; no-op pads and merges are left out. */
    public static List<ArrayOp> steps(XlaShape shape) {
        List<ArrayOp> ops = new ArrayList<>();
        int n = shape.rank();
        List<Integer> physical = new ArrayList<>();
        List<Long> d = new ArrayList<>();
        for (int j = 0; j < n; j++) {
            int logical = shape.minorToMajor().get(n - 1 - j);
            physical.add(logical);
            d.add(shape.dimensions().get(logical));
        }
        ops.add(new ArrayOp.Transpose(physical));
        for (Tile tile : shape.tiles()) {
            d = addTile(ops, d, tile);
        }
        return ops;
    }

    /** Appends the steps of one tile to {@code ops}; returns the resulting shape. */
    private static List<Long> addTile(List<ArrayOp> ops, List<Long> d, Tile tile) {
        int prefix = d.size() - tile.rank();
        List<Long> merged = new ArrayList<>(d.subList(0, prefix));
        List<Long> extents = new ArrayList<>();
        long acc = 1;
        for (int j = 0; j < tile.rank(); j++) {
            acc = Math.multiplyExact(acc, d.get(prefix + j));
            long t = tile.dimensions().get(j);
            if (t != Tile.COMBINE) {
                merged.add(acc);
                extents.add(t);
                acc = 1;
            }
        }
        if (merged.size() != d.size()) {
            ops.add(new ArrayOp.Reshape(merged));
        }
        int m = extents.size();
        List<Long> padded = new ArrayList<>(merged.subList(0, prefix));
        List<Long> split = new ArrayList<>(merged.subList(0, prefix));
        List<Integer> order = new ArrayList<>();
        for (int j = 0; j < prefix; j++) {
            order.add(j);
        }
        for (int j = 0; j < m; j++) {
            long size = merged.get(prefix + j);
            long t = extents.get(j);
            long tiles = Math.ceilDiv(size, t);
            padded.add(Math.multiplyExact(tiles, t));
            split.add(tiles);
            split.add(t);
            order.add(prefix + 2 * j);
        }
        for (int j = 0; j < m; j++) {
            order.add(prefix + 2 * j + 1);
        }
        if (!padded.equals(merged)) {
            ops.add(new ArrayOp.Pad(padded));
        }
        ops.add(new ArrayOp.Reshape(split));
        ops.add(new ArrayOp.Transpose(order));
        List<Long> result = new ArrayList<>();
        for (int j : order) {
            result.add(split.get(j));
        }
        return result;
    }

    /** The final shape, major to minor; equals {@link TiledIndex#tiledShape}. */
    public static long[] finalShape(XlaShape shape) {
        long[] s = shape.dimensions().stream().mapToLong(Long::longValue).toArray();
        for (ArrayOp op : steps(shape)) {
            s = op.shape(s);
        }
        return s;
    }

    /** The buffer position of the logical element {@code element}, by running the steps. */
    public static long position(XlaShape shape, long... element) {
        long[] s = shape.dimensions().stream().mapToLong(Long::longValue).toArray();
        long[] e = element.clone();
        for (ArrayOp op : steps(shape)) {
            long[] next = op.shape(s);
            e = op.index(s, e);
            s = next;
        }
        return TiledIndex.linearIndex(e, s);
    }
}
