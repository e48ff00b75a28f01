package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.npy.NpyArray;
import dev.layoutprover.simulator.oracle.SpecParser;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The contraction engine on {@code f8e4m3} ({@code examples/kernels/f8_matmul.rs}), as the
 * reference's {@code ContractionCast for f8e4m3} (Output {@code f32}) computes it: the TRF and the
 * data hold f8e4m3 codes, each product is the exact {@code f32} product of the decoded values and
 * every sum rounds to {@code f32}. Values from the reference's tables: 448 the largest, {@code 2^-9}
 * the smallest subnormal, {@code 0x7f} NaN.
 */
class Float8ContractionTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final int I = 256;
    private static final int J = 64;
    private static final int K = 128;

    @Test
    void theExampleRunsConformantToItsSpecAndVerifiesClean() {
        Simulation s = Simulation.run(Kernels.example("f8_matmul.rs"), Optional.of("f8_matmul"), OptionalLong.empty(),
                RUNS.prover, new Simulation.Given(Map.of(),
                        Optional.of(SpecParser.parse("a[I, K] * b[K, J] -> [I, J]"))));
        assertTrue(s.passed(), s::toString);
        assertEquals(List.of(), RUNS.rules(Kernels.example("f8_matmul.rs")));
    }

    @Test
    void productsAreExactAndSumsRoundToF32() {
        float[] a = new float[I * K];
        float[] b = new float[K * J];
        // row 0: 500 saturates to 448 on input; with the subnormal 2^-9 next to it
        a[0] = 500f;
        a[1] = 0x1p-9f;
        b[0] = 448f; // b[0, 0]
        b[J] = 0x1p-9f; // b[1, 0]
        b[1] = -448f; // b[0, 1]
        // row 1: 128 products of the smallest subnormal with itself
        for (int k = 0; k < K; k++) {
            a[K + k] = 0x1p-9f;
            b[k * J + 2] = 0x1p-9f;
            a[3 * K + k] = 1.0625f; // row 3: 1.0625 rounds to 1.0 (ties to even)
            b[k * J + 3] = 1f;
        }
        a[2 * K + 5] = Float.NaN; // row 2: one NaN
        LogicalTensor c = run(a, b);
        // 448 · 448 + 2^-18: 200704 + 2^-18 rounds to 200704 in f32 (its ulp there is 2^-6)
        assertEquals(200704.0, c.value(0));
        assertEquals(-200704.0, c.value(1));
        assertEquals(0x1p-11, c.value(J + 2)); // 128 · 2^-18, exact
        assertEquals(0.25, c.value(J + 3)); // 128 · 2^-9 · 1
        for (int j = 0; j < J; j++) {
            assertTrue(Double.isNaN(c.value(2 * J + j)), "NaN · 0 is NaN, at column " + j);
        }
        assertEquals(128.0, c.value(3 * J + 3));
        assertEquals(0.25, c.value(3 * J + 2)); // 128 · 1 · 2^-9
    }

    @Test
    void theSumsRoundInTheTreesOrder() {
        float[] a = new float[I * K];
        float[] b = new float[K * J];
        // products 448 · 448, 0, 2^-7, 2^-7 at K = 0..3: the tree's pairs are (200704 + 0) and
        // (2^-7 + 2^-7) = 2^-6, whose sum 200704 + 2^-6 is an f32; summed left to right, each 2^-7
        // would be half an ulp of 200704 and round away (ties to even)
        a[0] = 448f;
        b[0] = 448f;
        a[2] = 0.125f;
        b[2 * J] = 0.0625f;
        a[3] = 0.125f;
        b[3 * J] = 0.0625f;
        LogicalTensor c = run(a, b);
        assertEquals(200704.015625, c.value(0));
        assertEquals((float) ((200704f + 0x1p-7f) + 0x1p-7f), 200704f, "the left-to-right sum rounds both away");
    }

    private static LogicalTensor run(float[] a, float[] b) {
        Simulation s = Simulation.run(Kernels.example("f8_matmul.rs"), Optional.of("f8_matmul"), OptionalLong.empty(),
                RUNS.prover, new Simulation.Given(Map.of("a", NpyArray.float32(new long[] {I, K}, a), "b",
                        NpyArray.float32(new long[] {K, J}, b)), Optional.empty()));
        assertTrue(s.passed(), s::toString);
        return s.result().orElseThrow();
    }
}
