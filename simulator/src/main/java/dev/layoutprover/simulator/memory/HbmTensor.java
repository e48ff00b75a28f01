package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.naive.Expr;

/**
 * {@code HbmTensor<D, Chip, Element>}: a tensor in high-bandwidth memory, chip {@code i}'s element
 * {@code j} holding index {@code Chip(i) + Element(j)}, at byte {@code address} of each chip's HBM.
 *
 * <p>Rules: {@code Chip::SIZE} equals the chip count; the address is a multiple of
 * {@code size_of::<D>()}; the tensor fits in the chip's HBM; it does not overlap a live HBM tensor.
 *
 * <p>Example: {@code hbm.toDm(ctx.tdma(), m![1 # 2], m![A / 8 # 256], m![A % 8], 0)} splits
 * {@code m![A]} ({@code A = 2048}) across 256 slices, 8 elements each.
 */
public final class HbmTensor {

    private final String name;
    private final Device device;
    private final ElementType type;
    private final Mapping chip;
    private final Mapping element;
    private final long address;
    private final Expr expr;
    private final Object owner;

    public HbmTensor(String name, Device device, ElementType type, Mapping chip, Mapping element, long address, Expr expr) {
        SpatialRules.requireChip(device.geometry(), chip);
        SpatialRules.requireAligned(address, type.bytes(), "HBM tensor " + name);
        long bytes = element.size() * type.bytes();
        RuleViolation.require(address + bytes <= device.geometry().hbmBytes(), "HBM::CAPACITY", "HBM tensor " + name
                + " at " + address + " needs " + bytes + " bytes, beyond the " + device.geometry().hbmBytes() + " of a chip");
        this.name = name;
        this.device = device;
        this.type = type;
        this.chip = chip;
        this.element = element;
        this.address = address;
        this.expr = expr;
        this.owner = this;
        device.hbmRanges.claim(this, name, address, address + bytes);
    }

    /** A view of {@code parent}'s storage: no range of its own. */
    private HbmTensor(HbmTensor parent, Mapping element, long address, Expr expr) {
        this.name = parent.name + " tile";
        this.device = parent.device;
        this.type = parent.type;
        this.chip = parent.chip;
        this.element = element;
        this.address = address;
        this.expr = expr;
        this.owner = parent.owner;
    }

    /** The tensor itself as a view. */
    public HbmTensor view() {
        requireLive();
        return this;
    }

    /**
     * {@code view().tile::<tile, n, view>(start)}: the tile as an HBM tensor sharing this one's
     * storage. Example: {@code m![A, B]} tiled by {@code m![B / 32]}, 2 steps, view
     * {@code m![A, B / 32 = 2 # 16, B % 32]} from step 3 holds {@code B = 96..159}.
     */
    public HbmTensor tile(Mapping tile, long n, Mapping view, long start) {
        requireLive();
        Tiles.Tile t = Tiles.plan(device.oracle(), element, expr, tile, n, view, start);
        return new HbmTensor(this, view, address + t.offset() * type.bytes(), t.expr());
    }

    public String name() {
        return name;
    }

    public ElementType type() {
        return type;
    }

    public Mapping chip() {
        return chip;
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

    public Placement placement() {
        return new Placement(Placement.Tier.HBM, type, chip, element, address, device::hbm);
    }

    /** HBM to DM through the tensor DMA: a {@code DmTensor<D, Chip, Cluster, Slice, Element>} at {@code address}. */
    public DmTensor toDm(DmaEngine tdma, Mapping cluster, Mapping slice, Mapping dmElement, long dmAddress) {
        requireLive();
        DmTensor out = new DmTensor(name, device, type, chip, cluster, slice, dmElement, dmAddress, expr);
        tdma.transfer(name + ".to_dm", expr.axes(), placement(), out.placement());
        return out;
    }

    /** HBM to host over PCIe, laid out by {@code mapping}. */
    public HostTensor toHost(DmaEngine pdma, Mapping mapping) {
        requireLive();
        PagedMemory data = new PagedMemory("host " + name, mapping.size() * type.bytes(), 16);
        HostTensor out = HostTensor.received(name, type, mapping, data, expr);
        DmaInput.requireCovers(name + ".to_host", expr.axes().stream().map(a -> a.name()).toList(), placement(),
                out.placement());
        pdma.transfer(name + ".to_host", expr.axes(), placement(), out.placement());
        return out;
    }

    /**
     * Marks this tensor borrowed by a running kernel ({@code &HbmTensor} parameter) or no longer;
     * while borrowed, placing an HBM tensor over its range breaks {@code HBM::OVERLAP} at once.
     */
    public void borrow(boolean on) {
        device.hbmRanges.borrow(owner, on);
    }

    /** Throws {@code HBM::OVERLAP} when a later HBM tensor was placed over this one's range. */
    public void requireLive() {
        device.hbmRanges.requireUnclobbered(owner);
    }

    /** Ends this tensor's life: its HBM range may be reused. */
    public void free() {
        device.hbmRanges.release(this);
    }

    @Override
    public String toString() {
        return "HbmTensor<" + type + ", " + chip + ", " + element + "> " + name + " @ " + address;
    }
}
