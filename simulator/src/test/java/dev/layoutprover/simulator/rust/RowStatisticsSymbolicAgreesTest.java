package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.simulator.symbolic.SymbolicVerdict;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A row statistic broadcast back over the row it reduces, in the symbolic check: a reduction over
 * the whole of an output axis, read afresh inside it ({@code out[A, R] = max_R' x[A, R'] - x[A, R]}),
 * is the kernel's own reading, as the naive evaluator computes it. The verdict is the concrete
 * run's: conformant for {@code examples/kernels/large/row_max_shift_i32_tiled.rs} cut to two tiles
 * and for the workloads crate's row centring, softmax and RMS normalisation; refuted, replayed,
 * against a spec that leaves the statistic out and with a tile skipped.
 */
class RowStatisticsSymbolicAgreesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final Path LARGE = LargeKernelsSymbolicTest.LARGE.resolve("row_max_shift_i32_tiled.rs");
    private static final String FUNCTION = "row_max_shift_i32_tiled";
    private static final String CUT = "A = 16777216;;TILES: usize = 1024;;1 # 1024";
    private static final String TWO = "A = 32768;;TILES: usize = 2;;1 # 2";
    private static final String READING = "the kernel's value is its own reading, -1·x + max over [R % 64] of (x),"
            + " every input read at the output's own index, and inside a reduction over the whole output axis R at"
            + " each of its values";

    @Test
    void theLargeKernelIsItsOwnReadingWithoutRunning() {
        SymbolicVerdict v = OwnReadingSymbolicTest.check(LARGE, FUNCTION, Optional.empty());
        assertEquals(SymbolicVerdict.Answer.CONFORMANT, v.verdict(), v.toText());
        assertEquals("for each of the 1073741824 output indices " + READING, v.statement());
        assertEquals("the output's 1024 written regions cover it exactly once, each holding that formula; integers"
                + " wrap to the output's 32 bits", v.details().get(0));
    }

    @Test
    void cutToTwoTilesTheVerdictIsTheConcreteRunsWithAndWithoutASpec(@TempDir Path dir) throws IOException {
        Path source = LargeKernelsSymbolicTest.variant(dir, LARGE, CUT, TWO);
        SymbolicAgreement.conformant(RUNS, source, FUNCTION, "for each of the 2097152 output indices " + READING);
        SymbolicAgreement.refuted(RUNS, source, FUNCTION, "x[A,R] -> [A,R]", "at the output index [A=0, R=0] the"
                + " kernel's value is not the spec's: the kernel reduces [R % 64] with max", "replayed: with x = 1"
                + " everywhere, the kernel gives 0 at [A=0, R=0] and the spec 1");
    }

    @Test
    void aSkippedTileIsNeverWrittenBothWays(@TempDir Path dir) throws IOException {
        Path small = LargeKernelsSymbolicTest.variant(dir, LARGE, CUT, TWO);
        Path source = LargeKernelsSymbolicTest.variant(dir, small, "for t in 0..TILES", "for t in 0..1");
        SymbolicAgreement.neverWritten(RUNS, source, FUNCTION, "[A=16384, R=0]", 1048576,
                "A = 16384..=32767, R = 0..=63", 1);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "center_rows | sub_f32(x, add over [H % 128] of (mul_f32(x, 0.0078125f32)))",
        "softmax_rows | div_f32(exp_f32(sub_f32(x, max over [H % 128] of (x))), add over [H % 128] of"
                + " (exp_f32(sub_f32(x, max over [H % 128] of (x)))))",
        "rms_normalize | div_f32(x, sqrt_f32(add_f32(add over [H % 128] of (mul_f32(mul_f32(x, x),"
                + " 0.0078125f32)), 1.0E-6f32)))"})
    void theWorkloadsRowStatisticsAreTheirOwnReadingAsTheirConcreteRuns(String function, String formula) {
        Path source = MovedDataSymbolicAgreesTest.WORKLOADS.resolve("src/rows.rs");
        SymbolicAgreement.conformant(RUNS, source, function, "for each of the 65536 output indices the kernel's value"
                + " is its own reading, " + formula + ", every input read at the output's own index, and inside a"
                + " reduction over the whole output axis H at each of its values");
    }
}
