package dev.layoutprover.simulator.naive;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.FlatGroup;
import dev.layoutprover.algebra.TensorIndex;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * The naive reading of tiles that cut a composite group ({@link TensorExpr.FlatWindow},
 * {@link TensorExpr.FlatPatch}), element by element on dense tensors: a flat value is decoded by the
 * group's own mapping and the element is looked up by the index it gives. Nothing here asks
 * where memory stores an element; the engines move bytes by the views' placements, and the
 * conformance harness compares the two.
 *
 * <p>Example: with {@code A = 9, B = 7} and {@code x[A, B]} holding {@code 7a + b}, the window
 * from flat value 3 holding {@code g = 0..59} holds {@code g + 3} at {@code g}, and at
 * {@code g = 60} nothing (flat value 63 is past the group).
 */
final class FlatWindows {

    private FlatWindows() {}

    /** The value of a {@link TensorExpr.FlatWindow} over {@code in}. */
    static LogicalTensor window(LogicalTensor in, TensorExpr.FlatWindow w) {
        List<Axis> axes = w.axes();
        LogicalTensor shape = new LogicalTensor(in.type(), axes, new double[NaiveEvaluator.sizeOf(axes)], null);
        Decoding d = new Decoding(w.group(), w.offset());
        int flat = axes.indexOf(w.axis());
        double[] v = new double[shape.size()];
        double[] err = in.errors() == null ? null : new double[v.length];
        BitSet uninit = new BitSet();
        for (int o = 0; o < v.length; o++) {
            long[] c = shape.coordinates(o);
            long g = c[flat];
            TensorIndex at = w.held().get(Math.toIntExact(g)) ? d.index(g) : null;
            if (at == null) {
                uninit.set(o);
                continue;
            }
            int from = offsetIn(in, axes, c, flat, at);
            if (from < 0) {
                uninit.set(o);
                continue;
            }
            v[o] = in.value(from);
            if (err != null) {
                err[o] = in.error(from);
            }
            if (in.uninitialized(from)) {
                uninit.set(o);
            }
        }
        return new LogicalTensor(in.type(), axes, v, err, uninit);
    }

    /** The value of a {@link TensorExpr.FlatPatch}: {@code base} with {@code value} written through the window. */
    static LogicalTensor patch(LogicalTensor base, LogicalTensor value, TensorExpr.FlatPatch p) {
        double[] v = base.values().clone();
        boolean inexact = base.errors() != null || value.errors() != null;
        double[] err = !inexact ? null : base.errors() != null ? base.errors().clone() : new double[v.length];
        BitSet uninit = base.uninitializedOffsets();
        Decoding d = new Decoding(p.group(), p.offset());
        List<Axis> axes = value.axes();
        int flat = value.axisNames().indexOf(p.group().flat().name());
        if (flat < 0) {
            throw new IllegalArgumentException("the value written through a flat window has no axis "
                    + p.group().flat().name() + ": " + axes);
        }
        for (int o = 0; o < value.size(); o++) {
            long[] c = value.coordinates(o);
            long g = c[flat];
            if (g >= p.held().length() || !p.held().get(Math.toIntExact(g))) {
                continue;
            }
            TensorIndex at = d.index(g);
            if (at == null) {
                continue;
            }
            int to = offsetIn(base, axes, c, flat, at);
            if (to < 0) {
                continue;
            }
            v[to] = value.value(o);
            if (inexact) {
                err[to] = value.error(o);
            }
            uninit.set(to, value.uninitialized(o));
        }
        return new LogicalTensor(base.type(), base.axes(), v, err, uninit);
    }

    /**
     * The offset in {@code t} of the index whose coordinates over {@code axes} are {@code c}, with
     * the flat axis (at {@code flat}) replaced by the group index {@code at}; -1 when an axis of
     * {@code axes} that {@code t} lacks is not at 0 or a coordinate falls past {@code t}'s axis.
     */
    private static int offsetIn(LogicalTensor t, List<Axis> axes, long[] c, int flat, TensorIndex at) {
        List<String> names = t.axisNames();
        long o = 0;
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            int k = -1;
            for (int j = 0; j < axes.size(); j++) {
                if (j != flat && axes.get(j).name().equals(name)) {
                    k = j;
                }
            }
            long x = k >= 0 ? c[k] : at.get(name);
            if (x < 0 || x >= t.axes().get(i).size()) {
                return -1;
            }
            o += x * t.stride(i);
        }
        for (int j = 0; j < axes.size(); j++) {
            if (j != flat && !names.contains(axes.get(j).name()) && c[j] != 0) {
                return -1;
            }
        }
        return (int) o;
    }

    /** The group's index at each flat value {@code g + offset}, decoded once per flat value. */
    private static final class Decoding {
        private final FlatGroup group;
        private final long offset;
        private final java.util.Map<Long, Optional<TensorIndex>> seen = new java.util.HashMap<>();

        Decoding(FlatGroup group, long offset) {
            this.group = group;
            this.offset = offset;
        }

        /** The index at flat value {@code g + offset}, or null past the group or on its holes. */
        TensorIndex index(long g) {
            return seen.computeIfAbsent(Math.addExact(g, offset), group::decode).orElse(null);
        }
    }
}
