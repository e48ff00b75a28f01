package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.EngineMappings;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * What the two indirect DMAs share, {@link Scatter} ({@code dma_scatter}, DM rows into HBM) and
 * {@link Gather} ({@code dma_gather}, HBM rows into DM): the key axis held wholly by the DM side's
 * {@code [Slice, Element]}, and the row each key value selects, read from an {@code i32} index
 * tensor in HBM.
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
     * The row of each key value, read from the index tensor in HBM: {@code index[k] / divisor}
     * (floor), which must lie in {@code 0..row.size()} ({@code rule}).
     */
    static long[] rows(HbmTensor index, Axis key, long divisor, Axis row, String rule) {
        requireOverKey(index, key, rule);
        List<Axis> axes = index.expr().axes();
        long[] out = new long[Math.toIntExact(key.size())];
        Evaluator e = Evaluator.of(index.element(), axes);
        long[] v = new long[e.axes().size()];
        byte[] four = new byte[4];
        for (long p = 0; p < index.element().size(); p++) {
            if (e.evaluate(p, v)) {
                index.memory(0).read(index.address() + 4 * p, four, 0, 4);
                long raw = ElementType.I32.decode(four, 0) < 0 ? -1 : (long) ElementType.I32.decode(four, 0);
                long r = Math.floorDiv(raw, divisor);
                RuleViolation.require(raw >= 0 && r < row.size(), rule, "index " + raw + " of key "
                        + key.name() + " = " + v[0] + " selects row " + r + ", outside " + row.name() + " = "
                        + row.size());
                out[(int) v[0]] = r;
            }
        }
        return out;
    }

    /** The index tensor is over the key alone ({@code rule}). */
    static void requireOverKey(HbmTensor index, Axis key, String rule) {
        List<Axis> axes = index.expr().axes();
        RuleViolation.require(axes.size() == 1 && axes.get(0).name().equals(key.name()), rule,
                "the index tensor must be over the key " + key.name() + " alone, it has " + axes);
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
