package dev.layoutprover.simulator.naive;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * {@code out[kept] = Σ x·w} over the axes of {@code x} or {@code w} not kept, with the f32 error
 * bound {@code γ(n)·Σ|x·w|} per output for float types ({@code n} the number of terms). Integer
 * sums are exact and wrap to 32 bits.
 *
 * <p>Each output is the sum of its terms in one fixed order (the summed axes row-major), in
 * {@code double}; how the work is laid out does not change a bit of it. Both operands are first
 * copied with their summed axes innermost (unit stride on the inner summed axis), eight
 * neighbouring outputs are summed side by side (as many independent dependency chains), and the
 * outputs are shared out over the cores.
 *
 * <p>Example: {@code x = {I, K}}, {@code w = {K, J}}, kept {@code [I, J]} is the matrix product.
 */
final class Einsum {

    /** Below this many multiply-accumulates a contraction stays on the calling thread. */
    private static final long PARALLEL_WORK = 1L << 20;

    private Einsum() {}

    static LogicalTensor contract(LogicalTensor x, LogicalTensor w, List<Axis> kept, ElementType type) {
        List<Axis> all = TensorExpr.union(x.axes(), w.axes());
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
        Sums sums = new Sums(summedInnermost(x, kept, summed), summedInnermost(w, kept, summed), kept, summed, type, v,
                err);
        long work = (long) outSize * Math.max(1, sums.terms);
        int chunks = work < PARALLEL_WORK ? 1 : Math.min(outSize, 8 * Runtime.getRuntime().availableProcessors());
        if (chunks <= 1) {
            sums.range(0, outSize);
        } else {
            IntStream.range(0, chunks).parallel()
                    .forEach(c -> sums.range((int) ((long) c * outSize / chunks), (int) ((long) (c + 1) * outSize / chunks)));
        }
        return new LogicalTensor(type, kept, v, err);
    }

    /** The sums of one contraction, output by output over any range of outputs. */
    private static final class Sums {
        private final double[] xv;
        private final double[] wv;
        private final long[] keptSizes;
        private final long[] summedSizes;
        private final long[] xs;
        private final long[] ws;
        private final long[] xsum;
        private final long[] wsum;
        private final long[] stepX;
        private final long[] stepW;
        private final long terms;
        private final long innerSize;
        private final long xi;
        private final long wi;
        private final boolean floating;
        private final double gamma;
        private final double[] v;
        private final double[] err;

        Sums(LogicalTensor x, LogicalTensor w, List<Axis> kept, List<Axis> summed, ElementType type, double[] v,
                double[] err) {
            this.xv = x.values();
            this.wv = w.values();
            this.keptSizes = kept.stream().mapToLong(Axis::size).toArray();
            this.summedSizes = summed.stream().mapToLong(Axis::size).toArray();
            this.xs = strides(x, kept);
            this.ws = strides(w, kept);
            this.xsum = strides(x, summed);
            this.wsum = strides(w, summed);
            this.terms = NaiveEvaluator.sizeOf(summed);
            int inner = summed.size() - 1;
            this.stepX = steps(xsum, summedSizes, Math.max(0, inner));
            this.stepW = steps(wsum, summedSizes, Math.max(0, inner));
            this.innerSize = inner < 0 ? 1 : summed.get(inner).size();
            this.xi = inner < 0 ? 0 : xsum[inner];
            this.wi = inner < 0 ? 0 : wsum[inner];
            this.floating = type.isFloat();
            this.gamma = NaiveEvaluator.gamma(terms);
            this.v = v;
            this.err = err;
        }

        /** Outputs {@code lo} (inclusive) to {@code hi} (exclusive). */
        void range(int lo, int hi) {
            int last = keptSizes.length - 1;
            long[] oc = new long[keptSizes.length];
            long xo = 0;
            long wo = 0;
            long rest = lo;
            for (int k = last; k >= 0; k--) {
                oc[k] = rest % keptSizes[k];
                rest /= keptSizes[k];
                xo += oc[k] * xs[k];
                wo += oc[k] * ws[k];
            }
            long[] sc = new long[Math.max(0, summedSizes.length - 1)];
            double[] lanes = new double[16];
            int o = lo;
            while (o < hi) {
                int group = last >= 0 && o + 8 <= hi && oc[last] + 8 <= keptSizes[last] ? 8 : 1;
                if (group == 8) {
                    eight(xo, wo, xs[last], ws[last], sc, lanes);
                    for (int m = 0; m < 8; m++) {
                        store(o + m, lanes[m], lanes[8 + m]);
                    }
                } else {
                    one(xo, wo, sc, lanes);
                    store(o, lanes[0], lanes[4]);
                }
                for (int step = 0; step < group; step++) {
                    for (int k = last; k >= 0; k--) {
                        oc[k]++;
                        xo += xs[k];
                        wo += ws[k];
                        if (oc[k] < keptSizes[k]) {
                            break;
                        }
                        xo -= oc[k] * xs[k];
                        wo -= oc[k] * ws[k];
                        oc[k] = 0;
                    }
                }
                o += group;
            }
        }

        private void store(int o, double sum, double magnitude) {
            if (floating) {
                v[o] = sum;
                err[o] = gamma * magnitude;
            } else {
                v[o] = (int) (long) sum;
            }
        }

