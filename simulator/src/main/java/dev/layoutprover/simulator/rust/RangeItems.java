package dev.layoutprover.simulator.rust;

import java.util.AbstractList;

/**
 * A range {@code start..end} (or {@code start..=last}) of host code: the list of its items, as a
 * {@code for} loop, an index or an iterator reads it, that keeps the bounds Rust's {@code Range}
 * holds as fields ({@code r.start}, {@code r.end}; {@code end} is one past the last item) and
 * {@code RangeInclusive} gives by {@code r.start()} and {@code r.end()} (its last item).
 *
 * <p>Example: {@code let low = 0..8;} reads as {@code [0, 1, …, 7]}; {@code low.end} is 8 and
 * {@code low.end..16} the items 8 to 15. An adaptor ({@code .rev()}, {@code .map(f)}) gives a plain
 * list: its bounds are no longer a range's.
 */
final class RangeItems extends AbstractList<Object> {

    private final long start;
    private final long end;
    private final boolean inclusive;

    /** The items {@code start} up to {@code end}, {@code end} included when {@code inclusive}. */
    RangeItems(long start, long end, boolean inclusive) {
        this.start = start;
        this.end = end;
        this.inclusive = inclusive;
    }

    @Override
    public Object get(int index) {
        if (index < 0 || index >= size()) {
            throw new IndexOutOfBoundsException(index);
        }
        return start + index;
    }

    @Override
    public int size() {
        long n = (inclusive ? end + 1 : end) - start;
        return (int) Math.max(0, n);
    }

    /** The bound {@code name} ({@code start} or {@code end}) as a field; {@code inclusive} ranges give theirs by method. */
    boolean hasField(String name) {
        return !inclusive && (name.equals("start") || name.equals("end"));
    }

    /** Whether {@code name} is a bound method of {@code RangeInclusive} ({@code start()}, {@code end()}). */
    boolean hasMethod(String name) {
        return inclusive && (name.equals("start") || name.equals("end"));
    }

    /** The bound {@code name}: {@code start}, or {@code end} as written. */
    long bound(String name) {
        return name.equals("start") ? start : end;
    }
}
