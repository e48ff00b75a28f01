package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.LayoutChecks;
import dev.layoutprover.simulator.naive.Expr;
import java.util.List;
import java.util.Set;

/**
 * The indirect DMA {@code data.dma_scatter::<Key, _, _>(&index, &mut output, scaled)}: the rows of a
 * DM tensor, one per value {@code k} of the key axis, are written into an HBM tensor at the row
 * {@code index[k]} of its one axis the data lacks (divided by the row's bytes when {@code scaled}:
 * the indices are byte offsets); every other coordinate is kept. The index tensor is read from HBM.
 *
 * <p>Rules: {@code DMA::SCATTER} (the key is one axis held wholly by the data's
 * {@code [Slice, Element]} and not by its {@code Chip}; the output has exactly one axis the data lacks, the row axis; the
 * index tensor is {@code i32} over the key; every row index lies inside the output).
 *
 * <p>Example: {@code data[K = 512, D = 128]} scattered with scaled indices {@code 256 · r_k} into
 * {@code cache[C = 612, D]} writes row {@code k} at {@code C = r_k}.
 */
public final class Scatter {

    private Scatter() {}

    public static void scatter(DmTensor data, Mapping key, HbmTensor index, HbmTensor output, boolean scaled) {
        ElementOffsets.requireWholeBytes(data.type(), "dma_scatter");
        data.requireLive();
        Set<String> keyAxes = LayoutChecks.axesHeld(key);
        RuleViolation.require(keyAxes.size() == 1, "DMA::SCATTER", "the scatter key " + key + " must be one axis");
        String k = keyAxes.iterator().next();
        Mapping slices = new Mapping.Pair(data.slice(), data.element());
        RuleViolation.require(LayoutChecks.axesHeld(slices).contains(k)
                && !LayoutChecks.axesHeld(data.chip()).contains(k), "DMA::SCATTER", "the scatter key " + k
                + " must be held by the data's [Slice, Element], not its Chip");
        IndirectDma.keyWithinSlices(key, k, slices, "DMA::SCATTER", "scatter key", "data");
        RuleViolation.require(index.type() == ElementType.I32, "DMA::SCATTER", "the index tensor must be i32, got "
                + index.type());
        RuleViolation.require(data.type() == output.type(), "DMA::SCATTER", "data " + data.type() + " into output "
                + output.type());
        List<Axis> dataAxes = data.expr().axes();
        List<Axis> outAxes = output.expr().axes();
        List<Axis> rows = outAxes.stream().filter(a -> dataAxes.stream().noneMatch(d -> d.name().equals(a.name())))
                .toList();
        RuleViolation.require(rows.size() == 1, "DMA::SCATTER", "the output " + outAxes + " must have exactly one axis "
                + "the data " + dataAxes + " lacks (the row axis), it has " + rows);
        List<String> lacking = dataAxes.stream().map(Axis::name).filter(a -> !a.equals(k))
                .filter(a -> outAxes.stream().noneMatch(o -> o.name().equals(a))).toList();
        RuleViolation.require(lacking.isEmpty(), "DMA::SCATTER", "the output " + outAxes + " must hold the payload "
                + "(the data's axes but the key " + k + "), it lacks " + lacking);
        Axis row = rows.get(0);
        Axis keyAxis = dataAxes.stream().filter(a -> a.name().equals(k)).findFirst().orElseThrow();
        long payload = 1;
        for (Axis a : dataAxes) {
            payload *= a.name().equals(k) ? 1 : a.size();
        }
        long divisor = scaled ? payload * data.type().bytes() : 1;
        long[] rowOf = IndirectDma.rows(index, keyAxis, divisor, row, "DMA::SCATTER");
        ElementType t = data.type();
        int eb = t.bytes();
        // Where the output holds each index: its position, by the output's axes.
        Evaluator outEval = Evaluator.of(output.element(), outAxes);
        long[] strides = new long[outAxes.size()];
        long size = 1;
        for (int i = outAxes.size() - 1; i >= 0; i--) {
            strides[i] = size;
            size *= outAxes.get(i).size();
        }
        long[] outPos = new long[Math.toIntExact(size)];
        java.util.Arrays.fill(outPos, -1);
        long[] w = new long[outEval.axes().size()];
        for (long p = 0; p < output.element().size(); p++) {
            if (outEval.evaluate(p, w)) {
                outPos[(int) IndirectDma.flat(w, strides)] = p;
            }
        }
        Mapping spatial = SpatialRules.slices(data.chip(), data.cluster(), data.slice());
        Mapping full = new Mapping.Pair(spatial, data.element());
        Evaluator inEval = Evaluator.of(full, dataAxes);
        long perSlice = data.element().size();
        long[] v = new long[inEval.axes().size()];
        long[] target = new long[outAxes.size()];
        byte[] one = new byte[eb];
        int chips = data.device().geometry().chips();
        long unitsPerChip = spatial.size() / chips;
        for (long p = 0; p < full.size(); p++) {
            if (!inEval.evaluate(p, v)) {
                continue;
            }
            for (int i = 0; i < outAxes.size(); i++) {
                String name = outAxes.get(i).name();
                if (name.equals(row.name())) {
                    target[i] = rowOf[(int) v[dataAxes.indexOf(keyAxis)]];
                } else {
                    int j = IndirectDma.indexOf(dataAxes, name);
                    target[i] = j < 0 ? 0 : v[j];
                }
            }
            long q = outPos[(int) IndirectDma.flat(target, strides)];
            if (q < 0) {
                continue;
            }
            int unit = (int) (p / perSlice);
            data.memory(unit).read(data.address() + (p % perSlice) * eb, one, 0, eb);
            output.memory((int) (unit / unitsPerChip)).write(output.address() + q * eb, one, 0, eb);
        }
        output.written(new Expr.Scatter(output.expr(), data.expr(), index.expr(), k, row.name(), divisor));
    }
}
