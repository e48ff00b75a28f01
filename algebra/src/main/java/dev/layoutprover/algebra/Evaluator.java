package dev.layoutprover.algebra;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Exact evaluation of a mapping at buffer positions, compiled once per mapping so that the
 * enumeration oracle can visit millions of positions quickly.
 *
 * <p>Coordinates are gathered in a raw vector, one entry per axis and per skewed axis the mapping
 * mentions; a skewed coordinate {@code b'} of {@code B' = B - A} is then turned into
 * {@code B += (b' + A) mod |B|}. Arithmetic is exact: an overflow throws rather than wraps.
 *
 * <p>Example: {@code Evaluator.of(m![B / 64, B % 32, B / 32 % 2]).slot(67)} is {@code {B: 97}}.
 *
 * <p>An operator whose cut does not fall on its operand's digits
 * ({@link dev.layoutprover.algebra.normal.Normalizer#readsComposite}) reads the operand as a
 * composite: every such term adds its position to one flat value of the operand, decoded by the
 * operand's own evaluator once the index is complete. With {@code A = 9, B = 7},
 * {@code m![[A, B] # 64 / 8 % 2, [A, B] # 64 % 8]} at position 14 adds 8 and 6 to the flat value
 * 14 of {@code [A, B]}: {@code {A: 2}} (adding {@code {A: 1, B: 1}} and {@code {B: 6}} axis by
 * axis would give {@code B = 7}, past the axis).
 */
public final class Evaluator {

    private sealed interface Node {}
    private record Unit() implements Node {}
    private record Coordinate(int slot) implements Node {}
    /** A composite: the position adds to the flat value in {@code slot}, decoded once the index is complete. */
    private record Composite(int slot) implements Node {}
    private record Product(Node major, Node minor, long minorSize) implements Node {}
    private record Window(Node inner, long lead, long innerSize) implements Node {}
    private record Step(Node inner, long stride) implements Node {}
    /** A swizzle: position {@code p} reads the inner position {@code swizzle.permute(p)}, if below {@code innerSize}. */
    private record Permuted(Node inner, Mapping.Swizzle swizzle, long innerSize) implements Node {}
    /** {@code reach[k]}: the largest {@code Σ_{j ≥ k} pj·nj}, saturating; {@code reach[d] = 0}. */
    private record Sliding(Node[] terms, long[] sizes, long[] strides, long[] reach) implements Node {}

    /** Counts the steps of an enumeration and stops it (by {@link Exhausted}) past its limit. */
    private static final class Budget {
        static final Budget UNLIMITED = new Budget(Long.MAX_VALUE);
        private final long limit;
        private long steps;

        Budget(long limit) {
            this.limit = limit;
        }

        void tick() {
            if (limit != Long.MAX_VALUE && ++steps > limit) {
                throw new Exhausted();
            }
        }
    }

    /** Thrown to stop an enumeration that has done enough (or too much). */
    private static final class Exhausted extends RuntimeException {
        Exhausted() {
            super(null, null, false, false);
        }
    }

    private final Mapping mapping;
    private final long size;
    private final List<Axis> axes;
    private final Node root;
    private final int rawWidth;
    private final int[] skewSlot;
    private final int[] skewTarget;
    private final int[] skewOffset;
    private final long[] skewModulus;
    private final boolean functional;
    /** The composites: their flat-value slots, the evaluators that decode them, and where their axes go. */
    private final int[] groupSlot;
    private final Evaluator[] groupDecoder;
    private final int[][] groupAxes;

    private Evaluator(Mapping mapping, List<Axis> outputAxes) {
        this.mapping = mapping;
        this.size = mapping.size();
        Map<String, Integer> slots = new LinkedHashMap<>();
        List<Axis> out = new ArrayList<>(outputAxes);
        for (Axis a : out) {
            slots.put(a.name(), slots.size());
        }
        List<Skew> skews = new ArrayList<>();
        collect(mapping, slots, out, skews);
        this.axes = List.copyOf(out);
        int base = out.size();
        for (Skew s : skews) {
            slots.put(s.name(), slots.size());
        }
        List<Skew> ordered = Skew.dependencyOrder(skews);
        int k = ordered.size();
        skewSlot = new int[k];
        skewTarget = new int[k];
        skewOffset = new int[k];
        skewModulus = new long[k];
        for (int i = 0; i < k; i++) {
            Skew s = ordered.get(i);
            skewSlot[i] = slots.get(s.name());
            skewTarget[i] = slots.get(s.target().name());
            skewOffset[i] = slots.get(s.offset().name());
            skewModulus[i] = s.target().size();
        }
        boolean[] sliding = {false};
        Map<Mapping, Integer> groups = new LinkedHashMap<>();
        this.root = compile(mapping, slots, sliding, groups);
        this.functional = !sliding[0];
        this.groupSlot = new int[groups.size()];
        this.groupDecoder = new Evaluator[groups.size()];
        this.groupAxes = new int[groups.size()][];
        int g = 0;
        for (Map.Entry<Mapping, Integer> e : groups.entrySet()) {
            groupSlot[g] = e.getValue();
            groupDecoder[g] = Evaluator.of(e.getKey());
            List<Axis> inner = groupDecoder[g].axes();
            groupAxes[g] = new int[inner.size()];
            for (int j = 0; j < inner.size(); j++) {
                groupAxes[g][j] = slots.get(inner.get(j).name());
            }
            g++;
        }
        this.rawWidth = slots.size();
    }

    /** The evaluator of {@code mapping}, whose indices range over the axes it mentions. */
    public static Evaluator of(Mapping mapping) {
        return new Evaluator(mapping, List.of());
    }

    /**
     * The evaluator of {@code mapping} whose index vectors list {@code axes} first (in that order),
     * then any further axes the mapping mentions; used to compare two mappings slot by slot.
     */
    public static Evaluator of(Mapping mapping, List<Axis> axes) {
        return new Evaluator(mapping, axes);
    }

    public Mapping mapping() {
        return mapping;
    }

    public long size() {
        return size;
    }

    /** The axes of the index vectors this evaluator writes, in vector order. */
    public List<Axis> axes() {
        return axes;
    }

    /** True when every position holds at most one index (no sliding window in the mapping). */
    public boolean isFunctional() {
        return functional;
    }

    /** The slot at {@code position}: a hole outside {@code 0 ≤ position < size()}. */
    public Slot slot(long position) {
        if (position < 0 || position >= size) {
            return Slot.hole();
        }
        if (functional) {
            long[] v = new long[axes.size()];
            return evaluate(position, v) ? Slot.of(toIndex(v)) : Slot.hole();
        }
        Set<TensorIndex> found = new LinkedHashSet<>();
        forEach(position, v -> found.add(toIndex(v)));
        return Slot.of(found);
    }

    /**
     * What a position holds, bounded: at most {@code limit} of its indices (in the order the
     * enumeration meets them) and, when it can be known, how many there are. Neither the time nor
     * the memory grows with the size of the set: {@code m![$(A:0)]} with {@code A = 2^40} holds
     * 2^40 indices at position 0, and {@code sample(0, 4)} lists {@code {}, {A: 1}, {A: 2}, {A: 3}}
     * with size 2^40 at once.
     *
     * @param members the first indices found, at most {@code limit}
     * @param size the number of indices held, or -1 when it is not known (more than the members)
     */
    public record Sample(List<TensorIndex> members, long size) {
        /** True when {@link #members()} is the whole set. */
        public boolean complete() {
            return size == members.size();
        }
    }

    /** Steps an enumeration of one position may take before it stops: 2^22. */
    private static final long SAMPLE_STEPS = 1L << 22;

    /** The bounded view of what {@code position} holds (see {@link Sample}). */
    public Sample sample(long position, int limit) {
        if (position < 0 || position >= size) {
            return new Sample(List.of(), 0);
        }
        if (functional) {
            Slot s = slot(position);
            return new Sample(List.copyOf(s.indices()), s.indices().size());
        }
        Set<TensorIndex> found = new LinkedHashSet<>();
        long[] raw = new long[rawWidth];
        long[] out = new long[axes.size()];
        Budget budget = new Budget(SAMPLE_STEPS);
        boolean complete = true;
        try {
            all(root, position, raw, () -> {
                if (!decode(raw, out)) {
                    return;
                }
                fold(raw, out);
                found.add(toIndex(out));
                if (found.size() > limit) {
                    throw new Exhausted();
                }
            }, budget);
        } catch (Exhausted e) {
            complete = false;
        }
        List<TensorIndex> members = found.stream().limit(limit).toList();
        if (complete) {
            return new Sample(members, found.size());
        }
        return new Sample(members, SlotCount.count(mapping, position, SAMPLE_STEPS).orElse(-1));
    }

    /**
     * For a {@linkplain #isFunctional() functional} mapping: writes the index at {@code position}
     * into {@code out} (one entry per {@link #axes()} axis) and returns true, or returns false for a
     * hole.
     */
    public boolean evaluate(long position, long[] out) {
        if (!functional) {
            throw new IllegalStateException("mapping " + mapping + " holds sets of indices; use forEach");
        }
        if (position < 0 || position >= size) {
            return false;
        }
        long[] raw = new long[rawWidth];
        if (!single(root, position, raw) || !decode(raw, out)) {
            return false;
        }
        fold(raw, out);
        return true;
    }

    /** Calls {@code sink} with each index vector held at {@code position}; the array is reused. */
    public void forEach(long position, Consumer<long[]> sink) {
        if (position < 0 || position >= size) {
            return;
        }
        long[] raw = new long[rawWidth];
        long[] out = new long[axes.size()];
        all(root, position, raw, () -> {
            if (decode(raw, out)) {
                fold(raw, out);
                sink.accept(out);
            }
        }, Budget.UNLIMITED);
    }

    /**
     * True when some index held at {@code position} wraps a skewed axis: for {@code B' = B - A},
     * {@code b' + A} falls outside {@code 0 ≤ · < |B|}.
     */
    public boolean wrapsAt(long position) {
        if (skewSlot.length == 0 || position < 0 || position >= size) {
            return false;
        }
        long[] raw = new long[rawWidth];
        long[] out = new long[axes.size()];
        boolean[] wrapped = {false};
        all(root, position, raw, () -> wrapped[0] |= decode(raw, out) && fold(raw, out), Budget.UNLIMITED);
        return wrapped[0];
    }

    /** The tensor index of a vector written by this evaluator. */
    public TensorIndex toIndex(long[] vector) {
        Map<String, Long> m = new LinkedHashMap<>();
        for (int i = 0; i < vector.length; i++) {
            if (vector[i] != 0) {
                m.put(axes.get(i).name(), vector[i]);
            }
        }
        return TensorIndex.of(m);
    }

    /**
     * Copies the axis entries of {@code raw} to {@code out} and adds each composite's flat value,
     * decoded by the composite's own evaluator; false when a flat value is past the composite or
     * on one of its holes (the position is then a hole).
     */
    private boolean decode(long[] raw, long[] out) {
        System.arraycopy(raw, 0, out, 0, out.length);
        for (int g = 0; g < groupSlot.length; g++) {
            long flat = raw[groupSlot[g]];
            Evaluator decoder = groupDecoder[g];
            long[] inner = new long[decoder.axes.size()];
            if (!decoder.evaluate(flat, inner)) {
                return false;
            }
            for (int j = 0; j < inner.length; j++) {
                out[groupAxes[g][j]] = Math.addExact(out[groupAxes[g][j]], inner[j]);
            }
        }
        return true;
    }

    /** Folds skewed coordinates of {@code raw} into {@code out}; true if a skew wrapped. */
    private boolean fold(long[] raw, long[] out) {
        boolean wrapped = false;
        for (int i = 0; i < skewSlot.length; i++) {
            long unwrapped = Math.addExact(raw[skewSlot[i]], out[skewOffset[i]]);
            long wrappedValue = Math.floorMod(unwrapped, skewModulus[i]);
            wrapped |= wrappedValue != unwrapped;
            out[skewTarget[i]] = Math.addExact(out[skewTarget[i]], wrappedValue);
        }
        return wrapped;
    }

    private static boolean single(Node node, long p, long[] raw) {
        return switch (node) {
            case Unit u -> true;
            case Coordinate c -> {
                raw[c.slot()] = Math.addExact(raw[c.slot()], p);
                yield true;
            }
            case Composite c -> {
                raw[c.slot()] = Math.addExact(raw[c.slot()], p);
                yield true;
            }
            case Product pr -> single(pr.major(), p / pr.minorSize(), raw) && single(pr.minor(), p % pr.minorSize(), raw);
            case Window w -> p >= w.lead() && p - w.lead() < w.innerSize() && single(w.inner(), p - w.lead(), raw);
            case Step s -> single(s.inner(), p * s.stride(), raw);
            case Permuted w -> {
                long q = w.swizzle().permute(p);
                yield q < w.innerSize() && single(w.inner(), q, raw);
            }
            case Sliding s -> throw new IllegalStateException("sliding window in the functional path");
        };
    }

    private static void all(Node node, long p, long[] raw, Runnable k, Budget budget) {
        switch (node) {
            case Unit u -> k.run();
            case Coordinate c -> {
                long before = raw[c.slot()];
                raw[c.slot()] = Math.addExact(before, p);
                k.run();
                raw[c.slot()] = before;
            }
            case Composite c -> {
                long before = raw[c.slot()];
                raw[c.slot()] = Math.addExact(before, p);
                k.run();
                raw[c.slot()] = before;
            }
            case Product pr -> all(pr.major(), p / pr.minorSize(), raw,
                    () -> all(pr.minor(), p % pr.minorSize(), raw, k, budget), budget);
            case Window w -> {
                if (p >= w.lead() && p - w.lead() < w.innerSize()) {
                    all(w.inner(), p - w.lead(), raw, k, budget);
                }
            }
            case Step s -> all(s.inner(), Math.multiplyExact(p, s.stride()), raw, k, budget);
            case Permuted w -> {
                long q = w.swizzle().permute(p);
                if (q < w.innerSize()) {
                    all(w.inner(), q, raw, k, budget);
                }
            }
            case Sliding s -> decompose(s, 0, p, raw, k, budget);
        }
    }

    /**
     * Every way of writing {@code rest = Σ_{j ≥ k} pj·nj} with {@code pj < |ej|}. A digit with a
     * nonzero stride only ranges over the values that leave a reachable rest to the later terms, so
     * that one position of {@code $(N:1, F:1)} costs about {@code |F|} steps, whatever {@code |N|}.
     */
    private static void decompose(Sliding s, int k, long rest, long[] raw, Runnable done, Budget budget) {
        budget.tick();
        if (k == s.terms().length) {
            if (rest == 0) {
                done.run();
            }
            return;
        }
        if (rest > s.reach()[k]) {
            return;
        }
        long n = s.strides()[k];
        if (k == s.terms().length - 1 && n > 0) {
            // The last digit is determined by what is left.
            if (rest % n == 0 && rest / n < s.sizes()[k]) {
                all(s.terms()[k], rest / n, raw, done, budget);
            }
            return;
        }
        long first = 0;
        long last = s.sizes()[k] - 1;
        if (n > 0) {
            last = Math.min(last, rest / n);
            long later = s.reach()[k + 1];
            if (rest > later) {
                first = Math.floorDiv(rest - later - 1, n) + 1;
            }
        }
        for (long pk = first; pk <= last; pk++) {
            long remaining = rest - pk * n;
            all(s.terms()[k], pk, raw, () -> decompose(s, k + 1, remaining, raw, done, budget), budget);
        }
    }

    /**
     * An upper bound on the steps one position costs: 1 for a functional mapping; for a sliding
     * window, the product of its terms' sizes (all but a last term with a nonzero stride, whose
     * digit is determined) times their own costs. Saturates at {@code Long.MAX_VALUE}.
     */
    public long costPerPosition() {
        return cost(root);
    }

    private static long cost(Node node) {
        return switch (node) {
            case Unit u -> 1;
            case Coordinate c -> 1;
            case Composite c -> 1;
            case Product p -> saturatingProduct(cost(p.major()), cost(p.minor()));
            case Window w -> cost(w.inner());
            case Step s -> cost(s.inner());
            case Permuted w -> cost(w.inner());
            case Sliding s -> {
                long c = 1;
                int d = s.terms().length;
                for (int k = 0; k < d; k++) {
                    boolean determined = k == d - 1 && s.strides()[k] > 0;
                    c = saturatingProduct(c, determined ? cost(s.terms()[k])
                            : saturatingProduct(s.sizes()[k], cost(s.terms()[k])));
                }
                yield c;
            }
        };
    }

    private static long saturatingSum(long a, long b) {
        long r = a + b;
        return ((a ^ r) & (b ^ r)) < 0 ? Long.MAX_VALUE : r;
    }

    private static long saturatingProduct(long a, long b) {
        long high = Math.multiplyHigh(a, b);
        long low = a * b;
        return high != 0 || low < 0 ? Long.MAX_VALUE : low;
    }

    private static Node compile(Mapping m, Map<String, Integer> slots, boolean[] sliding, Map<Mapping, Integer> groups) {
        if (dev.layoutprover.algebra.normal.Normalizer.readsComposite(m)) {
            Mapping operand = m.children().get(0);
            int slot = groups.computeIfAbsent(operand, g -> {
                int next = slots.size();
                slots.put(dev.layoutprover.algebra.normal.NormalForm.Group.name(g), next);
                return next;
            });
            Node flat = new Composite(slot);
            return switch (m) {
                case Mapping.Padding p -> new Window(flat, p.lead(), p.inner().size());
                case Mapping.Stride s -> new Step(flat, s.divisor());
                default -> flat;
            };
        }
        return switch (m) {
            case Mapping.Identity i -> new Unit();
            case Mapping.Symbol s -> new Coordinate(slots.get(s.axis().name()));
            case Mapping.Skewed s -> new Coordinate(slots.get(s.skew().name()));
            case Mapping.Pair p -> new Product(compile(p.major(), slots, sliding, groups), compile(p.minor(), slots, sliding, groups),
                    p.minor().size());
            // e1 * e2 = $(e1:|e2|, e2:1): each position has exactly one decomposition, as in a pair.
            case Mapping.OuterSum o -> new Product(compile(o.left(), slots, sliding, groups), compile(o.right(), slots, sliding, groups),
                    o.right().size());
            case Mapping.Padding p -> new Window(compile(p.inner(), slots, sliding, groups), p.lead(), p.inner().size());
            case Mapping.Resize r -> compile(r.inner(), slots, sliding, groups);
            case Mapping.Modulo r -> compile(r.inner(), slots, sliding, groups);
            case Mapping.Alias a -> compile(a.target(), slots, sliding, groups);
            case Mapping.Stride s -> new Step(compile(s.inner(), slots, sliding, groups), s.divisor());
            case Mapping.Swizzle w -> new Permuted(compile(w.inner(), slots, sliding, groups), w, w.inner().size());
            case Mapping.LinearCombination lc -> {
                sliding[0] = true;
                int d = lc.terms().size();
                Node[] terms = new Node[d];
                long[] sizes = new long[d];
                long[] strides = new long[d];
                long[] reach = new long[d + 1];
                for (int k = 0; k < d; k++) {
                    Mapping.Term t = lc.terms().get(k);
                    terms[k] = compile(t.mapping(), slots, sliding, groups);
                    sizes[k] = t.mapping().size();
                    strides[k] = t.stride();
                }
                for (int k = d - 1; k >= 0; k--) {
                    reach[k] = saturatingSum(reach[k + 1], saturatingProduct(sizes[k] - 1, strides[k]));
                }
                yield new Sliding(terms, sizes, strides, reach);
            }
        };
    }

    private static void collect(Mapping m, Map<String, Integer> slots, List<Axis> axes, List<Skew> skews) {
        switch (m) {
            case Mapping.Identity i -> { }
            case Mapping.Symbol s -> addAxis(s.axis(), slots, axes);
            case Mapping.Skewed s -> {
                addAxis(s.skew().target(), slots, axes);
                addAxis(s.skew().offset(), slots, axes);
                if (!skews.contains(s.skew())) {
                    skews.add(s.skew());
                }
            }
            case Mapping.Pair p -> {
                collect(p.major(), slots, axes, skews);
                collect(p.minor(), slots, axes, skews);
            }
            case Mapping.OuterSum o -> {
                collect(o.left(), slots, axes, skews);
                collect(o.right(), slots, axes, skews);
            }
            case Mapping.Padding p -> collect(p.inner(), slots, axes, skews);
            case Mapping.Resize r -> collect(r.inner(), slots, axes, skews);
            case Mapping.Stride s -> collect(s.inner(), slots, axes, skews);
            case Mapping.Modulo r -> collect(r.inner(), slots, axes, skews);
            case Mapping.Alias a -> collect(a.target(), slots, axes, skews);
            case Mapping.Swizzle w -> collect(w.inner(), slots, axes, skews);
            case Mapping.LinearCombination lc -> lc.terms().forEach(t -> collect(t.mapping(), slots, axes, skews));
        }
    }

    private static void addAxis(Axis axis, Map<String, Integer> slots, List<Axis> axes) {
        Integer existing = slots.get(axis.name());
        if (existing == null) {
            slots.put(axis.name(), slots.size());
            axes.add(axis);
        } else if (!axes.get(existing).equals(axis)) {
            throw new MappingException("axis " + axis.name() + " is used with sizes " + axes.get(existing).size()
                    + " and " + axis.size());
        }
    }
}
