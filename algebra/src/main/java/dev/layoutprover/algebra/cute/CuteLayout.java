package dev.layoutprover.algebra.cute;

import dev.layoutprover.algebra.MappingException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A CuTe layout {@code shape:stride}: a function from the coordinates of {@code shape} to
 * integers, {@code f_L(x) = Σ xk·dk} over the leaves, where an integer coordinate is first split
 * colexicographically ({@link Coordinates#idx2crd}).
 *
 * <p>Example: {@code (3,2):(2,3)} has size 6 and cosize 8; {@code f_L(5)} = {@code f_L((2,1))} =
 * {@code 2·2 + 1·3 = 7}. {@code ((2,3),4):((1,2),6)} is compact: it maps {@code [0, 24)} one to one
 * onto {@code [0, 24)}. Shapes are positive; a stride 0 broadcasts a mode, a negative stride runs
 * it backwards ({@code 4:-1} sends {@code 0, 1, 2, 3} to {@code 0, -1, -2, -3}).
 *
 * @param shape the extents, an integer for a rank-1 layout
 * @param stride congruent with {@code shape}
 */
public record CuteLayout(IntTuple shape, IntTuple stride) {

    public CuteLayout {
        if (shape == null || stride == null) {
            throw new MappingException("a CuTe layout needs both a shape and a stride");
        }
        if (!shape.congruent(stride)) {
            throw new MappingException("shape " + shape + " and stride " + stride + " are not congruent");
        }
        for (long s : shape.flatten()) {
            if (s < 1) {
                throw new MappingException("shape " + shape + " has the extent " + s + "; extents must be positive");
            }
        }
        for (long d : stride.flatten()) {
            if (d == Long.MIN_VALUE) {
                throw new MappingException("stride " + stride + " has the stride " + d + ", below -(2^63 - 1)");
            }
        }
        try {
            shape.product();
        } catch (ArithmeticException e) {
            throw new MappingException("the size of shape " + shape + " overflows 2^63 - 1");
        }
    }

    /** The compact column-major layout of {@code shape}: {@code (3,2)} gives {@code (3,2):(1,3)}. */
    public static CuteLayout of(IntTuple shape) {
        return new CuteLayout(shape, Coordinates.compactColMajor(shape));
    }

    /** The rank-1 layout {@code size:stride}, e.g. {@code of(8, 2)} is {@code 8:2}. */
    public static CuteLayout of(long size, long stride) {
        return new CuteLayout(IntTuple.of(size), IntTuple.of(stride));
    }

    /**
     * The layout whose modes are the given layouts ({@code make_layout} in CuTe):
     * {@code concat(3:1, 2:3)} is {@code (3,2):(1,3)}.
     */
    public static CuteLayout concat(List<CuteLayout> modes) {
        List<IntTuple> shapes = new ArrayList<>();
        List<IntTuple> strides = new ArrayList<>();
        for (CuteLayout m : modes) {
            shapes.add(m.shape);
            strides.add(m.stride);
        }
        return new CuteLayout(new IntTuple.Tuple(shapes), new IntTuple.Tuple(strides));
    }

    /** {@link #concat(List)} of the arguments. */
    public static CuteLayout concat(CuteLayout... modes) {
        return concat(List.of(modes));
    }

    /** The number of coordinates, the product of the shape: 6 for {@code (3,2):(2,3)}. */
    public long size() {
        return shape.product();
    }

    /**
     * One past the largest value, {@code 1 + Σ (sk - 1)·dk} over the leaves with {@code dk > 0}: 8
     * for {@code (3,2):(2,3)}. With non-negative strides it is {@code f_L(size - 1) + 1}, as CuTe
     * defines it; a backward mode adds nothing ({@code 4:-1} has cosize 1, its values being
     * {@code 0, -1, -2, -3}).
     */
    public long cosize() {
        long top = 0;
        for (CuteLayout leaf : leaves()) {
            long d = leaf.stride().value();
            if (d > 0) {
                top = Math.addExact(top, Math.multiplyExact(leaf.shape().value() - 1, d));
            }
        }
        return Math.addExact(top, 1);
    }

    /** One past the largest value below 0 reached backwards, {@code Σ (sk - 1)·|dk|} over {@code dk < 0}. */
    public long negativeSpan() {
        long bottom = 0;
        for (CuteLayout leaf : leaves()) {
            long d = leaf.stride().value();
            if (d < 0) {
                bottom = Math.addExact(bottom, Math.multiplyExact(leaf.shape().value() - 1, -d));
            }
        }
        return bottom;
    }

    /** True when some leaf of extent above 1 has a negative stride. */
    public boolean hasNegativeStride() {
        return leaves().stream().anyMatch(l -> l.shape().value() > 1 && l.stride().value() < 0);
    }

    /** The number of top-level modes: 1 for an integer shape. */
    public int rank() {
        return shape.rank();
    }

    /** Mode {@code i} as a layout: mode 0 of {@code ((2,3),4):((1,2),6)} is {@code (2,3):(1,2)}. */
    public CuteLayout mode(int i) {
        return new CuteLayout(shape.mode(i), stride.mode(i));
    }

    /** The top-level modes as layouts; {@code [this]} for an integer shape. */
    public List<CuteLayout> modes() {
        List<CuteLayout> out = new ArrayList<>();
        for (int i = 0; i < rank(); i++) {
            out.add(mode(i));
        }
        return out;
    }

    /** The leaves as rank-1 layouts, depth first: {@code ((2,3),4):((1,2),6)} gives 2:1, 3:2, 4:6. */
    public List<CuteLayout> leaves() {
        List<Long> s = shape.flatten();
        List<Long> d = stride.flatten();
        List<CuteLayout> out = new ArrayList<>();
        for (int i = 0; i < s.size(); i++) {
            out.add(of(s.get(i), d.get(i)));
        }
        return out;
    }

    /**
     * The layout function {@code f_L} at a one-dimensional coordinate. For {@code index ≥ size()}
     * the last mode continues past its extent, as in CuTe ({@code (3,2):(2,3)} at 6 gives 6).
     */
    public long apply(long index) {
        return Coordinates.crd2idx(IntTuple.of(index), shape, stride);
    }

    /** {@code crd2idx}: the layout function at a (possibly hierarchical) coordinate. */
    public long apply(IntTuple coordinate) {
        return Coordinates.crd2idx(coordinate, shape, stride);
    }

    /** {@code idx2crd}: the colexicographic coordinate of {@code index < size()} in the shape. */
    public IntTuple coordinate(long index) {
        return Coordinates.idx2crd(index, shape);
    }

    /**
     * True when the layout is a bijection from {@code [0, size)} onto {@code [0, size)}: sorted by
     * stride, the leaves of extent above 1 have strides {@code 1, M'0, M'0·M'1, …}.
     *
     * <p>Example: {@code (3,2):(2,1)} is compact, {@code (3,2):(2,3)} is not (cosize 8), nor is
     * {@code (2,2):(1,1)} (two coordinates share index 1).
     */
    public boolean isCompact() {
        long expected = 1;
        for (CuteLayout leaf : nontrivialLeavesByStride()) {
            if (leaf.stride.value() != expected) {
                return false;
            }
            expected = Math.multiplyExact(expected, leaf.shape.value());
        }
        return true;
    }

    /**
     * The inverse layout function of a compact layout (the seed's derivation, CuTe's
     * {@code idx2crd(i, shape, stride)}): the coordinate {@code x} with {@code f_L(x) = index}.
     *
     * <p>Example: for {@code (3,2):(2,1)}, {@code coordinateOf(5)} is {@code (2,1)}.
     *
     * @throws IllegalArgumentException if the layout is not compact or {@code index} is outside
     *     {@code [0, size)}
     */
    public IntTuple coordinateOf(long index) {
        if (!isCompact()) {
            throw new IllegalArgumentException("layout " + this + " is not compact; its inverse is not a function on [0, "
                    + size() + ")");
        }
        if (index < 0 || index >= size()) {
            throw new IllegalArgumentException("index " + index + " is outside [0, " + size() + ") of " + this);
        }
        return Coordinates.compactInverse(index, shape, stride);
    }

    /** The leaves of extent above 1, sorted by stride (stable). */
    List<CuteLayout> nontrivialLeavesByStride() {
        return leaves().stream()
                .filter(l -> l.shape.value() != 1)
                .sorted(Comparator.comparingLong(l -> l.stride.value()))
                .toList();
    }

    /** As CuTe prints it: {@code (3,2):(2,3)}, {@code 8:1}. */
    @Override
    public String toString() {
        return shape + ":" + stride;
    }
}
