package dev.layoutprover.simulator.naive;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.simulator.ElementType;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A mathematical tensor: named axes (an unordered set, stored in a fixed order), an element type
 * and one value per tensor index in a dense row-major array. An optional per-element error bound
 * says how far a hardware result may lie from {@link #value}: 0 for exact results.
 *
 * <p>Example: {@code LogicalTensor.random(I32, List.of(new Axis("A", 2048)), 42, Range.full())}
 * holds 2048 seeded random {@code i32} values; {@code get(TensorIndex.of("A", 7))} is the eighth.
 */
public final class LogicalTensor {

    /** The most elements a tensor with values holds: one Java array's. */
    public static final long MAX_ELEMENTS = Integer.MAX_VALUE - 8;

    private final ElementType type;
    private final List<Axis> axes;
    private final long[] strides;
    private final double[] values;
    private final double[] error;
    private final java.util.BitSet uninitialized;

    public LogicalTensor(ElementType type, List<Axis> axes, double[] values, double[] error) {
        this(type, axes, values, error, null);
    }

    /**
     * A tensor some of whose elements are uninitialized (the reference's {@code Opt::Uninit}): the
     * offsets set in {@code uninitialized} hold no value (what {@link #value} gives there means
     * nothing). A copy read from a composite group's padding is one: with {@code A = 9, B = 7},
     * a tile of {@code [A, B] # 64} that reads the flat value 63 reads past the group.
     */
    public LogicalTensor(ElementType type, List<Axis> axes, double[] values, double[] error,
            java.util.BitSet uninitialized) {
        this.uninitialized = uninitialized == null || uninitialized.isEmpty() ? null
                : (java.util.BitSet) uninitialized.clone();
        this.type = type;
        this.axes = List.copyOf(axes);
        this.strides = new long[axes.size()];
        long s = 1;
        for (int i = axes.size() - 1; i >= 0; i--) {
            strides[i] = s;
            s = Math.multiplyExact(s, axes.get(i).size());
        }
        if (values == null) {
            this.values = null;
            this.error = null;
            return;
        }
        if (values.length != s) {
            throw new IllegalArgumentException(values.length + " values for " + s + " indices of " + axes);
        }
        if (error != null && error.length != s) {
            throw new IllegalArgumentException("error bounds must match the values");
        }
        this.values = values;
        this.error = error;
    }

    /**
     * A tensor of {@code type} over {@code axes} that holds no values: what a data-free check
     * knows of an input (its type and its axes). Reading a value of it is an error.
     */
    public static LogicalTensor shape(ElementType type, List<Axis> axes) {
        return new LogicalTensor(type, axes, null, null);
    }

    /** Whether this tensor holds values ({@code false} for a {@link #shape} only). */
    public boolean hasValues() {
        return values != null;
    }

    /**
     * The range of random values: integers in {@code [min, max]}, floats uniform in {@code [min, max)};
     * or, for the index tensor of a scatter ({@link #rows}), row numbers times {@code step}.
     *
     * @param rows with {@code step > 0}: the values are {@code r · step} for rows {@code r} in
     *     {@code 0..rows}, distinct while there are rows enough (a seeded random choice without
     *     repetition), then uniform; {@code min} and {@code max} are {@code 0} and
     *     {@code (rows - 1) · step}
     */
    public record Range(double min, double max, long rows, long step) {

        public Range(double min, double max) {
            this(min, max, 0, 0);
        }

        public static Range full() {
            return new Range(Double.NaN, Double.NaN);
        }

        /**
         * Row indices: {@code r · step} for distinct rows {@code r} of {@code 0..rows}, as a
         * scatter's index tensor holds (byte offsets when {@code step} is a row's bytes).
         * Example: {@code rows(612, 256)} gives values in {@code 0, 256, …, 611 · 256}.
         */
        public static Range rows(long rows, long step) {
            if (rows <= 0 || step <= 0) {
                throw new IllegalArgumentException("rows " + rows + " and step " + step + " must be positive");
            }
            return new Range(0, (double) Math.multiplyExact(rows - 1, step), rows, step);
        }
    }

    /**
     * Seeded random values of {@code type}: integers over the whole type (or {@code range}), floats
     * uniform in {@code [-1, 1)} (or {@code range}), rounded to the type.
     */
    public static LogicalTensor random(ElementType type, List<Axis> axes, long seed, Range range) {
        long n = 1;
        for (Axis a : axes) {
            n = a.size() > MAX_ELEMENTS / n ? MAX_ELEMENTS + 1 : n * a.size();
        }
        if (n > MAX_ELEMENTS) {
            // as the JVM answers an array past its limit: the run needs more memory than it can have
            throw new OutOfMemoryError("a random input of " + type + " over " + axes + " has more than "
                    + MAX_ELEMENTS + " elements, more than one run holds");
        }
        SplittableRandom rng = new SplittableRandom(seed);
        if (range.step() > 0) {
            return new LogicalTensor(type, axes, rows(Math.toIntExact(n), range.rows(), range.step(), rng), null);
        }
        double[] v = new double[Math.toIntExact(n)];
        boolean whole = Double.isNaN(range.min());
        for (int i = 0; i < v.length; i++) {
            if (type.isFloat()) {
                double lo = whole ? -1 : range.min();
                double hi = whole ? 1 : range.max();
                v[i] = type.round(lo + (hi - lo) * rng.nextDouble());
            } else if (whole) {
                v[i] = type.round(switch (type) {
                    case I4 -> rng.nextInt(16) - 8;
                    case I8 -> (byte) rng.nextInt();
                    case U8 -> rng.nextInt(256);
                    case I16 -> (short) rng.nextInt();
                    default -> rng.nextInt();
                });
            } else {
                v[i] = rng.nextLong((long) range.min(), (long) range.max() + 1);
            }
        }
        return new LogicalTensor(type, axes, v, null);
    }

    /** {@code n} values {@code r · step}, the rows {@code r} distinct while {@code rows} suffice. */
    private static double[] rows(int n, long rows, long step, SplittableRandom rng) {
        double[] v = new double[n];
        java.util.Set<Long> taken = new java.util.HashSet<>();
        for (int i = 0; i < n; i++) {
            long r = rng.nextLong(rows);
            while (n <= rows && !taken.add(r)) {
                r = rng.nextLong(rows);
            }
            v[i] = (double) (r * step);
        }
        return v;
    }

    public ElementType type() {
        return type;
    }

    public List<Axis> axes() {
        return axes;
    }

    public List<String> axisNames() {
        List<String> names = new ArrayList<>();
        axes.forEach(a -> names.add(a.name()));
        return names;
    }

    public int size() {
        return values.length;
    }

    /** The row-major stride of axis {@code i}. */
    public long stride(int i) {
        return strides[i];
    }

    /** The offset of the index whose coordinates over {@link #axes()} are {@code coords}. */
    public int offset(long[] coords) {
        long o = 0;
        for (int i = 0; i < coords.length; i++) {
            o += coords[i] * strides[i];
        }
        return (int) o;
    }

    /** The coordinates of {@code offset} over {@link #axes()}. */
    public long[] coordinates(int offset) {
        long[] c = new long[axes.size()];
        for (int i = 0; i < c.length; i++) {
            c[i] = (offset / strides[i]) % axes.get(i).size();
        }
        return c;
    }

    public TensorIndex index(int offset) {
        long[] c = coordinates(offset);
        java.util.Map<String, Long> m = new java.util.TreeMap<>();
        for (int i = 0; i < c.length; i++) {
            m.put(axes.get(i).name(), c[i]);
        }
        return TensorIndex.of(m);
    }

    public double value(int offset) {
        return values[offset];
    }

    /** The value at {@code index} (coordinates of other axes are ignored). */
    public double get(TensorIndex index) {
        long o = 0;
        for (int i = 0; i < axes.size(); i++) {
            o += index.get(axes.get(i).name()) * strides[i];
        }
        return values[(int) o];
    }

    /**
     * The value an element that no write ever reached carries beside its uninitialized mark: a quiet
     * NaN with a payload of its own, which moves (windows, patches, selections) copy bit for bit, so
     * that an output element can tell "never written" from "written with no value" (a row a padded
     * scatter key wrote, a copy read past a composite group).
     */
    private static final long UNWRITTEN_BITS = 0x7ff8_0000_0057_0000L;

    /** The value of an element never written (see {@link #UNWRITTEN_BITS}). */
    static final double UNWRITTEN = Double.longBitsToDouble(UNWRITTEN_BITS);

    /**
     * Memory allocated at an address and not yet written (the reference's {@code from_addr}, whose
     * elements are {@code Opt::Uninit}): every element uninitialized and {@linkplain #unwritten never
     * written}. E.g. {@code allocated(I32, [A:4])} has 4 elements, each {@code unwritten(o)}.
     */
    public static LogicalTensor allocated(ElementType type, List<Axis> axes) {
        long n = 1;
        for (Axis a : axes) {
            n = Math.multiplyExact(n, a.size());
        }
        double[] v = new double[Math.toIntExact(n)];
        java.util.Arrays.fill(v, UNWRITTEN);
        java.util.BitSet all = new java.util.BitSet(v.length);
        all.set(0, v.length);
        return new LogicalTensor(type, axes, v, null, all);
    }

    /**
     * A host tensor made without values (the reference's {@code HostTensor::uninit()}, memory_tensor.rs,
     * whose elements are {@code Opt::Uninit}): every element uninitialized, but written (a copy of it is
     * a write of {@code Uninit}, not memory no write reached). E.g. {@code uninit(I32, [A:4])} has 4
     * elements, none {@link #unwritten}, each {@link #uninitialized}.
     */
    public static LogicalTensor uninit(ElementType type, List<Axis> axes) {
        long n = 1;
        for (Axis a : axes) {
            n = Math.multiplyExact(n, a.size());
        }
        java.util.BitSet all = new java.util.BitSet(Math.toIntExact(n));
        all.set(0, Math.toIntExact(n));
        return new LogicalTensor(type, axes, new double[Math.toIntExact(n)], null, all);
    }

    /** True when the element at {@code offset} comes from {@link #allocated} memory no write reached. */
    public boolean unwritten(int offset) {
        return uninitialized(offset) && values != null
                && Double.doubleToRawLongBits(values[offset]) == UNWRITTEN_BITS;
    }

    /** True when the element at {@code offset} is uninitialized: it holds no value. */
    public boolean uninitialized(int offset) {
        return uninitialized != null && uninitialized.get(offset);
    }

    /** True when some element is uninitialized. */
    public boolean hasUninitialized() {
        return uninitialized != null;
    }

    /** The offsets of the uninitialized elements (a copy; empty when every element holds a value). */
    public java.util.BitSet uninitializedOffsets() {
        return uninitialized == null ? new java.util.BitSet() : (java.util.BitSet) uninitialized.clone();
    }

    /** The bound on the distance of a hardware result from {@link #value}; 0 when exact. */
    public double error(int offset) {
        return error == null ? 0 : error[offset];
    }

    double[] values() {
        return values;
    }

    double[] errors() {
        return error;
    }
}
