package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.RuleViolation;

/**
 * The exact-match constraints every device tensor shares: {@code Chip::SIZE} equals the number of
 * chips, {@code Cluster::SIZE == 2}, {@code Slice::SIZE == 256} (pad with {@code #}, e.g.
 * {@code m![1 # 2]} for one cluster).
 *
 * <p>Example: {@code Slice = m![A / 8]} with {@code A = 1024} is rejected with
 * {@code Slice::SIZE must be 256, got 128 (pad with # 256)}.
 */
public final class SpatialRules {

    private SpatialRules() {}

    public static void requireChip(Geometry g, Mapping chip) {
        RuleViolation.require(chip.size() == g.chips(), "Chip::SIZE", "Chip::SIZE must be " + g.chips()
                + " (the number of chips), got " + chip.size() + " for " + chip + " (pad with # " + g.chips() + ")");
    }

    public static void require(Geometry g, Mapping chip, Mapping cluster, Mapping slice) {
        requireChip(g, chip);
        RuleViolation.require(cluster.size() == g.clusters(), "Cluster::SIZE", "Cluster::SIZE must be " + g.clusters()
                + ", got " + cluster.size() + " for " + cluster + " (pad with # " + g.clusters() + ")");
        RuleViolation.require(slice.size() == g.slices(), "Slice::SIZE", "Slice::SIZE must be " + g.slices()
                + ", got " + slice.size() + " for " + slice + " (pad with # " + g.slices() + ")");
    }

    /** {@code m![chip, [cluster, slice]]}: the tensor part held by each slice, by slice number. */
    public static Mapping slices(Mapping chip, Mapping cluster, Mapping slice) {
        return new Mapping.Pair(chip, new Mapping.Pair(cluster, slice));
    }

    /** Requires {@code address} to be a multiple of the element size. */
    public static void requireAligned(long address, int elementBytes, String what) {
        RuleViolation.require(address >= 0 && address % elementBytes == 0, "Element::ALIGN", what
                + ": the address must be a non-negative multiple of size_of::<D>() = " + elementBytes + ", got " + address);
    }
}
