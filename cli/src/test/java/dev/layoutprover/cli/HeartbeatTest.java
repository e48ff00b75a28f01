package dev.layoutprover.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A long step is reported on standard error while it runs; a short one prints nothing. */
class HeartbeatTest {

    @Test
    void aStepLongerThanThePeriodIsReportedWithWhatItIsAndItsSeconds() {
        StringWriter text = new StringWriter();
        PrintWriter err = new PrintWriter(text, true);
        String result = Heartbeat.during(err, "verify: checking big.rs", Duration.ofMillis(5), () -> {
            // wait until a beat was printed (at most 10 s), then return
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (System.nanoTime() < deadline) {
                synchronized (err) {
                    if (!text.toString().isEmpty()) {
                        break;
                    }
                }
                Thread.onSpinWait();
            }
            return "done";
        });
        assertEquals("done", result);
        String first = text.toString().lines().findFirst().orElseThrow();
        assertEquals("verify: checking big.rs… (0 s)", first);
        assertTrue(text.toString().lines().allMatch(l -> l.matches("verify: checking big\\.rs… \\([0-9]+ s\\)")), text::toString);
    }

    @Test
    void aStepShorterThanThePeriodPrintsNothingAndNothingFollowsIt() throws InterruptedException {
        StringWriter text = new StringWriter();
        PrintWriter err = new PrintWriter(text, true);
        assertEquals(42, Heartbeat.during(err, "verify: checking small.rs", Duration.ofSeconds(10), () -> 42));
        Thread.sleep(50);
        assertEquals("", text.toString());
    }
}
