package dev.layoutprover.prover;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.Verdict;
import java.util.List;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;

/**
 * Sliding overlap: {@code ∃p, t1 ≠ t2: t1 ∈ E(p) ∧ t2 ∈ E(p)}; existential, so quantifier-free.
 * A mapping without a sliding window holds at most one index per position and needs no solver.
 *
 * <p>Example: {@code m![$(N:1, F:2)]} with {@code N = 5, F = 3} overlaps at position 2, which
 * holds {@code {N: 2}} and {@code {F: 1}}.
 */
final class OverlapQuery {

    private OverlapQuery() {}

    static Verdict decide(Backend backend, Mapping m) {
        if (Evaluator.of(m).isFunctional()) {
            return new Verdict.Proved("no sliding window: every position holds at most one index");
        }
        List<Axis> axes = AxisUnion.of(m);
        Query q = new Query(backend);
        IntegerFormula p = q.position("p", m.size());
        List<IntegerFormula> t1 = q.index("t", axes);
        List<IntegerFormula> t2 = q.index("u", axes);
        q.require(q.member(new Query.Site(m, p, axes), t1));
        q.require(q.member(new Query.Site(m, p, axes), t2));
        q.require(q.bools.not(q.equal(t1, t2)));
        String who = backend.solver().cliName();
        return switch (q.solve(List.of(p))) {
            case Backend.SatAnswer.Unsat u -> new Verdict.Proved(who + ": no position holds two indices ("
                    + q.technique() + ")");
            case Backend.SatAnswer.Sat s -> new Verdict.Refuted(Replay.overlap(m, s.values().get(0).longValueExact(), who));
            case Backend.SatAnswer.Unknown u -> new Verdict.Unknown(u.reason());
        };
    }
}
