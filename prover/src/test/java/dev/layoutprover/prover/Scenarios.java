package dev.layoutprover.prover;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.gen.Mappings;
import dev.layoutprover.algebra.gen.Rewrites;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Random questions for the differential tests, built on the shared mapping generator: pairs of
 * mappings (equivalent rewrites, near misses of them, independent pairs of one size) and tile
 * views (the seed's pattern of a resized, re-padded tile dimension, and random views).
 *
 * <p>Example: a tile scenario may be parent {@code A, B}, tile {@code B / 2}, {@code N = 2},
 * view {@code A, [B / 2 = 2 # 3], B % 2} and start 2.
 */
final class Scenarios {

    private Scenarios() {}

    /** A tile view over some declarations. */
    record Tile(Declarations declarations, TileView view) {
        @Override public String toString() {
            return "(" + declarations.axes() + "; parent " + view.parent() + ", tile " + view.tile() + ", N = "
                    + view.tileSize() + ", view " + view.view() + ", start " + view.start() + ")";
        }
    }

    static Arbitrary<Mappings.Two> pairs() {
        return Rewrites.comparablePairs();
    }

    /**
     * Tile views over random axes: a parent mapping, a tile of one of its axes ({@code axis / step}),
     * a tile size of one to three, a start, and a view that is the seed's tiled pattern (half of
     * the cases), a near miss of it, or an unrelated mapping; every part shrinks.
     */
    static Arbitrary<Tile> tiles() {
        return Mappings.declarations().flatMap(d -> Mappings.mappings(d, 3).flatMap(parent -> {
            List<Axis> used = Evaluator.of(parent).axes();
            List<Axis> axes = used.isEmpty() ? List.of(d.axes().list().get(0)) : used;
            return Arbitraries.of(axes).flatMap(axis -> Arbitraries.of(Mappings.divisors(axis.size())).flatMap(step -> {
                Mapping tile = step == 1 ? new Mapping.Symbol(axis) : new Mapping.Stride(new Mapping.Symbol(axis), step);
                return Combinators.combine(Arbitraries.longs().between(1, 3), Arbitraries.integers().between(0, 3),
                        Mappings.mappings(d, 3), Arbitraries.longs().between(0, tile.size() - 1), Arbitraries.longs())
                        .as((n, kind, other, start, seed) -> {
                            Mapping view = switch (kind) {
                                case 0, 1 -> tiled(parent, axis, step, n);
                                case 2 -> Rewrites.nearMiss(new Random(seed), tiled(parent, axis, step, n));
                                default -> other;
                            };
                            return new Tile(d, new TileView(parent, tile, n, view, start));
                        });
            }));
        }));
    }

    /** {@code parent} with its first {@code axis} replaced by {@code [axis / step = n # |axis| / step], axis % step}. */
    static Mapping tiled(Mapping parent, Axis axis, long step, long n) {
        Mapping[] done = {null};
        Mapping out = replace(parent, axis, step, n, done);
        return out;
    }

    private static Mapping replace(Mapping m, Axis axis, long step, long n, Mapping[] done) {
        if (done[0] != null) {
            return m;
        }
        return switch (m) {
            case Mapping.Symbol s when s.axis().equals(axis) -> {
                long blocks = axis.size() / step;
                Mapping outer = new Mapping.Padding(new Mapping.Resize(new Mapping.Stride(s, step), Math.min(n, blocks)),
                        blocks, false);
                done[0] = outer;
                yield new Mapping.Pair(outer, new Mapping.Modulo(s, step));
            }
            case Mapping.Pair p -> {
                Mapping major = replace(p.major(), axis, step, n, done);
                yield new Mapping.Pair(major, replace(p.minor(), axis, step, n, done));
            }
            case Mapping.Padding p -> new Mapping.Padding(replace(p.inner(), axis, step, n, done), p.size(), p.bottom());
            case Mapping.Alias a -> replace(a.target(), axis, step, n, done);
            default -> m;
        };
    }
}
