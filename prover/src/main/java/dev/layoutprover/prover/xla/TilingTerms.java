package dev.layoutprover.prover.xla;

import dev.layoutprover.algebra.xla.ArrayOp;
import dev.layoutprover.algebra.xla.PadReshapeTranspose;
import dev.layoutprover.algebra.xla.Tile;
import dev.layoutprover.algebra.xla.TiledIndex;
import dev.layoutprover.algebra.xla.XlaShape;
import dev.layoutprover.prover.arith.IntegerTerm;
import java.util.ArrayList;
import java.util.List;

/**
 * The two descriptions of a tiled XLA layout as integer {@link IntegerTerm}s of a logical element index
 * {@code (e0, …, e(n-1))}: the seed's linear-index formula ({@link TiledIndex}) and the
 * pad–reshape–transpose steps ({@link PadReshapeTranspose}). Both mirror their concrete
 * counterparts step by step, with floor division and Euclidean remainder by constants, so that a
 * term's value at an element is the position the algebra computes for it.
 *
 * <p>Example: for {@code f32[3,5]{1,0:T(2,2)}}, {@code formula} is
 * {@code ((⌊e0/2⌋·3 + ⌊e1/2⌋)·2 + e0 mod 2)·2 + e1 mod 2}, which is 17 at {@code (2,3)}.
 */
public final class TilingTerms {

    private TilingTerms() {}

    /** The buffer position by the linear-index formula, tile after tile. */
    public static IntegerTerm formula(XlaShape shape, List<IntegerTerm> element) {
        requireRank(shape, element);
        long[] d = physical(shape, shape.dimensions().stream().mapToLong(Long::longValue).toArray());
        List<IntegerTerm> e = physical(shape, element);
        for (Tile tile : shape.tiles()) {
            int prefix = d.length - tile.rank();
            List<Long> sizes = new ArrayList<>();
            List<IntegerTerm> indices = new ArrayList<>();
            List<Long> extents = new ArrayList<>();
            long accSize = 1;
            IntegerTerm accIndex = IntegerTerm.constant(0);
            for (int j = 0; j < tile.rank(); j++) {
                accSize = Math.multiplyExact(accSize, d[prefix + j]);
                accIndex = IntegerTerm.plus(IntegerTerm.times(d[prefix + j], accIndex), e.get(prefix + j));
                long t = tile.dimensions().get(j);
                if (t != Tile.COMBINE) {
                    sizes.add(accSize);
                    indices.add(accIndex);
                    extents.add(t);
                    accSize = 1;
                    accIndex = IntegerTerm.constant(0);
                }
            }
            int m = extents.size();
            long[] nextShape = new long[prefix + 2 * m];
            List<IntegerTerm> nextIndex = new ArrayList<>(e.subList(0, prefix));
            System.arraycopy(d, 0, nextShape, 0, prefix);
            for (int j = 0; j < m; j++) {
                long t = extents.get(j);
                nextShape[prefix + j] = Math.ceilDiv(sizes.get(j), t);
                nextShape[prefix + m + j] = t;
                nextIndex.add(IntegerTerm.div(indices.get(j), t));
            }
            for (int j = 0; j < m; j++) {
                nextIndex.add(IntegerTerm.mod(indices.get(j), extents.get(j)));
            }
            d = nextShape;
            e = nextIndex;
        }
        return linearIndex(e, d);
    }

    /** The buffer position by running the pad–reshape–transpose steps on the element's index. */
    public static IntegerTerm padReshapeTranspose(XlaShape shape, List<IntegerTerm> element) {
        requireRank(shape, element);
        long[] s = shape.dimensions().stream().mapToLong(Long::longValue).toArray();
        List<IntegerTerm> e = List.copyOf(element);
        for (ArrayOp op : PadReshapeTranspose.steps(shape)) {
            long[] next = op.shape(s);
            e = switch (op) {
                case ArrayOp.Transpose t -> t.permutation().stream().map(e::get).toList();
                case ArrayOp.Pad p -> e;
                case ArrayOp.Reshape r -> split(linearIndex(e, s), next);
            };
            s = next;
        }
        return linearIndex(e, s);
    }

    /** Row-major {@code e0·d1·…·d(n-1) + … + e(n-1)}. */
    static IntegerTerm linearIndex(List<IntegerTerm> e, long[] d) {
        IntegerTerm index = IntegerTerm.constant(0);
        for (int i = 0; i < d.length; i++) {
            index = IntegerTerm.plus(IntegerTerm.times(d[i], index), e.get(i));
        }
        return index;
    }

    /** The row-major index of {@code position} in {@code extents}, every digit taken modulo its extent. */
    private static List<IntegerTerm> split(IntegerTerm position, long[] extents) {
        IntegerTerm[] out = new IntegerTerm[extents.length];
        IntegerTerm rest = position;
        for (int i = extents.length - 1; i >= 0; i--) {
            out[i] = IntegerTerm.mod(rest, extents[i]);
            rest = IntegerTerm.div(rest, extents[i]);
        }
        return List.of(out);
    }

    private static long[] physical(XlaShape shape, long[] values) {
        int n = shape.rank();
        long[] out = new long[n];
        for (int j = 0; j < n; j++) {
            out[j] = values[shape.minorToMajor().get(n - 1 - j)];
        }
        return out;
    }

    private static List<IntegerTerm> physical(XlaShape shape, List<IntegerTerm> values) {
        int n = shape.rank();
        List<IntegerTerm> out = new ArrayList<>();
        for (int j = 0; j < n; j++) {
            out.add(values.get(shape.minorToMajor().get(n - 1 - j)));
        }
        return out;
    }

    private static void requireRank(XlaShape shape, List<IntegerTerm> element) {
        if (element.size() != shape.rank()) {
            throw new IllegalArgumentException(element.size() + " coordinates for " + shape + " of rank " + shape.rank());
        }
    }
}
