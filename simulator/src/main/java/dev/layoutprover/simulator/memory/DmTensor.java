package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.naive.Expr;

/**
 * {@code DmTensor<D, Chip, Cluster, Slice, Element>}: a tensor in data memory, each slice holding
 * {@code Element::SIZE} elements at byte {@code address} of its 512 KB.
 *
 * <p>Rules: {@code Chip::SIZE} equals the chip count, {@code Cluster::SIZE == 2},
 * {@code Slice::SIZE == 256}; {@code Element::SIZE × size_of::<D>() ≤ 512 KB}; the address is a
 * multiple of {@code size_of::<D>()} and the tensor ends inside the slice's DM; it does not overlap
 * a live DM tensor ({@code DM::OVERLAP}).
 *
 * <p>Example: {@code DmTensor<bf16, m![1], m![1 # 2], m![I / 32, J / 32], m![I % 32, K]>} at 0 with
 * {@code I = 512, K = 2048} occupies {@code [0, 131072)} of each slice.
 */
public final class DmTensor {

    private final String name;
    private final Device device;
    private final ElementType type;
    private final Mapping chip;
    private final Mapping cluster;
    private final Mapping slice;
    private final Mapping element;
    private final long address;
    private final Expr expr;
    private final Object owner;

    public DmTensor(String name, Device device, ElementType type, Mapping chip, Mapping cluster, Mapping slice,
            Mapping element, long address, Expr expr) {
        SpatialRules.require(device.geometry(), chip, cluster, slice);
        long bytes = element.size() * type.bytes();
        long dm = device.geometry().dmBytes();
        RuleViolation.require(bytes <= dm, "Element::SIZE", "DM tensor " + name + ": Element::SIZE × size_of::<" + type
                + ">() = " + element.size() + " × " + type.bytes() + " = " + bytes + " bytes must be at most " + dm);
        SpatialRules.requireAligned(address, type.bytes(), "DM tensor " + name);
        RuleViolation.require(address + bytes <= dm, "DM::CAPACITY", "DM tensor " + name + " at " + address + " ends at "
                + (address + bytes) + ", beyond the " + dm + " bytes of a slice");
        this.name = name;
        this.device = device;
        this.type = type;
        this.chip = chip;
        this.cluster = cluster;
        this.slice = slice;
        this.element = element;
        this.address = address;
        this.expr = expr;
        this.owner = this;
        device.dmRanges.claim(this, name, address, address + bytes);
    }

    /** A view of {@code parent}'s storage: no range of its own, alive while the parent is. */
    private DmTensor(DmTensor parent, Mapping element, long address, Expr expr) {
        this.name = parent.name + " tile";
        this.device = parent.device;
        this.type = parent.type;
        this.chip = parent.chip;
        this.cluster = parent.cluster;
        this.slice = parent.slice;
        this.element = element;
        this.address = address;
        this.expr = expr;
        this.owner = parent.owner;
    }

    public String name() {
        return name;
    }

    public Device device() {
        return device;
    }

    public ElementType type() {
        return type;
    }

    public Mapping chip() {
        return chip;
    }

    public Mapping cluster() {
        return cluster;
    }

    public Mapping slice() {
        return slice;
    }

    public Mapping element() {
        return element;
    }

    public long address() {
        return address;
    }

    public Expr expr() {
        return expr;
    }

    /** Bytes this tensor occupies in each slice. */
    public long bytes() {
        return element.size() * type.bytes();
    }

    public Placement placement() {
        return new Placement(Placement.Tier.DM, type, SpatialRules.slices(chip, cluster, slice), element, address,
                device::dm);
    }

    /** The tensor itself as a view, the input of {@code begin}. */
    public DmTensor view() {
        requireLive();
        return this;
    }

    /** Throws when this tensor's range was released, or a later tensor was placed over it ({@code DM::OVERLAP}). */
    public void requireLive() {
        RuleViolation.require(device.dmRanges.isLive(owner), "DM::LIVE", "DM tensor " + name + " at " + address
                + " was freed");
        device.dmRanges.requireUnclobbered(owner);
    }

    /**
     * {@code view().tile::<tile, n, view>(start)}: the tile as a DM tensor sharing this one's storage.
     * Example: {@code m![A, B]} tiled by {@code m![B / 32]}, 2 steps, view
     * {@code m![A, B / 32 = 2 # 16, B % 32]} from step 3.
     */
    public DmTensor tile(Mapping tile, long n, Mapping view, long start) {
        requireLive();
        Tiles.Tile t = Tiles.plan(device.oracle(), element, expr, tile, n, view, start);
        return new DmTensor(this, view, address + t.offset() * type.bytes(), t.expr());
    }

    /** DM to HBM through the tensor DMA, laid out by {@code hbmElement} at {@code hbmAddress}. */
    public HbmTensor toHbm(DmaEngine tdma, Mapping hbmElement, long hbmAddress) {
        requireLive();
        HbmTensor out = new HbmTensor(name, device, type, chip, hbmElement, hbmAddress, expr);
        tdma.transfer(name + ".to_hbm", expr.axes(), placement(), out.placement());
        return out;
    }

    /** Ends this tensor's life: its DM range may be reused. */
    public void free() {
        device.dmRanges.release(this);
    }

    @Override
    public String toString() {
        return "DmTensor<" + type + ", " + chip + ", " + cluster + ", " + slice + ", " + element + "> " + name + " @ "
                + address;
    }
}
