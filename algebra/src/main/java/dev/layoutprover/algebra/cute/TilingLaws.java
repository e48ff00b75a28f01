package dev.layoutprover.algebra.cute;

import java.util.ArrayList;
import java.util.List;

/**
 * The defining laws of the operations of {@link Tiling}, stated for given inputs and a claimed
 * result. Each result is a sum of compositions of its inputs, read off {@code R}'s index by
 * selector layouts ({@link LayoutLaw.Chains}), with the mode sizes its definition names
 * ({@link LayoutLaw.ModeSizes}) and the complement laws for every complement it uses.
 *
 * <p>Example: for {@code zipped_divide((8,4):(1,8), <2,2>)} the laws say that {@code R} has mode
 * sizes {@code ((2,2),(4,2))} and {@code R(c) = A0(T0(S0(c))) + A1(T1(S1(c)))}, where {@code Ak} is
 * mode {@code k} of {@code A}, {@code Tk = (2:1, complement(2:1, size(Ak)))} its tiler, and
 * {@code Sk} picks mode {@code k}'s tile and rest coordinates out of {@code c}.
 */
public final class TilingLaws {

    private TilingLaws() {}

    /** The laws of {@code composition(A, T)}. */
    public static List<LayoutLaw> composition(CuteLayout a, Tiler t, CuteLayout r) {
        return laws(r, build(a, t, Kind.COMPOSITION), Tiling.composition(a, t), t, Tiling.Gathering.LOGICAL, "A ∘ T mode by mode");
    }

    /** The laws of the divide of {@code A} by {@code T}, gathered as {@code g}. */
    public static List<LayoutLaw> divide(CuteLayout a, Tiler t, Tiling.Gathering g, CuteLayout r) {
        return laws(r, build(a, t, Kind.DIVIDE), Tiling.divide(a, t, Tiling.Gathering.LOGICAL), t, g,
                "A ∘ (B, complement(B, size(A))) mode by mode");
    }

    /** The laws of the product of {@code A} over {@code T}, gathered as {@code g}. */
    public static List<LayoutLaw> product(CuteLayout a, Tiler t, Tiling.Gathering g, CuteLayout r) {
        return laws(r, build(a, t, Kind.PRODUCT), Tiling.product(a, t, Tiling.Gathering.LOGICAL), t, g,
                "(A, complement(A, size(A)·cosize(B)) ∘ B) mode by mode");
    }

    /**
     * The laws of {@code blocked_product} ({@code raked} false) or {@code raked_product}: with
     * {@code A'}, {@code B'} padded to rank {@code R} and {@code C = complement(A', size(A')·cosize(B'))},
     * mode {@code k} of {@code R} has size {@code size(A'k)·size(B'k)} and
     * {@code R(c) = A'(SA(c)) + C(B'(SB(c)))}, where {@code SA} reads {@code A'}'s index from the
     * block part of each mode (the first part for blocked, the second for raked) and {@code SB}
     * reads {@code B'}'s from the other.
     */
    public static List<LayoutLaw> zipProduct(CuteLayout a, CuteLayout b, boolean raked, CuteLayout r) {
        int rank = Math.max(a.rank(), b.rank());
        CuteLayout pa = Tiling.padded(a, rank);
        CuteLayout pb = Tiling.padded(b, rank);
        long m = Math.multiplyExact(pa.size(), pb.cosize());
        CuteLayout c = LayoutAlgebra.complement(pa, m);
        List<LayoutLaw> laws = new ArrayList<>(LayoutLaws.complement(pa, m, c));
        List<IntTuple> sizes = new ArrayList<>();
        List<CuteLayout> selectA = new ArrayList<>();
        List<CuteLayout> selectB = new ArrayList<>();
        long weightA = 1;
        long weightB = 1;
        for (int k = 0; k < rank; k++) {
            long sa = pa.mode(k).size();
            long sb = pb.mode(k).size();
            sizes.add(IntTuple.of(Math.multiplyExact(sa, sb)));
            CuteLayout blockPart = CuteLayout.of(sa, weightA);
            CuteLayout tilePart = CuteLayout.of(sb, weightB);
            CuteLayout blockZero = CuteLayout.of(sa, 0);
            CuteLayout tileZero = CuteLayout.of(sb, 0);
            selectA.add(raked ? CuteLayout.concat(tileZero, blockPart) : CuteLayout.concat(blockPart, tileZero));
            selectB.add(raked ? CuteLayout.concat(tilePart, blockZero) : CuteLayout.concat(blockZero, tilePart));
            weightA = Math.multiplyExact(weightA, sa);
            weightB = Math.multiplyExact(weightB, sb);
        }
        CuteLayout sa = rank == 1 ? selectA.get(0) : CuteLayout.concat(selectA);
        CuteLayout sb = rank == 1 ? selectB.get(0) : CuteLayout.concat(selectB);
        IntTuple tree = rank == 1 ? sizes.get(0) : new IntTuple.Tuple(sizes);
        laws.add(new LayoutLaw.ModeSizes(r, tree));
        laws.add(new LayoutLaw.Chains(r, List.of(List.of(pa, sa), List.of(LayoutAlgebra.coalesce(c), pb, sb)),
                (raked ? "raked" : "blocked") + " A'(SA(c)) + C(B'(SB(c))) with C = " + c));
        return laws;
    }

