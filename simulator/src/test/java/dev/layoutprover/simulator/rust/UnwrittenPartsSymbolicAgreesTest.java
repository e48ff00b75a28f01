package dev.layoutprover.simulator.rust;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A test crate's kernel changed by one edit so that part of its output is never written, in the
 * symbolic check without a spec: refuted at the first index never written, with how many indices
 * are never written and a replay in which none of the kernel's writes holds that index, while the
 * concrete run counts the same unwritten elements. The edits stop a loop short or skip or repeat a
 * target, in the kernels of {@link OverwrittenTilesSymbolicAgreesTest} (tiles of tiles),
 * {@link SpatialTilesSymbolicAgreesTest} (chip and cluster tiles) and
 * {@link ParallelCopiesSymbolicAgreesTest} (parallel copies). For example the mosaic crate's
 * {@code swap_by_quarters} with its quarter loop stopped at 3 never writes the 2048 indices of
 * {@code K = 12..=15}.
 */
class UnwrittenPartsSymbolicAgreesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    @ParameterizedTest(name = "{4}: {2} as {3}")
    @CsvSource(delimiter = '|', value = {
        // the last quarter of tiles of tiles left out
        "mosaic | src/chains.rs | while q < 16 / 4 { | while q < 3 { | swap_by_quarters | [P=0, K=12] | 2048"
                + " | P = 0..=255, K = 12..=15 | 6",
        // a chip tile's target chip skipped
        "novel | src/multi/chips.rs | for target in 0..4 { | for target in 0..3 { | replicate_chip0 | [P=3, Q=0, V=0]"
                + " | 4096 | P = 3, Q = 0..=255, V = 0..=7 | 6",
        // a cluster tile's target repeated, which leaves the other cluster never written
        "novel | src/multi/clusters.rs | for target in [0usize, 1] | for target in [0usize, 0] | broadcast_cluster"
                + " | [E=1, F=0, W=0] | 8192 | E = 1, F = 0..=255, W = 0..=31 | 1",
        // a parallel copy's quarter loop one short
        "novel | src/dm/views.rs | while q < 4 { | while q < 3 { | pcopy_quarters | [S=0, H=0, W=0] | 2048"
                + " | S = 0..=255, H = 0, W = 0..=7 | 3"})
    void aPartLeftUnwrittenIsRefutedThereAsTheConcreteRunCounts(String crate, String file, String from, String to,
            String function, String index, long unwritten, String example, int writes, @TempDir Path dir)
            throws IOException {
        Path source = SaturatingLanesSymbolicAgreesTest.variant(dir, crate, file, from, to);
        SymbolicAgreement.neverWritten(RUNS, source, function, index, unwritten, example, writes);
    }
}
