package dev.layoutprover.algebra.xla;

import dev.layoutprover.algebra.MappingException;
import java.util.List;
import java.util.StringJoiner;

/**
 * One XLA tile {@code T(8,128)}: extents for the most minor dimensions of the shape it applies to.
 * An entry {@link #COMBINE} (written {@code *}, or {@code -1} as the tile proto stores it) takes
 * its dimension out and merges it into the next more minor one before tiling.
 *
 * <p>Example: {@code (*,*,2,*,3)} on {@code [2,7,8,11,10]} combines the shape into
 * {@code [112,110]} and then tiles it by {@code (2,3)}.
 *
 * @param dimensions positive extents or {@link #COMBINE}, major to minor; the last is an extent
 */
public record Tile(List<Long> dimensions) {

    /** The entry that combines a dimension with the next more minor one. */
    public static final long COMBINE = -1;

    public Tile {
        dimensions = List.copyOf(dimensions);
        if (dimensions.isEmpty()) {
            throw new MappingException("a tile needs at least one dimension");
        }
        for (long t : dimensions) {
            if (t < 1 && t != COMBINE) {
                throw new MappingException("tile " + text(dimensions) + " has the extent " + t
                        + "; extents are positive, or * to combine a dimension");
            }
        }
        if (dimensions.get(dimensions.size() - 1) == COMBINE) {
            throw new MappingException("tile " + text(dimensions)
                    + " ends with *, but the most minor dimension has no more minor one to combine with");
        }
    }

    /** The tile with the given entries: {@code Tile.of(8, 128)}. */
    public static Tile of(long... dimensions) {
        return new Tile(java.util.Arrays.stream(dimensions).boxed().toList());
    }

    /** The number of entries, combined ones included. */
    public int rank() {
        return dimensions.size();
    }

    /** {@code (8,128)}, {@code (*,*,2,*,3)}. */
    @Override
    public String toString() {
        return text(dimensions);
    }

    private static String text(List<Long> dimensions) {
        StringJoiner j = new StringJoiner(",", "(", ")");
        dimensions.forEach(t -> j.add(t == COMBINE ? "*" : Long.toString(t)));
        return j.toString();
    }
}
