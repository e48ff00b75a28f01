package dev.layoutprover.prover.cute;

import static dev.layoutprover.prover.cute.LawProvers.violation;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.check.Counterexample;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.cute.LayoutLaw;
import dev.layoutprover.algebra.cute.SwizzledLayout;
import dev.layoutprover.algebra.text.CuteParser;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/** Swizzled layouts decided in bit-vectors: bijections and involutions proved, collisions refuted at the first pair. */
class SwizzleLawProverTest {

    private static final LayoutLawProver z3 = LawProvers.onZ3();

    @AfterAll
    static void close() {
        z3.session().close();
    }

    private static SwizzledLayout f(String text) {
        return CuteParser.swizzled(text);
    }

    @Test
    void theSharedMemorySwizzleIsABijectionOntoItsBlock() {
        SwizzledLayout f = f("Sw<3,4,3> o (8,128):(128,1)");
        Verdict injective = z3.check(new LayoutLaw.Injective(f));
        assertInstanceOf(Verdict.Proved.class, injective);
        assertTrue(((Verdict.Proved) injective).method().contains("bit-vectors"), injective.toString());
        assertInstanceOf(Verdict.Proved.class, z3.check(new LayoutLaw.Within(f, 0, 1024)));
    }

    @Test
    void aSwizzleIsItsOwnInverseOnAMillionOffsets() {
        Verdict v = z3.check(new LayoutLaw.SameValues(f("(1024,1024):(1,1024)"),
                f("Sw<3,4,3> o Sw<3,4,3> o (1024,1024):(1,1024)")));
        assertInstanceOf(Verdict.Proved.class, v);
    }

    @Test
    void aLargeSwizzledLayoutIsInjectiveAtEverySize() {
        assertInstanceOf(Verdict.Proved.class, z3.check(new LayoutLaw.Injective(f("Sw<3,4,3> o (4096,8192):(8192,1)"))));
    }

    @Test
    void aCollisionIsRefutedAtTheFirstPairAndReplayed() {
        Verdict v = z3.check(new LayoutLaw.Injective(f("Sw<3,4,3> o (8,128):(128,2)")));
        assertEquals(new Counterexample.Violation("F(i) ≠ F(j) for i < j < 1024, F = Sw<3,4,3> o (8,128):(128,2)",
                1 * 1024 + 512, "at i = 1, j = 512: F(i) = F(j) = 144"), violation(v));
    }

    @Test
    void aValueOutsideTheBoundsIsTheFirstOne() {
        Verdict v = z3.check(new LayoutLaw.Within(f("Sw<3,4,3> o (8,128):(128,1)"), 0, 1000));
        assertEquals(new Counterexample.Violation("0 ≤ F(i) < 1000 for F = Sw<3,4,3> o (8,128):(128,1)", 7,
                "at i = 7: F(i) = 1008 is outside [0, 1000)"), violation(v));
    }

    @Test
    void aSwizzleDiffersFromTheLayoutAtTheFirstOffsetItMoves() {
        Verdict v = z3.check(new LayoutLaw.SameValues(f("1024:1"), f("Sw<3,4,3> o 1024:1")));
        assertEquals(new Counterexample.Violation("Sw<3,4,3> o 1024:1 (i) = 1024:1 (i) for i < 1024", 128,
                "at i = 128: Sw<3,4,3> o 1024:1 gives 144 but 1024:1 gives 128"), violation(v));
    }

    @Test
    void negativeStridesAndNegativeShiftsAreDecidedInTwosComplement() {
        SwizzledLayout f = f("Sw<2,0,-3> o (4,8):(-1,-4)");
        Verdict v = z3.check(new LayoutLaw.Injective(f));
        assertInstanceOf(Verdict.Proved.class, v);
        assertInstanceOf(Verdict.Proved.class, z3.check(new LayoutLaw.Within(f, f.lower(), f.upper())));
    }

    @Test
    void withoutBitVectorsTheExactIntegerEncodingDecides() {
        try (SolverSession smtinterpolSession = SolverSession.open(Solver.SMTINTERPOL, Duration.ofSeconds(20))) {
            LayoutLawProver smtinterpol = LayoutLawProver.on(smtinterpolSession);
            Verdict v = smtinterpol.check(new LayoutLaw.SameValues(f("(2,2):(1,2)"), f("Sw<1,0,1> o 4:1")));
            assertEquals(2, violation(v).point());
        }
    }
}