    private enum Kind { COMPOSITION, DIVIDE, PRODUCT }

    /**
     * The structure of a by-mode result: the size of each part ({@code sizes}, a tree), the chains
     * whose innermost layout selects from an index of that tree, and the complement laws.
     */
    private record Built(IntTuple sizes, List<List<CuteLayout>> chains, List<LayoutLaw> side) {}

    private static Built build(CuteLayout a, Tiler t, Kind kind) {
        return switch (t) {
            case Tiler.Whole w -> whole(a, w.layout(), kind);
            case Tiler.ByMode m -> {
                Tiling.requireRank(a, m);
                List<Built> parts = new ArrayList<>();
                for (int k = 0; k < a.rank(); k++) {
                    CuteLayout ak = a.mode(k);
                    parts.add(k < m.modes().size() ? build(ak, m.modes().get(k), kind)
                            : new Built(IntTuple.of(ak.size()), List.of(List.of(ak, CuteLayout.of(ak.size(), 1))), List.of()));
                }
                List<IntTuple> sizes = parts.stream().map(Built::sizes).toList();
                IntTuple tree = new IntTuple.Tuple(sizes);
                List<List<CuteLayout>> chains = new ArrayList<>();
                List<LayoutLaw> side = new ArrayList<>();
                for (int k = 0; k < parts.size(); k++) {
                    for (List<CuteLayout> chain : parts.get(k).chains()) {
                        List<CuteLayout> embedded = new ArrayList<>(chain.subList(0, chain.size() - 1));
                        embedded.add(embed(chain.get(chain.size() - 1), k, sizes));
                        chains.add(embedded);
                    }
                    side.addAll(parts.get(k).side());
                }
                yield new Built(tree, chains, side);
            }
        };
    }

    private static Built whole(CuteLayout a, CuteLayout b, Kind kind) {
        return switch (kind) {
            case COMPOSITION -> new Built(IntTuple.of(b.size()),
                    List.of(List.of(LayoutAlgebra.coalesce(a), b, CuteLayout.of(b.size(), 1))), List.of());
            case DIVIDE -> {
                CuteLayout c = LayoutAlgebra.complement(b, a.size());
                IntTuple sizes = IntTuple.flat(b.size(), c.size());
                yield new Built(sizes, List.of(List.of(LayoutAlgebra.coalesce(a), CuteLayout.concat(b, c), CuteLayout.of(sizes))),
                        LayoutLaws.complement(b, a.size(), c));
            }
            case PRODUCT -> {
                long m = Math.multiplyExact(a.size(), b.cosize());
                CuteLayout c = LayoutAlgebra.complement(a, m);
                IntTuple sizes = IntTuple.flat(a.size(), b.size());
                List<IntTuple> parts = List.of(IntTuple.of(a.size()), IntTuple.of(b.size()));
                yield new Built(sizes, List.of(List.of(a, embed(CuteLayout.of(a.size(), 1), 0, parts)),
                        List.of(LayoutAlgebra.coalesce(c), b, embed(CuteLayout.of(b.size(), 1), 1, parts))),
                        LayoutLaws.complement(a, m, c));
            }
        };
    }

