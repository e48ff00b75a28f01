package dev.layoutprover.simulator.memory;

import java.util.List;
import java.util.OptionalInt;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.naive.TensorExpr;

/**
 * {@code DmTensor<D, Chip, Cluster, Slice, Element>}: a tensor in data memory, each slice holding
 * {@code Element::SIZE} elements at byte {@code address} of its 512 KB.
 *
 * <p>Rules: {@code Chip::SIZE} equals the chip count, {@code Cluster::SIZE ≤ 2},
 * {@code Slice::SIZE ≤ 256} (a fetch requires exactly 2 and 256); {@code Element::SIZE × size_of::<D>() ≤ 512 KB}; the address is a
 * multiple of {@code size_of::<D>()} and the tensor ends inside the slice's DM; it does not overlap
 * a live DM tensor ({@code DM::OVERLAP}).
 *
 * <p>Example: {@code DmTensor<bf16, m![1], m![1 # 2], m![I / 32, J / 32], m![I % 32, K]>} at 0 with
 * {@code I = 512, K = 2048} occupies {@code [0, 131072)} of each slice.
 */
public final class DmTensor extends SpatialTensor {

    private final String name;
    private final long address;
    private final Contents contents;
    private final List<Contents.Step> path;
    private final Object owner;
    /**
     * The key of the bytes this tensor reads and writes with {@link Addresses#LOGICAL}: the owner's,
     * or for the result of a shuffle (see {@link #separateCopy}) its own.
     */
    private final Object storage;
    /** Unit (slice) {@code u} of this tensor is unit {@code units.applyAsInt(u)} of the owner's storage, or none ({@code -1}). */
    private final java.util.function.IntUnaryOperator units;
    private PagedMemory unplaced;

    public DmTensor(String name, Device device, ElementType type, Mapping chip, Mapping cluster, Mapping slice,
            Mapping element, long address, TensorExpr expr) {
        super(device, type, chip, cluster, slice, element);
        SpatialRules.requirePlaceable(device.geometry(), chip, cluster, slice);
        long bytes = type.bytesOf(element.size());
        long dm = device.geometry().dmBytes();
        RuleViolation.require(bytes <= dm, "Element::SIZE", "DM tensor " + name + ": Element::SIZE × size_of::<" + type
                + ">() = " + element.size() + " × " + type.sizeText() + " = " + bytes + " bytes must be at most " + dm);
        SpatialRules.requireAligned(address, ElementOffsets.alignment(type), "DM tensor " + name);
        // a tensor larger than the DM breaks Element::SIZE; its placement is not a second finding
        RuleViolation.require(bytes > dm || address + bytes <= dm, "DM::CAPACITY", "DM tensor " + name + " at "
                + address + " ends at " + (address + bytes) + ", beyond the " + dm + " bytes of a slice");
        device.placePastEnd(this, address + bytes, dm, "DM tensor " + name);
        this.name = name;
        this.address = address;
        this.contents = new Contents(expr);
        this.path = List.of();
        this.owner = this;
        this.storage = this;
        this.units = java.util.function.IntUnaryOperator.identity();
        device.dmRanges.claim(this, name, address, address + bytes);
    }

    /**
     * {@code unsafe { DmTensor::<D, Chip, Cluster, Slice, Element>::from_addr(address) }}: a tensor
     * placed at {@code address} and not yet written; the naive evaluator reads it as zeros until a
     * DMA or a commit writes through one of its views.
     * Example: {@code fromAddress("out", device, I32, m![1], m![1 # 2], m![A / 8], m![A % 8], 0x3000)}.
     */
    public static DmTensor fromAddress(String name, Device device, ElementType type, Mapping chip, Mapping cluster,
            Mapping slice, Mapping element, long address) {
        Mapping all = new Mapping.Pair(SpatialRules.slices(chip, cluster, slice), element);
        return new DmTensor(name, device, type, chip, cluster, slice, element, address,
                new TensorExpr.Allocated(dev.layoutprover.algebra.Evaluator.of(all).axes(), type));
    }

