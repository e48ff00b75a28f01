package dev.layoutprover.prover.cute;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.check.Counterexample;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.cute.Coordinates;
import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.IntTuple;
import dev.layoutprover.algebra.text.CuteParser;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The index-to-coordinate seed's facts and the translation to mappings, proved per layout. */
class CuteProofsTest {

    private static CuteProofs proofs;

    @BeforeAll
    static void open() {
        proofs = CuteProofs.on(SolverSession.open(Solver.Z3, Duration.ofSeconds(20)));
    }

    @AfterAll
    static void close() {
        proofs.session().close();
    }

    private static Counterexample.Violation violation(Verdict v) {
        return (Counterexample.Violation) assertInstanceOf(Verdict.Refuted.class, v, v.toString()).counterexample();
    }

    @ParameterizedTest
    @ValueSource(strings = {"(3,2):(2,1)", "((2,3),4):((1,2),6)", "8:1", "(4,1,2):(2,7,1)",
        "((64,32),(8,128)):((32768,1),(4096,32))", "(1024,(8,128)):(1024,(1,8))"})
    void idx2crdInvertsTheLayoutFunctionOfACompactLayout(String layout) {
        assertInstanceOf(Verdict.Proved.class, proofs.idx2crdInvertsLayoutFunction(CuteParser.parse(layout)));
    }

    @Test
    void theSeedsNonCompactLayoutHasNoSuchInverse() {
        CuteLayout l = CuteParser.parse("(3,2):(2,3)");
        Counterexample.Violation v = violation(proofs.idx2crdInvertsLayoutFunction(l));
        assertTrue(v.detail().startsWith("at i = " + v.point() + ": idx2crd(i) = "), v.detail());
        assertNotEquals(v.point(), l.apply(Coordinates.compactInverse(v.point(), l.shape(), l.stride())));
    }

    @Test
    void twoLeavesOnOneStrideCollideSoTheInverseFailsOnTheCoordinates() {
        // (2,2):(1,1) sends (1,0) and (0,1) to 1; the formula recovers at most one of them.
        CuteLayout l = CuteParser.parse("(2,2):(1,1)");
        Counterexample.Violation v = violation(proofs.idx2crdInvertsLayoutFunction(l));
        IntTuple x = l.coordinate(v.point());
        assertNotEquals(x, Coordinates.compactInverse(l.apply(x), l.shape(), l.stride()), v.detail());
    }

    @Test
    void aBroadcastModeIsRefutedAtItsFirstStep() {
        Verdict v = proofs.idx2crdInvertsLayoutFunction(CuteParser.parse("(4,2):(0,1)"));
        assertEquals(new Counterexample.Violation("idx2crd(f_L(x)) = x and f_L(idx2crd(i)) = i for L = (4,2):(0,1)", 1,
                "at x = 1: f_L(x) = f_L(0) = 0 (leaf 4:0 broadcasts), so no idx2crd recovers x"), violation(v));
    }

    @ParameterizedTest
    @ValueSource(strings = {"(3,2)", "((2,3),4)", "7", "(1024,(8,128),3)"})
    void theColexicographicIsomorphismHolds(String shape) {
        IntTuple s = CuteParser.parse(shape + ":" + shape).shape();
        assertInstanceOf(Verdict.Proved.class, proofs.colexicographicIsomorphism(s));
    }

    @ParameterizedTest
    @ValueSource(strings = {"(2,3):(1,8)", "((2,3),4):((1,2),6)", "(3,2):(2,1)", "4:2", "(1,1):(0,5)",
        "(1024,1024):(1,2048)", "(4096,4096):(4096,1)"})
    void theTranslationStoresEachCoordinateWhereTheLayoutFunctionSendsIt(String layout) {
        Verdict v = proofs.translationAgreesWithLayoutFunction(CuteParser.parse(layout));
        assertInstanceOf(Verdict.Proved.class, v, v.toString());
    }

    @Test
    void interleavedOrBroadcastLayoutsHaveNoPositionalMappingToCompareWith() {
        assertEquals(new Verdict.Unknown("the leaves of (2,2):(3,1) interleave or broadcast, so f_L has no positional mapping"
                + " to compare the translation with"), proofs.translationAgreesWithLayoutFunction(CuteParser.parse("(2,2):(3,1)")));
        assertInstanceOf(Verdict.Unknown.class, proofs.translationAgreesWithLayoutFunction(CuteParser.parse("(4,2):(0,1)")));
    }
}
