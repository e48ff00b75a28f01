package dev.layoutprover.simulator.layout;

import dev.layoutprover.algebra.Axis;

/**
 * One digit of a mixed-radix mapping: digit value {@code v < extent} holds
 * {@code {axis: v · stride}} when {@code v < count} and is a hole otherwise. A unit factor has no
 * axis: its digit 0 holds {@code {}} and the others are holes ({@code m![1 # 4]}).
 *
 * <p>Example: {@code m![A / 8 # 256]} with {@code A = 1024} is the one factor
 * {@code (A, stride 8, count 128, extent 256)}.
 *
 * @param axis the axis whose coordinate the digit scales, or null for a unit factor
 * @param stride the coordinate step of one digit value
 * @param count how many digit values hold an index
 * @param extent how many digit values (buffer positions) the factor spans
 */
public record Factor(Axis axis, long stride, long count, long extent) {

    public Factor {
        if (stride < 1 || count < 1 || extent < count) {
            throw new IllegalArgumentException("bad factor " + axis + " stride " + stride + " count " + count
                    + " extent " + extent);
        }
        if (axis == null && count != 1) {
            throw new IllegalArgumentException("a unit factor holds one index, got count " + count);
        }
    }

    /** The full factor of {@code axis}: {@code m![A]}. */
    public static Factor of(Axis axis) {
        return new Factor(axis, 1, axis.size(), axis.size());
    }

    /** {@code m![1 # extent]}. */
    public static Factor unit(long extent) {
        return new Factor(null, 1, 1, extent);
    }

    public boolean isUnit() {
        return axis == null;
    }

    /** The axis name, or null for a unit factor. */
    public String axisName() {
        return axis == null ? null : axis.name();
    }

    /** True when every digit value holds an index. */
    public boolean isDense() {
        return count == extent;
    }

    /** The coordinate just above the range this factor covers: {@code stride · count}. */
    public long end() {
        return stride * count;
    }

    Factor withExtent(long e) {
        return new Factor(axis, stride, Math.min(count, e), e);
    }

    @Override
    public String toString() {
        String core = axis == null ? "1" : axis.name() + (stride == 1 ? "" : " / " + stride)
                + (stride * count == axis.size() ? "" : " % " + count);
        return extent == count ? core : core + " # " + extent;
    }
}
