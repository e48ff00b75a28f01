package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.npy.NpyArray;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An {@code accumulate} whose OutTime keeps only part of a Time term
 * ({@code examples/kernels/partial_accumulate.rs}: Time {@code [K / 64, I % 64]}, OutTime
 * {@code [I % 64 / 2]}): the naive evaluator sums over the digits of {@code I} that no output mapping
 * holds, so each output row holds the products of two neighbouring input rows summed over {@code K},
 * and the run is conformant, exactly.
 */
class PartialAccumulateTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final int I = 256;
    private static final int J = 512;
    private static final int K = 128;

    @Test
    void eachOutputRowHoldsTheSumOfTwoNeighbouringRows() {
        int[] a = new int[I * K];
        int[] b = new int[K * J];
        for (int i = 0; i < I; i++) {
            for (int k = 0; k < K; k++) {
                a[i * K + k] = i % 7 - 3 + (k % 3 == 0 ? 1 : 0);
            }
        }
        for (int k = 0; k < K; k++) {
            for (int j = 0; j < J; j++) {
                b[k * J + j] = j % 5 - 2 + (k == 5 ? 3 : 0);
            }
        }
        Simulation s = run(Kernels.example("partial_accumulate.rs"), Map.of(
                "a", NpyArray.int32(new long[] {I, K}, a), "b", NpyArray.int32(new long[] {K, J}, b)));
        LogicalTensor out = s.result().orElseThrow();
        assertEquals(List.of("I", "J"), out.axisNames());
        for (int i : new int[] {0, 2, 62, 64, 130, 254}) {
            for (int j : new int[] {0, 1, 7, 8, 333, 511}) {
                long sum = 0;
                for (int k = 0; k < K; k++) {
                    sum += (long) (a[i * K + k] + a[(i + 1) * K + k]) * b[k * J + j];
                }
                assertEquals((double) sum, out.value(out.offset(new long[] {i, j})), "out[" + i + ", " + j + "]");
            }
        }
        assertEquals(0.0, s.report().orElseThrow().maxDifference());
    }

    @Test
    void keepingTheWholeTermAgainIsThePlainProduct() throws Exception {
        String text = Files.readString(Kernels.EXAMPLES.resolve("partial_accumulate.rs"))
                .replace("m![I / 64, I % 64 / 2, J]", "m![I, J]").replace("m![I % 64 / 2, J % 8]", "m![I % 64, J % 8]")
                .replace("accumulate::<m![I % 64 / 2]", "accumulate::<m![I % 64]");
        assertTrue(text.contains("accumulate::<m![I % 64]>") || text.contains("accumulate::<m![I % 64], "), text);
        int[] a = new int[I * K];
        int[] b = new int[K * J];
        a[3 * K + 4] = 5;
        b[4 * J + 9] = -7;
        Simulation s = run(Kernels.of(text), Map.of(
                "a", NpyArray.int32(new long[] {I, K}, a), "b", NpyArray.int32(new long[] {K, J}, b)));
        LogicalTensor out = s.result().orElseThrow();
        assertEquals(-35.0, out.value(out.offset(new long[] {3, 9})));
        assertEquals(0.0, out.value(out.offset(new long[] {2, 9})));
    }

    private static Simulation run(Program p, Map<String, NpyArray> inputs) {
        Simulation s = Simulation.run(p, Optional.of("row_pair_sums"), OptionalLong.empty(), RUNS.prover,
                new Simulation.Given(inputs, Optional.empty()));
        assertTrue(s.passed(), s::toString);
        return s;
    }
}
