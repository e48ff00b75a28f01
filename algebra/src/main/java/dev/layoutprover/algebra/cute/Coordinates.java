package dev.layoutprover.algebra.cute;

import java.util.ArrayList;
import java.util.List;

/**
 * Conversions between indices and hierarchical coordinates, as CuTe defines them: the
 * colexicographic isomorphism {@code [0, M) ≅ [0, M0) × … × [0, Mα)} (first mode fastest) and the
 * dot product of a coordinate with a stride.
 *
 * <p>Example: in shape {@code (3,2)}, index 5 is the coordinate {@code (2,1)} because
 * {@code 5 mod 3 = 2} and {@code ⌊5/3⌋ mod 2 = 1}; with strides {@code (2,3)} that coordinate
 * goes to {@code 2·2 + 1·3 = 7}.
 */
public final class Coordinates {

    private Coordinates() {}

    /**
     * The coordinate of {@code index} in {@code shape}, colexicographically:
     * {@code c0 = idx mod M0}, {@code c1 = ⌊idx / M0⌋ mod M1}, …, recursively inside nested modes.
     * The result is congruent with {@code shape}. Requires {@code 0 ≤ index < product(shape)}.
     *
     * <p>Example: {@code idx2crd(5, ((2,3),4))} is {@code ((1,2),0)}.
     */
    public static IntTuple idx2crd(long index, IntTuple shape) {
        long size = shape.product();
        if (index < 0 || index >= size) {
            throw new IllegalArgumentException("index " + index + " is outside [0, " + size + ") of shape " + shape);
        }
        return split(index, shape);
    }

    private static IntTuple split(long index, IntTuple shape) {
        return switch (shape) {
            case IntTuple.Int i -> IntTuple.of(index);
            case IntTuple.Tuple t -> {
                List<IntTuple> out = new ArrayList<>();
                long rest = index;
                for (IntTuple mode : t.elements()) {
                    long m = mode.product();
                    out.add(split(Math.floorMod(rest, m), mode));
                    rest = Math.floorDiv(rest, m);
                }
                yield new IntTuple.Tuple(out);
            }
        };
    }

    /**
     * The index of coordinate {@code crd} in {@code shape} under {@code stride}: the sum over
     * modes of coordinate times stride. A coordinate may be an integer where the shape has a tuple;
     * it is then split colexicographically over that mode first, and the last mode takes whatever
     * is left, so an integer past the size continues along the last mode (CuTe's and pycute's
     * extension, which composition relies on). A negative integer is split by floor division and
     * Euclidean remainder, so it continues the last mode backwards: {@code crd2idx(-1, (3,2), (2,3))}
     * is {@code 2·2 + (-1)·3 = 1}.
     *
     * <p>Example: {@code crd2idx((2,1), (3,2), (2,3))} and {@code crd2idx(5, (3,2), (2,3))} are 7;
     * {@code crd2idx(6, (3,2), (2,3))} is 6 (coordinate {@code (0,2)}, past the last row).
     */
    public static long crd2idx(IntTuple crd, IntTuple shape, IntTuple stride) {
        if (crd instanceof IntTuple.Tuple c) {
            if (!(shape instanceof IntTuple.Tuple s) || s.elements().size() != c.elements().size()) {
                throw new IllegalArgumentException("coordinate " + crd + " does not match shape " + shape);
            }
            long sum = 0;
            for (int i = 0; i < c.elements().size(); i++) {
                sum = Math.addExact(sum, crd2idx(c.elements().get(i), s.elements().get(i), stride.mode(i)));
            }
            return sum;
        }
        long index = crd.value();
        if (shape instanceof IntTuple.Tuple s) {
            long sum = 0;
            int last = s.elements().size() - 1;
            for (int i = 0; i < last; i++) {
                long m = s.elements().get(i).product();
                sum = Math.addExact(sum, crd2idx(IntTuple.of(Math.floorMod(index, m)), s.elements().get(i), stride.mode(i)));
                index = Math.floorDiv(index, m);
            }
            return last < 0 ? 0 : Math.addExact(sum, crd2idx(IntTuple.of(index), s.elements().get(last), stride.mode(last)));
        }
        return Math.multiplyExact(index, stride.value());
    }

    /**
     * The compact column-major strides of {@code shape}, the exclusive prefix products of its leaves:
     * {@code ((2,3),4)} gives {@code ((1,2),6)}. With these strides, {@code crd2idx} is the inverse of
     * {@link #idx2crd}.
     */
    public static IntTuple compactColMajor(IntTuple shape) {
        long[] running = {1};
        return prefix(shape, running);
    }

    private static IntTuple prefix(IntTuple shape, long[] running) {
        return switch (shape) {
            case IntTuple.Int i -> {
                IntTuple d = IntTuple.of(running[0]);
                running[0] = Math.multiplyExact(running[0], i.value());
                yield d;
            }
            case IntTuple.Tuple t -> {
                List<IntTuple> out = new ArrayList<>();
                t.elements().forEach(e -> out.add(prefix(e, running)));
                yield new IntTuple.Tuple(out);
            }
        };
    }

    /**
     * The inverse layout function of a compact layout, as CuTe's {@code idx2crd(i, s, d)} computes it
     * without sorting: each leaf coordinate is {@code ⌊index / d⌋ mod s} (0 for a leaf of size 1).
     * The caller guarantees the layout is compact; {@link CuteLayout#coordinateOf} checks it.
     *
     * <p>Example: for {@code (3,2):(2,1)}, index 5 gives {@code (⌊5/2⌋ mod 3, ⌊5/1⌋ mod 2) = (2,1)},
     * and indeed {@code 2·2 + 1·1 = 5}.
     */
    public static IntTuple compactInverse(long index, IntTuple shape, IntTuple stride) {
        return switch (shape) {
            case IntTuple.Int s -> IntTuple.of(s.value() == 1 ? 0 : Math.floorMod(Math.floorDiv(index, stride.value()), s.value()));
            case IntTuple.Tuple t -> {
                List<IntTuple> out = new ArrayList<>();
                for (int i = 0; i < t.elements().size(); i++) {
                    out.add(compactInverse(index, t.elements().get(i), stride.mode(i)));
                }
                yield new IntTuple.Tuple(out);
            }
        };
    }
}
