package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.EngineMappings;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the two indirect DMAs share, {@link Scatter} ({@code dma_scatter}, DM rows into HBM) and
 * {@link Gather} ({@code dma_gather}, HBM rows into DM): the key axis held wholly by the DM side's
 * {@code [Slice, Element]}, and the row each key position selects, read in order from the buffer
 * of an {@code i32} index tensor in HBM.
 *
 * <p>Example: an index {@code [0, 1792, 3584]} over {@code S = 3} with rows of 1792 bytes (896
 * bf16) selects rows {@code 0, 1, 2}.
 */
final class IndirectDma {

    private IndirectDma() {}

    /**
     * The key is wholly inside the DM side's {@code [Slice, Element]}: the reference divides that
     * pair by the key and panics when a term of the key is left over (memory_tensor.rs:428), so a
     * key axis split across the Cluster (or Chip) and the slices cannot be addressed.
     */
    static void keyWithinSlices(Mapping key, String k, Mapping slices, String rule, String what, String side) {
        Optional<NormalForm> kf = EngineMappings.digits(key);
        Optional<NormalForm> sf = EngineMappings.digits(slices);
        if (kf.isEmpty() || sf.isEmpty()) {
            return;
        }
        long size = EngineMappings.axes(key).get(k).size();
        if (size > (1L << 24)) {
            return;
        }
        BitSet missing = kf.get().reached(k, size);
        missing.andNot(sf.get().reached(k, size));
        missing.clear((int) size, Math.max((int) size, missing.length()));
        RuleViolation.require(missing.isEmpty(), rule, "the " + what + " " + key + " must be wholly inside the "
                + side + "'s [Slice, Element] " + slices + ": " + k + " = " + missing.nextSetBit(0)
                + " is held elsewhere (Cluster or Chip)");
    }

    /**
     * The index tensor's buffer, its {@code [Chip, Element]}, serves a key of {@code keyOrder}'s
     * positions as the reference's scatter reads it (tensor.rs:304–317), whatever its axes: every
     * position holds an index (a padded one is "Scatter index must be initialized", tensor.rs:309),
     * and there are at least as many as the key's positions (raw_tensor.rs:330 reads entry {@code p}
     * for the key's position {@code p}). Decided from the layouts alone: {@code m![K # 1024]} for a
     * key {@code K = 512} breaks it, {@code m![J]} with {@code J = 512} serves it.
     */
    static void requireIndexBuffer(Mapping keyOrder, HbmTensor index, String rule) {
        Mapping buffer = new Mapping.Pair(index.chip(), index.element());
        Evaluator ib = Evaluator.of(buffer);
        for (long q = 0, positions = buffer.size(); q < positions; q++) {
            if (ib.slot(q).indices().isEmpty()) {
                throw new RuleViolation(rule, "the index tensor's position " + q + " of m![" + buffer
                        + "] holds no index (padding): the reference reads every position of the index buffer and "
                        + "panics on one not initialized (tensor.rs:309)");
            }
        }
        RuleViolation.require(buffer.size() >= keyOrder.size(), rule, "the index tensor holds " + buffer.size()
                + " entries, fewer than the key's " + keyOrder.size() + " positions (raw_tensor.rs:330 reads entry p "
                + "for the key's position p)");
    }

    /**
     * The row of each key position, read from the index buffer {@link #requireIndexBuffer} accepts,
     * in its order: the key's {@code p}-th position under {@code keyOrder} takes entry {@code p},
     * divided by {@code divisor} (floor, tensor.rs:311), which must name a row of {@code row}
     * (raw_tensor.rs:370). The rows are keyed by {@link #code} over {@code keyAxes}. Example: an
     * index stored as {@code m![K % 2, K / 2]} ({@code K = 4}) holds {@code index[0], index[2],
     * index[1], index[3]} in that order, so the key's position 1, {@code K = 1}, takes {@code index[2]}.
     */
    static Map<Long, Long> rowsInBufferOrder(Mapping keyOrder, List<Axis> keyAxes, HbmTensor index, long divisor,
            Axis row, String rule) {
        Evaluator ke = Evaluator.of(keyOrder, keyAxes);
        long[] kv = new long[keyAxes.size()];
        Map<Long, Long> out = new HashMap<>();
        for (long p = 0, positions = keyOrder.size(); p < positions; p++) {
            if (!ke.evaluate(p, kv)) {
                continue;
            }
            out.put(code(keyAxes, kv), rowAt(index, p, divisor, row, rule));
        }
        return out;
    }

