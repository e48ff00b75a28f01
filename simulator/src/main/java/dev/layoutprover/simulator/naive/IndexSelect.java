package dev.layoutprover.simulator.naive;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import java.util.BitSet;
import java.util.List;

/**
 * Dense evaluation of {@link TensorExpr.GatherRows}, {@code index_select} along the row axis: element
 * {@code (k, p)} of the result is the table's element at {@code row = entry(k) / divisor} (floor)
 * and payload {@code p}, where {@code entry(k)} is read from the index tensor's buffer in order, as
 * the scatter reads it ({@link StackSelect#entries}): the key's {@code n}-th position takes the
 * buffer's {@code n}-th entry. A row outside the table gives an uninitialized element (the
 * simulator refuses such an index first, as {@code DMA::GATHER}).
 *
 * <p>Example: a table {@code [[1, 2], [3, 4], [5, 6]]} over {@code [W = 3, H = 2]} and an index
 * {@code [2, 0]} over {@code S} (its buffer {@code m![S]}) with divisor 1 give {@code [[5, 6], [1, 2]]}
 * over {@code [S, H]}; an index tensor over another axis, {@code m![J]} ({@code J = 3}) holding
 * {@code [2, 0, 1]}, gives the same, its last entry unread.
 */
final class IndexSelect {

    private IndexSelect() {}

    static LogicalTensor rows(LogicalTensor table, LogicalTensor index, List<String> keys, String row, long divisor,
            List<Axis> axes, Mapping keyOrder, Mapping indexBuffer) {
        long n = NaiveEvaluator.sizeOf(axes);
        double[] v = new double[Math.toIntExact(n)];
        double[] err = table.errors() == null ? null : new double[v.length];
        BitSet uninit = new BitSet();
        List<String> names = table.axisNames();
        int rowAt = names.indexOf(row);
        long rows = table.axes().get(rowAt).size();
        long[] entry = StackSelect.entries(index, keyOrder, indexBuffer,
                axes.stream().filter(a -> keys.contains(a.name())).toList());
        long[] strides = new long[axes.size()];
        long s = 1;
        for (int i = axes.size() - 1; i >= 0; i--) {
            strides[i] = s;
            s *= axes.get(i).size();
        }
        for (int j = 0; j < v.length; j++) {
            long from = 0;
            long keyPosition = 0;
            for (int i = 0; i < axes.size(); i++) {
                long c = (j / strides[i]) % axes.get(i).size();
                if (keys.contains(axes.get(i).name())) {
                    keyPosition = keyPosition * axes.get(i).size() + c;
                } else {
                    from += c * table.stride(names.indexOf(axes.get(i).name()));
                }
            }
            long e = entry[(int) keyPosition];
            long r = e < 0 ? -1 : Math.floorDiv(e, divisor);
            if (r < 0 || r >= rows || table.uninitialized((int) (from + r * table.stride(rowAt)))) {
                uninit.set(j);
                continue;
            }
            from += r * table.stride(rowAt);
            v[j] = table.value((int) from);
            if (err != null) {
                err[j] = table.error((int) from);
            }
        }
        return new LogicalTensor(table.type(), axes, v, err, uninit);
    }
}
