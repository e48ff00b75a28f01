package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.EngineMappings;
import dev.layoutprover.simulator.naive.TensorExpr;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A tensor in host memory: a flat buffer of {@code mapping.size()} elements, position {@code p}
 * holding the element at index {@code mapping(p)}.
 *
 * <p>Example: {@code HostTensor.random("input", I32, m![A], 42, Range.full())} is 2048 random
 * {@code i32} values for {@code A = 2048}; {@code input.toHbm(ctx.pdma(), 0)} copies them to HBM.
 */
public final class HostTensor {

    private final String name;
    private final ElementType type;
    private final Mapping mapping;
    private final PagedMemory data;
    private final TensorExpr expr;

    private HostTensor(String name, ElementType type, Mapping mapping, PagedMemory data, TensorExpr expr) {
        this.name = name;
        this.type = type;
        this.mapping = mapping;
        this.data = data;
        this.expr = expr;
    }

    /** The host buffer holding {@code values} in the layout {@code mapping}. */
    public static HostTensor of(String name, LogicalTensor values, Mapping mapping) {
        ElementType type = values.type();
        long total = type.bytesOf(mapping.size());
        PagedMemory data = new PagedMemory("host " + name, total, HOST_PAGE_BITS);
        HostTensor t = new HostTensor(name, type, mapping, data, new TensorExpr.Input(name, values));
        if (total > BULK_BYTES) {
            forEachHeld(mapping, values.axes(), (coords, p) -> ElementOffsets.write(data, 0, type, p,
                    values.value(values.offset(coords))));
            return t;
        }
        // encoded into one buffer, then stored a page at a time; pages of zeros read as zero and stay unallocated
        byte[] all = new byte[(int) total];
        forEachHeld(mapping, values.axes(), (coords, p) -> type.encodeAt(values.value(values.offset(coords)), all, 0,
                p));
        for (int from = 0; from < all.length; from += HOST_PAGE) {
            int n = Math.min(HOST_PAGE, all.length - from);
            if (!allZero(all, from, n)) {
                data.write(from, all, from, n);
            }
        }
        return t;
    }

    /** Host buffers up to this many bytes are encoded, and read back, in one array. */
    private static final long BULK_BYTES = 1L << 28;
    private static final int HOST_PAGE_BITS = 16;
    private static final int HOST_PAGE = 1 << HOST_PAGE_BITS;

    private static boolean allZero(byte[] b, int from, int n) {
        for (int i = from; i < from + n; i++) {
            if (b[i] != 0) {
                return false;
            }
        }
        return true;
    }

    /** Seeded random values over the axes {@code mapping} mentions, laid out by {@code mapping}. */
    public static HostTensor random(String name, ElementType type, Mapping mapping, long seed, LogicalTensor.Range range) {
        List<Axis> axes = Evaluator.of(mapping).axes();
        return of(name, LogicalTensor.random(type, axes, seed, range), mapping);
    }

    /**
     * A host tensor that holds no bytes, only its type and layout: the input of a data-free check.
     * Its {@link #expr()} is an input over the axes {@code mapping} mentions.
     */
    public static HostTensor declared(String name, ElementType type, Mapping mapping) {
        List<Axis> axes = Evaluator.of(mapping).axes();
        PagedMemory none = new PagedMemory("host " + name, type.bytesOf(mapping.size()), 16);
        return new HostTensor(name, type, mapping, none, new TensorExpr.Input(name, LogicalTensor.shape(type, axes)));
    }

    /** A host buffer received from the device: the bytes of {@code data}, holding {@code expr}. */
    static HostTensor received(String name, ElementType type, Mapping mapping, PagedMemory data, TensorExpr expr) {
        return new HostTensor(name, type, mapping, data, expr);
    }

    public String name() {
        return name;
    }

    public ElementType type() {
        return type;
    }

    public Mapping mapping() {
        return mapping;
    }

    /** What this buffer holds, as an expression over the kernel's inputs. */
    public TensorExpr expr() {
        return expr;
    }

    public Placement placement() {
        return new Placement(Placement.Tier.HOST, type, new Mapping.Identity(), mapping, 0, u -> data);
    }

    /** The element at buffer position {@code p}. */
    public double get(long p) {
        return ElementOffsets.read(data, 0, type, p);
    }

    /** Host to HBM over PCIe: an {@code HbmTensor<D, m![1 # chips], mapping>} at {@code address}. */
    public HbmTensor toHbm(DmaEngine pdma, long address) {
        Device d = pdma.device();
        Mapping chip = new Mapping.Padding(new Mapping.Identity(), d.geometry().chips(), false);
        return toHbm(pdma, chip, mapping, address);
    }

    /** Host to HBM over PCIe with the given chip and element mappings. */
    public HbmTensor toHbm(DmaEngine pdma, Mapping chip, Mapping element, long address) {
        HbmTensor out = new HbmTensor(name, pdma.device(), type, chip, element, address, expr);
        pdma.transfer(name + ".to_hbm", expr.axes(), placement(), out.placement());
        return out;
    }

