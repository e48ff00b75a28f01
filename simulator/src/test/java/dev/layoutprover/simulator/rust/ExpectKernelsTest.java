package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.npy.NpyArray;
import dev.layoutprover.simulator.npy.NpyFormatException;
import dev.layoutprover.simulator.oracle.Difference;
import dev.layoutprover.simulator.oracle.SpecParser;
import dev.layoutprover.simulator.oracle.SpecVerdict;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The book's kernels compute the math they are meant to; kernels that do not are caught. */
class ExpectKernelsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static Simulation run(String file, String spec, Map<String, NpyArray> inputs) {
        return Simulation.run(Kernels.example(file), Optional.empty(), OptionalLong.empty(), RUNS.prover,
                new Simulation.Given(inputs, Optional.of(SpecParser.parse(spec))));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "constant_addition.rs | x[N] + 7 -> [N] | 0",
        "elementwise_multiplication.rs | lhs[N] * rhs[N] -> [N] | 0",
        "dot_product.rs | lhs[K] * rhs[K] -> [] | 1",
        "gemv.rs | a[I,J] * x[J] -> [I] | 1",
        "gemm.rs | a[M,K] * b[K,N] -> [M,N] | 1",
        "batched_matmul.rs | input[M,O,L,K] * weights[N,O,M,K] -> [M,O,L,N] | 1"})
    void theBookKernelComputesItsSpec(String file, String spec, int inexact) {
        Simulation s = run(file, spec, Map.of());
        SpecVerdict v = s.expectation().orElseThrow();
        assertTrue(v.matches(), String.join("\n", v.describe()));
        assertTrue(s.passed());
        assertEquals(s.report().orElseThrow().elements(), v.elements());
        // Integer kernels are exact; float kernels differ from the exact math by rounding, within the bound.
        assertEquals(inexact == 1, v.maxDifference() > 0, String.join("\n", v.describe()));
    }

    @Test
    void maxInsteadOfAddIsConformantToItselfButNotTheSpec() {
        Simulation s = run("broken/max_instead_of_add.rs", "x[N] + 7 -> [N]", Map.of());
        assertTrue(s.report().orElseThrow().conformant(), "the naive evaluator follows the kernel's own max");
        SpecVerdict v = s.expectation().orElseThrow();
        assertFalse(v.matches());
        assertFalse(s.passed());
        Difference d = v.first().orElseThrow();
        double x = d.terms().get(0).operands().get("x[" + d.index().get("N") + "]");
        assertEquals(Math.max(x, 7), d.kernel());
        assertEquals(x + 7, d.spec());
        assertEquals("what max(x[N], 7) gives, where the spec has +", d.explanation().orElseThrow());
    }

    @Test
    void aGivenInputIsUsedAndTheOthersStaySeededRandom() {
        int[] x = new int[4096];
        int[] want = new int[4096];
        for (int i = 0; i < x.length; i++) {
            x[i] = i * 1000 - 7;
            want[i] = i * 1000;
        }
        Simulation s = run("constant_addition.rs", "x[N] + 7 -> [N]", Map.of("x", NpyArray.int32(new long[] {4096}, x)));
        assertTrue(s.passed());
        LogicalTensor out = s.result().orElseThrow();
        int[] got = new int[4096];
        for (int i = 0; i < got.length; i++) {
            got[i] = (int) out.value(i);
        }
        assertArrayEquals(want, got);

        float[] lhs = new float[1024];
        for (int i = 0; i < lhs.length; i++) {
            lhs[i] = i % 2 == 0 ? 1 : 0;
        }
        Simulation dot = run("dot_product.rs", "lhs[K] * rhs[K] -> []",
                Map.of("lhs", NpyArray.float32(new long[] {1024}, lhs)));
        assertTrue(dot.passed(), String.join("\n", dot.expectation().orElseThrow().describe()));
    }

    @Test
    void aDeviceFunctionRunOnItsOwnNamesItsInputsByItsParameters() {
        Program p = Kernels.deviceOnly(Kernels.addOne(0));
        Simulation s = Simulation.run(p, Optional.of("kernel"), OptionalLong.empty(), RUNS.prover,
                new Simulation.Given(Map.of(), Optional.of(SpecParser.parse("input[A] + 1 -> [A]"))));
        assertTrue(s.passed(), () -> String.join("\n", s.expectation().orElseThrow().describe()));
        Simulation wrong = Simulation.run(p, Optional.of("kernel"), OptionalLong.empty(), RUNS.prover,
                new Simulation.Given(Map.of(), Optional.of(SpecParser.parse("input[A] + 2 -> [A]"))));
        Difference d = wrong.expectation().orElseThrow().first().orElseThrow();
        assertEquals(Map.of("A", 0L), d.index());
        assertEquals(d.spec() - 1, d.kernel());
    }

    @Test
    void anArrayOfTheWrongShapeOrForNoInputIsRefused() {
        NpyFormatException shape = assertThrows(NpyFormatException.class, () -> run("gemv.rs", "a[I,J] * x[J] -> [I]",
                Map.of("x", NpyArray.float32(new long[] {256}, new float[256]))));
        assertEquals("input x: bf16 m![J] needs shape (512,) (axes J); the file holds float32 (256,)",
                shape.getMessage());
        NpyFormatException name = assertThrows(NpyFormatException.class, () -> run("gemv.rs", "a[I,J] * x[J] -> [I]",
                Map.of("y", NpyArray.float32(new long[] {512}, new float[512]))));
        assertEquals("--input y: the kernel has no input y (inputs: a, x)", name.getMessage());
    }
}
