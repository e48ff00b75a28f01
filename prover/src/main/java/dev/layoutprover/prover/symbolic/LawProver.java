package dev.layoutprover.prover.symbolic;

import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.prover.SolverSession;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.StringJoiner;
import org.sosy_lab.java_smt.api.BooleanFormula;

/**
 * Proves equivalence laws with Z3, for all sizes at once when it can and otherwise for every
 * size up to a bound. The sides of a law are encoded by {@link LawEncoding}: mapping variables
 * are uninterpreted functions, so a proof covers every mapping of the sizes considered.
 *
 * <p>First the free sizes are integer variables: the solver must reason about products, quotients
 * and remainders of unknowns (nonlinear arithmetic), and may give up. Then, if it did, every
 * assignment of the free sizes from 1 to the bound for which both sides are well formed is an
 * instance with numbers for sizes, which the solver decides in linear arithmetic.
 *
 * <p>One arithmetic fact is used to spare the solver work on strides: {@code (x·r) / r = x} and
 * {@code (x·r) % r = 0} for {@code r ≥ 1}, so a pair read at a stride's position {@code x·|R|} is
 * read at {@code x} and {@code 0}. The solver proves that fact first (once per prover); if it
 * cannot, the fact is not used.
 *
 * <p>Example:
 * <pre>{@code
 * try (SolverSession session = SolverSession.open(Solver.Z3, Duration.ofSeconds(5))) {
 *     LawProver prover = LawProver.on(session, Duration.ofSeconds(5));
 *     LawParser.Variables v = LawParser.variables("mapping E");
 *     Law identity = new Law(v.mappings(), v.axes(), v.sizes(), List.of(),
 *             LawParser.term("E", v), LawParser.term("E, 1", v));
 *     prover.prove(identity, 8);   // Decision[Proved(...), "all sizes"]
 * }
 * }</pre>
 *
 * <p>A law is never refuted here: a model of the negation interprets slots abstractly and need
 * not come from any mapping, so the answer is then unknown. Refutations come from concrete
 * instances, which the enumeration oracle or the prover decides.
 */
public final class LawProver {

    /** A verdict and the sizes it covers: {@code all sizes}, or {@code |E| ≤ 8, n ≤ 8 (20 instances)}. */
    public record Decision(Verdict verdict, String scope) {}

    private final SolverSession solver;
    private final Duration timeout;
    private Boolean scaledDivision;

    private LawProver(SolverSession session, Duration timeout) {
        this.solver = session;
        this.timeout = timeout;
    }

