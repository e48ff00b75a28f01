package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.simulator.symbolic.SymbolicVerdict;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * HBM tensors over several chips, the chip and cluster slices and shuffles in the symbolic check:
 * the reference's reductions over four chips and over two clusters (a slice, a shuffle and a zip
 * that adds) are whole sums over {@code B}, as their concrete runs are conformant; against a spec,
 * as written and with a shuffle or an addend wrong, the symbolic verdict is the concrete run's,
 * each refutation replayed; a shuffle or slice on its own moves data across a digit of the
 * output's index, which the kernel's own reading (the naive evaluator's) reads where the views put
 * it: conformant, as the concrete run.
 */
class MultiChipSymbolicAgreesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "matmul/matmul_chip_reduce.rs | matmul_chip_reduce | 4 | out[C, A] = Σ_B lhs[B, A]·rhs[B, C]",
        "matmul/matmul_cluster_reduce.rs | matmul_cluster_reduce | 2 | out[C, A] = Σ_B lhs[A, B]·rhs[B, C]"})
    void aReductionOverChipsOrClustersIsAWholeSumAsItsConcreteRunSays(String file, String function, int values,
            String reading) {
        SymbolicAgreement.conformant(RUNS, ReferenceCrate.source(file), function, "for each of the 1048576 output"
                + " indices the kernel sums lhs·rhs over each of the " + values + " values of B exactly once, the"
                + " kernel's reading, " + reading);
    }

    @ParameterizedTest(name = "{1} against {2} ({4})")
    @CsvSource(delimiter = '|', value = {
        "matmul/matmul_chip_reduce.rs | matmul_chip_reduce | lhs[A,B] * rhs[B,C] -> [A,C] | CONFORMANT | as written | | ",
        "matmul/matmul_chip_reduce.rs | matmul_chip_reduce | lhs[A,B] * rhs[B,C] * 2 -> [A,C] | REFUTED | as written | | ",
        "matmul/matmul_chip_reduce.rs | matmul_chip_reduce | lhs[A,B] * rhs[B,C] -> [A,C] | REFUTED "
                + "| the third chip's part added twice, the fourth's never "
                + "| (sum012.view(), shuffled3.view()) | (sum012.view(), shuffled2.view())",
        "matmul/matmul_cluster_reduce.rs | matmul_cluster_reduce | lhs[A,B] * rhs[B,C] -> [A,C] | CONFORMANT | as written | | ",
        "matmul/matmul_cluster_reduce.rs | matmul_cluster_reduce | lhs[A,B] * rhs[B,C] -> [A,C] | REFUTED "
                + "| the clusters not swapped | (sliced1.view(), &[1, 0]) | (sliced1.view(), &[0, 1])",
        "cluster_chip_shuffle_slice.rs | chip_shuffle | hbm_tensor[A,B] -> [A,B] | REFUTED | as written | | ",
        "matmul/matmul_chip_reduce.rs | matmul_chip_reduce | lhs[A,B] * rhs[B,C] -> [A,C] | REFUTED "
                + "| the second slice not turned | &[3, 0, 1, 2], | &[0, 1, 2, 3],"})
    void againstASpecTheVerdictIsTheConcreteRuns(String file, String function, String spec,
            SymbolicVerdict.Answer expected, String what, String from, String to, @TempDir Path dir) throws IOException {
        Path source = ReferenceCrate.source(file);
        if (from != null) {
            source = LargeKernelsSymbolicTest.variant(dir, source, from, to);
        }
        SymbolicVerdict v = OwnReadingSymbolicTest.check(source, function, Optional.of(spec));
        assertEquals(expected, v.verdict(), v.toText());
        assertEquals(expected == SymbolicVerdict.Answer.CONFORMANT, FloatLanesSymbolicAgreesTest.concrete(RUNS, source,
                function, Optional.of(spec)).expectation().orElseThrow().matches(), "the concrete run");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "chip_shuffle | 1048576 | A at /4%4=1",
        "cluster_shuffle | 1048576 | A at /2%2=1",
        "chip_slice | 1048576 | B at /512%4=0",
        "cluster_slice | 1048576 | B at /512%2=0"})
    void aShuffleOrSliceAloneIsConformantWithoutASpecAsItsConcreteRun(String function, long outputs, String read) {
        SymbolicAgreement.conformant(RUNS, ReferenceCrate.source("cluster_chip_shuffle_slice.rs"), function,
                "for each of the " + outputs + " output indices the kernel adds hbm_tensor, each term once, the"
                + " kernel's reading, out[A, B] = hbm_tensor[A, B]; data moved across digits, read where the kernel's"
                + " views put it (at [A=0, B=0] hbm_tensor reads " + read + ")");
    }
}
