package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every example kernel runs conformantly through the simulator and verifies clean. */
class ExampleKernelsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "constant_addition.rs, 7, y, 4096, i32, true",
        "elementwise_multiplication.rs, 11, product, 8192, i32, true",
        "dot_product.rs, 3, dot, 1, bf16, false",
        "gemv.rs, 5, y, 256, bf16, false",
        "gemm.rs, 17, c, 32768, bf16, false",
        "batched_matmul.rs, 4, out, 1024, f32, false"})
    void theExampleIsConformantWithTheSeedItWrites(String file, long seed, String output, long elements, String type,
            boolean exact) {
        Simulation s = Simulation.run(Kernels.example(file), Optional.empty(), OptionalLong.empty(),
                RUNS.prover);
        assertTrue(s.violation().isEmpty(), () -> s.violation().get().toString());
        ConformanceReport r = s.report().orElseThrow();
        assertTrue(s.passed(), r.describe());
        assertEquals(seed, s.seed());
        assertEquals(output, s.output().orElseThrow().name());
        assertEquals(elements, r.elements());
        assertEquals(type, r.type());
        if (exact) {
            assertEquals(0.0, r.maxDifference());
        }
        assertTrue(s.checks().total() > 40, "checks held: " + s.checks().total());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"constant_addition.rs", "elementwise_multiplication.rs", "dot_product.rs", "gemv.rs", "gemm.rs",
        "batched_matmul.rs"})
    void theExampleVerifiesClean(String file) {
        Verification v = Verification.run(Kernels.example(file), RUNS.prover);
        assertEquals(java.util.List.of(), v.findings());
        assertTrue(v.checks().calls().stream().anyMatch(c -> c.rules().containsKey("Layout::INJECTIVE")));
    }
}
