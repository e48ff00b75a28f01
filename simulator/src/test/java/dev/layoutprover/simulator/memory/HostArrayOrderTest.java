package dev.layoutprover.simulator.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A tensor brought back to the host is an array over its axes in the order they first appear in
 * its mapping, whatever order the values it holds were computed in.
 */
class HostArrayOrderTest {

    private final Declarations d = DeclarationsParser.ofAxes("A = 2, B = 3");

    @Test
    void theArrayFollowsTheMappingNotTheValuesOrder() {
        List<Axis> ab = List.of(new Axis("A", 2), new Axis("B", 3));
        // x[a, b] = 10 a + b, laid out B-major
        LogicalTensor x = new LogicalTensor(ElementType.I32, ab, new double[] {0, 1, 2, 10, 11, 12}, null);
        LogicalTensor back = HostTensor.of("x", x, MappingParser.parse("m![B, A]", d)).toLogical();
        assertEquals(List.of(new Axis("B", 3), new Axis("A", 2)), back.axes());
        double[] expected = {0, 10, 1, 11, 2, 12};
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], back.value(i), "array element " + i);
        }
    }

    @Test
    void aMappingInTheValuesOrderKeepsIt() {
        List<Axis> ab = List.of(new Axis("A", 2), new Axis("B", 3));
        LogicalTensor x = new LogicalTensor(ElementType.I32, ab, new double[] {0, 1, 2, 10, 11, 12}, null);
        LogicalTensor back = HostTensor.of("x", x, MappingParser.parse("m![A, B]", d)).toLogical();
        assertEquals(ab, back.axes());
        assertEquals(10, back.value(3));
    }
}
