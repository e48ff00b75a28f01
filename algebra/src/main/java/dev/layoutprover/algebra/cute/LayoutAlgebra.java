package dev.layoutprover.algebra.cute;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The CuTe layout algebra: operations that build layouts from layouts. Each result satisfies a
 * defining law that {@link LayoutLaws} states and {@link LawChecker} verifies point by point.
 *
 * <p>Example: {@code composition((4,3):(3,1), 6:2)} is {@code (2,3):(6,1)}: at every {@code c < 6},
 * {@code R(c) = A(B(c))}, e.g. {@code R(3) = A(6) = 7}. Strides are non-negative; an operation whose
 * inputs it cannot handle (shapes that do not divide, overlapping modes) throws an
 * {@link IllegalArgumentException} naming the modes at fault.
 */
public final class LayoutAlgebra {

    private LayoutAlgebra() {}

    /**
     * Flattens and merges as many modes as possible while keeping the function on {@code [0, size)}:
     * drops extent-1 leaves and merges neighbours {@code s0:d0, s1:d1} with {@code d1 = s0·d0}.
     *
     * <p>Example: {@code coalesce((2,(1,6)):(1,(6,2)))} is {@code 12:1}.
     */
    public static CuteLayout coalesce(CuteLayout layout) {
        List<long[]> out = new ArrayList<>();
        out.add(new long[] {1, 0});
        for (CuteLayout leaf : layout.leaves()) {
            long s = leaf.shape().value();
            long d = leaf.stride().value();
            long[] last = out.get(out.size() - 1);
            if (s == 1) {
                continue;
            }
            if (last[0] == 1) {
                last[0] = s;
                last[1] = d;
            } else if (Math.multiplyExact(last[0], last[1]) == d) {
                last[0] = Math.multiplyExact(last[0], s);
            } else {
                out.add(new long[] {s, d});
            }
        }
        return flat(out);
    }

    /**
     * The layout {@code R = A ∘ B}: {@code R(c) = A(B(c))} for every {@code c < size(B)}. As in CuTe,
     * {@code A} is coalesced first, so past its size it continues along the last mode of
     * {@code coalesce(A)}. A tuple-shaped {@code B} is composed mode by mode, so {@code R} has
     * {@code B}'s modes.
     *
     * <p>Example: {@code composition(20:2, (5,4):(4,1))} is {@code (5,4):(8,2)};
     * {@code composition((8,1):(1,9), 2:3)} is {@code 2:3} ({@code A} coalesces to {@code 8:1});
     * {@code composition(8:-1, 2:2)} is {@code 2:-2}.
     *
     * <p>A tuple-shaped {@code B} whose modes would carry into one another inside {@code A} is
     * refused rather than composed mode by mode into a layout that breaks the law.
     *
     * @throws IllegalArgumentException when a stride or extent of {@code B} does not divide (or is
     *     not divided by) the mode of {@code A} it falls into, when a negative stride of {@code B}
     *     meets an {@code A} of several modes, or when the values of {@code B}'s modes add with a
     *     carry in {@code A}'s mixed radix
     */
    public static CuteLayout composition(CuteLayout a, CuteLayout b) {
        CuteLayout flatA = coalesce(a);
        if (b.shape() instanceof IntTuple.Tuple) {
            requireSeparateDigits(flatA, b, a);
            return byMode(flatA, b, a);
        }
        return compositionOfLeaf(flatA, b.shape().value(), b.stride().value(), a, b);
    }

    private static CuteLayout byMode(CuteLayout flatA, CuteLayout b, CuteLayout a) {
        if (!(b.shape() instanceof IntTuple.Tuple)) {
            return compositionOfLeaf(flatA, b.shape().value(), b.stride().value(), a, b);
        }
        List<CuteLayout> modes = new ArrayList<>();
        for (CuteLayout mode : b.modes()) {
            modes.add(byMode(flatA, mode, a));
        }
        return CuteLayout.concat(modes);
    }

    private static CuteLayout compositionOfLeaf(CuteLayout flat, long restShape, long restStride, CuteLayout a, CuteLayout b) {
        if (restStride == 0) {
            return CuteLayout.of(restShape, 0);
        }
        List<CuteLayout> flatA = flat.leaves();
        if (restStride < 0 && flatA.size() > 1) {
            throw new IllegalArgumentException("cannot compose " + a + " with " + b + ": the negative stride " + restStride
                    + " of B reaches below 0, where A = " + flat + " (coalesced) has no single mode to continue backwards");
        }
        List<long[]> out = new ArrayList<>();
        for (int i = 0; i < flatA.size() - 1; i++) {
            long currShape = flatA.get(i).shape().value();
            long currStride = flatA.get(i).stride().value();
            if (currShape % restStride != 0 && restStride % currShape != 0) {
                throw new IllegalArgumentException("cannot compose " + a + " with " + b + ": stride " + restStride
                        + " neither divides nor is divided by the extent " + currShape + " of mode "
                        + currShape + ":" + currStride + " of coalesce(A) = " + flat);
            }
            long newShape = Math.min(Math.max(1, currShape / restStride), restShape);
            if (restShape % newShape != 0) {
                throw new IllegalArgumentException("cannot compose " + a + " with " + b + ": extent " + restShape
                        + " is not divisible by " + newShape + " at mode " + currShape + ":" + currStride
                        + " of coalesce(A) = " + flat);
            }
            if (newShape != 1) {
                out.add(new long[] {newShape, Math.multiplyExact(restStride, currStride)});
            }
            restShape /= newShape;
            restStride = Math.ceilDiv(restStride, currShape);
        }
        if (restShape != 1 || out.isEmpty()) {
            long lastStride = flatA.get(flatA.size() - 1).stride().value();
            out.add(new long[] {restShape, Math.multiplyExact(restStride, lastStride)});
        }
        return coalesce(flat(out));
    }

