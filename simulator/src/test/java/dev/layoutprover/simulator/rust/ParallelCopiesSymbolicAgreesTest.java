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
 * The sub context's parallel copies ({@code to_dm_pcopy}, {@code to_dm_view_pcopy}) in the
 * symbolic check: each writes its target as a DMA copy does, every logical element to the same
 * logical index of another order. The test crates' four kernels are conformant as their concrete
 * runs; a quarter loop one short leaves a quarter never written, at the same count as concretely.
 */
class ParallelCopiesSymbolicAgreesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final Path CRATES = SaturatingLanesSymbolicAgreesTest.CRATES;

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "fused/src/layout/shuffle.rs | channel_swap | for each of the 4096 output indices the kernel adds x, each term"
                + " once, the kernel's reading, out[G, C] = x[G, C]; data moved across digits, read where the kernel's"
                + " views put it (at [G=0, C=0] x reads G at %2=1)",
        "fused/src/layout/shuffle.rs | lane_rotate | for each of the 4096 output indices the kernel adds x, each term"
                + " once, the kernel's reading, out[G, C] = x[G, C]; data moved across digits, read where the kernel's"
                + " views put it (at [G=0, C=0] x reads C at %8=7)",
        "novel/src/dm/views.rs | pcopy_quarters | for each of the 8192 output indices the kernel adds x, each term once,"
                + " the kernel's reading, out[S, H, W] = x[S, H, W]; data moved across digits, read where the kernel's"
                + " views put it (at [S=0, H=0, W=0] x reads H at %4=3)",
        "unseen/src/moves/relayout.rs | pcopy_transpose | for each of the 8192 output indices the kernel adds x, each"
                + " term once, the kernel's reading, out[P, K] = x[P, K]"})
    void aParallelCopyKeepsEachElementAsTheConcreteRunSays(String file, String function, String statement) {
        SymbolicAgreement.conformant(RUNS, CRATES.resolve(file), function, statement);
    }

    @Test
    void theTransposeIsItsSpec() {
        Path source = CRATES.resolve("unseen/src/moves/relayout.rs");
        SymbolicVerdict v = OwnReadingSymbolicTest.check(source, "pcopy_transpose", Optional.of("x[P,K] -> [P,K]"));
        assertEquals(SymbolicVerdict.Answer.CONFORMANT, v.verdict(), v.toText());
        assertTrue(FloatLanesSymbolicAgreesTest.concrete(RUNS, source, "pcopy_transpose", Optional.of("x[P,K] -> [P,K]"))
                .expectation().orElseThrow().matches(), "the concrete run");
    }

    @Test
    void aQuarterLoopOneShortLeavesAQuarterUnwritten(@TempDir Path dir) throws IOException {
        Path source = SaturatingLanesSymbolicAgreesTest.variant(dir, "novel", "src/dm/views.rs", "    while q < 4 {",
                "    while q < 3 {");
        SymbolicAgreement.neverWritten(RUNS, source, "pcopy_quarters", "[S=0, H=0, W=0]", List.of("2048 output indices"
                + " are never written, e.g. S = 0..=255, H = 0, W = 0..=7", "replayed: 0 of the kernel's 3 writes to the"
                + " output hold [S=0, H=0, W=0]"), 2048);
    }
}
