package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.symbolic.SymbolicVerdict;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The reference kernels whose output holds its input at indices the digit runs do not express — a
 * relabelling onto other axes, a scatter at indices that are data — stay unknown without a spec,
 * each with its reason, while their concrete runs, which compare with the naive evaluator following
 * the same views, are conformant: a formula of the symbolic check reads one axis's digits at that
 * axis's own weights, fixed values or sums, so unknown is the honest answer there.
 */
class ReadElsewhereSymbolicTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "reshape.rs | reshape | reshape.rs:15:91: the reshape to DmTensor leaves the data's digits [A % 2, A / 16 % 16,"
                + " B % 4096] unindexed (its mappings [C % 4, D % 2, E % 16, F % 16, G % 16, H % 2, I % 16]): a formula"
                + " reads each input at digits of the input's own axes, so data read as digits of other axes is not"
                + " modelled symbolically",
        "scatter_gather.rs | scatter_minimal | scatter_gather.rs:24:13: .dma_scatter writes where the values of its"
                + " index input say: a formula of the symbolic check reads its inputs at indices made of axis digits,"
                + " never of data, so only a concrete run decides it"})
    void anOutputReadElsewhereIsUnknownWhereTheConcreteRunIsConformant(String file, String function, String why) {
        Path source = ReferenceCrate.source(file);
        SymbolicVerdict v = OwnReadingSymbolicTest.check(source, function, Optional.empty());
        assertEquals(SymbolicVerdict.Answer.UNKNOWN, v.verdict(), v.toText());
        assertTrue(v.statement().endsWith(why), v.statement());
        assertTrue(FloatLanesSymbolicAgreesTest.concrete(RUNS, source, function, Optional.empty()).passed(),
                "the concrete run");
    }
}
