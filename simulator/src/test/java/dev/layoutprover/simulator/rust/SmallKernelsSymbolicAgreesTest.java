package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.model.CrateReader;
import dev.layoutprover.simulator.oracle.Spec;
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
 * The large kernels cut down to sizes a concrete run makes (their axes and tile counts replaced),
 * as written and with one mistake each, checked both ways: the symbolic verdict is the concrete
 * run's — conformant exactly when the run computes the spec, refuted exactly when it does not —
 * or unknown, never the other answer. A tile of four steps shows the reference's tile start: from
 * step {@code 4 * k} the copy is the identity, from step {@code k} it is not (and the symbolic
 * check, which reads only windows at a multiple of their steps, says unknown).
 */
class SmallKernelsSymbolicAgreesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String GEMM = "I = 8192, J = 4096, K = 4096;;I_TILES: usize = 32;;J_TILES: usize = 32;;"
            + "1 # 32, J % 128;;1 # 32, I % 256";
    private static final String GEMM_SMALL = "I = 512, J = 256, K = 64;;I_TILES: usize = 2;;J_TILES: usize = 2;;"
            + "1 # 2, J % 128;;1 # 2, I % 256";
    private static final String ADD = "N = 1073741824;;TILES: usize = 1024;;1 # 1024, N % 1048576";
    private static final String ADD_SMALL = "N = 2097152;;TILES: usize = 2;;1 # 2, N % 1048576";
    private static final String AFFINE = "N = 1073741824;;TILES: usize = 1024;;1 # 1024, N % 1048576";
    private static final String AFFINE_SMALL = "N = 2097152;;TILES: usize = 2;;1 # 2, N % 1048576";
    private static final String ROWS = "A = 16777216;;TILES: usize = 1024;;1 # 1024, A % 16384";
    private static final String ROWS_SMALL = "A = 32768;;TILES: usize = 2;;1 # 2, A % 16384";

    @ParameterizedTest(name = "{0} {4}")
    @CsvSource(delimiter = '|', value = {
        "gemm_bf16_tiled | a[I,K] * b[K,J] -> [I,J] | " + GEMM + " | " + GEMM_SMALL + " | as written | | ",
        "gemm_bf16_tiled | a[I,K] * b[K,J] -> [I,J] | " + GEMM + " | " + GEMM_SMALL
                + " | an operand from the wrong tile | tile_product(ctx, rows, columns, c_tile); "
                + "| tile_product(ctx, rows, b.view().tile::<m![J / 128], 1, m![K, 1 # 2, J % 128]>(0), c_tile);",
        "gemm_bf16_tiled | a[I,K] * b[K,J] -> [I,J] | " + GEMM + " | " + GEMM_SMALL
                + " | a row tile written twice | for i in 0..I_TILES | for i in 1..I_TILES",
        "add_i32_tiled | lhs[N] + rhs[N] -> [N] | " + ADD + " | " + ADD_SMALL + " | as written | | ",
        "add_i32_tiled | lhs[N] + rhs[N] -> [N] | " + ADD + " | " + ADD_SMALL
                + " | lhs twice | let b = rhs.view() | let b = lhs.view()",
        "add_i32_tiled | lhs[N] + rhs[N] -> [N] | " + ADD + " | " + ADD_SMALL
                + " | the tiles written in reverse | let o = out.view_mut().tile::<m![N / 1048576], 1, m![1 # 2, N % 1048576]>(t);"
                + " | let o = out.view_mut().tile::<m![N / 1048576], 1, m![1 # 2, N % 1048576]>(1 - t);",
        "affine_relu_i32_tiled | max(x[N] * 3 + 5, 0) -> [N] | " + AFFINE + " | " + AFFINE_SMALL + " | as written | | ",
        "affine_relu_i32_tiled | max(x[N] * 3 + 5, 0) -> [N] | " + AFFINE + " | " + AFFINE_SMALL
                + " | another constant | AddFxp, 5 | AddFxp, 6",
        "affine_relu_i32_tiled | max(x[N] * 3 + 5, 0) -> [N] | " + AFFINE + " | " + AFFINE_SMALL
                + " | min for max | ClipBinaryOpI32::Max | ClipBinaryOpI32::Min",
        "affine_relu_f32_tiled | max(x[N] * 2 + 1, 0) -> [N] | " + AFFINE + " | " + AFFINE_SMALL + " | as written | | ",
        "affine_relu_f32_tiled | max(x[N] * 2 + 1, 0) -> [N] | " + AFFINE + " | " + AFFINE_SMALL
                + " | a subtraction for the addition | FpBinaryOp::AddF | FpBinaryOp::SubF",
        "row_sum_f32_tiled | x[A,R] -> [A] | " + ROWS + " | " + ROWS_SMALL + " | as written | | ",
        "row_sum_f32_tiled | x[A,R] -> [A] | " + ROWS + " | " + ROWS_SMALL
                + " | max for add | IntraSliceReduceOpF32::Add | IntraSliceReduceOpF32::Max"})
    void theSymbolicVerdictIsTheConcreteRuns(String function, String spec, String large, String small, String what,
            String from, String to, @TempDir Path dir) throws IOException {
        Path file = LargeKernelsSymbolicTest.variant(dir, LargeKernelsSymbolicTest.LARGE.resolve(function + ".rs"),
                large, small);
        if (from != null) {
            file = LargeKernelsSymbolicTest.variant(dir, file, from, to);
        }
        agree(file, function, SpecParser.parse(spec), from == null);
    }

    @ParameterizedTest(name = "tile of 4 steps from step {0}")
    @CsvSource({"4 * k, true", "k, false"})
    void aTileOfSeveralStepsStartsAtItsStep(String start, boolean identity, @TempDir Path dir) throws IOException {
        Path file = dir.resolve("tile_four.rs");
        Files.writeString(file, """
                use furiosa_visa_std::prelude::*;
                axes![A = 64, B = 256];
                #[device(chip = 1)]
                pub fn tile_four(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![A, B]>) -> HbmTensor<i32, m![1], m![A, B]> {
                    let mut out = unsafe { HbmTensor::<i32, m![1], m![A, B]>::from_addr(1 << 20) };
                    for k in 0..4 {
                        let t = x.view().tile::<m![B / 16], 4, m![A, 1 # 4, B % 64]>(START);
                        let d = t.to_dm::<m![1 # 2], m![A], m![B % 64]>(&mut ctx.tdma, 0);
                        let o = out.view_mut().tile::<m![B / 16], 4, m![A, 1 # 4, B % 64]>(START);
                        d.view().to_hbm_view(&mut ctx.tdma, o);
                    }
                    out
                }
                """.replace("START", start));
        SymbolicVerdict v = agree(file, "tile_four", SpecParser.parse("x[A,B] -> [A,B]"), identity);
        if (!identity) {
            assertTrue(v.statement().contains("a tile of 4 along B / 16 % 16 from step 1 read other than by a copy into a"
                    + " tile as wide"), v.toText());
        }
    }

    @ParameterizedTest(name = "vrf_add against {0}")
    @CsvSource({"'lhs[A,B] + rhs[B] -> [A,B]', true", "'lhs[A,B] - rhs[B] -> [A,B]', false",
        "'max(lhs[A,B], rhs[B]) -> [A,B]', false"})
    void aVrfOperandIsReadAtTheStreamsOwnIndex(String spec, boolean correct, @TempDir Path dir) throws IOException {
        Path source = ReferenceCrate.source("vrf_add.rs");
        // rhs and the result moved off lhs's bytes, so that the concrete run breaks no overlap rule
        Path file = LargeKernelsSymbolicTest.variant(dir, source, "(&mut ctx.tdma, 512);;ResultDmTensor::from_addr(0)",
                "(&mut ctx.tdma, 1 << 16);;ResultDmTensor::from_addr(1 << 17)");
        SymbolicVerdict v = agree(file, "vrf_add", SpecParser.parse(spec), correct);
        assertNotEquals(SymbolicVerdict.Answer.UNKNOWN, v.verdict(), v.toText());
    }

    @ParameterizedTest(name = "{1} against {2}")
    @CsvSource(delimiter = '|', value = {
        // each group of an unzipped pair with its own operand, () leaving its group as it is
        "zip.rs | ve_group_pair_preprocess_both | lhs[A] * 2 + rhs[A] * 3 -> [A] | true",
        "zip.rs | ve_group_pair_preprocess_both | lhs[A] * 3 + rhs[A] * 2 -> [A] | false",
        "zip.rs | ve_group_pair_preprocess_g0 | lhs[A] * 10 + rhs[A] -> [A] | true",
        "zip.rs | ve_group_pair_preprocess_g1 | lhs[A] * 10 + rhs[A] -> [A] | false",
        "zip.rs | ve_group_pair_preprocess_g1 | lhs[A] + rhs[A] * 10 -> [A] | true",
        "zip.rs | ve_group_pair_chain | lhs[A] * 2 + rhs[A] * 3 + 80 -> [A] | true",
        "zip.rs | ve_group_pair_chain | lhs[A] * 2 + rhs[A] * 3 + 30 -> [A] | false",
        // BinaryArgMode::ModeXY: the operation's arguments, 0 the stream and 1 the operand
        "normal.rs | ve_elementwise_fxp_with_mode | 7 - input[A] -> [A] | true",
        "normal.rs | ve_elementwise_fxp_with_mode | input[A] - 7 -> [A] | false",
        "normal.rs | ve_elementwise_fp_binary_with_mode | 2 - input[A] -> [A] | true",
        "normal.rs | ve_elementwise_fp_binary_with_mode | input[A] - 2 -> [A] | false",
        "normal.rs | ve_elementwise_clip_with_mode | input[A] * 0 + 6 -> [A] | true",
        "normal.rs | ve_elementwise_clip_with_mode | input[A] + 3 -> [A] | false"})
    void aPairOrAnArgumentModeGivesTheConcreteRunsVerdict(String file, String function, String spec, boolean correct) {
        Path source = ReferenceCrate.source("vector_engine", file);
        SymbolicVerdict v = agree(source, function, SpecParser.parse(spec), correct);
        assertNotEquals(SymbolicVerdict.Answer.UNKNOWN, v.verdict(), v.toText());
    }

    @ParameterizedTest(name = "tile_simple {0}")
    @CsvSource(delimiter = '|', value = {
        // an HbmTensorView parameter: the input passed as the view of the whole of it
        "as written | | | true",
        "its first tile skipped | for b in 0..32 | for b in 1..32 | false",
        "its last tile skipped | for b in 0..32 | for b in 0..31 | false"})
    void aViewParameterGivesTheConcreteRunsVerdict(String what, String from, String to, boolean correct,
            @TempDir Path dir) throws IOException {
        Path source = ReferenceCrate.source("tile.rs");
        Path file = from == null ? source : LargeKernelsSymbolicTest.variant(dir, source, from, to);
        SymbolicVerdict v = agree(file, "tile_simple", SpecParser.parse("input[A,B] -> [B,A]"), correct);
        assertNotEquals(SymbolicVerdict.Answer.UNKNOWN, v.verdict(), v.toText());
    }

    /** Both checks of {@code function}: the concrete run must match the spec exactly when {@code correct}, and the symbolic verdict agree. */
    private static SymbolicVerdict agree(Path file, String function, Spec spec, boolean correct) {
        Program p = Program.of(CrateReader.read(file));
        SymbolicVerdict symbolic = SymbolicRun.check(p, p.named(function).orElseThrow(), Optional.of(spec));
        Simulation concrete = Simulation.run(Program.of(CrateReader.read(file)), Optional.of(function),
                OptionalLong.of(7), RUNS.prover, new Simulation.Given(Map.of(), Optional.of(spec)));
        assertEquals(Optional.empty(), concrete.violation().map(Object::toString));
        boolean matches = concrete.expectation().orElseThrow().matches();
        assertEquals(correct, matches, "the concrete run");
        if (symbolic.verdict() != SymbolicVerdict.Answer.UNKNOWN) {
            assertEquals(matches, symbolic.verdict() == SymbolicVerdict.Answer.CONFORMANT, symbolic.toText());
        } else {
            assertNotEquals(true, correct, "a correct kernel the check models is proved: " + symbolic.toText());
        }
        return symbolic;
    }
}
