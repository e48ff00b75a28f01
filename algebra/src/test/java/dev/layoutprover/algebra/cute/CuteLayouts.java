package dev.layoutprover.algebra.cute;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** Generators of small CuTe layouts, shared by the property tests. */
public final class CuteLayouts {

    private CuteLayouts() {}

    /** Any layout: extents 1..4, strides 0..6, one to four leaves grouped into nested modes. */
    public static Arbitrary<CuteLayout> layouts() {
        Arbitrary<List<long[]>> leaves = Combinators.combine(
                        Arbitraries.longs().between(1, 4), Arbitraries.longs().between(0, 6))
                .as((s, d) -> new long[] {s, d})
                .list().ofMinSize(1).ofMaxSize(4);
        return leaves.flatMap(l -> grouping(l.size()).map(g -> nest(l, g)));
    }

    /** {@code layouts} with each stride's sign chosen at random: negative strides included. */
    public static Arbitrary<CuteLayout> signed(Arbitrary<CuteLayout> layouts) {
        return layouts.flatMap(l -> Arbitraries.of(false, true).list().ofSize(l.leaves().size())
                .map(signs -> new CuteLayout(l.shape(), negate(l.stride(), signs, new int[] {0}))));
    }

    private static IntTuple negate(IntTuple stride, List<Boolean> signs, int[] next) {
        return switch (stride) {
            case IntTuple.Int i -> IntTuple.of(signs.get(next[0]++) ? -i.value() : i.value());
            case IntTuple.Tuple t -> new IntTuple.Tuple(t.elements().stream().map(e -> negate(e, signs, next)).toList());
        };
    }

    /** Tilers for {@code a}: a whole layout, or one layout (or integer) per leading mode. */
    public static Arbitrary<Tiler> tilers(CuteLayout a) {
        Arbitrary<Tiler> whole = complementable().map(Tiler::of);
        Arbitrary<Tiler> byMode = Arbitraries.integers().between(1, a.rank()).flatMap(n ->
                Arbitraries.oneOf(complementable().map(Tiler::of), Arbitraries.longs().between(1, 4).map(
                        k -> (Tiler) new Tiler.Whole(CuteLayout.of(k, 1)))).list().ofSize(n).map(Tiler.ByMode::new));
        return Arbitraries.oneOf(whole, byMode);
    }

    /** Compact layouts: the strides are the prefix products of the extents in a random order. */
    public static Arbitrary<CuteLayout> compactLayouts() {
        Arbitrary<List<Long>> extents = Arbitraries.longs().between(1, 4).list().ofMinSize(1).ofMaxSize(4);
        return extents.flatMap(ext -> {
            List<Integer> indices = new ArrayList<>();
            for (int i = 0; i < ext.size(); i++) {
                indices.add(i);
            }
            return Combinators.combine(Arbitraries.shuffle(indices), grouping(ext.size())).as((order, g) -> {
                long[] stride = new long[ext.size()];
                long running = 1;
                for (int i : order) {
                    stride[i] = running;
                    running *= ext.get(i);
                }
                List<long[]> leaves = new ArrayList<>();
                for (int i = 0; i < ext.size(); i++) {
                    leaves.add(new long[] {ext.get(i), stride[i]});
                }
                return nest(leaves, g);
            });
        });
    }

    /** Layouts whose flattened form is injective-friendly for complement: sorted strides divide. */
    public static Arbitrary<CuteLayout> complementable() {
        Arbitrary<List<long[]>> steps = Combinators.combine(
                        Arbitraries.longs().between(1, 4), Arbitraries.longs().between(1, 3))
                .as((s, gap) -> new long[] {s, gap})
                .list().ofMinSize(1).ofMaxSize(3);
        return steps.flatMap(st -> {
            List<long[]> leaves = new ArrayList<>();
            long current = 1;
            for (long[] step : st) {
                long stride = current * step[1];
                leaves.add(new long[] {step[0], stride});
                current = stride * step[0];
            }
            List<Integer> indices = new ArrayList<>();
            for (int i = 0; i < leaves.size(); i++) {
                indices.add(i);
            }
            return Combinators.combine(Arbitraries.shuffle(indices), grouping(leaves.size()))
                    .as((order, g) -> nest(order.stream().map(leaves::get).toList(), g));
        });
    }

    /** Where to cut the leaf list into top-level modes, and whether a one-leaf layout is a tuple. */
    private static Arbitrary<boolean[]> grouping(int leaves) {
        return Arbitraries.of(true, false).list().ofSize(leaves).map(b -> {
            boolean[] out = new boolean[leaves];
            for (int i = 0; i < leaves; i++) {
                out[i] = b.get(i);
            }
            return out;
        });
    }

    /** Cuts after leaf {@code i} when {@code cut[i]}; a mode with one leaf is an integer. */
    private static CuteLayout nest(List<long[]> leaves, boolean[] cut) {
        if (leaves.size() == 1 && !cut[0]) {
            return CuteLayout.of(leaves.get(0)[0], leaves.get(0)[1]);
        }
        List<CuteLayout> modes = new ArrayList<>();
        List<CuteLayout> current = new ArrayList<>();
        for (int i = 0; i < leaves.size(); i++) {
            current.add(CuteLayout.of(leaves.get(i)[0], leaves.get(i)[1]));
            if (cut[i] || i == leaves.size() - 1) {
                modes.add(current.size() == 1 ? current.get(0) : CuteLayout.concat(current));
                current = new ArrayList<>();
            }
        }
        return CuteLayout.concat(modes);
    }
}
