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

    /**
     * {@code Chip::SIZE}, a warning (the reference does not check it); the simulator lays a tensor
     * over exactly the device's chips, so past it the run is {@code Kernel::UNMODELLED}.
     */
    public static void requireChip(Geometry g, Mapping chip) {
        RuleViolation.requireModelled(chip.size() == g.chips(), "Chip::SIZE", "Chip::SIZE must be " + g.chips()
                + " (the number of chips), got " + chip.size() + " for " + chip + " (pad with # " + g.chips() + ")",
                "the simulator lays a tensor over exactly the device's chips");
    }

    /** The rules of a tensor that is streamed (a fetch's source, a TRF or VRF tensor): {@link #requireStream} and the chip count. */
    public static void require(Geometry g, Mapping chip, Mapping cluster, Mapping slice) {
        requireChip(g, chip);
        requireStream(g, cluster, slice);
    }

    /**
     * What a fetch requires of its source (the reference, stream_tensor.rs {@code fetch}):
     * {@code Cluster::SIZE == 2} and {@code Slice::SIZE == 256}.
     */
    public static void requireStream(Geometry g, Mapping cluster, Mapping slice) {
        RuleViolation.require(cluster.size() == g.clusters(), "Cluster::SIZE", "Cluster::SIZE must be " + g.clusters()
                + ", got " + cluster.size() + " for " + cluster + " (pad with # " + g.clusters() + ")");
        RuleViolation.require(slice.size() == g.slices(), "Slice::SIZE", "Slice::SIZE must be " + g.slices()
                + ", got " + slice.size() + " for " + slice + " (pad with # " + g.slices() + ")");
    }

    /**
     * What a DM tensor requires where it is placed: the chip count. The reference checks the cluster
     * and slice counts only where the tensor is streamed (a fetch, stream_tensor.rs:203, 204), so a
     * tensor that is copied and never fetched may span any number of clusters and slices; the
     * simulator keeps what lies past the device's slices on storage of the tensor's own
     * ({@link Device}). Example: {@code Cluster = m![A / 1024]} (4 clusters) copied from HBM and back
     * holds; fetched, it is {@code Cluster::SIZE} ({@link #requireStream}).
     */
    public static void requirePlaceable(Geometry g, Mapping chip, Mapping cluster, Mapping slice) {
        requireChip(g, chip);
    }

    /** {@code m![chip, [cluster, slice]]}: the tensor part held by each slice, by slice number. */
    public static Mapping slices(Mapping chip, Mapping cluster, Mapping slice) {
        return new Mapping.Pair(chip, new Mapping.Pair(cluster, slice));
    }

    /** Requires {@code address} to be a multiple of the element size. */
    public static void requireAligned(long address, int elementBytes, String what) {
        String message = what + ": the address must be a non-negative multiple of size_of::<D>() = " + elementBytes
                + ", got " + address;
        // a misaligned address is a warning and the bytes move as placed; a negative one has no bytes
        if (address < 0) {
            RuleViolation.requireModelled(false, "Element::ALIGN", message, "a memory has no negative addresses");
        }
        RuleViolation.require(address % elementBytes == 0, "Element::ALIGN", message);
    }
}
