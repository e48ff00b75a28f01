package dev.layoutprover.simulator.builtin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import org.junit.jupiter.api.Test;

/** hello-tcp's kernels at the book's sizes, each compared with the naive evaluator. */
class HelloTcpConformanceTest {

    private static void assertConformant(ConformanceReport r, long elements) {
        assertTrue(r.conformant(), r.describe());
        assertEquals(elements, r.elements(), r.describe());
    }

    @Test
    void constantAdditionIsConformant() {
        ConformanceReport r = Conformance.run(new ConstantAddition(), 42);
        assertConformant(r, 2048);
        assertEquals(0.0, r.maxDifference());
    }

    @Test
    void elementwiseMultiplicationIsConformant() {
        ConformanceReport r = Conformance.run(new ElementwiseMultiplication(), 42);
        assertConformant(r, 2048);
        assertEquals(0.0, r.maxDifference());
    }

    @Test
    void dotProductIsConformant() {
        assertConformant(Conformance.run(new DotProduct(), 42), 1);
    }

    @Test
    void gemvIsConformant() {
        assertConformant(Conformance.run(new Gemv(), 42), 256);
    }

    @Test
    void gemmAtTheBooksSizesIsConformant() {
        assertConformant(Conformance.run(new Gemm(), 42), 512 * 512);
    }
}
