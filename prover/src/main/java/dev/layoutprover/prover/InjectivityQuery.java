package dev.layoutprover.prover;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.Verdict;
import java.util.List;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;

/**
 * Injectivity: {@code ∃p1 < p2, t: t ∈ E(p1) ∧ t ∈ E(p2)}. Both memberships are existential, so
 * the question is quantifier-free even with sliding windows.
 *
 * <p>Example: {@code m![A, A]} with {@code A = 8} is refuted by a collision such as
 * {@code {A: 1}} at positions 1 and 8.
 */
final class InjectivityQuery {

    private InjectivityQuery() {}

    static Verdict decide(Backend backend, Mapping m) {
        List<Axis> axes = AxisUnion.of(m);
        Query q = new Query(backend);
        IntegerFormula p1 = q.position("p", m.size());
        IntegerFormula p2 = q.position("p", m.size());
        q.require(q.ints.lessThan(p1, p2));
        List<IntegerFormula> t = q.index("t", axes);
        q.require(q.member(new Query.Site(m, p1, axes), t));
        q.require(q.member(new Query.Site(m, p2, axes), t));
        String who = backend.solver().cliName();
        return switch (q.solve(List.of(p1, p2))) {
            case Backend.Outcome.Unsat u -> new Verdict.Proved(who + ": no index is stored at two positions ("
                    + q.technique() + ")");
            case Backend.Outcome.Sat s -> new Verdict.Refuted(Replay.collision(m, null,
                    s.values().get(0).longValueExact(), s.values().get(1).longValueExact(), who));
            case Backend.Outcome.Unknown u -> new Verdict.Unknown(u.reason());
        };
    }
}
