package dev.layoutprover.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.simulator.layout.UnrunnableMapping;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** Exceptions out of a simulation run: what the kernel wrote is bad input, the rest our own bug. */
class SimulatorFailureTest {

    private static int exit(Exception e, StringWriter err) {
        return Main.failed(new PrintWriter(err, true), e);
    }

    @Test
    void aMappingExceptionInsideAnEngineIsAnInternalErrorExitFour() {
        SimulatorFailure f = assertThrows(SimulatorFailure.class, () -> SimulateCommand.simulating("k.rs --fn kernel",
                () -> {
                    throw new MappingException("axis B is used with sizes 512 and 2048");
                }));
        StringWriter err = new StringWriter();
        assertEquals(4, exit(f, err));
        assertTrue(err.toString().startsWith("internal error: the simulator failed while running k.rs --fn kernel (a bug"
                + " of layout-prover, not of the kernel): MappingException: axis B is used with sizes 512 and 2048\n"),
                err::toString);
        assertTrue(err.toString().contains("at dev.layoutprover.cli.SimulatorFailureTest"), "the stack trace is shown");
    }

    @Test
    void anIndexOutOfBoundsInsideAnEngineIsAnInternalErrorExitFour() {
        SimulatorFailure f = assertThrows(SimulatorFailure.class, () -> SimulateCommand.simulating("k.rs",
                () -> {
                    int[] lanes = new int[896];
                    return lanes[Integer.parseInt("896")];
                }));
        assertEquals(4, exit(f, new StringWriter()));
    }

    @Test
    void aMappingTheEnginesCannotRunAndAnInputNotReadStayBadInputExitTwo() {
        UnrunnableMapping unrunnable = new UnrunnableMapping("the fetch Packet mapping N % 8 #_ 16 is not a product");
        RuntimeException thrown = assertThrows(RuntimeException.class, () -> SimulateCommand.simulating("k.rs", () -> {
            throw unrunnable;
        }));
        assertSame(unrunnable, thrown);
        StringWriter err = new StringWriter();
        assertEquals(2, exit(thrown, err));
        assertTrue(err.toString().startsWith("error: the fetch Packet mapping"), err::toString);
        Inputs.BadInput bad = new Inputs.BadInput("k.rs:3:1: no such axis");
        assertSame(bad, assertThrows(Inputs.BadInput.class, () -> SimulateCommand.simulating("k.rs", () -> {
            throw bad;
        })));
        assertEquals(2, exit(bad, new StringWriter()));
    }
}
