package dev.layoutprover.algebra;

import dev.layoutprover.algebra.normal.Digit;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.algebra.normal.Normalizer;
import java.util.Optional;

/**
 * A tile of a tensor, {@code parent.view().tile::<TILE, N, VIEW>(start)}: the view {@code VIEW}
 * addresses the {@code N} consecutive steps of the tile dimension {@code TILE} that begin at
 * step {@code start}, offset into the parent's buffer.
 *
 * <p>Example (seed 000): with {@code A = 8, B = 512}, parent {@code m![A, B]}, tile dimension
 * {@code m![B / 32]}, {@code N = 2} and view {@code m![A, B / 32 = 2 # 16, B % 32]}, tile
 * {@code start = 3} begins at index {@code s = {B: 96}}, stored at parent position
 * {@code o = 96}; view position {@code p} addresses {@code VIEW(p) + s}, which the parent stores at
 * {@code o + p}. Tiles 0 to 14 are true sub-views (they overlap: tiles 0 and 1 share block 1);
 * tile 15 runs past the end of {@code B}.
 *
 * <p>The tile dimension is an axis or an axis stride ({@code m![B]}, {@code m![B / 32]}): step
 * {@code c} of it is the index {@code {B: c·k}}, and an index's tile coordinate is
 * {@code floor(B / k)}. It may also cut a composite group ({@link FlatGroup}): as the reference's
 * {@code offset.add_mapping::<I>(start)} does, the start then adds {@code TILE(start)} to the
 * group's flat value, and the view's own terms add theirs to the same value, decoded only at the
 * end. {@link #flat()} is that reading: the same tile with the group's flat value as an axis.
 * With {@code A = 9, B = 7}, parent {@code m![[A, B] # 64 % 8, [A, B] # 64 / 8 % 2]}, tile
 * {@code m![[A, B] # 64 % 4]}, {@code N = 3}, view
 * {@code m![[A, B] # 64 / 4 % 2, ([A, B] # 64 % 4) = 3 # 4, [A, B] # 64 / 8 % 2]} and start 1,
 * view position 13 adds 14 to the flat value, the start adds 1: the parent stores the flat value
 * 15, {@code {A: 2, B: 1}}, at {@code o + 13 = 15}. The digit of such a tile may sit below others
 * ({@code % 4} of a flat value of 63): an index's tile coordinate is then
 * {@code floor(flat / k) mod |TILE|}.
 *
 * @param parent the mapping of the tensor that is tiled
 * @param tile the tile dimension
 * @param tileSize {@code N}, the number of steps of the tile dimension in one tile
 * @param view the view's own mapping
 * @param start the first step of the tile dimension the view covers
 */
public record TileView(Mapping parent, Mapping tile, long tileSize, Mapping view, long start) {

    public TileView {
        if (parent == null || tile == null || view == null) {
            throw new MappingException("a tile view needs a parent, a tile dimension and a view mapping");
        }
        if (tileSize < 1) {
            throw new MappingException("tile size must be positive, got " + tileSize);
        }
        if (start < 0 || start >= tile.size()) {
            throw new MappingException("tile start " + start + " is outside the tile dimension " + tile
                    + " of size " + tile.size());
        }
        if (!tilesAnAxis(tile)) {
            Optional<FlatGroup> g = FlatGroup.readBy(tile, parent, view);
            Mapping flatTile = g.isPresent() ? g.get().flatten(tile) : tile;
            if (g.isPresent()) {
                g.get().flatten(parent);
                g.get().flatten(view);
            }
            digitOf(flatTile);
        }
    }

    /**
     * The composite group the tile dimension cuts, read by its flat value; empty for a tile of
     * an axis ({@code m![B / 32]}).
     */
    public Optional<FlatGroup> group() {
        return tilesAnAxis(tile) ? Optional.empty() : FlatGroup.readBy(tile, parent, view);
    }

    /**
     * This tile with the group it cuts read by its flat value in parent, tile and view (each
     * position then stores the flat value before decoding); this tile itself when it cuts no group.
     */
    public TileView flat() {
        Optional<FlatGroup> g = group();
        if (g.isEmpty()) {
            return this;
        }
        FlatGroup f = g.get();
        return new TileView(f.flatten(parent), f.flatten(tile), tileSize, f.flatten(view), start);
    }

    /** The axis of the tile dimension: {@code B} for {@code m![B / 32]}, the flat axis for a cut of a group. */
    public Axis axis() {
        if (tilesAnAxis(tile)) {
            return tileAxis(tile);
        }
        Optional<FlatGroup> g = group();
        if (g.isPresent()) {
            return g.get().flat();
        }
        String name = digitOf(tile).coordinate();
        return Evaluator.of(tile).axes().stream().filter(a -> a.name().equals(name)).findFirst().orElseThrow();
    }

