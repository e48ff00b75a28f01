package dev.layoutprover.simulator.naive;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import java.util.List;

/**
 * Dense evaluation of {@link TensorExpr.Relabel}: for every position, the index the new layout holds
 * gets the value of the index the old layout holds there.
 *
 * <p>Example: {@code x[A = 4]} relabelled from {@code m![A]} to {@code m![C, D]}
 * ({@code C = D = 2}) holds {@code x[2]} at {@code {C: 1, D: 0}}.
 */
final class Relabelling {

    private Relabelling() {}

    static LogicalTensor evaluate(LogicalTensor in, Mapping from, Mapping to, List<Axis> axes) {
        Evaluator ef = Evaluator.of(from, in.axes());
        Evaluator et = Evaluator.of(to, axes);
        LogicalTensor shape = new LogicalTensor(in.type(), axes, new double[NaiveEvaluator.sizeOf(axes)], null);
        double[] v = new double[shape.size()];
        double[] err = in.errors() == null ? null : new double[v.length];
        long[] a = new long[ef.axes().size()];
        long[] b = new long[et.axes().size()];
        int nIn = in.axes().size();
        int nOut = axes.size();
        for (long p = 0, positions = to.size(); p < positions; p++) {
            if (et.evaluate(p, b) && ef.evaluate(p, a)) {
                long src = 0;
                for (int i = 0; i < nIn; i++) {
                    src += a[i] * in.stride(i);
                }
                long dst = 0;
                for (int i = 0; i < nOut; i++) {
                    dst += b[i] * shape.stride(i);
                }
                v[(int) dst] = in.value((int) src);
                if (err != null) {
                    err[(int) dst] = in.error((int) src);
                }
            }
        }
        return new LogicalTensor(in.type(), axes, v, err);
    }
}
