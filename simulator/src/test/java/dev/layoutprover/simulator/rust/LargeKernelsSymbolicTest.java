package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.model.CrateReader;
import dev.layoutprover.simulator.oracle.SpecParser;
import dev.layoutprover.simulator.symbolic.SymbolicVerdict;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The symbolic check on the kernels of {@code examples/kernels/large} (2^33 to 2^42
 * multiply-accumulates, or 2^30 elements): each proved against its spec, and copies of them with
 * one mistake (a skipped tile, a tile counted twice, an operand or an output from the wrong tile, a
 * wrong accumulation, max for add) refuted at an output index with a concrete replay, or unknown
 * where the mistake leaves what the check models.
 */
class LargeKernelsSymbolicTest {

    static final Path LARGE = Path.of("..", "examples", "kernels", "large");

    static SymbolicVerdict check(Path file, String function, String spec) {
        Program p = Program.of(CrateReader.read(file));
        return SymbolicRun.check(p, p.named(function).orElseThrow(), Optional.of(SpecParser.parse(spec)));
    }

    /** A copy of {@code file} with {@code from} replaced by {@code to} (each must occur), written under {@code dir}. */
    static Path variant(Path dir, Path file, String from, String to) throws IOException {
        String text = Files.readString(file);
        String[] f = from.split(";;");
        String[] t = to.split(";;");
        for (int i = 0; i < f.length; i++) {
            assertTrue(text.contains(f[i]), f[i]);
            text = text.replace(f[i], t[i]);
        }
        Path out = dir.resolve(file.getFileName());
        Files.writeString(out, text);
        return out;
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "gemv_i8_tiled | lhs[A,B] * rhs[B] -> [A] | CONFORMANT | over each of the 65536 values of B exactly once",
        "matmul_tiles_reversed | lhs[A,B] * rhs[B,C] -> [A,C] | CONFORMANT | over each of the 16384 values of B exactly once",
        "matmul_rhs_transposed | lhs[A,B] * rhs[C,B] -> [A,C] | CONFORMANT | 268435456 output indices",
        "matmul_tree_reduce | lhs[A,B] * rhs[B,C] -> [A,C] | CONFORMANT | over each of the 16384 values of B exactly once",
        "gemm_bf16_tiled | a[I,K] * b[K,J] -> [I,J] | CONFORMANT | rounded once to bf16",
        "add_i32_tiled | lhs[N] + rhs[N] -> [N] | CONFORMANT | for each of the 1073741824 output indices the kernel adds lhs + rhs, each term once",
        "affine_relu_i32_tiled | max(x[N] * 3 + 5, 0) -> [N] | CONFORMANT | equal polynomials in the inputs modulo 2^32, max and min compared on 32-bit values",
        "affine_relu_f32_tiled | max(x[N] * 2 + 1, 0) -> [N] | CONFORMANT | each of its operations one f32 operation of the kernel",
        "row_sum_f32_tiled | x[A,R] -> [A] | CONFORMANT | sums x over each of the 64 values of R exactly once",
        // max and + commute: the spec's operands in another order are the same tree
        "affine_relu_f32_tiled | max(0, 1 + 2 * x[N]) -> [N] | CONFORMANT | each of its operations one f32 operation of the kernel",
        // an integer spec is decided modulo the output's bits. Without the max the spec is negative where the
        // kernel clips: refuted on a negative input
        "affine_relu_i32_tiled | x[N] * 3 + 5 -> [N] | REFUTED | with x = -3 everywhere, the kernel gives 0 at [N=0] and the spec -4",
        // atoms that cancel are proved; y - min(y, 0) is max(y, 0) but not term by term: no proof, and no
        // input tells them apart
        "affine_relu_i32_tiled | max(x[N] * 3 + 5, 0) + min(x[N] * 3 + 5, 0) - min(x[N] * 3 + 5, 0) -> [N] | CONFORMANT | equal polynomials",
        "affine_relu_i32_tiled | x[N] * 3 + 5 - min(x[N] * 3 + 5, 0) -> [N] | UNKNOWN | no small input tells the kernel from the spec",
        // the spec's max on its 32-bit values: 3 * x wraps the same way in both
        "affine_relu_i32_tiled | max(x[N] * 3 + 5 + 4294967296, 0) -> [N] | CONFORMANT | equal polynomials",
        // a spec names the axes as the concrete check does. The names are exactly rhs's own: bound by name, as a
        // concrete run binds them
        "matmul_rhs_transposed | lhs[A,B] * rhs[B,C] -> [A,C] | CONFORMANT | 268435456 output indices",
        "matmul_rhs_transposed | lhs[M,K] * rhs[N,K] -> [M,N] | CONFORMANT | 268435456 output indices",
        "matmul_rhs_transposed | lhs[A,B] * rhs[C,B] -> [C,A] | CONFORMANT | 268435456 output indices",
        // M and N name the output positionally, so the spec sums A and C as well as B: not a matrix product
        "matmul_rhs_transposed | lhs[A,B] * rhs[C,B] -> [M,N] | UNKNOWN | the spec names the kernel's axis A twice (A and M)"})
    void theLargeKernelGetsItsVerdictAgainstTheSpec(String function, String spec, SymbolicVerdict.Answer expected,
            String fragment) {
        SymbolicVerdict v = check(LARGE.resolve(function + ".rs"), function, spec);
        assertEquals(expected, v.verdict(), v.toText());
        assertTrue(v.toText().contains(fragment), v.toText());
    }

    @ParameterizedTest(name = "{1}: {5}")
    @CsvSource(delimiter = '|', value = {
        // a skipped K tile: the accumulation reads result0, never written, so nothing reaches the output
        "matmul_tiles_reversed.rs | matmul_tiles_reversed | lhs[A,B] * rhs[B,C] -> [A,C] | for j in 0..4 | for j in 1..4 | REFUTED | is never written",
        "matmul_tiles_reversed.rs | matmul_tiles_reversed | lhs[A,B] * rhs[B,C] -> [A,C] | B % 4096, 1 # 32, C % 512]>(3 - j) | B % 4096, 1 # 32, C % 512]>(j) | REFUTED | the kernel adds the product lhs[A=0, B=0]·rhs[B=12288, C=0], which the spec does not have there",
        "matmul_tiles_reversed.rs | matmul_tiles_reversed | lhs[A,B] * rhs[B,C] -> [A,C] | InterSliceReduceOpI32::Add | InterSliceReduceOpI32::Max | REFUTED | with max where the spec sums",
        "matmul_tree_reduce.rs | matmul_tree_reduce | lhs[A,B] * rhs[B,C] -> [A,C] | add_split_contractions(ctx, &p0, &p1, s01.view_mut()); | add_split_contractions(ctx, &p0, &p0, s01.view_mut()); | REFUTED | terms counted more than once: lhs[A=0, B=b]·rhs[B=b, C=0] for B = 0..=2047 (2 times)",
        "matmul_tree_reduce.rs | matmul_tree_reduce | lhs[A,B] * rhs[B,C] -> [A,C] | for i in 0..32 | for i in 1..32 | REFUTED | 8388608 output indices are never written",
        "matmul_rhs_transposed.rs | matmul_rhs_transposed | lhs[A,B] * rhs[C,B] -> [A,C] | 1, m![A, 1 # 32, C % 512]>(i) | 1, m![A, 1 # 32, C % 512]>(31 - i) | REFUTED | rhs[C=15872, B=12288], which the spec does not have there",
        "gemv_i8_tiled.rs | gemv_i8_tiled | lhs[A,B] * rhs[B] -> [A] | add(ctx, &sum1, &temp, sum0.view_mut()); | add(ctx, &sum1, &sum1, sum0.view_mut()); | REFUTED | missing terms: lhs[A=0, B=b]·rhs[B=b] for 28672 of the 65536 values of B",
        "gemm_bf16_tiled.rs | gemm_bf16_tiled | a[I,K] * b[K,J] -> [I,J] | tile_product(ctx, rows, columns, c_tile); | tile_product(ctx, rows, b.view().tile::<m![J / 128], 1, m![K, 1 # 32, J % 128]>(j / 2 * 2), c_tile); | REFUTED | which the spec does not have there",
        "gemm_bf16_tiled.rs | gemm_bf16_tiled | a[I,K] * b[K,J] -> [I,J] | .cast::<bf16, m![J % 8 # 16]>() | .vector_init().vector_fxp(FxpBinaryOp::AddFxp, 1).vector_final().cast::<bf16, m![J % 8 # 16]>() | UNKNOWN | .vector_fxp(AddFxp) after the init stage breaks Vector::ORDER",
        "add_i32_tiled.rs | add_i32_tiled | lhs[N] + rhs[N] -> [N] | let b = rhs.view() | let b = lhs.view() | REFUTED | replayed",
        "affine_relu_i32_tiled.rs | affine_relu_i32_tiled | max(x[N] * 3 + 5, 0) -> [N] | AddFxp, 5 | AddFxp, 6 | REFUTED | with x = 0 everywhere, the kernel gives 6 at [N=0] and the spec 5",
        "affine_relu_i32_tiled.rs | affine_relu_i32_tiled | max(x[N] * 3 + 5, 0) -> [N] | ClipBinaryOpI32::Max | ClipBinaryOpI32::Min | REFUTED | with x = 0 everywhere, the kernel gives 0 at [N=0] and the spec 5",
        "affine_relu_i32_tiled.rs | affine_relu_i32_tiled | max(x[N] * 3 + 5, 0) -> [N] | MulInt, 3 | LeftShift, 1 | REFUTED | with x = 1 everywhere, the kernel gives 7 at [N=0] and the spec 8",
        "affine_relu_i32_tiled.rs | affine_relu_i32_tiled | max(x[N] * 3 + 5, 0) -> [N] | for t in 0..TILES | for t in 1..TILES | REFUTED | 1048576 output indices are never written",
        "affine_relu_i32_tiled.rs | affine_relu_i32_tiled | max(x[N] * 3 + 5, 0) -> [N] | FxpBinaryOp::AddFxp, 5 | FxpBinaryOp::AddFxpSat, 5 | REFUTED | with x = 2147483647 everywhere, the kernel gives 2147483647 at [N=0] and the spec 0",
        // two adds on the one FxpAdd ALU of a pass: Vector::ALU, never proved
        "affine_relu_i32_tiled.rs | affine_relu_i32_tiled | max(x[N] * 3 + 5, 0) -> [N] | FxpBinaryOp::MulInt, 3 | FxpBinaryOp::AddFxp, 0 | UNKNOWN | breaks Vector::ORDER or Vector::ALU",
        "affine_relu_f32_tiled.rs | affine_relu_f32_tiled | max(x[N] * 2 + 1, 0) -> [N] | FpBinaryOp::AddF, 1.0f32 | FpBinaryOp::SubF, 1.0f32 | REFUTED | with x = 0 everywhere, the kernel gives 0 at [N=0] and the spec 1.0",
        "affine_relu_f32_tiled.rs | affine_relu_f32_tiled | max(x[N] * 2 + 1, 0) -> [N] | (FpMulAlu::Mul0), 2.0f32 | (FpMulAlu::Mul0), 3.0f32 | REFUTED | with x = 1 everywhere, the kernel gives 4 at [N=0] and the spec 3.0",
        "affine_relu_f32_tiled.rs | affine_relu_f32_tiled | max(x[N] * 2 + 1, 0) -> [N] | ClipBinaryOpF32::Max | ClipBinaryOpF32::Min | REFUTED | the kernel computes min where the spec has max",
        "row_sum_f32_tiled.rs | row_sum_f32_tiled | x[A,R] -> [A] | IntraSliceReduceOpF32::Add | IntraSliceReduceOpF32::Max | REFUTED | combines [R % 64] with max where the spec sums",
        "row_sum_f32_tiled.rs | row_sum_f32_tiled | x[A,R] -> [A] | m![A % 64 / 2, R], m![A % 2]>() | m![A % 64 / 2, R / 2], m![A % 2]>() | UNKNOWN | leaves the data's digits [R % 2] unindexed",
        // a float constant that is no integer meets the spec's constant by its f32 bits; the replay reads it in
        // double, each value exact in f32 (FloatReplay): x = 1 gives 3.5 where the spec has 3
        "affine_relu_f32_tiled.rs | affine_relu_f32_tiled | max(x[N] * 2 + 1, 0) -> [N] | 2.0f32 | 2.5f32 | REFUTED | the kernel's f32 constant 2.5 is not the spec's 2",
        // a row scaled by 0.5 then reduced: the replay folds the f32 reduction, a sum only where no order
        // of it rounds (FloatReplay): max for add, and a spec's wrong scale, are refuted
        "row_sum_f32_tiled.rs | row_sum_f32_tiled | x[A,R] * 0.5 -> [A] | .vector_trim_way4::<m![A % 2 # 4]>();;IntraSliceReduceOpF32::Add | .vector_trim_way4::<m![A % 2 # 4]>().vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 0.5f32);;IntraSliceReduceOpF32::Max | REFUTED | the kernel gives 0.5 at [A=0] and the spec 32.0",
        "row_sum_f32_tiled.rs | row_sum_f32_tiled | x[A,R] * 0.25 -> [A] | .vector_trim_way4::<m![A % 2 # 4]>() | .vector_trim_way4::<m![A % 2 # 4]>().vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 0.5f32) | REFUTED | the kernel gives 32.0 at [A=0] and the spec 16.0",
        // the right spec: no small input tells them apart, and a sum of floats is not proved
        "row_sum_f32_tiled.rs | row_sum_f32_tiled | x[A,R] * 0.5 -> [A] | .vector_trim_way4::<m![A % 2 # 4]>() | .vector_trim_way4::<m![A % 2 # 4]>().vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 0.5f32) | UNKNOWN | no small input tells the kernel from the spec"})
    void theMutantIsRefutedWithItsIndexOrUnknown(String file, String function, String spec, String from, String to,
            SymbolicVerdict.Answer expected, String fragment, @TempDir Path dir) throws IOException {
        SymbolicVerdict v = check(variant(dir, LARGE.resolve(file), from, to), function, spec);
        assertEquals(expected, v.verdict(), v.toText());
        assertTrue(v.toText().contains(fragment), v.toText());
        if (expected == SymbolicVerdict.Answer.REFUTED) {
            assertTrue(v.toText().contains("replayed: "), v.toText());
        }
    }
}
