package dev.layoutprover.prover;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.Verdict;
import java.util.List;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;

/**
 * Skew wraparound: {@code ∃p and a stored index at p whose skewed coordinate b' + A leaves
 * 0..|B|-1}, i.e. the quotient of the skew's Euclidean division is not zero. Existential, so
 * quantifier-free.
 *
 * <p>Example: {@code m![A, B' = 4]} with {@code A = B = 4, B' = B - A} wraps at position 7,
 * where {@code b' = 3, A = 1}.
 */
final class WraparoundQuery {

    private WraparoundQuery() {}

    static Verdict decide(Backend backend, Mapping m) {
        String skews = Queries.skewNames(m);
        if (skews.isEmpty()) {
            return new Verdict.Proved("no skewed axis in the mapping");
        }
        List<Axis> axes = AxisUnion.of(m);
        Query q = new Query(backend);
        IntegerFormula p = q.position("p", m.size());
        Relation r = q.relation(new Query.Site(m, p, axes));
        q.require(q.bools.and(r.definitions(), r.choices(), r.defined()));
        q.require(r.wraps());
        String who = backend.solver().cliName();
        return switch (q.solve(List.of(p))) {
            case Backend.SatAnswer.Unsat u -> new Verdict.Proved(who + ": no skewed coordinate of " + skews
                    + " wraps around (" + q.technique() + ")");
            case Backend.SatAnswer.Sat s -> new Verdict.Refuted(Replay.wraparound(m, s.values().get(0).longValueExact(),
                    skews, who));
            case Backend.SatAnswer.Unknown u -> new Verdict.Unknown(u.reason());
        };
    }
}
