package dev.layoutprover.algebra.xla;

import dev.layoutprover.algebra.MappingException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.StringJoiner;

/**
 * An XLA array shape with its layout, {@code f32[3,5]{1,0:T(2,2)}}: the element type, the logical
 * dimensions, {@code minor_to_major} (logical dimension numbers, most minor first) and the tiles,
 * applied in order.
 *
 * <p>Example: {@code f32[3,5]{1,0:T(2,2)}} lays out dimension 1 minor, pads the 3×5 array to 4×6
 * and stores it in 2×2 tiles; element {@code (2,3)} is at linear index 17 ({@link TiledIndex}).
 * Without a layout ({@code f32[3,5]}) the default {@code {1,0}} (row major, untiled) applies.
 *
 * @param elementType {@code f32}, {@code bf16}, {@code s8}, …
 * @param dimensions the logical extents, each at least 1
 * @param minorToMajor a permutation of {@code 0 … rank-1}
 * @param tiles the tiles, possibly none
 */
public record XlaShape(String elementType, List<Long> dimensions, List<Integer> minorToMajor, List<Tile> tiles) {

    public XlaShape {
        dimensions = List.copyOf(dimensions);
        minorToMajor = List.copyOf(minorToMajor);
        tiles = List.copyOf(tiles);
        if (elementType == null || !elementType.matches("[a-z][a-z0-9]*")) {
            throw new MappingException("element type must be a lower-case name like f32 or bf16, got '" + elementType + "'");
        }
        for (int i = 0; i < dimensions.size(); i++) {
            if (dimensions.get(i) < 1) {
                throw new MappingException("dimension " + i + " has extent " + dimensions.get(i) + "; extents must be positive");
            }
        }
        if (minorToMajor.size() != dimensions.size()) {
            throw new MappingException("minor_to_major " + minorToMajor + " names " + minorToMajor.size()
                    + " dimensions, but the shape has " + dimensions.size());
        }
        Set<Integer> seen = new HashSet<>();
        for (int d : minorToMajor) {
            if (d < 0 || d >= dimensions.size() || !seen.add(d)) {
                throw new MappingException("minor_to_major " + minorToMajor + " is not a permutation of 0.."
                        + (dimensions.size() - 1));
            }
        }
        TiledIndex.tiledShape(dimensions, minorToMajor, tiles);
    }

    /** The shape with the default layout: {@code of("f32", 3, 5)} is {@code f32[3,5]{1,0}}. */
    public static XlaShape of(String elementType, long... dimensions) {
        List<Long> dims = java.util.Arrays.stream(dimensions).boxed().toList();
        return new XlaShape(elementType, dims, defaultMinorToMajor(dims.size()), List.of());
    }

    /** {@code {rank-1, …, 0}}: the last logical dimension most minor (row major). */
    public static List<Integer> defaultMinorToMajor(int rank) {
        List<Integer> m = new ArrayList<>();
        for (int d = rank - 1; d >= 0; d--) {
            m.add(d);
        }
        return m;
    }

    /** The number of logical dimensions. */
    public int rank() {
        return dimensions.size();
    }

    /** The number of logical elements, the product of the dimensions. */
    public long elementCount() {
        long n = 1;
        for (long d : dimensions) {
            n = Math.multiplyExact(n, d);
        }
        return n;
    }

    /** As XLA prints it: {@code f32[3,5]{1,0:T(2,2)}}; a scalar without tiles is {@code f32[]}. */
    @Override
    public String toString() {
        StringJoiner dims = new StringJoiner(",", "[", "]");
        dimensions.forEach(d -> dims.add(Long.toString(d)));
        if (dimensions.isEmpty() && tiles.isEmpty()) {
            return elementType + dims;
        }
        StringJoiner m2m = new StringJoiner(",");
        minorToMajor.forEach(d -> m2m.add(Integer.toString(d)));
        StringBuilder layout = new StringBuilder("{").append(m2m);
        if (!tiles.isEmpty()) {
            layout.append(":T");
            tiles.forEach(layout::append);
        }
        return elementType + dims + layout.append('}');
    }
}
