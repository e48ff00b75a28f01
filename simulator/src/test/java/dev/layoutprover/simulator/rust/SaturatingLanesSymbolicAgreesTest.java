package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.symbolic.SymbolicVerdict;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The saturating lane operations ({@code FxpBinaryOp::AddFxpSat}, {@code SubFxpSat},
 * {@code LeftShiftSat}, the clip's {@code AddFxpSat}) and products of lane operations in the
 * symbolic check: each is one node of the kernel's own reading, as the naive evaluator applies it,
 * so the verdict without a spec is the concrete run's {@code conformant}; against a wrapping spec
 * a replay on the type's extremes refutes them, as the concrete run does.
 */
class SaturatingLanesSymbolicAgreesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    static final Path CRATES = Path.of("..", "cli", "src", "test", "resources", "crates");

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "fused/src/select/masks.rs | saturating_merge | 2048 | add_sat_i32(lhs, rhs)",
        "fused/src/quant/requant.rs | requant_zero_point | 2048 | min_i32(max_i32(add_sat_i32(ashr_i32(5·acc, 6), -3),"
                + " -128), 127)",
        "fused/src/quant/requant.rs | requant_symmetric | 2048 | min_i32(max_i32(add_sat_i32(ashr_i32(3·acc, 4), 0),"
                + " -128), 127)",
        "unseen/src/lanes/int.rs | fxp_four | 2048 | lshr_i32(shl_sat_i32(mul_i32(add_sat_i32(x, 100), 3), 1), 2)",
        "unseen/src/lanes/int.rs | logic_five | 2048 | lshr_i32(shl_i32(xor_i32(or_i32(and_i32(x, 16776960), 17),"
                + " 3855), 2), 1)",
        "unseen/src/lanes/reduce.rs | intra_max_then_add | 2048 | add_sat_i32(max over [R % 4] of (x), 7)"})
    void aSaturatingLaneIsItsOwnReadingAsTheConcreteRunSays(String file, String function, long outputs,
            String reading) {
        SymbolicAgreement.ownReading(RUNS, CRATES.resolve(file), function, outputs, reading);
    }

    @Test
    void againstTheWrappingSumTheLargestValueRefutesTheSaturatingOne() {
        SymbolicAgreement.refuted(RUNS, CRATES.resolve("fused/src/select/masks.rs"), "saturating_merge",
                "lhs[A,B] + rhs[A,B] -> [A,B]", "replayed: with rhs = 2147483647, lhs = 1 everywhere, the kernel gives"
                        + " 2147483647 at [A=0, B=0] and the spec -2147483648");
    }

    @Test
    void aSaturatingSubtractionForTheAddIsRefutedAtAnIndex(@TempDir Path dir) throws IOException {
        Path source = variant(dir, "fused", "src/select/masks.rs", "vector_fxp_zip(FxpBinaryOp::AddFxpSat)",
                "vector_fxp_zip(FxpBinaryOp::SubFxpSat)");
        SymbolicAgreement.conformant(RUNS, source, "saturating_merge", "for each of the 2048 output indices the"
                + " kernel's value is its own reading, sub_sat_i32(lhs, rhs), every input read at the output's own"
                + " index");
        SymbolicVerdict v = SymbolicAgreement.refuted(RUNS, source, "saturating_merge", "lhs[A,B] + rhs[A,B] -> [A,B]",
                "replayed: with rhs = 1, lhs = 0 everywhere, the kernel gives -1 at [A=0, B=0] and the spec 1");
        assertEquals("at the output index [A=0, B=0] the kernel's value is not the spec's: the kernel's terms lhs weigh"
                + " 0 where the spec's weigh 1", v.statement());
    }

    @Test
    void theWrappingAddIsTheSpecsSum(@TempDir Path dir) throws IOException {
        Path source = variant(dir, "fused", "src/select/masks.rs", "vector_fxp_zip(FxpBinaryOp::AddFxpSat)",
                "vector_fxp_zip(FxpBinaryOp::AddFxp)");
        SymbolicAgreement.meets(RUNS, source, "saturating_merge", "lhs[A,B] + rhs[A,B] -> [A,B]");
    }

    @Test
    void aSaturatingShiftByAStreamValueIsUnknown(@TempDir Path dir) throws IOException {
        Path source = variant(dir, "unseen", "src/lanes/int.rs", ".vector_fxp(FxpBinaryOp::LeftShiftSat, 1)",
                ".vector_fxp_with_mode(FxpBinaryOp::LeftShiftSat, BinaryArgMode::Mode00, 1)");
        SymbolicVerdict v = OwnReadingSymbolicTest.check(source, "fxp_four", Optional.empty());
        assertEquals(SymbolicVerdict.Answer.UNKNOWN, v.verdict(), v.toText());
        assertTrue(v.statement().endsWith(".vector_fxp(LeftShiftSat) by 1 (not a constant shift below 32) is not"
                + " modelled symbolically"), v.statement());
    }

    /** A copy of the test crate {@code crate} in {@code dir} with {@code from} replaced by {@code to} in its {@code file}. */
    static Path variant(Path dir, String crate, String file, String from, String to) throws IOException {
        return CrateVariants.replaced(CRATES.resolve(crate), dir, file, from, to);
    }
}
