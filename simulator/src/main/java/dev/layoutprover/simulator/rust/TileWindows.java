package dev.layoutprover.simulator.rust;

import dev.layoutprover.simulator.symbolic.NotModelled;
import dev.layoutprover.simulator.symbolic.Part;
import dev.layoutprover.simulator.symbolic.Piece;
import dev.layoutprover.simulator.symbolic.Region;
import dev.layoutprover.simulator.symbolic.View;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * A copy between two tiles of as many values ({@code to_dm_view}, {@code to_hbm_view}) in the
 * symbolic run: value {@code i} of the source's window lands on value {@code i} of the target's,
 * as the reference's views offset them. The pieces read from the source are relabelled to the
 * target's values, their content still reading the source's: data moved across a digit, which the
 * symbolic check reads where the copy put it.
 *
 * <p>Example: {@code input.view().tile::<m![B], 3, m![B = 3 # 4]>(0)} copied to
 * {@code output.view_mut().tile::<m![B], 3, m![B = 3 # 4]>(1)} gives three pieces, region
 * {@code B = i + 1} holding {@code input} at {@code B = i}; a tile of 1 at 3 copied to a tile of 1
 * at 0 gives region {@code B = 0} holding {@code input} at {@code B = 3}.
 */
final class TileWindows {

    private TileWindows() {}

    /** Most values of a window copied one by one. */
    static final long MOST_VALUES = 64;

    /**
     * The pieces {@code target} receives from {@code source}: {@code read(source)} when the two
     * take no windows at different places, else the source's values relabelled to the target's.
     */
    static List<Piece> copied(View source, View target, Function<View, List<Piece>> read, Map<String, Long> sizes) {
        View.Window a = source.window();
        View.Window b = target.window();
        boolean windowed = a != null && !a.aligned() || b != null && !b.aligned();
        if (!windowed) {
            // aligned tiles, of tiles too: every digit both views fix lands at the target's value
            return moved(read.apply(source), source, target, sizes);
        }
        if (a == null || b == null || a.n() != b.n() || !a.along().equals(b.along())) {
            throw new NotModelled("a copy from " + text(a) + " to " + text(b) + " (not a window of as many values"
                    + " of one part) is not modelled symbolically");
        }
        long size = sizes.get(a.along().axis());
        if (a.n() > MOST_VALUES) {
            throw new NotModelled("a copy of a window of " + a.n() + " values of " + a.along() + " (at most "
                    + MOST_VALUES + " are copied one by one) is not modelled symbolically");
        }
        List<Piece> out = new ArrayList<>();
        for (long i = 0; i < a.n(); i++) {
            Optional<Region> one = source.guard().fix(a.along(), a.start() + i, size);
            if (one.isPresent()) {
                List<Piece> values = read.apply(new View(source.tensor(), one.get(), source.parts(), null,
                        source.spatial()));
                out.addAll(relabel(values, a.along(), b.start() + i, size));
            }
        }
        return moved(out, source, target, sizes);
    }

    /**
     * The pieces with each digit that both views' regions fix (the tiles each took) set to the
     * target's value. Example: the quarter {@code K/4%4 = q} of the half {@code P/256%2 = 0} copied to
     * the quarter {@code 3 - q} of the half {@code 1} lands in region {@code P/256%2 = 1, K/4%4 = 3 - q}.
     */
    private static List<Piece> moved(List<Piece> pieces, View source, View target, Map<String, Long> sizes) {
        List<Piece> out = pieces;
        for (var from : source.guard().fixed()) {
            for (var to : target.guard().fixed()) {
                if (from.getKey().equals(to.getKey()) && !from.getValue().equals(to.getValue())) {
                    out = relabel(out, to.getKey(), to.getValue(), sizes.get(to.getKey().axis()));
                }
            }
        }
        return out;
    }

    /** The pieces with the digits {@code p} of their regions set to {@code value}, their contents as they were. */
    private static List<Piece> relabel(List<Piece> pieces, Part p, long value, long size) {
        List<Piece> out = new ArrayList<>();
        for (Piece x : pieces) {
            x.guard().drop(List.of(p)).fix(p, value, size).ifPresent(g -> out.add(new Piece(x.coord(), g,
                    x.content())));
        }
        return out;
    }

    private static String text(View.Window w) {
        return w == null ? "a whole view" : "a tile of " + w.n() + " along " + w.along() + " from step " + w.start();
    }
}
