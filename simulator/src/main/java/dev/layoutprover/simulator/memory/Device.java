package dev.layoutprover.simulator.memory;

import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.algebra.check.LayoutQuestions;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The simulated hardware: per-chip HBM and per-slice DM, TRF and VRF, each a {@link PagedMemory}
 * created when a tensor first touches it, plus the live ranges of the tensors placed in them and
 * the {@link LayoutQuestions} the stages ask.
 *
 * <p>Example: {@code new Device(Geometry.book(), LayoutQuestions.enumeration())} holds nothing until a
 * DMA writes; {@link #touchedBytes()} then counts only the pages written. A data-free device
 * ({@code new Device(geometry, oracle, false)}) never writes: {@code touchedBytes()} stays 0.
 */
public final class Device {

    /**
     * Positions above which a device that holds no data declines a position-by-position search
     * (a {@code Kernel::SIZE_BUDGET} warning instead). Data-free planning is otherwise symbolic:
     * tile offsets from the normal form ({@link IndexPosition}), copies and coverage from the
     * layouts ({@code DMA::COVERAGE}, {@code Host::COVERAGE}), layout questions from the prover, so a
     * kernel of 2^34 elements is checked like one of 2^10.
     */
    public static final long DATA_FREE_BUDGET = 1L << 26;

    private final Geometry geometry;
    private final LayoutQuestions oracle;
    private final PagedMemory[] hbm;
    private final PagedMemory[] dm;
    private final PagedMemory[] trf;
    private final PagedMemory[] vrf;
    final LiveRanges hbmRanges = new LiveRanges("HBM");
    final LiveRanges dmRanges = new LiveRanges("DM");
    final LiveRanges vrfRanges = new LiveRanges("VRF");
    private final long[] trfGeneration = new long[2];

    private final boolean holdsData;
    private final Addresses addresses;
    /** With {@link Addresses#LOGICAL}: each tensor's own memories (by the tensor that owns the storage), per unit. */
    private final Map<Object, PagedMemory[]> owned = new IdentityHashMap<>();
    /** With {@link Addresses#LOGICAL}: the end of a tensor placed past its memory's capacity, by owner. */
    private final Map<Object, Long> pastEnd = new IdentityHashMap<>();
    /** Whether a stage that reads other slices' data (a switch, an inter-slice reduction) was built. */
    private volatile boolean crossSlice;

    public Device(Geometry geometry, LayoutQuestions oracle) {
        this(geometry, oracle, true);
    }

    /**
     * A device that holds data with the address policy {@code addresses}: with
     * {@link Addresses#LOGICAL} each tensor keeps its own bytes and an overlap is a warning, handed
     * to the {@link RuleViolation#warned warning sink} (see {@link Addresses}).
     */
    public Device(Geometry geometry, LayoutQuestions oracle, Addresses addresses) {
        this(geometry, oracle, true, addresses);
    }

    /**
     * A device that holds data ({@code holdsData}), or one that only places tensors: host tensors,
     * DMA copies, {@code to_trf}, {@code to_vrf} and commits then move no bytes and streams are
     * never evaluated, while every rule check runs as with data (what {@code layout verify} uses).
     */
    public Device(Geometry geometry, LayoutQuestions oracle, boolean holdsData) {
        this(geometry, oracle, holdsData, Addresses.PHYSICAL);
    }

    private Device(Geometry geometry, LayoutQuestions oracle, boolean holdsData, Addresses addresses) {
        this.geometry = geometry;
        this.addresses = addresses;
        this.oracle = oracle;
        this.holdsData = holdsData;
        this.hbm = new PagedMemory[geometry.chips()];
        this.dm = new PagedMemory[geometry.totalSlices()];
        this.trf = new PagedMemory[geometry.totalSlices()];
        this.vrf = new PagedMemory[geometry.totalSlices()];
        if (addresses == Addresses.LOGICAL) {
            reportOverlaps(v -> RuleViolation.warn(new RuleViolation(v.rule(), v.getMessage()
                    + " (addresses: logical, each tensor keeps its own data)")));
        }
    }

    /** How tensors get their bytes: at their addresses, or each its own ({@link Addresses}). */
    public Addresses addresses() {
        return addresses;
    }

    /**
     * Hands every DM, HBM and VRF overlap to {@code overlaps} and places the tensor anyway, so a
     * checker can go on to report the kernel's other findings ({@code null} restores throwing).
     */
    public void reportOverlaps(Consumer<RuleViolation> overlaps) {
        hbmRanges.reportTo(overlaps);
        dmRanges.reportTo(overlaps);
        vrfRanges.reportTo(overlaps);
    }

    /**
     * Records that a stream stage whose slice reads other slices' data (a switch, an inter-slice
     * reduction) was built on this device: from then on a pipeline's slices run one after the
     * other, in slice order, as that stage's shared cache expects.
     */
    public void crossSliceStageBuilt() {
        crossSlice = true;
    }

    /**
     * Whether every stream pipeline built so far computes slice {@code s} from slice {@code s}'s
     * memories alone, so that slices may run at once on several cores.
     */
    public boolean slicesIndependent() {
        return !crossSlice;
    }

    /** Whether tensors on this device hold bytes; {@code false}: only addresses, layouts and rules. */
    public boolean holdsData() {
        return holdsData;
    }

    public Geometry geometry() {
        return geometry;
    }

    public LayoutQuestions oracle() {
        return oracle;
    }

    /** The HBM of {@code chip}. */
    public PagedMemory hbm(int chip) {
        if (hbm[chip] == null) {
            hbm[chip] = new PagedMemory("HBM of chip " + chip, geometry.hbmBytes(), 16);
        }
        return hbm[chip];
    }

    /** The DM of slice number {@code slice} ({@link Geometry#sliceNumber}). */
    public PagedMemory dm(int slice) {
        if (dm[slice] == null) {
            dm[slice] = new PagedMemory("DM of slice " + slice, geometry.dmBytes(), 12);
        }
        return dm[slice];
    }

    /** The TRF of slice number {@code slice}: {@code rows} bank rows of {@code trfRowBytes}, row-major. */
    public PagedMemory trf(int slice) {
        if (trf[slice] == null) {
            trf[slice] = new PagedMemory("TRF of slice " + slice, geometry.trfBytes(), 12);
        }
        return trf[slice];
    }

    /** The VRF of slice number {@code slice}. */
    public PagedMemory vrf(int slice) {
        if (vrf[slice] == null) {
            vrf[slice] = new PagedMemory("VRF of slice " + slice, geometry.vrfBytes(), 12);
        }
        return vrf[slice];
    }

    /**
     * The DM of slice {@code slice} as the tensor whose storage {@code owner} is sees it: the
     * slice's DM ({@link Addresses#PHYSICAL}), or the owner's own ({@link Addresses#LOGICAL}).
     */
    PagedMemory dm(Object owner, int slice) {
        if (slice >= dm.length) {
            // a DM tensor over more clusters or slices than the device has (the reference checks the counts
            // only at a fetch): what lies past the device's slices is on storage of the tensor's own
            return own(owner, slice + 1, slice, "DM of unit " + slice + ", past the device's " + dm.length
                    + " slices", geometry.dmBytes(), 12);
        }
        return addresses == Addresses.PHYSICAL ? dm(slice)
                : own(owner, dm.length, slice, "DM of slice " + slice, geometry.dmBytes(), 12);
    }

    /** The HBM of {@code chip} as the storage {@code owner} sees it (see {@link #dm(Object, int)}). */
    PagedMemory hbm(Object owner, int chip) {
        return addresses == Addresses.PHYSICAL ? hbm(chip)
                : own(owner, hbm.length, chip, "HBM of chip " + chip, geometry.hbmBytes(), 16);
    }

    /** The VRF of slice {@code slice} as the storage {@code owner} sees it (see {@link #dm(Object, int)}). */
    PagedMemory vrf(Object owner, int slice) {
        return addresses == Addresses.PHYSICAL ? vrf(slice)
                : own(owner, vrf.length, slice, "VRF of slice " + slice, geometry.vrfBytes(), 12);
    }

    private synchronized PagedMemory own(Object owner, int units, int unit, String name, long capacity, int pageBits) {
        PagedMemory[] mine = owned.computeIfAbsent(owner, o -> new PagedMemory[units]);
        if (unit >= mine.length) {
            mine = java.util.Arrays.copyOf(mine, unit + 1);
            owned.put(owner, mine);
        }
        if (mine[unit] == null) {
            mine[unit] = new PagedMemory(name, Math.max(capacity, pastEnd.getOrDefault(owner, 0L)), pageBits);
        }
        return mine[unit];
    }

    /** With {@link Addresses#LOGICAL}, drops the bytes of a tensor whose life ended. */
    synchronized void forget(Object owner) {
        owned.remove(owner);
        pastEnd.remove(owner);
    }

    /**
     * Places {@code owner}'s tensor, {@code what}, which ends at byte {@code end} of a memory of
     * {@code capacity} bytes. A tensor past the end breaks a warning-level rule (the reference does
     * not model addresses) and is still simulated: with {@link Addresses#LOGICAL logical addresses}
     * its own storage is made long enough; with physical ones it has no bytes there, and the run is
     * {@code Kernel::UNMODELLED}. A device that holds no data places it as it is.
     * Example: a DM tensor of 1 MiB at 0 on a 512 KB slice runs logically on 1 MiB of its own.
     */
    void placePastEnd(Object owner, long end, long capacity, String what) {
        if (end <= capacity || !holdsData) {
            return;
        }
        if (addresses == Addresses.PHYSICAL) {
            throw new RuleViolation("Kernel::UNMODELLED", what + " ends at " + end + ", past the " + capacity
                    + " bytes of its memory: with physical addresses it has no bytes there (logical addresses, each "
                    + "tensor its own bytes as in the reference, run it)");
        }
        synchronized (this) {
            pastEnd.merge(owner, end, Math::max);
        }
    }

    /** Bytes of storage allocated so far, over all memories. */
    public long touchedBytes() {
        long n = 0;
        List<PagedMemory[]> tiers = new ArrayList<>(List.of(hbm, dm, trf, vrf));
        synchronized (this) {
            tiers.addAll(owned.values());
        }
        for (PagedMemory[] tier : tiers) {
            for (PagedMemory m : tier) {
                n += m == null ? 0 : m.touchedBytes();
            }
        }
        return n;
    }

    /**
     * What puts this device's placements back as they are now, on a device that holds no data: the
     * tensors placed, overwritten or released after it, the TRF writes and the cross-slice stages
     * built are forgotten. What a checker uses to type code that never runs without its effects.
     *
     * <p>Example: {@code Runnable back = device.checkpoint();} then a DM tensor placed at 0 and
     * {@code back.run()}: a tensor read from 0 earlier is not overwritten.
     */
    public Runnable checkpoint() {
        if (holdsData) {
            throw new IllegalStateException("a device that holds data keeps its bytes: no checkpoint");
        }
        List<Runnable> back = List.of(hbmRanges.checkpoint(), dmRanges.checkpoint(), vrfRanges.checkpoint());
        long[] generations = trfGeneration.clone();
        boolean crossSliceNow = crossSlice;
        return () -> {
            back.forEach(Runnable::run);
            System.arraycopy(generations, 0, trfGeneration, 0, generations.length);
            crossSlice = crossSliceNow;
        };
    }

    /** The write generation of TRF half {@code half} (0 first, 1 second). */
    long trfGeneration(int half) {
        return trfGeneration[half];
    }

    void bumpTrfGeneration(int half) {
        trfGeneration[half]++;
    }
}
