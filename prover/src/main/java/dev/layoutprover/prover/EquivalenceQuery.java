package dev.layoutprover.prover;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.Verdict;
import java.util.List;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;

/**
 * Equivalence of two mappings of the same size, by the solver: is there a position where they
 * differ?
 *
 * <p>When both sides are functions of the position (no sliding window), the question is
 * quantifier-free: {@code ∃p: defined_L(p) ≠ defined_R(p) ∨ (both defined ∧ L(p) ≠ R(p))}. With a
 * sliding window on either side the slots are sets, and the question becomes
 * {@code ∃p, t: (t ∈ L(p) ∧ t ∉ R(p)) ∨ (t ∈ R(p) ∧ t ∉ L(p))}, universal only inside
 * {@code t ∉ E(p)} of a sliding side.
 *
 * <p>Example: {@code m![B / 64, B % 32, B / 32 % 2]} against {@code m![B]} is satisfiable at
 * position 1, replayed as {@code {B: 32}} against {@code {B: 1}}.
 */
final class EquivalenceQuery {

    private EquivalenceQuery() {}

    static Verdict decide(Backend backend, Mapping left, Mapping right) {
        List<Axis> axes = AxisUnion.of(left, right);
        Query q = new Query(backend);
        BooleanFormulaManager b = q.bools;
        IntegerFormula p = q.position("p", left.size());
        Relation l = q.encode(left, p, axes);
        Relation r = q.encode(right, p, axes);
        String shape;
        if (l.functional() && r.functional()) {
            q.require(l.definitions());
            q.require(r.definitions());
            BooleanFormula bothStore = b.and(l.defined(), r.defined());
            q.require(b.or(b.xor(l.defined(), r.defined()), b.and(bothStore, b.not(q.equal(l.index(), r.index())))));
            shape = "both sides are functions of the position";
        } else {
            List<IntegerFormula> t = q.index("t", axes);
            // Each direction encodes the other side afresh, so that a universally quantified copy
            // shares no variable with the existential one.
            BooleanFormula leftOnly = b.and(q.member(l, t), q.notMember(q.encode(right, p, axes), t));
            BooleanFormula rightOnly = b.and(q.member(r, t), q.notMember(q.encode(left, p, axes), t));
            q.require(b.or(leftOnly, rightOnly));
            shape = "the slots are compared as sets";
        }
        String who = backend.solver().cliName();
        return switch (q.solve(List.of(p))) {
            case Backend.Outcome.Unsat u -> new Verdict.Proved(who + ": no position differs (" + q.technique() + "; "
                    + shape + ")");
            case Backend.Outcome.Sat s -> new Verdict.Refuted(
                    Replay.mismatch(left, right, axes, s.values().get(0).longValueExact(), who));
            case Backend.Outcome.Unknown u -> new Verdict.Unknown(u.reason());
        };
    }
}
