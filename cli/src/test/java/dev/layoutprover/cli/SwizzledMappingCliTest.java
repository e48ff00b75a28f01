package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Swizzled mappings ({@code cute:Sw<B,M,S> o L}, {@code Sw<B,M,S> o E}) as MAPPING arguments. */
class SwizzledMappingCliTest {

    @Test
    void evalOfASwizzledCuteLayoutShowsWhatEachOffsetHolds() {
        assertEquals(new Run(0, "128: {D0: 2, D1: 16}\n144: {D0: 2}\n", ""),
                run("eval", "cute:Sw<3,4,3> o (8,64):(64,1)", "128", "144"));
    }

    @Test
    void equivOfASwizzledAndAPlainLayoutIsRefutedAtTheFirstOffsetTheSwizzleMoves() {
        Run r = run("equiv", "cute:Sw<3,4,3> o (8,64):(64,1)", "cute:(8,64):(64,1)");
        assertEquals(1, r.exit(), r::toString);
        assertTrue(r.out().contains("counterexample: at position 128 the left holds {D0: 2, D1: 16} and the right holds"
                + " {D0: 2}"), r.out());
    }

    @Test
    void equivOfTheSwizzledLayoutAndTheSwizzledPairIsProved() {
        Run r = run("equiv", "--axes", "D0=8, D1=64", "cute:Sw<3,4,3> o (8,64):(64,1)", "m![Sw<3,4,3> o [D0, D1]]");
        assertEquals(0, r.exit(), r::toString);
        assertTrue(r.out().startsWith("proved: m![Sw<3,4,3> o $(D0:64, D1:1)] vs m![Sw<3,4,3> o [D0, D1]]\n"), r.out());
    }

    @Test
    void checkOfTheCutlassSharedMemoryLayoutFindsNoHoleAndNoOverlap() {
        assertEquals(0, run("check", "holes", "cute:Sw<3,4,3> o (8,64):(64,1)").exit());
        assertEquals(0, run("check", "overlap", "cute:Sw<3,4,3> o (8,64):(64,1)").exit());
        Run collide = run("check", "overlap", "cute:Sw<3,4,3> o (8,128):(128,2)");
        assertEquals(1, collide.exit(), collide::toString);
    }

    @Test
    void aWrongSwizzleIsBadInputWithItsColumn() {
        Run r = run("equiv", "--axes", "A=8", "Sw<3,4,2> o A", "A");
        assertEquals(2, r.exit(), r::toString);
        assertEquals("error: LEFT: column 1: Sw<3,4,2>: |S| must be at least B, so that the bits read are not the bits"
                + " written\n  Sw<3,4,2> o A\n  ^\n", r.err());
    }
}
