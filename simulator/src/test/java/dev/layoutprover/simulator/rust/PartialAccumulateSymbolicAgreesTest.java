package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * An {@code accumulate} that keeps part of a Time term, in the symbolic check: the output holds no
 * digit {@code I % 2}, so the kernel's own reading (the naive evaluator's) sums it with {@code K},
 * and the symbolic verdict is the concrete run's — conformant as written, with the neighbours 32
 * rows apart, and tiled; refuted, replayed, against a spec that keeps every row; conformant
 * without a spec when a tile's rows come from another tile (a concrete run follows the kernel's
 * tiles and finds it conformant too), refuted against the spec; a skipped tile is never written.
 */
class PartialAccumulateSymbolicAgreesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final Path PARTIAL = Kernels.EXAMPLES.resolve("partial_accumulate.rs");
    private static final Path TILED = LargeKernelsSymbolicTest.LARGE.resolve("row_pair_sums_tiled.rs");
    private static final String LARGE = "I = 65536;;TILES: usize = 256;;1 # 256";
    private static final String SMALL = "I = 512;;TILES: usize = 2;;1 # 2";

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {
        "partial_accumulate.rs | as written | K, I % 2 | 131072 | | ",
        "partial_accumulate.rs | neighbours 32 rows apart | K, I / 32 % 2 | 131072 "
                + "| m![I % 64 / 2, J % 8]>;;m![I / 64, I % 64 / 2, J]>;;accumulate::<m![I % 64 / 2]"
                + "| m![I % 32, J % 8]>;;m![I / 64, I % 32, J]>;;accumulate::<m![I % 32]",
        "large/row_pair_sums_tiled.rs | cut to two tiles | K, I % 2 | 262144 | " + LARGE + " | " + SMALL})
    void theKernelsOwnReadingSumsTheDigitsTheOutputDoesNotHold(String file, String what, String over, long outputs,
            String from, String to, @TempDir Path dir) throws IOException {
        Path source = Kernels.EXAMPLES.resolve(file);
        if (from != null) {
            source = LargeKernelsSymbolicTest.variant(dir, source, from, to);
        }
        String function = file.contains("tiled") ? "row_pair_sums_tiled" : "row_pair_sums";
        SymbolicAgreement.conformant(RUNS, source, function, "for each of the " + outputs + " output indices the"
                + " kernel sums a·b over each of the 256 values of " + over + " exactly once, the kernel's reading,"
                + " out[I, J] = Σ_" + over.replace(", ", ",") + " a[I, K]·b[K, J]");
    }

    @Test
    void theLargeKernelIsConformantWithoutRunning() {
        SymbolicVerdict v = OwnReadingSymbolicTest.check(TILED, "row_pair_sums_tiled", Optional.empty());
        assertEquals(SymbolicVerdict.Answer.CONFORMANT, v.verdict(), v.toText());
        assertEquals("the output's 256 written regions cover it exactly once; integers wrap to the output's 32 bits",
                v.details().get(0));
    }

    @Test
    void aSpecThatKeepsEveryRowIsRefutedByTheNeighbouringRow() {
        SymbolicVerdict v = OwnReadingSymbolicTest.check(PARTIAL, "row_pair_sums",
                Optional.of("a[I,K] * b[K,J] -> [I,J]"));
        assertEquals(SymbolicVerdict.Answer.REFUTED, v.verdict(), v.toText());
        assertEquals("at the output index [I=0, J=0] the kernel adds the product a[I=1, K=0]·b[K=0, J=0], which the"
                + " spec does not have there", v.statement());
        assertEquals(List.of("replayed: with a[I=1, K=0], b[K=0, J=0] 1 and 0 elsewhere, the kernel gives 1 at"
                + " [I=0, J=0] and the spec 0"), v.details());
        assertTrue(!FloatLanesSymbolicAgreesTest.concrete(RUNS, PARTIAL, "row_pair_sums",
                Optional.of("a[I,K] * b[K,J] -> [I,J]")).expectation().orElseThrow().matches(), "the concrete run");
    }

    private static final String ACCUMULATE = ".accumulate::<m![I % 64 / 2], m![J % 8]>(AccumulationKind::Interleaved)";
    private static final String RELU = ACCUMULATE + ".vector_init().vector_intra_slice_branch(BranchMode::Unconditional)"
            + ".vector_fxp(FxpBinaryOp::AddFxp, 5).vector_clip(ClipBinaryOpI32::Max, 0).vector_final()";

    @Test
    void laneOperationsAfterThePartialAccumulateKeepTheSumOfTheUnheldDigits(@TempDir Path dir) throws IOException {
        Path source = LargeKernelsSymbolicTest.variant(dir, PARTIAL, ACCUMULATE, RELU);
        SymbolicAgreement.conformant(RUNS, source, "row_pair_sums", "for each of the 131072 output indices the"
                + " kernel's value is its own reading, max_i32(Σ_I % 2,K a·b + 5, 0), every input read at the output's"
                + " own index (the digits I % 2, which the output does not hold, summed)");
        SymbolicAgreement.refuted(RUNS, source, "row_pair_sums", "max(a[I,K] * b[K,J] + 5, 0) -> [I,J]",
                "replayed: with b = 1, a = 1 everywhere, the kernel gives 261 at [I=0, J=0] and the spec 133");
    }

    @Test
    void theRowsOfTheOtherTileAreTheOwnReadingWithoutASpecAsTheConcreteRunFollowsTheTiles(@TempDir Path dir)
            throws IOException {
        Path small = LargeKernelsSymbolicTest.variant(dir, TILED, LARGE, SMALL);
        Path source = LargeKernelsSymbolicTest.variant(dir, small, "m![1 # 2, I % 256, K]>(t)",
                "m![1 # 2, I % 256, K]>(1 - t)");
        SymbolicVerdict v = OwnReadingSymbolicTest.check(source, "row_pair_sums_tiled", Optional.empty());
        assertEquals(SymbolicVerdict.Answer.CONFORMANT, v.verdict(), v.toText());
        assertEquals("for each of the 262144 output indices the kernel sums a·b over each of the 256 values of K, I % 2"
                + " exactly once, the kernel's reading, out[I, J] = Σ_K,I % 2 a[I, K]·b[K, J]; data moved across"
                + " digits, read where the kernel's views put it (at [I=0, J=0] a·b reads I at /256%2=1)",
                v.statement());
        // against the spec the kernel's reading meant, the rows of the other tile are refuted, replayed, as concretely
        String spec = "a[I,K] * b[K,J] -> [I,J]";
        SymbolicVerdict against = OwnReadingSymbolicTest.check(source, "row_pair_sums_tiled", Optional.of(spec));
        assertEquals(SymbolicVerdict.Answer.REFUTED, against.verdict(), against.toText());
        assertTrue(against.details().get(against.details().size() - 1).startsWith("replayed: "), against.toText());
        assertTrue(!FloatLanesSymbolicAgreesTest.concrete(RUNS, source, "row_pair_sums_tiled", Optional.of(spec))
                .expectation().orElseThrow().matches(), "the concrete run");
        assertTrue(FloatLanesSymbolicAgreesTest.concrete(RUNS, source, "row_pair_sums_tiled", Optional.empty())
                .passed(), "the concrete run");
    }

    @Test
    void aSkippedTileIsRefutedWithoutASpecAsTheConcreteRunLeavesItNeverWritten(@TempDir Path dir)
            throws IOException {
        Path small = LargeKernelsSymbolicTest.variant(dir, TILED, LARGE, SMALL);
        Path source = LargeKernelsSymbolicTest.variant(dir, small, "for t in 0..TILES", "for t in 0..1");
        SymbolicVerdict v = OwnReadingSymbolicTest.check(source, "row_pair_sums_tiled", Optional.empty());
        assertEquals(SymbolicVerdict.Answer.REFUTED, v.verdict(), v.toText());
        assertEquals("the output index [I=256, J=0] is never written", v.statement());
        // both count the indices the output holds (I % 2 = 0): 128 rows of 512
        assertEquals("65536 held output indices are never written (131072 logical ones: the output holds no digit"
                + " I % 2), e.g. I = 256..=511, J = 0..=511", v.details().get(0));
        Simulation concrete = FloatLanesSymbolicAgreesTest.concrete(RUNS, source, "row_pair_sums_tiled", Optional.empty());
        assertEquals(65536, concrete.report().orElseThrow().unwritten(), concrete::toString);
        assertEquals(0, concrete.report().orElseThrow().mismatchCount(), concrete::toString);
        assertTrue(!concrete.passed(), "the concrete run");
    }
}
