package dev.layoutprover.proofs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WhereTest {

    @Test
    void assignmentsRunTheLastVariableFastest() {
        Where w = Where.parse("a, b in 1..=2; t in 3..=3");
        assertEquals(List.of(Map.of("a", 1L, "b", 1L, "t", 3L), Map.of("a", 1L, "b", 2L, "t", 3L),
                Map.of("a", 2L, "b", 1L, "t", 3L), Map.of("a", 2L, "b", 2L, "t", 3L)), w.assignments());
        assertEquals("a, b in 1..=2; t in 3..=3", w.describe());
    }

    @Test
    void rangesAreRustsTwoDotsExcludeTheEndAndDotsEqualsIncludeIt() {
        assertEquals(3L, Where.parse("a in 1..=3").variables().get("a")[1]);
        assertEquals(2L, Where.parse("a in 1..3").variables().get("a")[1]);
        assertEquals("a in 1..=2; b in 0..=0", Where.parse("a in 1..3; b in 0..1").describe());
        assertEquals(List.of(Map.of("a", 1L), Map.of("a", 2L)), Where.parse("a in 1..3").assignments());
        assertEquals("the range 2..2 is empty",
                assertThrows(IllegalArgumentException.class, () -> Where.parse("a in 2..2")).getMessage());
    }

    @Test
    void substitutionReplacesWholeWordsOnly() {
        assertEquals("f32[2,3]{1,0:T(2,1)}", Where.substitute("f32[d0,d1]{1,0:T(d0,t)}", Map.of("d0", 2L, "d1", 3L, "t", 1L)));
    }

    @Test
    void malformedClausesSayWhatIsExpected() {
        assertEquals("expected 'NAME, NAME in FIRST..=LAST' or 'FIRST..END' (END excluded; groups separated by ';'),"
                + " found 'a = 3'",
                assertThrows(IllegalArgumentException.class, () -> Where.parse("a = 3")).getMessage());
        assertEquals("the range 4..=2 is empty",
                assertThrows(IllegalArgumentException.class, () -> Where.parse("a in 4..=2")).getMessage());
    }
}
