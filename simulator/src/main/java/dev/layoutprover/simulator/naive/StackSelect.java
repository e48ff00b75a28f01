package dev.layoutprover.simulator.naive;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import java.util.List;

/**
 * Dense evaluation of {@link TensorExpr.Stack} and {@link TensorExpr.Select}: stacking copies each part after
 * the previous one (the new axis is the outermost), selecting copies the elements whose
 * coordinate along the axis is the index.
 *
 * <p>Example: stacking {@code [1, 2]} and {@code [3, 4]} along {@code I} gives
 * {@code [[1, 2], [3, 4]]}; selecting {@code I = 1} of it gives {@code [3, 4]}.
 */
final class StackSelect {

    private StackSelect() {}

    static LogicalTensor stack(List<LogicalTensor> parts, List<Axis> axes, ElementType type) {
        int n = parts.get(0).size();
        double[] v = new double[n * parts.size()];
        boolean inexact = parts.stream().anyMatch(p -> p.errors() != null);
        double[] err = inexact ? new double[v.length] : null;
        java.util.BitSet uninit = new java.util.BitSet();
        for (int k = 0; k < parts.size(); k++) {
            LogicalTensor p = parts.get(k);
            int[] map = NaiveEvaluator.broadcastOffsets(new LogicalTensor(type, axes.subList(1, axes.size()),
                    new double[n], null), p);
            for (int i = 0; i < n; i++) {
                v[k * n + i] = p.value(map[i]);
                if (inexact) {
                    err[k * n + i] = p.error(map[i]);
                }
                if (p.uninitialized(map[i])) {
                    uninit.set(k * n + i);
                }
            }
        }
        return new LogicalTensor(type, axes, v, err, uninit);
    }

    /**
     * The slice of {@code in} at {@code index} along {@code axis}, without that axis: the window of
     * one index there, read onto {@code axes} (which lack it).
     */
    static LogicalTensor select(LogicalTensor in, List<Axis> axes, String axis, long index) {
        return NaiveEvaluator.window(in, axes, axis, index);
    }

    /**
     * {@code base} with {@code value} written at {@code offsets}, element by element; along an axis
     * of the base the value lacks, the value is written at every index of the window the write
     * covers ({@code windows}: the window's size by axis; the rest of the axis when absent), as a
     * broadcast copy writes it. Example: a value over {@code [P]} written into the window
     * {@code W = 1..2} of a base {@code [W, P]} fills {@code W = 1}.
     */
    static LogicalTensor patch(LogicalTensor base, LogicalTensor value, java.util.Map<String, Long> offsets,
            java.util.Map<String, Long> windows) {
        double[] v = new double[base.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = base.value(i);
        }
        boolean inexact = base.errors() != null || value.errors() != null;
        double[] err = inexact ? new double[v.length] : null;
        if (inexact) {
            for (int i = 0; i < v.length; i++) {
                err[i] = base.error(i);
            }
        }
        java.util.BitSet uninit = base.uninitializedOffsets();
        List<Axis> axes = value.axes();
        List<String> names = base.axisNames();
        int k = axes.size();
        long[] c = new long[k];
        long[] spread = {0};
        for (int b = 0; b < names.size(); b++) {
            String name = names.get(b);
            if (axes.stream().noneMatch(a -> a.name().equals(name))) {
                long first = offsets.getOrDefault(name, 0L);
                long last = Math.min(base.axes().get(b).size(), first + windows.getOrDefault(name,
                        base.axes().get(b).size() - first));
                long[] wider = new long[(int) (spread.length * Math.max(0, last - first))];
                int n = 0;
                for (long s : spread) {
                    for (long x = first; x < last; x++) {
                        wider[n++] = s + x * base.stride(b);
                    }
                }
                spread = wider;
            }
        }
        for (int i = 0; i < value.size(); i++) {
            long at = 0;
            boolean inside = true;
            for (int j = 0; j < k; j++) {
                int b = names.indexOf(axes.get(j).name());
                if (b < 0) {
                    inside &= c[j] == 0;
                    continue;
                }
                long x = c[j] + offsets.getOrDefault(axes.get(j).name(), 0L);
                inside &= x < base.axes().get(b).size();
                at += x * base.stride(b);
            }
            if (inside) {
                for (long s : spread) {
                    v[(int) (at + s)] = value.value(i);
                    if (inexact) {
                        err[(int) (at + s)] = value.error(i);
                    }
                    uninit.set((int) (at + s), value.uninitialized(i));
                }
            }
            for (int j = k - 1; j >= 0; j--) {
                if (++c[j] < axes.get(j).size()) {
                    break;
                }
                c[j] = 0;
            }
        }
        return new LogicalTensor(base.type(), base.axes(), v, err, uninit);
    }

    /** Element {@code j} of the result is element {@code from[j]} of {@code in} (zero for -1). */
    static LogicalTensor gather(LogicalTensor in, int[] from) {
        double[] v = new double[from.length];
        double[] err = in.errors() == null ? null : new double[from.length];
        for (int j = 0; j < from.length; j++) {
            if (from[j] >= 0) {
                v[j] = in.value(from[j]);
                if (err != null) {
                    err[j] = in.error(from[j]);
                }
            }
        }
        return new LogicalTensor(in.type(), in.axes(), v, err);
    }

