package dev.layoutprover.algebra.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class Utf8TextTest {

    @Test
    void utf8TextIsReadWhole() throws Exception {
        assertEquals("a € 𝄞\nb", Utf8Text.decode("a € 𝄞\nb".getBytes(StandardCharsets.UTF_8)));
        assertEquals("", Utf8Text.decode(new byte[0]));
    }

    @Test
    void theFirstByteThatIsNotUtf8IsNamedByLineAndColumn() {
        Utf8Text.Malformed e = assertThrows(Utf8Text.Malformed.class,
                () -> Utf8Text.decode("ab\nc\u00ff".getBytes(StandardCharsets.ISO_8859_1)));
        assertEquals("not UTF-8 text: line 2, column 2 holds the byte 0xff", e.getMessage());
        // a character outside the basic plane counts as one column
        e = assertThrows(Utf8Text.Malformed.class, () -> Utf8Text.decode(new byte[] {(byte) 0xf0, (byte) 0x9d,
                (byte) 0x84, (byte) 0x9e, 'x', (byte) 0xc3}));
        assertEquals("not UTF-8 text: line 1, column 3 holds the byte 0xc3", e.getMessage());
    }
}