    /** A layout over the tree {@code (parts…)} that is {@code selector} on part {@code k} and 0 elsewhere. */
    private static CuteLayout embed(CuteLayout selector, int k, List<IntTuple> parts) {
        List<CuteLayout> modes = new ArrayList<>();
        for (int j = 0; j < parts.size(); j++) {
            modes.add(j == k ? selector : zero(parts.get(j)));
        }
        return CuteLayout.concat(modes);
    }

    private static CuteLayout zero(IntTuple shape) {
        return new CuteLayout(shape, zeros(shape));
    }

    private static IntTuple zeros(IntTuple shape) {
        return switch (shape) {
            case IntTuple.Int i -> IntTuple.of(0);
            case IntTuple.Tuple t -> new IntTuple.Tuple(t.elements().stream().map(TilingLaws::zeros).toList());
        };
    }

    /**
     * The laws for {@code R}, gathered as {@code g} from the by-mode result {@code logical}. Inside
     * each part, the shape is whatever the composition made of it (CuTe's results are only
     * compatible with the tiler's shape), so the selectors are refined to {@code logical}'s shape
     * before they are gathered, as {@code R}'s modes are.
     */
    private static List<LayoutLaw> laws(CuteLayout r, Built built, CuteLayout logical, Tiler t, Tiling.Gathering g,
            String what) {
        List<LayoutLaw> laws = new ArrayList<>(built.side());
        IntTuple target = logical.shape();
        IntTuple sizes = Tiling.gather(refine(zero(built.sizes()), target), t, g).shape();
        laws.add(new LayoutLaw.ModeSizes(r, sizes));
        List<List<CuteLayout>> chains = new ArrayList<>();
        for (List<CuteLayout> chain : built.chains()) {
            List<CuteLayout> gathered = new ArrayList<>(chain.subList(0, chain.size() - 1));
            gathered.add(Tiling.gather(refine(chain.get(chain.size() - 1), target), t, g));
            chains.add(gathered);
        }
        laws.add(new LayoutLaw.Chains(r, chains, what + " (" + g.name().toLowerCase(java.util.Locale.ROOT) + ")"));
        return laws;
    }

    /**
     * {@code selector} with each integer part that {@code target} splits further replaced by the
     * compact layout of {@code target}'s part, scaled by the part's stride: the same function of the
     * index, in {@code target}'s shape. Parts whose sizes differ are left as they are.
     */
    private static CuteLayout refine(CuteLayout selector, IntTuple target) {
        if (selector.shape() instanceof IntTuple.Int) {
            if (target instanceof IntTuple.Int || target.product() != selector.size()) {
                return selector;
            }
            long w = selector.stride().value();
            CuteLayout compact = CuteLayout.of(target);
            return new CuteLayout(target, scaled(compact.stride(), w));
        }
        if (!(target instanceof IntTuple.Tuple) || target.rank() != selector.rank()) {
            return selector;
        }
        List<CuteLayout> modes = new ArrayList<>();
        for (int k = 0; k < selector.rank(); k++) {
            modes.add(refine(selector.mode(k), target.mode(k)));
        }
        return CuteLayout.concat(modes);
    }

    private static IntTuple scaled(IntTuple strides, long w) {
        return switch (strides) {
            case IntTuple.Int i -> IntTuple.of(Math.multiplyExact(i.value(), w));
            case IntTuple.Tuple t -> new IntTuple.Tuple(t.elements().stream().map(e -> scaled(e, w)).toList());
        };
    }
}
