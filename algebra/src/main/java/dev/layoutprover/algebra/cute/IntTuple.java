package dev.layoutprover.algebra.cute;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/**
 * A hierarchical tuple of integers, the shapes, strides and coordinates of CuTe: either an integer
 * or a tuple of hierarchical tuples.
 *
 * <p>Example: the shape of {@code ((2,3),4):((1,2),6)} is {@code tuple(tuple(of(2), of(3)), of(4))};
 * it has rank 2, {@link #product() product} 24 and {@link #flatten() leaves} {@code [2, 3, 4]}, and it
 * prints as {@code ((2,3),4)}.
 */
public sealed interface IntTuple permits IntTuple.Int, IntTuple.Tuple {

    /** An integer leaf. */
    record Int(long value) implements IntTuple {
        @Override public String toString() { return Long.toString(value); }
    }

    /** A tuple of modes; {@code (3)} is a tuple of rank 1, distinct from the integer {@code 3}. */
    record Tuple(List<IntTuple> elements) implements IntTuple {
        public Tuple {
            elements = List.copyOf(elements);
        }
        @Override public String toString() {
            StringJoiner j = new StringJoiner(",", "(", ")");
            elements.forEach(e -> j.add(e.toString()));
            return j.toString();
        }
    }

    /** The integer leaf {@code value}. */
    static IntTuple of(long value) {
        return new Int(value);
    }

    /** The tuple of the given modes: {@code tuple(of(3), of(2))} is {@code (3,2)}. */
    static IntTuple tuple(IntTuple... elements) {
        return new Tuple(List.of(elements));
    }

    /** The flat tuple of the given integers: {@code flat(3, 2)} is {@code (3,2)}. */
    static IntTuple flat(long... values) {
        List<IntTuple> e = new ArrayList<>();
        for (long v : values) {
            e.add(of(v));
        }
        return new Tuple(e);
    }

    /** True for an integer leaf. */
    default boolean isInt() {
        return this instanceof Int;
    }

    /** The value of an integer leaf; throws for a tuple. */
    default long value() {
        if (this instanceof Int i) {
            return i.value();
        }
        throw new IllegalArgumentException("expected an integer, got the tuple " + this);
    }

    /** The number of top-level modes: 1 for an integer, the length of a tuple. */
    default int rank() {
        return this instanceof Tuple t ? t.elements().size() : 1;
    }

    /** Mode {@code i}: the integer itself for {@code i = 0} of an integer, else the tuple element. */
    default IntTuple mode(int i) {
        if (this instanceof Tuple t) {
            return t.elements().get(i);
        }
        if (i != 0) {
            throw new IndexOutOfBoundsException("an integer has one mode, asked for mode " + i);
        }
        return this;
    }

    /** The top-level modes: {@code [this]} for an integer. */
    default List<IntTuple> modes() {
        return this instanceof Tuple t ? t.elements() : List.of(this);
    }

    /** The integer leaves, depth first: {@code ((2,3),4)} gives {@code [2, 3, 4]}. */
    default List<Long> flatten() {
        List<Long> out = new ArrayList<>();
        collectLeaves(this, out);
        return out;
    }

    /** The product of the leaves, overflow-checked: 24 for {@code ((2,3),4)}; 1 for {@code ()}. */
    default long product() {
        long p = 1;
        for (long v : flatten()) {
            p = Math.multiplyExact(p, v);
        }
        return p;
    }

    /** True when both have the same tree structure (integers where the other has integers). */
    default boolean congruent(IntTuple other) {
        if (this instanceof Int && other instanceof Int) {
            return true;
        }
        if (this instanceof Tuple a && other instanceof Tuple b && a.elements().size() == b.elements().size()) {
            for (int i = 0; i < a.elements().size(); i++) {
                if (!a.elements().get(i).congruent(b.elements().get(i))) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    private static void collectLeaves(IntTuple t, List<Long> out) {
        switch (t) {
            case Int i -> out.add(i.value());
            case Tuple tu -> tu.elements().forEach(e -> collectLeaves(e, out));
        }
    }
}
