package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.EngineMappings;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The index sets of a DMA's two layouts compared from the layouts alone, for a device that holds no
 * data as for one that does: {@code DMA::COVERAGE} (the destination holds every index the source
 * holds) and {@code Host::COVERAGE} (a tensor brought back to the host holds every index the device
 * tensor holds). What the destination holds beyond the source is broadcast, as the reference's
 * copies do ({@link DmaEngine}).
 *
 * <p>When both placements are factor forms, the indices each holds are the product over the
 * tensor's axes of the coordinates its factors reach (a factor {@code (A, stride s, count c)}
 * reaches {@code 0, s, …, (c - 1)·s}, several factors of one axis add), so the rule holds exactly
 * when, axis by axis, the source's coordinates are among the destination's. Other mappings (skewed
 * ones) are enumerated, as the copy would visit them; above 2^24 coordinates per axis the check
 * is left to the copy a simulation makes.
 *
 * <p>Example: copying {@code m![A]} ({@code A = 2048}) to {@code m![A / 8 # 256], m![A % 8]} holds;
 * copying {@code m![A]} to {@code m![A % 1024]} is broken at {@code {A: 1024}}.
 */
final class DmaInput {

    private static final long MAX_AXIS = 1L << 24;

    private DmaInput() {}

    /**
     * {@code DMA::COVERAGE}: the destination holds every index the source holds. The reference's
     * DMAs are {@code write_transpose(src, true)} (tensor_view.rs:63), which divides the destination
     * mapping by the source's and panics when a term of the source is not in the destination; what
     * the destination holds beyond the source is broadcast. Example: copying {@code m![S, A]} to a
     * DM tensor of {@code m![A / 8 # 256], m![A % 8]} drops {@code S} and is broken at
     * {@code {S: 1}}.
     */
    static void requireHolds(String what, List<String> axes, Placement source, Optional<NormalForm> src,
            Placement destination, Optional<NormalForm> dst) {
        contained("DMA::COVERAGE", what + ": the source holds ", " which the destination does not hold", axes, source,
                src, destination, dst);
    }

    /**
     * {@code Host::COVERAGE}: the host tensor {@code destination} holds every index the device
     * tensor {@code source} holds (the reference divides the destination mapping by the source's:
     * every term of the source is in the destination; a partial axis, {@code R / 4}, is fine when the
     * source holds only that part too).
     */
    static void requireCovers(String what, List<String> axes, Placement source, Placement destination) {
        contained("Host::COVERAGE", what + ": the device tensor holds ", " which the host tensor does not hold", axes,
                source, EngineMappings.digits(source.combined()), destination, EngineMappings.digits(destination.combined()));
    }

    /** Every index {@code inner} holds, {@code outer} holds, on the tensor's {@code axes}; else {@code rule}. */
    private static void contained(String rule, String prefix, String suffix, List<String> axes, Placement inner,
            Optional<NormalForm> in, Placement outer, Optional<NormalForm> out) {
        if (in.isEmpty() || out.isEmpty()) {
            DmaEngine.checkContained(rule, prefix, suffix, axes, inner, outer);
            return;
        }
        Map<String, Axis> inAxes = EngineMappings.axes(inner.combined());
        Map<String, Axis> outAxes = EngineMappings.axes(outer.combined());
        // the reference divides the destination mapping by the source mapping (tensor_view.rs:63): an axis of
        // the source mapping the data does not vary on (a broadcast, B of an HBM tensor copied over B) must be
        // in the destination too
        java.util.Set<String> all = new java.util.LinkedHashSet<>(axes);
        all.addAll(inAxes.keySet());
        for (String axis : all) {
            long inSize = inAxes.containsKey(axis) ? inAxes.get(axis).size() : 1;
            long outSize = outAxes.containsKey(axis) ? outAxes.get(axis).size() : 1;
            if (inSize > MAX_AXIS || outSize > MAX_AXIS) {
                continue;
            }
            BitSet missing = in.get().reached(axis, inSize);
            missing.andNot(out.get().reached(axis, outSize));
            // a coordinate past the axis (S = 15 of m![S # 16 / 4, S # 16 % 4] with S = 15) is padding: no index
            long size = inAxes.containsKey(axis) ? inSize : Long.MAX_VALUE;
            if (size < Integer.MAX_VALUE) {
                missing.clear((int) size, Math.max((int) size, missing.length()));
            }
            if (!missing.isEmpty()) {
                throw new RuleViolation(rule, prefix + "{" + axis + ": " + missing.nextSetBit(0) + "}" + suffix);
            }
        }
        RuleViolation.held(rule);
    }
}
