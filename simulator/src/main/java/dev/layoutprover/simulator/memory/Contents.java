package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.naive.TensorExpr;
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

    /**
     * One tile step of a view: the window of {@code axis} (its size the window's) from
     * {@code first}; for a tile that cuts a composite group ({@code group} not null), the window of
     * the group's flat value, holding the flat values {@code held}.
     */
    record Step(Axis axis, long first, dev.layoutprover.algebra.FlatGroup group, java.util.BitSet held, long block,
            long width) {
        Step(Axis axis, long first) {
            this(axis, first, null, null, 0, 0);
        }

        TensorExpr window(TensorExpr of) {
            return group == null ? new TensorExpr.Window(of, axis, first, block, width)
                    : new TensorExpr.FlatWindow(of, group, axis, first, held);
        }

        /** Whether the step is a tile of a digit below its axis's top, which holds part of each block. */
        boolean digit() {
            return block > 0;
        }
    }

    /** The most blocks a write through a digit tile patches one by one. */
    static final long DIGIT_BLOCKS = 1 << 12;

    private TensorExpr expr;

    Contents(TensorExpr expr) {
        this.expr = expr;
    }

    /** What the view at {@code path} holds now. */
    TensorExpr read(List<Step> path) {
        TensorExpr e = expr;
        for (Step s : path) {
            e = s.window(e);
        }
        return e;
    }

    /** Writes {@code value} through the view at {@code path}. */
    void write(List<Step> path, TensorExpr value) {
        if (path.stream().anyMatch(s -> s.group() != null || s.digit())) {
            expr = through(path, value);
            return;
        }
        Map<String, Long> offsets = new HashMap<>();
        Map<String, Long> windows = new HashMap<>();
        for (Step s : path) {
            offsets.merge(s.axis().name(), s.first(), Long::sum);
            windows.put(s.axis().name(), s.axis().size());
        }
        expr = path.isEmpty() && value.axes().equals(expr.axes()) ? value
                : new TensorExpr.Patch(expr, value, offsets, windows);
    }

    /**
     * The whole storage after writing {@code value} through the view at {@code path}, one step at
     * a time from the innermost: each step patches what its parent view holds now.
     */
    private TensorExpr through(List<Step> path, TensorExpr value) {
        if (path.isEmpty()) {
            return value;
        }
        List<Step> outer = path.subList(0, path.size() - 1);
        Step last = path.get(path.size() - 1);
        TensorExpr now = read(outer);
        TensorExpr patched = last.group() != null ? new TensorExpr.FlatPatch(now, value, last.group(), last.first(), last.held())
                : last.digit() ? digitPatch(now, value, last)
                : new TensorExpr.Patch(now, value, Map.of(last.axis().name(), last.first()),
                        Map.of(last.axis().name(), last.axis().size()));
        return through(outer, patched);
    }

    /**
     * {@code now} with the indices a digit tile holds overwritten by {@code value}: block by block,
     * the first {@code width} indices of each block of the window, from {@code first} on.
     */
    private static TensorExpr digitPatch(TensorExpr now, TensorExpr value, Step s) {
        String axis = s.axis().name();
        long blocks = Math.ceilDiv(s.axis().size(), s.block());
        dev.layoutprover.simulator.RuleViolation.require(blocks <= DIGIT_BLOCKS, "Kernel::UNMODELLED", "a write "
                + "through a tile of a digit of " + axis + " patches " + blocks + " blocks, more than the "
                + DIGIT_BLOCKS + " the naive evaluator follows");
        TensorExpr out = now;
        for (long b = 0; b < blocks; b++) {
            long from = b * s.block();
            long width = Math.min(s.width(), s.axis().size() - from);
            TensorExpr part = new TensorExpr.Window(value, new Axis(axis, width), from);
            out = new TensorExpr.Patch(out, part, Map.of(axis, s.first() + from), Map.of(axis, width));
        }
        return out;
    }

    static List<Step> then(List<Step> path, TensorExpr window) {
        List<Step> out = new ArrayList<>(path);
        if (window instanceof TensorExpr.Window w) {
            out.add(new Step(w.axis(), w.offset(), null, null, w.block(), w.width()));
        } else if (window instanceof TensorExpr.FlatWindow w) {
            out.add(new Step(w.axis(), w.offset(), w.group(), w.held(), 0, 0));
        }
        return List.copyOf(out);
    }
}
