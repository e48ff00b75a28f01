package dev.layoutprover.cli;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.Oracle;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.check.Verdict;
import picocli.CommandLine.Option;

/** {@code --solver} and {@code --timeout}, and running a decision with them. */
final class SolverOptions {

    @Option(names = "--solver", paramLabel = "SOLVER", defaultValue = "enumerate",
            description = "Decision procedure: enumerate (every position, up to 2^22). Default: ${DEFAULT-VALUE}.")
    String solver;

    @Option(names = "--timeout", paramLabel = "SEC", defaultValue = "30",
            description = "Give up (verdict unknown, exit 3) after SEC seconds. Default: ${DEFAULT-VALUE}.")
    double timeoutSeconds;

    /** The verdict and how long it took. */
    record Timed(Verdict verdict, String solver, long millis) {}

    Timed equivalent(Mapping left, Mapping right) {
        return run(() -> Oracle.equivalent(left, right));
    }

    Timed check(Property property, Mapping m) {
        return run(() -> Oracle.check(property, m));
    }

    Timed subview(TileView view) {
        return run(() -> Oracle.subview(view));
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

    private Timed run(java.util.function.Supplier<Verdict> decision) {
        if (!solver.equals("enumerate")) {
            throw new Inputs.BadInput("--solver " + solver + ": expected enumerate");
        }
        if (!(timeoutSeconds > 0)) {
            throw new Inputs.BadInput("--timeout " + timeoutSeconds + ": expected a positive number of seconds");
        }
        long start = System.nanoTime();
        Verdict v = withTimeout(decision);
        return new Timed(v, solver, (System.nanoTime() - start) / 1_000_000);
    }
}