    /**
     * Which indices of the tensor (offsets over its expression's axes, row-major) this host
     * tensor holds: a tensor brought back through a mapping that names part of an axis
     * ({@code m![A, B / 2048, B % 512]}) holds a quarter of {@code B}; {@link #toLogical} gives
     * NaN at the others.
     */
    public boolean[] held() {
        List<Axis> axes = expr.axes();
        LogicalTensor shape = new LogicalTensor(type, axes, new double[Math.toIntExact(axes.stream()
                .mapToLong(Axis::size).reduce(1, Math::multiplyExact))], null);
        boolean[] seen = new boolean[shape.size()];
        forEachHeld(mapping, axes, (coords, p) -> seen[shape.offset(coords)] = true);
        return seen;
    }

    /**
     * The logical tensor this buffer holds: every index of the tensor's axes must be stored, and
     * every copy of an index must hold the same value. Its axes are in the order they first appear
     * in the buffer's mapping, as the tensor's array is laid out: a tensor {@code m![G, N, V]} over
     * axes declared {@code N, G, V} is the array {@code [G][N][V]}.
     */
    public LogicalTensor toLogical() {
        List<Axis> axes = arrayAxes();
        int n = 1;
        for (Axis a : axes) {
            n = Math.multiplyExact(n, Math.toIntExact(a.size()));
        }
        double[] values = new double[n];
        boolean[] seen = new boolean[n];
        LogicalTensor shape = new LogicalTensor(type, axes, new double[n], null);
        long total = type.bytesOf(mapping.size());
        byte[] all = total <= BULK_BYTES ? new byte[(int) total] : null;
        if (all != null) {
            data.read(0, all, 0, all.length);
        }
        forEachHeld(mapping, axes, (coords, p) -> {
            double v = all != null ? type.decodeAt(all, 0, p) : ElementOffsets.read(data, 0, type, p);
            int o = shape.offset(coords);
            if (seen[o] && Double.compare(values[o], v) != 0) {
                throw RuleViolation.beyondModel(new RuleViolation("Host::CONSISTENT", name + " stores "
                        + shape.index(o) + " twice with values " + values[o] + " and " + v),
                        "which of the two values the tensor holds for that index is not modelled");
            }
            seen[o] = true;
            values[o] = v;
        });
        for (int o = 0; o < n; o++) {
            if (!seen[o]) {
                values[o] = Double.NaN;
            }
        }
        return new LogicalTensor(type, axes, values, null);
    }

    /**
     * The tensor's axes in the order they first appear in {@code mapping}; the expression's own
     * order when the mapping names other axes than it (an axis the kernel broadcasts or drops).
     */
    private List<Axis> arrayAxes() {
        List<Axis> own = expr.axes();
        List<Axis> written = Evaluator.of(mapping).axes();
        Set<String> ownNames = own.stream().map(Axis::name).collect(Collectors.toSet());
        Set<String> writtenNames = written.stream().map(Axis::name).collect(Collectors.toSet());
        if (!ownNames.equals(writtenNames) || written.size() != own.size()) {
            return own;
        }
        return written.stream().map(w -> own.stream().filter(a -> a.name().equals(w.name())).findFirst().orElseThrow())
                .toList();
    }

    interface HeldSink {
        void accept(long[] coords, long position);
    }

    /**
     * Calls {@code sink} with each position of {@code mapping} that holds an index of the tensor over
     * {@code axes}. An axis written twice adds its terms ({@code m![H, H]} holds {@code H = h1 + h2}),
     * so a position may name an index past the axis: it holds nothing of the tensor.
     */
    static void forEachHeld(Mapping mapping, List<Axis> axes, HeldSink sink) {
        List<String> names = axes.stream().map(Axis::name).toList();
        long[] sizes = axes.stream().mapToLong(Axis::size).toArray();
        HeldSink inside = (coords, p) -> {
            for (int i = 0; i < sizes.length; i++) {
                if (coords[i] >= sizes[i]) {
                    return;
                }
            }
            sink.accept(coords, p);
        };
        forEachNamed(mapping, axes, names, inside);
    }

    private static void forEachNamed(Mapping mapping, List<Axis> axes, List<String> names, HeldSink sink) {
        Optional<NormalForm> f = EngineMappings.digits(mapping);
        if (f.isPresent()) {
            f.get().forEachLive(names, (coords, p) -> sink.accept(coords, p));
            return;
        }
        Evaluator e = Evaluator.of(mapping, axes);
        long[] v = new long[e.axes().size()];
        long[] c = new long[axes.size()];
        for (long p = 0, positions = mapping.size(); p < positions; p++) {
            if (e.evaluate(p, v)) {
                System.arraycopy(v, 0, c, 0, c.length);
                sink.accept(c, p);
            }
        }
    }
}
