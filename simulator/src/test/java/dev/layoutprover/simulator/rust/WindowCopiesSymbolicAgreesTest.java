package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * Copies between tiles that are not whole digit ranges (a tile of 3 along {@code R % 4} copied one
 * row down, a tile of 1 copied from the last row to the first), in the symbolic check: each value of
 * the source's window lands on the same value of the target's, data moved across a digit. The
 * verdict is the concrete run's: the workloads crate's {@code rotate_row_groups} and the reference's
 * {@code view_simpl} are their own readings, conformant; against {@code x[R,D] -> [R,D]} the rotation
 * is refuted, replayed; with the wrap-around copy left out the first row of each group is never
 * written, refuted both ways.
 */
class WindowCopiesSymbolicAgreesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final Path MOVES = MovedDataSymbolicAgreesTest.WORKLOADS.resolve("src/moves.rs");
    private static final String ROTATE = "rotate_row_groups";
    private static final String WRAP = "    staged\n        .view()\n        .tile::<m![R % 4], 1, m![1 # 4, D]>(3)\n"
            + "        .to_dm_view(&mut ctx.tdma, rotated.view_mut().tile::<m![R % 4], 1, m![1 # 4, D]>(0));\n";

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "workloads | rotate_row_groups | 32768 | x | R, D | R",
        "reference | view_simpl | 2048 | input_hbm | A, B | B"})
    void aRotationByWindowsIsTheOwnReadingAsTheConcreteRun(String crate, String function, long outputs, String input,
            String axes, String rotated) {
        Path source = crate.equals("workloads") ? MOVES : ReferenceCrate.source("view.rs");
        String zero = "[" + String.join(", ", java.util.Arrays.stream(axes.split(", ")).map(a -> a + "=0").toList())
                + "]";
        SymbolicAgreement.conformant(RUNS, source, function, "for each of the " + outputs + " output indices the"
                + " kernel adds " + input + ", each term once, the kernel's reading, out[" + axes + "] = " + input + "["
                + axes + "]; data moved across digits, read where the kernel's views put it (at " + zero + " " + input
                + " reads " + rotated + " at %4=3)");
    }

    @Test
    void againstTheIdentityTheRotationIsRefutedAsConcretely() {
        SymbolicAgreement.refuted(RUNS, MOVES, ROTATE, "x[R,D] -> [R,D]", "at the output index [R=0, D=0] the kernel"
                + " adds the product x[R=3, D=0], which the spec does not have there", "replayed: with x[R=3, D=0] 1 and"
                + " 0 elsewhere, the kernel gives 1 at [R=0, D=0] and the spec 0");
    }

    @Test
    void withoutTheWrapAroundTheFirstRowOfEachGroupIsNeverWritten(@TempDir Path dir) throws IOException {
        Path source = MovedDataSymbolicAgreesTest.workloadsVariant(dir, "src/moves.rs", WRAP, "");
        SymbolicAgreement.neverWritten(RUNS, source, ROTATE, "[R=0, D=0]", 8192, "R % 4 = 0, D = 0..=127", 3);
    }

    @Test
    void aCopyBetweenWindowsOfDifferentWidthsIsUnknown(@TempDir Path dir) throws IOException {
        Path source = MovedDataSymbolicAgreesTest.workloadsVariant(dir, "src/moves.rs",
                ".tile::<m![R % 4], 1, m![1 # 4, D]>(3)", ".tile::<m![R % 4], 3, m![R % 4 = 3 # 4, D]>(1)");
        SymbolicVerdict v = OwnReadingSymbolicTest.check(source, ROTATE, Optional.empty());
        assertEquals(SymbolicVerdict.Answer.UNKNOWN, v.verdict(), v.toText());
        assertTrue(v.statement().endsWith("moves.rs:87:10: a copy from a tile of 3 along R % 4 from step 1 to a tile"
                + " of 1 along R % 4 from step 0 (not a window of as many values of one part) is not modelled"
                + " symbolically"), v.statement());
    }
}
