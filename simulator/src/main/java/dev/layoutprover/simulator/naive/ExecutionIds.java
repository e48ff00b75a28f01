package dev.layoutprover.simulator.naive;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import java.util.List;

/**
 * Dense evaluation of the branch unit's execution ids and of operations guarded by them
 * ({@link TensorExpr.ComparisonIds}, {@link TensorExpr.ToggleIds}, {@link TensorExpr.Guarded}), from the reference's
 * definitions: an id has four bits, bit {@code k} set by comparison {@code k}; the group of an
 * element is bit 3; an operand valid for group {@code g} applies where that bit is {@code g}.
 *
 * <p>Example: with comparisons {@code [=0, true, true, true]} the value {@code 0} gets id
 * {@code 0b1111} (group 1) and {@code 5} gets {@code 0b1110} (group 1 too: bit 3 is the fourth
 * comparison).
 */
final class ExecutionIds {

    private ExecutionIds() {}

    static LogicalTensor comparisonIds(LogicalTensor in, List<InputCmp> comparisons) {
        int n = in.size();
        double[] ids = new double[n];
        for (int i = 0; i < n; i++) {
            double x = in.value(i);
            double e = in.error(i);
            int id = 0;
            for (int k = 0; k < comparisons.size(); k++) {
                InputCmp c = comparisons.get(k);
                boolean holds = c.matches(x);
                if (e > 0 && (c.matches(x - e) != holds || c.matches(x + e) != holds)) {
                    throw new IllegalArgumentException("the conformance harness states no error bound for the branch "
                            + "comparison " + c + " of the inexact value " + x + " (±" + e + ")");
                }
                id |= (holds ? 1 : 0) << k;
            }
            ids[i] = id;
        }
        return new LogicalTensor(ElementType.I32, in.axes(), ids, null);
    }

    static LogicalTensor toggleIds(List<Axis> axes, String axis, long weight, long length) {
        int n = NaiveEvaluator.sizeOf(axes);
        LogicalTensor shape = new LogicalTensor(ElementType.I32, axes, new double[n], null);
        int k = shape.axisNames().indexOf(axis);
        double[] ids = new double[n];
        for (int i = 0; i < n && k >= 0; i++) {
            long a = shape.coordinates(i)[k];
            ids[i] = 8 * Math.floorMod(Math.floorMod(Math.floorDiv(a, weight), length), 2);
        }
        return new LogicalTensor(ElementType.I32, axes, ids, null);
    }

    static LogicalTensor guarded(LogicalTensor otherwise, LogicalTensor applied, LogicalTensor ids, int group) {
        int[] before = NaiveEvaluator.broadcastOffsets(applied, otherwise);
        int[] id = NaiveEvaluator.broadcastOffsets(applied, ids);
        int n = applied.size();
        double[] v = new double[n];
        boolean inexact = applied.errors() != null || otherwise.errors() != null;
        double[] err = inexact ? new double[n] : null;
        for (int i = 0; i < n; i++) {
            boolean valid = group < 0 || (((long) ids.value(id[i]) >> 3) & 1) == group;
            v[i] = valid ? applied.value(i) : otherwise.value(before[i]);
            if (inexact) {
                err[i] = valid ? applied.error(i) : otherwise.error(before[i]);
            }
        }
        return new LogicalTensor(applied.type(), applied.axes(), v, err);
    }
}