    /**
     * {@code base} with the rows of {@code data} scattered into it as the reference writes them
     * (raw_tensor.rs:322–331): for each position {@code p} of {@code keyOrder}, padding included,
     * the row {@code entry(p) / divisor} ({@code entry(p)} the index the buffer {@code indexBuffer}
     * holds at its {@code p}-th position) receives the data at the key value there, or no value at
     * a padded position (the reference's {@code Opt::Uninit}: uninitialized here); positions write in
     * order, so a row takes the last one that names it. Example: key {@code m![K # 4]}
     * ({@code K = 3}), rows {@code [0, 2, 4, 2]}: row 2 is uninitialized, row 4 holds {@code K = 2}.
     */
    static LogicalTensor scatter(LogicalTensor base, LogicalTensor data, LogicalTensor index, String key, String row,
            long divisor, Mapping keyOrder, Mapping indexBuffer) {
        List<Axis> axes = data.axes();
        java.util.Set<String> keys = java.util.Set.of(key.split(","));
        List<Axis> keyAxes = axes.stream().filter(a -> keys.contains(a.name())).toList();
        List<String> names = base.axisNames();
        int rowAt = names.indexOf(row);
        long rows = base.axes().get(rowAt).size();
        // the last key position writing each row, and the key coordinates there (null at padding)
        int[] writer = new int[Math.toIntExact(rows)];
        java.util.Arrays.fill(writer, -1);
        List<long[]> keyAt = new java.util.ArrayList<>();
        Evaluator ke = Evaluator.of(keyOrder, keyAxes);
        Evaluator ie = Evaluator.of(indexBuffer, index.axes());
        long[] ic = new long[ie.axes().size()];
        for (long p = 0, positions = keyOrder.size(); p < positions; p++) {
            long[] kc = new long[keyAxes.size()];
            keyAt.add(ke.evaluate(p, kc) ? kc : null);
            if (p >= indexBuffer.size() || !ie.evaluate(p, ic)) {
                continue;
            }
            long at = 0;
            for (int j = 0; j < index.axes().size(); j++) {
                at += ic[j] * index.stride(j);
            }
            long entry = (long) index.value((int) at);
            long r = entry < 0 ? -1 : Math.floorDiv(entry, divisor);
            if (r >= 0 && r < rows) {
                writer[(int) r] = (int) p;
            }
        }
        double[] v = new double[base.size()];
        java.util.BitSet uninit = base.uninitializedOffsets();
        boolean inexact = base.errors() != null || data.errors() != null;
        double[] err = inexact ? new double[v.length] : null;
        long[] c = new long[names.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = base.value(i);
            if (inexact) {
                err[i] = base.error(i);
            }
            int p = writer[(int) c[rowAt]];
            if (p >= 0) {
                long[] kc = keyAt.get(p);
                if (kc == null) {
                    uninit.set(i);
                    v[i] = 0;
                } else {
                    long from = 0;
                    for (int j = 0; j < axes.size(); j++) {
                        String a = axes.get(j).name();
                        int k = keyAxes.indexOf(axes.get(j));
                        from += (k >= 0 ? kc[k] : c[names.indexOf(a)]) * data.stride(j);
                    }
                    v[i] = data.value((int) from);
                    uninit.set(i, data.uninitialized((int) from));
                    if (inexact) {
                        err[i] = data.error((int) from);
                    }
                }
            }
            for (int j = names.size() - 1; j >= 0; j--) {
                if (++c[j] < base.axes().get(j).size()) {
                    break;
                }
                c[j] = 0;
            }
        }
        return new LogicalTensor(base.type(), base.axes(), v, err, uninit);
    }

    /**
     * The index entry of each key value, by its row-major position over {@code keyAxes} (-1 where
     * none is read): the key's {@code p}-th position under {@code keyOrder} reads the index element
     * the buffer {@code indexBuffer} holds at its {@code p}-th position. With the index stored as
     * {@code m![K % 2, K / 2]} ({@code K = 4}), key {@code K = 1} (position 1) reads {@code index[2]}.
     */
    static long[] entries(LogicalTensor index, Mapping keyOrder, Mapping indexBuffer, List<Axis> keyAxes) {
        long[] out = new long[NaiveEvaluator.sizeOf(keyAxes)];
        java.util.Arrays.fill(out, -1);
        Evaluator ke = Evaluator.of(keyOrder, keyAxes);
        Evaluator ie = Evaluator.of(indexBuffer, index.axes());
        long[] kc = new long[ke.axes().size()];
        long[] ic = new long[ie.axes().size()];
        long n = Math.min(keyOrder.size(), indexBuffer.size());
        for (long p = 0; p < n; p++) {
            if (!ke.evaluate(p, kc) || !ie.evaluate(p, ic)) {
                continue;
            }
            long k = 0;
            for (int j = 0; j < keyAxes.size(); j++) {
                k = k * keyAxes.get(j).size() + kc[j];
            }
            long at = 0;
            for (int j = 0; j < index.axes().size(); j++) {
                at += ic[j] * index.stride(j);
            }
            out[(int) k] = (long) index.value((int) at);
        }
        return out;
    }
}
