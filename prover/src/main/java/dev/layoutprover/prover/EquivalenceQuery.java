package dev.layoutprover.prover;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.Verdict;
import java.util.ArrayList;
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
 * sliding window on either side the slots are sets. When both sides have few witness values, each
 * side is the list of its instances (functions of the position) and the question is whether some
 * instance of one side stores an index that no instance of the other stores, still
 * quantifier-free; an instance written exactly as one on the other side is dropped before the
 * solver sees it. Otherwise it is {@code ∃p, t: (t ∈ L(p) ∧ t ∉ R(p)) ∨ (t ∈ R(p) ∧ t ∉ L(p))},
 * universal inside {@code t ∉ E(p)} of a sliding side.
 *
 * <p>Example: {@code m![B / 64, B % 32, B / 32 % 2]} against {@code m![B]} is satisfiable at
 * position 1, replayed as {@code {B: 32}} against {@code {B: 1}}.
 */
final class EquivalenceQuery {

    private EquivalenceQuery() {}

    /**
     * For each instance {@code c} of {@code from}: {@code c} stores an index that no instance of
     * {@code to} stores. An instance of {@code to} written exactly as {@code c} (the same
     * definedness and index formulas) holds the same index, so {@code c} is then dropped.
     */
    private static void missing(Query q, List<Relation> from, List<Relation> to, List<BooleanFormula> out) {
        BooleanFormulaManager b = q.bools;
        for (Relation c : from) {
            if (to.stream().anyMatch(k -> k.defined().equals(c.defined()) && k.index().equals(c.index()))) {
                continue;
            }
            List<BooleanFormula> absent = new ArrayList<>();
            for (Relation k : to) {
                absent.add(b.not(b.and(k.defined(), q.equal(k.index(), c.index()))));
            }
            out.add(b.and(c.defined(), b.and(absent)));
        }
    }

    static Verdict decide(Backend backend, Mapping left, Mapping right) {
        List<Axis> axes = AxisUnion.of(left, right);
        Query q = new Query(backend);
        BooleanFormulaManager b = q.bools;
        IntegerFormula p = q.position("p", left.size());
        Query.Site ls = new Query.Site(left, p, axes);
        Query.Site rs = new Query.Site(right, p, axes);
        Relation l = q.relation(ls);
        Relation r = q.relation(rs);
        String shape;
        if (l.functional() && r.functional()) {
            q.require(l.definitions());
            q.require(r.definitions());
            BooleanFormula bothStore = b.and(l.defined(), r.defined());
            q.require(b.or(b.xor(l.defined(), r.defined()), b.and(bothStore, b.not(q.equal(l.index(), r.index())))));
            shape = "both sides are functions of the position";
        } else {
            List<Relation> li = q.instances(ls);
            List<Relation> ri = q.instances(rs);
            if (li != null && ri != null) {
                // Every index held on one side, written as that side's instance, missing on the other.
                List<BooleanFormula> missing = new ArrayList<>();
                missing(q, li, ri, missing);
                missing(q, ri, li, missing);
                q.require(b.or(missing));
                shape = "each instance of one side is sought among the instances of the other";
            } else {
                List<IntegerFormula> t = q.index("t", axes);
                // Each use encodes its side afresh, so that a universally quantified copy shares no
                // variable with an existential one.
                BooleanFormula leftOnly = b.and(q.member(ls, t), q.notMember(rs, t));
                BooleanFormula rightOnly = b.and(q.member(rs, t), q.notMember(ls, t));
                q.require(b.or(leftOnly, rightOnly));
                shape = "the slots are compared as sets";
            }
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
