package dev.layoutprover.simulator.rust;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A requantising epilogue after a contraction, in the symbolic check: the workloads crate's
 * {@code requantized_linear} multiplies the sum over {@code K} by a constant ({@code MulInt}, the
 * sum's digits staying its own), shifts it right ({@code vector_fxp}'s {@code ArithRightShift}, the
 * reference's {@code a >> b}) and clamps it to i8. The verdict is the concrete run's: its own
 * reading, conformant, as written and with a logical shift; against the plain product refuted,
 * replayed.
 */
class EpilogueSymbolicAgreesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final Path EPILOGUE = MovedDataSymbolicAgreesTest.WORKLOADS.resolve("src/matmul/epilogue.rs");
    private static final String FUNCTION = "requantized_linear";

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "ArithRightShift | ashr",
        "LogicRightShift | lshr"})
    void theEpilogueIsItsOwnReadingAsTheConcreteRun(String shift, String op, @TempDir Path dir) throws IOException {
        Path source = shift.equals("ArithRightShift") ? EPILOGUE : MovedDataSymbolicAgreesTest.workloadsVariant(dir,
                "src/matmul/epilogue.rs", "FxpBinaryOp::ArithRightShift, SHIFT", "FxpBinaryOp::" + shift + ", SHIFT");
        SymbolicAgreement.conformant(RUNS, source, FUNCTION, "for each of the 4096 output indices the kernel's value"
                + " is its own reading, min_i32(max_i32(" + op + "_i32(Σ_K 3·w·x, 8), -128), 127), every input read at"
                + " the output's own index");
    }

    @Test
    void againstThePlainProductItIsRefutedAsConcretely() {
        SymbolicAgreement.refuted(RUNS, EPILOGUE, FUNCTION, "x[I,K] * w[J,K] -> [I,J]", "replayed: with w = 1, x = 1"
                + " everywhere, the kernel gives 1 at [J=0, I=0] and the spec -128");
    }
}
