package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Printer;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.naive.TensorExpr;
import java.util.BitSet;
import java.util.function.IntUnaryOperator;

/**
 * Tiles of a DM tensor view over its chips, clusters or slices: {@code chip_tile},
 * {@code cluster_tile} and {@code slice_tile::<TILE, N, PART2>(start)}. As in the reference
 * (memory_tensor.rs, each the inner view's {@code tile::<TILE, _, N>(start)}), the view holds the
 * parent's indices shifted by {@code TILE(start)}, and its type keeps the parent's other mappings
 * and the tiled one's size ({@code assert_div}: the whole mapping divided by the tile is the
 * view's). The view is found like an element tile ({@link Tiles}): the tiled mapping's start
 * position {@code o}, the {@code View::SUBVIEW} proof that view position {@code p} is parent
 * position {@code o + p}, and the window of the tile axis the view holds.
 *
 * <p>The view's units (slices) are the parent's, shifted by {@code o} along the tiled mapping:
 * view unit {@code (chip, cluster, slice)} reads and writes the parent's unit with that coordinate
 * plus {@code o}. A unit the view's spatial mapping leaves as padding, or one that the shift puts
 * past the parent, is none of the parent's: it holds nothing of the tensor, so a write there (a
 * commit's padded slice) leaves the parent untouched.
 *
 * <p>Example: {@code Chip = m![P]} ({@code P = 4}), tile {@code m![P]}, 1 step,
 * {@code Chip2 = m![1 # 4]}, start 2: {@code o = 2}; the view's chip 0 is the parent's chip 2,
 * its chips 1 to 3 (padding) none; it holds {@code P = 2} as {@code P = 0}.
 */
final class SpatialTiles {

    /** Which spatial mapping a tile splits, with the method and the type parameter that name it. */
    enum SpatialLevel {
        CHIP("chip_tile", "Chip"), CLUSTER("cluster_tile", "Cluster"), SLICE("slice_tile", "Slice");

        private final String method;
        private final String parameter;

        SpatialLevel(String method, String parameter) {
            this.method = method;
            this.parameter = parameter;
        }

        String method() {
            return method;
        }
    }

    /**
     * A planned tile: the view's chip, cluster and slice mappings, the window of the parent's
     * contents it holds, and its units as the parent's ({@code -1}: none).
     */
    record SpatialTilePlan(Mapping[] mappings, TensorExpr window, IntUnaryOperator units) {}

    private SpatialTiles() {}

    /**
     * Plans tile {@code start} of {@code tile} ({@code n} steps) over {@code parent[part]} (the
     * parent's chip, cluster and slice mappings, in that order), the view's mapping there being
     * {@code part2}.
     */
    static SpatialTilePlan plan(Device device, SpatialLevel part, Mapping[] parent, Mapping element, TensorExpr contents, Mapping tile, long n,
            Mapping part2, long start) {
        int i = part.ordinal();
        Mapping tiled = parent[i];
        String call = part.method + " " + start + " of " + m(tile);
        RuleViolation.require(part2.size() == tiled.size(), "View::SUBVIEW", call + ": the view's " + part.parameter
                + "2 " + m(part2) + " has " + part2.size() + " positions, but a tile keeps the size of "
                + part.parameter + " " + m(tiled) + " (" + tiled.size() + "): the reference's assert_div divides the "
                + "whole mapping by the tile and pads what it takes out");
        requireDivides(part, parent, element, new TileView(tiled, tile, n, part2, start), call);
        Tiles.TilePlan t = Tiles.plan(device, tiled, contents, tile, n, part2, start);
        Mapping[] view = parent.clone();
        view[i] = part2;
        long[] sizes = {parent[0].size(), parent[1].size(), parent[2].size()};
        long offset = t.offset();
        Mapping spatial = SpatialRules.slices(view[0], view[1], view[2]);
        BitSet[] live = new BitSet[1];
        IntUnaryOperator units = u -> {
            synchronized (live) {
                if (live[0] == null) {
                    live[0] = liveUnits(spatial);
                }
            }
            if (!live[0].get(u)) {
                return -1;
            }
            long[] c = {u / (sizes[1] * sizes[2]), u / sizes[2] % sizes[1], u % sizes[2]};
            c[i] += offset;
            if (c[i] >= sizes[i]) {
                return -1;
            }
            return Math.toIntExact((c[0] * sizes[1] + c[1]) * sizes[2] + c[2]);
        };
        return new SpatialTilePlan(view, t.expr(), units);
    }

    /**
     * The reference's {@code assert_div}: the view's type is the parent's divided by the tile. In
     * the tiled mapping, view position {@code p} holds what parent position {@code p} holds when its
     * tile coordinate is below {@code N}, and nothing otherwise; the other mappings (kept as they
     * are by the view's type) hold no step of the tile axis. Example: slice tile {@code m![X]}, 1
     * step, of {@code m![E, X]} is {@code m![E, 1 # 128]} (with {@code X = 128}); a parent whose
     * cluster mapping also holds {@code X / 64} cannot be tiled over its slices alone.
     */
    private static void requireDivides(SpatialLevel part, Mapping[] parent, Mapping element, TileView tv, String call) {
        String axis = tv.axis().name();
        Tiles.requireDivided(tv, call, part.parameter);
        String[] names = {"Chip", "Cluster", "Slice", "Element"};
        Mapping[] all = {parent[0], parent[1], parent[2], element};
        TileView.Coordinates coordinates = tv.coordinates();
        for (int j = 0; j < all.length; j++) {
            if (j == part.ordinal()) {
                continue;
            }
            Evaluator e = Evaluator.of(all[j]);
            if (e.axes().stream().noneMatch(a -> a.name().equals(axis))) {
                continue;
            }
            for (long p = 0; p < all[j].size(); p++) {
                for (TensorIndex x : e.slot(p).indices()) {
                    RuleViolation.require(coordinates.of(x) == 0, "View::SUBVIEW", call + ": " + names[j] + " "
                            + m(all[j]) + " also holds steps of the tile (" + x + " at position " + p + "), which "
                            + part.method + " cannot take out of " + names[j] + " (assert_div: the view keeps "
                            + names[j] + " as it is)");
                }
            }
        }
    }


    private static String m(Mapping mapping) {
        return Printer.written(mapping);
    }

    /** The units of {@code spatial} that hold an index (the others are padding). */
    private static BitSet liveUnits(Mapping spatial) {
        Evaluator e = Evaluator.of(spatial);
        BitSet out = new BitSet();
        for (int u = 0; u < spatial.size(); u++) {
            if (!e.slot(u).isHole()) {
                out.set(u);
            }
        }
        return out;
    }
}
