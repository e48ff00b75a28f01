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

/**
 * Data moved across a digit of the output's index, in the symbolic check: the workloads crate's
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

    @Test
    void theReduceScatterIsConformantAsWrittenAndAgainstTheSpec() {
        Path source = WORKLOADS.resolve("src/matmul/split.rs");
        SymbolicAgreement.conformant(RUNS, source, "k_split_gemm", "for each of the 4096 output indices the kernel"
                + " sums a·b over each of the 256 values of L exactly once, the kernel's reading, out[I, J] = Σ_L"
                + " a[I, L]·b[L, J]");
        SymbolicVerdict spec = OwnReadingSymbolicTest.check(source, "k_split_gemm", Optional.of(SPEC));
        assertEquals(SymbolicVerdict.Answer.CONFORMANT, spec.verdict(), spec.toText());
        assertTrue(FloatLanesSymbolicAgreesTest.concrete(RUNS, source, "k_split_gemm", Optional.of(SPEC))
                .expectation().orElseThrow().matches(), "the concrete run");
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
