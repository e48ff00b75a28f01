package dev.layoutprover.prover.symbolic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.layoutprover.algebra.text.ParseException;
import java.util.List;
import org.junit.jupiter.api.Test;

class LawParserTest {

    private static final LawParser.Variables E_N = LawParser.variables("mapping E, size n");

    @Test
    void variablesCarryTheirKindOver() {
        assertEquals(new LawParser.Variables(List.of("E1", "E2"), List.of("A"), List.of("n", "k")),
                LawParser.variables("mappings E1, E2, axis A, sizes n, k"));
    }

    @Test
    void termsParseAsMappingExpressionsWithVariableSizes() {
        LawTerm t = LawParser.term("m![{ E } / n, E % (n * 2)]", E_N);
        assertEquals(new LawTerm.Pair(new LawTerm.Stride(new LawTerm.Var("E"), new LawSize.Var("n")),
                new LawTerm.Modulo(new LawTerm.Var("E"), new LawSize.Product(List.of(new LawSize.Var("n"), new LawSize.Const(2))))), t);
        assertEquals("E / n, E % (n * 2)", t.toString());
        assertEquals("[E, 1], E #_ |E|", LawParser.term("[E, 1], E #_ |E|", E_N).toString());
    }

    @Test
    void hypothesesNameAMappingVariable() {
        assertEquals(new Hypothesis.SplitsAt("E", new LawSize.Var("n")), LawParser.hypothesis("E splits at n", E_N));
        assertEquals(new Hypothesis.EmptyAtZero("E"), LawParser.hypothesis("E(0) = {}", E_N));
    }

    @Test
    void errorsNameTheColumn() {
        ParseException unknown = assertThrows(ParseException.class, () -> LawParser.term("E, F", E_N));
        assertEquals("unknown name 'F'; declare it with 'for every: mapping F'", unknown.reason());
        assertEquals(4, unknown.column());
        ParseException sizeAsMapping = assertThrows(ParseException.class, () -> LawParser.term("E / E", E_N));
        assertEquals("'E' is not a size variable of this law; write |E| for its size", sizeAsMapping.reason());
        assertEquals(5, sizeAsMapping.column());
        ParseException kind = assertThrows(ParseException.class, () -> LawParser.variables("E, n"));
        assertEquals("say what E is: 'mapping E', 'axis E' or 'size E'", kind.reason());
        ParseException lower = assertThrows(ParseException.class, () -> LawParser.variables("mapping e"));
        assertEquals("a mapping or axis is written with a capital letter, got 'e'", lower.reason());
        ParseException position = assertThrows(ParseException.class, () -> LawParser.hypothesis("E(1) = {}", E_N));
        assertEquals("only position 0 can be assumed to hold the empty index", position.reason());
    }
}
