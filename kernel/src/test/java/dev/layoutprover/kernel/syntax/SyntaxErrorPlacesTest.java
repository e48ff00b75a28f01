package dev.layoutprover.kernel.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where a file that cannot be read is refused: each syntax error at the place rustc points to
 * (a delimiter never closed at its opening, a wrong or extra closing one where it stands, else
 * the first token the grammar cannot take), and a file that is not UTF-8 at its first bad byte.
 */
class SyntaxErrorPlacesTest {

    private static KernelError error(String text) {
        return assertThrows(KernelError.class, () -> Lowering.parse(Source.of("k.rs", text)));
    }

    @Test
    void anUnclosedBlockIsReportedAtItsOpeningWithWhereTheFileEnds() {
        KernelError e = error("""
                use furiosa_visa_std::prelude::*;

                fn helper(x: usize) -> usize {
                    if x > 2 {
                        x + 1
                    \s
                }

                fn other() {}
                """);
        assertEquals("k.rs:3:30", e.location().toString());
        assertEquals("syntax error: this '{' is never closed: the file ends at 9:14 (the '{' at 4:14 may be closed "
                + "early: the '}' at 7:1 closes it with another indentation)", e.reason());
        KernelError open = error("axes![A = 64];\nfn broken( {\n");
        assertEquals("k.rs:2:10", open.location().toString());
        assertEquals("syntax error: this '(' is never closed: the file ends at 2:13", open.reason());
    }

    @Test
    void aWrongOrExtraClosingDelimiterIsReportedWhereItStands() {
        KernelError wrong = error("fn a() {\n    let x = (1, 2;\n    let y = 3;\n}\n");
        assertEquals("k.rs:4:1", wrong.location().toString());
        assertEquals("syntax error: mismatched closing delimiter '}': the '(' at 2:13 is not closed", wrong.reason());
        KernelError extra = error("fn a() {\n  let x = 1;\n}\n}\n");
        assertEquals("k.rs:4:1", extra.location().toString());
        assertEquals("syntax error: unexpected closing delimiter '}'", extra.reason());
    }

    @Test
    void delimitersInCommentsStringsAndCharactersAreNotCounted() {
        KernelError e = error("""
                fn a() {
                    let c = b"\\x7b{";
                    let d = '{';
                    let e = '\\'';
                    let s = r#"{"#;
                    /* { /* } */ */
                    let l: &'static str = "}"; // {
                    foo(;
                }
                """);
        assertEquals("k.rs:9:1", e.location().toString());
        assertEquals("syntax error: mismatched closing delimiter '}': the '(' at 8:8 is not closed", e.reason());
    }

    @Test
    void aBalancedFileIsRefusedAtTheFirstTokenTheGrammarCannotTake() {
        KernelError field = error("struct S { a: u8 b: u8 }\n");
        assertEquals("k.rs:1:18", field.location().toString());
        assertEquals("syntax error: unexpected 'b'", field.reason());
        KernelError semicolon = error("fn a() {\n    let x = 1\n    let y = 2;\n}\n");
        assertEquals("k.rs:2:14", semicolon.location().toString());
        assertEquals("syntax error: expected ';'", semicolon.reason());
    }

    @Test
    void aFileThatIsNotUtf8IsRefusedAtItsFirstBadByte(@TempDir Path tmp) throws IOException {
        Path file = tmp.resolve("k.rs");
        // ISO-8859-1's é (0xe9) after "// caf" on line 2; the first line holds a two-byte UTF-8 character
        Files.write(file, new byte[] {'/', '/', ' ', (byte) 0xc3, (byte) 0xa9, '\n', '/', '/', ' ', 'c', 'a', 'f',
                (byte) 0xe9, '\n'});
        KernelError e = assertThrows(KernelError.class, () -> Source.read(file, "k.rs"));
        assertEquals("k.rs:2:7", e.location().toString());
        assertEquals("not UTF-8 text: the byte 0xe9 is no UTF-8 character (save the file as UTF-8)", e.reason());
        Files.writeString(file, "// café\nfn f() {}\n");
        assertEquals("// café\nfn f() {}\n", Source.read(file, "k.rs").text());
    }
}
