package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.symbolic.SymbolicVerdict;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Axes held only in part, in the symbolic check. An input whose mappings leave digits out
 * ({@code x: HbmTensor<i32, Chip, m![G, L / 64]>}) reads one stored element for every value of
 * them: its formula reads them at 0, and the novel crate's kernels over such inputs are their own
 * readings, conformant as their concrete runs; against a spec, whose replay would not know the
 * elements alias, they stay unknown. An output holding half of its axis, the two halves of the
 * input added through their tiles, reads the input at two places, each once. A TRF tensor typed
 * only by its helper's return type takes its row mapping from it: the i8 product of a vector is
 * the spec's sum, and a spec twice as large is refuted, replayed.
 */
class PartlyHeldAxesSymbolicAgreesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final Path SRC = SpatialTilesSymbolicAgreesTest.NOVEL.resolve("src");

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "vector/elementwise.rs | add_bias | 131072 output indices the kernel adds x + b, each term once, the kernel's"
                + " reading, out[L, G, C] = x[G, C, L] + b[C] | [L=0, G=0, C=0] x reads L at %16=0",
        "vector/reduce.rs | sum_groups | 4096 output indices the kernel sums x over each of the 4 values of G exactly"
                + " once, the kernel's reading, out[L] = Σ_G x[G, L] | [L=0] x reads L at %64=0",
        "vector/reduce.rs | row_max | 4096 output indices the kernel's value is its own reading, max over [C % 8] of"
                + " (x), every input read at the output's own index or where the kernel's views moved it | [L=0] x"
                + " reads L at %8=0"})
    void anInputHoldingPartOfAnAxisIsReadAtItsStoredElementAsTheConcreteRun(String file, String function,
            String reading, String read) {
        SymbolicAgreement.conformant(RUNS, SRC.resolve(file), function, "for each of the " + reading + "; data moved"
                + " across digits, read where the kernel's views put it (at " + read + ")");
    }

    @Test
    void againstASpecAnAliasedInputIsUnknown() {
        SymbolicVerdict v = OwnReadingSymbolicTest.check(SRC.resolve("vector/reduce.rs"), "sum_groups",
                Optional.of("x[G,L] -> [L]"));
        assertEquals(SymbolicVerdict.Answer.UNKNOWN, v.verdict(), v.toText());
        assertEquals("the input x holds only some digits of its axes (its other digits alias one element): not decided"
                + " symbolically against a spec", v.statement());
    }

    @Test
    void halvesAddedThroughTheirTilesReadTheInputAtTwoPlaces() {
        SymbolicAgreement.conformant(RUNS, SRC.resolve("vector/halves.rs"), "fold_halves", "for each of the 4096 output"
                + " indices the kernel adds x, each term once, the kernel's reading, out[L] = x[L]; data moved across"
                + " digits, read where the kernel's views put it (at [L=0] x reads L at /2048%2=0); at [L=0] it adds x"
                + " read at 2 places the kernel's views moved it to, each once");
    }

    @Test
    void aTrfTensorTypedByItsHelpersReturnTypeIsContracted() {
        Path gemv = SRC.resolve("contract/gemv.rs");
        String spec = "w[H,X] * x[X] -> [H]";
        SymbolicVerdict v = OwnReadingSymbolicTest.check(gemv, "gemv_i8", Optional.of(spec));
        assertEquals(SymbolicVerdict.Answer.CONFORMANT, v.verdict(), v.toText());
        assertEquals("for each of the 256 output indices the kernel sums w·x over each of the 512 values of X exactly"
                + " once, as the spec " + spec, v.statement());
        assertTrue(FloatLanesSymbolicAgreesTest.concrete(RUNS, gemv, "gemv_i8", Optional.of(spec)).expectation()
                .orElseThrow().matches(), "the concrete run");
        SymbolicAgreement.refuted(RUNS, gemv, "gemv_i8", "w[H,X] * x[X] * 2 -> [H]", "at the output index [H=0] the"
                + " kernel's value is not the spec's: the kernel's terms w·x weigh 1 at X = 0..=511 where the spec's"
                + " weigh 2", "replayed: with x = 1, w = 1 everywhere, the kernel gives 512 at [H=0] and the spec 1024");
    }
}
