package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.symbolic.SymbolicVerdict;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Assertions that a kernel's symbolic verdict is its concrete run's: conformant without a spec,
 * conformant against a spec the concrete output matches, refuted against a spec (replayed), never
 * written at the same number of held indices.
 *
 * <p>Example: {@code SymbolicAgreement.conformant(RUNS, moves, "rotate_row_groups", statement)}
 * checks the symbolic statement and that the concrete run passes.
 */
final class SymbolicAgreement {

    private SymbolicAgreement() {}

    /** Conformant without a spec, with {@code statement}, and the concrete run passes. */
    static SymbolicVerdict conformant(KernelRuns runs, Path source, String function, String statement) {
        SymbolicVerdict v = OwnReadingSymbolicTest.check(source, function, Optional.empty());
        assertEquals(SymbolicVerdict.Answer.CONFORMANT, v.verdict(), v.toText());
        assertEquals(statement, v.statement());
        assertTrue(FloatLanesSymbolicAgreesTest.concrete(runs, source, function, Optional.empty()).passed(),
                "the concrete run");
        return v;
    }

    /**
     * {@link #conformant} with the statement of a kernel whose every output index holds its own
     * reading of the inputs at that index: {@code ownReading(runs, masks, "saturating_merge", 2048,
     * "add_sat_i32(lhs, rhs)")} expects "for each of the 2048 output indices the kernel's value is its
     * own reading, add_sat_i32(lhs, rhs), every input read at the output's own index".
     */
    static SymbolicVerdict ownReading(KernelRuns runs, Path source, String function, long outputs, String reading) {
        return conformant(runs, source, function, "for each of the " + outputs + " output indices the kernel's"
                + " value is its own reading, " + reading + ", every input read at the output's own index");
    }

    /**
     * Conformant against {@code spec}, and the concrete run's output matches it: {@code meets(runs,
     * relayout, "pcopy_transpose", "x[P,K] -> [P,K]")}. The verdict is returned for its statement.
     */
    static SymbolicVerdict meets(KernelRuns runs, Path source, String function, String spec) {
        SymbolicVerdict v = OwnReadingSymbolicTest.check(source, function, Optional.of(spec));
        assertEquals(SymbolicVerdict.Answer.CONFORMANT, v.verdict(), v.toText());
        assertTrue(FloatLanesSymbolicAgreesTest.concrete(runs, source, function, Optional.of(spec)).expectation()
                .orElseThrow().matches(), "the concrete run");
        return v;
    }

    /** {@link #refuted(KernelRuns, Path, String, String, String)} with the verdict's {@code statement}. */
    static void refuted(KernelRuns runs, Path source, String function, String spec, String statement,
            String replayed) {
        assertEquals(statement, refuted(runs, source, function, spec, replayed).statement());
    }

    /** Refuted against {@code spec}, its last detail {@code replayed}, and the concrete run's expectation fails. */
    static SymbolicVerdict refuted(KernelRuns runs, Path source, String function, String spec, String replayed) {
        SymbolicVerdict v = OwnReadingSymbolicTest.check(source, function, Optional.of(spec));
        assertEquals(SymbolicVerdict.Answer.REFUTED, v.verdict(), v.toText());
        assertEquals(replayed, v.details().get(v.details().size() - 1), v.toText());
        assertTrue(!FloatLanesSymbolicAgreesTest.concrete(runs, source, function, Optional.of(spec)).expectation()
                .orElseThrow().matches(), "the concrete run");
        return v;
    }

    /**
     * Refuted without a spec at {@code index} never written: {@code unwritten} output indices never
     * written, {@code example} among them, and none of the kernel's {@code writes} writes to the output
     * holding {@code index} when replayed; the concrete run counts {@code unwritten} too.
     * {@code neverWritten(runs, source, "pcopy_quarters", "[S=0, H=0, W=0]", 2048, "S = 0..=255, H = 0,
     * W = 0..=7", 3)} expects the details "2048 output indices are never written, e.g. S = 0..=255, H =
     * 0, W = 0..=7" and "replayed: 0 of the kernel's 3 writes to the output hold [S=0, H=0, W=0]".
     */
    static void neverWritten(KernelRuns runs, Path source, String function, String index, long unwritten,
            String example, int writes) {
        SymbolicVerdict v = OwnReadingSymbolicTest.check(source, function, Optional.empty());
        assertEquals(SymbolicVerdict.Answer.REFUTED, v.verdict(), v.toText());
        assertEquals("the output index " + index + " is never written", v.statement());
        assertEquals(List.of(unwritten + " output indices are never written, e.g. " + example,
                "replayed: 0 of the kernel's " + writes + " writes to the output hold " + index), v.details());
        Simulation concrete = FloatLanesSymbolicAgreesTest.concrete(runs, source, function, Optional.empty());
        assertEquals(unwritten, concrete.report().orElseThrow().unwritten(), concrete::toString);
        assertTrue(!concrete.passed(), "the concrete run");
    }
}
