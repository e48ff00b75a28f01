package dev.layoutprover.simulator.rust;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Chip and cluster tiles of DM views ({@code chip_tile}, {@code cluster_tile}) in the symbolic
 * check: a stream begun on a tile, a commit into one, a DMA copy between two, a tile of a tile and
 * a tile copied into a whole tensor move data across the tiled digit, which the kernel's own
 * reading (the naive evaluator's, following the same views) reads where the views put it:
 * conformant, as the concrete runs of the novel and unseen crates' kernels (the novel crate's in
 * {@link MovedDataSymbolicAgreesTest}). A tensor summed with its chip-shuffled copy reads it at two
 * places, each once. A skipped or repeated target leaves a tile never written
 * ({@link UnwrittenPartsSymbolicAgreesTest}), and against a spec a tile read in place of another,
 * or a wrong operation, is refuted, replayed, as the concrete run says.
 */
class SpatialTilesSymbolicAgreesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    static final Path NOVEL = Path.of("..", "cli", "src", "test", "resources", "crates", "novel");
    static final Path UNSEEN = Path.of("..", "cli", "src", "test", "resources", "crates", "unseen");
    private static final String MOVED = "; data moved across digits, read where the kernel's views put it (at ";
    private static final String DOUBLED = "x[P,S,W] * 2 -> [P,S,W]";
    private static final String CROSSED = "chip_tile::<m![P], 1, OneChip>(1 - p)";
    private static final String IN_PLACE = "chip_tile::<m![P], 1, OneChip>(p)";

    @Test
    void aTensorAddedToItsChipShuffledCopyIsReadAtTwoPlacesEachOnce() {
        SymbolicAgreement.conformant(RUNS, UNSEEN.resolve("src/multi/chips.rs"), "sum_two_chips", "for each of the"
                + " 8192 output indices the kernel adds x, each term once, the kernel's reading, out[C, S, W] = x[C, S,"
                + " W]" + MOVED + "[C=0, S=0, W=0] x reads C at %2=1); at [C=0, S=0, W=0] it adds x read at 2 places the"
                + " kernel's views moved it to, each once");
    }

    @Test
    void aClusterTileCopiedIntoAWholeTensorSelectsItsCluster() {
        SymbolicAgreement.conformant(RUNS, UNSEEN.resolve("src/multi/clusters.rs"), "cluster_one_regrouped", "for each"
                + " of the 4096 output indices the kernel adds x, each term once, the kernel's reading, out[S, W] = x[C,"
                + " S, W]" + MOVED + "[S=0, W=0] x reads C at [%2=1])");
    }

    @Test
    void againstASpecTheCrossedChipsAreRefutedAndTheChipsReadInPlaceMeetIt(@TempDir Path dir) throws IOException {
        Path pair = NOVEL.resolve("src/multi/pair.rs");
        SymbolicAgreement.refuted(RUNS, pair, "cross_chips", DOUBLED, "at the output index [P=0, S=0, W=0] the kernel's"
                + " value is not the spec's: the term 2·x { P[%2=1] S[%256] W[%16] } does not read the output's own"
                + " index", "replayed: with x[P=1, S=0, W=0] 1 and 0 elsewhere, the kernel gives 2 at [P=0, S=0, W=0]"
                + " and the spec 0");
        Path inPlace = CrateVariants.replaced(NOVEL, dir.resolve("in-place"), "src/multi/pair.rs",
                CROSSED, IN_PLACE);
        SymbolicAgreement.meets(RUNS, inPlace, "cross_chips", DOUBLED);
        Path added = CrateVariants.replaced(NOVEL, dir.resolve("added"), "src/multi/pair.rs",
                CROSSED, IN_PLACE);
        added = CrateVariants.replaced(added.getParent().getParent().getParent(),
                dir.resolve("added-op"), "src/multi/pair.rs", "FxpBinaryOp::MulInt, 2", "FxpBinaryOp::AddFxp, 2");
        SymbolicAgreement.refuted(RUNS, added, "cross_chips", DOUBLED, "at the output index [P=0, S=0, W=0] the"
                + " kernel's value is not the spec's: the kernel's terms x weigh 1 where the spec's weigh 2",
                "replayed: with x = 0 everywhere, the kernel gives 2 at [P=0, S=0, W=0] and the spec 0");
    }
}
