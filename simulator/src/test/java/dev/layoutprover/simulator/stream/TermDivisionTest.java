package dev.layoutprover.simulator.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.simulator.layout.EngineMappings;
import dev.layoutprover.simulator.tensor.KernelAxes;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The term division the CustomBroadcast checks read the reference's {@code divide_strict} as. */
class TermDivisionTest {

    static final KernelAxes L = KernelAxes.of("A = 256, B = 8, Y = 4");

    private static List<TermDivision.Progression> terms(String m) {
        return TermDivision.terms(EngineMappings.digits(L.m(m)).orElseThrow());
    }

    @Test
    void aPermutationMatchesEachPartOfTheAxisAtItsTwoPlaces() {
        TermDivision d = TermDivision.of(terms("A / 16, A % 4, A / 4 % 4"), terms("A"));
        assertEquals(List.of(new TermDivision.Match("A", 1, 4, 4, 1), new TermDivision.Match("A", 4, 4, 1, 4),
                new TermDivision.Match("A", 16, 16, 16, 16)), d.matches);
        assertEquals(List.of(), d.dividendResidue);
        assertEquals(List.of(), d.divisorResidue);
    }

    @Test
    void aBroadcastAxisIsTheDividendsResidueAndADroppedPartTheDivisors() {
        TermDivision d = TermDivision.of(terms("A / 4, Y"), terms("A"));
        assertEquals(List.of(new TermDivision.Match("A", 4, 64, 4, 4)), d.matches);
        assertEquals(List.of(new TermDivision.Progression("Y", 1, 4, 1)), d.dividendResidue);
        assertEquals(List.of(new TermDivision.Progression("A", 1, 4, 1)), d.divisorResidue);
    }

    @Test
    void neighbouringPartsThatStayNeighboursAreOneTerm() {
        TermDivision d = TermDivision.of(terms("A / 2, B"), terms("A, B"));
        assertEquals(List.of(new TermDivision.Match("A", 2, 128, 8, 16), new TermDivision.Match("B", 1, 8, 1, 1)),
                d.matches);
        assertEquals(List.of(new TermDivision.Progression("A", 1, 2, 8)), d.divisorResidue);
    }
}
