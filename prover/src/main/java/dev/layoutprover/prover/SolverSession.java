package dev.layoutprover.prover;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.sosy_lab.common.configuration.InvalidConfigurationException;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.FormulaManager;

/**
 * One solver session: the solver chosen (with Z3's fallback to SMTInterpol when its native library
 * cannot be loaded), the time limit of a question, the statistics of the checks made, and the one
 * java-smt context behind them. It hands out the provers that borrow it: the {@link Prover}
 * (layout questions), {@link Arithmetic} (searches over integer terms, for the CuTe and XLA
 * proofs) and, through {@link #formulas()} and {@link #run}, the law prover. Only the session is
 * closed; what it handed out is unusable afterwards.
 *
 * <p>Example:
 * <pre>{@code
 * try (SolverSession session = SolverSession.open(Solver.Z3, Duration.ofSeconds(10))) {
 *     Prover prover = session.prover();
 *     prover.equivalent(d.parse("m![B / 64, B % 64]"), d.parse("m![B]"));     // Proved
 *     LayoutLawProver laws = LayoutLawProver.on(session);                   // the same context
 *     session.statistics();                                                 // checks made, time spent
 * }
 * }</pre>
 *
 * <p>{@link Solver#ENUMERATE} opens a session without a solver: its prover answers by enumeration
 * and it has no {@link #arithmetic()}.
 */
public final class SolverSession implements AutoCloseable {

    /** Opens a solver backend; replaced in tests to simulate a missing native library. */
    interface Opener {
        Backend open(Solver solver, Duration timeout) throws InvalidConfigurationException;
    }

    /**
     * What the session's solver has done so far.
     *
     * @param checks satisfiability checks made
     * @param timeouts checks stopped by the time limit
     * @param millis time spent in checks
     */
    public record Statistics(long checks, long timeouts, long millis) {}

    private final Backend backend;
    private final Duration timeout;
    private final String notice;

    private SolverSession(Backend backend, Duration timeout, String notice) {
        this.backend = backend;
        this.timeout = timeout;
        this.notice = notice;
    }

    /**
     * A session with {@code solver}, each question limited to {@code timeout}; Z3 falls back to
     * SMTInterpol when it cannot be loaded ({@link #notice()} then says so).
     *
     * @throws IllegalArgumentException for a timeout that is not positive
     * @throws IllegalStateException when neither the solver nor its stand-in can be started
     */
    public static SolverSession open(Solver solver, Duration timeout) {
        return open(solver, timeout, Backend::open);
    }

    static SolverSession open(Solver solver, Duration timeout, Opener opener) {
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive, got " + timeout);
        }
        if (solver == Solver.ENUMERATE) {
            return new SolverSession(null, timeout, null);
        }
        try {
            return new SolverSession(opener.open(solver, timeout), timeout, null);
        } catch (InvalidConfigurationException | UnsatisfiedLinkError | NoClassDefFoundError e) {
            if (solver != Solver.Z3) {
                throw new IllegalStateException(solver.cliName() + " could not be started: " + e.getMessage(), e);
            }
            String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst().orElse("");
            try {
                return new SolverSession(opener.open(Solver.SMTINTERPOL, timeout), timeout,
                        "z3 could not be loaded (" + why + "); using smtinterpol instead");
            } catch (InvalidConfigurationException second) {
                throw new IllegalStateException("neither z3 nor smtinterpol could be started: " + second.getMessage(), second);
            }
        }
    }

    /** The layout prover of this session, normal form first. */
    public Prover prover() {
        return prover(Prover.Strategy.NORMAL_FORM_FIRST);
    }

    /** The layout prover of this session with {@code strategy}. */
    public Prover prover(Prover.Strategy strategy) {
        return new Prover(this, strategy);
    }

    /**
     * Searches over integer terms in this session.
     *
     * @throws IllegalArgumentException for a session without a solver ({@link Solver#ENUMERATE})
     */
    public Arithmetic arithmetic() {
        if (backend == null) {
            throw new IllegalArgumentException("enumerate is not an SMT solver");
        }
        return new Arithmetic(this);
    }

    /** True when the session has an SMT solver (not {@link Solver#ENUMERATE}). */
    public boolean hasSolver() {
        return backend != null;
    }

    /** The solver in use: {@code z3}, {@code smtinterpol}, {@code princess} or {@code enumerate}. */
    public String solverName() {
        return backend == null ? Solver.ENUMERATE.cliName() : backend.solver().cliName();
    }

    /** One line when the requested solver could not be used and another took its place. */
    public Optional<String> notice() {
        return Optional.ofNullable(notice);
    }

    /** The time limit of one question. */
    public Duration timeout() {
        return timeout;
    }

    /** The checks made so far. */
    public Statistics statistics() {
        return backend == null ? new Statistics(0, 0, 0) : backend.statistics();
    }

    /**
     * The formula manager of the current context, for encodings outside this package (the law
     * prover's). Formulas made before a timeout or a {@link #renew()} must not be reused.
     */
    public FormulaManager formulas() {
        return solverBackend().formulas();
    }

    /**
     * Replaces the context by a fresh one. Z3's search on nonlinear problems depends on the terms a
     * context has seen, so a question that must not depend on earlier ones starts afresh.
     */
    public void renew() {
        solverBackend().renew();
    }

    /** The satisfiability checks of one {@link #run}, on a fresh assertion stack. */
    public interface Checks {
        /** True when the current constraints and {@code formulas} together have no model. */
        boolean unsat(List<BooleanFormula> formulas);
    }

    /**
     * Runs {@code checks} on a fresh assertion stack, all within {@code limit} (not the session's
     * timeout); a timeout or a solver failure becomes {@code onFailure}'s result, given the reason
     * ({@code z3 did not finish within 2 s}).
     */
    public <T> T run(Duration limit, Function<Checks, T> checks, Function<String, T> onFailure) {
        return solverBackend().run(limit, checks, onFailure);
    }

    /** The backend, for the provers of this package; null without a solver. */
    Backend backend() {
        return backend;
    }

    private Backend solverBackend() {
        if (backend == null) {
            throw new IllegalStateException("a session without a solver has no formulas");
        }
        return backend;
    }

    @Override
    public void close() {
        if (backend != null) {
            backend.close();
        }
    }
}
