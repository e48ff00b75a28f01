package dev.layoutprover.simulator.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import org.junit.jupiter.api.Test;

class EngineMappingsTest {

    private static final Declarations D = DeclarationsParser.ofAxes("A = 4, B = 4, B' = B - A, N = 5, G = 3, E = 5");

    @Test
    void topPaddedProductsOfAxesRunTermByTerm() {
        assertEquals("[8:E×1[0..=4] | 4:A×1]", EngineMappings.require(MappingParser.parse("m![E # 8, A]", D), "test").toString());
        assertEquals("[2:A×2 | 2:A×1]", EngineMappings.require(MappingParser.parse("m![A / 2, A % 2]", D), "test").toString());
    }

    @Test
    void skewsSlidingWindowsAndBottomPaddingDoNotRun() {
        assertTrue(EngineMappings.digits(MappingParser.parse("m![A, B']", D)).isEmpty());
        assertTrue(EngineMappings.digits(MappingParser.parse("m![$(N:1, G:2)]", D)).isEmpty());
        assertTrue(EngineMappings.digits(MappingParser.parse("m![E #_ 8]", D)).isEmpty());
        UnrunnableMapping e = assertThrows(UnrunnableMapping.class,
                () -> EngineMappings.require(MappingParser.parse("m![E #_ 8]", D), "the fetch Packet mapping"));
        assertTrue(e.getMessage().startsWith("the fetch Packet mapping E #_ 8 is not a product of axis factors"),
                e.getMessage());
    }
}
