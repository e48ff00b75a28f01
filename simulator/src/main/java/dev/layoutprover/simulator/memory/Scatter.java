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

    /**
     * The key is wholly inside the data's {@code [Slice, Element]}: the reference divides that pair
     * by the key and panics when a term of the key is left over (memory_tensor.rs:428), so a key
     * axis split across the Cluster (or Chip) and the slices cannot be addressed.
     */
    private static void keyWithinSlices(Mapping key, String k, Mapping slices) {
        java.util.Optional<dev.layoutprover.algebra.normal.NormalForm> kf =
                dev.layoutprover.simulator.layout.EngineMappings.digits(key);
        java.util.Optional<dev.layoutprover.algebra.normal.NormalForm> sf =
                dev.layoutprover.simulator.layout.EngineMappings.digits(slices);
        if (kf.isEmpty() || sf.isEmpty()) {
            return;
        }
        long size = dev.layoutprover.simulator.layout.EngineMappings.axes(key).get(k).size();
        if (size > (1L << 24)) {
            return;
        }
        java.util.BitSet missing = kf.get().reached(k, size);
        missing.andNot(sf.get().reached(k, size));
        missing.clear((int) size, Math.max((int) size, missing.length()));
        RuleViolation.require(missing.isEmpty(), "DMA::SCATTER", "the scatter key " + key + " must be wholly inside "
                + "the data's [Slice, Element] " + slices + ": " + k + " = " + missing.nextSetBit(0)
                + " is held elsewhere (Cluster or Chip)");
    }

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
        keyWithinSlices(key, k, slices);
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
        long[] rowOf = indices(index, keyAxis, divisor, row);
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
                outPos[(int) flat(w, strides)] = p;
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
                    int j = indexOf(dataAxes, name);
                    target[i] = j < 0 ? 0 : v[j];
                }
            }
            long q = outPos[(int) flat(target, strides)];
            if (q < 0) {
                continue;
            }
            int unit = (int) (p / perSlice);
            data.memory(unit).read(data.address() + (p % perSlice) * eb, one, 0, eb);
            output.memory((int) (unit / unitsPerChip)).write(output.address() + q * eb, one, 0, eb);
        }
        output.written(new Expr.Scatter(output.expr(), data.expr(), index.expr(), k, row.name(), divisor));
    }

    /** The output row of each key value, read from the index tensor in HBM. */
    private static long[] indices(HbmTensor index, Axis key, long divisor, Axis row) {
        List<Axis> axes = index.expr().axes();
        RuleViolation.require(axes.size() == 1 && axes.get(0).name().equals(key.name()), "DMA::SCATTER",
                "the index tensor must be over the key " + key.name() + " alone, it has " + axes);
        long[] out = new long[Math.toIntExact(key.size())];
        Evaluator e = Evaluator.of(index.element(), axes);
        long[] v = new long[e.axes().size()];
        byte[] four = new byte[4];
        for (long p = 0; p < index.element().size(); p++) {
            if (e.evaluate(p, v)) {
                index.memory(0).read(index.address() + 4 * p, four, 0, 4);
                long raw = ElementType.I32.decode(four, 0) < 0 ? -1 : (long) ElementType.I32.decode(four, 0);
                long r = Math.floorDiv(raw, divisor);
                RuleViolation.require(raw >= 0 && r < row.size(), "DMA::SCATTER", "index " + raw + " of key "
                        + key.name() + " = " + v[0] + " selects row " + r + ", outside " + row.name() + " = "
                        + row.size());
                out[(int) v[0]] = r;
            }
        }
        return out;
    }

    private static int indexOf(List<Axis> axes, String name) {
        for (int i = 0; i < axes.size(); i++) {
            if (axes.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    private static long flat(long[] v, long[] strides) {
        long f = 0;
        for (int i = 0; i < strides.length; i++) {
            f += v[i] * strides[i];
        }
        return f;
    }
}
