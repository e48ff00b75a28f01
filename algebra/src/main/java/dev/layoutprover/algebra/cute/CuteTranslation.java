package dev.layoutprover.algebra.cute;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.MappingException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * CuTe layouts as mapping expressions. Top-level mode {@code i} of the layout is one tensor axis
 * ({@code Di} by default) whose size is the mode's size; a nested mode's leaves are the
 * mixed-radix digits of its axis, first leaf fastest, as CuTe's colexicographic order has it.
 *
 * <p>Example: {@code ((2,3),4):((1,2),6)} over {@code D0 = 6, D1 = 4} is
 * {@code $(D0 % 2:1, D0 / 2:2, D1:6)}: buffer position {@code p} holds {@code {D0: a + 2b, D1: c}}
 * exactly when {@code p = a·1 + b·2 + c·6}, which is {@code f_L}. The layout is compact, so it is
 * also {@code m![D1, D0 / 2, D0 % 2]}, with no linear combination.
 */
public final class CuteTranslation {

    private CuteTranslation() {}

    /** The default axes {@code D0, D1, …}, one per top-level mode, sized as the mode. */
    public static List<Axis> defaultAxes(CuteLayout layout) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < layout.rank(); i++) {
            names.add("D" + i);
        }
        return axes(layout, names);
    }

    /** The axes named {@code names}, one per top-level mode, sized as the mode. */
    public static List<Axis> axes(CuteLayout layout, List<String> names) {
        int rank = rankOf(layout);
        if (names.size() != rank) {
            throw new MappingException("layout " + layout + " has " + rank + " modes but " + names.size()
                    + " axis names were given: " + names);
        }
        List<Axis> out = new ArrayList<>();
        for (int i = 0; i < rank; i++) {
            out.add(new Axis(names.get(i), layout.shape().mode(i).product()));
        }
        return out;
    }

    /**
     * The linear combination {@code $(…)} of the layout over {@code axes} (one per top-level mode,
     * sized as the mode): its size is the cosize, and position {@code p} holds every index whose
     * coordinate {@code f_L} sends to {@code p} (several where a stride is 0, none in the gaps).
     * A layout whose leaves all have extent 1 is {@code m![1]}.
     */
    public static Mapping toMapping(CuteLayout layout, List<Axis> axes) {
        List<Mapping.Term> terms = new ArrayList<>();
        for (LeafDigit d : digits(layout, axes)) {
            terms.add(new Mapping.Term(d.expression(), d.stride()));
        }
        return terms.isEmpty() ? new Mapping.Identity() : new Mapping.LinearCombination(terms);
    }

    /** {@link #toMapping(CuteLayout, List)} over the {@linkplain #defaultAxes default axes}. */
    public static Mapping toMapping(CuteLayout layout) {
        return toMapping(layout, defaultAxes(layout));
    }

    /**
     * For a {@linkplain CuteLayout#isCompact() compact} layout, the equivalent plain mapping: the
     * digits ordered by decreasing stride, major to minor, as a list of pairs. Empty when the layout
     * is not compact.
     *
     * <p>Example: {@code (3,2):(2,1)} over {@code D0 = 3, D1 = 2} is {@code m![D0, D1]};
     * {@code (3,2):(1,3)} is {@code m![D1, D0]}.
     */
    public static Optional<Mapping> toCompactMapping(CuteLayout layout, List<Axis> axes) {
        if (!layout.isCompact()) {
            return Optional.empty();
        }
        List<LeafDigit> digits = new ArrayList<>(digits(layout, axes));
        digits.sort(Comparator.comparingLong(LeafDigit::stride).reversed());
        Mapping result = null;
        for (int i = digits.size() - 1; i >= 0; i--) {
            Mapping e = digits.get(i).expression();
            result = result == null ? e : new Mapping.Pair(e, result);
        }
        return Optional.of(result == null ? new Mapping.Identity() : result);
    }

    /** {@link #toCompactMapping(CuteLayout, List)} over the default axes. */
    public static Optional<Mapping> toCompactMapping(CuteLayout layout) {
        return toCompactMapping(layout, defaultAxes(layout));
    }

    /** A leaf of extent above 1 as a digit of its mode's axis, with the leaf's stride. */
    private record LeafDigit(Mapping expression, long stride) {}

    private static List<LeafDigit> digits(CuteLayout layout, List<Axis> axes) {
        int rank = rankOf(layout);
        if (axes.size() != rank) {
            throw new MappingException("layout " + layout + " has " + rank + " modes but " + axes.size() + " axes were given");
        }
        List<LeafDigit> out = new ArrayList<>();
        for (int i = 0; i < rank; i++) {
            CuteLayout mode = layout.mode(i);
            Axis axis = axes.get(i);
            if (axis.size() != mode.size()) {
                throw new MappingException("axis " + axis + " does not match mode " + i + " of " + layout
                        + ", of size " + mode.size());
            }
            long below = 1;
            for (CuteLayout leaf : mode.leaves()) {
                long extent = leaf.shape().value();
                if (extent > 1) {
                    Mapping e = new Mapping.Symbol(axis);
                    if (below > 1) {
                        e = new Mapping.Stride(e, below);
                    }
                    if (below * extent < axis.size()) {
                        e = new Mapping.Modulo(e, extent);
                    }
                    out.add(new LeafDigit(e, leaf.stride().value()));
                }
                below *= extent;
            }
        }
        return out;
    }

    /** The number of axes: the number of top-level modes, 0 for the empty shape {@code ()}. */
    private static int rankOf(CuteLayout layout) {
        return layout.rank();
    }
}
