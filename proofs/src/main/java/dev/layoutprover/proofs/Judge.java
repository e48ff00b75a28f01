package dev.layoutprover.proofs;

import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.cute.LayoutLaw;
import dev.layoutprover.prover.SolverSession;
import dev.layoutprover.prover.cute.CuteProofs;
import dev.layoutprover.prover.cute.LayoutLawProver;
import dev.layoutprover.prover.symbolic.LawProver;
import dev.layoutprover.prover.xla.XlaTilingProofs;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * Decides claims: concrete mappings by the {@link LayoutQuestions} it is given, laws by the
 * {@link LawProver}, stated values by evaluating them ({@link Facts}), notation correspondences by enumerating every element
 * or, for large members, by the prover's per-shape proofs ({@link Correspondences}). The verdict
 * never comes from the claim's expectation.
 *
 * <p>Example: {@code judge.decide(claim)} for the claim {@code E ≡ [E, 1]} is
 * {@code Outcome(PROVED, "z3 found no counterexample …", "all sizes", "z3")}.
 */
public final class Judge {

    /** The time the solver may spend on one question about concrete mappings. */
    public static final Duration SOLVER_TIMEOUT = Duration.ofSeconds(10);

    /** The time the solver may spend on one attempt at a law, unless the claim says otherwise ({@code timeout: 10 s}). */
    public static final Duration LAW_TIMEOUT = Duration.ofSeconds(2);

    private final LayoutQuestions questions;
    private final SolverSession session;
    private final Correspondences correspondences;
    private LawProver laws;
    private XlaTilingProofs xlaProofs;
    private CuteProofs cuteProofs;
    private LayoutLawProver layoutLaws;

    /**
     * A judge asking {@code questions} about concrete mappings (the session's prover, or
     * {@link LayoutQuestions#enumeration()}) and proving laws, CuTe and XLA correspondences in
     * {@code session} (Z3, {@link #SOLVER_TIMEOUT}), which the caller opens and closes.
     */
    public Judge(LayoutQuestions questions, SolverSession session) {
        this.questions = questions;
        this.session = session;
        this.correspondences = new Correspondences(this::xlaProofs, this::cuteProofs);
    }

    private XlaTilingProofs xlaProofs() {
        if (xlaProofs == null) {
            xlaProofs = XlaTilingProofs.on(session);
        }
        return xlaProofs;
    }

    private CuteProofs cuteProofs() {
        if (cuteProofs == null) {
            cuteProofs = CuteProofs.on(session);
        }
        return cuteProofs;
    }

    /** The outcome of {@code claim}; a claim that cannot be decided (an overflow, say) is unknown. */
    public Outcome decide(Claim claim) {
        try {
            return decide(claim.statement());
        } catch (RuntimeException e) {
            return new Outcome(Outcome.Answer.UNKNOWN, "could not be decided: " + e.getMessage(), "", "");
        }
    }

    private Outcome decide(Statement s) {
        return switch (s) {
            case Statement.Equivalence e -> concrete(questions.equivalent(e.left(), e.right()), e.declarations(),
                    scope(e.declarations(), e.left(), e.right()));
            case Statement.MappingProperty p -> concrete(questions.check(p.property(), p.mapping()), p.declarations(),
                    scope(p.declarations(), p.mapping()));
            case Statement.Subview v -> subview(v);
            case Statement.LawStatement l -> law(l);
            case Statement.Positions p -> Facts.positions(p, scope(p.declarations(), p.mapping()));
            case Statement.CuteFacts c -> Facts.cute(c);
            case Statement.XlaFacts x -> Facts.xla(x);
            case Statement.XlaPadReshapeTranspose x -> correspondences.padReshapeTranspose(x.shapes());
            case Statement.XlaMapping x -> correspondences.xlaMapping(x.shapes());
            case Statement.CuteInverse c -> correspondences.cuteInverse(c.layouts());
            case Statement.CuteMapping c -> correspondences.cuteMapping(c.layouts());
            case Statement.CuteLaws c -> cuteLaws(c);
            case Statement.TrfSequencerConfiguration t -> TrfSequencerCheck.decide(t, scope(t.declarations(), t.element(), t.time()));
        };
    }

