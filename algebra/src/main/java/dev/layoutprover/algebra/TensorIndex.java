package dev.layoutprover.algebra;

import com.google.common.collect.ImmutableSortedMap;
import java.util.Map;
import java.util.StringJoiner;

/**
 * A tensor index: a finite map from axis name to coordinate, with zero coordinates dropped, so
 * {@code {}} and {@code {A: 0}} are the same index. Indices add axis by axis.
 *
 * <p>Example: {@code TensorIndex.of("A", 1).plus(TensorIndex.of("B", 7))} is {@code {A: 1, B: 7}},
 * the index that {@code m![A, B]} stores at position 519 for {@code B = 512}.
 */
public final class TensorIndex {

    /** The empty index {@code {}}. */
    public static final TensorIndex EMPTY = new TensorIndex(ImmutableSortedMap.of());

    private final ImmutableSortedMap<String, Long> coordinates;

    private TensorIndex(ImmutableSortedMap<String, Long> coordinates) {
        this.coordinates = coordinates;
    }

    /** The index with coordinate {@code value} on {@code axis} (the empty index for 0). */
    public static TensorIndex of(String axis, long value) {
        return value == 0 ? EMPTY : new TensorIndex(ImmutableSortedMap.of(axis, value));
    }

    /** The index with the given coordinates; zero entries are dropped. */
    public static TensorIndex of(Map<String, Long> coordinates) {
        ImmutableSortedMap.Builder<String, Long> b = ImmutableSortedMap.naturalOrder();
        coordinates.forEach((axis, value) -> {
            if (value != 0) {
                b.put(axis, value);
            }
        });
        return new TensorIndex(b.build());
    }

    /** {@code of("A", 1, "B", 7)} is {@code {A: 1, B: 7}}: names and values alternate. */
    public static TensorIndex of(Object... axisValuePairs) {
        if (axisValuePairs.length % 2 != 0) {
            throw new IllegalArgumentException("expected axis, value pairs");
        }
        java.util.TreeMap<String, Long> m = new java.util.TreeMap<>();
        for (int i = 0; i < axisValuePairs.length; i += 2) {
            m.merge((String) axisValuePairs[i], ((Number) axisValuePairs[i + 1]).longValue(), Math::addExact);
        }
        return of(m);
    }

    /** The coordinates, sorted by axis name, without zeros. */
    public Map<String, Long> coordinates() {
        return coordinates;
    }

    /** The coordinate on {@code axis}, 0 when absent. */
    public long get(String axis) {
        Long v = coordinates.get(axis);
        return v == null ? 0 : v;
    }

    /** The axis-by-axis sum, overflow-checked. */
    public TensorIndex plus(TensorIndex other) {
        if (other.coordinates.isEmpty()) {
            return this;
        }
        if (coordinates.isEmpty()) {
            return other;
        }
        java.util.TreeMap<String, Long> m = new java.util.TreeMap<>(coordinates);
        other.coordinates.forEach((axis, value) -> m.merge(axis, value, Math::addExact));
        return of(m);
    }

    public boolean isEmpty() {
        return coordinates.isEmpty();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TensorIndex t && t.coordinates.equals(coordinates);
    }

    /**
     * A polynomial hash over the entries in axis order: a map's own hash sums its entries, so
     * {@code {N: a, F: b}} would collide for every {@code a + b} of a sliding window's set.
     */
    @Override
    public int hashCode() {
        int h = 1;
        for (var e : coordinates.entrySet()) {
            h = 31 * h + e.getKey().hashCode();
            h = 31 * h + Long.hashCode(e.getValue() * 0x9E3779B97F4A7C15L);
        }
        return h;
    }

    /** {@code {A: 1, B: 7}}, axes by name; {@link Axes#format} prints them in declaration order. */
    @Override
    public String toString() {
        StringJoiner j = new StringJoiner(", ", "{", "}");
        coordinates.forEach((axis, value) -> j.add(axis + ": " + value));
        return j.toString();
    }
}
