package dev.layoutprover.simulator.naive;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code out[kept] = Σ x·w} over the axes of {@code x} or {@code w} not kept, with the f32 error
 * bound {@code γ(n)·Σ|x·w|} per output for float types ({@code n} the number of terms). Integer
 * sums are exact and wrap to 32 bits.
 *
 * <p>Example: {@code x = {I, K}}, {@code w = {K, J}}, kept {@code [I, J]} is the matrix product.
 */
final class Einsum {

    private Einsum() {}

    static LogicalTensor contract(LogicalTensor x, LogicalTensor w, List<Axis> kept, ElementType type) {
        List<Axis> all = Expr.union(x.axes(), w.axes());
        List<Axis> summed = new ArrayList<>(all);
        summed.removeAll(kept);
        for (Axis k : kept) {
            if (!all.contains(k)) {
                throw new IllegalArgumentException("kept axis " + k + " is in neither operand " + all);
            }
        }
        int outSize = NaiveEvaluator.sizeOf(kept);
        double[] v = new double[outSize];
        double[] err = type.isFloat() ? new double[outSize] : null;
        long[] xs = strides(x, kept);
        long[] ws = strides(w, kept);
        long[] xsum = strides(x, summed);
        long[] wsum = strides(w, summed);
        long terms = NaiveEvaluator.sizeOf(summed);
        int inner = summed.size() - 1;
        long innerSize = inner < 0 ? 1 : summed.get(inner).size();
        long xi = inner < 0 ? 0 : xsum[inner];
        long wi = inner < 0 ? 0 : wsum[inner];
        long[] oc = new long[kept.size()];
        long xo = 0;
        long wo = 0;
        long[] sc = new long[Math.max(0, summed.size() - 1)];
        for (int o = 0; o < outSize; o++) {
            double sum = 0;
            double magnitude = 0;
            long xb = xo;
            long wb = wo;
            java.util.Arrays.fill(sc, 0);
            while (true) {
                long xa = xb;
                long wa = wb;
                for (long j = 0; j < innerSize; j++) {
                    double p = x.value((int) xa) * w.value((int) wa);
                    sum += p;
                    magnitude += Math.abs(p);
                    xa += xi;
                    wa += wi;
                }
                int k = sc.length - 1;
                for (; k >= 0; k--) {
                    sc[k]++;
                    xb += xsum[k];
                    wb += wsum[k];
                    if (sc[k] < summed.get(k).size()) {
                        break;
                    }
                    xb -= sc[k] * xsum[k];
                    wb -= sc[k] * wsum[k];
                    sc[k] = 0;
                }
                if (k < 0) {
                    break;
                }
            }
            if (type.isFloat()) {
                v[o] = sum;
                err[o] = NaiveEvaluator.gamma(terms) * magnitude;
            } else {
                v[o] = (int) (long) sum;
            }
            for (int k = kept.size() - 1; k >= 0; k--) {
                oc[k]++;
                xo += xs[k];
                wo += ws[k];
                if (oc[k] < kept.get(k).size()) {
                    break;
                }
                xo -= oc[k] * xs[k];
                wo -= oc[k] * ws[k];
                oc[k] = 0;
            }
        }
        return new LogicalTensor(type, kept, v, err);
    }

    /** The stride in {@code t} of each axis in {@code axes}; 0 where {@code t} lacks it. */
    private static long[] strides(LogicalTensor t, List<Axis> axes) {
        long[] s = new long[axes.size()];
        for (int i = 0; i < axes.size(); i++) {
            int j = t.axes().indexOf(axes.get(i));
            s[i] = j < 0 ? 0 : t.stride(j);
        }
        return s;
    }
}
