package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.LayoutChecks;
import dev.layoutprover.simulator.naive.TensorExpr;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * The indirect DMA {@code table.dma_gather::<Cluster, Slice, Element, _>(&index, address)}, the
 * inverse of {@link Scatter}: a DM tensor whose element at key position {@code p} and payload
 * {@code h} is the table's element at row {@code index[p] / row bytes} and payload {@code h}
 * ({@code output[i] = self[index[i]]}, {@code index_select} along the row axis). The reference
 * leaves its body {@code todo!()} (memory_tensor.rs:247) and defines it as the scatter's inverse, so
 * it reads its index as the scatter does: the index tensor's buffer in order, whatever its axes, as
 * a byte offset of a whole row (a scaled scatter's; there is no {@code scaled} flag, and the crate's
 * callers scale token ids by the row's bytes before they gather).
 *
 * <p>Axes: the key is the output's axes the table lacks (one or several, their positions taken in
 * the output's axis order, the last fastest), the row axis the table's one axis the output lacks,
 * the payload every other axis; a row's bytes are the payload axes' sizes times the element's bytes.
 *
 * <p>Rules ({@code DMA::GATHER}, the scatter's checks mirrored): a key and one row axis
 * (raw_tensor.rs:320, 361 for the scatter's output), the key wholly inside the output's
 * {@code [Slice, Element]} (memory_tensor.rs:428 for the scatter's source), an {@code i32} index
 * whose buffer holds an index at every position, at least one per key position (tensor.rs:309,
 * raw_tensor.rs:330), every row index inside the table (raw_tensor.rs:370). The output is placed as
 * any DM tensor ({@code Element::SIZE}, {@code DM::CAPACITY}, {@code DM::OVERLAP}, …), and the DMA's
 * alignment is a copy's from HBM to DM ({@code DMA::HBM_TO_DM_ALIGN}, {@code DMA::WRITE_ALIGN}).
 *
 * <p>Example: {@code table[W = 6, H = 4]} (bf16, rows of 8 bytes) gathered with
 * {@code index[S = 3] = [40, 0, 8]} gives {@code out[S, H]} with rows {@code 5, 0, 1} of the table;
 * the same index stored as {@code m![J]} ({@code J = 4}, its last entry unread) gives the same.
 */
public final class Gather {

    static final String RULE = "DMA::GATHER";

    private Gather() {}

    /** The gathered DM tensor {@code name} at {@code address}, laid out as {@code [cluster, slice, element]}. */
    public static DmTensor gather(HbmTensor table, HbmTensor index, Mapping cluster, Mapping slice, Mapping element,
            long address, String name) {
        ElementOffsets.requireWholeBytes(table.type(), "dma_gather");
        table.requireLive();
        index.requireLive();
        Mapping spatial = SpatialRules.slices(table.chip(), cluster, slice);
        Mapping full = new Mapping.Pair(spatial, element);
        List<Axis> tableAxes = table.expr().axes();
        List<Axis> outAxes = Evaluator.of(full).axes();
        List<Axis> keys = outAxes.stream().filter(a -> IndirectDma.indexOf(tableAxes, a.name()) < 0).toList();
        RuleViolation.require(!keys.isEmpty(), RULE, "the output " + outAxes + " has no axis the table " + tableAxes
                + " lacks to key the rows by");
        List<Axis> rows = tableAxes.stream().filter(a -> IndirectDma.indexOf(outAxes, a.name()) < 0).toList();
        RuleViolation.require(!rows.isEmpty(), RULE, "the table " + tableAxes + " has no axis beyond the output's "
                + "payload to gather along (raw_tensor.rs:320 for the scatter)");
        RuleViolation.require(rows.size() == 1, RULE, "the table " + tableAxes + " has " + rows + " beyond the "
                + "output's payload: a row index sets only one of them (raw_tensor.rs:361 for the scatter)");
        Axis row = rows.get(0);
        Mapping keyOrder = keys.stream().<Mapping>map(Mapping.Symbol::new).reduce(Mapping.Pair::new).orElseThrow();
        Mapping slices = new Mapping.Pair(slice, element);
        for (Axis key : keys) {
            RuleViolation.require(LayoutChecks.axesHeld(slices).contains(key.name()), RULE, "the gather key "
                    + key.name() + " must be held by the output's [Slice, Element] " + slices
                    + " (memory_tensor.rs:428 for the scatter)");
            IndirectDma.keyWithinSlices(keyOrder, key.name(), slices, RULE, "gather key", "output");
        }
        IndirectDma.requireI32(index, RULE);
        IndirectDma.requireIndexBuffer(keyOrder, index, RULE);
        // the Tensor DMA reads the table's rows from HBM and writes them to DM, as a copy does
        DmaEngine.requireHbmToDmAlign("dma_gather", table.address());
        DmaEngine.requireDmWriteAlign("dma_gather", address);
        long payload = 1;
        List<Axis> axes = new ArrayList<>();
        for (Axis a : tableAxes) {
            if (a == row) {
                axes.addAll(keys);
            } else {
                payload = Math.multiplyExact(payload, a.size());
                axes.add(a);
            }
        }
        long divisor = Math.multiplyExact(payload, table.type().bytes());
        Mapping buffer = new Mapping.Pair(index.chip(), index.element());
        TensorExpr value = new TensorExpr.GatherRows(table.expr(), index.expr(), keys.stream().map(Axis::name).toList(),
                row.name(), divisor, axes, keyOrder, buffer);
        Map<Long, Long> rowOf = table.device().holdsData()
                ? IndirectDma.rowsInBufferOrder(keyOrder, keys, index, divisor, row, RULE) : null;
        DmTensor out = new DmTensor(name, table.device(), table.type(), table.chip(), cluster, slice, element,
                address, value);
        if (rowOf != null) {
            move(table, out, full, outAxes, tableAxes, keys, row, rowOf);
        }
        return out;
    }

    /** Copies each element the output holds from the table position of its row and payload. */
    private static void move(HbmTensor table, DmTensor out, Mapping full, List<Axis> outAxes, List<Axis> tableAxes,
            List<Axis> keys, Axis row, Map<Long, Long> rowOf) {
        TablePositions positions = new TablePositions(table, tableAxes);
        Evaluator outEval = Evaluator.of(full, outAxes);
        int eb = table.type().bytes();
        long perSlice = out.element().size();
        int chips = table.device().geometry().chips();
        long unitsPerChip = Math.max(1, (full.size() / perSlice) / chips);
        long[] v = new long[outAxes.size()];
        Map<String, Long> at = new HashMap<>();
        byte[] one = new byte[eb];
        for (long p = 0, fullSize = full.size(); p < fullSize; p++) {
            if (!outEval.evaluate(p, v)) {
                continue;
            }
            at.clear();
            for (int i = 0; i < outAxes.size(); i++) {
                if (!keys.contains(outAxes.get(i))) {
                    at.put(outAxes.get(i).name(), v[i]);
                }
            }
            at.put(row.name(), rowOf.get(IndirectDma.keyCode(keys, outAxes, v)));
            long q = positions.of(at);
            int unit = (int) (p / perSlice);
            table.memory((int) (unit / unitsPerChip)).read(table.address() + q * eb, one, 0, eb);
            out.memory(unit).write(out.address() + (p % perSlice) * eb, one, 0, eb);
        }
    }

    /**
     * The position of the table's {@code [Chip, Element]} that stores an index: from the layout's
     * normal form ({@link IndexPosition}), each axis's part found once and added, and every answer
     * checked by evaluating the mapping there; an index the table does not store, or a layout the
     * normal form does not decide, is {@code Kernel::UNMODELLED}.
     */
    private static final class TablePositions {
        private final Mapping mapping;
        private final Evaluator eval;
        private final long base;
        private final Map<String, Map<Long, Long>> parts = new HashMap<>();
        private final long[] check;

        TablePositions(HbmTensor table, List<Axis> axes) {
            this.mapping = new Mapping.Pair(table.chip(), table.element());
            this.eval = Evaluator.of(mapping, axes);
            this.check = new long[axes.size()];
            this.base = find(TensorIndex.EMPTY);
        }

        long of(Map<String, Long> index) {
            long p = base;
            for (Map.Entry<String, Long> c : index.entrySet()) {
                long value = c.getValue();
                p += parts.computeIfAbsent(c.getKey(), k -> new HashMap<>()).computeIfAbsent(value,
                        x -> find(TensorIndex.of(c.getKey(), x)) - base);
            }
            if (!eval.evaluate(p, check)) {
                throw unmodelled(index);
            }
            for (int i = 0; i < check.length; i++) {
                if (check[i] != index.getOrDefault(eval.axes().get(i).name(), 0L)) {
                    throw unmodelled(index);
                }
            }
            return p;
        }

        private long find(TensorIndex index) {
            OptionalLong p = IndexPosition.of(mapping, index);
            if (p.isEmpty()) {
                throw unmodelled(index.coordinates());
            }
            return p.getAsLong();
        }

        private RuleViolation unmodelled(Map<String, Long> index) {
            return new RuleViolation("Kernel::UNMODELLED", "dma_gather: the table's layout " + mapping
                    + " does not store " + index + " at one position the simulator can find from its normal form");
        }
    }
}
