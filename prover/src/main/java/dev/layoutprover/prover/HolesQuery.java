package dev.layoutprover.prover;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.Oracle;
import dev.layoutprover.algebra.check.Verdict;
import java.util.ArrayList;
import java.util.List;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;

/**
 * Holes: {@code ∃p: E(p) is a hole} (quantifier-free for a function of the position, universal
 * over the witnesses of a sliding window). When there are holes, the first few are found in order
 * by bisection over the position, and they are counted by the evaluator when that takes at most
 * {@link #COUNT_LIMIT} evaluation steps; beyond that the count is the lower bound of those found
 * (the normal form counts exactly in its fragment).
 *
 * <p>Example: {@code m![C, D # 64]} with {@code C = 13, D = 61} has 39 holes, first at 61, 62, 63,
 * 125, …
 */
final class HolesQuery {

    /** Holes are counted position by position up to this many evaluation steps: 2^20. */
    static final long COUNT_LIMIT = 1L << 20;

    private HolesQuery() {}

    /** A hole in a range, none, or no answer. */
    private sealed interface Found {
        record At(long position) implements Found {}
        record None(String technique) implements Found {}
        record Unknown(String reason) implements Found {}
    }

    static Verdict decide(Backend backend, Mapping m) {
        String who = backend.solver().cliName();
        long n = m.size();
        Found any = search(backend, m, 0, n - 1);
        if (any instanceof Found.None none) {
            return new Verdict.Proved(who + ": no position is a hole (" + none.technique() + ")");
        }
        if (any instanceof Found.Unknown u) {
            return new Verdict.Unknown(u.reason());
        }
        long upper = ((Found.At) any).position();
        List<Long> first = new ArrayList<>();
        long from = 0;
        boolean exhausted = false;
        while (first.size() < Oracle.HOLES_LISTED) {
            long lo = from;
            long hi = upper;
            while (lo < hi) {
                long mid = lo + (hi - lo) / 2;
                switch (search(backend, m, lo, mid)) {
                    case Found.At at -> hi = at.position();
                    case Found.None none -> lo = mid + 1;
                    case Found.Unknown u -> {
                        return new Verdict.Unknown(u.reason());
                    }
                }
            }
            first.add(hi);
            from = hi + 1;
            if (from >= n) {
                exhausted = true;
                break;
            }
            Found next = search(backend, m, from, n - 1);
            if (next instanceof Found.At at) {
                upper = at.position();
            } else if (next instanceof Found.None) {
                exhausted = true;
                break;
            } else {
                return new Verdict.Unknown(((Found.Unknown) next).reason());
            }
        }
        if (exhausted) {
            return new Verdict.Refuted(Replay.holes(m, first.size(), first, true, who));
        }
        Evaluator e = Evaluator.of(m);
        if (n <= COUNT_LIMIT && e.costPerPosition() <= COUNT_LIMIT / n) {
            long count = 0;
            for (long p = 0; p < n; p++) {
                if (e.slot(p).isHole()) {
                    count++;
                }
            }
            return new Verdict.Refuted(Replay.holes(m, count, first, true, who));
        }
        return new Verdict.Refuted(Replay.holes(m, first.size(), first, false, who));
    }

    private static Found search(Backend backend, Mapping m, long lo, long hi) {
        List<Axis> axes = AxisUnion.of(m);
        Query q = new Query(backend);
        IntegerFormula p = q.variable("p");
        q.require(q.ints.greaterOrEquals(p, q.number(lo)));
        q.require(q.ints.lessOrEquals(p, q.number(hi)));
        q.range(p, lo, hi);
        q.require(q.hole(new Query.Site(m, p, axes)));
        return switch (q.solve(List.of(p))) {
            case Backend.SatAnswer.Sat s -> new Found.At(s.values().get(0).longValueExact());
            case Backend.SatAnswer.Unsat u -> new Found.None(q.technique());
            case Backend.SatAnswer.Unknown u -> new Found.Unknown(u.reason());
        };
    }
}
