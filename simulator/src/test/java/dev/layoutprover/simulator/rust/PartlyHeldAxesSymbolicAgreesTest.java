package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.simulator.symbolic.SymbolicVerdict;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Axes held only in part, in the symbolic check. An input whose mappings leave digits out
 * ({@code x: HbmTensor<i32, Chip, m![G, L / 64]>}) reads one stored element for every value of
 * them: its formula reads them at 0, and the novel crate's kernels over such inputs are their own
 * readings, conformant as their concrete runs ({@link MovedDataSymbolicAgreesTest}); against a
 * spec, whose replay would not know the elements alias, they stay unknown. An output holding half
 * of its axis, the two halves of the input added through their tiles, reads the input at two
 * places, each once. A TRF tensor typed only by its helper's return type takes its row mapping from
 * it: the i8 product of a vector is the spec's sum, and a spec twice as large is refuted, replayed.
 */
class PartlyHeldAxesSymbolicAgreesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final Path SRC = SpatialTilesSymbolicAgreesTest.NOVEL.resolve("src");

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
        SymbolicVerdict v = SymbolicAgreement.meets(RUNS, gemv, "gemv_i8", spec);
        assertEquals("for each of the 256 output indices the kernel sums w·x over each of the 512 values of X exactly"
                + " once, as the spec " + spec, v.statement());
        SymbolicAgreement.refuted(RUNS, gemv, "gemv_i8", "w[H,X] * x[X] * 2 -> [H]", "at the output index [H=0] the"
                + " kernel's value is not the spec's: the kernel's terms w·x weigh 1 at X = 0..=511 where the spec's"
                + " weigh 2", "replayed: with x = 1, w = 1 everywhere, the kernel gives 512 at [H=0] and the spec 1024");
    }
}
