package dev.layoutprover.prover.cute;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.cute.CuteLayout;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * A second, independent mapping for an injective CuTe layout, built from {@code f_L} alone: with
 * the leaves sorted by stride {@code d'0 < d'1 < …}, position {@code p = r + Σ yk·d'k}
 * ({@code r < d'0}) is split by pairs and paddings, and holds the coordinate {@code y} when
 * {@code r = 0} and every {@code yk} is within its extent, else a hole. Each leaf's coordinate is
 * its digit of the mode's axis, {@code Di % (below·Mk) / below}.
 *
 * <p>Example: {@code (2,3):(1,8)} over {@code D0 = 2, D1 = 3} is
 * {@code m![[D1, D0 # 8] = 18]}: position 1 holds {@code {D0: 1}}, 9 holds {@code {D0: 1, D1: 1}},
 * 2..7 are holes, and the size is the cosize 18.
 *
 * <p>It applies when no stride is negative and the sorted leaves do not interleave: each stride is a multiple of the extent
 * {@code Mk·d'k} of the leaf before it (so no stride is 0 and {@code f_L} is injective).
 */
final class PositionalForm {

    private PositionalForm() {}

    private record Leaf(Mapping digit, long extent, long stride) {}

    /** The positional mapping of {@code layout} over {@code axes}; empty when the leaves interleave. */
    static Optional<Mapping> of(CuteLayout layout, List<Axis> axes) {
        if (layout.hasNegativeStride()) {
            return Optional.empty();
        }
        List<Leaf> leaves = new ArrayList<>();
        for (int i = 0; i < layout.rank(); i++) {
            Axis axis = axes.get(i);
            long below = 1;
            for (CuteLayout leaf : layout.mode(i).leaves()) {
                long m = leaf.shape().value();
                if (m > 1) {
                    Mapping digit = new Mapping.Symbol(axis);
                    if (below * m < axis.size()) {
                        digit = new Mapping.Modulo(digit, below * m);
                    }
                    if (below > 1) {
                        digit = new Mapping.Stride(digit, below);
                    }
                    leaves.add(new Leaf(digit, m, leaf.stride().value()));
                }
                below *= m;
            }
        }
        leaves.sort(Comparator.comparingLong(Leaf::stride));
        for (int k = 0; k < leaves.size(); k++) {
            Leaf leaf = leaves.get(k);
            long reach = k == 0 ? 1 : Math.multiplyExact(leaves.get(k - 1).extent(), leaves.get(k - 1).stride());
            if (leaf.stride() == 0 || leaf.stride() % reach != 0) {
                return Optional.empty();
            }
        }
        if (leaves.isEmpty()) {
            return Optional.of(new Mapping.Identity());
        }
        Mapping result = leaves.get(0).stride() > 1 ? new Mapping.Padding(new Mapping.Identity(), leaves.get(0).stride(), false) : null;
        for (int k = 0; k < leaves.size(); k++) {
            Leaf leaf = leaves.get(k);
            Mapping part = leaf.digit();
            if (k + 1 < leaves.size()) {
                long gap = leaves.get(k + 1).stride() / leaf.stride();
                if (gap > leaf.extent()) {
                    part = new Mapping.Padding(part, gap, false);
                }
            }
            result = result == null ? part : new Mapping.Pair(part, result);
        }
        long cosize = layout.cosize();
        return Optional.of(result.size() > cosize ? new Mapping.Resize(result, cosize) : result);
    }
}
