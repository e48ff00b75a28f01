package dev.layoutprover.algebra.check;

import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Evidence that a claim fails, concrete enough to be replayed through the evaluator. Every
 * counterexample has a {@link #position()} (the buffer position that shows the failure, or -1 when
 * none does, e.g. an index stored nowhere) and a left and right slot for display ({@code null}
 * where a side does not apply).
 *
 * <p>Example: {@code m![A, B]} against {@code m![B, A]} with {@code A = B = 2} gives
 * {@code Mismatch(1, {B: 1}, {A: 1})}.
 */
public sealed interface Counterexample {

    /** The buffer position that exhibits the failure, or -1. */
    long position();

    /** What the left (or only) side holds there, or null. */
    default Slot left() {
        return null;
    }

    /** What the right side holds there, or null. */
    default Slot right() {
        return null;
    }

    /** One line for a person, indices printed in declaration order. */
    String describe(Axes axes);

    /** At {@code position} the two mappings hold different slots. */
    record Mismatch(long position, Slot left, Slot right, long leftCount, long rightCount) implements Counterexample {
        /** Both sides' whole slots. */
        public Mismatch(long position, Slot left, Slot right) {
            this(position, left, right, left.indices().size(), right.indices().size());
        }
        @Override public String describe(Axes axes) {
            return "at position " + position + " the left holds " + held(axes, left, leftCount) + " and the right holds "
                    + held(axes, right, rightCount);
        }
    }

    /**
     * A slot as shown: whole, or, when {@code count} is more than the indices listed (-1: not
     * counted), as its size and the indices listed.
     */
    static String held(Axes axes, Slot slot, long count) {
        if (slot.isHole()) {
            return "a hole";
        }
        if (count == slot.indices().size()) {
            return axes.format(slot);
        }
        String listed = axes.format(slot);
        if (listed.startsWith("[")) {
            listed = listed.substring(0, listed.length() - 1) + ", …]";
        }
        return (count < 0 ? "more than " + slot.indices().size() : String.valueOf(count)) + " indices, among them "
                + listed;
    }

    /**
     * The two mappings have different sizes; position is the first position only one of them has,
     * {@code left} and {@code right} what each side holds there (null for the side that has no
     * such position).
     */
    record SizeMismatch(long leftSize, long rightSize, Slot left, Slot right) implements Counterexample {
        /** The size mismatch of two mappings, with what the longer one holds at the first extra position. */
        public static SizeMismatch of(dev.layoutprover.algebra.Mapping l, dev.layoutprover.algebra.Mapping r) {
            long at = Math.min(l.size(), r.size());
            Slot ls = l.size() > at ? dev.layoutprover.algebra.Evaluator.of(l).slot(at) : null;
            Slot rs = r.size() > at ? dev.layoutprover.algebra.Evaluator.of(r).slot(at) : null;
            return new SizeMismatch(l.size(), r.size(), ls, rs);
        }
        @Override public long position() {
            return Math.min(leftSize, rightSize);
        }
        @Override public String describe(Axes axes) {
            String longer = left != null ? "the left holds " + axes.format(left) + " and the right has no such position"
                    : right != null ? "the right holds " + axes.format(right) + " and the left has no such position"
                    : null;
            return "sizes differ: the left has " + leftSize + " positions and the right " + rightSize
                    + (longer == null ? "" : "; at position " + position() + " " + longer);
        }
    }

    /** {@code index} is stored at both {@code first} and {@code position}. */
    record Collision(TensorIndex index, long first, long position) implements Counterexample {
        @Override public Slot left() {
            return Slot.of(index);
        }
        @Override public Slot right() {
            return Slot.of(index);
        }
        @Override public String describe(Axes axes) {
            return axes.format(index) + " is stored at positions " + first + " and " + position;
        }
    }

    /** {@code index}, within the declared sizes, is stored at no position. */
    record Uncovered(TensorIndex index) implements Counterexample {
        @Override public long position() {
            return -1;
        }
        @Override public String describe(Axes axes) {
            return axes.format(index) + " is stored at no position";
        }
    }

