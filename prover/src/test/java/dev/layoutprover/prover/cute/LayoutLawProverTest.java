package dev.layoutprover.prover.cute;

import static dev.layoutprover.prover.cute.LawProvers.violation;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.layoutprover.algebra.check.Counterexample;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.LayoutAlgebra;
import dev.layoutprover.algebra.cute.LayoutLaw;
import dev.layoutprover.algebra.cute.LayoutLaws;
import dev.layoutprover.algebra.text.CuteParser;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/** Laws of the layout algebra proved at sizes enumeration cannot reach, and refuted at the exact failing point. */
class LayoutLawProverTest {

    private static final LayoutLawProver z3 = LawProvers.onZ3();

    @AfterAll
    static void close() {
        z3.session().close();
    }

    private static CuteLayout l(String text) {
        return CuteParser.parse(text);
    }

    @Test
    void aWrongCompositionIsRefutedAtItsOnlyFailingPoint() {
        Verdict v = z3.check(new LayoutLaw.Composition(l("4:2"), l("2:1"), l("2:3")));
        assertEquals(new Counterexample.Violation("R(c) = A(B(c)) for A = 4:2, B = 2:1, R = 2:3", 1,
                "at c = 1: R(c) = 3 but A(B(c)) = A(1) = 2"), violation(v));
    }

    @Test
    void logicalDivideOfASixteenMillionElementMatrixHoldsEverywhere() {
        CuteLayout a = l("(4096,4096):(4096,1)");
        CuteLayout b = l("(128,64):(1,4096)");
        CuteLayout r = LayoutAlgebra.logicalDivide(a, b);
        List<LayoutLaw> laws = LayoutLaws.logicalDivide(a, b, r);
        assertInstanceOf(Verdict.Proved.class, z3.check(laws));
        try (SolverSession enumerationSession = SolverSession.open(Solver.ENUMERATE, Duration.ofSeconds(1))) {
            LayoutLawProver enumeration = LayoutLawProver.on(enumerationSession);
            assertEquals(new Verdict.Unknown("the law has 16777216 points; enumeration stops at 4194304"),
                    enumeration.check(laws.get(laws.size() - 1)));
        }
    }

    @Test
    void compositionComplementAndInversesOfLargeLayoutsHold() {
        CuteLayout a = l("((32,32),(64,16)):((1,2048),(32,65536))");
        CuteLayout b = l("(1024,1024):(1024,1)");
        assertInstanceOf(Verdict.Proved.class, z3.check(LayoutLaws.composition(a, b, LayoutAlgebra.composition(a, b))));
        assertInstanceOf(Verdict.Proved.class, z3.check(LayoutLaws.rightInverse(a, LayoutAlgebra.rightInverse(a))));
        assertInstanceOf(Verdict.Proved.class, z3.check(LayoutLaws.leftInverse(a, LayoutAlgebra.leftInverse(a))));
        CuteLayout tile = l("(64,8):(1,1024)");
        long m = 1L << 30;
        assertInstanceOf(Verdict.Proved.class, z3.check(LayoutLaws.complement(tile, m, LayoutAlgebra.complement(tile, m))));
    }

    @Test
    void aSingleFailingPointDeepInsideAMillionIsFound() {
        // Within each mode R increases; at the seam i = 2^20 - 1 both values are 2^20 - 1.
        CuteLayout r = l("(1048576,2):(1,1048575)");
        Counterexample.Violation v = violation(z3.check(new LayoutLaw.Ordered(r)));
        assertEquals(1048575, v.point());
        assertEquals("at i = 1048575: R(i) = 1048575 but R(i + 1) = 1048575", v.detail());
    }

    @Test
    void disjointnessNamesBothCoordinatesInOnePoint() {
        // A = 4:2 takes 0, 2, 4, 6; R = 3:3 takes 0, 3, 6: they meet at 6 = A(3) = R(2), point 3·3 + 2.
        Counterexample.Violation v = violation(z3.check(new LayoutLaw.Disjoint(l("4:2"), l("3:3"))));
        assertEquals(11, v.point());
        assertEquals("at a = 3, b = 2: A(a) = R(b) = 6", v.detail());
    }

    @Test
    void lawsOfOnePointAreEvaluated() {
        assertEquals(new Verdict.Proved("evaluated at its one point"),
                z3.check(new LayoutLaw.SameSize("A ∘ B", l("6:1"), l("(2,3):(1,2)"))));
        assertEquals("size((2,3):(1,2)) = 6 but 4 was required",
                violation(z3.check(new LayoutLaw.SameSize("A ∘ B", l("4:1"), l("(2,3):(1,2)")))).detail());
        assertEquals("A and R span only 4 values, fewer than 9",
                violation(z3.check(new LayoutLaw.Covers(l("2:1"), 9, l("2:2")))).detail());
    }

    @Test
    void aLawWithoutPointsHolds() {
        assertEquals(new Verdict.Proved("the law has no points to check"), z3.check(new LayoutLaw.Ordered(l("1:0"))));
    }

    @Test
    void aListOfLawsAnswersWithItsFirstFailure() {
        List<LayoutLaw> laws = LayoutLaws.composition(l("4:2"), l("2:1"), l("2:3"));
        assertEquals(1, violation(z3.check(laws)).point());
        assertEquals(new Verdict.Proved("z3: each of the 2 laws holds at every point"),
                z3.check(LayoutLaws.composition(l("4:2"), l("2:1"), l("2:2"))));
    }

    @Test
    void enumerationGivesTheFirstFailingPoint() {
        try (SolverSession enumerationSession = SolverSession.open(Solver.ENUMERATE, Duration.ofSeconds(1))) {
            LayoutLawProver enumeration = LayoutLawProver.on(enumerationSession);
            assertEquals("enumerate", enumeration.solverName());
            assertEquals(new Counterexample.Violation("R(i) < R(i + 1) for R = (4,2):(1,2)", 3,
                    "at i = 3: R(i) = 3 but R(i + 1) = 2"), violation(enumeration.check(new LayoutLaw.Ordered(l("(4,2):(1,2)")))));
        }
    }
}
