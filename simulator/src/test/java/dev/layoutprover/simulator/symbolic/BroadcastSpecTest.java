package dev.layoutprover.simulator.symbolic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.oracle.Spec;
import dev.layoutprover.simulator.oracle.SpecParser;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A spec over a broadcast output read on the output's data axes. */
class BroadcastSpecTest {

    private static List<String> onData(String spec, List<String> data, List<String> written) {
        return BroadcastSpec.onData(SpecParser.parse(spec), data, written).output();
    }

    @Test
    void theAddedAxesLeaveTheSpecsOutputByNameOrByPosition() {
        assertEquals(List.of("Q"), onData("x[Q] -> [Q,S]", List.of("Q"), List.of("Q", "S")));
        assertEquals(List.of("Q"), onData("x[Q] -> [S,Q]", List.of("Q"), List.of("Q", "S")));
        // by position: A is Q, B is S
        assertEquals(List.of("A"), onData("x[A] -> [A,B]", List.of("Q"), List.of("Q", "S")));
        assertEquals(List.of("M", "N"), onData("x[M,N] -> [M,R,N]", List.of("P", "Q"), List.of("P", "S", "Q")));
    }

    @Test
    void aSpecNamingNoMoreAxesThanTheDataIsKept() {
        Spec spec = SpecParser.parse("x[Q] -> [Q]");
        assertSame(spec, BroadcastSpec.onData(spec, List.of("Q"), List.of("Q", "S")));
    }

    @Test
    void aSpecReadAlongAnAddedAxisOrOutOfTheDatasOrderIsNotModelled() {
        NotModelled along = assertThrows(NotModelled.class,
                () -> onData("x[Q] + y[S] -> [Q,S]", List.of("Q"), List.of("Q", "S")));
        assertTrue(along.getMessage().startsWith("the spec reads y along S"), along.getMessage());
        // by position M is Q and N is P, but the data holds P before Q
        assertThrows(NotModelled.class, () -> onData("x[M,N] -> [M,R,N]", List.of("P", "Q"), List.of("Q", "S", "P")));
    }
}
