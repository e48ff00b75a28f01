package dev.layoutprover.simulator.rust;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.symbolic.NotModelled;
import dev.layoutprover.simulator.symbolic.Part;
import dev.layoutprover.simulator.symbolic.Piece;
import dev.layoutprover.simulator.symbolic.Region;
import dev.layoutprover.simulator.symbolic.View;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Chip and cluster tiles of a DM tensor view in the symbolic run ({@code chip_tile},
 * {@code cluster_tile}). As in the reference (memory_tensor.rs, the inner view's
 * {@code tile::<TILE, _, N>(start)}), the view's unit {@code u} is the tensor's unit {@code u}
 * shifted by the tile's start, and the view's mapping there is the tensor's divided by the tile
 * ({@code assert_div}): the tiled part keeps its {@code N} low values. Reading the view reads the
 * tensor's pieces in the tile, numbered over the view's coordinate parts; writing one lands each
 * piece on the tensor's unit the view's unit stands for, its region's tile digit set to the
 * target's: data moved across that digit, as the naive evaluator's views move it.
 *
 * <p>Example: {@code dm.view().cluster_tile::<m![E], 1, m![1 # 2]>(1)} of a tensor whose cluster
 * part is {@code E%2} is the view of region {@code E = 1} with no coordinate part; committing a
 * stream of it into {@code out.view_mut().cluster_tile::<m![E], 1, m![1 # 2]>(0)} writes cluster
 * 0 of {@code out}, region {@code E = 0}, with {@code x} read at {@code E = 1}.
 */
final class SpatialTileViews {

    private SpatialTileViews() {}

    /**
     * Tile {@code start} of {@code n} steps of {@code along} over the chip ({@code chips}) or
     * cluster parts of {@code v}'s tensor, the view's mapping there {@code level2}.
     */
    static View tile(View v, boolean chips, Part along, long n, long start, Mapping level2, Map<String, Long> sizes) {
        String what = (chips ? "chip_tile" : "cluster_tile") + " of " + n + " steps of " + along + " from step " + start;
        if (v.window() != null || v.spatial() != null) {
            throw new NotModelled(what + " of a view already tiled is not modelled symbolically");
        }
        List<Part> coord = v.tensor().coord;
        int chipParts = v.tensor().chip.size();
        int from = chips ? 0 : chipParts;
        int to = chips ? chipParts : coord.size();
        int at = coord.subList(from, to).indexOf(along);
        if (at < 0 || n <= 0 || along.mod() % n != 0 || start % n != 0 || start + n > along.mod()) {
            throw new NotModelled(what + " (not an aligned window of one of the tensor's " + (chips ? "chip" : "cluster")
                    + " parts " + coord.subList(from, to) + ") is not modelled symbolically");
        }
        at += from;
        List<Part> viewCoord = new ArrayList<>(coord);
        if (n == 1) {
            viewCoord.remove(at);
        } else {
            viewCoord.set(at, new Part(along.axis(), along.div(), n));
        }
        List<Part> level = viewCoord.subList(from, to - (n == 1 ? 1 : 0));
        List<Part> written = levelParts(level2);
        if (!written.equals(level)) {
            throw new NotModelled(what + ": the view's mapping holds " + written + ", not the tensor's " + coord.subList(
                    from, to) + " divided by the tile " + level + ", is not modelled symbolically");
        }
        View.Window w = new View.Window(along, start, n);
        Region gd = v.guard().fix(w.digit(), start / n, sizes.get(along.axis()))
                .orElseThrow(() -> new NotModelled(what + ": a tile outside its view is not modelled symbolically"));
        View.Spatial s = new View.Spatial(coord, at, n, w.digit(), start / n, viewCoord,
                chips ? chipParts - (n == 1 ? 1 : 0) : chipParts);
        return new View(v.tensor(), gd, v.parts(), null, s);
    }

    /** The pieces of {@code read} (the tensor's, in the view's region) numbered over the view's coordinates. */
    static List<Piece> renumbered(View.Spatial s, List<Piece> read) {
        List<Piece> out = new ArrayList<>();
        for (Piece p : read) {
            long k = s.toView(p.coord());
            if (k >= 0) {
                out.add(new Piece(k, p.guard(), p.content()));
            }
        }
        return out;
    }

    /**
     * The pieces written into {@code target} as its tensor numbers them: each on the tensor's unit
     * its view unit stands for, its region's tile digit set to the target's value. A piece whose
     * region leaves the digit free must not read it: its data then does not depend on the tile.
     */
    static List<Piece> landed(View target, List<Piece> src, Map<String, Long> sizes) {
        View.Spatial s = target.spatial();
        Part d = s.digit();
        List<Piece> out = new ArrayList<>();
        for (Piece p : src) {
            if (p.coord() >= s.coordinates()) {
                throw new NotModelled("a write to a " + d + " tile of data at the view's coordinate " + p.coord()
                        + " past its " + s.coordinates() + " is not modelled symbolically");
            }
            Optional<Long> fixed = fixedValue(p.guard(), d);
            if (fixed.isEmpty() && p.content().outside(List.of()).stream().anyMatch(x -> overlaps(x, d))) {
                throw new NotModelled("a write to the tile " + d + " = " + s.value() + " of data that reads " + d
                        + " as its own index is not modelled symbolically");
            }
            Region g = p.guard().drop(List.of(d)).fix(d, s.value(), sizes.get(d.axis())).orElseThrow();
            out.add(new Piece(s.toParent(p.coord()), g, p.content()));
        }
        return out;
    }

    /** The value region {@code g} fixes digit {@code d} to, when it fixes all of it. */
    private static Optional<Long> fixedValue(Region g, Part d) {
        long covered = 1;
        long value = 0;
        for (var e : g.keepOnly(List.of(d)).fixed()) {
            Part p = e.getKey();
            if (!p.axis().equals(d.axis()) || p.div() < d.div() || p.end() > d.end()) {
                continue;
            }
            covered = Math.multiplyExact(covered, p.mod());
            value += e.getValue() * (p.div() / d.div());
        }
        return covered == d.mod() ? Optional.of(value) : Optional.empty();
    }

    private static boolean overlaps(Part a, Part b) {
        return a.axis().equals(b.axis()) && a.div() < b.end() && b.div() < a.end();
    }

    /** The parts of a view's chip or cluster mapping; a resized part {@code F = 2} is its low values {@code F % 2}. */
    static List<Part> levelParts(Mapping m) {
        List<Part> out = new ArrayList<>();
        switch (m) {
            case Mapping.Pair p -> {
                out.addAll(levelParts(p.major()));
                out.addAll(levelParts(p.minor()));
            }
            case Mapping.Padding p -> out.addAll(levelParts(p.inner()));
            case Mapping.Resize r -> {
                List<Part> inner = Part.of(r.inner());
                if (inner.size() != 1 || inner.get(0).mod() % r.size() != 0) {
                    throw new NotModelled("the view mapping " + m + " resizes other than one part to a divisor");
                }
                Part p = inner.get(0);
                out.add(new Part(p.axis(), p.div(), r.size()));
            }
            default -> out.addAll(Part.of(m));
        }
        return out;
    }
}
