package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.naive.TensorExpr;

/**
 * {@code VrfTensor<D, Chip, Cluster, Slice, Element>}: an operand in the vector register file, each
 * slice holding {@code Element::SIZE} elements at byte {@code address} of its 8 KB.
 *
 * <p>Rules: the spatial exact-match rules; {@code Element::SIZE × size_of::<D>() ≤ 8 KB}; aligned
 * to {@code size_of::<D>()}; inside the VRF; no overlap with a live VRF tensor ({@code VRF::OVERLAP}).
 *
 * <p>Example: {@code VrfTensor<i32, m![1], m![1 # 2], m![A / 8 # 256], m![A % 8]>} at 0 occupies
 * bytes {@code [0, 32)} of each slice's VRF.
 */
public final class VrfTensor extends SpatialTensor {

    private final long address;
    private final TensorExpr expr;

    public VrfTensor(Device device, ElementType type, Mapping chip, Mapping cluster, Mapping slice, Mapping element,
            long address, TensorExpr expr) {
        super(device, type, chip, cluster, slice, element);
        Geometry g = device.geometry();
        SpatialRules.require(g, chip, cluster, slice);
        long bytes = element.size() * type.bytes();
        RuleViolation.require(bytes <= g.vrfBytes(), "Element::SIZE", "VRF Element::SIZE × size_of::<" + type + ">() = "
                + bytes + " bytes must be at most " + g.vrfBytes());
        SpatialRules.requireAligned(address, type.bytes(), "VRF tensor");
        // a tensor larger than the VRF breaks Element::SIZE; its placement is not a second finding
        RuleViolation.require(bytes > g.vrfBytes() || address + bytes <= g.vrfBytes(), "VRF::CAPACITY", "VRF tensor at "
                + address + " ends at " + (address + bytes) + ", beyond the " + g.vrfBytes() + " bytes of a slice");
        device.placePastEnd(this, address + bytes, g.vrfBytes(), "VRF tensor");
        this.address = address;
        this.expr = expr;
        device.vrfRanges.claim(this, "VRF tensor", address, address + bytes);
    }

    public long address() {
        return address;
    }

    public TensorExpr expr() {
        return expr;
    }

    /**
     * The VRF of slice number {@code slice} where this tensor's bytes are: the slice's VRF, or with
     * {@link Addresses#LOGICAL logical addresses} this tensor's own.
     */
    public PagedMemory memory(int slice) {
        return device.vrf(this, slice);
    }

    /** Throws {@code VRF::OVERLAP} when a later VRF tensor was placed over this one's range. */
    public void requireLive() {
        device.vrfRanges.requireUnclobbered(this);
    }

    /** Ends this tensor's life: its VRF range may be reused. */
    public void free() {
        device.vrfRanges.release(this);
        device.forget(this);
    }

    @Override
    public String toString() {
        return "VrfTensor<" + type + ", " + chip + ", " + cluster + ", " + slice + ", " + element + "> @ " + address;
    }
}
