package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.LayoutChecks;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.simulator.naive.Expr;

/**
 * Tiles of memory tensors, {@code tensor.view().tile::<TILE, N, VIEW>(start)}: a view that
 * addresses the {@code N} steps of the tile dimension from {@code start}, placed at the parent
 * position {@code o} that stores the tile's first index {@code s}. The view holds the window
 * {@code [s, s + N·step)} of the tile axis, renumbered from 0; the oracle must prove it a true
 * sub-view ({@code View::SUBVIEW}).
 *
 * <p>Example (seed 000): parent {@code m![A, B]} ({@code A = 8, B = 512}), tile {@code m![B / 32]},
 * {@code N = 2}, view {@code m![A, B / 32 = 2 # 16, B % 32]}, start 3: the view begins 96 elements
 * into the parent and holds {@code B = 96..159} as {@code B = 0..63}.
 */
final class Tiles {

    /** Where a tile starts in its parent's element positions, and what it holds. */
    record Tile(long offset, Expr expr) {}

    private Tiles() {}

    static Tile plan(LayoutQuestions oracle, Mapping parent, Expr parentExpr, Mapping tile, long n, Mapping view,
            long start) {
        TileView tv = new TileView(parent, tile, n, view, start);
        Verdict v = oracle.subview(tv);
        if (!(v instanceof Verdict.Proved)) {
            String why = v instanceof Verdict.Refuted r ? r.counterexample().describe(LayoutChecks.axesOf(parent, view))
                    : ((Verdict.Unknown) v).reason();
            throw new RuleViolation("View::SUBVIEW", "tile " + start + " of " + tile + " (" + n + " steps, view " + view
                    + ") is not a sub-view of " + parent + ": " + why);
        }
        TensorIndex s = tv.startIndex();
        Evaluator e = Evaluator.of(parent);
        long o = -1;
        for (long p = 0; p < parent.size() && o < 0; p++) {
            if (e.slot(p).indices().contains(s)) {
                o = p;
            }
        }
        Axis axis = tv.axis();
        long first = s.get(axis.name());
        long size = Math.min(n * tv.step(), axis.size() - first);
        return new Tile(o, new Expr.Window(parentExpr, new Axis(axis.name(), size), first));
    }
}
