package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.model.CrateReader;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.prover.Prover;
import dev.layoutprover.simulator.memory.Addresses;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import dev.layoutprover.simulator.oracle.Difference;
import dev.layoutprover.simulator.oracle.SpecException;
import dev.layoutprover.simulator.oracle.SpecParser;
import dev.layoutprover.simulator.oracle.SpecVerdict;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Every device function of the reference crate whose test states an expected value in the spec's
 * notation, run with the spec of {@code corpus-expectations.txt} on seeded inputs of our own, with
 * logical addresses as {@code layout simulate} runs a crate: each must run to the end and compute
 * its spec. A function the reader refuses, that stops at a rule, or whose output differs fails the
 * test with the reason.
 */
class CorpusExpectationsTest {

    private static final Path CRATE = Path.of("..", "..", "shared", "corpus", "furiosa-visa-examples", "src");

    private record Row(String file, String function, String spec) {}

    private static List<Row> rows() throws IOException {
        List<Row> rows = new ArrayList<>();
        try (InputStream in = CorpusExpectationsTest.class.getResourceAsStream("/corpus-expectations.txt")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] p = line.split("\\|");
                rows.add(new Row(p[0].strip(), p[1].strip(), p[2].strip()));
            }
        }
        return rows;
    }

    /**
     * The zip kernel multiplies its two groups ({@code FpBinaryOp::MulF}); a spec that adds them, as
     * the comment beside the reference's test says, is refuted at the first index and the
     * operation the kernel computes is named.
     */
    @Test
    void aSpecWithTheWrongOperationIsRefutedAndTheKernelsOperationNamed() {
        Assumptions.assumeTrue(Files.isDirectory(CRATE), "the reference crate is not beside the checkout: " + CRATE);
        try (SolverSession proverSession = SolverSession.open(Solver.Z3, Duration.ofSeconds(30))) {
            Program p = Program.of(CrateReader.read(CRATE.resolve("vector_engine/zip.rs")));
            Simulation s = Simulation.run(p, Optional.of("ve_group_pair_ternary"), OptionalLong.empty(),
                    proverSession.prover(), new Simulation.Given(Map.of(), Optional.of(
                            SpecParser.parse("(lhs[A] * 2 + 1) + (rhs[A] * 3 + 2) -> [A]"))).with(Addresses.LOGICAL));
            assertTrue(s.violation().isEmpty() && s.report().orElseThrow().conformant(), "the kernel agrees with the naive evaluator");
            SpecVerdict v = s.expectation().orElseThrow();
            assertEquals(512, v.mismatchCount());
            Difference d = v.first().orElseThrow();
            assertEquals(Map.of("A", 0L), d.index());
            assertEquals("what (((lhs[A] * 2) + 1) * ((rhs[A] * 3) + 2)) gives, where the spec has +",
                    d.explanation().orElseThrow());
        }
    }

    @Test
    void everyCorpusKernelTheReaderRunsComputesItsSpec() throws IOException {
        Assumptions.assumeTrue(Files.isDirectory(CRATE), "the reference crate is not beside the checkout: " + CRATE);
        List<String> matched = new ArrayList<>();
        List<String> failed = new ArrayList<>();
        List<String> notRun = new ArrayList<>();
        try (SolverSession proverSession = SolverSession.open(Solver.Z3, Duration.ofSeconds(30))) {
            Prover prover = proverSession.prover();
            for (Row r : rows()) {
                // Every spec is well formed, whether or not its kernel runs yet.
                var spec = SpecParser.parse(r.spec());
                String at = r.file() + " " + r.function();
                Simulation s;
                try {
                    Program p = Program.of(CrateReader.read(CRATE.resolve(r.file())));
                    s = Simulation.run(p, Optional.of(r.function()), OptionalLong.empty(), prover,
                            new Simulation.Given(Map.of(), Optional.of(spec)).with(Addresses.LOGICAL));
                } catch (KernelError e) {
                    notRun.add(at + ": " + e.getMessage().lines().findFirst().orElse(""));
                    continue;
                } catch (SpecException e) {
                    // The reader's inputs or output are not the tensors the crate's test passes.
                    notRun.add(at + ": read with other tensors than the test's: " + e.getMessage());
                    continue;
                }
                if (s.expectation().isEmpty()) {
                    notRun.add(at + ": " + s.violation().map(Finding::rule).orElse("no output"));
                    continue;
                }
                SpecVerdict v = s.expectation().get();
                (v.matches() ? matched : failed).add(at + ": " + String.join("\n  ", v.describe()));
            }
        }
        System.out.println("corpus expectations: " + matched.size() + " matched, " + failed.size() + " differ, "
                + notRun.size() + " not run yet" + (notRun.isEmpty() ? "" : ":\n  " + String.join("\n  ", notRun)));
        assertTrue(failed.isEmpty() && notRun.isEmpty(), String.join("\n", failed) + "\n" + String.join("\n", notRun));
    }
}
