package dev.layoutprover.cli;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.function.Function;
import picocli.CommandLine.Option;

/** {@code --solver} and {@code --timeout}, and running a decision with them. */
final class SolverOptions {

    @Option(names = "--solver", paramLabel = "SOLVER", defaultValue = "z3",
            description = {"z3, smtinterpol, princess, or enumerate (every position, up to 2^22).",
                    "Default: ${DEFAULT-VALUE}; SMTInterpol stands in when Z3 cannot load."})
    String solver;

    @Option(names = "--timeout", paramLabel = "SEC", defaultValue = "30",
            description = "Give up (verdict unknown, exit 3) after SEC seconds. Default: ${DEFAULT-VALUE}.")
    double timeoutSeconds;

    /** The verdict and how long it took. */
    record Timed(Verdict verdict, String solver, long millis) {}

    /** Where the one-line notice goes when another solver stands in for the requested one. */
    PrintWriter notices = new PrintWriter(System.err, true);

    Timed equivalent(Mapping left, Mapping right) {
        return run(p -> p.equivalent(left, right));
    }

    Timed check(Property property, Mapping m) {
        return run(p -> p.check(property, m));
    }

    Timed subview(TileView view) {
        return run(p -> p.subview(view));
    }

    /** A verdict, and whether the decision finished (rather than being abandoned at the time limit). */
    private record Decision(Verdict verdict, boolean finished) {}

    /**
     * Runs {@code decision} on its own thread and answers unknown if it is not done shortly after
     * the time limit. The prover enforces the limit on solver calls itself; this bounds what it
     * does not (enumeration), with a little grace so that the prover's own answer wins the race.
     */
    private Decision withTimeout(java.util.function.Supplier<Verdict> decision) {
        java.util.concurrent.FutureTask<Verdict> task = new java.util.concurrent.FutureTask<>(decision::get);
        Thread worker = new Thread(null, task, "decision", Guard.STACK_BYTES);
        worker.setDaemon(true);
        worker.start();
        try {
            long limit = timeout().toMillis();
            return new Decision(task.get(limit + Math.min(GRACE_MILLIS, limit / 10),
                    java.util.concurrent.TimeUnit.MILLISECONDS), true);
        } catch (java.util.concurrent.TimeoutException e) {
            task.cancel(true);
            return new Decision(new Verdict.Unknown("timed out after " + seconds() + " s"), false);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Decision(new Verdict.Unknown("interrupted"), false);
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** How long past the time limit an unfinished decision is still waited for (at most a tenth of it). */
    private static final long GRACE_MILLIS = 500;

    /** The solver {@code --solver} names; bad input if it names none. */
    Solver chosen() {
        return Solver.byName(solver).orElseThrow(() -> new Inputs.BadInput(
                "--solver " + solver + ": expected z3, smtinterpol, princess or enumerate"));
    }

    /**
     * The time limit {@code --timeout} gives, at least a millisecond (a shorter positive limit is
     * rounded up to it); bad input unless it is positive and at most a day.
     */
    /** The seconds as written in decimal: {@code 30}, {@code 0.5} (not {@code 30.0}). */
    private String seconds() {
        return Double.isFinite(timeoutSeconds)
                ? java.math.BigDecimal.valueOf(timeoutSeconds).stripTrailingZeros().toPlainString()
                : String.valueOf(timeoutSeconds);
    }

    Duration timeout() {
        if (!(timeoutSeconds > 0) || timeoutSeconds > 86_400) {
            throw new Inputs.BadInput("--timeout " + seconds() + ": expected a number of seconds, above 0 and at most a day");
        }
        return Duration.ofMillis(Math.max(1, Math.round(timeoutSeconds * 1000)));
    }

    /** A session with the chosen solver and timeout, for a command that asks many questions; the caller closes it. */
    SolverSession open() {
        SolverSession session = SolverSession.open(chosen(), timeout());
        session.notice().ifPresent(n -> notices.println("notice: " + n));
        return session;
    }

    private Timed run(Function<LayoutQuestions, Verdict> decision) {
        SolverSession session = open();
        LayoutQuestions prover = session.prover();
        long start = System.nanoTime();
        Decision o = withTimeout(() -> decision.apply(prover));
        long millis = (System.nanoTime() - start) / 1_000_000;
        if (o.finished()) {
            // An abandoned decision may still be inside the solver: its prover is left to the exit.
            session.close();
        }
        return new Timed(o.verdict(), prover.solverName(), millis);
    }
}
