package dev.layoutprover.prover;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.Verdict;
import java.util.ArrayList;
import java.util.List;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;

/**
 * Bounds: {@code ∃p, t ∈ E(p), axis a: t_a < 0 ∨ t_a ≥ |a|}; existential, so quantifier-free.
 *
 * <p>Example: {@code m![A * A]} with {@code A = 8} is refuted at position 15, which stores
 * {@code {A: 8}}.
 */
final class BoundsQuery {

    private BoundsQuery() {}

    static Verdict decide(Backend backend, Mapping m) {
        List<Axis> axes = AxisUnion.of(m);
        Query q = new Query(backend);
        IntegerFormula p = q.position("p", m.size());
        List<IntegerFormula> t = q.index("t", axes);
        q.require(q.member(new Query.Site(m, p, axes), t));
        List<BooleanFormula> outside = new ArrayList<>();
        for (int i = 0; i < axes.size(); i++) {
            outside.add(q.bools.not(q.within(t.get(i), axes.get(i).size())));
        }
        q.require(q.bools.or(outside));
        String who = backend.solver().cliName();
        return switch (q.solve(List.of(p))) {
            case Backend.SatAnswer.Unsat u -> new Verdict.Proved(who + ": every stored index lies within its axes ("
                    + q.technique() + ")");
            case Backend.SatAnswer.Sat s -> new Verdict.Refuted(Replay.outOfBounds(m, s.values().get(0).longValueExact(),
                    null, who));
            case Backend.SatAnswer.Unknown u -> new Verdict.Unknown(u.reason());
        };
    }
}
