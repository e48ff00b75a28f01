package dev.layoutprover.prover;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.Verdict;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;

/**
 * Tile sub-views, as the design's {@code check subview} defines them. First the parent position
 * {@code o} that stores the tile's start {@code s} (the smallest, found by bisection when the
 * parent stores {@code s} more than once); then
 * {@code ∃p < |VIEW|, t ∈ VIEW(p): t_axis ≥ N·step ∨ t + s ∉ parent(o + p) ∨ ∃j ∈ parent(o + p): j - s ∉ VIEW(p)}.
 * With functional parent and view this is quantifier-free; a sliding side is universal over its
 * witnesses where it appears under a negation.
 *
 * <p>Example (seed 000): parent {@code m![A, B]}, tile {@code m![B / 32]}, {@code N = 2}, view
 * {@code m![A, B / 32 = 2 # 16, B % 32]}: proved for starts 0 to 14; start 15 is refuted, its
 * second block lies past the end of {@code B}.
 */
final class SubviewQuery {

    private SubviewQuery() {}

    static Verdict decide(Backend backend, TileView tile) {
        TileView t = tile.flat();
        String who = backend.solver().cliName();
        List<Axis> axes = AxisUnion.of(t.parent(), t.view());
        AxisUnion.add(axes, t.axis());
        TensorIndex s = t.startIndex();
        long origin;
        switch (origin(backend, t, axes, 0, t.parent().size() - 1)) {
            case Backend.SatAnswer.Unsat u -> {
                return new Verdict.Refuted(Replay.noOrigin(t, who));
            }
            case Backend.SatAnswer.Unknown u -> {
                return new Verdict.Unknown(u.reason());
            }
            case Backend.SatAnswer.Sat sat -> origin = sat.values().get(0).longValueExact();
        }
        long lo = 0;
        while (lo < origin) {
            long mid = lo + (origin - lo) / 2;
            switch (origin(backend, t, axes, lo, mid)) {
                case Backend.SatAnswer.Sat sat -> origin = sat.values().get(0).longValueExact();
                case Backend.SatAnswer.Unsat u -> lo = mid + 1;
                case Backend.SatAnswer.Unknown u -> {
                    return new Verdict.Unknown(u.reason());
                }
            }
        }

        Query q = new Query(backend);
        BooleanFormulaManager b = q.bools;
        IntegerFormula p = q.position("p", t.view().size());
        IntegerFormula at = q.ints.add(q.number(origin), p);
        List<IntegerFormula> shift = constants(q, axes, s);
        int tileAxis = axes.indexOf(t.axis());
        BigInteger limit = BigInteger.valueOf(t.tileSize()).multiply(BigInteger.valueOf(t.step()));

        List<IntegerFormula> v = q.index("t", axes);
        q.require(q.member(new Query.Site(t.view(), p, axes), v));
        // a flat value past a composite group decodes to a hole, on either side
        java.util.Optional<dev.layoutprover.algebra.FlatGroup> group = tile.group();
        BooleanFormula parentWithin = b.makeTrue();
        if (group.isPresent()) {
            IntegerFormula bound = q.number(group.get().flat().size());
            q.require(q.ints.lessThan(q.ints.add(v.get(tileAxis), shift.get(tileAxis)), bound));
        }
        BooleanFormula outsideTile = t.topDigit() ? q.ints.greaterOrEquals(v.get(tileAxis), q.number(limit))
                : digitAtLeast(q, v.get(tileAxis), t.step(), t.tile().size(), t.tileSize());
        BooleanFormula notInParent = q.notMember(new Query.Site(t.parent(), at, axes, true), plus(q, v, shift));
        List<IntegerFormula> j = q.index("j", axes);
        if (group.isPresent()) {
            parentWithin = q.ints.lessThan(j.get(tileAxis), q.number(group.get().flat().size()));
        }
        BooleanFormula parentHasMore = b.and(q.member(new Query.Site(t.parent(), at, axes, true), j), parentWithin,
                q.notMember(new Query.Site(t.view(), p, axes), minus(q, j, shift)));
        q.require(b.or(outsideTile, notInParent, parentHasMore));
        return switch (q.solve(List.of(p))) {
            case Backend.SatAnswer.Unsat u -> new Verdict.Proved(who + ": the view addresses what the parent stores from"
                    + " position " + origin + " on, within " + t.tileSize() + " tile steps (" + q.technique() + ")");
            case Backend.SatAnswer.Sat sat -> new Verdict.Refuted(Replay.notSubview(tile, origin,
                    sat.values().get(0).longValueExact(), who));
            case Backend.SatAnswer.Unknown u -> new Verdict.Unknown(u.reason());
        };
    }

    /**
     * {@code floor(x / step) mod radix ≥ n}, linear: {@code x = step·(radix·k + c) + r} with
     * {@code 0 ≤ r < step}, {@code n ≤ c < radix} (a tile digit that sits below another).
     */
    private static BooleanFormula digitAtLeast(Query q, IntegerFormula x, long step, long radix, long n) {
        IntegerFormula k = q.variable("k");
        IntegerFormula c = q.variable("c");
        IntegerFormula r = q.variable("r");
        IntegerFormula whole = q.ints.add(q.ints.multiply(q.number(Math.multiplyExact(step, radix)), k),
                q.ints.add(q.ints.multiply(q.number(step), c), r));
        return q.bools.and(List.of(q.ints.equal(x, whole), q.ints.greaterOrEquals(r, q.number(0)),
                q.ints.lessThan(r, q.number(step)), q.ints.greaterOrEquals(c, q.number(n)),
                q.ints.lessThan(c, q.number(radix))));
    }

    /** Some parent position in {@code lo..hi} that stores the tile's start. */
    private static Backend.SatAnswer origin(Backend backend, TileView t, List<Axis> axes, long lo, long hi) {
        Query q = new Query(backend);
        IntegerFormula o = q.variable("o");
        q.require(q.ints.greaterOrEquals(o, q.number(lo)));
        q.require(q.ints.lessOrEquals(o, q.number(hi)));
        q.range(o, lo, hi);
        q.require(q.member(new Query.Site(t.parent(), o, axes), constants(q, axes, t.startIndex())));
        return q.solve(List.of(o));
    }

    private static List<IntegerFormula> constants(Query q, List<Axis> axes, TensorIndex index) {
        List<IntegerFormula> out = new ArrayList<>();
        for (Axis a : axes) {
            out.add(q.number(index.get(a.name())));
        }
        return out;
    }

    private static List<IntegerFormula> plus(Query q, List<IntegerFormula> a, List<IntegerFormula> b) {
        List<IntegerFormula> out = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            out.add(q.ints.add(a.get(i), b.get(i)));
        }
        return out;
    }

    private static List<IntegerFormula> minus(Query q, List<IntegerFormula> a, List<IntegerFormula> b) {
        List<IntegerFormula> out = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            out.add(q.ints.subtract(a.get(i), b.get(i)));
        }
        return out;
    }
}
