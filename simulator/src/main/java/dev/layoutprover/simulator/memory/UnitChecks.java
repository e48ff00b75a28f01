package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.RuleViolation;
import java.util.HashSet;
import java.util.Set;

/**
 * The {@code View::SUBVIEW} checks a parallel copy makes for each unit (slice) it writes, element by
 * element ({@link ParallelCopy}): every element the unit copies lies inside the source's element
 * ({@code o + q} below its size), and on one unit of each cluster (chip), the source position
 * {@code o + q} holds the view's index at {@code q} with the tile's first index added. What a unit's
 * checks find depends only on its tile index and whether it is such a unit, so a unit whose checks
 * already held on an earlier unit counts them as held again without making them; the counts and the
 * first check broken are those of making every check.
 *
 * <p>Example: a copy to 2 clusters of 256 slices with tile indices {@code [0, 1]} and 8 elements
 * per slice makes the checks of 4 units (each index, on its cluster's first slice and on another),
 * and counts {@code 512 · 8 + 2 · 8} checks held.
 */
final class UnitChecks {

    private final long[] route;
    private final long perIn;
    private final Evaluator[] tiles;
    private final Mapping axisToSlice;
    private final Mapping slicedElement;
    private final Mapping element;
    private final int axes;
    private final long copied;
    /** The tile indices (doubled, plus 1 for a unit whose tile is checked) whose checks all held. */
    private final Set<Long> held = new HashSet<>();

    /**
     * @param route for each position of the new tensor's element, the view position it copies, or -1
     * @param perIn the positions of the source's element
     * @param tiles the evaluators of the source's element, the view and the tile dimension
     * @param axes the tensor's axes, first in each evaluator's vectors
     */
    UnitChecks(long[] route, long perIn, Evaluator[] tiles, Mapping axisToSlice, Mapping slicedElement,
            Mapping element, int axes) {
        this.route = route;
        this.perIn = perIn;
        this.tiles = tiles;
        this.axisToSlice = axisToSlice;
        this.slicedElement = slicedElement;
        this.element = element;
        this.axes = axes;
        long n = 0;
        for (long r : route) {
            n += r >= 0 ? 1 : 0;
        }
        this.copied = n;
    }

    /**
     * The checks of a unit copying tile {@code index}, which starts at element position {@code o}; with
     * {@code tileChecked}, each element's source position is checked against the view too.
     *
     * @throws RuleViolation {@code View::SUBVIEW} at the first check broken
     */
    void check(int index, long o, boolean tileChecked) {
        long key = 2L * index + (tileChecked ? 1 : 0);
        if (held.contains(key)) {
            RuleViolation.held("View::SUBVIEW", tileChecked ? 2 * copied : copied);
            return;
        }
        boolean all = true;
        for (int e2 = 0; e2 < route.length; e2++) {
            if (route[e2] < 0) {
                continue;
            }
            long src = o + route[e2];
            if (src < perIn) {
                RuleViolation.held("View::SUBVIEW");
            } else {
                all = false;
                RuleViolation.require(false, "View::SUBVIEW", "tile " + index + " of " + axisToSlice
                        + " (view " + slicedElement + ") reaches past the element " + element);
            }
            if (tileChecked) {
                all &= checkTile(index, o, route[e2]);
            }
        }
        if (all) {
            held.add(key);
        }
    }

    /**
     * The source position {@code o + q} must hold the view's index at {@code q} with tile {@code s}'s
     * first index added; true when it does.
     */
    private boolean checkTile(int s, long o, long q) {
        long[] pv = new long[tiles[0].axes().size()];
        long[] vv = new long[tiles[1].axes().size()];
        long[] tv = new long[tiles[2].axes().size()];
        boolean same = tiles[0].evaluate(o + q, pv) && tiles[1].evaluate(q, vv) && tiles[2].evaluate(s, tv);
        for (int a = 0; same && a < axes; a++) {
            same = pv[a] == vv[a] + tv[a];
        }
        RuleViolation.require(same, "View::SUBVIEW", () -> "the view " + tiles[1].mapping() + " is not tile " + s
                + " of " + tiles[2].mapping() + " in " + tiles[0].mapping() + " (position " + q + " of the view)");
        return same;
    }
}
