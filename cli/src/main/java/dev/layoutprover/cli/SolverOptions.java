package dev.layoutprover.cli;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.prover.Prover;
import dev.layoutprover.prover.Solver;
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

    /** Runs {@code decision} on its own thread and answers unknown if it is not done in time. */
    private Verdict withTimeout(java.util.function.Supplier<Verdict> decision) {
        java.util.concurrent.FutureTask<Verdict> task = new java.util.concurrent.FutureTask<>(decision::get);
        Thread worker = new Thread(task, "decision");
        worker.setDaemon(true);
        worker.start();
        try {
            return task.get((long) (timeoutSeconds * 1000), java.util.concurrent.TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            task.cancel(true);
            return new Verdict.Unknown("timed out after " + timeoutSeconds + " s");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Verdict.Unknown("interrupted");
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** The solver {@code --solver} names; bad input if it names none. */
    Solver chosen() {
        return Solver.byName(solver).orElseThrow(() -> new Inputs.BadInput(
                "--solver " + solver + ": expected z3, smtinterpol, princess or enumerate"));
    }

    /** The time limit {@code --timeout} gives; bad input unless it is positive and at most a day. */
    Duration timeout() {
        if (!(timeoutSeconds > 0) || timeoutSeconds > 86_400) {
            throw new Inputs.BadInput("--timeout " + timeoutSeconds + ": expected a number of seconds, above 0 and at most a day");
        }
        return Duration.ofMillis((long) (timeoutSeconds * 1000));
    }

    /** A prover with the chosen solver and timeout, for a command that asks many questions; the caller closes it. */
    Prover open() {
        Prover prover = Prover.create(chosen(), timeout());
        prover.notice().ifPresent(n -> notices.println("notice: " + n));
        return prover;
    }

    private Timed run(Function<Prover, Verdict> decision) {
        try (Prover prover = open()) {
            long start = System.nanoTime();
            Verdict v = withTimeout(() -> decision.apply(prover));
            return new Timed(v, prover.solverName(), (System.nanoTime() - start) / 1_000_000);
        }
    }
}
