package dev.layoutprover.kernel.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A range ending at a qualified path, {@code 1..<Whole as Sweep>::SLOTS}, which tree-sitter-rust reads as the
 * comparisons {@code ((1..) < (Whole as Sweep)) > ::SLOTS}, is the range rustc reads: from 1 to Whole's SLOTS.
 */
class QualifiedRangeEndTest {

    private static Ast.Range range(String value) {
        Ast.File f = Lowering.parse(Source.of("k.rs", """
                trait Sweep { const SLOTS: usize; }
                struct Whole;
                impl Sweep for Whole { const SLOTS: usize = 3; }
                fn f() {
                    let r = %s;
                }
                """.formatted(value)));
        Ast.Function fn = f.functions().stream().filter(x -> x.name().equals("f")).findFirst().orElseThrow();
        return (Ast.Range) ((Ast.Let) fn.body().get(0)).value();
    }

    private static List<String> end(Ast.Range r) {
        return ((Ast.Path) r.end()).segments().stream().map(Ast.Segment::name).toList();
    }

    @Test
    void aRangeToATraitQualifiedPathEndsAtTheTypesItem() {
        Ast.Range r = range("1..<Whole as Sweep>::SLOTS");
        assertEquals(1L, ((Ast.Int) r.start()).value());
        assertEquals(List.of("Whole", "SLOTS"), end(r));
        assertEquals(false, r.inclusive());
        Ast.Range closed = range("0..=<Whole as Sweep>::SLOTS");
        assertEquals(List.of("Whole", "SLOTS"), end(closed));
        assertEquals(true, closed.inclusive());
    }

    @Test
    void aRangeToATypesOwnPathIsReadAsBefore() {
        assertEquals(List.of("Whole", "SLOTS"), end(range("1..<Whole>::SLOTS")));
    }
}
