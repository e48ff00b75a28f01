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
        return Arbitraries.randomValue(Scenarios::pair);
    }

    static Mappings.Two pair(Random r) {
        Declarations d = Mappings.declarations(r);
        Mapping m = Mappings.mapping(r, d, 4);
        Mapping e = Rewrites.equivalent(r, m);
        return switch (r.nextInt(3)) {
            case 0 -> new Mappings.Two(d, m, e);
            case 1 -> new Mappings.Two(d, m, Rewrites.nearMiss(r, e));
            default -> {
                Mapping other = Mappings.mapping(r, d, 4);
                yield new Mappings.Two(d, m, other.size() == m.size() ? other : Rewrites.nearMiss(r, e));
            }
        };
    }

    static Arbitrary<Tile> tiles() {
        return Arbitraries.randomValue(Scenarios::tile);
    }

    static Tile tile(Random r) {
        while (true) {
            Declarations d = Mappings.declarations(r);
            Mapping parent = Mappings.mapping(r, d, 3);
            List<Axis> axes = Evaluator.of(parent).axes();
            Axis axis = axes.isEmpty() ? d.axes().list().get(0) : axes.get(r.nextInt(axes.size()));
            long step = Mappings.divisor(r, axis.size());
            Mapping tile = step == 1 ? new Mapping.Symbol(axis) : new Mapping.Stride(new Mapping.Symbol(axis), step);
            long n = 1 + r.nextInt(3);
            Mapping view = switch (r.nextInt(4)) {
                case 0, 1 -> tiled(parent, axis, step, n);
                case 2 -> Rewrites.nearMiss(r, tiled(parent, axis, step, n));
                default -> Mappings.mapping(r, d, 3);
            };
            long start = r.nextInt((int) tile.size());
            return new Tile(d, new TileView(parent, tile, n, view, start));
        }
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
