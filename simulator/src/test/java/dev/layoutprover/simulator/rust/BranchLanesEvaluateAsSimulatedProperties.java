package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.kernel.model.CrateReader;
import dev.layoutprover.prover.Prover;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import dev.layoutprover.simulator.memory.Addresses;
import dev.layoutprover.simulator.npy.NpyArray;
import dev.layoutprover.simulator.symbolic.Content;
import dev.layoutprover.simulator.symbolic.ContentEvaluation;
import dev.layoutprover.simulator.symbolic.Part;
import dev.layoutprover.simulator.symbolic.Piece;
import dev.layoutprover.simulator.symbolic.Region;
import dev.layoutprover.simulator.symbolic.Tensor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The symbolic run's formula of a branched or saturating lane pass is the simulator's value: on
 * the unseen crate's {@code abs_by_group} pass with a generated branch mode (a comparison of each
 * kind, an axis toggle, unconditional), operation ({@code MulInt}, the wrapping and saturating adds
 * and subtractions) and operands valid per group, the formula evaluated at every index on inputs
 * spanning signs, small values and the {@code i32} extremes equals the concrete run's output there.
 */
class BranchLanesEvaluateAsSimulatedProperties {

    private static final Path BRANCH = SaturatingLanesSymbolicAgreesTest.CRATES.resolve("unseen/src/lanes/branch.rs");
    private static final String MODE = """
            BranchMode::Comparison([
                    InputCmp::I32(InputCmpI32::False),
                    InputCmp::I32(InputCmpI32::False),
                    InputCmp::I32(InputCmpI32::False),
                    InputCmp::I32(InputCmpI32::Less { boundary: 0 }),
                ])""";
    private static final String OP = ".vector_fxp(FxpBinaryOp::MulInt, [VeBranchOperand::group(VeRhs::constant(-1),"
            + " GroupId::One)])";
    private static final long[] POOL = {0, 1, -1, 2, -2, 3, -3, 7, -7, 100, Integer.MAX_VALUE, Integer.MIN_VALUE,
        Integer.MAX_VALUE - 1, Integer.MIN_VALUE + 1, 5, -100};

    @Provide
    Arbitrary<String> modes() {
        Arbitrary<String> compared = Combinators.combine(Arbitraries.of("Less", "Greater", "Equal", "LessUnsigned",
                "GreaterUnsigned"), Arbitraries.of(-1, 0, 3)).as((k, b) -> "InputCmpI32::" + k + " { boundary: " + b
                + " }");
        Arbitrary<String> fourth = Arbitraries.oneOf(compared, Arbitraries.of("InputCmpI32::True", "InputCmpI32::False"));
        return Arbitraries.oneOf(fourth.map(c -> MODE.replace("InputCmpI32::Less { boundary: 0 }", c)),
                Arbitraries.of("BranchMode::AxisToggle { axis: Ident::L }", "BranchMode::Unconditional"));
    }

    @Provide
    Arbitrary<String> operations() {
        Arbitrary<String> operand = Combinators.combine(Arbitraries.of(-1, 2, 5, Integer.MAX_VALUE),
                Arbitraries.of("GroupId::Zero", "GroupId::One")).as((k, g) -> "VeBranchOperand::group("
                + "VeRhs::constant(" + k + "), " + g + ")");
        Arbitrary<String> operands = operand.list().ofMinSize(1).ofMaxSize(2).map(l -> "[" + String.join(", ", l)
                + "]");
        return Combinators.combine(Arbitraries.of("MulInt", "AddFxp", "SubFxp", "AddFxpSat", "SubFxpSat"), operands)
                .as((op, list) -> ".vector_fxp(FxpBinaryOp::" + op + ", " + list + ")");
    }

    @Property(tries = 12)
    void theFormulaIsTheSimulatedValueAtEveryIndex(@ForAll("modes") String mode, @ForAll("operations") String op)
            throws IOException {
        Path dir = Files.createTempDirectory("branch");
        String text = Files.readString(BRANCH);
        int at = text.indexOf("pub fn abs_by_group");
        String head = text.substring(0, at);
        String body = text.substring(at).replaceFirst("BranchMode::Comparison\\(\\[[^]]*\\]\\)",
                java.util.regex.Matcher.quoteReplacement(mode));
        Assume.that(body.contains(OP));
        Path source = SaturatingLanesSymbolicAgreesTest.variant(dir, "unseen", "src/lanes/branch.rs", text,
                head + body.replace(OP, op));
        Program program = Program.of(CrateReader.read(source));
        int n = 2048;
        int[] x = new int[n];
        for (int i = 0; i < n; i++) {
            x[i] = (int) POOL[i % POOL.length];
        }
        Simulation concrete;
        try (SolverSession session = SolverSession.open(Solver.Z3, Duration.ofSeconds(30))) {
            Prover prover = session.prover();
            concrete = Simulation.run(program, Optional.of("abs_by_group"), OptionalLong.of(7), prover,
                    new Simulation.Given(Map.of("x", NpyArray.int32(new long[] {n}, x)), Optional.empty())
                            .with(Addresses.LOGICAL));
        }
        Assume.that(concrete.violation().isEmpty() && concrete.result().isPresent());
        Tensor out = SymbolicRun.of(program, program.named("abs_by_group").orElseThrow()).outputs().get(0);
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < n && wrong.size() < 3; i++) {
            Optional<Region> here = Optional.empty();
            Content c = null;
            for (Piece p : out.pieces) {
                Optional<Region> r = p.guard().fix(new Part("L", 1, n), i, n);
                if (r.isPresent()) {
                    here = r;
                    c = p.content();
                }
            }
            long symbolic = ContentEvaluation.value(here.orElseThrow().apply(c), Map.of("L", (long) i),
                    (factor, index) -> x[Math.toIntExact(index.get("L"))], 32);
            long simulated = (long) concrete.result().get().value(i);
            if (symbolic != simulated) {
                wrong.add("[L=" + i + "] x=" + x[i] + ": formula " + symbolic + ", simulated " + simulated);
            }
        }
        assertEquals(List.of(), wrong, mode + " " + op);
    }
}
