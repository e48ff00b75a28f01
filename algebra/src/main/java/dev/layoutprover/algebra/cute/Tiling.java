package dev.layoutprover.algebra.cute;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BinaryOperator;

/**
 * The divides and products of CuTe with a {@link Tiler}: mode by mode where the tiler is a tuple,
 * and the rearrangements that gather the tiles into one mode (zipped), one mode per rest (tiled),
 * or none (flat).
 *
 * <p>Example, for {@code A = (8,4):(1,8)}:
 * <ul>
 *   <li>{@code logicalDivide(A, 2)} is {@code (2,16):(1,2)} ({@code A} coalesces to {@code 32:1});
 *   <li>{@code logicalDivide(A, <2,2>)} is {@code ((2,4),(2,2)):((1,2),(8,16))};
 *   <li>{@code zippedDivide(A, <2,2>)} is {@code ((2,2),(4,2)):((1,8),(2,16))};
 *   <li>{@code tiledDivide(A, <2,2>)} is {@code ((2,2),4,2):((1,8),2,16)};
 *   <li>{@code flatDivide(A, <2,2>)} is {@code (2,2,4,2):(1,8,2,16)}.
 * </ul>
 * {@link TilingLaws} states the law each result must satisfy.
 */
public final class Tiling {

    private Tiling() {}

    /** How the modes of a by-mode result are gathered. */
    public enum Gathering {
        /** As computed: one mode per tiled mode, each (tile, rest). */
        LOGICAL,
        /** ((tiles…), (rests…, untiled modes…)). */
        ZIPPED,
        /** ((tiles…), rests…, untiled modes…). */
        TILED,
        /** (tiles…, rests…, untiled modes…). */
        FLAT
    }

    /** {@code A ∘ T}: by mode for a tuple tiler, modes past the tiler kept. */
    public static CuteLayout composition(CuteLayout a, Tiler t) {
        return byMode(a, t, LayoutAlgebra::composition);
    }

    /** The divide of {@code A} by {@code T}, gathered as {@code g}. */
    public static CuteLayout divide(CuteLayout a, Tiler t, Gathering g) {
        return gather(byMode(a, t, LayoutAlgebra::logicalDivide), t, g);
    }

    /** The product of {@code A} over {@code T}, gathered as {@code g}. */
    public static CuteLayout product(CuteLayout a, Tiler t, Gathering g) {
        return gather(byMode(a, t, LayoutAlgebra::logicalProduct), t, g);
    }

    /**
     * CuTe's {@code blocked_product}: both padded with {@code 1:0} modes to the larger rank
     * {@code R}, the logical product {@code (A, X)} of the two, then mode {@code k} of the result is
     * {@code (A_k, X_k)} coalesced: each block of {@code A} stays contiguous.
     *
     * <p>Example: {@code blockedProduct((2,5):(5,1), (3,4):(1,3))} is {@code (6,(5,4)):(5,(1,30))}:
     * mode 0 is {@code (2,3):(5,10)} coalesced, mode 1 {@code (5,4):(1,30)}.
     */
    public static CuteLayout blockedProduct(CuteLayout a, CuteLayout b) {
        return zipProduct(a, b, false);
    }

    /** CuTe's {@code raked_product}: as {@link #blockedProduct}, with mode {@code k} {@code (X_k, A_k)}. */
    public static CuteLayout rakedProduct(CuteLayout a, CuteLayout b) {
        return zipProduct(a, b, true);
    }

    private static CuteLayout zipProduct(CuteLayout a, CuteLayout b, boolean raked) {
        int rank = Math.max(a.rank(), b.rank());
        CuteLayout pa = padded(a, rank);
        CuteLayout pb = padded(b, rank);
        CuteLayout product = LayoutAlgebra.logicalProduct(pa, pb);
        List<CuteLayout> modes = new ArrayList<>();
        for (int k = 0; k < rank; k++) {
            CuteLayout ak = product.mode(0).mode(k);
            CuteLayout xk = product.mode(1).mode(k);
            modes.add(LayoutAlgebra.coalesce(raked ? CuteLayout.concat(xk, ak) : CuteLayout.concat(ak, xk)));
        }
        return rank == 1 ? modes.get(0) : CuteLayout.concat(modes);
    }

    /** {@code layout} as a tuple of {@code rank} modes, padded with {@code 1:0}. */
    static CuteLayout padded(CuteLayout layout, int rank) {
        List<CuteLayout> modes = new ArrayList<>(layout.modes());
        while (modes.size() < rank) {
            modes.add(CuteLayout.of(1, 0));
        }
        return CuteLayout.concat(modes);
    }

    /** {@code whole(A, B)} for a whole tiler; mode by mode for a tuple tiler. */
    static CuteLayout byMode(CuteLayout a, Tiler t, BinaryOperator<CuteLayout> whole) {
        return switch (t) {
            case Tiler.Whole w -> whole.apply(a, w.layout());
            case Tiler.ByMode m -> {
                requireRank(a, m);
                List<CuteLayout> modes = new ArrayList<>();
                for (int k = 0; k < a.rank(); k++) {
                    modes.add(k < m.modes().size() ? byMode(a.mode(k), m.modes().get(k), whole) : a.mode(k));
                }
                yield CuteLayout.concat(modes);
            }
        };
    }

    static void requireRank(CuteLayout a, Tiler.ByMode m) {
        if (m.modes().size() > a.rank()) {
            throw new IllegalArgumentException("the tiler " + m + " has " + m.modes().size() + " modes but " + a + " has only "
                    + a.rank());
        }
    }

    /** Gathers a by-mode result {@code l} (one (tile, rest) mode per tiled mode) as {@code g} says. */
    static CuteLayout gather(CuteLayout l, Tiler t, Gathering g) {
        if (g == Gathering.LOGICAL) {
            return l;
        }
        CuteLayout z = unzip(l, t);
        List<CuteLayout> modes = new ArrayList<>();
        switch (g) {
            case ZIPPED -> {
                return z;
            }
            case TILED -> modes.add(z.mode(0));
            default -> modes.addAll(z.mode(0).modes());
        }
        modes.addAll(z.mode(1).modes());
        return CuteLayout.concat(modes);
    }

    /** CuTe's {@code hier_unzip}: ((tiles…), (rests…, untiled modes…)), recursively. */
    private static CuteLayout unzip(CuteLayout l, Tiler t) {
        return switch (t) {
            case Tiler.Whole w -> l;
            case Tiler.ByMode m -> {
                List<CuteLayout> tiles = new ArrayList<>();
                List<CuteLayout> rests = new ArrayList<>();
                for (int k = 0; k < l.rank(); k++) {
                    if (k < m.modes().size()) {
                        CuteLayout split = unzip(l.mode(k), m.modes().get(k));
                        tiles.add(split.mode(0));
                        rests.add(split.mode(1));
                    } else {
                        rests.add(l.mode(k));
                    }
                }
                yield CuteLayout.concat(CuteLayout.concat(tiles), CuteLayout.concat(rests));
            }
        };
    }
}
