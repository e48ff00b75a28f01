package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.model.CrateReader;
import dev.layoutprover.simulator.memory.Addresses;
import dev.layoutprover.simulator.oracle.SpecParser;
import dev.layoutprover.simulator.symbolic.SymbolicVerdict;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Vector Engine's stash, conversions, unary operations, fused multiply-add, division, split and
 * concat, the zips' argument modes and constants that are not integers in the symbolic check: each
 * corpus kernel that uses them is its own reading without a spec, as its concrete run is conformant
 * against the naive evaluator ({@link OwnReadingSymbolicTest}); and against a spec, or with a tile
 * skipped, the symbolic verdict is the concrete run's, each refutation replayed.
 */
class FloatLanesSymbolicAgreesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String OWN = " every input read at the output's own index";

    @ParameterizedTest(name = "{1} against {2}")
    @CsvSource(delimiter = '|', value = {
        // the stash read at the stream's own index
        "normal.rs | ve_elementwise_stash_i32 | max(input[A] * 2, input[A]) -> [A] | true | | ",
        "normal.rs | ve_elementwise_stash_i32 | min(input[A] * 2, input[A]) -> [A] | false | | ",
        "normal.rs | ve_elementwise_stash_i32 | max(input[A] * 2, input[A]) -> [A] | false "
                + "| .vector_clip(ClipBinaryOpI32::Max, Stash) | .vector_clip(ClipBinaryOpI32::Min, Stash)",
        // the fused multiply-add x · 2 + 3, replayed on small integers
        "zip.rs | ve_elementwise_ternary | input[A] * 3 + 2 -> [A] | false | | ",
        // split, concat and the zip's argument mode: Mode10 is group 1 - group 0
        "normal.rs | ve_group_pair_fp_zip_with_mode | rhs[A] - lhs[A] -> [A] | true | | ",
        "normal.rs | ve_group_pair_fp_zip_with_mode | lhs[A] - rhs[A] -> [A] | false | | "})
    void againstASpecTheVerdictIsTheConcreteRuns(String file, String function, String spec, boolean correct,
            String from, String to, @TempDir Path dir) throws IOException {
        Path source = ReferenceCrate.source("vector_engine", file);
        if (from != null) {
            // the module on its own: the crate root's prelude, types and axes in place of `use super::*;`
            String root = Files.readString(ReferenceCrate.SRC.resolve("vector_engine.rs"));
            source = LargeKernelsSymbolicTest.variant(dir, source, "use super::*;;" + from,
                    root.substring(0, root.indexOf("mod normal;")) + "use furiosa_visa_std::prelude::*;;" + to);
        }
        SymbolicVerdict v = agree(source, function, spec, correct);
        assertNotEquals(SymbolicVerdict.Answer.UNKNOWN, v.verdict(), v.toText());
    }

    /** The i32 pass's stages, each replaced by the line of {@link #FLOAT_CHAIN} at its place. */
    private static final String CHAIN = "fetch::<i32, m![N / 2048 % 512], m![N % 8]>();;collect::<m![N / 2048 % 512],"
            + " m![N % 8]>();;.vector_fxp(FxpBinaryOp::MulInt, 3);;.vector_fxp(FxpBinaryOp::AddFxp, 5);;"
            + ".vector_clip(ClipBinaryOpI32::Max, 0)";
    private static final String FLOAT_CHAIN = "fetch::<i32, m![N / 2048 % 512, N % 8 / 4], m![N % 4]>();;"
            + "collect::<m![N / 2048 % 512, N % 8 / 4], m![N % 4 # 8]>();;.vector_fxp_to_fp(31).vector_trim_way4::<m![N % 4]>();;"
            + ".vector_fp_unary(FpUnaryOp::Exp).vector_fp_div(FpDivBinaryOp::DivF, 2.0f32);;"
            + ".vector_pad_way8::<m![N % 4 # 8]>().vector_fp_to_fxp(31)";

    @ParameterizedTest(name = "tiles from {0}")
    @CsvSource({"0, true", "1, false"})
    void aSkippedTileOfConversionsAndFloatOperationsIsRefuted(int first, boolean whole, @TempDir Path dir)
            throws IOException {
        Path file = LargeKernelsSymbolicTest.variant(dir, LargeKernelsSymbolicTest.LARGE.resolve(
                "affine_relu_i32_tiled.rs"), "N = 1073741824;;TILES: usize = 1024;;1 # 1024, N % 1048576;;" + CHAIN
                + ";;for t in 0..TILES", "N = 2097152;;TILES: usize = 2;;1 # 2, N % 1048576;;" + FLOAT_CHAIN
                + ";;for t in " + first + "..TILES");
        SymbolicVerdict own = OwnReadingSymbolicTest.check(file, "affine_relu_i32_tiled", Optional.empty());
        Simulation run = concrete(RUNS, file, "affine_relu_i32_tiled", Optional.empty());
        if (whole) {
            assertEquals("for each of the 2097152 output indices the kernel's value is its own reading, fp_to_fxp_i32("
                    + "div_f32(exp_f32(fxp_to_fp_f32(x, 31)), 2), 31)," + OWN, own.statement(), own.toText());
            assertTrue(run.passed(), "the concrete run");
        } else {
            // an index never written is refuted, with a spec or without, as the concrete run says
            assertEquals(SymbolicVerdict.Answer.REFUTED, own.verdict(), own.toText());
            assertEquals("the output index [N=0] is never written", own.statement());
            assertEquals(1048576, run.report().orElseThrow().unwritten(), run::toString);
            assertTrue(!run.passed(), "the concrete run");
            SymbolicVerdict v = agree(file, "affine_relu_i32_tiled", "x[N] -> [N]", false);
            assertEquals(SymbolicVerdict.Answer.REFUTED, v.verdict(), v.toText());
            assertEquals("the output index [N=0] is never written", v.statement());
        }
    }

    /** Both checks of {@code function} against {@code spec}: the concrete run matches it exactly when {@code correct}, and the symbolic verdict agrees. */
    private static SymbolicVerdict agree(Path file, String function, String spec, boolean correct) {
        SymbolicVerdict symbolic = OwnReadingSymbolicTest.check(file, function, Optional.of(spec));
        assertEquals(correct, concrete(RUNS, file, function, Optional.of(spec)).expectation().orElseThrow().matches(),
                "the concrete run");
        if (symbolic.verdict() != SymbolicVerdict.Answer.UNKNOWN) {
            assertEquals(correct, symbolic.verdict() == SymbolicVerdict.Answer.CONFORMANT, symbolic.toText());
        }
        return symbolic;
    }

    /**
     * The concrete run of {@code function} (seed 7, logical addresses as {@code layout simulate}
     * runs, against {@code spec} when given), which must break no rule.
     */
    static Simulation concrete(KernelRuns runs, Path file, String function, Optional<String> spec) {
        Simulation run = Simulation.run(Program.of(CrateReader.read(file)), Optional.of(function), OptionalLong.of(7),
                runs.prover, new Simulation.Given(Map.of(), spec.map(SpecParser::parse)).with(Addresses.LOGICAL));
        assertEquals(Optional.empty(), run.violation().map(Object::toString));
        return run;
    }
}
