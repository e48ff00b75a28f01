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

    /** The most instance pairs compared one by one: 2^16. */
    private static final long PAIRS = 1 << 16;
    /** The most open instances asked about as separate questions. */
    private static final int QUESTIONS = 64;
    /** Windows of at most this many instances are compared instance by instance in one question. */
    private static final int FEW = 256;

    /**
     * The instances of {@code from} that no instance of {@code to} matches exactly: an instance
     * written as another (the same definedness and index formulas) holds the same index.
     */
    private static List<Relation> unmatched(List<Relation> from, List<Relation> to) {
        java.util.Set<List<Object>> written = new java.util.HashSet<>();
        to.forEach(k -> written.add(List.of(k.defined(), k.index())));
        return from.stream().filter(c -> !written.contains(List.of(c.defined(), c.index()))).toList();
    }

    /** For each instance {@code c} of {@code from}: {@code c} stores an index that no instance of {@code to} stores. */
    private static void missing(Query q, List<Relation> from, List<Relation> to, List<BooleanFormula> out) {
        BooleanFormulaManager b = q.bools;
        for (Relation c : from) {
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
            List<Relation> li = q.instances(ls, Query.EXPANSION_LIMIT);
            List<Relation> ri = q.instances(rs, Query.EXPANSION_LIMIT);
            List<Relation> lo = li == null || ri == null ? null : unmatched(li, ri);
            List<Relation> ro = li == null || ri == null ? null : unmatched(ri, li);
            int open = lo == null ? Integer.MAX_VALUE : lo.size() + ro.size();
            if (open <= QUESTIONS && (long) lo.size() * ri.size() + (long) ro.size() * li.size() <= PAIRS) {
                // Each instance that no instance of the other side matches exactly is one question:
                // does it store an index that the other side does not? Separate questions keep the
                // solver on one instance at a time.
                String who = backend.solver().cliName();
                q.expanded();
                List<BooleanFormula> questions = new ArrayList<>();
                missing(q, lo, ri, questions);
                missing(q, ro, li, questions);
                // Each question's model is the first position where its instance differs; the first
                // position where the sides differ is the least over all questions.
                long first = -1;
                String undecided = null;
                for (BooleanFormula question : questions) {
                    switch (q.solveWith(question, List.of(p))) {
                        case Backend.SatAnswer.Unsat u -> { }
                        case Backend.SatAnswer.Sat sat -> {
                            long at = sat.values().get(0).longValueExact();
                            first = first < 0 ? at : Math.min(first, at);
                        }
                        case Backend.SatAnswer.Unknown u -> undecided = u.reason();
                    }
                }
                if (first >= 0) {
                    return new Verdict.Refuted(Replay.mismatch(left, right, axes, first, who));
                }
                if (undecided != null) {
                    return new Verdict.Unknown(undecided);
                }
                int matched = li.size() - lo.size() + ri.size() - ro.size();
                return new Verdict.Proved(who + ": no position differs (" + q.technique() + "; " + matched
                        + " instances written alike on both sides, " + questions.size()
                        + " sought among the other side's and not found)");
            } else if (lo != null && li.size() <= FEW && ri.size() <= FEW) {
                // Many open instances of two small windows: one question, the disjunction of all.
                q.expanded();
                List<BooleanFormula> questions = new ArrayList<>();
                missing(q, lo, ri, questions);
                missing(q, ro, li, questions);
                q.require(b.or(questions));
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
            case Backend.SatAnswer.Unsat u -> new Verdict.Proved(who + ": no position differs (" + q.technique() + "; "
                    + shape + ")");
            case Backend.SatAnswer.Sat s -> new Verdict.Refuted(
                    Replay.mismatch(left, right, axes, s.values().get(0).longValueExact(), who));
            case Backend.SatAnswer.Unknown u -> new Verdict.Unknown(u.reason());
        };
    }
}
