package dev.layoutprover.algebra.check;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.TileView;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The enumeration oracle: decides every {@link Property} by visiting every buffer position. It is
 * the ground truth the prover is checked against, and it refuses (answers {@link Verdict.Unknown})
 * above {@link #MAX_POSITIONS} positions, or when coverage would need more than
 * {@link #MAX_INDEX_SPACE} indices, or when sliding windows could take more than {@link #MAX_WORK} evaluation steps in all.
 *
 * <p>Example: {@code Oracle.equivalent(m![B / 64, B % 32, B / 32 % 2], m![B])} with {@code B = 512}
 * is refuted at position 1, where the left holds {@code {B: 32}} and the right {@code {B: 1}}.
 */
public final class Oracle {

    /** The most positions a mapping may have to be enumerated: 2^22 = 4,194,304. */
    public static final long MAX_POSITIONS = 1L << 22;
    /** The most indices coverage may have to account for: 2^28. */
    public static final long MAX_INDEX_SPACE = 1L << 28;
    /** The most evaluation steps (positions times the cost of a position) enumeration may take: 2^24. */
    public static final long MAX_WORK = 1L << 24;
    /** How many hole positions a refutation of {@link Property#HOLES} lists. */
    public static final int HOLES_LISTED = 8;

    private Oracle() {}

    /** The method string of a proof by enumeration. */
    static String method(long positions) {
        return "enumeration of " + positions + (positions == 1 ? " position" : " positions");
    }

    /** Decides a one-mapping property (everything but {@link Property#EQUIVALENT} and {@link Property#SUBVIEW}). */
    public static Verdict check(Property property, Mapping m) {
        return switch (property) {
            case INJECTIVE -> injective(m);
            case SURJECTIVE -> surjective(m);
            case BOUNDS -> bounds(m);
            case HOLES -> holes(m);
            case WRAPAROUND -> wraparound(m);
            case OVERLAP -> overlap(m);
            case TRUNCATION -> truncation(m);
            case EQUIVALENT, SUBVIEW -> throw new IllegalArgumentException(property.cliName()
                    + " is not a property of one mapping");
        };
    }

    /** Same size and the same slot at every position. */
    public static Verdict equivalent(Mapping left, Mapping right) {
        if (left.size() != right.size()) {
            return new Verdict.Refuted(Counterexample.SizeMismatch.of(left, right));
        }
        Verdict refusal = refuse(left.size(), left);
        if (refusal != null) {
            return refusal;
        }
        List<Axis> union = new ArrayList<>(Evaluator.of(left).axes());
        for (Axis a : Evaluator.of(right).axes()) {
            Axis same = union.stream().filter(u -> u.name().equals(a.name())).findFirst().orElse(null);
            if (same == null) {
                union.add(a);
            } else if (same.size() != a.size()) {
                throw new MappingException("axis " + a.name() + " has size " + same.size() + " on the left and "
                        + a.size() + " on the right");
            }
        }
        Evaluator l = Evaluator.of(left, union);
        Evaluator r = Evaluator.of(right, union);
        long n = left.size();
        if (l.isFunctional() && r.isFunctional()) {
            long[] lv = new long[union.size()];
            long[] rv = new long[union.size()];
            for (long p = 0; p < n; p++) {
                Arrays.fill(lv, 0);
                Arrays.fill(rv, 0);
                boolean lh = l.evaluate(p, lv);
                boolean rh = r.evaluate(p, rv);
                if (lh != rh || (lh && !Arrays.equals(lv, rv))) {
                    return new Verdict.Refuted(new Counterexample.Mismatch(p, l.slot(p), r.slot(p)));
                }
            }
            return new Verdict.Proved(method(n));
        }
        for (long p = 0; p < n; p++) {
            if (!vectors(l, p).equals(vectors(r, p))) {
                return new Verdict.Refuted(new Counterexample.Mismatch(p, l.slot(p), r.slot(p)));
            }
        }
        return new Verdict.Proved(method(n));
    }

    /** No tensor index is stored at two different positions. */
    public static Verdict injective(Mapping m) {
        Verdict refusal = refuse(m.size(), m);
        if (refusal != null) {
            return refusal;
        }
        Evaluator e = Evaluator.of(m);
        IndexSpace space = new IndexSpace(e.axes());
        BitSet seenInBounds = space.fits() ? new BitSet() : null;
        Map<Key, Long> seen = new HashMap<>();
        for (long p = 0, positions = m.size(); p < positions; p++) {
            for (Key k : vectors(e, p)) {
                long code = seenInBounds == null ? -1 : space.encode(k.values());
                boolean repeated;
                if (code >= 0) {
                    repeated = seenInBounds.get((int) code);
                    seenInBounds.set((int) code);
                } else {
                    repeated = seen.putIfAbsent(k, p) != null;
                }
                if (repeated) {
                    long first = firstPositionHolding(e, k, p);
                    return new Verdict.Refuted(new Counterexample.Collision(e.toIndex(k.values()), first, p));
                }
            }
        }
        return new Verdict.Proved(method(m.size()));
    }

    /** Every index of the mentioned axes, within their declared sizes, is stored somewhere. */
    public static Verdict surjective(Mapping m) {
        Verdict refusal = refuse(m.size(), m);
        if (refusal != null) {
            return refusal;
        }
        Evaluator e = Evaluator.of(m);
        IndexSpace space = new IndexSpace(e.axes());
        if (!space.fits()) {
            return new Verdict.Unknown("enumeration covers at most " + MAX_INDEX_SPACE + " indices; the axes of "
                    + m + " span " + space.describeSize());
        }
        BitSet covered = new BitSet();
        for (long p = 0; p < m.size(); p++) {
            for (Key k : vectors(e, p)) {
                long code = space.encode(k.values());
                if (code >= 0) {
                    covered.set((int) code);
                }
            }
        }
        int missing = covered.nextClearBit(0);
        if (missing < space.size()) {
            return new Verdict.Refuted(new Counterexample.Uncovered(e.toIndex(space.decode(missing))));
        }
        return new Verdict.Proved(method(m.size()));
    }

    /** Every stored index lies within its axes' declared sizes. */
    public static Verdict bounds(Mapping m) {
        Verdict refusal = refuse(m.size(), m);
        if (refusal != null) {
            return refusal;
        }
        Evaluator e = Evaluator.of(m);
        for (long p = 0; p < m.size(); p++) {
            for (Key k : vectors(e, p)) {
                long[] v = k.values();
                for (int i = 0; i < v.length; i++) {
                    Axis a = e.axes().get(i);
                    if (v[i] < 0 || v[i] >= a.size()) {
                        return new Verdict.Refuted(new Counterexample.OutOfBounds(p, e.toIndex(v), a.name(), a.size()));
                    }
                }
            }
        }
        return new Verdict.Proved(method(m.size()));
    }

    /** No position is a hole; a refutation counts them and lists the first few. */
    public static Verdict holes(Mapping m) {
        Verdict refusal = refuse(m.size(), m);
        if (refusal != null) {
            return refusal;
        }
        Evaluator e = Evaluator.of(m);
        long count = 0;
        List<Long> first = new ArrayList<>();
        for (long p = 0; p < m.size(); p++) {
            if (vectors(e, p).isEmpty()) {
                count++;
                if (first.size() < HOLES_LISTED) {
                    first.add(p);
                }
            }
        }
        return count == 0 ? new Verdict.Proved(method(m.size()))
                : new Verdict.Refuted(new Counterexample.Holes(count, first));
    }

    /** No skewed coordinate wraps around its axis. */
    public static Verdict wraparound(Mapping m) {
        Verdict refusal = refuse(m.size(), m);
        if (refusal != null) {
            return refusal;
        }
        Evaluator e = Evaluator.of(m);
        for (long p = 0; p < m.size(); p++) {
            if (e.wrapsAt(p)) {
                return new Verdict.Refuted(new Counterexample.Wraparound(p, skewNames(m), e.slot(p)));
            }
        }
        return new Verdict.Proved(method(m.size()));
    }

    /** No position holds more than one index. */
    public static Verdict overlap(Mapping m) {
        Verdict refusal = refuse(m.size(), m);
        if (refusal != null) {
            return refusal;
        }
        Evaluator e = Evaluator.of(m);
        if (e.isFunctional()) {
            return new Verdict.Proved("no sliding window: every position holds at most one index");
        }
        for (long p = 0; p < m.size(); p++) {
            if (vectors(e, p).size() > 1) {
                Evaluator.Sample sample = e.sample(p, 16);
                return new Verdict.Refuted(new Counterexample.Overlap(p, Slot.of(sample.members()), sample.size()));
            }
        }
        return new Verdict.Proved(method(m.size()));
    }

    /** No resize in the mapping drops a position of its operand that stores an index. */
    public static Verdict truncation(Mapping m) {
        List<Mapping.Resize> resizes = m.resizes();
        long visited = 0;
        for (Mapping.Resize r : resizes) {
            long dropped = r.inner().size() - r.size();
            Verdict refusal = refuse(dropped, r);
            if (refusal != null) {
                return refusal;
            }
            Evaluator e = Evaluator.of(r.inner());
            for (long p = r.size(); p < r.inner().size(); p++) {
                if (!vectors(e, p).isEmpty()) {
                    return new Verdict.Refuted(new Counterexample.Truncation(r.toString(), p, e.slot(p)));
                }
            }
            visited += dropped;
        }
        return new Verdict.Proved(resizes.isEmpty() ? "no resize in the mapping" : method(visited));
    }

    /**
     * The tile view addresses exactly what its parent stores: with {@code s = TILE(start)} stored at
     * parent position {@code o}, every view position {@code p} that is not a hole has
     * {@code VIEW(p) + s = parent(o + p)}, and every index the view holds has tile coordinate below
     * {@code N}. A tile that cuts a composite group is checked on its {@linkplain TileView#flat() flat
     * reading}: the indices compared are the group's flat values before decoding, a flat value past
     * the group being a hole on either side ({@link dev.layoutprover.algebra.FlatGroup#withinGroup}).
     */
    public static Verdict subview(TileView tile) {
        TileView t = tile.flat();
        java.util.function.UnaryOperator<Slot> within = tile.group()
                .<java.util.function.UnaryOperator<Slot>>map(g -> g::withinGroup).orElse(x -> x);
        Verdict refusal = refuse(t.parent().size(), t.parent());
        if (refusal == null) {
            refusal = refuse(t.view().size(), t.view());
        }
        if (refusal != null) {
            return refusal;
        }
        TensorIndex s = t.startIndex();
        Evaluator parent = Evaluator.of(t.parent());
        long o = -1;
        for (long p = 0; p < t.parent().size() && o < 0; p++) {
            if (parent.slot(p).indices().contains(s)) {
                o = p;
            }
        }
        if (o < 0) {
            return new Verdict.Refuted(new Counterexample.NotSubview(-1, Slot.of(s), Slot.hole(),
                    "the parent stores no position for the tile's start " + s));
        }
        Evaluator view = Evaluator.of(t.view());
        TileView.Coordinates coordinates = t.coordinates();
        for (long p = 0; p < t.view().size(); p++) {
            Slot v = view.slot(p);
            if (within.apply(shift(v, s)).isHole()) {
                continue;
            }
            for (TensorIndex i : v.indices()) {
                if (coordinates.of(i) >= t.tileSize()) {
                    return new Verdict.Refuted(new Counterexample.NotSubview(p, shift(v, s), parent.slot(o + p),
                            "the view holds " + i + ", whose tile coordinate " + coordinates.of(i)
                                    + " is not below the tile size " + t.tileSize()));
                }
            }
            Slot shifted = within.apply(shift(v, s));
            Slot stored = within.apply(parent.slot(o + p));
            if (!shifted.equals(stored)) {
                return new Verdict.Refuted(new Counterexample.NotSubview(p, shifted, stored,
                        "the view does not address what the parent stores (tile start " + s + " at parent position "
                                + o + ")"));
            }
        }
        return new Verdict.Proved(method(t.view().size()) + " of the view");
    }

    private static Slot shift(Slot v, TensorIndex s) {
        Set<TensorIndex> out = new LinkedHashSet<>();
        v.indices().forEach(i -> out.add(i.plus(s)));
        return Slot.of(out);
    }

    private static Verdict refuse(long positions, Mapping m) {
        if (positions > MAX_POSITIONS) {
            return new Verdict.Unknown("enumeration is limited to " + MAX_POSITIONS + " positions (2^22); "
                    + m + " has " + positions);
        }
        long cost = Evaluator.of(m).costPerPosition();
        if (cost > MAX_WORK / Math.max(1, positions)) {
            return new Verdict.Unknown("enumeration is limited to " + MAX_WORK + " steps (2^24); the sliding windows of "
                    + m + " may take up to " + (cost == Long.MAX_VALUE ? "more than 2^63" : String.valueOf(cost))
                    + " steps at each of its " + positions + " positions");
        }
        return null;
    }

    private static long firstPositionHolding(Evaluator e, Key k, long before) {
        for (long p = 0; p < before; p++) {
            if (vectors(e, p).contains(k)) {
                return p;
            }
        }
        throw new IllegalStateException("index " + e.toIndex(k.values()) + " repeated without an earlier position");
    }

    private static String skewNames(Mapping m) {
        return m.skews().stream().map(dev.layoutprover.algebra.Skew::name).collect(java.util.stream.Collectors.joining(", "));
    }

    /** An index vector with value equality. */
    record Key(long[] values) {
        @Override public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(k.values, values);
        }
        @Override public int hashCode() {
            return Arrays.hashCode(values);
        }
    }

    /** The distinct index vectors held at a position. */
    private static Set<Key> vectors(Evaluator e, long p) {
        Set<Key> out = new LinkedHashSet<>();
        if (e.isFunctional()) {
            long[] v = new long[e.axes().size()];
            if (e.evaluate(p, v)) {
                out.add(new Key(v));
            }
        } else {
            e.forEach(p, v -> out.add(new Key(v.clone())));
        }
        return out;
    }

    /** The in-bounds indices of some axes, numbered in mixed radix (last axis fastest). */
    private static final class IndexSpace {
        private final long[] sizes;
        private final long size;

        IndexSpace(List<Axis> axes) {
            sizes = axes.stream().mapToLong(Axis::size).toArray();
            long s = 1;
            for (long n : sizes) {
                // Both factors are at most 2^28 when multiplied, so the product cannot overflow.
                s = s > MAX_INDEX_SPACE || n > MAX_INDEX_SPACE ? MAX_INDEX_SPACE + 1 : s * n;
            }
            size = s;
        }

        boolean fits() {
            return size <= MAX_INDEX_SPACE;
        }

        long size() {
            return size;
        }

        String describeSize() {
            return size > MAX_INDEX_SPACE ? "more than " + MAX_INDEX_SPACE : String.valueOf(size);
        }

        /** The number of an in-bounds vector, or -1 when a coordinate is outside its axis. */
        long encode(long[] v) {
            long code = 0;
            for (int i = 0; i < v.length; i++) {
                if (v[i] < 0 || v[i] >= sizes[i]) {
                    return -1;
                }
                code = code * sizes[i] + v[i];
            }
            return code;
        }

        long[] decode(long code) {
            long[] v = new long[sizes.length];
            for (int i = sizes.length - 1; i >= 0; i--) {
                v[i] = code % sizes[i];
                code /= sizes[i];
            }
            return v;
        }
    }
}
