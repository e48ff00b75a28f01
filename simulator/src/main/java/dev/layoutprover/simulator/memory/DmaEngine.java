package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.normal.Digit;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.EngineMappings;
import dev.layoutprover.simulator.layout.Inverse;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The DMA Engine: moves a tensor between memory tiers without the Tensor Unit, transforming its
 * layout on the way. Moving is the identity on the mathematical tensor: every destination position
 * receives the element the source holds for the same index (axes the tensor lacks are broadcast).
 * {@code pdma} links the host and HBM over PCIe; {@code tdma} links HBM and DM.
 *
 * <p>Rules: {@code DMA::WRITE_ALIGN} (DM write addresses are 8-byte aligned),
 * {@code DMA::HBM_TO_DM_ALIGN} (HBM-to-DM reads and writes are 8-byte aligned) and {@code DMA::COVERAGE}
 * (the destination holds every index the source holds). What the destination holds beyond the
 * source is broadcast, as the reference's copies do: an index the source lacks gets the element of
 * the index made of the source's parts of it ({@link Inverse#projected}).
 *
 * <p>Example: {@code tdma.transfer(hbm m![A] at 0, dm m![1], m![1 # 2], m![A / 8 # 256], m![A % 8] at 0)}
 * writes 8 elements into each of the first 256 slices of cluster 0.
 */
public final class DmaEngine {

    /** Which DMA: the host link or the chip's tensor DMA. */
    public enum Kind { PCIE, TENSOR }

    private final Device device;
    private final Kind kind;

    public DmaEngine(Device device, Kind kind) {
        this.device = device;
        this.kind = kind;
    }

    public Device device() {
        return device;
    }

    public Kind kind() {
        return kind;
    }

    /** Copies the tensor with axes {@code axes} from {@code source} to {@code destination}. */
    public void transfer(String what, List<Axis> axes, Placement source, Placement destination) {
        // the engine is rustc's (a DmaContext type), the coverage the reference's assertion (write_transpose), the
        // alignment the book's: a copy breaking several reports the first of them
        checkEngine(what, source, destination);
        List<String> names = axes.stream().map(Axis::name).toList();
        Optional<NormalForm> dst = EngineMappings.digits(destination.combined());
        Optional<NormalForm> src = EngineMappings.digits(source.combined());
        DmaInput.requireHolds(what, names, source, src, destination, dst);
        checkAlignment(source, destination, what);
        if (source.type().isSubByte()) {
            NibbleDma.copy(what, names, axes.stream().mapToLong(Axis::size).toArray(),
                    device.holdsData() ? readFirst(source, destination) : source, destination, device.holdsData());
            return;
        }
        if (!device.holdsData()) {
            return;
        }
        Placement from = readFirst(source, destination);
        if (dst.isPresent() && src.isPresent()) {
            copyByFactors(what, names, axes.stream().mapToLong(Axis::size).toArray(), from, src.get(), destination,
                    dst.get());
        } else {
            copyByEnumeration(what, names, from, destination);
        }
    }

    /**
     * The source as the copy reads it: its own memory, or, where the destination's bytes overlap
     * the source's in the same memory, a snapshot of the source's bytes taken before any write.
     * A copy reads its whole source before it writes (the scheduler orders a write over a range
     * after that range's reads, and the reference's tensors are values), so
     * {@code intermediate.to_hbm(0x1000)} over an {@code intermediate} at 0 still moves
     * {@code intermediate}'s values.
     */
    static Placement readFirst(Placement source, Placement destination) {
        if (source.tier() != destination.tier() || source.tier() == Placement.Tier.HOST
                || source.address() >= destination.address() + destination.bytes()
                || destination.address() >= source.address() + source.bytes()) {
            return source;
        }
        java.util.Set<PagedMemory> written = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (long v = 0, positions = destination.spatial().size(); v < positions; v++) {
            written.add(destination.memory().apply((int) v));
        }
        Map<Integer, PagedMemory> snapshots = new HashMap<>();
        for (long u = 0, positions = source.spatial().size(); u < positions; u++) {
            PagedMemory m = source.memory().apply((int) u);
            if (written.contains(m)) {
                snapshots.put((int) u, snapshot(m, source.address(), source.bytes()));
            }
        }
        if (snapshots.isEmpty()) {
            return source;
        }
        java.util.function.IntFunction<PagedMemory> own = source.memory();
        return new Placement(source.tier(), source.type(), source.spatial(), source.element(), source.address(),
                u -> snapshots.containsKey(u) ? snapshots.get(u) : own.apply(u));
    }

    /** A memory holding {@code m}'s bytes {@code [address, address + bytes)} at the same addresses. */
    private static PagedMemory snapshot(PagedMemory m, long address, long bytes) {
        PagedMemory copy = new PagedMemory("copy", m.capacity(), 16);
        byte[] chunk = new byte[1 << 16];
        for (long a = address; a < address + bytes; a += chunk.length) {
            int n = (int) Math.min(chunk.length, address + bytes - a);
            m.read(a, chunk, 0, n);
            copy.write(a, chunk, 0, n);
        }
        return copy;
    }

    /**
     * {@code DMA::WRITE_ALIGN}: a DMA (a copy, or an indirect one such as a gather) writes DM at an
     * 8-byte aligned address (the book's dma-engine.md: the SRAM banks write whole 8-byte words).
     * Example: {@code requireDmWriteAlign("dma_gather", 0x404)} breaks it.
     */
    static void requireDmWriteAlign(String what, long address) {
        RuleViolation.require(address % 8 == 0, "DMA::WRITE_ALIGN",
                what + ": DM write address must be 8-byte aligned, got " + address);
    }

    /**
     * {@code DMA::HBM_TO_DM_ALIGN}: a DMA from HBM to DM reads HBM at an 8-byte aligned address (the
     * book's dma-engine.md). Example: {@code requireHbmToDmAlign("to_dm", 0x100004)} breaks it.
     */
    static void requireHbmToDmAlign(String what, long address) {
        RuleViolation.require(address % 8 == 0, "DMA::HBM_TO_DM_ALIGN",
                what + ": HBM-to-DM read address must be 8-byte aligned, got " + address);
    }

    private static void checkAlignment(Placement src, Placement dst, String what) {
        if (dst.tier() == Placement.Tier.DM) {
            requireDmWriteAlign(what, dst.address());
        }
        if (src.tier() == Placement.Tier.HBM && dst.tier() == Placement.Tier.DM) {
            requireHbmToDmAlign(what, src.address());
        }
    }

    private void checkEngine(String what, Placement src, Placement dst) {
        boolean host = src.tier() == Placement.Tier.HOST || dst.tier() == Placement.Tier.HOST;
        // HbmTensor::to_hbm and HbmTensorView::to_hbm_view take a DmaContext<{ DMA }> of either engine
        // (memory_tensor.rs:227, 302): an HBM-to-HBM copy may go through pdma too
        boolean hbmToHbm = src.tier() == Placement.Tier.HBM && dst.tier() == Placement.Tier.HBM;
        RuleViolation.require(hbmToHbm || host == (kind == Kind.PCIE), "DMA::ENGINE", what + ": " + src.tier() + " to "
                + dst.tier() + " needs the " + (host ? "PCIe DMA (pdma)" : "tensor DMA (tdma)"));
    }

    private static void copyByFactors(String what, List<String> axes, long[] sizes, Placement source, NormalForm src,
            Placement destination, NormalForm dst) {
        Inverse inverse = new Inverse(src, axes);
        int eb = source.type().bytes();
        long srcUnit = source.element().size();
        long dstUnit = destination.element().size();
        int last = dst.digits().size() - 1;
        // Runs along the innermost destination digit are copied in one piece when the source
        // positions form an arithmetic progression.
        Digit inner = last < 0 ? null : dst.digits().get(last);
        long runLength = last < 0 ? 1 : inner.length();
        int runAxis = last < 0 || inner.coordinate() == null ? -1 : axes.indexOf(inner.coordinate());
        long runStep = last < 0 ? 0 : inner.weight();
        NormalForm outer = last < 0 ? dst : NormalForm.termByTerm(dst.digits().subList(0, last));
        long innerExtent = last < 0 ? 1 : inner.radix();
        byte[] buffer = new byte[(int) (runLength * eb)];
        long[] c = new long[axes.size()];
        outer.forEachLive(axes, (coords, outerPos) -> {
            System.arraycopy(coords, 0, c, 0, c.length);
            long dstPos = outerPos * innerExtent;
            long step = runAxis < 0 || runLength == 1 ? 0 : inverse.runStep(c, runAxis, runStep, runLength);
            long first = inverse.position(c);
            if (step != Long.MIN_VALUE && first >= 0 && first % srcUnit + (runLength - 1) * step < srcUnit
                    && (runAxis >= 0 || runLength == 1)) {
                readRun(source, first, srcUnit, step, runLength, buffer, eb);
            } else {
                for (long v = 0; v < runLength; v++) {
                    if (runAxis >= 0) {
                        c[runAxis] = coords[runAxis] + v * runStep;
                    }
                    long p = inverse.position(c);
                    if (p < 0 && pastAnAxis(c, sizes)) {
                        // padding of the destination (S = 15 of m![S # 16 / 4, S # 16 % 4], S = 15): no index
                        java.util.Arrays.fill(buffer, (int) (v * eb), (int) ((v + 1) * eb), (byte) 0);
                        continue;
                    }
                    if (p < 0) {
                        p = broadcastFrom(what, axes, inverse, c);
                    }
                    readElements(source, p, srcUnit, 1, buffer, (int) (v * eb), eb);
                }
            }
            writeRun(destination, dstPos, dstUnit, runLength, buffer, eb);
        });
    }

    /**
     * The source position a destination index the source lacks is copied from: the reference's DMAs
     * broadcast what the destination holds beyond the source ({@code write_transpose(src, true)},
     * tensor_view.rs:63, writes each source element at its index plus every index of the
     * destination's remaining terms), so the index keeps only the parts the source's digits cover.
     * Example: copying {@code m![A / 2]} (the even {@code A}) to {@code m![A]} gives {@code A = 5} the
     * element at {@code A = 4}.
     */
    private static long broadcastFrom(String what, List<String> axes, Inverse inverse, long[] c) {
        long p = inverse.position(inverse.projected(c));
        if (p < 0) {
            throw new IllegalStateException(what + ": no source element broadcasts to " + describe(axes, c));
        }
        return p;
    }

    /** Whether a coordinate of {@code c} is at or past its axis's size: a padded position, holding no index. */
    static boolean pastAnAxis(long[] c, long[] sizes) {
        for (int i = 0; i < c.length; i++) {
            if (c[i] >= sizes[i]) {
                return true;
            }
        }
        return false;
    }

    /** Reads {@code length} elements at positions {@code position + v · step} into {@code buf}. */
    private static void readRun(Placement p, long position, long unitSize, long step, long length, byte[] buf, int eb) {
        if (step == 1 || length == 1) {
            readElements(p, position, unitSize, (int) length, buf, 0, eb);
            return;
        }
        if (step < 0) {
            for (long v = 0; v < length; v++) {
                readElements(p, position + v * step, unitSize, 1, buf, (int) (v * eb), eb);
            }
            return;
        }
        // the caller keeps a forward run inside one unit
        int unit = (int) (position / unitSize);
        long element = position % unitSize;
        p.memory().apply(unit).readStrided(p.address() + element * eb, step * eb, (int) length, eb, buf, 0);
    }

    /** Reads {@code length} consecutive elements of one unit, from {@code position}, into {@code buf[offset…]}. */
    private static void readElements(Placement p, long position, long unitSize, int length, byte[] buf, int offset,
            int eb) {
        int unit = (int) (position / unitSize);
        long element = position % unitSize;
        p.memory().apply(unit).read(p.address() + element * eb, buf, offset, length * eb);
    }

    private static void writeRun(Placement p, long position, long unitSize, long length, byte[] buf, int eb) {
        int unit = (int) (position / unitSize);
        long element = position % unitSize;
        p.memory().apply(unit).write(p.address() + element * eb, buf, 0, (int) (length * eb));
    }

    private static void copyByEnumeration(String what, List<String> axes, Placement source, Placement destination) {
        int eb = source.type().bytes();
        Evaluator se = evaluatorOver(source.combined(), axes);
        Evaluator de = evaluatorOver(destination.combined(), axes);
        Map<List<Long>, Long> where = new HashMap<>();
        long[] v = new long[se.axes().size()];
        for (long p = 0, positions = source.combined().size(); p < positions; p++) {
            if (se.evaluate(p, v)) {
                where.putIfAbsent(key(v, axes.size()), p);
            }
        }
        byte[] buf = new byte[eb];
        long[] d = new long[de.axes().size()];
        long srcUnit = source.element().size();
        long dstUnit = destination.element().size();
        for (long p = 0, positions = destination.combined().size(); p < positions; p++) {
            if (de.evaluate(p, d)) {
                Long q = where.get(key(d, axes.size()));
                if (q == null) {
                    long[] c = Arrays.copyOf(d, axes.size());
                    q = broadcastFrom(what, axes, new Inverse(EngineMappings.digits(source.combined()).orElseThrow(
                            () -> new IllegalStateException(what + ": a skewed source cannot broadcast to "
                                    + describe(axes, c))), axes), c);
                }
                readElements(source, q, srcUnit, 1, buf, 0, eb);
                writeRun(destination, p, dstUnit, 1, buf, eb);
            }
        }
    }

    /** Every index {@code inner} holds, {@code outer} holds (by enumeration, moving no data); else {@code rule}. */
    static void checkContained(String rule, String prefix, String suffix, List<String> axes, Placement inner,
            Placement outer) {
        Evaluator oe = evaluatorOver(outer.combined(), axes);
        Evaluator ie = evaluatorOver(inner.combined(), axes);
        java.util.Set<List<Long>> held = new java.util.HashSet<>();
        long[] v = new long[oe.axes().size()];
        for (long p = 0, positions = outer.combined().size(); p < positions; p++) {
            if (oe.evaluate(p, v)) {
                held.add(key(v, axes.size()));
            }
        }
        long[] d = new long[ie.axes().size()];
        for (long p = 0, positions = inner.combined().size(); p < positions; p++) {
            if (ie.evaluate(p, d) && !held.contains(key(d, axes.size()))) {
                throw new RuleViolation(rule, prefix + describe(axes, Arrays.copyOf(d, axes.size())) + suffix);
            }
        }
        RuleViolation.held(rule);
    }

    static Evaluator evaluatorOver(Mapping m, List<String> axes) {
        Map<String, Axis> known = new java.util.LinkedHashMap<>();
        for (Axis a : Evaluator.of(m).axes()) {
            known.put(a.name(), a);
        }
        List<Axis> first = axes.stream().map(n -> known.getOrDefault(n, new Axis(n, 1))).toList();
        return Evaluator.of(m, first);
    }

    static List<Long> key(long[] v, int n) {
        Long[] k = new Long[n];
        for (int i = 0; i < n; i++) {
            k[i] = v[i];
        }
        return Arrays.asList(k);
    }

    static String describe(List<String> axes, long[] c) {
        StringBuilder b = new StringBuilder("{");
        for (int i = 0; i < axes.size(); i++) {
            if (c[i] != 0) {
                b.append(b.length() > 1 ? ", " : "").append(axes.get(i)).append(": ").append(c[i]);
            }
        }
        return b.append("}").toString();
    }
}
