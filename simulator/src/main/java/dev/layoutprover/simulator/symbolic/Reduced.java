package dev.layoutprover.simulator.symbolic;

import java.util.List;

/**
 * A reduction that is not a sum: {@code op} over every value of the element digits {@code bound}
 * of {@code inner} ({@code max}, {@code min} or the f32 product {@code mul} of an inter-slice reduce, say).
 *
 * <p>Example: {@code Reduced("max", [B/64%32], content)} is what
 * {@code vector_inter_slice_reduce(InterSliceReduceOpI32::Max)} leaves of the per-slice sums.
 */
public record Reduced(String op, List<Part> bound, Content inner) implements Summand {

    public Reduced {
        bound = List.copyOf(bound);
    }

    @Override
    public Reduced restrict(Part p, long value) {
        for (Part b : bound) {
            if (b.axis().equals(p.axis()) && b.div() < p.end() && p.div() < b.end()) {
                throw new NotModelled("a view fixes digits " + p + " that a " + op + " reduction binds");
            }
        }
        return new Reduced(op, bound, inner.restrict(p, value));
    }

    @Override
    public String toString() {
        return op + " over " + bound + " of (" + inner + ")";
    }
}
