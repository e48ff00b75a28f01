package dev.layoutprover.kernel.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code where} clauses: bounds the grammar cannot read are set aside, every position kept. */
class WhereClausesTest {

    @Test
    void aClauseIsBlankedUpToTheBodyWithItsLinesAndCommentsKept() {
        assertEquals("fn f<const N: usize>() " + " ".repeat("where [(); N]:, ".length()) + "{ }",
                WhereClauses.blank("fn f<const N: usize>() where [(); N]:, { }"));
        String text = """
                fn g<T, const N: usize>(x: T) -> usize
                where
                    [(); { N * 2 }]: Sized, // where { in a comment
                    T: Fn(usize) -> usize,
                    Foo<{ N }>: Copy,
                {
                    N
                }
                """;
        String blank = WhereClauses.blank(text);
        assertEquals(text.lines().count(), blank.lines().count());
        assertEquals(text.length(), blank.length());
        assertEquals("{", blank.lines().toList().get(5));
        assertEquals("", blank.lines().toList().get(2).strip());
        assertEquals("let where_to = 1; \"where\";", WhereClauses.blank("let where_to = 1; \"where\";"));
    }

    @Test
    void aFunctionWithAnEmptyConstBoundIsReadWithItsPositionsKept() {
        Ast.File f = Lowering.parse(Source.of("k.rs", """
                fn stage<const AT: usize>() -> usize
                where
                    [(); AT]:,
                {
                    AT + 1
                }
                """));
        Ast.Function stage = f.functions().get(0);
        assertEquals("stage", stage.name());
        assertEquals(List.of("AT"), stage.generics().stream().map(Ast.GenericParam::name).toList());
        Ast.ExprStmt tail = (Ast.ExprStmt) stage.body().get(0);
        assertEquals("k.rs:5:8", tail.value().at().toString());
    }

    @Test
    void aSyntaxErrorElsewhereIsStillReportedWhereItIs() {
        KernelError e = assertThrows(KernelError.class, () -> Lowering.parse(Source.of("k.rs",
                "fn f<const N: usize>() where [(); N]:, { let x = ; }")));
        KernelError without = assertThrows(KernelError.class, () -> Lowering.parse(Source.of("k.rs",
                "fn f<const N: usize>() " + " ".repeat(16) + "{ let x = ; }")));
        assertEquals("k.rs:1:50", e.location().toString()); // the ; where the value should stand, not the bound
        assertEquals(without.location().toString(), e.location().toString());
        assertEquals(without.reason(), e.reason());
    }
}