    /** A view of {@code parent}'s storage: no range of its own, alive while the parent is. */
    private DmTensor(DmTensor parent, Mapping element, long address, TensorExpr window) {
        this(parent, parent.name + " tile", parent.chip, parent.cluster, parent.slice, element, address,
                parent.contents, Contents.then(parent.path, window));
    }

    private DmTensor(DmTensor parent, String name, Mapping chip, Mapping cluster, Mapping slice, Mapping element,
            long address, Contents contents, List<Contents.Step> path) {
        this(parent, name, chip, cluster, slice, element, address, contents, path, parent.units);
    }

    private DmTensor(DmTensor parent, String name, Mapping chip, Mapping cluster, Mapping slice, Mapping element,
            long address, Contents contents, List<Contents.Step> path, java.util.function.IntUnaryOperator units) {
        super(parent.device, parent.type, chip, cluster, slice, element);
        this.name = name;
        this.address = address;
        this.contents = contents;
        this.path = path;
        this.owner = parent.owner;
        this.storage = parent.storage;
        this.units = units;
    }

    /** See {@link #separateCopy}. */
    private DmTensor(DmTensor source) {
        super(source.device, source.type, source.chip, source.cluster, source.slice, source.element);
        this.name = source.name;
        this.address = source.address;
        this.contents = new Contents(source.expr());
        this.path = List.of();
        this.owner = source.owner;
        this.storage = new Object();
        this.units = java.util.function.IntUnaryOperator.identity();
    }

    /**
     * A tensor of this one's layout at its address, alive while it is, whose bytes are its own with
     * {@link Addresses#LOGICAL} (with {@link Addresses#PHYSICAL} they are the slices' DM at that
     * address, this tensor's): the result of a DMA that the reference writes into a fresh tensor,
     * leaving its source as it was. Example: {@code other = dm_chip_shuffle(own.view(), &[1, 0])}
     * followed by a read of {@code own}.
     */
    DmTensor separateCopy() {
        requireLive();
        return new DmTensor(this);
    }

    public String name() {
        return name;
    }

    public long address() {
        return address;
    }

    public TensorExpr expr() {
        return contents.read(path);
    }

    /** Bytes this tensor occupies in each slice. */
    public long bytes() {
        return type.bytesOf(element.size());
    }

    public Placement placement() {
        return new Placement(Placement.Tier.DM, type, SpatialRules.slices(chip, cluster, slice), element, address,
                this::memory);
    }

    /**
     * The DM of slice number {@code slice} where this tensor's bytes are: the slice's DM, or with
     * {@link Addresses#LOGICAL logical addresses} the storage this tensor (and its views) own.
     */
    public PagedMemory memory(int slice) {
        int u = units.applyAsInt(slice);
        if (u >= 0) {
            return device.dm(storage, u);
        }
        synchronized (this) {
            if (unplaced == null) {
                unplaced = new PagedMemory("DM of a slice outside " + name, device.geometry().dmBytes(), 12);
            }
            return unplaced;
        }
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
        if (!dev.layoutprover.algebra.TileView.tilesAnAxis(tile) && !dev.layoutprover.algebra.TileView.tilesADigit(tile)) {
            Tiles.FlatTile t = Tiles.planFlat(device, List.of(chip, cluster, slice), element, expr(), tile, n, view,
                    start);
            return new DmTensor(this, name + " tile", t.spatial().get(0), t.spatial().get(1), t.spatial().get(2),
                    t.element(), address + t.offset() * type.bytes(), contents, Contents.then(path, t.expr()));
        }
        Tiles.TilePlan t = Tiles.plan(device, element, expr(), tile, n, view, start);
        return new DmTensor(this, view, ElementOffsets.byteAddress(address, type, t.offset(), name + " tile"), t.expr());
    }

    /**
     * {@code view().chip_tile::<TILE, N, Chip2>(start)}: the tile of the chip mapping as a view of
     * the same storage (see {@link SpatialTiles}). Example: {@code Chip = m![P]} ({@code P = 4}) tiled
     * by {@code m![P]}, 1 step, {@code Chip2 = m![1 # 4]} from step 2 is the view whose chip 0 is
     * the parent's chip 2.
     */
    public DmTensor chipTile(Mapping tile, long n, Mapping chip2, long start) {
        return spatialTile(SpatialTiles.SpatialLevel.CHIP, tile, n, chip2, start);
    }

