package dev.layoutprover.algebra.xla;

import dev.layoutprover.algebra.MappingException;
import java.util.Arrays;
import java.util.List;

/**
 * One step of the pad–reshape–transpose description of a tiled layout: an operation on a
 * row-major array that moves each element from an index in the input shape to an index in the
 * output shape.
 *
 * <p>Example: for a 3×5 array tiled by 2×2, {@code pad to [4,6]} keeps element {@code (2,3)} at
 * {@code (2,3)}; {@code reshape to [2,2,3,2]} (a bitcast, same row-major position 15) moves it to
 * {@code (1,0,1,1)}; {@code transpose [0,2,1,3]} moves it to {@code (1,1,0,1)}.
 */
public sealed interface ArrayOp permits ArrayOp.Transpose, ArrayOp.Pad, ArrayOp.Reshape {

    /** The output shape for input shape {@code in}. */
    long[] shape(long[] in);

    /** The output index of the element at {@code index} in an array of shape {@code in}. */
    long[] index(long[] in, long[] index);

    /** Output dimension {@code j} is input dimension {@code permutation[j]}. */
    record Transpose(List<Integer> permutation) implements ArrayOp {
        public Transpose {
            permutation = List.copyOf(permutation);
        }
        @Override public long[] shape(long[] in) {
            return permute(in);
        }
        @Override public long[] index(long[] in, long[] index) {
            return permute(index);
        }
        private long[] permute(long[] v) {
            long[] out = new long[permutation.size()];
            for (int j = 0; j < out.length; j++) {
                out[j] = v[permutation.get(j)];
            }
            return out;
        }
        @Override public String toString() {
            return "transpose " + permutation;
        }
    }

    /** Pads each dimension at its end to the given extents; indices are unchanged. */
    record Pad(List<Long> extents) implements ArrayOp {
        public Pad {
            extents = List.copyOf(extents);
        }
        @Override public long[] shape(long[] in) {
            long[] out = extents.stream().mapToLong(Long::longValue).toArray();
            for (int i = 0; i < in.length; i++) {
                if (out[i] < in[i]) {
                    throw new MappingException("cannot pad " + Arrays.toString(in) + " to the smaller " + extents);
                }
            }
            return out;
        }
        @Override public long[] index(long[] in, long[] index) {
            return index.clone();
        }
        @Override public String toString() {
            return "pad to " + extents;
        }
    }

    /** A bitcast to a shape with as many elements: the row-major position stays the same. */
    record Reshape(List<Long> extents) implements ArrayOp {
        public Reshape {
            extents = List.copyOf(extents);
        }
        @Override public long[] shape(long[] in) {
            long[] out = extents.stream().mapToLong(Long::longValue).toArray();
            if (product(in) != product(out)) {
                throw new MappingException("cannot reshape " + Arrays.toString(in) + " to " + extents
                        + ": the element counts differ");
            }
            return out;
        }
        @Override public long[] index(long[] in, long[] index) {
            long position = TiledIndex.linearIndex(index, in);
            long[] out = new long[extents.size()];
            for (int i = out.length - 1; i >= 0; i--) {
                out[i] = position % extents.get(i);
                position /= extents.get(i);
            }
            return out;
        }
        private static long product(long[] v) {
            long p = 1;
            for (long x : v) {
                p = Math.multiplyExact(p, x);
            }
            return p;
        }
        @Override public String toString() {
            return "reshape to " + extents;
        }
    }
}
