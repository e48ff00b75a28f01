package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.naive.Expr;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a memory tensor's storage holds, shared by the tensor and all its views: a view reads the
 * windows of its tile path out of it, and a write through a view ({@code to_dm_view},
 * {@code to_hbm_view}, {@code commit_view}) patches the window it covers.
 *
 * <p>Example: a tensor {@code x[B = 4]} viewed as the tile {@code B = 1..3} and written with
 * {@code y[B = 3]} afterwards holds {@code x[0], y[0], y[1], y[2]}.
 */
final class Contents {

    /** One tile step of a view: the window of {@code axis} (its size the window's) from {@code first}. */
    record Step(Axis axis, long first) {}

    private Expr expr;

    Contents(Expr expr) {
        this.expr = expr;
    }

    /** What the view at {@code path} holds now. */
    Expr read(List<Step> path) {
        Expr e = expr;
        for (Step s : path) {
            e = new Expr.Window(e, s.axis(), s.first());
        }
        return e;
    }

    /** Writes {@code value} through the view at {@code path}. */
    void write(List<Step> path, Expr value) {
        Map<String, Long> offsets = new HashMap<>();
        Map<String, Long> windows = new HashMap<>();
        for (Step s : path) {
            offsets.merge(s.axis().name(), s.first(), Long::sum);
            windows.put(s.axis().name(), s.axis().size());
        }
        expr = path.isEmpty() && value.axes().equals(expr.axes()) ? value
                : new Expr.Patch(expr, value, offsets, windows);
    }

    static List<Step> then(List<Step> path, Expr window) {
        List<Step> out = new ArrayList<>(path);
        if (window instanceof Expr.Window w) {
            out.add(new Step(w.axis(), w.offset()));
        }
        return List.copyOf(out);
    }
}