    /** {@code view().cluster_tile::<TILE, N, Cluster2>(start)}: {@link #chipTile} over the cluster mapping. */
    public DmTensor clusterTile(Mapping tile, long n, Mapping cluster2, long start) {
        return spatialTile(SpatialTiles.SpatialLevel.CLUSTER, tile, n, cluster2, start);
    }

    /**
     * {@code view().slice_tile::<TILE, N, Slice2>(start)}: {@link #chipTile} over the slice mapping.
     * Example (matmul_4096): {@code m![A / 1024 % 2, X]} tiled by {@code m![X]} as
     * {@code m![A / 1024 % 2, 1 # 128]} from step 5: view slices 0 and 128 are the parent's 5 and 133.
     */
    public DmTensor sliceTile(Mapping tile, long n, Mapping slice2, long start) {
        return spatialTile(SpatialTiles.SpatialLevel.SLICE, tile, n, slice2, start);
    }

    private DmTensor spatialTile(SpatialTiles.SpatialLevel part, Mapping tile, long n, Mapping part2, long start) {
        requireLive();
        SpatialTiles.SpatialTilePlan t = SpatialTiles.plan(device, part, new Mapping[] {chip, cluster, slice}, element, expr(),
                tile, n, part2, start);
        boolean tensorAxis = t.window() instanceof TensorExpr.Window w
                && expr().axes().stream().anyMatch(a -> a.name().equals(w.axis().name()));
        Mapping[] m = t.mappings();
        java.util.function.IntUnaryOperator mine = units;
        java.util.function.IntUnaryOperator toParent = t.units();
        return new DmTensor(this, name + " " + part.method(), m[0], m[1], m[2], element, address, contents,
                tensorAxis ? Contents.then(path, t.window()) : path, u -> {
                    int v = toParent.applyAsInt(u);
                    return v < 0 ? -1 : mine.applyAsInt(v);
                });
    }

    /**
     * {@code unsafe { dm.reshape::<Chip2, Cluster2, Slice2, Element2>() }}: the same storage read
     * through new mappings of the same sizes, dimension by dimension: each position keeps its value
     * and holds the index the new mappings put there.
     * Example: {@code Slice = m![B % 16, B / 16 % 16]} read as {@code m![E, F]} ({@code E = F = 16}).
     */
    public DmTensor reshape(Mapping chip2, Mapping cluster2, Mapping slice2, Mapping element2) {
        requireLive();
        String[] what = {"Chip", "Cluster", "Slice", "Element"};
        Mapping[] before = {chip, cluster, slice, element};
        Mapping[] after = {chip2, cluster2, slice2, element2};
        for (int i = 0; i < 4; i++) {
            RuleViolation.require(before[i].size() == after[i].size(), "Reshape::SIZE", "reshape keeps each size: "
                    + what[i] + " " + before[i] + " has " + before[i].size() + " positions, " + after[i] + " has "
                    + after[i].size());
            OptionalInt f = factors(before[i]);
            OptionalInt g = factors(after[i]);
            RuleViolation.require(f.isEmpty() || g.isEmpty() || f.getAsInt() == g.getAsInt(), "Reshape::SIZE",
                    "reshape keeps the number of factors: " + what[i] + " " + before[i] + " has "
                            + f.orElse(0) + ", " + after[i] + " has " + g.orElse(0));
        }
        Mapping from = new Mapping.Pair(SpatialRules.slices(chip, cluster, slice), element);
        Mapping to = new Mapping.Pair(SpatialRules.slices(chip2, cluster2, slice2), element2);
        TensorExpr relabelled = new TensorExpr.Relabel(expr(), from, to, dev.layoutprover.algebra.Evaluator.of(to).axes());
        return new DmTensor(this, name + " reshaped", chip2, cluster2, slice2, element2, address,
                new Contents(relabelled), List.of());
    }