        /** The sum and magnitude of one output at operand offsets {@code xb}, {@code wb}: {@code out[0], out[4]}. */
        private void one(long xb, long wb, long[] sc, double[] out) {
            double sum = 0;
            double magnitude = 0;
            java.util.Arrays.fill(sc, 0);
            while (true) {
                int xa = (int) xb;
                int wa = (int) wb;
                for (long j = 0; j < innerSize; j++) {
                    double p = xv[xa] * wv[wa];
                    sum += p;
                    magnitude += Math.abs(p);
                    xa += (int) xi;
                    wa += (int) wi;
                }
                int k = next(sc);
                if (k < 0) {
                    break;
                }
                xb += stepX[k];
                wb += stepW[k];
            }
            out[0] = sum;
            out[4] = magnitude;
        }

        /**
         * Eight outputs side by side, neighbours along the last kept axis (operand offsets
         * {@code xb + m·dx}, {@code wb + m·dw}; eight independent dependency chains keep both
         * floating-point units busy): sums in {@code out[0..7]}, magnitudes in
         * {@code out[8..15]}, each in the same order as {@link #one}.
         */
        private void eight(long xb, long wb, long dx, long dw, long[] sc, double[] out) {
            double s0 = 0;
            double s1 = 0;
            double s2 = 0;
            double s3 = 0;
            double s4 = 0;
            double s5 = 0;
            double s6 = 0;
            double s7 = 0;
            double m0 = 0;
            double m1 = 0;
            double m2 = 0;
            double m3 = 0;
            double m4 = 0;
            double m5 = 0;
            double m6 = 0;
            double m7 = 0;
            int sx = (int) xi;
            int sw = (int) wi;
            int ddx = (int) dx;
            int ddw = (int) dw;
            java.util.Arrays.fill(sc, 0);
            while (true) {
                int xa = (int) xb;
                int wa = (int) wb;
                for (long j = 0; j < innerSize; j++) {
                    double p0 = xv[xa] * wv[wa];
                    double p1 = xv[xa + ddx] * wv[wa + ddw];
                    double p2 = xv[xa + 2 * ddx] * wv[wa + 2 * ddw];
                    double p3 = xv[xa + 3 * ddx] * wv[wa + 3 * ddw];
                    double p4 = xv[xa + 4 * ddx] * wv[wa + 4 * ddw];
                    double p5 = xv[xa + 5 * ddx] * wv[wa + 5 * ddw];
                    double p6 = xv[xa + 6 * ddx] * wv[wa + 6 * ddw];
                    double p7 = xv[xa + 7 * ddx] * wv[wa + 7 * ddw];
                    s0 += p0;
                    s1 += p1;
                    s2 += p2;
                    s3 += p3;
                    s4 += p4;
                    s5 += p5;
                    s6 += p6;
                    s7 += p7;
                    m0 += Math.abs(p0);
                    m1 += Math.abs(p1);
                    m2 += Math.abs(p2);
                    m3 += Math.abs(p3);
                    m4 += Math.abs(p4);
                    m5 += Math.abs(p5);
                    m6 += Math.abs(p6);
                    m7 += Math.abs(p7);
                    xa += sx;
                    wa += sw;
                }
                int k = next(sc);
                if (k < 0) {
                    break;
                }
                xb += stepX[k];
                wb += stepW[k];
            }
            out[0] = s0;
            out[1] = s1;
            out[2] = s2;
            out[3] = s3;
            out[4] = s4;
            out[5] = s5;
            out[6] = s6;
            out[7] = s7;
            out[8] = m0;
            out[9] = m1;
            out[10] = m2;
            out[11] = m3;
            out[12] = m4;
            out[13] = m5;
            out[14] = m6;
            out[15] = m7;
        }

        /**
         * Advances the outer summed counters {@code sc} (the inner axis is the loop itself),
         * zeroing those that wrap: the axis that stepped, or -1 when every term is done.
         */
        private int next(long[] sc) {
            for (int k = sc.length - 1; k >= 0; k--) {
                if (++sc[k] < summedSizes[k]) {
                    return k;
                }
                sc[k] = 0;
            }
            return -1;
        }
    }

    /**
     * The offset change when outer summed counter {@code k} steps and those after it wrap to 0:
     * {@code step[k] = stride[k] - Σ_{m > k} (size[m] - 1)·stride[m]}.
     */
    private static long[] steps(long[] strides, long[] sizes, int outer) {
        long[] step = new long[outer];
        for (int k = 0; k < outer; k++) {
            step[k] = strides[k];
            for (int m = k + 1; m < outer; m++) {
                step[k] -= (sizes[m] - 1) * strides[m];
            }
        }
        return step;
    }

    /**
     * {@code t} with its axes reordered: the kept ones it has (in kept order), then the summed ones
     * it has (in summed order). The same tensor when already so.
     */
    private static LogicalTensor summedInnermost(LogicalTensor t, List<Axis> kept, List<Axis> summed) {
        List<Axis> order = new ArrayList<>();
        kept.stream().filter(t.axes()::contains).forEach(order::add);
        summed.stream().filter(t.axes()::contains).forEach(order::add);
        if (order.equals(t.axes())) {
            return t;
        }
        int n = order.size();
        long[] from = new long[n];
        long[] sizes = new long[n];
        for (int i = 0; i < n; i++) {
            from[i] = t.stride(t.axes().indexOf(order.get(i)));
            sizes[i] = order.get(i).size();
        }
        double[] src = t.values();
        double[] dst = new double[src.length];
        long[] c = new long[n];
        long off = 0;
        for (int i = 0; i < dst.length; i++) {
            dst[i] = src[(int) off];
            for (int k = n - 1; k >= 0; k--) {
                c[k]++;
                off += from[k];
                if (c[k] < sizes[k]) {
                    break;
                }
                off -= c[k] * from[k];
                c[k] = 0;
            }
        }
        return new LogicalTensor(t.type(), order, dst, null);
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