    /** The step of the tile dimension on its axis: 32 for {@code m![B / 32]}. */
    public long step() {
        return tilesAnAxis(tile) ? tileStep(tile) : digitOf(flat().tile()).weight();
    }

    /** {@code s = TILE(start)}, the index at which the tile begins: {@code {B: 96}} for start 3. */
    public TensorIndex startIndex() {
        return TensorIndex.of(axis().name(), Math.multiplyExact(start, step()));
    }

    /**
     * True when the tile dimension's digit is the axis's most significant one (an axis, an axis
     * stride, or a cut that reaches the axis's end), so a tile coordinate is not taken modulo.
     */
    public boolean topDigit() {
        if (tilesAnAxis(tile)) {
            return true;
        }
        Digit d = digitOf(flat().tile());
        return Math.multiplyHigh(d.weight(), d.radix()) != 0 || d.weight() * d.radix() >= axis().size();
    }

    /**
     * The tile coordinate of {@code index}: {@code floor(index[B] / step)}, taken modulo the tile
     * dimension's size when its digit sits below another ({@link #topDigit()}).
     */
    public long tileCoordinate(TensorIndex index) {
        return coordinates().of(index);
    }

    /**
     * {@link #tileCoordinate} with the tile dimension read once, for asking it of many indices:
     * the tile {@code m![B / 32]} gives {@code {B: 100}} the coordinate 3.
     */
    public Coordinates coordinates() {
        return new Coordinates(axis().name(), step(), topDigit() ? 0 : tile.size());
    }

    /**
     * The tile coordinate of an index, {@code floor(index[axis] / step)}, taken modulo
     * {@code modulus} when that is positive: for the tile {@code m![A % 256 / 64]}, axis {@code A},
     * step 64 and modulus 4 give {@code {A: 300}} the coordinate 0.
     *
     * @param axis the axis of the tile dimension
     * @param step the step of the tile dimension on its axis
     * @param modulus the tile dimension's size when its digit sits below another, 0 otherwise
     */
    public record Coordinates(String axis, long step, long modulus) {
        /** The tile coordinate of {@code index}. */
        public long of(TensorIndex index) {
            long c = Math.floorDiv(index.get(axis), step);
            return modulus == 0 ? c : Math.floorMod(c, modulus);
        }
    }

    /**
     * True when {@code tile} is a tile dimension this view models: an axis or an axis stride
     * ({@code m![B]}, {@code m![B / 32]}); false for a cut of a group such as {@code m![[A, B] # 64 % 4]}.
     */
    public static boolean tilesAnAxis(Mapping tile) {
        return switch (tile) {
            case Mapping.Symbol s -> true;
            case Mapping.Stride s -> s.inner() instanceof Mapping.Symbol;
            case Mapping.Alias a -> tilesAnAxis(a.target());
            default -> false;
        };
    }

    /**
     * True when {@code tile} is one digit of one axis below its top, live from 0
     * ({@code m![A % 256 / 64]}: the digit {@code floor(A / 64) mod 4}): step {@code c} of it adds
     * {@code c·64} to {@code A}, as the reference's {@code offset.add_mapping::<I>(start)} does.
     */
    public static boolean tilesADigit(Mapping tile) {
        if (tilesAnAxis(tile) || FlatGroup.readBy(tile).isPresent()) {
            return false;
        }
        try {
            digitOf(tile);
            return true;
        } catch (MappingException e) {
            return false;
        }
    }

    /**
     * The one digit of a tile dimension that is not an axis tile: over one axis, live from 0 (a
     * padded one, as {@code flat # 8 % 8} of 6 flat values, ends in holes).
     */
    private static Digit digitOf(Mapping tile) {
        NormalForm f = Normalizer.of(tile).filter(NormalForm::axesOnly).orElse(null);
        if (f == null || f.dead() || f.digits().size() != 1 || f.digits().get(0).low() != 0
                || f.digits().get(0).coordinate() == null) {
            throw new MappingException("the tile dimension must be an axis, an axis stride like m![B / 32], or one "
                    + "digit of an axis or of a composite group's flat value like m![[A, B] # 64 % 4], got " + tile);
        }
        return f.digits().get(0);
    }

    private static Axis tileAxis(Mapping tile) {
        return switch (tile) {
            case Mapping.Symbol s -> s.axis();
            case Mapping.Stride s when s.inner() instanceof Mapping.Symbol sym -> sym.axis();
            case Mapping.Alias a -> tileAxis(a.target());
            default -> throw new MappingException("the tile dimension must be an axis or an axis stride like m![B / 32], got "
                    + tile);
        };
    }

    private static long tileStep(Mapping tile) {
        return switch (tile) {
            case Mapping.Stride s -> s.divisor();
            case Mapping.Alias a -> tileStep(a.target());
            default -> 1;
        };
    }
}
