package dev.layoutprover.prover;

import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.sosy_lab.common.ShutdownManager;
import org.sosy_lab.common.configuration.Configuration;
import org.sosy_lab.common.configuration.InvalidConfigurationException;
import org.sosy_lab.common.log.LogManager;
import org.sosy_lab.java_smt.SolverContextFactory;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.FormulaManager;
import org.sosy_lab.java_smt.api.Model;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;
import org.sosy_lab.java_smt.api.ProverEnvironment;
import org.sosy_lab.java_smt.api.SolverContext;
import org.sosy_lab.java_smt.api.SolverContext.ProverOptions;
import org.sosy_lab.java_smt.api.SolverException;

/**
 * One SMT solver behind java-smt: a solver context, and satisfiability checks with a time limit.
 * A check that runs out of time is cancelled through the context's shutdown notifier; the
 * context is then replaced by a fresh one, so formulas made before a timeout must not be reused.
 *
 * <p>Example: {@code backend.solve(List.of(x > 3, x < 5), List.of(x))} is {@code Sat([4])}.
 */
final class Backend implements AutoCloseable {

    /** The answer to one satisfiability check. */
    sealed interface Outcome {
        /** Satisfiable; {@code values} are the model's values of the wanted terms, in order. */
        record Sat(List<BigInteger> values) implements Outcome {}
        /** Unsatisfiable. */
        record Unsat() implements Outcome {}
        /** Undecided: the reason, e.g. a timeout. */
        record Unknown(String reason) implements Outcome {}
    }

    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "prover-timeout");
        t.setDaemon(true);
        return t;
    });

    private final Solver solver;
    private final Duration timeout;
    private ShutdownManager shutdown;
    private SolverContext context;

    private Backend(Solver solver, Duration timeout) throws InvalidConfigurationException {
        this.solver = solver;
        this.timeout = timeout;
        open();
    }

    /**
     * Opens {@code solver}. Throws {@link UnsatisfiedLinkError} or
     * {@link InvalidConfigurationException} when it cannot be loaded (Z3 without its native library).
     */
    static Backend open(Solver solver, Duration timeout) throws InvalidConfigurationException {
        if (solver.javaSmt() == null) {
            throw new IllegalArgumentException(solver.cliName() + " is not an SMT solver");
        }
        return new Backend(solver, timeout);
    }

    private void open() throws InvalidConfigurationException {
        Configuration config = Configuration.defaultConfiguration();
        shutdown = ShutdownManager.create();
        context = SolverContextFactory.createSolverContext(config, LogManager.createNullLogManager(),
                shutdown.getNotifier(), solver.javaSmt());
    }

    Solver solver() {
        return solver;
    }

    /** The formula manager of the current context. */
    FormulaManager formulas() {
        return context.getFormulaManager();
    }

    /** True when the solver takes quantified formulas (Z3 and Princess). */
    boolean quantifiers() {
        return solver != Solver.SMTINTERPOL;
    }

    /** Checks the conjunction of {@code assertions}; when satisfiable, reads {@code wanted} from the model. */
    Outcome solve(List<BooleanFormula> assertions, List<IntegerFormula> wanted) {
        ShutdownManager guard = shutdown;
        ScheduledFuture<?> alarm = TIMER.schedule(() -> guard.requestShutdown("timeout"),
                timeout.toNanos(), TimeUnit.NANOSECONDS);
        boolean timedOut = false;
        try (ProverEnvironment env = context.newProverEnvironment(ProverOptions.GENERATE_MODELS)) {
            for (BooleanFormula f : assertions) {
                env.addConstraint(f);
            }
            if (env.isUnsat()) {
                return new Outcome.Unsat();
            }
            List<BigInteger> values = new ArrayList<>();
            try (Model model = env.getModel()) {
                for (IntegerFormula w : wanted) {
                    BigInteger v = model.evaluate(w);
                    values.add(v == null ? BigInteger.ZERO : v);
                }
            }
            return new Outcome.Sat(values);
        } catch (InterruptedException e) {
            timedOut = true;
            return new Outcome.Unknown(timeoutReason());
        } catch (SolverException | RuntimeException e) {
            timedOut = guard.getNotifier().shouldShutdown();
            return new Outcome.Unknown(timedOut ? timeoutReason()
                    : solver.cliName() + " failed: " + firstLine(e.getMessage()));
        } finally {
            alarm.cancel(false);
            if (timedOut || guard.getNotifier().shouldShutdown()) {
                reopen();
            }
        }
    }

    private String timeoutReason() {
        return solver.cliName() + " did not finish within " + describe(timeout);
    }

    static String describe(Duration d) {
        long ms = d.toMillis();
        return ms % 1000 == 0 ? (ms / 1000) + " s" : ms + " ms";
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "no reason given";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }

    private void reopen() {
        context.close();
        try {
            open();
        } catch (InvalidConfigurationException e) {
            throw new IllegalStateException("could not reopen " + solver.cliName() + " after a timeout", e);
        }
    }

    @Override
    public void close() {
        context.close();
    }
}
