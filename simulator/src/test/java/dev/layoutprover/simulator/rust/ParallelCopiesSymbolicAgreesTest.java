package dev.layoutprover.simulator.rust;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The sub context's parallel copies ({@code to_dm_pcopy}, {@code to_dm_view_pcopy}) in the symbolic
 * check: each writes its target as a DMA copy does, every logical element to the same logical index
 * of another order. The test crates' four kernels are conformant as their concrete runs
 * ({@link MovedDataSymbolicAgreesTest}); a quarter loop one short leaves a quarter never written,
 * at the same count as concretely ({@link UnwrittenPartsSymbolicAgreesTest}).
 */
class ParallelCopiesSymbolicAgreesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final Path CRATES = SaturatingLanesSymbolicAgreesTest.CRATES;

    @Test
    void theTransposeIsItsSpec() {
        SymbolicAgreement.meets(RUNS, CRATES.resolve("unseen/src/moves/relayout.rs"), "pcopy_transpose",
                "x[P,K] -> [P,K]");
    }
}
