package dev.layoutprover.simulator.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.naive.NaiveEvaluator;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * {@code dma_gather} two ways: the DMA moving bytes from the table's HBM positions to the output's
 * DM positions ({@link Gather}), and the naive evaluator's index selection on dense logical tensors
 * ({@code naive.IndexSelect}); both are checked against the defining law
 * {@code out[k, h] = table[index[k] / row bytes, h]}, for random tables, element types, index
 * values (rows repeated, offsets anywhere inside a row) and output layouts (the key split between
 * slices and element, the payload before or after it) and index buffers (in the key's order, or
 * permuted, read in the buffer's order as the scatter reads it). Every axis has at least 2 values: an axis
 * of size 1 is held by no layout position's digits.
 */
class GatherProperties {

    private static final ElementType[] TYPES = {ElementType.I8, ElementType.BF16, ElementType.I32, ElementType.F32};

    @Property(tries = 80)
    void theDmaAndTheNaiveEvaluatorGatherTheRowsTheIndexNames(@ForAll @IntRange(min = 2, max = 24) int rows,
            @ForAll @IntRange(min = 2, max = 12) int width, @ForAll @IntRange(min = 2, max = 8) int groups,
            @ForAll @IntRange(min = 0, max = 2) int split, @ForAll boolean payloadFirst,
            @ForAll @IntRange(min = 0, max = 3) int type, @ForAll boolean permuted,
            @ForAll @IntRange(min = 0, max = 10000) int seed) {
        int q = 1 << split;
        int keys = q * groups;
        ElementType t = TYPES[type];
        KernelAxes l = KernelAxes.of("W = " + rows + ", H = " + width + ", S = " + keys);
        long rowBytes = (long) width * t.bytes();
        SplittableRandom rng = new SplittableRandom(seed);
        long[] row = new long[keys];
        double[] offsets = new double[keys];
        for (int k = 0; k < keys; k++) {
            row[k] = rng.nextInt(rows);
            offsets[k] = row[k] * rowBytes + rng.nextLong(rowBytes);
        }
        Context ctx = Context.acquire(Geometry.book());
        HostTensor table = HostTensor.random("table", t, l.m("W, H"), seed, LogicalTensor.Range.full());
        // the index stored as m![S % groups, S / groups] when permuted: the key's position k reads the
        // buffer's entry k, which holds the index of S = (k % q) · groups + k / q
        HbmTensor index = HostTensor.of("index", new LogicalTensor(ElementType.I32, List.of(new Axis("S", keys)),
                offsets, null), l.m("S")).toHbm(ctx.pdma(), l.m("1"), l.m(permuted ? "S % " + groups + ", S / "
                        + groups : "S"), 1 << 24);
        String element = payloadFirst ? "H, S % " + q : "S % " + q + ", H";
        DmTensor out = Gather.gather(table.toHbm(ctx.pdma(), 0), index, l.m("1 # 2"), l.m("S / " + q), l.m(element),
                0, "out");
        HostTensor host = out.toHbm(ctx.tdma(), l.m("S, H"), 1 << 22).toHost(ctx.pdma(), l.m("S, H"));
        LogicalTensor naive = NaiveEvaluator.evaluate(host.expr());
        for (int k = 0; k < keys; k++) {
            int stored = permuted ? (k % q) * groups + k / q : k;
            for (int h = 0; h < width; h++) {
                double law = table.get(row[stored] * width + h);
                assertEquals(law, host.get((long) k * width + h), 0.0, "DMA at S = " + k + ", H = " + h);
                assertEquals(law, naive.value(k * width + h), 0.0, "naive at S = " + k + ", H = " + h);
            }
        }
        ConformanceReport r = Conformance.compare("gather", 0, host.toLogical(), naive, 0, 0);
        assertTrue(r.conformant(), r.describe());
    }
}
