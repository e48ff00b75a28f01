package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.simulator.ElementType;
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
 * inverse of {@link Scatter}: a DM tensor whose element at key {@code k} and payload {@code p} is
 * the table's element at row {@code index[k] / row bytes} and payload {@code p}
 * ({@code index_select} along the row axis). The reference leaves its body {@code todo!()}
 * (memory_tensor.rs:247) and defines it as the scatter's inverse; an index is read as the scatter
 * reads a scaled one: a byte offset of a whole row (there is no {@code scaled} flag, and the
 * crate's callers scale token ids by the row's bytes before they gather).
 *
 * <p>Axes: the row axis is the table's one axis the output lacks, the key the output's one axis
 * the table lacks; the index tensor is {@code i32} over the key alone; the payload is every other
 * axis, and a row's bytes are the payload axes' sizes times the element's bytes.
 *
 * <p>Rules ({@code DMA::GATHER}, the scatter's checks mirrored): one row axis and one key axis, the
 * key wholly inside the output's {@code [Slice, Element]} and not its {@code Chip}
 * (memory_tensor.rs:428 for the scatter's source), an {@code i32} index over the key, every row
 * index inside the table. The output is placed as any DM tensor ({@code Element::SIZE},
 * {@code DM::CAPACITY}, {@code DM::OVERLAP}, …).
 *
 * <p>Example: {@code table[W = 6, H = 4]} (bf16, rows of 8 bytes) gathered with
 * {@code index[S = 3] = [40, 0, 8]} gives {@code out[S, H]} with rows {@code 5, 0, 1} of the table.
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
        RuleViolation.require(keys.size() == 1, RULE, "the output " + outAxes + " must have exactly one axis the "
                + "table " + tableAxes + " lacks (the key), it has " + keys);
        List<Axis> rows = tableAxes.stream().filter(a -> IndirectDma.indexOf(outAxes, a.name()) < 0).toList();
        RuleViolation.require(rows.size() == 1, RULE, "the table " + tableAxes + " must have exactly one axis the "
                + "output " + outAxes + " lacks (the row axis), it has " + rows);
        Axis key = keys.get(0);
        Axis row = rows.get(0);
        Mapping slices = new Mapping.Pair(slice, element);
        RuleViolation.require(LayoutChecks.axesHeld(slices).contains(key.name())
                && !LayoutChecks.axesHeld(table.chip()).contains(key.name()), RULE, "the gather key " + key.name()
                + " must be held by the output's [Slice, Element], not its Chip");
        IndirectDma.keyWithinSlices(new Mapping.Symbol(key), key.name(), slices, RULE, "gather key", "output");
        RuleViolation.require(index.type() == ElementType.I32, RULE, "the index tensor must be i32, got "
                + index.type());
        IndirectDma.requireOverKey(index, key, RULE);
        long payload = 1;
        List<Axis> axes = new ArrayList<>();
        for (Axis a : tableAxes) {
            payload = Math.multiplyExact(payload, a == row ? 1 : a.size());
            axes.add(a == row ? key : a);
        }
        long divisor = Math.multiplyExact(payload, table.type().bytes());
        TensorExpr value = new TensorExpr.GatherRows(table.expr(), index.expr(), key.name(), row.name(), divisor, axes);
        long[] rowOf = table.device().holdsData() ? IndirectDma.rows(index, key, divisor, row, RULE) : null;
        DmTensor out = new DmTensor(name, table.device(), table.type(), table.chip(), cluster, slice, element,
                address, value);
        if (rowOf != null) {
            move(table, out, full, outAxes, tableAxes, key, row, rowOf);
        }
        return out;
    }

    /** Copies each element the output holds from the table position of its row and payload. */
    private static void move(HbmTensor table, DmTensor out, Mapping full, List<Axis> outAxes, List<Axis> tableAxes,
            Axis key, Axis row, long[] rowOf) {
        TablePositions positions = new TablePositions(table, tableAxes);
        Evaluator outEval = Evaluator.of(full, outAxes);
        int eb = table.type().bytes();
        long perSlice = out.element().size();
        int chips = table.device().geometry().chips();
        long unitsPerChip = Math.max(1, (full.size() / perSlice) / chips);
        int keyAt = IndirectDma.indexOf(outAxes, key.name());
        long[] v = new long[outAxes.size()];
        Map<String, Long> at = new HashMap<>();
        byte[] one = new byte[eb];
        for (long p = 0; p < full.size(); p++) {
            if (!outEval.evaluate(p, v)) {
                continue;
            }
            at.clear();
            for (int i = 0; i < outAxes.size(); i++) {
                if (i != keyAt) {
                    at.put(outAxes.get(i).name(), v[i]);
                }
            }
            at.put(row.name(), rowOf[(int) v[keyAt]]);
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
