package dev.layoutprover.algebra.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.MappingException;
import org.junit.jupiter.api.Test;

/** A parse error says whether the text is ill formed (a constructor's check) or not text at all. */
class MappingParserErrorTest {

    private static final Declarations B = DeclarationsParser.ofAxes("B = 512");

    @Test
    void aStrideThatDoesNotDivideIsAnIllFormedMappingAtItsOperator() {
        ParseException e = assertThrows(ParseException.class, () -> MappingParser.parse("m![B / 48]", B));
        assertEquals(6, e.column());
        assertInstanceOf(MappingException.class, e.getCause());
        assertEquals("stride 48 does not divide the size 512 of B", e.getCause().getMessage());
    }

    @Test
    void anUnknownAxisOrAMissingBracketHasNoCause() {
        assertNull(assertThrows(ParseException.class, () -> MappingParser.parse("m![Q]", B)).getCause());
        assertNull(assertThrows(ParseException.class, () -> MappingParser.parse("m![B", B)).getCause());
    }

    @Test
    void aCharacterBeyondTheBasicPlaneIsShownWholeNotAsAnInvisibleHalf() {
        ParseException e = assertThrows(ParseException.class, () -> MappingParser.parse("m![\uD83D\uDE00, B]", B));
        assertEquals("column 4: unexpected character '\uD83D\uDE00'\n  m![\uD83D\uDE00, B]\n     ^", e.getMessage());
        // a lone half of a pair is no character: it stays escaped
        ParseException lone = assertThrows(ParseException.class, () -> MappingParser.parse("m![\uD83D, B]", B));
        assertEquals("column 4: unexpected character '\\ud83d' (an invisible or control character)\n"
                + "  m![\\ud83d, B]\n     ^", lone.getMessage());
    }
}
