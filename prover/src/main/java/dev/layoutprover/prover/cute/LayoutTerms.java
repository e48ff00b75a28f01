package dev.layoutprover.prover.cute;

import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.IntTuple;
import dev.layoutprover.algebra.cute.Swizzle;
import dev.layoutprover.algebra.cute.SwizzledLayout;
import dev.layoutprover.prover.arith.Term;
import java.util.ArrayList;
import java.util.List;

/**
 * CuTe layout functions as integer {@link Term}s: coordinates are taken apart by floor division
 * and Euclidean remainder by constants (the extents), and put together linearly (the strides).
 * Each function mirrors its concrete counterpart in {@code dev.layoutprover.algebra.cute}, so that a
 * term's {@link Term#valueAt value} at a point is what the layout computes there.
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
    public static Term apply(CuteLayout layout, Term index) {
        return apply(layout.shape(), layout.stride(), index);
    }

    /** The swizzled layout's value at {@code index}: the layout's term, then each swizzle, innermost first. */
    public static Term apply(SwizzledLayout layout, Term index) {
        Term v = apply(layout.layout(), index);
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
    public static Term swizzle(Swizzle s, Term x) {
        List<Term> parts = new ArrayList<>();
        parts.add(x);
        for (int k = 0; k < s.bits(); k++) {
            int w = s.writeBit() + k;
            int r = s.readBit() + k;
            Term written = bit(x, w);
            Term flipped = Term.mod(Term.plus(written, bit(x, r)), 2);
            parts.add(Term.times(1L << w, Term.plus(flipped, Term.times(-1, written))));
        }
        return Term.sum(parts);
    }

    private static Term bit(Term x, int j) {
        return Term.mod(Term.div(x, 1L << j), 2);
    }

    private static Term apply(IntTuple shape, IntTuple stride, Term index) {
        return switch (shape) {
            case IntTuple.Int i -> Term.times(stride.value(), index);
            case IntTuple.Tuple t -> {
                List<Term> parts = new ArrayList<>();
                Term rest = index;
                int last = t.elements().size() - 1;
                for (int k = 0; k < last; k++) {
                    long m = t.elements().get(k).product();
                    parts.add(apply(t.elements().get(k), stride.mode(k), Term.mod(rest, m)));
                    rest = Term.div(rest, m);
                }
                if (last >= 0) {
                    parts.add(apply(t.elements().get(last), stride.mode(last), rest));
                }
                yield Term.sum(parts);
            }
        };
    }

    /**
     * The leaves of {@code idx2crd(index, shape)}, colexicographic, depth first: leaf {@code k} is
     * {@code ⌊index / (M0·…·M(k-1))⌋ mod Mk}, as {@code Coordinates.idx2crd} splits an index below
     * the size.
     */
    public static List<Term> coordinate(IntTuple shape, Term index) {
        List<Term> out = new ArrayList<>();
        long below = 1;
        for (long m : shape.flatten()) {
            out.add(Term.mod(Term.div(index, below), m));
            below = Math.multiplyExact(below, m);
        }
        return out;
    }

    /** {@code Σ xk·dk} over the leaves: the layout function at a coordinate given leaf by leaf. */
    public static Term dot(List<Term> leaves, CuteLayout layout) {
        List<Long> strides = layout.stride().flatten();
        if (leaves.size() != strides.size()) {
            throw new IllegalArgumentException(leaves.size() + " leaf coordinates for the " + strides.size()
                    + " leaves of " + layout);
        }
        List<Term> parts = new ArrayList<>();
        for (int k = 0; k < leaves.size(); k++) {
            parts.add(Term.times(strides.get(k), leaves.get(k)));
        }
        return Term.sum(parts);
    }

    /**
     * The leaves of the compact inverse (the seed's {@code idx2crd(i, shape, stride)}): leaf
     * {@code k} is {@code ⌊index / dk⌋ mod Mk}, and 0 for an extent of 1.
     *
     * @throws IllegalArgumentException when a leaf of extent above 1 has stride 0, where the
     *     formula would divide by zero
     */
    public static List<Term> compactInverse(CuteLayout layout, Term index) {
        List<Term> out = new ArrayList<>();
        for (CuteLayout leaf : layout.leaves()) {
            long m = leaf.shape().value();
            long d = leaf.stride().value();
            if (m == 1) {
                out.add(Term.constant(0));
            } else if (d == 0) {
                throw new IllegalArgumentException("leaf " + leaf + " of " + layout + " has stride 0; the compact inverse divides by it");
            } else {
                out.add(Term.mod(Term.div(index, d), m));
            }
        }
        return out;
    }
}
