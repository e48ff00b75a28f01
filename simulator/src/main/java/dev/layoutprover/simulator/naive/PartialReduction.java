package dev.layoutprover.simulator.naive;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Dense evaluation of {@link TensorExpr.PartialReduce}: for each index, the members of its group (the
 * indices that differ from it only in the reduced digits, padding past the axis skipped) are
 * folded one after another in index order, each step in the element type, as the reference folds
 * a reduced term ({@code fold_axis} with {@code saturating_add} for {@code AddSat}). An {@code f32}
 * add is summed exactly and carries the bound {@code γ(n)·Σ|terms|}.
 *
 * <p>Example: {@code S = 15} over the digit {@code S # 16 % 4} with a saturating add and
 * {@code x[12..14] = [2147483647, 1, -1]} holds {@code 2147483646} at {@code S = 12, 13, 14}
 * (saturated at the first step, then lowered), not the clamped exact sum {@code 2147483647}.
 */
final class PartialReduction {

    private PartialReduction() {}

    static LogicalTensor evaluate(LogicalTensor in, Axis axis, List<TensorExpr.PartialReduce.ReducedDigit> digits, ReduceOp op,
            ElementType type) {
        int k = in.axes().indexOf(axis);
        long stride = in.stride(k);
        long size = axis.size();
        List<TensorExpr.PartialReduce.ReducedDigit> outerFirst = new ArrayList<>(digits);
        outerFirst.sort(Comparator.comparingLong(TensorExpr.PartialReduce.ReducedDigit::stride).reversed());
        int n = in.size();
        double[] v = new double[n];
        boolean exactSum = op == ReduceOp.ADD;
        double[] err = exactSum && type.isFloat() ? new double[n] : null;
        List<Integer> members = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            long s = (i / stride) % size;
            long base = s;
            for (TensorExpr.PartialReduce.ReducedDigit d : digits) {
                base -= (s / d.stride()) % d.count() * d.stride();
            }
            members.clear();
            collect(outerFirst, 0, base, size, (int) (i - s * stride), stride, members);
            if (exactSum) {
                double sum = 0;
                double magnitude = 0;
                double inErr = 0;
                for (int o : members) {
                    sum += in.value(o);
                    magnitude += Math.abs(in.value(o));
                    inErr += in.error(o);
                }
                v[i] = sum;
                if (err != null) {
                    err[i] = NaiveEvaluator.gamma(members.size()) * (magnitude + inErr) + inErr;
                }
            } else {
                double acc = op.identity(type.isFloat());
                for (int m = 0; m < members.size(); m++) {
                    double x = in.value(members.get(m));
                    acc = m == 0 ? x : Scalars.combine(op, acc, x);
                }
                v[i] = acc;
            }
        }
        return new LogicalTensor(type, in.axes(), v, err);
    }

    /** Appends the offsets of the group's members below {@code level}, in index order. */
    private static void collect(List<TensorExpr.PartialReduce.ReducedDigit> outerFirst, int level, long index, long size,
            int origin, long stride, List<Integer> members) {
        if (level == outerFirst.size()) {
            if (index < size) {
                members.add((int) (origin + index * stride));
            }
            return;
        }
        TensorExpr.PartialReduce.ReducedDigit d = outerFirst.get(level);
        for (long x = 0; x < d.count(); x++) {
            collect(outerFirst, level + 1, index + x * d.stride(), size, origin, stride, members);
        }
    }
}
