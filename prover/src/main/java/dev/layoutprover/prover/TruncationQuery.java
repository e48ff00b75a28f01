package dev.layoutprover.prover;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.Verdict;
import java.util.List;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;

/**
 * Resize truncation: for each resize {@code E = n} in the mapping, is some dropped position
 * {@code n ≤ p < |E|} of its operand not a hole? Existential, so quantifier-free.
 *
 * <p>Example: {@code m![B = 2]} with {@code B = 4} drops position 2 of {@code B}, which stores
 * {@code {B: 2}}; {@code m![[B # 8] = 4]} drops only holes.
 */
final class TruncationQuery {

    private TruncationQuery() {}

    static Verdict decide(Backend backend, Mapping m) {
        List<Mapping.Resize> resizes = Queries.resizes(m);
        if (resizes.isEmpty()) {
            return new Verdict.Proved("no resize in the mapping");
        }
        String who = backend.solver().cliName();
        String technique = "quantifier-free";
        for (Mapping.Resize r : resizes) {
            if (r.size() == r.inner().size()) {
                continue;
            }
            List<Axis> axes = AxisUnion.of(r.inner());
            Query q = new Query(backend);
            IntegerFormula p = q.variable("p");
            q.require(q.ints.greaterOrEquals(p, q.number(r.size())));
            q.require(q.ints.lessThan(p, q.number(r.inner().size())));
            q.range(p, r.size(), r.inner().size() - 1);
            q.require(q.stores(new Query.Site(r.inner(), p, axes)));
            switch (q.solve(List.of(p))) {
                case Backend.SatAnswer.Unsat u -> technique = q.technique();
                case Backend.SatAnswer.Sat s -> {
                    return new Verdict.Refuted(Replay.truncation(r, s.values().get(0).longValueExact(), who));
                }
                case Backend.SatAnswer.Unknown u -> {
                    return new Verdict.Unknown(u.reason());
                }
            }
        }
        return new Verdict.Proved(who + ": no resize drops a stored position (" + technique + ")");
    }
}
