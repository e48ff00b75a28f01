package dev.layoutprover.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.MacroGrammar;
import dev.layoutprover.kernel.syntax.Source;
import dev.layoutprover.kernel.syntax.Token;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code m![…]} and {@code axes![…]} accept what furiosa-mapping's grammar and the {@code axes!}
 * macro accept, and nothing else: each refusal names its column.
 */
class MacroGrammarTest {

    private static Token macro(String text) {
        return new Token(Token.Kind.MACRO, text, 0, text.length());
    }

    private static void mapping(String text) {
        MacroGrammar.requireMapping(macro(text), Source.of("k.rs", text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"m![A]", "m![A / 16 % 4 = 2 # 8]", "m![1 # 2]", "m![[A, B], (C / 2)]", "m![{ Chip }, A]",
        "m!(A, B)", "m!{A # 4}", "m![A / 010]", "m![r#A]", "m![ A ,B/2 ]"})
    void theReferenceGrammarIsAccepted(String text) {
        mapping(text);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "m![A / 0x10]|8|0x10 is not a number of the m![…] grammar, which reads decimal digits only: write 16",
        "m![A / 1_6]|8|1_6 is not a number of the m![…] grammar, which reads decimal digits only: write 16",
        "m![A / 16usize]|8|16usize is not a number of the m![…] grammar, which reads decimal digits only: write 16",
        "m![A,]|6|expected a mapping (an axis, 1, '(', '[' or '{'), found the end of the macro",
        "m![]|4|expected a mapping (an axis, 1, '(', '[' or '{'), found the end of the macro",
        "m![2]|4|a number stands for a mapping only as 1, the identity; found 2 (the reference panics: Broadcast not "
                + "supported)",
        "m![A * 2]|6|'*' has no meaning in m![…] (the mapping grammar has axes, numbers, / % = # , ( ) [ ] and { … })",
        "m![A B]|6|expected ',' or the end of the mapping, found 'B' (terms are separated by commas: m![A, B])",
        "m![A / (2)]|8|expected a number after '/', found '('",
        "m![(A]|6|expected ')' to close '(', found the end of the macro",
        "m![A : 2]|6|expected ',' or the end of the mapping, found ':'",
    })
    void anythingElseIsRefusedAtItsColumn(String text, int column, String reason) {
        KernelError e = assertThrows(KernelError.class, () -> mapping(text));
        assertEquals(reason, e.reason());
        assertEquals("k.rs:1:" + column, e.location().toString());
    }

    @org.junit.jupiter.api.Test
    void bracketsNestAtMost256Deep() {
        mapping("m![" + "(".repeat(256) + "A" + ")".repeat(256) + "]");
        KernelError e = assertThrows(KernelError.class, () -> mapping("m![" + "[".repeat(5000) + "A"
                + "]".repeat(5000) + "]"));
        assertEquals("brackets nest more than 256 deep (the limit)", e.reason());
        assertEquals("k.rs:1:260", e.location().toString());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "axes![A = 0x40, B = 1_024, C = 8usize,]|A=64 B=1024 C=8",
        "axes![]|",
        "axes![A = 0o10, B = 0b101]|A=8 B=5",
    })
    void axesTakeUsizeLiteralsInAnyRadix(String text, String expected) {
        List<MacroGrammar.AxisSize> axes = MacroGrammar.axes(macro(text), Source.of("k.rs", text));
        assertEquals(expected == null ? "" : expected, String.join(" ", axes.stream().map(a -> a.name() + "="
                + a.size()).toList()));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "axes![A = 64u32]|11|the size of axis A is a usize, but 64u32 is a u32",
        "axes![A = -64]|11|the size of axis A is a usize, which has no sign",
        "axes![A = 2^6]|12|'^' has no meaning in axes![…] (it declares A = 64, B = 16, …)",
        "axes![A = 64; B = 2]|13|';' has no meaning in axes![…] (it declares A = 64, B = 16, …)",
        "axes![A = 64 B = 2]|14|expected ',' between axis declarations, found 'B'",
        "axes![A: 64]|8|expected '=' after the axis A, found ':'",
        "axes![A = 6.5]|11|the size of axis A is an integer literal (a usize), found '6.5'",
    })
    void axesRefuseWhatTheMacroDoesNotCompile(String text, int column, String reason) {
        KernelError e = assertThrows(KernelError.class, () -> MacroGrammar.axes(macro(text), Source.of("k.rs", text)));
        assertEquals(reason, e.reason());
        assertEquals("k.rs:1:" + column, e.location().toString());
    }
}
