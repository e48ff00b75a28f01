package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.TileView;
import java.util.Arrays;
import java.util.List;

/**
 * The reference's {@code assert_div} compared on index vectors, for a parent and a view that each hold
 * at most one index per position: view position {@code p} holds the parent's index at {@code p} when
 * its tile coordinate is below the tile's steps, and nothing otherwise ({@link Tiles#requireDivided}).
 * Both mappings are evaluated into vectors over the same axes, so two positions hold the same index
 * exactly when their vectors are equal, without building an index or a slot per position.
 *
 * <p>Example: parent {@code m![B, A % 8]} ({@code B = 4}), tile {@code m![B]}, 1 step, view
 * {@code m![1 # 4, A % 8]}: position 9 of the parent holds {@code {A: 1, B: 1}}, whose tile
 * coordinate 1 is not below 1, and the view's position 9 is padding; every position agrees, so the
 * first difference is the size, 32.
 */
final class DividedVectors {

    private DividedVectors() {}

    /**
     * The first position where {@code tv}'s view does not hold what its parent divided by the tile holds,
     * or the parent's size when none; both mappings must be functional ({@link Evaluator#isFunctional()}).
     *
     * @param parentAxes the axes of the parent's evaluator, which holds the tile's axis
     */
    static long firstDifference(TileView tv, List<Axis> parentAxes) {
        Evaluator ve = Evaluator.of(tv.view(), parentAxes);
        Evaluator pe = Evaluator.of(tv.parent(), ve.axes());
        TileView.Coordinates coordinates = tv.coordinates();
        int axis = axisIndex(pe.axes(), coordinates.axis());
        int width = ve.axes().size();
        long[] want = new long[width];
        long[] got = new long[width];
        for (long p = 0, positions = tv.parent().size(); p < positions; p++) {
            Arrays.fill(want, 0);
            Arrays.fill(got, 0);
            boolean held = pe.evaluate(p, want) && tileCoordinate(want[axis], coordinates) < tv.tileSize();
            boolean holds = ve.evaluate(p, got);
            if (held != holds || held && !Arrays.equals(want, got)) {
                return p;
            }
        }
        return tv.parent().size();
    }

    /** {@link TileView.Coordinates#of} of an index whose tile axis is {@code value}. */
    private static long tileCoordinate(long value, TileView.Coordinates coordinates) {
        long c = Math.floorDiv(value, coordinates.step());
        return coordinates.modulus() == 0 ? c : Math.floorMod(c, coordinates.modulus());
    }

    private static int axisIndex(List<Axis> axes, String name) {
        for (int i = 0; i < axes.size(); i++) {
            if (axes.get(i).name().equals(name)) {
                return i;
            }
        }
        throw new IllegalArgumentException("no axis " + name + " among " + axes);
    }
}