    /** Position {@code position} stores {@code index}, whose coordinate on {@code axis} is outside its size. */
    record OutOfBounds(long position, TensorIndex index, String axis, long axisSize) implements Counterexample {
        @Override public Slot left() {
            return Slot.of(index);
        }
        @Override public String describe(Axes axes) {
            return "position " + position + " stores " + axes.format(index) + ", but " + axis + " = "
                    + index.get(axis) + " is outside 0.." + axisSize;
        }
    }

    /**
     * The mapping has {@code count} holes; {@code first} lists the first few, the first of which is
     * {@code position}. When {@code exact} is false the holes were found one by one and could not all
     * be counted: {@code count} is then a lower bound.
     */
    record Holes(long count, List<Long> first, boolean exact) implements Counterexample {
        public Holes {
            first = List.copyOf(first);
        }
        /** An exact count. */
        public Holes(long count, List<Long> first) {
            this(count, first, true);
        }
        @Override public long position() {
            return first.isEmpty() ? -1 : first.get(0);
        }
        @Override public Slot left() {
            return Slot.hole();
        }
        @Override public String describe(Axes axes) {
            String list = first.stream().map(String::valueOf).collect(Collectors.joining(", "));
            return (exact ? "" : "at least ") + count + (count == 1 ? " hole" : " holes") + ", first at " + list
                    + (count > first.size() || !exact ? ", …" : "");
        }
    }

    /** At {@code position} the skewed coordinate of {@code skew} plus its offset leaves {@code 0..size-1}. */
    record Wraparound(long position, String skew, Slot left) implements Counterexample {
        @Override public String describe(Axes axes) {
            return "at position " + position + " the skewed axis " + skew + " wraps around; the position holds "
                    + axes.format(left);
        }
    }

    /** Position {@code position} holds several indices. */
    record Overlap(long position, Slot left, long count) implements Counterexample {
        /** A position and the whole set it holds. */
        public Overlap(long position, Slot left) {
            this(position, left, left.indices().size());
        }
        @Override public String describe(Axes axes) {
            boolean whole = count == left.indices().size();
            String size = count < 0 ? "more than " + left.indices().size() : String.valueOf(count);
            return "position " + position + " holds " + size + " indices" + (whole ? ": " : ", among them: ")
                    + axes.format(left) + (whole ? "" : ", …");
        }
    }

    /** The resize {@code resize} drops position {@code position} of its operand, which stores {@code left}. */
    record Truncation(String resize, long position, Slot left) implements Counterexample {
        @Override public String describe(Axes axes) {
            return "the resize " + resize + " drops position " + position + " of its operand, which stores "
                    + axes.format(left);
        }
    }

    /**
     * At view position {@code position}, the view (shifted by the tile's start) holds {@code left} but
     * the parent holds {@code right}; {@code reason} says which condition failed.
     */
    record NotSubview(long position, Slot left, Slot right, String reason) implements Counterexample {
        @Override public String describe(Axes axes) {
            return reason + (position < 0 ? ""
                    : ": at view position " + position + " the view addresses " + axes.format(left)
                            + " but the parent stores " + axes.format(right));
        }
    }

    /**
     * A claim about a function of integers (a law of the CuTe layout algebra, the agreement of two
     * descriptions of a layout) fails at {@code point} of its domain; {@code detail} gives both sides
     * there, as the concrete evaluation computes them.
     *
     * <p>Example: {@code Violation("R(c) = A(B(c)) for A = 4:2, B = 2:1, R = 2:3", 1,
     * "at c = 1: R(c) = 3 but A(B(c)) = A(1) = 2")}.
     */
    record Violation(String claim, long point, String detail) implements Counterexample {
        @Override public long position() {
            return point;
        }
        @Override public String describe(Axes axes) {
            return detail;
        }
    }
}
