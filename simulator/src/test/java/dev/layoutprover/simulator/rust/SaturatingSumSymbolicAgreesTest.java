package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.symbolic.SymbolicVerdict;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The saturating reductions ({@code IntraSliceReduceOpI32::AddSat},
 * {@code InterSliceReduceOpI32::AddSat}) in the symbolic check: each step saturates, so the sum
 * is the naive evaluator's only in its order, the reduced axis in index order; the reference's
 * four kernels fold so and are their own reading, as their concrete runs are conformant. Against
 * the wrapping sum a replay with the largest {@code i32} twice refutes them, as concretely; a
 * fold in another order is unknown.
 */
class SaturatingSumSymbolicAgreesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "ve_intra_slice_reduce_add_fxp_sat | add_sat over [R % 4] of (input)",
        "ve_intra_slice_reduce_split_time_packet | add_sat over [R16 % 16] of (input)",
        "ve_inter_slice_reduce_add_sat_i32 | add_sat over [R % 4] of (input)",
        "ve_vru_then_vau_i32 | add_sat over [R % 4] of (input) + 100"})
    void aSaturatingSumInIndexOrderIsItsOwnReadingAsItsConcreteRunSays(String function, String reading) {
        SymbolicAgreement.ownReading(RUNS, ReferenceCrate.source("vector_engine", "reduce.rs"), function, 512, reading);
    }

    @ParameterizedTest(name = "{0} against {1}")
    @CsvSource(delimiter = '|', value = {
        "ve_intra_slice_reduce_add_fxp_sat | input[A,R] -> [A]",
        "ve_inter_slice_reduce_add_sat_i32 | input[R,A] -> [A]"})
    void againstTheWrappingSumTheLargestValueTwiceRefutesIt(String function, String spec) {
        Path reduce = ReferenceCrate.source("vector_engine", "reduce.rs");
        SymbolicVerdict v = OwnReadingSymbolicTest.check(reduce, function, Optional.of(spec));
        assertEquals(SymbolicVerdict.Answer.REFUTED, v.verdict(), v.toText());
        assertEquals(List.of("replayed: with input 2147483647 at [R=0] and [R=1] and 0 elsewhere, every other input 1,"
                + " the kernel gives 2147483647 at [A=0] and the spec -2"), v.details());
        assertEquals(false, FloatLanesSymbolicAgreesTest.concrete(RUNS, reduce, function, Optional.of(spec)).expectation()
                .orElseThrow().matches(), "the concrete run");
    }

    @Test
    void aFoldOutOfIndexOrderIsUnknown(@TempDir Path dir) throws IOException {
        Path reduce = ReferenceCrate.source("vector_engine", "reduce.rs");
        // the module on its own (the crate root's prelude, types and axes), R16's low digit folded slowest
        String root = Files.readString(reduce.resolveSibling("..").resolve("vector_engine.rs"));
        Path file = LargeKernelsSymbolicTest.variant(dir, reduce, "use super::*;;.vector_split::<m![A % 2, R16 / 4],"
                + " m![R16 % 4]>()", root.substring(0, root.indexOf("mod normal;")) + "use furiosa_visa_std::prelude::*;;"
                + ".vector_split::<m![A % 2, R16 % 4], m![R16 / 4]>()");
        SymbolicVerdict v = OwnReadingSymbolicTest.check(file, "ve_intra_slice_reduce_split_time_packet", Optional.empty());
        assertEquals(SymbolicVerdict.Answer.UNKNOWN, v.verdict(), v.toText());
        assertTrue(v.statement().endsWith("the intra-slice reduction AddSat folding [R16 % 4, R16 / 4 % 4] of R16, not"
                + " in index order (the saturating fold depends on its order) is not modelled symbolically"), v.statement());
    }
}
