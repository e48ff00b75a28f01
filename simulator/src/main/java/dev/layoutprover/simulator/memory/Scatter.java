package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.LayoutChecks;
import dev.layoutprover.simulator.naive.TensorExpr;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The indirect DMA {@code data.dma_scatter::<Key, _, _>(&index, &mut output, scaled)}: the rows of a
 * DM tensor, one per value {@code k} of the key axis, are written into an HBM tensor at the row
 * {@code index[k]} of its one axis the data lacks (divided by the row's bytes when {@code scaled}:
 * the indices are byte offsets); every other coordinate is kept. The index tensor is read from HBM.
 *
 * <p>Rules: {@code DMA::SCATTER}, each check at the reference's line: the key's axes are held wholly
 * by the data's {@code [Slice, Element]} (memory_tensor.rs:428); the index tensor is {@code i32}
 * and every position of its buffer holds an index, at least one per key position, read in the
 * buffer's order whatever its axes (tensor.rs:304–317); the output holds the payload, the data's
 * axes but the key's (raw_tensor.rs:311), and exactly one axis beyond it, the row axis, which may be
 * the key axis itself (raw_tensor.rs:320, 361); every row index lies inside the output (raw_tensor.rs:370).
 *
 * <p>Example: {@code data[K = 512, D = 128]} scattered with scaled indices {@code 256 · r_k} into
 * {@code cache[C = 612, D]} writes row {@code k} at {@code C = r_k}.
 */
public final class Scatter {

    private Scatter() {}

    public static void scatter(DmTensor data, Mapping key, HbmTensor index, HbmTensor output, boolean scaled) {
        ElementOffsets.requireWholeBytes(data.type(), "dma_scatter");
        data.requireLive();
        Mapping slices = new Mapping.Pair(data.slice(), data.element());
        Set<String> keyNames = LayoutChecks.axesHeld(key);
        RuleViolation.require(!keyNames.isEmpty(), "DMA::SCATTER", "the scatter key " + key + " holds no axis");
        for (String k : keyNames) {
            RuleViolation.require(LayoutChecks.axesHeld(slices).contains(k), "DMA::SCATTER", "the scatter key " + k
                    + " must be held by the data's [Slice, Element] " + slices + " (memory_tensor.rs:428)");
            IndirectDma.keyWithinSlices(key, k, slices, "DMA::SCATTER", "scatter key", "data");
        }
        IndirectDma.requireI32(index, "DMA::SCATTER");
        RuleViolation.require(data.type() == output.type(), "DMA::SCATTER", "data " + data.type() + " into output "
                + output.type());
        List<Axis> dataAxes = data.expr().axes();
        List<Axis> outAxes = output.expr().axes();
        List<Axis> payload = dataAxes.stream().filter(a -> !keyNames.contains(a.name())).toList();
        List<String> lacking = payload.stream().map(Axis::name)
                .filter(a -> outAxes.stream().noneMatch(o -> o.name().equals(a))).toList();
        RuleViolation.require(lacking.isEmpty(), "DMA::SCATTER", "the output " + outAxes + " must hold the payload "
                + "(the data's axes but the key " + keyNames + "), it lacks " + lacking + " (raw_tensor.rs:311)");
        List<Axis> rows = outAxes.stream().filter(a -> payload.stream().noneMatch(d -> d.name().equals(a.name())))
                .toList();
        RuleViolation.require(!rows.isEmpty(), "DMA::SCATTER", "the output " + outAxes + " has no axis beyond the "
                + "payload " + payload + " to scatter the rows along (raw_tensor.rs:320)");
        RuleViolation.require(rows.size() == 1, "DMA::SCATTER", "the output " + outAxes + " has " + rows + " beyond the "
                + "payload " + payload + ": a row index sets only one of them, and the reference's write of an index "
                + "lacking the others fails (raw_tensor.rs:361)");
        Axis row = rows.get(0);
        long payloadSize = 1;
        for (Axis a : payload) {
            payloadSize = Math.multiplyExact(payloadSize, a.size());
        }
        long divisor = scaled ? Math.multiplyExact(payloadSize, data.type().bytes()) : 1;
        List<Axis> keyAxes = dataAxes.stream().filter(a -> keyNames.contains(a.name())).toList();
        IndirectDma.requireIndexBuffer(key, index, "DMA::SCATTER");
        IndirectDma.KeyRows keyRows = IndirectDma.keyRows(key, keyAxes, index, divisor, row, "DMA::SCATTER");
        int[] lastWriter = keyRows.lastWriters(row.size());
        // the rows each key value writes: those whose last writer is one of its positions
        Map<Long, List<Long>> rowsOf = new HashMap<>();
        for (int r = 0; r < lastWriter.length; r++) {
            if (lastWriter[r] >= 0 && keyRows.codes()[lastWriter[r]] >= 0) {
                rowsOf.computeIfAbsent(keyRows.codes()[lastWriter[r]], c -> new java.util.ArrayList<>()).add((long) r);
            }
        }
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
        for (long p = 0, positions = output.element().size(); p < positions; p++) {
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
        BitSet chipsWritten = new BitSet();
        for (long p = 0, positions = full.size(); p < positions; p++) {
            if (!inEval.evaluate(p, v)) {
                continue;
            }
            int unit = (int) (p / perSlice);
            chipsWritten.set((int) (unit / unitsPerChip));
            for (long r : rowsOf.getOrDefault(IndirectDma.keyCode(keyAxes, dataAxes, v), List.of())) {
                for (int i = 0; i < outAxes.size(); i++) {
                    String name = outAxes.get(i).name();
                    target[i] = name.equals(row.name()) ? r : v[IndirectDma.indexOf(dataAxes, name)];
                }
                long q = outPos[(int) IndirectDma.flat(target, strides)];
                if (q < 0) {
                    continue;
                }
                data.memory(unit).read(data.address() + (p % perSlice) * eb, one, 0, eb);
                output.memory((int) (unit / unitsPerChip)).write(output.address() + q * eb, one, 0, eb);
            }
        }
        writeUninitializedRows(output, outEval, outAxes.indexOf(row), keyRows, lastWriter, chipsWritten, eb);
        output.written(new TensorExpr.ScatterRows(output.expr(), data.expr(), index.expr(), String.join(",", keyNames),
                row.name(), divisor, key, new Mapping.Pair(index.chip(), index.element())));
    }

    /**
     * The rows a padded key position writes last: the reference writes its {@code Opt::Uninit} there
     * (the source read at a padded key index), so the output holds no value; the simulator writes
     * zero bytes, and the naive evaluator marks them uninitialized, never compared.
     */
    private static void writeUninitializedRows(HbmTensor output, Evaluator outEval, int rowAxis,
            IndirectDma.KeyRows keyRows, int[] lastWriter, BitSet chips, int eb) {
        long[] w = new long[outEval.axes().size()];
        byte[] zero = new byte[eb];
        for (long q = 0, positions = output.element().size(); q < positions; q++) {
            if (!outEval.evaluate(q, w)) {
                continue;
            }
            int last = lastWriter[(int) w[rowAxis]];
            if (last >= 0 && keyRows.codes()[last] < 0) {
                for (int c = chips.nextSetBit(0); c >= 0; c = chips.nextSetBit(c + 1)) {
                    output.memory(c).write(output.address() + q * eb, zero, 0, eb);
                }
            }
        }
    }
}
