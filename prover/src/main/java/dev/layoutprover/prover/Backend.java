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
import org.sosy_lab.java_smt.api.Formula;
import org.sosy_lab.java_smt.api.FormulaManager;
import org.sosy_lab.java_smt.api.Model;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;
import org.sosy_lab.java_smt.api.ProverEnvironment;
import org.sosy_lab.java_smt.api.SolverContext;
import org.sosy_lab.java_smt.api.SolverContext.ProverOptions;
import org.sosy_lab.java_smt.api.SolverException;

/**
 * One SMT solver behind java-smt, owned by a {@link SolverSession}: a solver context, and
 * satisfiability checks with a time limit.
 * Checks run on one incremental assertion stack, each on its own pushed level, which keeps the
 * solver warm between queries. A check that runs out of time is cancelled through the context's
 * shutdown notifier; the context is then replaced by a fresh one, so formulas made before a
 * timeout must not be reused.
 *
 * <p>Example: {@code backend.solve(List.of(x > 3, x < 5), List.of(x))} is {@code Sat([4])}.
 */
final class Backend {

    /** What a satisfiability check returns: an answer, or satisfiable without a model. */
    sealed interface Satisfiability permits SatAnswer, SatWithoutModel {}

    /** Satisfiable, but the solver gives no model (Princess, for quantified formulas). */
    record SatWithoutModel() implements Satisfiability {}

