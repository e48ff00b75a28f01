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