    /**
     * The factors of {@code m} as the reference's {@code factorize} counts them: one per term and one
     * per padding (a padded term is two), from the canonical normal form; empty for a skewed mapping.
     * Example: {@code m![B % 16, B / 16 % 16]} has 2, {@code m![Dummy8 # 16]} has 2, {@code m![1 # 16]}
     * has 1 and {@code m![B / 16, B % 16]} (which is {@code m![B]}) has 1.
     */
    static OptionalInt factors(Mapping m) {
        if (!m.skews().isEmpty()) {
            return OptionalInt.empty();
        }
        return dev.layoutprover.algebra.normal.Normalizer.of(m).map(f -> {
            int n = 0;
            for (dev.layoutprover.algebra.normal.Digit d : f.digits()) {
                n += d.coordinate() == null || d.radix() == d.length() ? 1 : 2;
            }
            return OptionalInt.of(n);
        }).orElse(OptionalInt.empty());
    }

    /** DM to HBM through the tensor DMA, laid out by {@code hbmElement} at {@code hbmAddress}. */
    /**
     * DM to DM through the tensor DMA: a {@code DmTensor<D, Chip, Cluster, Slice, Element>} at
     * {@code dmAddress}, on the same chips and clusters, each slice's part of what this tensor holds
     * placed by {@code slice} and {@code dmElement} (the reference's {@code DmTensor::to_dm}).
     */
    public DmTensor toDm(DmaEngine tdma, Mapping slice, Mapping dmElement, long dmAddress) {
        requireLive();
        DmTensor out = new DmTensor(name, device, type, chip, cluster, slice, dmElement, dmAddress, expr());
        tdma.transfer(name + ".to_dm", expr().axes(), placement(), out.placement());
        return out;
    }

    public HbmTensor toHbm(DmaEngine tdma, Mapping hbmElement, long hbmAddress) {
        requireLive();
        HbmTensor out = new HbmTensor(name, device, type, chip, hbmElement, hbmAddress, expr());
        tdma.transfer(name + ".to_hbm", expr().axes(), placement(), out.placement());
        return out;
    }

    /**
     * True when this view is a tile that cuts a composite group ({@link Tiles#planFlat}): its
     * mappings read the group's flat value as an axis, and what it holds is indexed by that value.
     */
    public boolean readsFlatValue() {
        return path.stream().anyMatch(s -> s.group() != null);
    }

    /** {@code view_mut()}: the tensor as a view that DMA and commits may write through. */
    public DmTensor viewMut() {
        requireLive();
        return this;
    }

    /**
     * {@code view.to_dm_view(&mut ctx.tdma, dst)} (also the sub context's parallel copy
     * {@code to_dm_view_pcopy}): copies this view into the view {@code dst}, index by index.
     */
    public void toDmView(DmaEngine dma, DmTensor dst) {
        requireLive();
        dst.requireLive();
        dma.transfer(name + ".to_dm_view", expr().axes(), placement(), dst.placement());
        dst.written(expr());
    }

    /** {@code view.to_hbm_view(&mut ctx.tdma, dst)}: copies this view into the HBM view {@code dst}. */
    public void toHbmView(DmaEngine tdma, HbmTensor dst) {
        requireLive();
        tdma.transfer(name + ".to_hbm_view", expr().axes(), placement(), dst.placement());
        dst.written(expr());
    }

    /** {@code data.dma_scatter::<Key, _, _>(&index, &mut output, scaled)}: see {@link Scatter}. */
    public void dmaScatter(Mapping key, HbmTensor index, HbmTensor output, boolean scaled) {
        Scatter.scatter(this, key, index, output, scaled);
    }

    /** Records that {@code value} was written over this view's storage (the bytes are already there). */
    public void written(TensorExpr value) {
        contents.write(path, value);
    }

    /** Ends this tensor's life: its DM range may be reused. */
    public void free() {
        device.dmRanges.release(this);
        device.forget(this);
    }

    @Override
    public String toString() {
        return "DmTensor<" + type + ", " + chip + ", " + cluster + ", " + slice + ", " + element + "> " + name + " @ "
                + address;
    }
}
