package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.npy.NpyArray;
import dev.layoutprover.simulator.oracle.SpecParser;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Kernels on {@code f8e4m3}: host tensors, HBM and DM of one byte per element, the fetch's
 * {@code f8e4m3 → f32} and the Cast Engine's {@code f32 → f8e4m3}; a {@code float32} input is
 * rounded to {@code f8e4m3} as the reference converts ({@code f8_e4_from_f32}).
 */
class Float8KernelsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    @Test
    void theExampleRunsConformantToItsSpecAndVerifiesClean() {
        Simulation s = Simulation.run(Kernels.example("f8_cast.rs"), Optional.of("f8_add"), OptionalLong.empty(),
                RUNS.prover, new Simulation.Given(Map.of(), Optional.of(SpecParser.parse("x[A] + 1.5 -> [A]"))));
        assertTrue(s.passed(), s::toString);
        assertEquals(List.of(), RUNS.rules(Kernels.example("f8_cast.rs")));
    }

    @Test
    void inputsAndResultsAreRoundedAndSaturatedAsTheReferenceConverts() {
        float[] x = new float[2048];
        float[] edges = {1000f, -1000f, Float.NaN, -0f, 0x1p-10f, 0x1.8p-9f, 1.0625f, 446f};
        System.arraycopy(edges, 0, x, 0, edges.length);
        Simulation s = Simulation.run(Kernels.example("f8_cast.rs"), Optional.of("f8_add"), OptionalLong.empty(),
                RUNS.prover, new Simulation.Given(Map.of("x", NpyArray.float32(new long[] {2048}, x)), Optional.empty()));
        assertTrue(s.passed(), s::toString);
        var out = s.result().orElseThrow();
        // 1000 is 448 in f8e4m3, 449.5 rounds and saturates to 448; -448 + 1.5 = -446.5 rounds to -448
        assertEquals(448.0, out.value(0));
        assertEquals(-448.0, out.value(1));
        assertTrue(Double.isNaN(out.value(2)));
        assertEquals(1.5, out.value(3));
        assertEquals(1.5, out.value(4)); // 2^-10 is 0 in f8e4m3
        assertEquals(1.5, out.value(5)); // 1.5 · 2^-9 is 2^-8, then 1.50390625 rounds to 1.5
        assertEquals(2.5, out.value(6)); // 1.0625 is 1, plus 1.5
        assertEquals(448.0, out.value(7));
    }

    @Test
    void aFetchOfF8ToI32BreaksFetchCast() {
        Program p;
        try {
            p = Kernels.of(java.nio.file.Files.readString(Kernels.EXAMPLES.resolve("f8_cast.rs"))
                    .replace(".fetch::<f32, m![1], m![A % 8]>()", ".fetch::<i32, m![1], m![A % 8]>()"));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        assertTrue(RUNS.rules(p).contains("Fetch::CAST at 21"), () -> RUNS.rules(p).toString());
    }
}
