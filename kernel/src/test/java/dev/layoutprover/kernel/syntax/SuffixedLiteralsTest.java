package dev.layoutprover.kernel.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * An integer literal's suffix is the type it is written as ({@code 255u8} is a {@code u8}), and a
 * literal past its type's range is refused at its place wherever it stands, as rustc refuses it.
 */
class SuffixedLiteralsTest {

    private static KernelError error(String text) {
        return assertThrows(KernelError.class, () -> Lowering.parse(Source.of("k.rs", text)));
    }

    @Test
    void theSuffixIsTheWrittenType() {
        assertEquals("u8", Literals.suffix("0x10_u8"));
        assertEquals("usize", Literals.suffix("4usize"));
        assertEquals("i32", Literals.suffix("16i32"));
        assertEquals("", Literals.suffix("4096"));
        assertEquals("", Literals.suffix("0x1f8"));
        assertEquals(16, Literals.integer("0x10_u8", false, null));
        assertEquals(128, Literals.integer("128i8", true, null));
    }

    @Test
    void aLiteralPastItsTypeIsRefusedWhereItStands() {
        KernelError byte256 = error("fn a() -> u64 {\n    let x = 256u8;\n    0\n}\n");
        assertEquals("k.rs:2:13", byte256.location().toString());
        assertEquals("the literal 256u8 is out of range for u8, whose values are 0..=255: rustc rejects it",
                byte256.reason());
        KernelError signed = error("fn a() -> i64 {\n    let x = 0x80_i8;\n    0\n}\n");
        assertEquals("k.rs:2:13", signed.location().toString());
        assertEquals("the literal 0x80_i8 is out of range for i8, whose values are -128..=127: rustc rejects it",
                signed.reason());
        KernelError below = error("fn a() -> i64 {\n    let x = -129i8;\n    0\n}\n");
        assertEquals("k.rs:2:14", below.location().toString());
        assertEquals("the literal -129i8 is out of range for i8, whose values are -128..=127: rustc rejects it",
                below.reason());
        KernelError pattern = error("fn a(x: u8) -> u64 {\n    match x {\n        300u8 => 1,\n        _ => 0,\n    }\n}\n");
        assertEquals("k.rs:3:9", pattern.location().toString());
        KernelError inMacro = error("fn a() -> Vec<u8> {\n    vec![1u8, 0x1_00_u8]\n}\n");
        assertEquals("k.rs:2:15", inMacro.location().toString());
        assertEquals("the literal 0x1_00_u8 is out of range for u8, whose values are 0..=255: rustc rejects it",
                inMacro.reason());
    }

    @Test
    void theLeastSignedValueReadsUnderAMinus() {
        Lowering.parse(Source.of("k.rs", "fn a(x: i8) -> i8 {\n    match x {\n        -128i8 => -128i8,\n        _ => 127i8,\n    }\n}\n"));
    }
}
