package dev.layoutprover.prover;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.Verdict;
import java.util.ArrayList;
import java.util.List;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;

/**
 * Injectivity: {@code ∃p1 < p2, t: t ∈ E(p1) ∧ t ∈ E(p2)}. Both memberships are existential, so
 * the question is quantifier-free even with sliding windows.
 *
 * <p>A swizzle at the top ({@code Sw<3,4,3> o E}) permutes positions, so it stores an index twice
 * exactly when {@code E} does: the question is asked of {@code E}, and a collision found there is
 * moved to the swizzled positions ({@code sw(p)}, each swizzle being its own inverse) and replayed
 * on the swizzled mapping.
 *
 * <p>Example: {@code m![A, A]} with {@code A = 8} is refuted by a collision such as
 * {@code {A: 1}} at positions 1 and 8.
 */
final class InjectivityQuery {

    private InjectivityQuery() {}

    static Verdict decide(Backend backend, Mapping m) {
        List<Axis> axes = AxisUnion.of(m);
        List<Mapping.Swizzle> swizzles = new ArrayList<>();
        Mapping e = m;
        while (e instanceof Mapping.Swizzle w) {
            swizzles.add(w);
            e = w.inner();
        }
        Query q = new Query(backend);
        IntegerFormula p1 = q.position("p", e.size());
        IntegerFormula p2 = q.position("p", e.size());
        q.require(q.ints.lessThan(p1, p2));
        List<IntegerFormula> t = q.index("t", axes);
        q.require(q.member(new Query.Site(e, p1, axes), t));
        q.require(q.member(new Query.Site(e, p2, axes), t));
        String who = backend.solver().cliName();
        return switch (q.solve(List.of(p1, p2))) {
            case Backend.SatAnswer.Unsat u -> new Verdict.Proved(who + ": no index is stored at two positions ("
                    + q.technique() + (swizzles.isEmpty() ? "" : "; asked without the swizzle, which only permutes"
                    + " positions") + ")");
            case Backend.SatAnswer.Sat s -> {
                long first = swizzled(swizzles, s.values().get(0).longValueExact());
                long second = swizzled(swizzles, s.values().get(1).longValueExact());
                yield new Verdict.Refuted(Replay.collision(m, null, Math.min(first, second), Math.max(first, second), who));
            }
            case Backend.SatAnswer.Unknown u -> new Verdict.Unknown(u.reason());
        };
    }

    /** The position of the swizzled mapping that shows position {@code p} of the innermost one. */
    private static long swizzled(List<Mapping.Swizzle> swizzles, long p) {
        long x = p;
        for (int k = swizzles.size() - 1; k >= 0; k--) {
            x = swizzles.get(k).permute(x);
        }
        return x;
    }
}
