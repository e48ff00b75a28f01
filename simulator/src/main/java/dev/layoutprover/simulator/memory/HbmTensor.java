package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.naive.TensorExpr;

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
    /** The address the reference's {@code address()} gives: the tensor's own, kept by its views and tiles. */
    private final long baseAddress;
    private final Contents contents;
    private final java.util.List<Contents.Step> path;
    private final Object owner;

    public HbmTensor(String name, Device device, ElementType type, Mapping chip, Mapping element, long address, TensorExpr expr) {
        SpatialRules.requireChip(device.geometry(), chip);
        SpatialRules.requireAligned(address, ElementOffsets.alignment(type), "HBM tensor " + name);
        long bytes = type.bytesOf(element.size());
        RuleViolation.require(address + bytes <= device.geometry().hbmBytes(), "HBM::CAPACITY", "HBM tensor " + name
                + " at " + address + " needs " + bytes + " bytes, beyond the " + device.geometry().hbmBytes() + " of a chip");
        device.placePastEnd(this, address + bytes, device.geometry().hbmBytes(), "HBM tensor " + name);
        this.name = name;
        this.device = device;
        this.type = type;
        this.chip = chip;
        this.element = element;
        this.address = address;
        this.baseAddress = address;
        this.contents = new Contents(expr);
        this.path = java.util.List.of();
        this.owner = this;
        device.hbmRanges.claim(this, name, address, address + bytes);
    }

    /**
     * {@code unsafe { HbmTensor::<D, Chip, Element>::from_addr(address) }}: a tensor placed at
     * {@code address} and not yet written (zeros for the naive evaluator until a DMA writes it).
     * Example: {@code fromAddress("out", device, I8, m![1], m![B, A], 0x3000)}.
     */
    public static HbmTensor fromAddress(String name, Device device, ElementType type, Mapping chip, Mapping element,
            long address) {
        return new HbmTensor(name, device, type, chip, element, address,
                new TensorExpr.Allocated(dev.layoutprover.algebra.Evaluator.of(new Mapping.Pair(chip, element)).axes(), type));
    }

    /** A view of {@code parent}'s storage: no range of its own. */
    private HbmTensor(HbmTensor parent, Mapping element, long address, TensorExpr window) {
        this(parent, parent.chip, element, address, window);
    }

    /** A view of {@code parent}'s storage placed by {@code chip} and {@code element}. */
    private HbmTensor(HbmTensor parent, Mapping chip, Mapping element, long address, TensorExpr window) {
        this.name = parent.name + " tile";
        this.device = parent.device;
        this.type = parent.type;
        this.chip = chip;
        this.element = element;
        this.address = address;
        this.baseAddress = parent.baseAddress;
        this.contents = parent.contents;
        this.path = Contents.then(parent.path, window);
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
        if (!dev.layoutprover.algebra.TileView.tilesAnAxis(tile) && !dev.layoutprover.algebra.TileView.tilesADigit(tile)) {
            Tiles.FlatTile t = Tiles.planFlat(device, java.util.List.of(chip), element, expr(), tile, n, view, start);
            return new HbmTensor(this, t.spatial().get(0), t.element(), address + t.offset() * type.bytes(), t.expr());
        }
        Tiles.TilePlan t = Tiles.plan(device, element, expr(), tile, n, view, start);
        return new HbmTensor(this, view, ElementOffsets.byteAddress(address, type, t.offset(), name + " tile"), t.expr());
    }

    /** True when this view is a tile that cuts a composite group (see {@link DmTensor#readsFlatValue()}). */
    public boolean readsFlatValue() {
        return path.stream().anyMatch(s -> s.group() != null);
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

    /**
     * What {@code t.address()} (or {@code t.view().address()}) gives in the reference: the address
     * the tensor was placed at, which a tile of it keeps (a tile of rows 256.. of a tensor at 0x1000
     * still says 0x1000).
     */
    public long baseAddress() {
        return baseAddress;
    }

    public TensorExpr expr() {
        return contents.read(path);
    }

    /** {@code hbm.to_hbm::<Element2>(&mut ctx.tdma, address)}: a copy in HBM laid out as {@code element2}. */
    public HbmTensor toHbm(DmaEngine dma, Mapping element2, long address) {
        return toHbm(dma, element2, address, name);
    }

    /**
     * The same copy, named {@code copyName} in findings: {@code let hbm2 = input.to_hbm(…)} makes
     * the tensor {@code hbm2}, so that a later {@code hbm2.to_host} is told as {@code hbm2.to_host}.
     */
    public HbmTensor toHbm(DmaEngine dma, Mapping element2, long address, String copyName) {
        HbmTensor out = new HbmTensor(copyName, device, type, chip, element2, address, expr());
        dma.transfer(name + ".to_hbm", expr().axes(), placement(), out.placement());
        return out;
    }

    /** {@code view_mut()}: the tensor as a view that DMA may write through. */
    public HbmTensor viewMut() {
        return this;
    }

    /** {@code view.to_hbm_view(&mut ctx.tdma, dst)}: copies this view into the HBM view {@code dst}, index by index. */
    public void toHbmView(DmaEngine tdma, HbmTensor dst) {
        tdma.transfer(name + ".to_hbm_view", expr().axes(), placement(), dst.placement());
        dst.written(expr());
    }

    /** {@code view.to_dm_view(&mut ctx.tdma, dst)}: copies this view into the DM view {@code dst}. */
    public void toDmView(DmaEngine tdma, DmTensor dst) {
        dst.requireLive();
        tdma.transfer(name + ".to_dm_view", expr().axes(), placement(), dst.placement());
        dst.written(expr());
    }

    public Device device() {
        return device;
    }

    /** Records that {@code value} was written over this view's storage (the bytes are already there). */
    public void written(TensorExpr value) {
        contents.write(path, value);
    }

    public Placement placement() {
        return new Placement(Placement.Tier.HBM, type, chip, element, address, this::memory);
    }

    /**
     * The HBM of {@code chip} where this tensor's bytes are: the chip's HBM, or with
     * {@link Addresses#LOGICAL logical addresses} the storage this tensor (and its views) own.
     */
    public PagedMemory memory(int chip) {
        return device.hbm(owner, chip);
    }

    /** HBM to DM through the tensor DMA: a {@code DmTensor<D, Chip, Cluster, Slice, Element>} at {@code address}. */
    public DmTensor toDm(DmaEngine tdma, Mapping cluster, Mapping slice, Mapping dmElement, long dmAddress) {
        requireLive();
        DmTensor out = new DmTensor(name, device, type, chip, cluster, slice, dmElement, dmAddress, expr());
        tdma.transfer(name + ".to_dm", expr().axes(), placement(), out.placement());
        return out;
    }

    /** HBM to host over PCIe, laid out by {@code mapping}. */
    public HostTensor toHost(DmaEngine pdma, Mapping mapping) {
        requireLive();
        PagedMemory data = new PagedMemory("host " + name, type.bytesOf(mapping.size()), 16);
        HostTensor out = HostTensor.received(name, type, mapping, data, expr());
        DmaInput.requireCovers(name + ".to_host", expr().axes().stream().map(a -> a.name()).toList(), placement(),
                out.placement());
        pdma.transfer(name + ".to_host", expr().axes(), placement(), out.placement());
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
        device.forget(this);
    }

    @Override
    public String toString() {
        return "HbmTensor<" + type + ", " + chip + ", " + element + "> " + name + " @ " + address;
    }
}