    /** The answer to one satisfiability check. */
    sealed interface SatAnswer extends Satisfiability {
        /** Satisfiable; {@code values} are the model's values of the wanted terms, in order. */
        record Sat(List<BigInteger> values) implements SatAnswer {}
        /** Unsatisfiable. */
        record Unsat() implements SatAnswer {}
        /** Undecided: the reason, e.g. a timeout. */
        record Unknown(String reason) implements SatAnswer {}
    }

    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "prover-timeout");
        t.setDaemon(true);
        return t;
    });

    private final Solver solver;
    private final Duration timeout;
    /** When the current question must be answered by (System.nanoTime), or 0 for no question. */
    private long deadline;
    private ShutdownManager shutdown;
    private SolverContext context;
    private ProverEnvironment environment;
    private long checks;
    private long timeouts;
    private long nanos;

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

    /**
     * {@code sat}, a model of the quantifier-free {@code assertions}, with its first wanted value
     * made the smallest one (at least {@code lowest}) that still satisfies them, so that a
     * refutation names, e.g., the first position where two mappings differ rather than whichever
     * the solver found. Bisection on the shared incremental stack; when a step is undecided the
     * smallest value found so far is kept, so the answer is always a model.
     *
     * <p>Example: for {@code x ≥ 0 ∧ x mod 7 = 3} and a model {@code x = 52}, the answer has {@code x = 3}.
     */
    SatAnswer.Sat smallest(List<BooleanFormula> assertions, List<IntegerFormula> wanted, BigInteger lowest,
            SatAnswer.Sat sat) {
        var ints = formulas().getIntegerFormulaManager();
        IntegerFormula w = wanted.get(0);
        BigInteger lo = lowest;
        BigInteger hi = sat.values().get(0);
        while (lo.compareTo(hi) < 0) {
            BigInteger mid = lo.add(hi).shiftRight(1);
            List<BooleanFormula> half = new ArrayList<>(assertions);
            half.add(ints.greaterOrEquals(w, ints.makeNumber(lo)));
            half.add(ints.lessOrEquals(w, ints.makeNumber(mid)));
            Satisfiability r = solve(half, List.of(w), false);
            if (r instanceof SatAnswer.Sat s) {
                hi = s.values().get(0);
            } else if (r instanceof SatAnswer.Unsat) {
                lo = mid.add(BigInteger.ONE);
            } else {
                break;
            }
        }
        if (hi.equals(sat.values().get(0))) {
            return sat;
        }
        List<BooleanFormula> pinned = new ArrayList<>(assertions);
        pinned.add(ints.equal(w, ints.makeNumber(hi)));
        return solve(pinned, wanted, false) instanceof SatAnswer.Sat s ? s : sat;
    }

    /**
     * Up to how many instances a universal formula is expanded rather than quantified: Z3 decides
     * a universal over the position, or over many witnesses, well, and is faster on a few expanded
     * witness instances;
     * Princess gives no model for a satisfiable quantified formula, so it expands as far as
     * SMTInterpol, which has no quantifiers at all.
     */
    long expandUpTo(boolean overPosition) {
        if (solver == Solver.Z3) {
            return overPosition ? 0 : 256;
        }
        return overPosition ? Query.POSITION_EXPANSION_LIMIT : Query.EXPANSION_LIMIT;
    }

    /** True when the solver takes quantified formulas (Z3 and Princess). */
    boolean quantifiers() {
        return solver != Solver.SMTINTERPOL;
    }

    /**
     * Starts a question that may take several checks: until {@link #finish()}, all of them together
     * are limited to the timeout.
     */
    void begin() {
        deadline = System.nanoTime() + timeout.toNanos();
    }

    /** Ends the question begun by {@link #begin()}: each check gets the whole timeout again. */
    void finish() {
        deadline = 0;
    }

    /**
     * Checks a quantifier-free conjunction on the shared stack; when satisfiable, reads
     * {@code wanted} from the model (a solver that gives none makes the outcome unknown).
     */
    SatAnswer solve(List<BooleanFormula> assertions, List<IntegerFormula> wanted) {
        return switch (solve(assertions, wanted, false)) {
            case SatAnswer o -> o;
            case SatWithoutModel n -> new SatAnswer.Unknown(solver.cliName() + " found a solution but gave no model");
        };
    }

    /**
     * Checks the conjunction of {@code assertions}; when satisfiable, reads {@code wanted} from the
     * model (integers, or bit-vectors read as unsigned). {@code elaborate} questions (quantified or expanded ones) are checked on a fresh
     * solver, which preprocesses them, rather than on the shared incremental stack.
     */
    Satisfiability solve(List<BooleanFormula> assertions, List<? extends Formula> wanted, boolean elaborate) {
        long started = System.nanoTime();
        Satisfiability r = check(assertions, wanted, elaborate);
        count(started, r instanceof SatAnswer.Unknown u && u.reason().equals(timeoutReason()));
        return r;
    }

    private void count(long started, boolean timedOut) {
        checks++;
        nanos += System.nanoTime() - started;
        if (timedOut) {
            timeouts++;
        }
    }

    SolverSession.Statistics statistics() {
        return new SolverSession.Statistics(checks, timeouts, nanos / 1_000_000);
    }

    private Satisfiability check(List<BooleanFormula> assertions, List<? extends Formula> wanted, boolean elaborate) {
        ShutdownManager guard = shutdown;
        Thread caller = Thread.currentThread();
        // The notifier stops Z3 and SMTInterpol; Princess waits for its own prover thread
        // interruptibly, so the caller is interrupted as well.
        long left = deadline == 0 ? timeout.toNanos() : deadline - System.nanoTime();
        if (left <= 0) {
            return new SatAnswer.Unknown(timeoutReason());
        }
        boolean[] finished = {false};
        ScheduledFuture<?> alarm = TIMER.schedule(() -> {
            synchronized (finished) {
                if (!finished[0]) {
                    guard.requestShutdown("timeout");
                    caller.interrupt();
                }
            }
        }, left, TimeUnit.NANOSECONDS);
        boolean timedOut = false;
        boolean pushed = false;
        // Z3's incremental core skips the preprocessing that hard formulas need.
        ProverEnvironment own = elaborate ? context.newProverEnvironment(ProverOptions.GENERATE_MODELS) : null;
        try {
            ProverEnvironment env = own != null ? own : environment();
            if (own == null) {
                env.push();
                pushed = true;
            }
            for (BooleanFormula f : assertions) {
                env.addConstraint(f);
            }
            if (env.isUnsat()) {
                return new SatAnswer.Unsat();
            }
            List<BigInteger> values = new ArrayList<>();
            try (Model model = env.getModel()) {
                for (Formula w : wanted) {
                    Object v = model.evaluate(w);
                    values.add(v instanceof BigInteger b ? b : BigInteger.ZERO);
                }
            } catch (SolverException | RuntimeException e) {
                if (guard.getNotifier().shouldShutdown()) {
                    throw e;
                }
                return new SatWithoutModel();
            }
            return new SatAnswer.Sat(values);
        } catch (InterruptedException e) {
            timedOut = true;
            return new SatAnswer.Unknown(timeoutReason());
        } catch (SolverException | RuntimeException e) {
            timedOut = guard.getNotifier().shouldShutdown();
            return new SatAnswer.Unknown(timedOut ? timeoutReason()
                    : solver.cliName() + " failed: " + firstLine(e.getMessage()));
        } finally {
            alarm.cancel(false);
            synchronized (finished) {
                finished[0] = true;
            }
            boolean stopped = timedOut || guard.getNotifier().shouldShutdown();
            if (stopped) {
                Thread.interrupted();
            }
            if (own != null) {
                closeQuietly(own);
            }
            if (stopped) {
                reopen();
            } else if (pushed) {
                environment.pop();
            }
        }
    }

    /** See {@link SolverSession#renew()}. */
    void renew() {
        reopen();
    }

    /** See {@link SolverSession#run}. */
    <T> T run(Duration limit, java.util.function.Function<SolverSession.Checks, T> checks,
            java.util.function.Function<String, T> onFailure) {
        ShutdownManager guard = shutdown;
        ScheduledFuture<?> alarm = TIMER.schedule(() -> guard.requestShutdown("timeout"), limit.toNanos(),
                TimeUnit.NANOSECONDS);
        boolean stopped = false;
        try (ProverEnvironment env = context.newProverEnvironment()) {
            return checks.apply(formulas -> {
                long started = System.nanoTime();
                try {
                    env.push();
                    for (BooleanFormula f : formulas) {
                        env.addConstraint(f);
                    }
                    boolean unsat = env.isUnsat();
                    env.pop();
                    count(started, false);
                    return unsat;
                } catch (InterruptedException | SolverException | RuntimeException e) {
                    count(started, guard.getNotifier().shouldShutdown());
                    throw new Stopped(e);
                }
            });
        } catch (Stopped e) {
            stopped = true;
            return onFailure.apply(guard.getNotifier().shouldShutdown()
                    ? solver.cliName() + " did not finish within " + describe(limit)
                    : solver.cliName() + " failed: " + firstLine(e.getCause().getMessage()));
        } finally {
            alarm.cancel(false);
            if (stopped || guard.getNotifier().shouldShutdown()) {
                Thread.interrupted();
                reopen();
            }
        }
    }

    /** A check of a {@link #run} that was interrupted or failed. */
    private static final class Stopped extends RuntimeException {
        Stopped(Exception cause) {
            super(cause);
        }
    }

    /** Closes a prover environment that may have been interrupted (Princess then throws). */
    private static void closeQuietly(ProverEnvironment env) {
        try {
            env.close();
        } catch (Exception e) {
            // The environment is gone either way.
        }
    }

    /** The one assertion stack this backend solves on; each check pushes and pops a level. */
    private ProverEnvironment environment() {
        if (environment == null) {
            environment = context.newProverEnvironment(ProverOptions.GENERATE_MODELS);
        }
        return environment;
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
        closeContext();
        try {
            open();
        } catch (InvalidConfigurationException e) {
            throw new IllegalStateException("could not reopen " + solver.cliName() + " after a timeout", e);
        }
    }

    private void closeContext() {
        if (environment != null) {
            closeQuietly(environment);
            environment = null;
        }
        try {
            context.close();
        } catch (Exception e) {
            // An interrupted solver may fail to close; the context is dropped all the same.
        }
    }

    /** Closes the context; called by the session only. */
    void close() {
        closeContext();
    }
}
