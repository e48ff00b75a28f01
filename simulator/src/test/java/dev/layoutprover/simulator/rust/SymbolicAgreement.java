package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.symbolic.SymbolicVerdict;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Assertions that a kernel's symbolic verdict is its concrete run's: conformant without a spec,
 * refuted against a spec (replayed), never written at the same number of held indices.
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

    /** Refuted without a spec at {@code index} never written, with {@code details}; the concrete run counts {@code unwritten}. */
    static void neverWritten(KernelRuns runs, Path source, String function, String index, List<String> details,
            long unwritten) {
        SymbolicVerdict v = OwnReadingSymbolicTest.check(source, function, Optional.empty());
        assertEquals(SymbolicVerdict.Answer.REFUTED, v.verdict(), v.toText());
        assertEquals("the output index " + index + " is never written", v.statement());
        assertEquals(details, v.details());
        Simulation concrete = FloatLanesSymbolicAgreesTest.concrete(runs, source, function, Optional.empty());
        assertEquals(unwritten, concrete.report().orElseThrow().unwritten(), concrete::toString);
        assertTrue(!concrete.passed(), "the concrete run");
    }
}
