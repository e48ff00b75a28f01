package dev.layoutprover.prover.cute;

import dev.layoutprover.algebra.check.Counterexample;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.cute.LawChecker;
import dev.layoutprover.algebra.cute.LayoutLaw;
import dev.layoutprover.algebra.text.CuteParser;
import dev.layoutprover.prover.Arithmetic;
import dev.layoutprover.prover.ReplayFailure;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Proves or refutes the defining laws of the CuTe layout algebra ({@code LayoutLaws}) with an SMT
 * solver, at any size: the solver searches the whole domain of a law for a point where it fails
 * (the layout functions encoded by {@link LayoutTerms}). A point it finds is replayed through
 * {@link LayoutLaw#violationAt} before it is reported; a point that does not replay is a
 * {@link ReplayFailure}. A timeout is {@link Verdict.Unknown}, never proved.
 *
 * <p>Example:
 * <pre>{@code
 * try (SolverSession session = SolverSession.open(Solver.Z3, Duration.ofSeconds(10))) {
 *     LayoutLawProver laws = LayoutLawProver.on(session);
 *     CuteLayout a = CuteParser.parse("(1024,4096):(4096,1)"), b = CuteParser.parse("(64,32):(1,4096)");
 *     laws.check(LayoutLaws.composition(a, b, LayoutAlgebra.composition(a, b)));  // Proved
 *     laws.check(new LayoutLaw.Composition(CuteParser.parse("4:2"), CuteParser.parse("2:1"), CuteParser.parse("2:3")));
 *         // Refuted: Violation at point 1, "at c = 1: R(c) = 3 but A(B(c)) = A(1) = 2"
 * }
 * }</pre>
 *
 * <p>Laws about swizzled layouts are asked in bit-vectors ({@link Arithmetic#findInBits}), where
 * a swizzle's XOR is a handful of bit operations; a solver without bit-vectors gets the exact
 * integer encoding instead.
 *
 * <p>With {@link Solver#ENUMERATE} the laws are checked point by point by {@link LawChecker}, up to
 * {@link #ENUMERATION_LIMIT} points a law (unknown above).
 */
public final class LayoutLawProver {

    /** The most points {@link Solver#ENUMERATE} visits for one law. */
    public static final long ENUMERATION_LIMIT = 1L << 22;

    private final SolverSession session;
    private final Arithmetic arithmetic;

    private LayoutLawProver(SolverSession session) {
        this.session = session;
        this.arithmetic = session.hasSolver() ? session.arithmetic() : null;
    }

    /** A law prover borrowing {@code session}, each solver call limited to its timeout; by enumeration without a solver. */
    public static LayoutLawProver on(SolverSession session) {
        return new LayoutLawProver(session);
    }

    /** The session this prover borrows. */
    public SolverSession session() {
        return session;
    }

    /**
     * Whether {@code law} holds at every point of its domain; unknown when its numbers (a bound, a
     * point count, a value) overflow 64 bits, as for the complement of {@code 4:2} up to
     * {@code 2^63 - 1}.
     */
    public Verdict check(LayoutLaw law) {
        try {
            return decide(law);
        } catch (ArithmeticException e) {
            return new Verdict.Unknown("the law's numbers overflow 64 bits, so it is not decided");
        }
    }

    private Verdict decide(LayoutLaw law) {
        long points = law.points();
        if (points == 0) {
            return new Verdict.Proved("the law has no points to check");
        }
        Optional<LawSearches.Encoded> encoded = LawSearches.of(law);
        if (encoded.isEmpty()) {
            return law.violationAt(0)
                    .<Verdict>map(detail -> new Verdict.Refuted(new Counterexample.Violation(law.statement(), 0, detail)))
                    .orElse(new Verdict.Proved("evaluated at its one point"));
        }
        if (arithmetic == null) {
            return enumerate(law, points);
        }
        // a solver without bit-vectors (SMTInterpol) decides the exact integer encoding of the XOR
        boolean bits = encoded.get().bits() && arithmetic.hasBitVectors();
        Arithmetic.Answer answer = bits ? arithmetic.findInBits(encoded.get().search())
                : arithmetic.find(encoded.get().search());
        String theory = bits ? "bit-vectors of a width no value wraps in" : "linear integer arithmetic, division by constants";
        return switch (answer) {
            case Arithmetic.Answer.None n -> new Verdict.Proved(arithmetic.solverName() + ": no point of [0, " + points
                    + ") violates it (" + theory + ")");
            case Arithmetic.Answer.Unknown u -> new Verdict.Unknown(u.reason());
            case Arithmetic.Answer.Found f -> replay(law, encoded.get().point().apply(f.values()));
        };
    }

    /** Whether every law holds: the first refuted or unknown verdict, else proved. */
    public Verdict check(List<LayoutLaw> laws) {
        for (LayoutLaw law : laws) {
            Verdict v = check(law);
            if (!(v instanceof Verdict.Proved)) {
                return v;
            }
        }
        return new Verdict.Proved(solverName() + ": each of the " + laws.size() + " laws holds at every point");
    }

    /** The solver in use: {@code z3}, {@code smtinterpol}, {@code princess} or {@code enumerate}. */
    public String solverName() {
        return arithmetic == null ? Solver.ENUMERATE.cliName() : arithmetic.solverName();
    }

    /** One line when the requested solver could not be used and another took its place. */
    public Optional<String> notice() {
        return arithmetic == null ? Optional.empty() : arithmetic.notice();
    }

    private Verdict replay(LayoutLaw law, BigInteger found) {
        if (found.signum() < 0 || found.compareTo(BigInteger.valueOf(law.points())) >= 0) {
            throw new ReplayFailure(solverName() + " named the point " + found + ", outside the domain [0, " + law.points()
                    + ") of the law " + law.statement());
        }
        long point = found.longValueExact();
        Optional<String> detail;
        try {
            detail = law.violationAt(point);
        } catch (ArithmeticException e) {
            return new Verdict.Unknown(solverName() + " found a violation at point " + point + " of the law "
                    + law.statement() + ", but its values overflow 64 bits and cannot be replayed");
        }
        return new Verdict.Refuted(new Counterexample.Violation(law.statement(), point, detail.orElseThrow(
                () -> new ReplayFailure(solverName() + " claimed that the law " + law.statement() + " fails at point "
                        + point + ", but it holds there"))));
    }

    private static Verdict enumerate(LayoutLaw law, long points) {
        if (points > ENUMERATION_LIMIT) {
            return new Verdict.Unknown("the law has " + points + " points; enumeration stops at " + ENUMERATION_LIMIT);
        }
        return switch (LawChecker.check(List.of(law))) {
            case LawChecker.Holds h -> new Verdict.Proved("enumeration of " + points + " points");
            case LawChecker.Fails f -> new Verdict.Refuted(new Counterexample.Violation(law.statement(), f.point(), f.detail()));
        };
    }

}
