package dev.layoutprover.simulator.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.naive.NaiveEvaluator;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import java.util.List;
import java.util.function.LongUnaryOperator;

/**
 * The tensors {@link GatherTest} and {@link ScatterTest} share: a key {@code K = 512} of rows
 * {@code D = 128} wide, a table or cache of {@code C = 612} rows, and the index tensor that pairs
 * key {@code k} with row {@code row(k) = (7k + 3) mod 612} (one-to-one on {@code 0..511}; e.g.
 * {@code row(0) = 3}, {@code row(87) = 0}).
 */
final class KeyedRows {

    static final KernelAxes L = KernelAxes.of("K = 512, D = 128, C = 612");

    private KeyedRows() {}

    static long row(long k) {
        return (k * 7 + 3) % 612;
    }

    /** {@code index[K]} of i32 whose entry {@code k} is {@code offset(k)}, mapped {@code m![K]}. */
    static HostTensor index(LongUnaryOperator offset) {
        double[] idx = new double[512];
        for (int k = 0; k < 512; k++) {
            idx[k] = offset.applyAsLong(k);
        }
        return HostTensor.of("index", new LogicalTensor(ElementType.I32, List.of(new Axis("K", 512)), idx, null),
                L.m("K"));
    }

    /** {@code name[C, D]} of zeros in HBM at {@code 1 << 22}, over the axes of {@code axes}. */
    static HbmTensor zeroRows(Context ctx, String name, ElementType type, KernelAxes axes) {
        return new HbmTensor(name, ctx.device(), type, axes.m("1"), axes.m("C, D"), 1 << 22,
                ZeroMemory.zeros(name, Evaluator.of(axes.m("C, D")).axes(), type));
    }

    /**
     * With the index stored {@code m![K % 2, K / 2]}, key position {@code k} reads the buffer's
     * entry {@code k}, {@code index[2 · (k % 256) + k / 256]}: asserts at every 7th key and 5th
     * column that key row {@code k} and that row hold the same value, in {@code out} and in the
     * naive evaluator's output, and that the two outputs agree. {@code outIsKeyed}: the output
     * is indexed by key (a gather), else by row (a scatter).
     */
    static void assertKeysMeetRowsInBufferOrder(String op, HostTensor source, HostTensor out, boolean outIsKeyed) {
        LogicalTensor naive = NaiveEvaluator.evaluate(out.expr());
        for (long k = 0; k < 512; k += 7) {
            long r = row(2 * (k % 256) + k / 256);
            for (long d = 0; d < 128; d += 5) {
                long keyed = k * 128 + d;
                long rowed = r * 128 + d;
                long from = outIsKeyed ? rowed : keyed;
                long to = outIsKeyed ? keyed : rowed;
                assertEquals(source.get(from), out.get(to), 0.0, "K = " + k + ", D = " + d);
                assertEquals(source.get(from), naive.value((int) to), 0.0, "K = " + k + ", D = " + d);
            }
        }
        ConformanceReport c = Conformance.compare(op, 0, out.toLogical(), naive, 0, 0);
        assertTrue(c.conformant(), c.describe());
    }
}
