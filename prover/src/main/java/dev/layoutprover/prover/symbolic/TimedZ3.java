package dev.layoutprover.prover.symbolic;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.sosy_lab.common.ShutdownManager;
import org.sosy_lab.common.configuration.Configuration;
import org.sosy_lab.common.configuration.InvalidConfigurationException;
import org.sosy_lab.common.log.LogManager;
import org.sosy_lab.java_smt.SolverContextFactory;
import org.sosy_lab.java_smt.SolverContextFactory.Solvers;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.FormulaManager;
import org.sosy_lab.java_smt.api.ProverEnvironment;
import org.sosy_lab.java_smt.api.SolverContext;
import org.sosy_lab.java_smt.api.SolverException;

/**
 * A Z3 context whose checks are cut off after a time limit. A check that runs out of time is
 * stopped through the context's shutdown notifier, after which the context is replaced: formulas
 * built before a timeout must not be reused.
 */
final class TimedZ3 implements AutoCloseable {

    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "law-prover-timeout");
        t.setDaemon(true);
        return t;
    });

    private ShutdownManager shutdown;
    private SolverContext context;

    TimedZ3() {
        open();
    }

    private void open() {
        try {
            Configuration config = Configuration.defaultConfiguration();
            shutdown = ShutdownManager.create();
            context = SolverContextFactory.createSolverContext(config, LogManager.createNullLogManager(),
                    shutdown.getNotifier(), Solvers.Z3);
        } catch (InvalidConfigurationException e) {
            throw new IllegalStateException("Z3 could not be started: " + e.getMessage(), e);
        }
    }

    /**
     * Replaces the context by a fresh one. Z3's search on nonlinear problems depends on the terms
     * a context has seen, so a query that must not depend on earlier ones starts afresh.
     */
    void renew() {
        context.close();
        open();
    }

    FormulaManager formulas() {
        return context.getFormulaManager();
    }

    String version() {
        return context.getVersion();
    }

    /**
     * Runs {@code checks} against a fresh prover environment, all within {@code limit}; the
     * function adds constraints (using push and pop as it likes) and returns its own result.
     * A timeout or a solver failure becomes {@code onFailure}'s result.
     */
    <T> T run(Duration limit, Function<Environment, T> checks, Function<String, T> onFailure) {
        ShutdownManager guard = shutdown;
        ScheduledFuture<?> alarm = TIMER.schedule(() -> guard.requestShutdown("timeout"), limit.toNanos(),
                TimeUnit.NANOSECONDS);
        boolean stopped = false;
        try (ProverEnvironment env = context.newProverEnvironment()) {
            return checks.apply(new Environment(env));
        } catch (Stopped e) {
            stopped = true;
            return onFailure.apply(guard.getNotifier().shouldShutdown() ? "z3 did not finish within " + describe(limit)
                    : "z3 failed: " + firstLine(e.getCause().getMessage()));
        } finally {
            alarm.cancel(false);
            if (stopped || guard.getNotifier().shouldShutdown()) {
                context.close();
                open();
            }
        }
    }

    /** The prover environment of one {@link #run}. */
    static final class Environment {
        private final ProverEnvironment env;

        Environment(ProverEnvironment env) {
            this.env = env;
        }

        /** True when the conjunction of the current constraints and {@code formulas} has no model. */
        boolean unsat(List<BooleanFormula> formulas) {
            try {
                env.push();
                for (BooleanFormula f : formulas) {
                    env.addConstraint(f);
                }
                boolean unsat = env.isUnsat();
                env.pop();
                return unsat;
            } catch (InterruptedException | SolverException | RuntimeException e) {
                throw new Stopped(e);
            }
        }
    }

    /** A check that was interrupted or failed. */
    private static final class Stopped extends RuntimeException {
        Stopped(Exception cause) {
            super(cause);
        }
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

    @Override
    public void close() {
        context.close();
    }
}
