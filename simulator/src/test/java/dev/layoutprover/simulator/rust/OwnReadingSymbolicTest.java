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
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The symbolic check without {@code --expect} of kernels whose value is more than a sum of
 * products — logic and lane operations with a constant, zips of an unzipped pair, order reductions:
 * conformant when every output index holds the kernel's own formula read at its own index (what a
 * concrete run's comparison with the naive evaluator checks), refuted with a replay when a term
 * reads another index, unknown with the reason otherwise.
 */
class OwnReadingSymbolicTest {

    private static final Path CORPUS = Path.of("..", "..", "shared", "corpus", "furiosa-visa-examples", "src");

    static SymbolicVerdict check(Path file, String function, Optional<String> spec) {
        Program p = Program.of(CrateReader.read(file));
        return SymbolicRun.check(p, p.named(function).orElseThrow(), spec.map(SpecParser::parse));
    }

    @ParameterizedTest(name = "{0}::{1}")
    @CsvSource(delimiter = '|', value = {
        "vector_engine/normal.rs | ve_elementwise_logic | for each of the 512 output indices the kernel's value is its"
                + " own reading, or_i32(and_i32(input, 255), 256), every input read at the output's own index",
        "vector_engine/normal.rs | ve_elementwise_fxp_const | for each of the 512 output indices the kernel's value is"
                + " its own reading, input + 100, every input read at the output's own index",
        "vector_engine/zip.rs | ve_group_pair_logic | for each of the 512 output indices the kernel's value is its own"
                + " reading, xor_i32(lhs, rhs), every input read at the output's own index",
        // a product of the pair is a sum of products: the kernel's reading as a matrix product's is derived
        "vector_engine/zip.rs | ve_group_pair_fxp | for each of the 512 output indices the kernel adds lhs·rhs, each"
                + " term once, the kernel's reading, out[A] = lhs[A]·rhs[A]",
        // each group of an unzipped pair with its own operand, () leaving its group as it is
        "vector_engine/zip.rs | ve_group_pair_preprocess_both | for each of the 512 output indices the kernel's value"
                + " is its own reading, 2·lhs + 3·rhs, every input read at the output's own index",
        "vector_engine/zip.rs | ve_group_pair_preprocess_g1 | for each of the 512 output indices the kernel's value"
                + " is its own reading, 10·rhs + lhs, every input read at the output's own index",
        "vector_engine/zip.rs | ve_group_pair_chain | for each of the 512 output indices the kernel's value"
                + " is its own reading, 2·lhs + 3·rhs + 80, every input read at the output's own index",
        // BinaryArgMode::ModeXY: the operation's arguments, 0 the stream and 1 the operand
        "vector_engine/normal.rs | ve_elementwise_fxp_with_mode | for each of the 512 output indices the kernel's value"
                + " is its own reading, -1·input + 7, every input read at the output's own index",
        "vector_engine/normal.rs | ve_elementwise_fp_binary_with_mode | for each of the 512 output indices the kernel's"
                + " value is its own reading, sub_f32(2, input), every input read at the output's own index",
        "vector_engine/normal.rs | ve_elementwise_logic_with_mode | for each of the 512 output indices the kernel's"
                + " value is its own reading, xor_i32(255, 255), every input read at the output's own index",
        "vector_engine/normal.rs | ve_elementwise_clip_with_mode | for each of the 512 output indices the kernel's"
                + " value is its own reading, 6, every input read at the output's own index",
        "vector_engine/reduce.rs | ve_intra_slice_reduce_max_i32 | for each of the 512 output indices the kernel's"
                + " value is its own reading, max over [R % 4] of (input), every input read at the output's own index",
        "vector_engine/reduce.rs | ve_inter_slice_reduce_max_i32 | for each of the 512 output indices the kernel's"
                + " value is its own reading, max over [R % 4] of (input), every input read at the output's own index"})
    void aCorpusKernelIsItsOwnReading(String file, String function, String statement) {
        SymbolicVerdict v = check(CORPUS.resolve(file), function, Optional.empty());
        assertEquals(SymbolicVerdict.Answer.CONFORMANT, v.verdict(), v.toText());
        assertEquals(statement, v.statement());
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

    @Test
    void aBitwiseOperationOnFloatLanesIsUnknownWithTheReason(@TempDir Path dir) throws IOException {
        Path file = LargeKernelsSymbolicTest.variant(dir, LargeKernelsSymbolicTest.LARGE.resolve("affine_relu_f32_tiled.rs"),
                ".vector_trim_way4::<m![N % 4]>()", ".vector_logic(LogicBinaryOpF32::BitAnd, 1.0f32)"
                        + ".vector_trim_way4::<m![N % 4]>()");
        SymbolicVerdict v = check(file, "affine_relu_f32_tiled", Optional.empty());
        assertEquals(SymbolicVerdict.Answer.UNKNOWN, v.verdict(), v.toText());
        assertTrue(v.statement().endsWith("vector_logic(BitAnd) on f32 lanes (a bitwise operation on the raw bits of"
                + " floats) is not modelled symbolically"), v.statement());
    }
}
