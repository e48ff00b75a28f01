package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.model.CrateReader;
import dev.layoutprover.simulator.oracle.SpecParser;
import dev.layoutprover.simulator.symbolic.SymbolicVerdict;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The symbolic check without {@code --expect} of kernels whose value is more than a sum of
 * products — logic and lane operations with a constant, zips of an unzipped pair, order reductions,
 * and the Vector Engine's stash, conversions, unary operations, fused multiply-add and division of
 * {@link FloatLanesSymbolicAgreesTest}: conformant when every output index holds the kernel's own
 * formula read at its own index (what a concrete run's comparison with the naive evaluator checks,
 * and each corpus kernel's concrete run is conformant too), refuted with a replay when a term reads
 * another index, unknown with the reason otherwise.
 */
class OwnReadingSymbolicTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    static SymbolicVerdict check(Path file, String function, Optional<String> spec) {
        Program p = Program.of(CrateReader.read(file));
        return SymbolicRun.check(p, p.named(function).orElseThrow(), spec.map(SpecParser::parse));
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        // logic and lane operations with a constant
        "normal.rs | ve_elementwise_logic | 512 | or_i32(and_i32(input, 255), 256)",
        "normal.rs | ve_elementwise_fxp_const | 512 | input + 100",
        "zip.rs | ve_group_pair_logic | 512 | xor_i32(lhs, rhs)",
        // each group of an unzipped pair with its own operand, () leaving its group as it is
        "zip.rs | ve_group_pair_preprocess_both | 512 | 2·lhs + 3·rhs",
        "zip.rs | ve_group_pair_preprocess_g1 | 512 | 10·rhs + lhs",
        "zip.rs | ve_group_pair_chain | 512 | 2·lhs + 3·rhs + 80",
        // BinaryArgMode::ModeXY: the operation's arguments, 0 the stream and 1 the operand
        "normal.rs | ve_elementwise_fxp_with_mode | 512 | -1·input + 7",
        "normal.rs | ve_elementwise_fp_binary_with_mode | 512 | sub_f32(2, input)",
        "normal.rs | ve_elementwise_logic_with_mode | 512 | xor_i32(255, 255)",
        "normal.rs | ve_elementwise_clip_with_mode | 512 | 6",
        // order reductions
        "reduce.rs | ve_intra_slice_reduce_max_i32 | 512 | max over [R % 4] of (input)",
        "reduce.rs | ve_inter_slice_reduce_max_i32 | 512 | max over [R % 4] of (input)",
        // the stash, conversions, unary operations, fused multiply-add, division, split and concat
        "normal.rs | ve_elementwise_stash_i32 | 512 | max_i32(2·input, input)",
        "normal.rs | ve_stash_fxp_fxp | 512 | max_i32(2·input, input)",
        "normal.rs | ve_elementwise_stash_f32 | 512 | max_f32(mul_f32(input, 2), input)",
        "normal.rs | ve_stash_fp_fp | 512 | max_f32(mul_f32(mul_f32(input, 2), 3), mul_f32(input, 2))",
        "normal.rs | ve_elementwise_fp_unary_with_mode | 512 | exp_f32(input)",
        // i32 to f32 and back, a constant that is not an integer
        "normal.rs | ve_elementwise_full_pipeline | 512 | min_i32(max_i32(fp_to_fxp_i32(mul_f32(fxp_to_fp_f32(input + 100,"
                + " 31), 2.5f32), 31), 0), 1000)",
        // TernaryArgMode::Mode120: fma(operand0, operand1, stream)
        "normal.rs | ve_elementwise_fp_ternary_with_mode | 512 | fma_f32(2, 1, input)",
        "normal.rs | ve_elementwise_fp_div_with_mode | 512 | div_f32(2, input)",
        "normal.rs | ve_group_pair_fp_zip_with_mode | 512 | sub_f32(rhs, lhs)",
        "zip.rs | ve_group_pair_fp | 512 | mul_f32(fxp_to_fp_f32(lhs, 31), fxp_to_fp_f32(rhs, 31))",
        "zip.rs | ve_group_pair_fp_multi_packet | 1024 | mul_f32(fxp_to_fp_f32(lhs, 31), fxp_to_fp_f32(rhs, 31))",
        "zip.rs | ve_group_pair_unary | 512 | add_f32(sqrt_f32(fxp_to_fp_f32(lhs, 31)), sqrt_f32(fxp_to_fp_f32(rhs, 31)))",
        "zip.rs | ve_group_pair_unary_selective | 512 | add_f32(exp_f32(fxp_to_fp_f32(lhs, 31)), fxp_to_fp_f32(rhs, 31))",
        "zip.rs | ve_elementwise_ternary | 512 | fma_f32(input, 2, 3)",
        "zip.rs | ve_elementwise_ternary_stash | 512 | fma_f32(input, input, 1)",
        "zip.rs | ve_group_pair_ternary | 512 | mul_f32(fma_f32(lhs, 2, 1), fma_f32(rhs, 3, 2))",
        "zip.rs | ve_group_pair_ternary_selective | 512 | div_f32(fma_f32(lhs, 2, 1), rhs)"})
    void aCorpusKernelIsItsOwnReadingAsItsConcreteRunIs(String file, String function, long outputs, String reading) {
        SymbolicAgreement.ownReading(RUNS, ReferenceCrate.source("vector_engine", file), function, outputs, reading);
    }

    /** A product of the pair is a sum of products: the kernel's reading as a matrix product's is derived. */
    @Test
    void aZipsProductIsTheKernelsSumOfProductsAsItsConcreteRunIs() {
        SymbolicAgreement.conformant(RUNS, ReferenceCrate.source("vector_engine", "zip.rs"), "ve_group_pair_fxp",
                "for each of the 512 output indices the kernel adds lhs·rhs, each term once, the kernel's reading,"
                        + " out[A] = lhs[A]·rhs[A]");
    }

    @Test
    void theLargeMaskIsProvedWithoutASpec() {
        SymbolicVerdict v = check(LargeKernelsSymbolicTest.LARGE.resolve("mask_i32_tiled.rs"), "mask_i32_tiled",
                Optional.empty());
        assertEquals(SymbolicVerdict.Answer.CONFORMANT, v.verdict(), v.toText());
        assertEquals("for each of the 1073741824 output indices the kernel's value is its own reading,"
                + " or_i32(and_i32(x, 255), 256), every input read at the output's own index", v.statement());
    }

    @Test
    void aSpecCannotSayAndSoTheMaskAgainstOneIsUnknownAndAWrongOneRefuted() {
        Path file = LargeKernelsSymbolicTest.LARGE.resolve("mask_i32_tiled.rs");
        SymbolicVerdict same = check(file, "mask_i32_tiled", Optional.of("x[N] -> [N]"));
        assertEquals(SymbolicVerdict.Answer.REFUTED, same.verdict(), same.toText());
        assertEquals(List.of("replayed: with x = 0 everywhere, the kernel gives 256 at [N=0] and the spec 0"),
                same.details());
    }

    @Test
    void anInputTileOneStepOffIsTheOwnReadingWithoutASpecAndRefutedAtAnIndexWithOne(@TempDir Path dir)
            throws IOException {
        // the naive evaluator reads the kernel's tiles as written: only a spec says the tile is the wrong one
        Path mask = LargeKernelsSymbolicTest.variant(dir, LargeKernelsSymbolicTest.LARGE.resolve(
                "mask_i32_tiled.rs"), "let a = x.view().tile::<m![N / 1048576], 1, m![1 # 1024, N % 1048576]>(t);",
                "let a = x.view().tile::<m![N / 1048576], 1, m![1 # 1024, N % 1048576]>((t + 1) % TILES);");
        SymbolicVerdict v = check(mask, "mask_i32_tiled", Optional.empty());
        assertEquals(SymbolicVerdict.Answer.CONFORMANT, v.verdict(), v.toText());
        assertEquals("for each of the 1073741824 output indices the kernel's value is its own reading,"
                + " or_i32(and_i32(x, 255), 256), every input read at the output's own index or where the kernel's"
                + " views moved it; data moved across digits, read where the kernel's views put it (at [N=0] x reads"
                + " N at /1048576%1024=1)", v.statement());
        Path affine = LargeKernelsSymbolicTest.variant(dir, LargeKernelsSymbolicTest.LARGE.resolve(
                "affine_relu_i32_tiled.rs"), "let a = x.view().tile::<m![N / 1048576], 1, m![1 # 1024, N % 1048576]>(t);",
                "let a = x.view().tile::<m![N / 1048576], 1, m![1 # 1024, N % 1048576]>((t + 1) % TILES);");
        SymbolicVerdict own = check(affine, "affine_relu_i32_tiled", Optional.empty());
        assertEquals(SymbolicVerdict.Answer.CONFORMANT, own.verdict(), own.toText());
        SymbolicVerdict spec = check(affine, "affine_relu_i32_tiled", Optional.of("max(x[N] * 3 + 5, 0) -> [N]"));
        assertEquals(SymbolicVerdict.Answer.REFUTED, spec.verdict(), spec.toText());
        assertEquals("at the output index [N=0] the kernel's value is not the spec's: the kernel's max_i32((3·x { N[%1048576,"
                + " /1048576%1024=1] } + 5 { }), (0 { })) is no max of the spec there", spec.statement());
        assertEquals(List.of("replayed: with x[N=1048576] 1 and 0 elsewhere, the kernel gives 8 at [N=0] and the spec 5"),
                spec.details());
    }

    @Test
    void theXorOfTheLargePairIsItsOwnReadingAndAZipOfOneOperandTwiceIsToo(@TempDir Path dir) throws IOException {
        Path file = LargeKernelsSymbolicTest.variant(dir, LargeKernelsSymbolicTest.LARGE.resolve("add_i32_tiled.rs"),
                "vector_clip_zip(ClipBinaryOpI32::AddFxp)", "vector_logic_zip(LogicBinaryOpI32::BitXor)");
        SymbolicVerdict v = check(file, "add_i32_tiled", Optional.empty());
        assertEquals(SymbolicVerdict.Answer.CONFORMANT, v.verdict(), v.toText());
        assertEquals("for each of the 1073741824 output indices the kernel's value is its own reading,"
                + " xor_i32(lhs, rhs), every input read at the output's own index", v.statement());
    }

    /**
     * The and of an f32 lane's raw bits with those of {@code 1.0} is one node on the bits: the
     * kernel's own reading everywhere, and no spec of arithmetic alone is met by it (the replay does
     * not evaluate bits of floats, so the spec's mismatch is left unknown, never conformant).
     */
    @Test
    void aBitwiseOperationOnFloatLanesIsItsOwnReadingAndMeetsNoArithmeticSpec(@TempDir Path dir) throws IOException {
        Path file = LargeKernelsSymbolicTest.variant(dir, LargeKernelsSymbolicTest.LARGE.resolve("affine_relu_f32_tiled.rs"),
                ".vector_trim_way4::<m![N % 4]>()", ".vector_logic(LogicBinaryOpF32::BitAnd, 1.0f32)"
                        + ".vector_trim_way4::<m![N % 4]>()");
        SymbolicVerdict v = check(file, "affine_relu_f32_tiled", Optional.empty());
        assertEquals(SymbolicVerdict.Answer.CONFORMANT, v.verdict(), v.toText());
        assertEquals("for each of the 1073741824 output indices the kernel's value is its own reading,"
                + " max_f32(add_f32(mul_f32(and_f32(x, 1.0f32), 2), 1), 0), every input read at the output's own index",
                v.statement());
        SymbolicVerdict spec = check(file, "affine_relu_f32_tiled", Optional.of("max(x[N] * 2 + 1, 0) -> [N]"));
        assertEquals(SymbolicVerdict.Answer.UNKNOWN, spec.verdict(), spec.toText());
        assertEquals("at [N=0] the kernel computes and where the spec has x[N], and no small input tells the kernel"
                + " from the spec", spec.statement());
    }
}
