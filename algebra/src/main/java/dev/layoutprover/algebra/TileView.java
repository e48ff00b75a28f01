package dev.layoutprover.algebra;

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
 * {@code floor(B / k)}.
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
        tileAxis(tile);
    }

    /** The axis of the tile dimension: {@code B} for {@code m![B / 32]}. */
    public Axis axis() {
        return tileAxis(tile);
    }

    /** The step of the tile dimension on its axis: 32 for {@code m![B / 32]}. */
    public long step() {
        return tileStep(tile);
    }

    /** {@code s = TILE(start)}, the index at which the tile begins: {@code {B: 96}} for start 3. */
    public TensorIndex startIndex() {
        return TensorIndex.of(axis().name(), Math.multiplyExact(start, step()));
    }

    /** The tile coordinate of {@code index}: {@code floor(index[B] / step)}. */
    public long tileCoordinate(TensorIndex index) {
        return Math.floorDiv(index.get(axis().name()), step());
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
