package dev.layoutprover.algebra.xla;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.MappingException;
import java.util.ArrayList;
import java.util.List;

/**
 * Tiled XLA layouts as mapping expressions. Logical dimension {@code i} is a tensor axis
 * ({@code Di} by default) of the dimension's extent; physical dimensions are pairs major to minor,
 * and each tile splits a dimension {@code E} into {@code E / t} (the tile index) and {@code E % t}
 * (the in-tile index), after padding {@code E # ⌈|E|/t⌉·t} to whole tiles where {@code t} does not
 * divide it.
 *
 * <p>Example: {@code f32[3,5]{1,0:T(2,2)}} is {@code m![D0 # 4 / 2, D1 # 6 / 2, D0 # 4 % 2, D1 # 6 % 2]},
 * of size 24, and position 17 holds {@code {D0: 2, D1: 3}}.
 *
 * <h2>Padding positions</h2>
 * In the mapping algebra a hole belongs to one component of a pair, and the components of an
 * index add axis by axis. The tile index {@code D0 # 4 / 2} and the in-tile index {@code D0 # 4 % 2}
 * are separate components, and each is in range on its own, so the padding row of the example
 * (tile row 1, in-tile row 1) holds {@code {D0: 3, …}}, not a hole. This translation therefore
 * represents padding by <em>out-of-bounds indices</em>: a buffer position stores a tensor element
 * exactly when the index it holds is within the axis sizes, and the {@code bounds} property lists
 * the padding positions. Where a whole tile extent exceeds its dimension (a tile of 8 rows on 3
 * rows, {@code D0 # 8}), the padding is a true hole of the in-tile component. Either way, every
 * element sits at the position {@link TiledIndex} and {@link PadReshapeTranspose} give it, and every
 * other position is a hole or holds an index outside the declared sizes: the padded coordinate
 * that the pad step gives it.
 *
 * <h2>Combined dimensions</h2>
 * Merging {@code *} dimensions gives a dimension whose index is a mixed-radix number
 * ({@code D0, D1}); the mapping algebra adds indices without carry, so a tile extent {@code t} may
 * split such a dimension only where no carry arises: after whole minor digits and a divisor of the
 * next digit, or by padding the most major digit. For the same reason a later tile may pad only
 * the most significant part of an axis ({@code D0 # 8 / 4}, not the in-tile part {@code D0 # 8 % 4},
 * whose continuation would repeat the indices of the next tile). Other tiles throw a
 * {@link MappingException} that names the tile and the part it splits or pads; the formula and
 * pad–reshape–transpose still describe them.
 */
public final class XlaTranslation {

    private XlaTranslation() {}