    /**
     * Every key position's code and row, as the reference's scatter walks them (raw_tensor.rs:323):
     * all positions of {@code keyOrder}, its padding too ({@code codes[p] = -1} there: the source read
     * at a padded key index is {@code Opt::Uninit}, written all the same), each row read and checked
     * as {@link #rowsInBufferOrder} does. Example: key {@code m![K # 4]} ({@code K = 3}) with the
     * index {@code [0, 2, 4, 2]} (rows, unscaled) gives codes {@code [0, 1, 2, -1]} and rows
     * {@code [0, 2, 4, 2]}: the padded position 3 writes row 2 last.
     */
    static KeyRows keyRows(Mapping keyOrder, List<Axis> keyAxes, HbmTensor index, long divisor, Axis row,
            String rule) {
        Evaluator ke = Evaluator.of(keyOrder, keyAxes);
        long[] kv = new long[keyAxes.size()];
        int n = Math.toIntExact(keyOrder.size());
        long[] codes = new long[n];
        long[] rows = new long[n];
        for (int p = 0; p < n; p++) {
            codes[p] = ke.evaluate(p, kv) ? code(keyAxes, kv) : -1;
            rows[p] = rowAt(index, p, divisor, row, rule);
        }
        return new KeyRows(codes, rows);
    }

    /** The key positions' codes ({@code -1} at padding) and rows, in the key's order. */
    record KeyRows(long[] codes, long[] rows) {

        /**
         * For each row of a row axis of {@code size}, the last key position that writes it, -1
         * where none does: the reference writes the key positions in order, so the last one wins.
         */
        int[] lastWriters(long size) {
            int[] last = new int[Math.toIntExact(size)];
            java.util.Arrays.fill(last, -1);
            for (int p = 0; p < rows.length; p++) {
                last[(int) rows[p]] = p;
            }
            return last;
        }
    }

    /**
     * The row entry {@code p} of the index buffer names: the entry divided by {@code divisor}
     * (floor, tensor.rs:311), which must lie inside {@code row} (raw_tensor.rs:370).
     */
    private static long rowAt(HbmTensor index, long p, long divisor, Axis row, String rule) {
        long perChip = index.element().size();
        byte[] four = new byte[4];
        index.memory((int) (p / perChip)).read(index.address() + 4 * (p % perChip), four, 0, 4);
        long raw = ElementType.I32.decode(four, 0) < 0 ? -1 : (long) ElementType.I32.decode(four, 0);
        long r = Math.floorDiv(raw, divisor);
        RuleViolation.require(raw >= 0 && r < row.size(), rule, "index " + raw + " of the key's position " + p
                + " selects row " + r + ", outside " + row.name() + " = " + row.size() + " (raw_tensor.rs:370)");
        return r;
    }

    /** The key axes' coordinates of an index {@code v} (over {@code axes}), as one {@link #code}. */
    static long keyCode(List<Axis> keyAxes, List<Axis> axes, long[] v) {
        long[] kv = new long[keyAxes.size()];
        for (int i = 0; i < kv.length; i++) {
            kv[i] = v[indexOf(axes, keyAxes.get(i).name())];
        }
        return code(keyAxes, kv);
    }

    /** The position of the key coordinates {@code kv} over {@code keyAxes}, the last fastest. */
    static long code(List<Axis> keyAxes, long[] kv) {
        long c = 0;
        for (int i = 0; i < kv.length; i++) {
            c = Math.addExact(Math.multiplyExact(c, keyAxes.get(i).size()), kv[i]);
        }
        return c;
    }

    /** The index tensor holds {@code i32} byte offsets or rows, the reference's {@code HbmTensor<i32, …>}. */
    static void requireI32(HbmTensor index, String rule) {
        RuleViolation.require(index.type() == ElementType.I32, rule, "the index tensor must be i32, got "
                + index.type());
    }

    /** Where {@code name} is in {@code axes}, or -1. */
    static int indexOf(List<Axis> axes, String name) {
        for (int i = 0; i < axes.size(); i++) {
            if (axes.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** {@code Σ v[i] · strides[i]}. */
    static long flat(long[] v, long[] strides) {
        long f = 0;
        for (int i = 0; i < strides.length; i++) {
            f += v[i] * strides[i];
        }
        return f;
    }
}
