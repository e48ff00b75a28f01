package dev.layoutprover.simulator.rust;

import static dev.layoutprover.simulator.rust.LargeKernelsSymbolicTest.LARGE;
import static dev.layoutprover.simulator.rust.LargeKernelsSymbolicTest.check;
import static dev.layoutprover.simulator.rust.LargeKernelsSymbolicTest.variant;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.model.CrateReader;
import dev.layoutprover.simulator.symbolic.SymbolicVerdict;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * More kernels of {@code examples/kernels/large} as a user writes them next (a batched GEMM with the
 * batch in an outer loop, a left operand stored transposed, output tiles named by a struct and
 * walked in an enum's order, a 2-D elementwise map tiled over both axes, a tiled transposed copy,
 * ...), each proved against its spec, and copies with one mistake (a loop bound cut short, a tile
 * index off by one or from the wrong loop, the wrong operation, a wrong spec) refuted at an output
 * index with a concrete replay.
 */
class LargeKernelsMoreSymbolicTest {

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "batched_gemm_bf16 | a[N,I,K] * b[N,K,J] -> [N,I,J] | for each of the 67108864 output indices the kernel sums a·b over each of the 4096 values of K exactly once",
        "gemm_bf16_a_transposed | a[K,I] * b[K,J] -> [I,J] | for each of the 33554432 output indices the kernel sums a·b over each of the 4096 values of K exactly once",
        "gemm_bf16_tile_coords | a[I,K] * b[K,J] -> [I,J] | the output's 1024 written regions cover it exactly once",
        "scale_shift_i32_2d | x[R,C] * 3 - 7 -> [R,C] | for each of the 4294967296 output indices the kernel's value is the spec's",
        "transpose_i8_tiled | x[R,C] -> [C,R] | for each of the 4294967296 output indices the kernel adds x, each term once",
        "gemv_i8_halves | lhs[A,B] * rhs[B] -> [A] | for each of the 65536 output indices the kernel sums lhs·rhs over each of the 65536 values of B exactly once",
        "gemm_bias_bf16 | a[I,K] * b[K,J] + bias[J] -> [I,J] | the kernel's value is the spec's a[I,K] * b[K,J] + bias[J] -> [I,J], each of its operations one f32 operation of the kernel"})
    void theLargeKernelIsProvedAgainstItsSpec(String function, String spec, String fragment) {
        SymbolicVerdict v = check(LARGE.resolve(function + ".rs"), function, spec);
        assertEquals(SymbolicVerdict.Answer.CONFORMANT, v.verdict(), v.toText());
        assertTrue(v.toText().contains(fragment), v.toText());
    }

    /** The kernel's own reading, as a crate run or a command without {@code --expect} decides it. */
    static SymbolicVerdict ownReading(Path file, String function) {
        Program p = Program.of(CrateReader.read(file));
        return SymbolicRun.check(p, p.named(function).orElseThrow(), Optional.empty());
    }

    // A maximum folded block by block over a long row is the maximum over the row; a fold that misses
    // a block (a bound cut short, a block index that repeats) is a partial maximum, which no spec can
    // state: unknown with the block it misses. Against a sum spec it is refuted.
    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "- | - | CONFORMANT | max over [R % 1024, R / 1024 % 64] of (x), every input read at the output's own index",
        "for j in 0..COLUMN_BLOCKS | for j in 0..COLUMN_BLOCKS - 2 | UNKNOWN | at [A=0] the kernel folds max over 62 of the 64 blocks R / 1024 % 64 (not over block 62)",
        "R % 1024]>(j) | R % 1024]>(j / 2 * 2) | UNKNOWN | folds max over 32 of the 64 blocks R / 1024 % 64 (not over block 1)",
        "ClipBinaryOpI32::Max | ClipBinaryOpI32::Min | UNKNOWN | the kernel reduces 1024 of the 65536 values of R with max, not the whole axis"})
    void theRowMaximumFoldedOverBlocksIsItsOwnReading(String from, String to, SymbolicVerdict.Answer expected,
            String fragment, @TempDir Path dir) throws IOException {
        Path file = LARGE.resolve("row_max_i32_wide.rs");
        SymbolicVerdict v = ownReading(from.equals("-") ? file : variant(dir, file, from, to), "row_max_i32_wide");
        assertEquals(expected, v.verdict(), v.toText());
        assertTrue(v.toText().contains(fragment), v.toText());
    }

    @ParameterizedTest(name = "{0}: {4}")
    @CsvSource(delimiter = '|', value = {
        // a row maximum is no sum
        "row_max_i32_wide | x[A,R] -> [A] | fn block_max( | fn block_max( | REFUTED | with x = 1 everywhere, the kernel gives 1 at [A=0] and the spec 65536",
        "gemm_bias_bf16 | a[I,K] * b[K,J] + bias[J] -> [I,J] | m![1 # 32, J % 128]>(j); | m![1 # 32, J % 128]>(0); | REFUTED | with bias[J=0] 1 and 0 elsewhere, a, b 0, the kernel gives 1 at [I=0, J=1024] and the spec 0.0",
        "gemm_bias_bf16 | a[I,K] * b[K,J] + bias[J] -> [I,J] | FpBinaryOp::AddF | FpBinaryOp::SubF | REFUTED | with bias = 1, b = 0, a = 0 everywhere, the kernel gives -1 at [I=0, J=0] and the spec 1.0",
        "gemv_i8_halves | lhs[A,B] * rhs[B] -> [A] | for j in 0..HALF_TILES | for j in 0..HALF_TILES - 2 | REFUTED | missing terms: lhs[A=0, B=b]·rhs[B=b] for 16384 of the 65536 values of B: B = 24576..=32767, 57344..=65535",
        // the low half twice and the high half never: both the missing and the repeated terms are listed
        "gemv_i8_halves | lhs[A,B] * rhs[B] -> [A] | add(ctx, &low, &high, sum.view_mut()) | add(ctx, &low, &low, sum.view_mut()) | REFUTED | missing terms: lhs[A=0, B=b]·rhs[B=b] for 32768 of the 65536 values of B: B = 32768..=65535",
        "gemv_i8_halves | lhs[A,B] * rhs[B] -> [A] | half_sum(ctx, rows, rhs, 1, &mut high) | half_sum(ctx, rows, rhs, 0, &mut high) | REFUTED | terms counted more than once",
        "batched_gemm_bf16 | a[N,I,K] * b[N,K,J] -> [N,I,J] | for n in 0..BATCHES | for n in 0..3 | REFUTED | 16777216 output indices are never written, e.g. N = 3, I = 0..=255, J = 0..=127",
        "batched_gemm_bf16 | a[N,I,K] * b[N,K,J] -> [N,I,J] | m![1 # 4, K, J]>(n) | m![1 # 4, K, J]>(0) | REFUTED | at the output index [N=1, I=0, J=0] the kernel adds the product a[N=1, I=0, K=0]·b[N=0, K=0, J=0]",
        "gemm_bf16_a_transposed | a[K,I] * b[K,J] -> [I,J] | m![K, 1 # 32, J % 128]>(j) | m![K, 1 # 32, J % 128]>((j + 1) % J_TILES) | REFUTED | the kernel adds the product a[K=0, I=0]·b[K=0, J=128], which the spec does not have there",
        // the kernel as written against a wrong spec
        "gemm_bf16_a_transposed | a[K,I] * b[K,J] - a[K,I] -> [I,J] | fn tile_product( | fn tile_product( | REFUTED | with a[K=0, I=0], b[K=0, J=0] 1 and 0 elsewhere, the kernel gives 1 at [I=0, J=0] and the spec 0",
        "gemm_bf16_tile_coords | a[I,K] * b[K,J] -> [I,J] | 0..I_TILES * J_TILES | 0..I_TILES * J_TILES - 1 | REFUTED | 32768 output indices are never written, e.g. I = 7936..=8191, J = 3968..=4095",
        "gemm_bf16_tile_coords | a[I,K] * b[K,J] -> [I,J] | I % 256, K]>(at.row) | I % 256, K]>(at.column) | REFUTED | at the output index [I=0, J=1024] the kernel adds the product a[I=2048, K=0]·b[K=0, J=1024]",
        "scale_shift_i32_2d | x[R,C] * 3 - 7 -> [R,C] | SubFxp, 7 | AddFxp, 7 | REFUTED | with x = 0 everywhere, the kernel gives 7 at [R=0, C=0] and the spec -7",
        "scale_shift_i32_2d | x[R,C] * 3 - 7 -> [R,C] | for j in 0..COLUMN_TILES | for j in 0..COLUMN_TILES - 1 | REFUTED | 268435456 output indices are never written, e.g. R = 0..=255, C = 61440..=65535",
        "transpose_i8_tiled | x[R,C] -> [C,R] | R % 2048]>(i); | R % 2048]>(j); | REFUTED | the output index [C=0, R=2048] is never written",
        "transpose_i8_tiled | x[R,C] -> [C,R] | C % 2048]>(j); | C % 2048]>((j + 1) % BLOCKS); | REFUTED | at the output index [C=0, R=0] the kernel adds the product x[R=0, C=2048], which the spec does not have there"})
    void theBrokenCopyIsRefutedWithItsIndex(String function, String spec, String from, String to,
            SymbolicVerdict.Answer expected, String fragment, @TempDir Path dir) throws IOException {
        SymbolicVerdict v = check(variant(dir, LARGE.resolve(function + ".rs"), from, to), function, spec);
        assertEquals(expected, v.verdict(), v.toText());
        assertTrue(v.toText().contains(fragment), v.toText());
        if (expected == SymbolicVerdict.Answer.REFUTED) {
            assertTrue(v.toText().contains("replayed: "), v.toText());
        }
    }
}