    /**
     * A prover borrowing {@code session} (an SMT solver; Z3 decides the nonlinear attempt for all
     * sizes best), whose attempt for all sizes, and each bounded instance, takes at most
     * {@code timeout} unless a call says otherwise.
     */
    public static LawProver on(SolverSession session, Duration timeout) {
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive, got " + timeout);
        }
        if (!session.hasSolver()) {
            throw new IllegalArgumentException("laws are proved with an SMT solver, not by enumeration");
        }
        return new LawProver(session, timeout);
    }

    /** The session this prover borrows. */
    public SolverSession session() {
        return solver;
    }

    /** The solver's name as printed: {@code z3}. */
    public String solverName() {
        return solver.solverName();
    }

    /** For all sizes if the solver manages, otherwise every size from 1 to {@code bound}. */
    public Decision prove(Law law, int bound) {
        return prove(law, bound, timeout);
    }

    /** As {@link #prove(Law, int)}, with {@code limit} instead of the prover's timeout. */
    public Decision prove(Law law, int bound, Duration limit) {
        Decision all = allSizes(law, limit);
        if (all.verdict() instanceof Verdict.Proved) {
            return all;
        }
        Decision bounded = bounded(law, bound, limit);
        if (bounded.verdict() instanceof Verdict.Unknown u && all.verdict() instanceof Verdict.Unknown first) {
            return new Decision(new Verdict.Unknown(first.reason() + "; " + u.reason()), bounded.scope());
        }
        return bounded;
    }

    /** Whether z3 has proved {@code (x·r) / r = x} and {@code (x·r) % r = 0} for {@code r ≥ 1}; asked once. */
    private boolean scaledDivision() {
        if (scaledDivision == null) {
            scaledDivision = solver.run(timeout, env -> env.unsat(LawEncoding.scaledDivisionLemma(solver.formulas())), reason -> false);
        }
        return scaledDivision;
    }

    /** With every free size an integer variable. */
    public Decision allSizes(Law law) {
        return allSizes(law, timeout);
    }

    private Decision allSizes(Law law, Duration limit) {
        boolean lemma = scaledDivision();
        solver.renew();
        Verdict v = solver.run(limit, env -> {
            List<BooleanFormula> negation = LawEncoding.negation(solver.formulas(), law, null, lemma);
            return env.unsat(negation)
                    ? new Verdict.Proved("z3 found no counterexample with the sizes as integer variables")
                    : new Verdict.Unknown("for sizes as variables, z3 found a model of the abstract slot algebra,"
                            + " which need not come from any mapping");
        }, reason -> new Verdict.Unknown("for sizes as variables, " + reason));
        return new Decision(v, "all sizes");
    }

    /** Every assignment of the free sizes from 1 to {@code bound} where both sides are well formed. */
    public Decision bounded(Law law, int bound) {
        return bounded(law, bound, timeout);
    }

    private Decision bounded(Law law, int bound, Duration limit) {
        if (bound < 1) {
            throw new IllegalArgumentException("bound must be at least 1, got " + bound);
        }
        List<Map<String, Long>> instances = instances(law, bound);
        String scope = scope(law, bound, instances.size());
        if (instances.isEmpty()) {
            return new Decision(new Verdict.Unknown("no sizes up to " + bound + " make both sides well formed"), scope);
        }
        for (int i = 0; i < instances.size(); i++) {
            Map<String, Long> sizes = instances.get(i);
            int done = i;
            Verdict v = solver.run(limit, env -> env.unsat(LawEncoding.negation(solver.formulas(), law, sizes, false)) ? null
                    : new Verdict.Unknown("at " + describe(sizes) + ", z3 found a model of the abstract slot algebra,"
                            + " which need not come from any mapping"),
                    reason -> new Verdict.Unknown("at " + describe(sizes) + ", " + reason + " (after " + done + " of "
                            + instances.size() + " instances)"));
            if (v != null) {
                return new Decision(v, scope);
            }
        }
        Verdict v = new Verdict.Proved("z3 found no counterexample in any of the " + instances.size() + " instances");
        return new Decision(v, scope);
    }

    /** The well-formed assignments of the free sizes in {@code 1..bound}, in lexicographic order. */
    static List<Map<String, Long>> instances(Law law, int bound) {
        List<String> names = law.freeSizes();
        List<Map<String, Long>> out = new ArrayList<>();
        long[] values = new long[names.size()];
        java.util.Arrays.fill(values, 1);
        while (true) {
            Map<String, Long> sizes = new LinkedHashMap<>();
            for (int i = 0; i < names.size(); i++) {
                sizes.put(names.get(i), values[i]);
            }
            if (wellFormed(law, sizes)) {
                out.add(sizes);
            }
            int i = names.size() - 1;
            while (i >= 0 && values[i] == bound) {
                values[i] = 1;
                i--;
            }
            if (i < 0) {
                return out;
            }
            values[i]++;
        }
    }

    private static boolean wellFormed(Law law, Map<String, Long> sizes) {
        Optional<Long> l = Law.size(law.left(), sizes);
        Optional<Long> r = Law.size(law.right(), sizes);
        if (l.isEmpty() || r.isEmpty()) {
            return false;
        }
        for (Hypothesis h : law.hypotheses()) {
            if (h instanceof Hypothesis.SplitsAt s && s.n().value(sizes) < 1) {
                return false;
            }
        }
        return true;
    }

    private static String scope(Law law, int bound, int count) {
        StringJoiner j = new StringJoiner(", ");
        law.freeSizes().forEach(j::add);
        return j + " <= " + bound + " (" + count + (count == 1 ? " instance)" : " instances)");
    }

    private static String describe(Map<String, Long> sizes) {
        StringJoiner j = new StringJoiner(", ");
        sizes.forEach((k, v) -> j.add(k + " = " + v));
        return j.toString();
    }
}
