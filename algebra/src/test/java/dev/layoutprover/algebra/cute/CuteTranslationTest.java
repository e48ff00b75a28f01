package dev.layoutprover.algebra.cute;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.text.CuteParser;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** CuTe layouts as linear combinations and, when compact, as plain mappings. */
class CuteTranslationTest {

    @Test
    void flatLayoutIsALinearCombinationOfItsModes() {
        Mapping m = CuteTranslation.toMapping(CuteParser.parse("(3,2):(2,3)"));
        assertEquals("$(D0:2, D1:3)", m.toString());
        assertEquals(8, m.size());
        assertEquals(Slot.of(TensorIndex.of("D0", 2, "D1", 1)), m.at(7));
        assertTrue(m.at(1).isHole(), "position 1 is a gap of the layout");
    }

    @Test
    void nestedModesAreMixedRadixDigitsOfOneAxis() {
        CuteLayout l = CuteParser.parse("((2,3),4):((1,2),6)");
        Mapping m = CuteTranslation.toMapping(l);
        assertEquals("$(D0 % 2:1, D0 / 2:2, D1:6)", m.toString());
        // coordinate ((1,2),3) is D0 = 1 + 2·2 = 5, D1 = 3, at 1 + 4 + 18 = 23
        assertEquals(Slot.of(TensorIndex.of("D0", 5, "D1", 3)), m.at(23));
        assertEquals(Optional.of("D1, D0 / 2, D0 % 2"), CuteTranslation.toCompactMapping(l).map(Mapping::toString));
    }

    @Test
    void middleDigitIsStridedThenReduced() {
        Mapping m = CuteTranslation.toMapping(CuteParser.parse("((2,3,2)):((1,2,6))"));
        assertEquals("$(D0 % 2:1, D0 / 2 % 3:2, D0 / 6:6)", m.toString());
    }

    @Test
    void strideZeroBroadcastsSeveralIndicesToOnePosition() {
        Mapping m = CuteTranslation.toMapping(CuteParser.parse("(4,2):(0,1)"));
        assertEquals(2, m.size());
        assertEquals(4, m.at(1).indices().size());
        assertTrue(m.at(1).indices().contains(TensorIndex.of("D0", 3, "D1", 1)));
        assertEquals(Optional.empty(), CuteTranslation.toCompactMapping(CuteParser.parse("(4,2):(0,1)")));
    }

    @Test
    void compactLayoutsBecomePlainMappingsOrderedByStride() {
        assertEquals("D0, D1", CuteTranslation.toCompactMapping(CuteParser.parse("(3,2):(2,1)")).orElseThrow().toString());
        assertEquals("D1, D0", CuteTranslation.toCompactMapping(CuteParser.parse("(3,2):(1,3)")).orElseThrow().toString());
        assertEquals("D0", CuteTranslation.toCompactMapping(CuteParser.parse("8:1")).orElseThrow().toString());
        assertEquals("1", CuteTranslation.toCompactMapping(CuteParser.parse("(1,1):(0,5)")).orElseThrow().toString());
    }
}
