package dev.layoutprover.simulator.memory;

import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.Factor;
import dev.layoutprover.simulator.layout.FactorForm;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * {@code DMA::INPUT} decided from the layouts alone, for a device that holds no data: the source
 * holds every index the destination holds (axes the tensor lacks are broadcast and ignored).
 *
 * <p>When both placements are factor forms, the indices each holds are the product over the
 * tensor's axes of the coordinates its factors reach (a factor {@code (A, stride s, count c)}
 * reaches {@code 0, s, …, (c - 1)·s}, several factors of one axis add), so the rule holds exactly
 * when, axis by axis, the destination's coordinates are among the source's. Other mappings (skewed
 * ones) are enumerated, as the copy would visit them; above 2^24 coordinates per axis the check
 * is left to the copy a simulation makes.
 *
 * <p>Example: copying {@code m![A]} ({@code A = 2048}) to {@code m![A / 8 # 256], m![A % 8]} holds;
 * copying {@code m![A % 1024]} to {@code m![A]} is broken at {@code {A: 1024}}.
 */
final class DmaInput {

    private static final long MAX_AXIS = 1L << 24;

    private DmaInput() {}

    static void require(String what, List<String> axes, Placement source, Optional<FactorForm> src,
            Placement destination, Optional<FactorForm> dst) {
        if (src.isEmpty() || dst.isEmpty()) {
            DmaEngine.checkByEnumeration(what, axes, source, destination);
            return;
        }
        for (String axis : axes) {
            Optional<BitSet> from = reached(src.get(), axis);
            Optional<BitSet> to = reached(dst.get(), axis);
            if (from.isEmpty() || to.isEmpty()) {
                continue;
            }
            BitSet missing = (BitSet) to.get().clone();
            missing.andNot(from.get());
            if (!missing.isEmpty()) {
                throw new RuleViolation("DMA::INPUT", what + ": the destination holds {" + axis + ": "
                        + missing.nextSetBit(0) + "} which the source does not hold");
            }
        }
        RuleViolation.held("DMA::INPUT");
    }

    /** The coordinates of {@code axis} the form's positions hold, or empty when the axis is too large. */
    private static Optional<BitSet> reached(FactorForm form, String axis) {
        List<Factor> of = new ArrayList<>();
        long size = 1;
        for (Factor f : form.factors()) {
            if (!f.isUnit() && f.axisName().equals(axis)) {
                of.add(f);
                size = f.axis().size();
            }
        }
        if (size > MAX_AXIS) {
            return Optional.empty();
        }
        BitSet set = new BitSet();
        set.set(0);
        for (Factor f : of) {
            BitSet next = new BitSet();
            for (int x = set.nextSetBit(0); x >= 0; x = set.nextSetBit(x + 1)) {
                for (long d = 0; d < f.count(); d++) {
                    long v = x + d * f.stride();
                    if (v < size) {
                        next.set((int) v);
                    }
                }
            }
            set = next;
        }
        return Optional.of(set);
    }
}
