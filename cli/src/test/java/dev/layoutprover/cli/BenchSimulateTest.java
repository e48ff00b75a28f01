package dev.layoutprover.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/**
 * {@code layout bench simulate}: its arguments are checked before anything runs (the measured run
 * itself is the end-to-end check of {@code scripts/test}).
 */
class BenchSimulateTest {

    private static int run(StringWriter err, String... args) {
        return Main.run(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true), args);
    }

    @Test
    void zeroRunsIsBadInputNamingTheOption() {
        StringWriter err = new StringWriter();
        assertEquals(2, run(err, "bench", "simulate", "--runs", "0"));
        assertTrue(err.toString().contains("--runs 0: expected 1 to 100"), err.toString());
    }

    @Test
    void macsPerSecondCountOnlyConformantConcreteRunsPerWallAndPerCpuSecond() {
        SimulateBench.Row simulated = new SimulateBench.Row("k", 1_000_000, "conformant", true, 0.5, 0.8, 0, "");
        assertEquals(2e6, simulated.macsPerSecond());
        assertEquals(1.25e6, simulated.macsPerCpuSecond());
        SimulateBench.Row symbolic = new SimulateBench.Row("k", 1L << 42, "conformant", false, 0.5, 0.8, 0, "");
        assertEquals(0, symbolic.macsPerSecond());
        assertEquals(0, symbolic.macsPerCpuSecond());
        SimulateBench.Row broken = new SimulateBench.Row("k", 1_000_000, "rule-broken", true, 0.5, 0.8, 0, "why");
        assertEquals(0, broken.macsPerSecond());
        assertEquals(0, broken.macsPerCpuSecond());
    }

    @Test
    void aNegativeBudgetIsBadInputNamingTheOption() {
        StringWriter err = new StringWriter();
        assertEquals(2, run(err, "bench", "simulate", "--max-macs", "-1"));
        assertTrue(err.toString().contains("--max-macs -1: must be at least 0"), err.toString());
    }

    @Test
    void theGemmOverTheBudgetIsSkippedNotRun(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        StringWriter out = new StringWriter();
        int exit = Main.run(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true), "bench", "simulate",
                "--max-macs", "1", "--corpus", dir.resolve("none").toString(), "--examples", dir.resolve("none").toString());
        assertEquals(0, exit, out::toString);
        assertTrue(out.toString().contains("(hello-tcp gemm takes 536870912 MACs, over --max-macs 1: skipped)\n"),
                out::toString);
        assertTrue(out.toString().contains("all simulated conformant runs: 0 MACs"), out::toString);
    }
}
