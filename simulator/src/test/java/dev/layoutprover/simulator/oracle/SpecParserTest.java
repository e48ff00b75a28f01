package dev.layoutprover.simulator.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Specs are read with the usual precedence; errors name the column. */
class SpecParserTest {

    @Test
    void aMatrixProductSumsTheAxisMissingFromTheOutput() {
        Spec s = SpecParser.parse("a[M,K] * b[K,N] -> [M,N]");
        assertEquals("(a[M, K] * b[K, N])", s.body().toString());
        assertEquals(List.of("M", "N"), s.output());
        assertEquals(List.of("K"), s.summed());
        assertEquals(List.of("a", "b"), s.tensors().stream().map(Spec.Input::name).toList());
    }

    @Test
    void productsBindTighterThanSumsAndMinusIsLeftAssociative() {
        assertEquals("((x[A] - (y[A] * 2)) - z[A])", SpecParser.parse("x[A] - y[A] * 2 - z[A] -> [A]").body().toString());
        assertEquals("((x[A] + y[A]) * -z[A])", SpecParser.parse("(x[A] + y[A]) * -z[A] -> [A]").body().toString());
    }

    @Test
    void maxMinNumbersAndScalarsAreRead() {
        Spec s = SpecParser.parse("max(lhs[K] * rhs[K], 0.5e1) -> []");
        assertEquals("max((lhs[K] * rhs[K]), 0.5e1)", s.body().toString());
        assertEquals(List.of(), s.output());
        assertEquals(List.of("K"), s.summed());
    }

    @Test
    void aMissingOperandIsReportedAtItsColumn() {
        SpecException e = assertThrows(SpecException.class, () -> SpecParser.parse("a[M,K] * -> [M]"));
        assertEquals("--expect: column 10: expected a tensor name[...], a number, max(…), min(…) or '(', got '->'\n"
                + "  a[M,K] * -> [M]\n"
                + "           ^", e.getMessage());
    }

    @Test
    void theOutputAxesAreRequired() {
        SpecException e = assertThrows(SpecException.class, () -> SpecParser.parse("a[M] + b[M]"));
        assertTrue(e.getMessage().startsWith("--expect: column 12: expected '->' and the output axes, got the end"),
                e.getMessage());
        assertThrows(SpecException.class, () -> SpecParser.parse("a[M] -> [M, M]"));
        assertThrows(SpecException.class, () -> SpecParser.parse("max(a[M]) -> [M]"));
    }

    @Test
    void trailingTextIsShownAsTheWordItStartsWith() {
        SpecException e = assertThrows(SpecException.class, () -> SpecParser.parse("x[N] + 7 -> [N] junk"));
        assertEquals("--expect: column 17: expected the end of the spec, got 'junk'\n"
                + "  x[N] + 7 -> [N] junk\n"
                + "                  ^", e.getMessage());
    }
}
