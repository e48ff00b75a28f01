package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.FlatGroup;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.algebra.Printer;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.algebra.normal.Normalizer;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.LayoutChecks;
import dev.layoutprover.simulator.naive.TensorExpr;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Tiles of memory tensors, {@code tensor.view().tile::<TILE, N, VIEW>(start)}: a view that
 * addresses the {@code N} steps of the tile dimension from {@code start}, placed at the parent
 * position {@code o} that stores the tile's first index {@code s}. The view holds the window
 * {@code [s, s + N·step)} of the tile axis, renumbered from 0; the oracle must prove it a true
 * sub-view ({@code View::SUBVIEW}). A tile of a digit below the axis's top ({@code m![B % 256 / 32]},
 * as the reference's {@code offset.add_mapping} reads it: step {@code c} adds {@code 32·c} to
 * {@code B}) holds the axis from {@code s} on, renumbered from 0, of which its view names the
 * {@code N} steps of the digit in each block of 256.
 *
 * <p>Example (seed 000): parent {@code m![A, B]} ({@code A = 8, B = 512}), tile {@code m![B / 32]},
 * {@code N = 2}, view {@code m![A, B / 32 = 2 # 16, B % 32]}, start 3: the view begins 96 elements
 * into the parent and holds {@code B = 96..=159} as {@code B = 0..=63}.
 *
 * <p>The start position comes from the parent's normal form ({@link IndexPosition}), so planning a
 * tile costs the same whatever the tensor's size; only a parent outside the normal form's fragment
 * is searched position by position, and on a data-free device only up to
 * {@link Device#DATA_FREE_BUDGET} positions ({@code Kernel::SIZE_BUDGET}, a warning, beyond).
 */
public final class Tiles {

    /** Where a tile starts in its parent's element positions, and what it holds. */
    record TilePlan(long offset, TensorExpr expr) {}

    private Tiles() {}

    static TilePlan plan(Device device, Mapping parent, TensorExpr parentExpr, Mapping tile, long n, Mapping view,
            long start) {
        if (!TileView.tilesAnAxis(tile) && !TileView.tilesADigit(tile)) {
            throw new IllegalArgumentException("tile " + start + " of " + tile + ": a window of one axis is an axis, an"
                    + " axis stride (m![B / 32]) or a digit of it (m![B % 256 / 32]); a cut of a composite group is a"
                    + " tile of its own (planFlat)");
        }
        TileView tv = new TileView(parent, tile, n, view, start);
        requireDivided(tv, "tile " + start + " of " + tile, "Element");
        requireWithin(tv);
        requireSubview(device, tv);
        TensorIndex s = tv.startIndex();
        long o = origin(device, parent, s, tile, start);
        Axis axis = tv.axis();
        long first = s.get(axis.name());
        long extent = held(parentExpr, axis);
        RuleViolation.require(first < extent, "View::SUBVIEW", "tile " + start + " of " + tile + ": it starts at "
                + axis.name() + " = " + first + ", past the " + extent + " indices of " + axis.name()
                + " the parent view holds");
        // a digit below the axis's top (m![B % 256 / 32]) moves every index by s: the view reads the axis from s on,
        // its own mapping naming which of those indices (the digit's N steps in each block of 256) it holds
        if (tv.topDigit()) {
            long size = Math.min(n * tv.step(), extent - first);
            return new TilePlan(o, new TensorExpr.Window(parentExpr, new Axis(axis.name(), size), first));
        }
        long block = Math.multiplyExact(tv.step(), tile.size());
        return new TilePlan(o, new TensorExpr.Window(parentExpr, new Axis(axis.name(), extent - first), first, block,
                Math.min(block, Math.multiplyExact(n, tv.step()))));
    }

    /**
     * How many indices of {@code axis} the parent holds: all of them for a tensor, fewer for a view
     * that is itself a tile (its window of the axis, renumbered from 0). Example: the view
     * {@code x.view().tile::<m![B / 2], 1, m![1 # 2, B % 2, A]>(1)} of {@code B = 4} holds
     * {@code B = 2, 3} as {@code B = 0, 1}: 2, so its tile {@code m![B % 2]} from 1 holds one index.
     */
    private static long held(TensorExpr parentExpr, Axis axis) {
        return parentExpr.axes().stream().filter(a -> a.name().equals(axis.name())).mapToLong(Axis::size).findFirst()
                .orElse(axis.size());
    }

    /**
     * A tile that cuts a composite group: its spatial and element mappings with the group read by
     * its flat value, where it starts in the parent's element positions, and what it holds.
     */
    record FlatTile(List<Mapping> spatial, Mapping element, long offset, TensorExpr.FlatWindow expr) {}

    /**
     * {@code tensor.view().tile::<TILE, N, VIEW>(start)} where {@code TILE} cuts a composite group
     * ({@link FlatGroup}), as the reference's {@code offset.add_mapping::<TILE>(start)} reads it:
     * the start adds {@code TILE(start)} to the group's flat value, and the view's terms, in every
     * dimension, add theirs to the same value, decoded once at the end. The view is placed by its
     * mappings with the flat value as an axis ({@link FlatGroup#flatten}), so a copy between two
     * such views moves each flat value to the same flat value; what it holds is the
     * {@link TensorExpr.FlatWindow} of the parent from {@code TILE(start)}. The sub-view rule is checked
     * on the flat reading ({@code View::SUBVIEW}), as for a tile of an axis.
     *
     * <p>Example (view_padding): with {@code A = 9, B = 7}, Slice {@code m![[A, B] # 64 / 16]}, Element
     * {@code m![[A, B] # 64 % 8, [A, B] # 64 / 8 % 2]}, tile {@code m![[A, B] # 64 % 4]}, 3 steps from
     * step 1, view {@code m![[A, B] # 64 / 4 % 2, ([A, B] # 64 % 4) = 3 # 4, [A, B] # 64 / 8 % 2]}:
     * the view starts 2 elements into each slice and holds the flat values
     * {@code 16·s + 8·h + 4·q + r} ({@code r < 3}) from flat value 1 on.
     *
     * @param spatial the tensor's chip (HBM) or chip, cluster and slice (DM) mappings
     * @throws IllegalArgumentException when a mapping reads an axis of the group outside a
     *     composite cut of it, or the view's flat values cannot be listed within the budget
     */
    static FlatTile planFlat(Device device, List<Mapping> spatial, Mapping parent, TensorExpr parentExpr, Mapping tile,
            long n, Mapping view, long start) {
        TileView tv;
        FlatGroup group;
        List<Mapping> flatSpatial = new ArrayList<>();
        try {
            tv = new TileView(parent, tile, n, view, start);
            group = tv.group().orElseThrow(() -> new IllegalArgumentException("the tile dimension " + tile
                    + " reads no composite group by its flat value alone"));
            for (Mapping m : spatial) {
                flatSpatial.add(group.flatten(m));
            }
        } catch (MappingException e) {
            throw new IllegalArgumentException("tile " + start + " of " + tile + ": " + e.getMessage(), e);
        }
        requireSubview(device, tv);
        TileView flat = tv.flat();
        TensorIndex s = flat.startIndex();
        long o = origin(device, flat.parent(), s, tile, start);
        Mapping whole = flat.view();
        for (int i = flatSpatial.size() - 1; i >= 0; i--) {
            whole = new Mapping.Pair(flatSpatial.get(i), whole);
        }
        BitSet held = flatValues(whole, group.flat());
        Axis axis = new Axis(group.flat().name(), Math.max(1, held.length()));
        return new FlatTile(List.copyOf(flatSpatial), flat.view(), o,
                new TensorExpr.FlatWindow(parentExpr, group, axis, s.get(axis.name()), held));
    }

    /** The flat values below the group's size that {@code view} (read by its flat value) stores. */
    private static BitSet flatValues(Mapping view, Axis flat) {
        java.util.Optional<NormalForm> f = Normalizer.of(view).filter(NormalForm::axesOnly);
        if (f.isPresent()) {
            return f.get().reached(flat.name(), flat.size());
        }
        RuleViolation.require(view.size() <= Device.DATA_FREE_BUDGET, "Kernel::SIZE_BUDGET", "the view " + view
                + " is outside the normal form's fragment and has " + view.size() + " positions, more than the "
                + Device.DATA_FREE_BUDGET + " searched for the flat values it holds");
        Evaluator e = Evaluator.of(view);
        BitSet out = new BitSet();
        for (long p = 0, positions = view.size(); p < positions; p++) {
            for (TensorIndex i : e.slot(p).indices()) {
                long g = i.get(flat.name());
                if (g < flat.size()) {
                    out.set(Math.toIntExact(g));
                }
            }
        }
        return out;
    }

    /**
     * The reference's {@code assert_div} (furiosa-mapping/src/mapping.rs:246-269) for the tiled mapping
     * {@code what} ({@code Element}, {@code Slice}, …): the tile's axis is one the parent holds (the
     * division matches every term of the tile, line 254), and the view's type is the parent divided
     * by the tile (line 265): view position {@code p} holds what parent position {@code p} holds when
     * its tile coordinate is below {@code N}, and nothing otherwise, so the view keeps the parent's
     * size with the tile's steps beyond {@code N} as padding. Example: {@code m![B, A % 8]} tiled by
     * {@code m![B]}, 1 step, is {@code m![1 # 4, A % 8]} ({@code B = 4}); {@code m![A % 8]} is not.
     * Position by position up to {@link #DIVIDED_BUDGET}; beyond it only the size is compared.
     */
    static void requireDivided(TileView tv, String call, String what) {
        requireDivided(tv, call, what, what + "2");
    }

    /** {@link #requireDivided(TileView, String, String)} where the view's type is named {@code viewName}. */
    static void requireDivided(TileView tv, String call, String what, String viewName) {
        requireDivided(tv, "View::SUBVIEW", call, what, viewName);
    }

    /**
     * {@link #requireDivided(TileView, String, String)} for a tile the reference takes inside another
     * call, its finding that call's {@code rule}: {@code vector_intra_slice_unzip}'s
     * {@code tile::<Symbol<I>, …TileTime…, 1>} (vector_tensor_pair.rs:179) is {@code Vector::UNZIP}.
     */
    public static void requireDivided(TileView tv, String rule, String call, String what, String viewName) {
        String axis = tv.axis().name();
        Evaluator pe = Evaluator.of(tv.parent());
        RuleViolation.require(pe.axes().stream().anyMatch(a -> a.name().equals(axis)), rule, call + ": "
                + what + " " + Printer.written(tv.parent()) + " holds no " + axis + ", so the tile's " + tv.tile() + " divides none of it "
                + "(assert_div, furiosa-mapping/src/mapping.rs:254)");
        RuleViolation.require(tv.view().size() == tv.parent().size(), rule, call + ": the view's " + viewName
                + " " + Printer.written(tv.view()) + " has " + tv.view().size() + " positions, but a tile keeps the size of " + what
                + " " + Printer.written(tv.parent()) + " (" + tv.parent().size() + "): the reference's assert_div divides the mapping by "
                + "the tile and pads what it takes out (furiosa-mapping/src/mapping.rs:265)");
        if (tv.parent().size() > DIVIDED_BUDGET) {
            return;
        }
        List<Object> shape = List.of(tv.parent(), tv.tile(), tv.tileSize(), tv.view());
        if (DIVIDED.contains(shape)) {
            return;
        }
        Evaluator ve = Evaluator.of(tv.view());
        TileView.Coordinates coordinates = tv.coordinates();
        long from = pe.isFunctional() && ve.isFunctional() ? DividedVectors.firstDifference(tv, pe.axes()) : 0;
        for (long p = from, positions = tv.parent().size(); p < positions; p++) {
            Slot want = within(pe.slot(p), coordinates, tv.tileSize());
            Slot got = ve.slot(p);
            if (!want.equals(got)) {
                throw new RuleViolation(rule, call + ": the view's " + viewName + " " + Printer.written(tv.view()) + " is not "
                        + what + " " + Printer.written(tv.parent()) + " divided by the tile (assert_div): at position " + p + " the parent holds " + pe.slot(p) + ", so the view must hold "
                        + (want.isHole() ? "nothing" : want.toString()) + ", but it holds "
                        + (got.isHole() ? "nothing" : got.toString()));
            }
        }
        rememberDivided(shape);
    }

    /** The positions {@link #requireDivided} compares one by one at most. */
    static final long DIVIDED_BUDGET = 1L << 20;

    /**
     * Tiles {@link #requireDivided} found divided, by parent, tile dimension, steps and view: the
     * answer does not depend on the start, so a loop over the tiles of one tensor asks it once.
     */
    private static final Set<List<Object>> DIVIDED = ConcurrentHashMap.newKeySet();

    /** The tiles {@link #DIVIDED} remembers at most before it starts over. */
    private static final int DIVIDED_MEMORY = 4096;

    private static void rememberDivided(List<Object> shape) {
        if (DIVIDED.size() >= DIVIDED_MEMORY) {
            DIVIDED.clear();
        }
        DIVIDED.add(shape);
    }

    /** The indices of {@code s} whose tile coordinate is below the tile's steps; a hole when none is. */
    private static Slot within(Slot s, TileView.Coordinates coordinates, long tileSize) {
        List<TensorIndex> kept = s.indices().stream().filter(x -> coordinates.of(x) < tileSize).toList();
        return kept.isEmpty() ? Slot.hole() : Slot.of(kept);
    }

    /**
     * A tile whose {@code N} steps from {@code start} run past the end of its dimension is no
     * rule broken: the reference's {@code tile} asserts only the view's type
     * ({@code assert_div}, tensor_view.rs:86) and adds {@code TILE(start)} to the view's offset, and
     * what an index past the dimension then reads is decided in its compiled mapping library, as
     * for a tile starting past the dimension ({@link TileView}'s constructor). Example: tile 31 of
     * {@code m![B]} ({@code B = 32}), 2 steps, reads {@code B = 31} and {@code B = 32}. A digit of an
     * axis or of a group's flat value ({@code m![A % 256 / 64]}) runs on into the next block instead,
     * which the sub-view check decides ({@code View::SUBVIEW}).
     *
     * @throws MappingException when {@code start + N} exceeds the steps of a tile of a whole axis or
     *     an axis stride
     */
    private static void requireWithin(TileView tv) {
        long end = Math.addExact(tv.start(), tv.tileSize());
        if (TileView.tilesAnAxis(tv.tile()) && end > tv.tile().size()) {
            throw new MappingException("tile " + tv.start() + " of " + tv.tile() + " (" + tv.tileSize()
                    + " steps) runs to step " + (end - 1) + ", past the " + tv.tile().size() + " steps of "
                    + tv.tile() + ": the reference's tile asserts only the view's type (tensor_view.rs:86), and "
                    + "what a step past the dimension reads is decided in its compiled mapping library");
        }
    }

    /** Throws {@code View::SUBVIEW} unless the oracle proves {@code tv} a true sub-view. */
    private static void requireSubview(Device device, TileView tv) {
        Verdict v = device.oracle().subview(tv);
        if (!(v instanceof Verdict.Proved)) {
            TileView f = tv.flat();
            String why = v instanceof Verdict.Refuted r
                    ? r.counterexample().describe(LayoutChecks.axesOf(f.parent(), f.view()))
                    : ((Verdict.Unknown) v).reason();
            throw new RuleViolation("View::SUBVIEW", "tile " + tv.start() + " of " + tv.tile() + " (" + tv.tileSize()
                    + " steps, view " + tv.view() + ") is not a sub-view of " + tv.parent() + ": " + why);
        }
    }

    /** The parent position that stores the tile's start {@code s}. */
    private static long origin(Device device, Mapping parent, TensorIndex s, Mapping tile, long start) {
        java.util.OptionalLong found = IndexPosition.of(parent, s);
        if (found.isPresent()) {
            return found.getAsLong();
        }
        RuleViolation.require(device.holdsData() || parent.size() <= Device.DATA_FREE_BUDGET, "Kernel::SIZE_BUDGET",
                "tile " + start + " of " + tile + ": the parent " + parent + " is outside the normal form's "
                        + "fragment and has " + parent.size() + " positions, more than the " + Device.DATA_FREE_BUDGET
                        + " a data-free check searches for the tile's start; the tile is not checked");
        return firstStoring(parent, s);
    }

    /** The first position of {@code parent} storing {@code s}, by enumeration (-1 when none does). */
    private static long firstStoring(Mapping parent, TensorIndex s) {
        Evaluator e = Evaluator.of(parent);
        for (long p = 0, positions = parent.size(); p < positions; p++) {
            if (e.slot(p).indices().contains(s)) {
                return p;
            }
        }
        return -1;
    }
}