    /**
     * Composing mode by mode is exact only when the values of the leaves of {@code B} add without
     * carry in coalesced {@code A}'s mixed radix: at each digit boundary {@code P} of {@code A}
     * (except past the last digit, which is unbounded), the largest residues {@code v mod P} of the
     * leaves must sum below {@code P}. Then every digit of a sum is the sum of the digits, and
     * {@code A(Σ v) = Σ A(v)}.
     */
    private static void requireSeparateDigits(CuteLayout flat, CuteLayout b, CuteLayout a) {
        List<CuteLayout> flatA = flat.leaves();
        List<CuteLayout> leaves = b.leaves().stream()
                .filter(l -> l.shape().value() > 1 && l.stride().value() != 0)
                .toList();
        if (leaves.size() < 2 || flatA.size() < 2) {
            return;
        }
        if (leaves.stream().anyMatch(l -> l.stride().value() < 0)) {
            throw new IllegalArgumentException("cannot compose " + a + " with " + b + ": a negative stride of B reaches below 0,"
                    + " where A = " + flat + " (coalesced) has no single mode to continue backwards");
        }
        long boundary = 1;
        for (int j = 0; j < flatA.size() - 1; j++) {
            boundary = Math.multiplyExact(boundary, flatA.get(j).shape().value());
            long sum = 0;
            for (CuteLayout leaf : leaves) {
                sum += maxResidue(leaf.shape().value(), leaf.stride().value(), boundary);
            }
            if (sum >= boundary) {
                throw new IllegalArgumentException("cannot compose " + a + " with " + b + ": the modes of B add with a carry"
                        + " across " + boundary + " in A, so A(B(c)) is not the sum of A over B's modes");
            }
        }
    }

    /** The largest {@code (c·d) mod p} over {@code c < s}. */
    private static long maxResidue(long s, long d, long p) {
        long g = gcd(d, p);
        if (s >= p / g || s > RESIDUE_SCAN_LIMIT) {
            return p - g; // every residue is a multiple of g below p: a bound, exact once s covers them all
        }
        long max = 0;
        for (long c = 1; c < s; c++) {
            max = Math.max(max, Math.floorMod(Math.multiplyExact(c, d), p));
        }
        return max;
    }

    /** Up to how many multiples {@link #maxResidue} visits; above, it takes the bound {@code p - gcd(d, p)}. */
    private static final long RESIDUE_SCAN_LIMIT = 1 << 20;

    private static long gcd(long x, long y) {
        return y == 0 ? x : gcd(y, x % y);
    }

    /**
     * The complement of {@code a} up to {@code m}: an ordered layout {@code R} whose values meet
     * {@code a}'s only at 0, filling the gaps between {@code a}'s modes and repeating {@code a}'s
     * extent until {@code (a, R)} spans at least {@code m}. As in CuTe, sorted by stride, each mode
     * adds a gap of {@code ⌊d / reach⌋} steps of the reach of the modes below it; a negative stride
     * counts by its magnitude (the mode covers the same distance, backwards).
     *
     * <p>Example: {@code complement(4:2, 24)} is {@code (2,3):(1,8)}; {@code (4,(2,3)):(2,(1,8))}
     * is then a bijection onto {@code [0, 24)}. {@code complement((4,10):(1,10))} is {@code 2:4}.
     *
     * @throws IllegalArgumentException when, sorted by stride, a mode's stride is below the extent
     *     the modes before it reach (the modes overlap)
     */
    public static CuteLayout complement(CuteLayout a, long m) {
        if (m < 1) {
            throw new IllegalArgumentException("complement needs a positive target size, got " + m);
        }
        List<CuteLayout> modes = new ArrayList<>(a.leaves().stream()
                .filter(l -> l.stride().value() != 0 && l.shape().value() != 1)
                .map(l -> CuteLayout.of(l.shape().value(), Math.abs(l.stride().value())))
                .sorted(Comparator.<CuteLayout>comparingLong(l -> l.stride().value()).thenComparingLong(l -> l.shape().value()))
                .toList());
        List<long[]> out = new ArrayList<>();
        long current = 1;
        for (CuteLayout mode : modes) {
            long d = mode.stride().value();
            if (d < current) {
                throw new IllegalArgumentException("cannot complement " + a + ": mode " + mode + " starts at stride " + d
                        + ", inside the extent " + current + " that the modes below it reach (the modes overlap)");
            }
            out.add(new long[] {d / current, current});
            current = Math.multiplyExact(mode.shape().value(), d);
        }
        out.add(new long[] {Math.ceilDiv(m, current), current});
        return coalesce(flat(out));
    }

