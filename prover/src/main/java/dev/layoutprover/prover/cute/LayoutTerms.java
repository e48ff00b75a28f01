package dev.layoutprover.prover.cute;

import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.IntTuple;
import dev.layoutprover.algebra.cute.OffsetSwizzle;
import dev.layoutprover.algebra.cute.SwizzledLayout;
import dev.layoutprover.prover.arith.IntegerTerm;
import java.util.ArrayList;
import java.util.List;

/**
 * CuTe layout functions as integer {@link IntegerTerm}s: coordinates are taken apart by floor division
 * and Euclidean remainder by constants (the extents), and put together linearly (the strides).
 * Each function mirrors its concrete counterpart in {@code dev.layoutprover.algebra.cute}, so that a
 * term's {@link IntegerTerm#valueAt value} at a point is what the layout computes there.
 *
 * <p>Example: for {@code (3,2):(2,3)}, {@code apply(L, x)} is {@code 2·(x mod 3) + 3·⌊x/3⌋}, which
 * is 7 at {@code x = 5}, as {@link CuteLayout#apply(long)} gives.
 */
public final class LayoutTerms {

    private LayoutTerms() {}

    /**
     * {@code f_L(index)}, continuing along the last mode past the size as
     * {@link CuteLayout#apply(long)} does: every mode but the last takes {@code index mod size(mode)}
     * and passes on {@code ⌊index / size(mode)⌋}; the last takes the rest.
     */
    public static IntegerTerm apply(CuteLayout layout, IntegerTerm index) {
        return apply(layout.shape(), layout.stride(), index);
    }

    /** The swizzled layout's value at {@code index}: the layout's term, then each swizzle, innermost first. */
    public static IntegerTerm apply(SwizzledLayout layout, IntegerTerm index) {
        IntegerTerm v = apply(layout.layout(), index);
        for (int k = layout.swizzles().size() - 1; k >= 0; k--) {
            v = swizzle(layout.swizzles().get(k), v);
        }
        return v;
    }

    /**
     * {@code Sw<B,M,S>(x)} exactly, in linear arithmetic with division by constants: bit {@code j} of
     * {@code x} is {@code ⌊x / 2^j⌋ mod 2} (two's complement for a negative {@code x}, by floor
     * division), the XOR of two bits is their sum {@code mod 2}, and each written bit {@code w}
     * changes {@code x} by {@code 2^w·((xw + xr) mod 2 − xw)}.
     *
     * <p>Example: for {@code Sw<1,0,1>}, {@code x + ((x mod 2 + ⌊x/2⌋ mod 2) mod 2 − x mod 2)}, which
     * is 3 at {@code x = 2} ({@code 2 XOR 1}).
     */
    public static IntegerTerm swizzle(OffsetSwizzle s, IntegerTerm x) {
        List<IntegerTerm> parts = new ArrayList<>();
        parts.add(x);
        for (int k = 0; k < s.bits(); k++) {
            int w = s.writeBit() + k;
            int r = s.readBit() + k;
            IntegerTerm written = bit(x, w);
            IntegerTerm flipped = IntegerTerm.mod(IntegerTerm.plus(written, bit(x, r)), 2);
            parts.add(IntegerTerm.times(1L << w, IntegerTerm.plus(flipped, IntegerTerm.times(-1, written))));
        }
        return IntegerTerm.sum(parts);
    }

    private static IntegerTerm bit(IntegerTerm x, int j) {
        return IntegerTerm.mod(IntegerTerm.div(x, 1L << j), 2);
    }

    private static IntegerTerm apply(IntTuple shape, IntTuple stride, IntegerTerm index) {
        return switch (shape) {
            case IntTuple.Int i -> IntegerTerm.times(stride.value(), index);
            case IntTuple.Tuple t -> {
                List<IntegerTerm> parts = new ArrayList<>();
                IntegerTerm rest = index;
                int last = t.elements().size() - 1;
                for (int k = 0; k < last; k++) {
                    long m = t.elements().get(k).product();
                    parts.add(apply(t.elements().get(k), stride.mode(k), IntegerTerm.mod(rest, m)));
                    rest = IntegerTerm.div(rest, m);
                }
                if (last >= 0) {
                    parts.add(apply(t.elements().get(last), stride.mode(last), rest));
                }
                yield IntegerTerm.sum(parts);
            }
        };
    }

    /**
     * The leaves of {@code idx2crd(index, shape)}, colexicographic, depth first: leaf {@code k} is
     * {@code ⌊index / (M0·…·M(k-1))⌋ mod Mk}, as {@code Coordinates.idx2crd} splits an index below
     * the size.
     */
    public static List<IntegerTerm> coordinate(IntTuple shape, IntegerTerm index) {
        List<IntegerTerm> out = new ArrayList<>();
        long below = 1;
        for (long m : shape.flatten()) {
            out.add(IntegerTerm.mod(IntegerTerm.div(index, below), m));
            below = Math.multiplyExact(below, m);
        }
        return out;
    }

    /** {@code Σ xk·dk} over the leaves: the layout function at a coordinate given leaf by leaf. */
    public static IntegerTerm dot(List<IntegerTerm> leaves, CuteLayout layout) {
        List<Long> strides = layout.stride().flatten();
        if (leaves.size() != strides.size()) {
            throw new IllegalArgumentException(leaves.size() + " leaf coordinates for the " + strides.size()
                    + " leaves of " + layout);
        }
        List<IntegerTerm> parts = new ArrayList<>();
        for (int k = 0; k < leaves.size(); k++) {
            parts.add(IntegerTerm.times(strides.get(k), leaves.get(k)));
        }
        return IntegerTerm.sum(parts);
    }

    /**
     * The leaves of the compact inverse (the seed's {@code idx2crd(i, shape, stride)}): leaf
     * {@code k} is {@code ⌊index / dk⌋ mod Mk}, and 0 for an extent of 1.
     *
     * @throws IllegalArgumentException when a leaf of extent above 1 has stride 0, where the
     *     formula would divide by zero
     */
    public static List<IntegerTerm> compactInverse(CuteLayout layout, IntegerTerm index) {
        List<IntegerTerm> out = new ArrayList<>();
        for (CuteLayout leaf : layout.leaves()) {
            long m = leaf.shape().value();
            long d = leaf.stride().value();
            if (m == 1) {
                out.add(IntegerTerm.constant(0));
            } else if (d == 0) {
                throw new IllegalArgumentException("leaf " + leaf + " of " + layout + " has stride 0; the compact inverse divides by it");
            } else {
                out.add(IntegerTerm.mod(IntegerTerm.div(index, d), m));
            }
        }
        return out;
    }
}
