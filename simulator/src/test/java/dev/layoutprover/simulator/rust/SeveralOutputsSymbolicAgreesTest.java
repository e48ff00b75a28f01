package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.symbolic.SymbolicVerdict;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kernels that bring several tensors back (a returned tuple) in the symbolic check: each output
 * is checked, the first against the spec when one is given, the others against their own reading,
 * as a concrete run compares each with the naive evaluator. The fused crate's
 * {@code sum_and_difference} and {@code both_layouts} are conformant both ways;
 * {@code both_layouts_short}, whose column loop stops one short, is refuted at the second output's
 * last column, as concretely.
 */
class SeveralOutputsSymbolicAgreesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final Path MIXED = SaturatingLanesSymbolicAgreesTest.CRATES.resolve("fused/src/mixed.rs");

    @Test
    void eachOutputOfATupleIsItsOwnReading() {
        SymbolicVerdict v = SymbolicAgreement.conformant(RUNS, MIXED, "sum_and_difference", "output 1: for each of"
                + " the 2048 output indices the kernel's value is its own reading, add_f32(a, b), every input read at"
                + " the output's own index; output 2: for each of the 2048 output indices the kernel's value is its own"
                + " reading, sub_f32(a, b), every input read at the output's own index");
        assertEquals(List.of("output 1: the output's 1 written regions cover it exactly once, each holding that"
                + " formula; each operation one f32 operation, as the naive evaluator's", "output 2: the output's 1"
                + " written regions cover it exactly once, each holding that formula; each operation one f32"
                + " operation, as the naive evaluator's", "the engines are taken to move the elements their mappings"
                + " name: the layout rules are `layout verify`'s"), v.details());
    }

    @Test
    void bothLayoutsAreTheInputOnceEach() {
        SymbolicAgreement.conformant(RUNS, MIXED, "both_layouts", "output 1: for each of the 2048 output indices the"
                + " kernel adds x, each term once, the kernel's reading, out[A, B] = x[A, B]; output 2: for each of the"
                + " 2048 output indices the kernel adds x, each term once, the kernel's reading, out[B, A] = x[A, B]");
    }

    @Test
    void theSpecIsTheFirstOutputs() {
        SymbolicVerdict v = SymbolicAgreement.meets(RUNS, MIXED, "sum_and_difference", "a[A,B] + b[A,B] -> [A,B]");
        assertTrue(v.statement().startsWith("output 1: for each of the 2048 output indices the kernel's value is the"
                + " spec's"), v.statement());
        SymbolicAgreement.refuted(RUNS, MIXED, "sum_and_difference", "a[A,B] - b[A,B] -> [A,B]", "output 1: at the"
                + " output index [A=0, B=0] the kernel's value is not the spec's: the kernel computes add where the"
                + " spec has (a[A, B] - b[A, B])", "replayed: with b = 1, a = 0 everywhere, the kernel gives 1 at"
                + " [A=0, B=0] and the spec -1.0 (within 5.960464477539063E-8)");
    }

    @Test
    void aColumnLoopOneShortLeavesTheSecondOutputsLastColumnUnwritten() {
        SymbolicVerdict v = OwnReadingSymbolicTest.check(MIXED, "both_layouts_short", Optional.empty());
        assertEquals(SymbolicVerdict.Answer.REFUTED, v.verdict(), v.toText());
        assertEquals("output 2: the output index [B=3, A=0] is never written", v.statement());
        assertEquals(List.of("512 output indices are never written, e.g. B = 3, A = 0..=511", "replayed: 0 of the"
                + " kernel's 3 writes to the output hold [B=3, A=0]"), v.details());
        Simulation concrete = FloatLanesSymbolicAgreesTest.concrete(RUNS, MIXED, "both_layouts_short", Optional.empty());
        assertEquals(512, concrete.report().orElseThrow().unwritten(), concrete::toString);
        assertTrue(!concrete.passed(), "the concrete run");
    }

    @Test
    void aMaximumForTheSumIsRefutedAgainstTheSpec(@TempDir Path dir) throws IOException {
        Path source = SaturatingLanesSymbolicAgreesTest.variant(dir, "fused", "src/mixed.rs",
                ".vector_clip_zip(ClipBinaryOpF32::Add)", ".vector_clip_zip(ClipBinaryOpF32::Max)");
        SymbolicAgreement.refuted(RUNS, source, "sum_and_difference", "a[A,B] + b[A,B] -> [A,B]", "output 1: at the"
                + " output index [A=0, B=0] the kernel's value is not the spec's: the kernel computes max where the"
                + " spec has (a[A, B] + b[A, B])", "replayed: with b = -1, a = 0 everywhere, the kernel gives 0 at"
                + " [A=0, B=0] and the spec -1.0 (within 5.960464477539063E-8)");
    }

    @Test
    void theColumnsCopiedInReverseAreTheKernelsOwnReading(@TempDir Path dir) throws IOException {
        Path source = SaturatingLanesSymbolicAgreesTest.variant(dir, "fused", "src/mixed.rs",
                "        .tile::<m![B], 1, m![A, 1 # 4]>(b)", "        .tile::<m![B], 1, m![A, 1 # 4]>(COLUMNS - 1 - b)");
        SymbolicVerdict own = OwnReadingSymbolicTest.check(source, "both_layouts", Optional.empty());
        // the columns reversed are the kernel's own reading (the naive evaluator follows its tiles), as concretely
        assertEquals(SymbolicVerdict.Answer.CONFORMANT, own.verdict(), own.toText());
        assertTrue(FloatLanesSymbolicAgreesTest.concrete(RUNS, source, "both_layouts", Optional.empty()).passed(),
                "the concrete run");
    }
}
