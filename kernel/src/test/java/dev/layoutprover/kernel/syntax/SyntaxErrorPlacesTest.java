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
 * (a delimiter never closed at its opening, a wrong closing one at the opening it meets, an extra one where it stands,
 * a name left out after {@code fn} or {@code let} at the token standing in its place, a {@code ;} or
 * {@code ,} left out at a line's end just after that line, else the first token the grammar
 * cannot take), and a file that is not UTF-8 at its first bad byte.
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
    void aWrongClosingDelimiterIsReportedAtTheOneItMeetsAndAnExtraOneWhereItStands() {
        KernelError wrong = error("fn a() {\n    let x = (1, 2;\n    let y = 3;\n}\n");
        assertEquals("k.rs:2:13", wrong.location().toString());
        assertEquals("syntax error: mismatched closing delimiter '}' at 4:1: this '(' is not closed", wrong.reason());
        KernelError bracket = error("fn a() {\n    let x = (1, 2];\n}\n");
        assertEquals("k.rs:2:13", bracket.location().toString());
        assertEquals("syntax error: mismatched closing delimiter ']' at 2:18: this '(' is not closed", bracket.reason());
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
        assertEquals("k.rs:8:8", e.location().toString());
        assertEquals("syntax error: mismatched closing delimiter '}' at 9:1: this '(' is not closed", e.reason());
    }

    @Test
    void aBalancedFileIsRefusedAtTheFirstTokenTheGrammarCannotTake() {
        KernelError field = error("struct S { a: u8 b: u8 }\n");
        assertEquals("k.rs:1:18", field.location().toString());
        assertEquals("syntax error: unexpected 'b'", field.reason());
        KernelError semicolon = error("fn a() {\n    let x = 1\n    let y = 2;\n}\n");
        assertEquals("k.rs:2:14", semicolon.location().toString());
        assertEquals("syntax error: expected ';'", semicolon.reason());
        // the grammar's token names in Rust's words
        KernelError dot = error("fn a(b: u64) {\n    let v = b.;\n}\n");
        assertEquals("k.rs:2:15", dot.location().toString());
        assertEquals("syntax error: expected a field or method name", dot.reason());
    }

    @Test
    void aNameLeftOutAfterAKeywordIsReportedWhereTheNameShouldStand() {
        KernelError fn = error("impl X {\n    fn\n}\n");
        assertEquals("k.rs:3:1", fn.location().toString());
        assertEquals("syntax error: expected an identifier after 'fn', found '}'", fn.reason());
        KernelError let = error("fn a() {\n    let\n}\n");
        assertEquals("k.rs:3:1", let.location().toString());
        assertEquals("syntax error: expected a pattern after 'let', found '}'", let.reason());
    }

    @Test
    void anOperatorOrElseWithNothingAfterItIsReportedWhereTheExpressionOrBlockShouldStand() {
        KernelError let = error("fn a() {\n    let x = ;\n}\n");
        assertEquals("k.rs:2:13", let.location().toString());
        assertEquals("syntax error: expected an expression after '=', found ';'", let.reason());
        KernelError sum = error("fn a(b: u64) -> u64 {\n    f(b + , 2)\n}\n");
        assertEquals("k.rs:2:11", sum.location().toString());
        assertEquals("syntax error: expected an expression after '+', found ','", sum.reason());
        KernelError compound = error("fn a() {\n    let mut x = 1;\n    x += ;\n}\n");
        assertEquals("k.rs:3:10", compound.location().toString());
        assertEquals("syntax error: expected an expression after '+=', found ';'", compound.reason());
        KernelError orElse = error("fn a(b: u64) -> u64 {\n    if b > 0 { 1 } else\n}\n");
        assertEquals("k.rs:3:1", orElse.location().toString());
        assertEquals("syntax error: expected '{' or 'if' after 'else', found '}'", orElse.reason());
        // a glob, a generic's end and an open range end with their operator
        Lowering.parse(Source.of("k.rs", "use std::cmp::*;\nfn a(v: &[u64]) -> Vec<u64> {\n    let w: Vec<u64>;\n"
                + "    v[1..].to_vec()\n}\n"));
    }

    @Test
    void aSeparatorLeftOutAtALineEndIsReportedWhereItGoes() {
        KernelError call = error("fn a() {\n    foo()\n    bar();\n}\n");
        assertEquals("k.rs:2:10", call.location().toString());
        assertEquals("syntax error: expected ';', found 'bar'", call.reason());
        KernelError field = error("struct S {\n    a: u64\n    b: u64,\n}\n");
        assertEquals("k.rs:2:11", field.location().toString());
        assertEquals("syntax error: expected ',', found 'b'", field.reason());
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
