package dev.layoutprover.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Progress of one long step on standard error: while the step runs, a line every period saying
 * what it is and how long it has run, so that a run of many seconds is never silent. A step done
 * within the first period prints nothing.
 *
 * <p>Example: {@code Heartbeat.during(err, "verify: checking crates/big", () -> check())} prints,
 * when {@code check()} takes 25 s, {@code verify: checking crates/big… (10 s)} and then
 * {@code verify: checking crates/big… (20 s)}.
 */
final class Heartbeat {

    /** How often a long step is reported. */
    static final Duration PERIOD = Duration.ofSeconds(10);

    private Heartbeat() {}

    /** Runs {@code step}, reporting {@code what} every {@link #PERIOD} until it returns. */
    static <T> T during(PrintWriter err, String what, Supplier<T> step) {
        return during(err, what, PERIOD, step);
    }

    /** Runs {@code step}, reporting {@code what} every {@code period} until it returns. */
    static <T> T during(PrintWriter err, String what, Duration period, Supplier<T> step) {
        long start = System.nanoTime();
        ScheduledExecutorService beats = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "heartbeat");
            t.setDaemon(true);
            return t;
        });
        long millis = Math.max(1, period.toMillis());
        beats.scheduleAtFixedRate(() -> {
            long seconds = (System.nanoTime() - start) / 1_000_000_000L;
            synchronized (err) {
                err.println(what + "… (" + seconds + " s)");
                err.flush();
            }
        }, millis, millis, TimeUnit.MILLISECONDS);
        try {
            return step.get();
        } finally {
            beats.shutdownNow();
            try {
                // a beat already printing finishes its line before the step's own output follows
                beats.awaitTermination(1, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