    private LayoutLawProver layoutLaws() {
        if (layoutLaws == null) {
            layoutLaws = LayoutLawProver.on(session);
        }
        return layoutLaws;
    }

    /** Every law of every member, by the CuTe law prover; the first that is not proved decides. */
    private Outcome cuteLaws(Statement.CuteLaws c) {
        LayoutLawProver prover = layoutLaws();
        long laws = 0;
        for (List<LayoutLaw> member : c.members().members()) {
            for (LayoutLaw law : member) {
                Verdict v = prover.check(law);
                if (!(v instanceof Verdict.Proved)) {
                    return of(v, Axes.empty(), c.members().scope(), prover.solverName());
                }
                laws++;
            }
        }
        return new Outcome(Outcome.Answer.PROVED, laws + " laws, each at every point (" + prover.solverName() + ")",
                c.members().scope(), prover.solverName());
    }

    private Outcome concrete(Verdict v, Declarations d, String scope) {
        return of(v, d.axes(), scope, questions.solverName());
    }

    /** A verdict as an outcome; a counterexample is described with the declared axes. */
    static Outcome of(Verdict v, Axes axes, String scope, String solver) {
        return switch (v) {
            case Verdict.Proved p -> new Outcome(Outcome.Answer.PROVED, p.method(), scope, solver);
            case Verdict.Refuted r -> new Outcome(Outcome.Answer.REFUTED, r.counterexample().describe(axes), scope, solver);
            case Verdict.Unknown u -> new Outcome(Outcome.Answer.UNKNOWN, u.reason(), scope, solver);
        };
    }

    private Outcome subview(Statement.Subview v) {
        String scope = scope(v.declarations(), v.parent(), v.view()) + (v.firstStart() == v.lastStart()
                ? "; start " + v.firstStart() : "; starts " + v.firstStart() + "..=" + v.lastStart());
        String method = "";
        for (long start = v.firstStart(); start <= v.lastStart(); start++) {
            Verdict verdict = questions.subview(new TileView(v.parent(), v.tile(), v.tileSize(), v.view(), start));
            if (!(verdict instanceof Verdict.Proved proved)) {
                Outcome o = concrete(verdict, v.declarations(), scope);
                return v.firstStart() == v.lastStart() ? o
                        : new Outcome(o.answer(), "tile " + start + ": " + o.detail(), o.scope(), o.solver());
            }
            method = proved.method();
        }
        long tiles = v.lastStart() - v.firstStart() + 1;
        String prefix = tiles == 1 ? "" : "each of " + tiles + " tiles: ";
        return concrete(new Verdict.Proved(prefix + method), v.declarations(), scope);
    }

    private Outcome law(Statement.LawStatement l) {
        if (laws == null) {
            laws = LawProver.on(session, LAW_TIMEOUT);
        }
        LawProver.Decision d = laws.prove(l.law(), l.bound(), l.timeout());
        return of(d.verdict(), Axes.empty(), d.scope(), laws.solverName());
    }

    /** The sizes of the axes the mappings use, {@code A=8, B=512}: the instance a concrete claim is about. */
    static String scope(Declarations d, Mapping... mappings) {
        Map<String, Long> sizes = new LinkedHashMap<>();
        for (Axis a : d.axes().list()) {
            sizes.put(a.name(), a.size());
        }
        for (Mapping m : mappings) {
            for (Axis a : Evaluator.of(m).axes()) {
                sizes.putIfAbsent(a.name(), a.size());
            }
        }
        StringJoiner j = new StringJoiner(", ");
        sizes.forEach((name, size) -> j.add(name + "=" + size(size)));
        return sizes.isEmpty() ? "no axes" : j.toString();
    }

    /** {@code 512}, or {@code 2^40} for powers of two from 2^16 on. */
    static String size(long n) {
        return n >= 1 << 16 && Long.bitCount(n) == 1 ? "2^" + Long.numberOfTrailingZeros(n) : Long.toString(n);
    }
}
