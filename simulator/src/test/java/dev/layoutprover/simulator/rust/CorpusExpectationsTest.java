package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.model.CrateReader;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.prover.Prover;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
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
 * Every device function of the reference crate whose test states an expected value, run with the
 * spec of {@code corpus-expectations.txt}: each one the reader runs to the end must compute its
 * spec. Functions the reader refuses, or that stop at a rule, are listed (the crate reader and
 * the engines grow to cover them).
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
                            new Simulation.Given(Map.of(), Optional.of(spec)));
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
        assertTrue(failed.isEmpty(), String.join("\n", failed));
    }
}
