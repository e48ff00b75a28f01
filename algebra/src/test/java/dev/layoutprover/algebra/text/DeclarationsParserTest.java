package dev.layoutprover.algebra.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import org.junit.jupiter.api.Test;

class DeclarationsParserTest {

    @Test
    void readsTheSeedsEscapeExample() {
        Declarations d = DeclarationsParser.parse("""
                axes![A = 8, B = 512];
                // aliases as the seed writes them
                type L = m![A];
                type R = m![B];
                """);
        assertEquals(Slot.of(TensorIndex.of("A", 1, "B", 7)), MappingParser.parse("m![{ L }, { R }]", d).at(519));
    }

    @Test
    void readsSkewsAndSemicolonSeparatedStatements() {
        Declarations d = DeclarationsParser.parse("axes![A = 4, B = 4]; B' = B - A; type S = m![A, B' = 4]");
        assertEquals(Slot.of(TensorIndex.of("A", 1)), MappingParser.parse("{ S }", d).at(7));
    }

    @Test
    void errorsNameTheLine() {
        ParseException e = assertThrows(ParseException.class,
                () -> DeclarationsParser.parse("axes![A = 4]\ntype L = m![A, Q]"));
        assertEquals("line 2: unknown axis 'Q' (declared: A)", e.reason());
        assertEquals(16, e.column(), "the column of Q in the line");
    }
}
