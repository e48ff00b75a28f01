package dev.layoutprover.algebra;

import com.google.common.collect.ImmutableSet;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/**
 * What one buffer position holds: nothing (a hole), one tensor index, or, for sliding windows,
 * several.
 *
 * <p>Example: {@code m![C, D # 64]} with {@code D = 61} has a hole at position 61, and
 * {@code m![$(N:1, F:2)]} holds three indices at position 4.
 *
 * @param indices the indices stored at the position, empty for a hole
 */
public record Slot(ImmutableSet<TensorIndex> indices) {

    private static final Slot HOLE = new Slot(ImmutableSet.of());

    public Slot {
        indices = ImmutableSet.copyOf(indices);
    }

    public static Slot hole() {
        return HOLE;
    }

    public static Slot of(TensorIndex index) {
        return new Slot(ImmutableSet.of(index));
    }

    public static Slot of(Collection<TensorIndex> indices) {
        return indices.isEmpty() ? HOLE : new Slot(ImmutableSet.copyOf(indices));
    }

    public boolean isHole() {
        return indices.isEmpty();
    }

    /** True when the position holds exactly one index. */
    public boolean isSingle() {
        return indices.size() == 1;
    }

    /** The one index held here; throws if the slot is a hole or holds several. */
    public TensorIndex single() {
        if (indices.size() != 1) {
            throw new IllegalStateException("slot holds " + indices.size() + " indices, not one: " + this);
        }
        return indices.iterator().next();
    }

    /** The indices in a stable order (by their printed form), for display. */
    public List<TensorIndex> sorted() {
        return indices.stream().sorted(Comparator.comparing(TensorIndex::toString)).toList();
    }

    @Override
    public String toString() {
        if (isHole()) {
            return "hole";
        }
        if (isSingle()) {
            return single().toString();
        }
        return sorted().toString();
    }
}
