package dev.layoutprover.simulator.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class IndexPositionTest {

    private final Declarations d = DeclarationsParser.ofAxes("A = 8, B = 512, C = 6, H = 1073741824");

    /** The first position storing {@code index}, by enumeration: what the normal form must agree with. */
    private static OptionalLong enumerated(Mapping m, TensorIndex index) {
        Evaluator e = Evaluator.of(m);
        for (long p = 0; p < m.size(); p++) {
            if (e.slot(p).indices().contains(index)) {
                return OptionalLong.of(p);
            }
        }
        return OptionalLong.empty();
    }

    @Test
    void theNormalFormFindsTheOnePositionThatStoresEachIndexOfAMixedRadixMapping() {
        for (String text : new String[] {"m![A, B]", "m![B / 32 # 32, A, B % 32]", "m![B % 64, A # 16, B / 64]",
                "m![[A, B] / 8, 1 # 2, [A, B] % 8]", "m![C # 8, B / 128 = 2 # 4]"}) {
            Mapping m = MappingParser.parse(text, d);
            Evaluator e = Evaluator.of(m);
            for (long p = 0; p < m.size(); p += 7) {
                for (TensorIndex index : e.slot(p).indices()) {
                    OptionalLong found = IndexPosition.of(m, index);
                    assertTrue(found.isPresent(), text + " " + index);
                    assertEquals(enumerated(m, index), found, text + " " + index);
                }
            }
        }
    }

    @Test
    void whereTheNormalFormAnswersOutsideMixedRadixItAgreesWithEnumeration() {
        for (String text : new String[] {"m![[A, C] # 64 / 8, 1 # 2, [A, C] # 64 % 8]", "m![A % 4, A / 2]",
                "m![[A, C] # 64 % 4, [A, C] # 64 / 4]"}) {
            Mapping m = MappingParser.parse(text, d);
            Evaluator e = Evaluator.of(m);
            for (long p = 0; p < m.size(); p++) {
                for (TensorIndex index : e.slot(p).indices()) {
                    OptionalLong found = IndexPosition.of(m, index);
                    if (found.isPresent()) {
                        assertEquals(enumerated(m, index), found, text + " " + index);
                    }
                }
            }
        }
    }

    @Test
    void aTileStartInAGigaElementTensorIsFoundWithoutVisitingPositions() {
        Mapping m = MappingParser.parse("m![H / 1024, A, H % 1024]", d);
        assertEquals(OptionalLong.of((1L << 19) * 8 * 1024 + 3 * 1024 + 5),
                IndexPosition.of(m, TensorIndex.of("H", (1L << 19) * 1024 + 5, "A", 3)));
    }

    @Test
    void overlappingDigitsOrAnIndexNoPositionStoresGiveNoAnswer() {
        assertEquals(OptionalLong.empty(), IndexPosition.of(MappingParser.parse("m![A / 2, A % 4]", d), TensorIndex.of("A", 2)));
        assertEquals(OptionalLong.empty(), IndexPosition.of(MappingParser.parse("m![A % 4]", d), TensorIndex.of("A", 5)));
        assertEquals(OptionalLong.empty(), IndexPosition.of(MappingParser.parse("m![A]", d), TensorIndex.of("B", 1)));
    }
}
