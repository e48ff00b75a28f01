package dev.layoutprover.simulator.naive;

import dev.layoutprover.algebra.Axis;
import java.util.BitSet;
import java.util.List;

/**
 * Dense evaluation of {@link TensorExpr.GatherRows}, {@code index_select} along the row axis: element
 * {@code (k, p)} of the result is the table's element at {@code row = index[k] / divisor} (floor)
 * and payload {@code p}. A row outside the table gives an uninitialized element (the simulator
 * refuses such an index first, as {@code DMA::GATHER}).
 *
 * <p>Example: a table {@code [[1, 2], [3, 4], [5, 6]]} over {@code [W = 3, H = 2]} and an index
 * {@code [2, 0]} over {@code S} with divisor 1 give {@code [[5, 6], [1, 2]]} over {@code [S, H]}.
 */
final class IndexSelect {

    private IndexSelect() {}

    static LogicalTensor rows(LogicalTensor table, LogicalTensor index, String key, String row, long divisor,
            List<Axis> axes) {
        long n = 1;
        for (Axis a : axes) {
            n = Math.multiplyExact(n, a.size());
        }
        double[] v = new double[Math.toIntExact(n)];
        double[] err = table.errors() == null ? null : new double[v.length];
        BitSet uninit = new BitSet();
        List<String> names = table.axisNames();
        int rowAt = names.indexOf(row);
        long rows = table.axes().get(rowAt).size();
        int keyAt = -1;
        long[] strides = new long[axes.size()];
        long s = 1;
        for (int i = axes.size() - 1; i >= 0; i--) {
            strides[i] = s;
            s *= axes.get(i).size();
            if (axes.get(i).name().equals(key)) {
                keyAt = i;
            }
        }
        for (int j = 0; j < v.length; j++) {
            long from = 0;
            boolean inside = true;
            for (int i = 0; i < axes.size(); i++) {
                long c = (j / strides[i]) % axes.get(i).size();
                if (i == keyAt) {
                    long r = Math.floorDiv((long) index.value((int) c), divisor);
                    inside = r >= 0 && r < rows;
                    from += r * table.stride(rowAt);
                } else {
                    from += c * table.stride(names.indexOf(axes.get(i).name()));
                }
            }
            if (!inside || table.uninitialized((int) from)) {
                uninit.set(j);
                continue;
            }
            v[j] = table.value((int) from);
            if (err != null) {
                err[j] = table.error((int) from);
            }
        }
        return new LogicalTensor(table.type(), axes, v, err, uninit);
    }
}
