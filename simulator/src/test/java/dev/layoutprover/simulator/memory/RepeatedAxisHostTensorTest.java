package dev.layoutprover.simulator.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A host tensor whose mapping writes one axis twice ({@code m![H, H]}, as the crate's weights do). */
class RepeatedAxisHostTensorTest {

    private final Declarations d = DeclarationsParser.ofAxes("H = 4");

    @Test
    void aPositionHoldsTheSumOfTheTermsAndPositionsPastTheAxisHoldNothing() {
        Mapping hh = MappingParser.parse("m![H, H]", d);
        List<Axis> axes = List.of(new Axis("H", 4));
        LogicalTensor values = new LogicalTensor(ElementType.I32, axes, new double[] {10, 11, 12, 13}, null);
        HostTensor t = HostTensor.of("w", values, hh);
        for (long h1 = 0; h1 < 4; h1++) {
            for (long h2 = 0; h2 < 4; h2++) {
                long p = 4 * h1 + h2;
                double expected = h1 + h2 < 4 ? 10 + h1 + h2 : 0;
                assertEquals(expected, t.get(p), "position " + p);
            }
        }
        LogicalTensor back = t.toLogical();
        for (int h = 0; h < 4; h++) {
            assertEquals(10 + h, back.value(h));
        }
    }

    @Test
    void aSeededRandomInputOverARepeatedAxisIsBuilt() {
        HostTensor t = HostTensor.random("w", ElementType.BF16, MappingParser.parse("m![H, H]", d), 3, LogicalTensor.Range.full());
        assertEquals(List.of(new Axis("H", 4)), t.toLogical().axes());
    }
}
