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

    /**
     * The host buffer the reference's {@code HostTensor::from_buf(data)} makes (runtime/backend.rs,
     * CPU {@code from_buf}): the positions of {@code mapping} that hold an index of the tensor, in
     * order, the {@code k}-th writing {@code at(k)} to its index (a later write of one index wins;
     * empty is {@code Opt::Uninit}); a padding position holds nothing and takes no item
     * ({@link #heldOffsets}). The caller checks that {@code data} has an item for every such position
     * (the reference indexes {@code data[k]}, and panics past its end).
     *
     * <p>Example: {@code fromBuffer("x", I32, m![A # 4], k -> OptionalDouble.of(k))} for {@code A = 3}
     * holds {@code 0, 1, 2}.
     */
    public static HostTensor fromBuffer(String name, ElementType type, Mapping mapping,
            java.util.function.LongFunction<java.util.OptionalDouble> at) {
        List<Axis> axes = Evaluator.of(mapping).axes();
        long[] offsets = heldOffsets(mapping);
        LogicalTensor shape = LogicalTensor.uninit(type, axes);
        double[] values = new double[shape.size()];
        java.util.BitSet uninit = new java.util.BitSet(values.length);
        uninit.set(0, values.length);
        long k = 0;
        for (long o : offsets) {
            if (o >= 0) {
                java.util.OptionalDouble v = at.apply(k++);
                uninit.set((int) o, v.isEmpty());
                values[(int) o] = v.isPresent() ? type.round(v.getAsDouble()) : 0;
            }
        }
        return of(name, new LogicalTensor(type, axes, values, null, uninit), mapping);
    }

    /**
     * For each position of {@code mapping}, the row-major offset of the index it holds over the axes
     * the mapping names (in the order they first appear), or -1 where it holds none (padding, or a
     * sum of terms past its axis). The reference's buffers ({@code to_buf}, {@code from_buf}) have an
     * item for each position that holds an index, in order: the 63 of {@code m![[A, B] # 64]} for
     * {@code A = 9, B = 7} (tests/view_tests.rs, test_view_padding). Example: {@code m![A # 4]} for
     * {@code A = 3} gives {@code 0, 1, 2, -1}.
     */
    public static long[] heldOffsets(Mapping mapping) {
        List<Axis> axes = Evaluator.of(mapping).axes();
        LogicalTensor shape = LogicalTensor.uninit(ElementType.I8, axes);
        long[] at = new long[Math.toIntExact(mapping.size())];
        java.util.Arrays.fill(at, -1);
        forEachHeld(mapping, axes, (coords, p) -> at[(int) p] = shape.offset(coords));
        return at;
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

    /**
     * The buffer as the host reads it with {@code to_buf()} (the reference's CPU backend,
     * runtime/backend.rs {@code to_buf}: each position that holds an index reads it, in order; see
     * {@link #heldOffsets}): item {@code k} is the value there, or empty where the index holds no
     * value ({@code Opt::Uninit}, as the naive evaluation of {@link #expr()} marks it; the bytes carry
     * no such mark). The positions and marks are computed on the first read.
     *
     * <p>Example: the host tensor of {@code m![[A, B] # 64]} ({@code A = 9, B = 7}) made from
     * {@code 0..63} reads the 63 items {@code 0, 1, …, 62}.
     */
    public Buffer buffer() {
        return new Buffer();
    }

    /** The items of a host buffer, read one at a time ({@link #buffer()}). */
    public final class Buffer {
        private int[] positions;
        private long[] offsets;
        private LogicalTensor marks;

        private Buffer() {}

        /** How many items the buffer has: the positions of its mapping that hold an index. */
        public int size() {
            read();
            return positions.length;
        }

        /** The element type. */
        public ElementType type() {
            return type;
        }

        /** Item {@code k}, empty where it holds no value. */
        public java.util.OptionalDouble get(int k) {
            read();
            int p = positions[k];
            if (marks.uninitialized((int) offsets[p])) {
                return java.util.OptionalDouble.empty();
            }
            return java.util.OptionalDouble.of(HostTensor.this.get(p));
        }

        private void read() {
            if (positions != null) {
                return;
            }
            LogicalTensor evaluated = dev.layoutprover.simulator.naive.NaiveEvaluator.evaluate(expr);
            long[] at = new long[Math.toIntExact(mapping.size())];
            java.util.Arrays.fill(at, -1);
            forEachHeld(mapping, evaluated.axes(), (coords, q) -> at[(int) q] = evaluated.offset(coords));
            marks = evaluated;
            offsets = at;
            positions = java.util.stream.IntStream.range(0, at.length).filter(q -> at[q] >= 0).toArray();
        }
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
