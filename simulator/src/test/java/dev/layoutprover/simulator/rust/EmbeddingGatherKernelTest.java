package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.npy.NpyArray;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code examples/kernels/embedding_gather.rs}: token ids scaled by the table's row bytes on the
 * Vector Engine, then {@code dma_gather}: {@code out[s, h] = table[ids[s], h]}, as the reference
 * crate's transformer embedding computes it.
 */
class EmbeddingGatherKernelTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final int W = 64;
    private static final int H = 32;
    private static final int S = 16;

    /** A device function returning the crate's {@code embed} of its ids, to HBM. */
    private static final String LOOKUP = """
                #[device(chip = 1)]
                pub fn lookup(
                    ctx: &mut Context,
                    embedding_table: &HbmTensor<bf16, Chip, m![W, H]>,
                    input_ids: &HbmTensor<i32, Chip, m![S]>,
                    out: &mut HbmTensor<bf16, Chip, m![S, H]>,
                ) {
                    let rows = embed(ctx, input_ids, embedding_table);
                    rows.view().to_hbm_view(&mut ctx.tdma, out.view_mut());
                }
                """;

    @Test
    void theOutputRowsAreTheTableRowsTheIdsName() {
        float[] table = new float[W * H];
        for (int i = 0; i < table.length; i++) {
            table[i] = Float.intBitsToFloat((0x3C00 + i) << 16); // 2048 distinct bf16 values, 2^-7 to 2^8
        }
        int[] ids = {5, 0, 63, 5, 17, 2, 40, 41, 9, 9, 33, 1, 60, 12, 7, 30};
        Simulation s = Simulation.run(Kernels.example("embedding_gather.rs"), Optional.of("embedding_gather"),
                OptionalLong.empty(), RUNS.prover, new Simulation.Given(Map.of(
                        "table", NpyArray.float32(new long[] {W, H}, table),
                        "ids", NpyArray.int32(new long[] {S}, ids)), Optional.empty()));
        assertTrue(s.passed(), s::toString);
        LogicalTensor out = s.result().orElseThrow();
        assertEquals(List.of("S", "H"), out.axisNames());
        for (int k = 0; k < S; k++) {
            for (int h = 0; h < H; h++) {
                assertEquals(table[ids[k] * H + h], out.value(k * H + h), "S = " + k + ", H = " + h);
            }
        }
    }

    /**
     * The reference crate's own {@code embed} (transformer/embedding/embedding.rs), read for a
     * vocabulary of 1000 rows instead of 151936 (W appears in no layout it writes): token ids scaled
     * by 1792 (a row of 896 bf16), reordered, spilled to HBM and gathered. As written, its reorder
     * {@code commit::<m![S % 4, S / 4]>} of Time {@code m![S / 4]} is rejected by the reference's
     * commit check (stream_tensor.rs:1703: the outer positions {@code m![S % 4]} are no transpose of
     * Time); with the reorder written {@code m![S / 4, S % 4]}, which the reference accepts, the
     * embedding lookup comes out exactly.
     */
    @Test
    void theCratesEmbeddingComputesTheLookup() throws java.io.IOException {
        java.nio.file.Path file = java.nio.file.Path.of("..", "..", "shared", "corpus", "furiosa-visa-examples", "src",
                "transformer", "embedding", "embedding.rs");
        org.junit.jupiter.api.Assumptions.assumeTrue(java.nio.file.Files.isRegularFile(file), "the corpus is absent");
        String embed = java.nio.file.Files.readString(file).replaceAll("(?s)use crate::transformer::axes::\\{.*?\\};",
                "axes![H = 896, S = 128, W = 1000];").replace("pub(super) fn embed", "fn embed");
        Program p = Kernels.of(embed + LOOKUP);
        int w = 1000;
        int h = 896;
        int s = 128;
        float[] table = new float[w * h];
        for (int i = 0; i < table.length; i++) {
            table[i] = Float.intBitsToFloat((0x3000 + i % 0x3000) << 16); // bf16 values 2^-31 and up
        }
        int[] ids = new int[s];
        for (int k = 0; k < s; k++) {
            ids[k] = (k * 389 + 17) % w;
        }
        Simulation.Given given = new Simulation.Given(Map.of("embedding_table", NpyArray.float32(new long[] {w, h}, table),
                "input_ids", NpyArray.int32(new long[] {s}, ids)), Optional.empty())
                .with(dev.layoutprover.simulator.memory.Addresses.LOGICAL);
        Simulation asWritten = Simulation.run(p, Optional.of("lookup"), OptionalLong.empty(), RUNS.prover, given);
        assertEquals(Optional.of("Commit::LAYOUT"), asWritten.violation().map(Finding::rule), asWritten::toString);
        Program reordered = Kernels.of(embed.replace("m![S % 4, S / 4]", "m![S / 4, S % 4]") + LOOKUP);
        Simulation run = Simulation.run(reordered, Optional.of("lookup"), OptionalLong.empty(), RUNS.prover, given);
        assertTrue(run.passed(), run::toString);
        assertEquals(List.of(), run.checks().warnings().stream().map(Finding::rule)
                .filter(r -> r.startsWith("Commit::")).distinct().toList());
        LogicalTensor out = run.result().orElseThrow();
        for (int k = 0; k < s; k++) {
            for (int j = 0; j < h; j++) {
                assertEquals(table[ids[k] * h + j], out.value(k * h + j), "S = " + k + ", H = " + j);
            }
        }
    }

    @Test
    void seededIdsAreRowsOfTheTableSoTheSeededRunConformsAndVerifyIsClean() {
        Program p = Kernels.example("embedding_gather.rs");
        // the ids are multiplied by 64, the row's bytes, before the gather: plain rows of W
        assertEquals(LogicalTensor.Range.rows(W, 1), RustKernel.of(p, p.function("embedding_gather").orElseThrow())
                .inputs().get(1).range());
        Simulation s = Simulation.run(p, Optional.of("embedding_gather"), OptionalLong.empty(), RUNS.prover);
        assertTrue(s.passed(), s::toString);
        assertEquals(List.of(), RUNS.rules(p));
    }
}
