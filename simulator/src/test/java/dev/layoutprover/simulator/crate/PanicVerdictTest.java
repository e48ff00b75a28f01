package dev.layoutprover.simulator.crate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.layoutprover.kernel.model.PanicExpectations;
import dev.layoutprover.kernel.syntax.Source;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A function the reference's tests expect to panic is judged by whether a rule rejects it. */
class PanicVerdictTest {

    private static final Optional<PanicExpectations.PanicTest> PANIC = Optional.of(new PanicExpectations.PanicTest(
            "ops::bad", "test_bad", Source.of("t.rs", "fn test_bad() {}").at(0)));

    private static FunctionRun run(FunctionRun.FunctionVerdict v, FunctionRun.Method m, String reason) {
        return new FunctionRun("ops::bad", "ops.rs", 3, v, m, 512, 1, Optional.ofNullable(reason));
    }

    @Test
    void rejectedByARuleIsConformantAndSaysWhichRule() {
        FunctionRun r = CrateSimulation.judged(run(FunctionRun.FunctionVerdict.RULE_BROKEN, FunctionRun.Method.SIMULATED,
                "ops.rs:9:10: Vector::ALU: the FxpAdd ALU is already used in this pass"), PANIC);
        assertEquals(FunctionRun.FunctionVerdict.CONFORMANT, r.verdict());
        assertEquals(Optional.of("panic"), r.expected());
        assertEquals("the reference's tests expect a panic (test_bad at t.rs:1:1); rejected by ops.rs:9:10: "
                + "Vector::ALU: the FxpAdd ALU is already used in this pass", r.reason().orElseThrow());
    }

    @Test
    void runningWithoutComplaintIsNotConformant() {
        FunctionRun r = CrateSimulation.judged(run(FunctionRun.FunctionVerdict.CONFORMANT, FunctionRun.Method.SIMULATED, null),
                PANIC);
        assertEquals(FunctionRun.FunctionVerdict.NOT_CONFORMANT, r.verdict());
        assertEquals("the reference's tests expect a panic (test_bad at t.rs:1:1), but it ran without a broken rule",
                r.reason().orElseThrow());
        assertEquals(FunctionRun.FunctionVerdict.NOT_CONFORMANT, CrateSimulation.judged(run(FunctionRun.FunctionVerdict.NOT_CONFORMANT,
                FunctionRun.Method.SIMULATED, "1 of 4 differ"), PANIC).verdict());
    }

    @Test
    void unknownsAndSymbolicChecksStayUnknown() {
        assertEquals(FunctionRun.FunctionVerdict.UNKNOWN, CrateSimulation.judged(run(FunctionRun.FunctionVerdict.UNKNOWN,
                FunctionRun.Method.SIMULATED, "not modelled"), PANIC).verdict());
        FunctionRun symbolic = CrateSimulation.judged(run(FunctionRun.FunctionVerdict.CONFORMANT, FunctionRun.Method.SYMBOLIC,
                null), PANIC);
        assertEquals(FunctionRun.FunctionVerdict.UNKNOWN, symbolic.verdict());
        assertEquals(Optional.of("panic"), symbolic.expected());
    }

    @Test
    void aFunctionExpectedToRunKeepsItsVerdictAndItsWarnings() {
        FunctionRun r = run(FunctionRun.FunctionVerdict.RULE_BROKEN, FunctionRun.Method.SIMULATED, "x").withWarnings(
                List.of("ops.rs:4:5: DM::OVERLAP: …"));
        assertSame(r, CrateSimulation.judged(r, Optional.empty()));
        assertEquals(List.of("ops.rs:4:5: DM::OVERLAP: …"), r.warnings());
        assertEquals(Optional.empty(), r.expected());
    }
}
