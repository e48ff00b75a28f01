package dev.layoutprover.algebra.xla;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** Generators of small tiled XLA shapes, shared by the property tests. */
public final class XlaShapes {

    private XlaShapes() {}

    /**
     * Calls {@code visit} with the coordinates of every element of {@code s}, in row-major order
     * (the array is reused): for dimensions {@code [2, 3]}, {@code [0, 0], [0, 1], …, [1, 2]}.
     */
    public static void forEachElement(XlaShape s, java.util.function.Consumer<long[]> visit) {
        long[] e = new long[s.rank()];
        for (long k = 0; k < s.elementCount(); k++) {
            long rest = k;
            for (int i = s.rank() - 1; i >= 0; i--) {
                e[i] = rest % s.dimensions().get(i);
                rest /= s.dimensions().get(i);
            }
            visit.accept(e);
        }
    }

    /** Rank 1..3, extents 1..6, any minor_to_major, up to two tiles of extents 1..5, no {@code *}. */
    public static Arbitrary<XlaShape> tiled() {
        return shapes(false);
    }

    /** As {@link #tiled()}, with {@code *} entries in the tiles. */
    public static Arbitrary<XlaShape> tiledWithCombine() {
        return shapes(true);
    }

    private static Arbitrary<XlaShape> shapes(boolean combine) {
        Arbitrary<List<Long>> dims = Arbitraries.longs().between(1, 6).list().ofMinSize(1).ofMaxSize(3);
        Arbitrary<List<Long>> rawTile = Arbitraries.longs().between(combine ? 0 : 1, 5).list().ofMinSize(1).ofMaxSize(4);
        Arbitrary<List<List<Long>>> rawTiles = rawTile.list().ofMaxSize(2);
        Arbitrary<String> type = Arbitraries.of("f32", "bf16", "s8", "pred");
        return dims.flatMap(d -> {
            List<Integer> indices = new ArrayList<>();
            for (int i = 0; i < d.size(); i++) {
                indices.add(i);
            }
            return Combinators.combine(type, Arbitraries.shuffle(indices), rawTiles)
                    .as((t, m2m, tiles) -> new XlaShape(t, d, m2m, fit(d.size(), tiles)));
        });
    }

    /** Trims each raw tile to the rank of the shape it applies to; 0 stands for {@code *}. */
    private static List<Tile> fit(int rank, List<List<Long>> raw) {
        List<Tile> out = new ArrayList<>();
        int current = rank;
        for (List<Long> r : raw) {
            List<Long> entries = new ArrayList<>(r.subList(Math.max(0, r.size() - current), r.size()));
            int last = entries.size() - 1;
            if (entries.get(last) == 0) {
                entries.set(last, 2L);
            }
            int kept = 0;
            for (int i = 0; i < entries.size(); i++) {
                if (entries.get(i) == 0) {
                    entries.set(i, Tile.COMBINE);
                } else {
                    kept++;
                }
            }
            out.add(new Tile(entries));
            current = current - entries.size() + 2 * kept;
        }
        return out;
    }
}
