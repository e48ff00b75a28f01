package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
 * Data moved across a digit of the output's index, in the symbolic check. The test crates' kernels
 * that move it (chip and cluster tiles of {@link SpatialTilesSymbolicAgreesTest}, inputs holding part
 * of an axis of {@link PartlyHeldAxesSymbolicAgreesTest}, tiles of tiles of
 * {@link OverwrittenTilesSymbolicAgreesTest}, parallel copies of
 * {@link ParallelCopiesSymbolicAgreesTest}) are their own readings, each input read where the
 * kernel's views put it, as the naive evaluator follows the same views: conformant, as their concrete
 * runs. The workloads crate's
 * {@code k_split_gemm} sums its K halves on two clusters, slices each partial sum by rows, swaps the
 * halves between the clusters and adds them, then relabels the cluster as {@code I / 2 % 2} by an
 * unsafe reshape. Its own reading reads each row where the cluster copies put it, as the naive
 * evaluator does: conformant, as the concrete run, and against {@code a[I,L] * b[L,J] -> [I,J]}.
 * With the other cluster's rows kept the kernel is still its own reading (the concrete run follows
 * the same views) but the spec refutes it, replayed, as concretely; with the swap left out one K
 * half is summed twice, which without a spec is unknown and against it refuted.
 */
class MovedDataSymbolicAgreesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    static final Path WORKLOADS = Path.of("..", "cli", "src", "test", "resources", "crates", "workloads");
    private static final String SPEC = "a[I,L] * b[L,J] -> [I,J]";
    private static final String THEIRS = "partial.view(),\n            &[1, 0],";

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        // chip and cluster tiles: a stream begun on a tile, a commit into one, a copy between two, a tile of a tile
        "novel/src/dm/views.rs | swap_clusters_by_stream | 4096 output indices the kernel's value is its own reading,"
                + " x + 1, every input read at the output's own index or where the kernel's views moved it"
                + " | [E=0, S=0, W=0] x reads E at %2=1",
        "novel/src/dm/views.rs | tile_of_cluster_tile | 4096 output indices the kernel adds x, each term once, the"
                + " kernel's reading, out[E, S, W] = x[E, S, W] | [E=0, S=0, W=0] x reads E at %2=1",
        "novel/src/multi/pair.rs | cross_chips | 8192 output indices the kernel's value is its own reading, 2·x, every"
                + " input read at the output's own index or where the kernel's views moved it | [P=0, S=0, W=0] x reads"
                + " P at %2=1",
        "novel/src/multi/chips.rs | replicate_chip0 | 16384 output indices the kernel adds x, each term once, the"
                + " kernel's reading, out[P, Q, V] = x[P, Q, V] | [P=1, Q=0, V=0] x reads P at %4=0",
        "novel/src/multi/clusters.rs | broadcast_cluster | 16384 output indices the kernel adds x, each term once, the"
                + " kernel's reading, out[E, F, W] = x[E, F, W] | [E=0, F=0, W=0] x reads E at %2=1",
        // inputs whose mappings leave digits out, read at 0 in them
        "novel/src/vector/elementwise.rs | add_bias | 131072 output indices the kernel adds x + b, each term once, the"
                + " kernel's reading, out[L, G, C] = x[G, C, L] + b[C] | [L=0, G=0, C=0] x reads L at %16=0",
        "novel/src/vector/reduce.rs | sum_groups | 4096 output indices the kernel sums x over each of the 4 values of G"
                + " exactly once, the kernel's reading, out[L] = Σ_G x[G, L] | [L=0] x reads L at %64=0",
        "novel/src/vector/reduce.rs | row_max | 4096 output indices the kernel's value is its own reading, max over"
                + " [C % 8] of (x), every input read at the output's own index or where the kernel's views moved it"
                + " | [L=0] x reads L at %8=0",
        // tiles of tiles copied between views, and tiles written over part of a region written before
        "mosaic/src/moves/views.rs | lower_into_upper | 8192 output indices the kernel adds x, each term once, the"
                + " kernel's reading, out[P, K] = x[P, K] | [P=256, K=0] x reads K at /4%4=3",
        "mosaic/src/moves/views.rs | upper_over_lower | 8192 output indices the kernel adds x, each term once, the"
                + " kernel's reading, out[P, K] = x[P, K] | [P=0, K=0] x reads P at /256%2=1",
        "mosaic/src/chains.rs | swap_by_quarters | 8192 output indices the kernel adds x, each term once, the kernel's"
                + " reading, out[P, K] = x[P, K] | [P=0, K=0] x reads P at /256%2=1",
        "unseen/src/moves/windows.rs | window_of_two | 8192 output indices the kernel adds x, each term once, the"
                + " kernel's reading, out[P, K] = x[P, K] | [P=320, K=0] x reads P at /64%8=1",
        // parallel copies, each element to the same logical index of another order
        "fused/src/layout/shuffle.rs | channel_swap | 4096 output indices the kernel adds x, each term once, the"
                + " kernel's reading, out[G, C] = x[G, C] | [G=0, C=0] x reads G at %2=1",
        "fused/src/layout/shuffle.rs | lane_rotate | 4096 output indices the kernel adds x, each term once, the"
                + " kernel's reading, out[G, C] = x[G, C] | [G=0, C=0] x reads C at %8=7",
        "novel/src/dm/views.rs | pcopy_quarters | 8192 output indices the kernel adds x, each term once, the kernel's"
                + " reading, out[S, H, W] = x[S, H, W] | [S=0, H=0, W=0] x reads H at %4=3",
        // a transposing parallel copy moves nothing across the output's digits
        "unseen/src/moves/relayout.rs | pcopy_transpose | 8192 output indices the kernel adds x, each term once, the"
                + " kernel's reading, out[P, K] = x[P, K] | "})
    void aKernelMovingDataIsItsOwnReadingWhereItsViewsPutItAsTheConcreteRun(String file, String function,
            String reading, String read) {
        SymbolicAgreement.conformant(RUNS, SaturatingLanesSymbolicAgreesTest.CRATES.resolve(file), function,
                "for each of the " + reading + (read == null ? "" : "; data moved across digits, read where the"
                        + " kernel's views put it (at " + read + ")"));
    }

    @Test
    void theReduceScatterIsConformantAsWrittenAndAgainstTheSpec() {
        Path source = WORKLOADS.resolve("src/matmul/split.rs");
        SymbolicAgreement.conformant(RUNS, source, "k_split_gemm", "for each of the 4096 output indices the kernel"
                + " sums a·b over each of the 256 values of L exactly once, the kernel's reading, out[I, J] = Σ_L"
                + " a[I, L]·b[L, J]");
        SymbolicAgreement.meets(RUNS, source, "k_split_gemm", SPEC);
    }

    @Test
    void theOtherClustersRowsAreTheOwnReadingButTheSpecRefutesThem(@TempDir Path dir) throws IOException {
        Path source = variant(dir, THEIRS, "partial.view(),\n            &[0, 1],");
        SymbolicAgreement.conformant(RUNS, source, "k_split_gemm", "for each of the 4096 output indices the kernel"
                + " sums a·b over each of the 256 values of L exactly once, the kernel's reading, out[I, J] = Σ_L"
                + " a[I, L]·b[L, J]; data moved across digits, read where the kernel's views put it (at [I=0, J=0] a·b"
                + " reads I at /2%2=1)");
        SymbolicAgreement.refuted(RUNS, source, "k_split_gemm", SPEC, "at the output index [I=0, J=0] the kernel adds"
                + " the product a[I=2, L=128]·b[L=128, J=0], which the spec does not have there", "replayed: with"
                + " a[I=2, L=128], b[L=128, J=0] 1 and 0 elsewhere, the kernel gives 1 at [I=0, J=0] and the spec 0");
    }

    @Test
    void theSwapLeftOutSumsOneHalfTwice(@TempDir Path dir) throws IOException {
        Path source = variant(dir, "(theirs.view(), &[1, 0])", "(theirs.view(), &[0, 1])");
        SymbolicVerdict v = OwnReadingSymbolicTest.check(source, "k_split_gemm", Optional.empty());
        assertEquals(SymbolicVerdict.Answer.UNKNOWN, v.verdict(), v.toText());
        assertEquals("at [I=0, J=0] the kernel sums a·b over 128 of the 256 values of L (some more than once), no whole"
                + " sum: give --expect to decide it", v.statement());
        SymbolicAgreement.refuted(RUNS, source, "k_split_gemm", SPEC, "replayed: with a[I=2, L=0], b[L=0, J=0] 1 and 0"
                + " elsewhere, the kernel gives 1 at [I=0, J=0] and the spec 0");
    }

    private static Path variant(Path dir, String from, String to) throws IOException {
        return workloadsVariant(dir, "src/matmul/split.rs", from, to);
    }

    /** A copy of the workloads crate in {@code dir} with {@code from} replaced by {@code to} in its {@code file}. */
    static Path workloadsVariant(Path dir, String file, String from, String to) throws IOException {
        return CrateVariants.replaced(WORKLOADS, dir, file, from, to);
    }
}