    /** The default axes {@code D0, D1, …}, one per logical dimension. */
    public static List<Axis> defaultAxes(XlaShape shape) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < shape.rank(); i++) {
            names.add("D" + i);
        }
        return axes(shape, names);
    }

    /** The axes named {@code names}, one per logical dimension, of its extent. */
    public static List<Axis> axes(XlaShape shape, List<String> names) {
        if (names.size() != shape.rank()) {
            throw new MappingException(shape + " has " + shape.rank() + " dimensions but " + names.size()
                    + " axis names were given: " + names);
        }
        List<Axis> out = new ArrayList<>();
        for (int i = 0; i < shape.rank(); i++) {
            out.add(new Axis(names.get(i), shape.dimensions().get(i)));
        }
        return out;
    }

    /** {@link #toMapping(XlaShape, List)} over the default axes. */
    public static Mapping toMapping(XlaShape shape) {
        return toMapping(shape, defaultAxes(shape));
    }

    /** The mapping of {@code shape} over {@code axes} (one per logical dimension, of its extent). */
    public static Mapping toMapping(XlaShape shape, List<Axis> axes) {
        int n = shape.rank();
        if (axes.size() != n) {
            throw new MappingException(shape + " has " + n + " dimensions but " + axes.size() + " axes were given");
        }
        List<List<DimensionDigit>> dims = new ArrayList<>();
        for (int j = 0; j < n; j++) {
            int logical = shape.minorToMajor().get(n - 1 - j);
            Axis axis = axes.get(logical);
            if (axis.size() != shape.dimensions().get(logical)) {
                throw new MappingException("axis " + axis + " does not match dimension " + logical + " of " + shape
                        + ", of extent " + shape.dimensions().get(logical));
            }
            dims.add(List.of(new DimensionDigit(new Mapping.Symbol(axis), axis.size(), true)));
        }
        for (Tile tile : shape.tiles()) {
            dims = tile(dims, tile, shape);
        }
        Mapping result = null;
        for (int j = dims.size() - 1; j >= 0; j--) {
            for (DimensionDigit digit : dims.get(j)) {
                if (digit.size() > 1) {
                    result = result == null ? digit.expression() : new Mapping.Pair(digit.expression(), result);
                }
            }
        }
        return result == null ? new Mapping.Identity() : result;
    }

    /**
     * A digit of a physical dimension: an expression of one axis whose values are linear in its
     * position. A {@code top} digit holds the most significant part of its axis, so continuing it
     * past its size (padding) gives indices beyond the axis size, never another element's index.
     */
    private record DimensionDigit(Mapping expression, long size, boolean top) {
        DimensionDigit stride(long n) {
            if (n == 1) {
                return this;
            }
            if (expression instanceof Mapping.Stride s) {
                return new DimensionDigit(new Mapping.Stride(s.inner(), Math.multiplyExact(s.divisor(), n)), size / n, top);
            }
            return new DimensionDigit(new Mapping.Stride(expression, n), size / n, top);
        }
        DimensionDigit modulo(long n) {
            if (n == size) {
                return this;
            }
            if (expression instanceof Mapping.Modulo m) {
                return new DimensionDigit(new Mapping.Modulo(m.inner(), n), n, false);
            }
            return new DimensionDigit(new Mapping.Modulo(expression, n), n, false);
        }
        DimensionDigit pad(long n, Tile tile, XlaShape shape) {
            if (n == size) {
                return this;
            }
            if (!top) {
                throw new MappingException("tile " + tile + " of " + shape + " pads " + expression + " from " + size + " to " + n
                        + ", a lower part of its axis: the padded positions would repeat other elements' indices,"
                        + " and the mapping algebra cannot make them holes without carry");
            }
            return new DimensionDigit(new Mapping.Padding(expression, n, false), n, true);
        }
    }

    /** Each dimension is its digits, most minor first. */
    private static List<List<DimensionDigit>> tile(List<List<DimensionDigit>> dims, Tile tile, XlaShape shape) {
        int prefix = dims.size() - tile.rank();
        List<List<DimensionDigit>> merged = new ArrayList<>();
        List<Long> extents = new ArrayList<>();
        List<DimensionDigit> acc = new ArrayList<>();
        for (int j = 0; j < tile.rank(); j++) {
            List<DimensionDigit> next = new ArrayList<>(dims.get(prefix + j));
            next.addAll(acc);
            acc = next;
            long t = tile.dimensions().get(j);
            if (t != Tile.COMBINE) {
                merged.add(acc);
                extents.add(t);
                acc = new ArrayList<>();
            }
        }
        List<List<DimensionDigit>> outer = new ArrayList<>();
        List<List<DimensionDigit>> inner = new ArrayList<>();
        for (int j = 0; j < merged.size(); j++) {
            List<DimensionDigit> o = new ArrayList<>();
            List<DimensionDigit> i = new ArrayList<>();
            split(merged.get(j), extents.get(j), o, i, shape, tile);
            outer.add(o);
            inner.add(i);
        }
        List<List<DimensionDigit>> result = new ArrayList<>(dims.subList(0, prefix));
        result.addAll(outer);
        result.addAll(inner);
        return result;
    }

    /** Splits a dimension's digits at extent {@code t} into tile index {@code outer} and in-tile {@code inner}. */
    private static void split(List<DimensionDigit> digits, long t, List<DimensionDigit> outer, List<DimensionDigit> inner, XlaShape shape, Tile tile) {
        long rest = t;
        for (int k = 0; k < digits.size(); k++) {
            DimensionDigit d = digits.get(k);
            boolean mostMajor = k == digits.size() - 1;
            if (rest == 1) {
                outer.add(d);
            } else if (rest % d.size() == 0 && !mostMajor) {
                inner.add(d);
                rest /= d.size();
            } else if (d.size() % rest == 0) {
                inner.add(d.modulo(rest));
                outer.add(d.stride(rest));
                rest = 1;
            } else if (mostMajor) {
                DimensionDigit padded = d.pad(Math.multiplyExact(Math.ceilDiv(d.size(), rest), rest), tile, shape);
                inner.add(padded.modulo(rest));
                outer.add(padded.stride(rest));
                rest = 1;
            } else {
                throw new MappingException("tile " + tile + " of " + shape + " splits a combined dimension inside the digit "
                        + d.expression() + " (extent " + d.size() + ", remaining tile extent " + rest
                        + "); the mapping algebra adds indices without carry and cannot express it");
            }
        }
        if (rest > 1) {
            DimensionDigit top = inner.isEmpty() ? new DimensionDigit(new Mapping.Identity(), 1, true) : inner.remove(inner.size() - 1);
            inner.add(top.pad(Math.multiplyExact(top.size(), rest), tile, shape));
        }
    }
}
