package dev.layoutprover.prover;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.check.Counterexample;
import dev.layoutprover.algebra.check.Verdict;
import java.util.ArrayList;
import java.util.List;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;

/**
 * Coverage (surjectivity): is some index of the mentioned axes, within their sizes, stored at no
 * position? {@code ∃t ∈ box: ∀p < |E|: t ∉ E(p)} is universal over the position (and the sliding
 * witnesses): a mapping is a function from positions to indices, and this asks about the inverse
 * direction. An uncovered index found this way is confirmed by a second, quantifier-free question
 * in the functional direction ({@code ∃p: t ∈ E(p)} must be unsatisfiable), and by enumeration
 * when the mapping is small.
 *
 * <p>A swizzle at the top ({@code Sw<3,4,3> o E}) permutes positions and holds nothing past
 * {@code |E|}, so it stores exactly the indices {@code E} stores: the universal question is asked
 * of {@code E}, whose positions need no bits taken apart; the confirmation and the replay still use
 * the swizzled mapping.
 *
 * <p>Example: {@code m![B = 2]} with {@code B = 4} is refuted with {@code {B: 2}} (or {@code {B: 3}}).
 */
final class CoverageQuery {

    private CoverageQuery() {}

    static Verdict decide(Backend backend, Mapping m) {
        List<Axis> axes = AxisUnion.of(m);
        Mapping unswizzled = m;
        while (unswizzled instanceof Mapping.Swizzle w) {
            unswizzled = w.inner();
        }
        Query q = new Query(backend);
        List<IntegerFormula> t = q.index("t", axes);
        for (int i = 0; i < axes.size(); i++) {
            q.require(q.within(t.get(i), axes.get(i).size()));
            q.range(t.get(i), 0, axes.get(i).size() - 1);
        }
        IntegerFormula p = q.variable("p");
        q.require(q.excluded(new Query.Site(unswizzled, p, axes), r -> q.equal(t, r.index()), true));
        String who = backend.solver().cliName();
        return switch (q.solve(t)) {
            case Backend.SatAnswer.Unsat u -> new Verdict.Proved(who + ": every index of " + names(axes)
                    + " is stored somewhere (" + q.technique() + (unswizzled == m ? ""
                    : "; asked without the swizzle, which only permutes positions") + ")");
            case Backend.SatAnswer.Sat s -> confirm(backend, m, axes, Queries.index(axes, s.values(), 0), who);
            case Backend.SatAnswer.Unknown u -> new Verdict.Unknown(u.reason());
        };
    }

    private static Verdict confirm(Backend backend, Mapping m, List<Axis> axes, TensorIndex index, String who) {
        Counterexample c = Replay.uncovered(m, index, who);
        Query q = new Query(backend);
        IntegerFormula p = q.position("p", m.size());
        List<IntegerFormula> t = new ArrayList<>();
        for (Axis a : axes) {
            t.add(q.number(index.get(a.name())));
        }
        q.require(q.member(new Query.Site(m, p, axes), t));
        return switch (q.solve(List.of(p))) {
            case Backend.SatAnswer.Unsat u -> new Verdict.Refuted(c);
            case Backend.SatAnswer.Sat s -> throw new ReplayFailure(who + " claimed that " + index + " is not covered by " + m
                    + ", but position " + s.values().get(0) + " stores it");
            case Backend.SatAnswer.Unknown u -> new Verdict.Unknown("found " + index + " uncovered but could not confirm it: "
                    + u.reason());
        };
    }

    private static String names(List<Axis> axes) {
        if (axes.isEmpty()) {
            return "no axis";
        }
        List<String> n = new ArrayList<>();
        axes.forEach(a -> n.add(a.name()));
        return String.join(", ", n);
    }
}
