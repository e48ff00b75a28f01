package dev.layoutprover.algebra;

import java.util.ArrayList;
import java.util.List;

/**
 * A skewed axis {@code B' = B - A}: a coordinate system in which row {@code A} is shifted by
 * {@code A} along {@code B}. A mapping that mentions {@code B'} stores, for a skewed coordinate
 * {@code b'}, the tensor coordinate {@code B = (b' + A) mod |B|}.
 *
 * <p>Example: with {@code A = 4, B = 4}, position {@code (A, B') = (1, 3)} holds
 * {@code (A, B) = (1, 0)}: {@code (3 + 1) mod 4 = 0}, the skew wraps around.
 *
 * @param name the skewed axis, written with a prime: {@code B'}
 * @param target the axis that is skewed ({@code B})
 * @param offset the axis subtracted from it ({@code A})
 */
public record Skew(String name, Axis target, Axis offset) {

    public Skew {
        if (name == null || !name.endsWith("'") || !Axis.isValidName(name.substring(0, name.length() - 1))) {
            throw new MappingException("a skewed axis is an axis name followed by a prime, like B', got '" + name + "'");
        }
        if (target.name().equals(offset.name())) {
            throw new MappingException("skewed axis " + name + " = " + target.name() + " - " + offset.name()
                    + " subtracts an axis from itself");
        }
    }

    /** The size of the skewed coordinate, the size of its target axis. */
    public long size() {
        return target.size();
    }

    /**
     * {@code skews} ordered so that an offset axis has all its own skews folded in before it is
     * used. Example: with {@code B' = B - A} and {@code A' = A - C}, {@code A'} comes first:
     * {@code B'} subtracts {@code A}, whose own skew must be folded in before.
     *
     * @throws MappingException when the skews depend on each other in a circle
     */
    public static List<Skew> dependencyOrder(List<Skew> skews) {
        List<Skew> ordered = new ArrayList<>();
        List<Skew> pending = new ArrayList<>(skews);
        while (!pending.isEmpty()) {
            boolean progressed = false;
            for (var it = pending.iterator(); it.hasNext(); ) {
                Skew s = it.next();
                if (pending.stream().noneMatch(o -> o.target().name().equals(s.offset().name()))) {
                    ordered.add(s);
                    it.remove();
                    progressed = true;
                }
            }
            if (!progressed) {
                throw new MappingException("skewed axes " + pending + " depend on each other");
            }
        }
        return ordered;
    }

    @Override
    public String toString() {
        return name + " = " + target.name() + " - " + offset.name();
    }
}
