package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.layoutprover.kernel.model.CrateReader;
import dev.layoutprover.prover.Prover;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.simulator.oracle.Spec;
import dev.layoutprover.simulator.oracle.SpecParser;
import dev.layoutprover.simulator.symbolic.SymbolicVerdict;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * On kernels small enough to run, the symbolic verdict is the concrete run's: a kernel the
 * symbolic check proves computes its spec on seeded random inputs, one it refutes does not. The
 * kernels are the reference crate's {@code matmul_4096} (its TRF operand and result moved off the
 * lhs's bytes, so that the concrete run breaks no overlap rule) with the inter-slice reduction
 * {@code Add}, {@code Max} or {@code Min}, on seeded inputs.
 */
class SymbolicAgreesWithConcreteProperties {

    private static final Path FILE = Path.of("..", "..", "shared", "corpus", "furiosa-visa-examples", "src", "matmul",
            "matmul_4096.rs");
    private static final Spec SPEC = SpecParser.parse("lhs[A,B] * rhs[B] -> [A]");

    @Provide
    Arbitrary<String> reductions() {
        return Arbitraries.of("Add", "Max", "Min");
    }

    @Property(tries = 4)
    void theSymbolicVerdictIsTheConcreteRunsOnMatmul4096(@ForAll("reductions") String op,
            @ForAll @IntRange(min = 1, max = 1000) int seed)
            throws IOException {
        Assume.that(Files.isRegularFile(FILE));
        String text = Files.readString(FILE)
                .replace("m![B % 32]>(&mut ctx.tdma, 0)", "m![B % 32]>(&mut ctx.tdma, 65536)")
                .replace(".commit(0);", ".commit(131072);")
                .replace("InterSliceReduceOpI32::Add", "InterSliceReduceOpI32::" + op);
        Path dir = Files.createTempDirectory("symbolic");
        Path file = dir.resolve("matmul_4096.rs");
        Files.writeString(file, text);
        try (SolverSession session = SolverSession.open(Solver.Z3, Duration.ofSeconds(30))) {
            Prover prover = session.prover();
            Program p = Program.of(CrateReader.read(file));
            SymbolicVerdict symbolic = SymbolicRun.check(p, p.named("matmul_4096").orElseThrow(), Optional.of(SPEC));
            Simulation concrete = Simulation.run(Program.of(CrateReader.read(file)), Optional.of("matmul_4096"),
                    OptionalLong.of(seed), prover, new Simulation.Given(Map.of(),
                            Optional.of(SPEC)));
            assertEquals(Optional.empty(), concrete.violation().map(Object::toString));
            assertNotEquals(SymbolicVerdict.Answer.UNKNOWN, symbolic.verdict(), symbolic.toText());
            boolean matches = concrete.expectation().orElseThrow().matches();
            assertEquals(matches, symbolic.verdict() == SymbolicVerdict.Answer.CONFORMANT, op + " seed " + seed + ": " + symbolic.toText());
            assertEquals(op.equals("Add"), matches, op);
        } finally {
            Files.deleteIfExists(file);
            Files.deleteIfExists(dir);
        }
    }
}