    /** {@link #complement(CuteLayout, long)} with {@code m = 1}: only the gaps of {@code a}. */
    public static CuteLayout complement(CuteLayout a) {
        return complement(a, 1);
    }

    /**
     * The largest {@code R} with {@code L(R(i)) = i} for every {@code i < size(R)}: the modes of
     * {@code L} that, sorted by stride, cover {@code 1, 2, 3, …} contiguously, indexed back to
     * {@code L}'s coordinates. As in CuTe C++, modes of stride 0 (and negative strides) are
     * skipped: {@code right_inverse((4,3,2):(1,4,0))} is {@code 12:1}.
     *
     * <p>Example: {@code right_inverse((4,2):(1,8))} is {@code 4:1} (only {@code [0, 4)} is covered
     * contiguously); {@code right_inverse((3,2):(2,1))} is {@code (2,3):(3,1)}.
     */
    public static CuteLayout rightInverse(CuteLayout layout) {
        List<CuteLayout> leaves = layout.leaves();
        List<long[]> sorted = new ArrayList<>();
        long prefix = 1;
        for (CuteLayout leaf : leaves) {
            sorted.add(new long[] {leaf.stride().value(), leaf.shape().value(), prefix});
            prefix = Math.multiplyExact(prefix, leaf.shape().value());
        }
        sorted.sort(Comparator.<long[]>comparingLong(x -> x[0]).thenComparingLong(x -> x[1]).thenComparingLong(x -> x[2]));
        List<long[]> out = new ArrayList<>();
        long current = 1;
        for (long[] x : sorted) {
            if (x[1] == 1 || x[0] <= 0) {
                continue;
            }
            if (current != x[0]) {
                break;
            }
            out.add(new long[] {x[1], x[2]});
            current = Math.multiplyExact(x[1], x[0]);
        }
        return coalesce(flat(out));
    }

    /**
     * An {@code R} with {@code R(L(i)) = i} for every {@code i < size(L)}, for an injective
     * {@code L}: the right inverse of {@code L} extended by its complement.
     *
     * <p>Example: {@code left_inverse(4:2)} is {@code (2,4):(4,1)}: {@code R(L(3)) = R(6) = 3}.
     *
     * @throws IllegalArgumentException when {@code L} is not injective (a stride-0 mode, or modes
     *     that {@link #complement} refuses) or has a negative stride
     */
    public static CuteLayout leftInverse(CuteLayout layout) {
        if (layout.hasNegativeStride()) {
            throw new IllegalArgumentException("layout " + layout + " has a negative stride; its left inverse would be"
                    + " read at negative indices, which no layout of this algebra's complement reaches");
        }
        for (CuteLayout leaf : layout.leaves()) {
            if (leaf.stride().value() == 0 && leaf.shape().value() > 1) {
                throw new IllegalArgumentException("layout " + layout + " is not injective (mode " + leaf
                        + " broadcasts); it has no left inverse");
            }
        }
        return rightInverse(CuteLayout.concat(layout, complement(layout)));
    }

    /**
     * {@code A} split into tiles of {@code B}: {@code A ∘ (B, complement(B, size(A)))}. Mode 0 of
     * the result is one tile, mode 1 runs over the tiles.
     *
     * <p>Example: {@code logical_divide(16:1, 4:2)} is {@code (4,(2,2)):(2,(1,8))}.
     */
    public static CuteLayout logicalDivide(CuteLayout a, CuteLayout b) {
        return composition(a, tiler(a, b));
    }

    /** The layout {@code A} is composed with in {@link #logicalDivide}: {@code (B, complement(B, size(A)))}. */
    public static CuteLayout tiler(CuteLayout a, CuteLayout b) {
        return CuteLayout.concat(b, complement(b, a.size()));
    }

    /**
     * {@code A} repeated as {@code B} says: {@code (A, complement(A, size(A)·cosize(B)) ∘ B)}.
     * Mode 0 is {@code A}; mode 1 places the copies.
     *
     * <p>Example: {@code logical_product((2,2):(4,1), 6:1)} is {@code ((2,2),(2,3)):((4,1),(2,8))}.
     */
    public static CuteLayout logicalProduct(CuteLayout a, CuteLayout b) {
        return CuteLayout.concat(a, composition(productComplement(a, b), b));
    }

    /** The complement that {@link #logicalProduct} composes {@code B} with. */
    public static CuteLayout productComplement(CuteLayout a, CuteLayout b) {
        return complement(a, Math.multiplyExact(a.size(), b.cosize()));
    }

    /** An integer layout for one mode, else the flat tuple. */
    private static CuteLayout flat(List<long[]> modes) {
        if (modes.size() == 1) {
            return CuteLayout.of(modes.get(0)[0], modes.get(0)[1]);
        }
        List<CuteLayout> out = new ArrayList<>();
        for (long[] m : modes) {
            out.add(CuteLayout.of(m[0], m[1]));
        }
        return CuteLayout.concat(out);
    }
}
