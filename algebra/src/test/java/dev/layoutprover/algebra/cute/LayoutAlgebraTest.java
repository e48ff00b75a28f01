package dev.layoutprover.algebra.cute;

import static dev.layoutprover.algebra.cute.LawAssertions.assertHolds;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.text.CuteParser;
import org.junit.jupiter.api.Test;

/** Worked examples of the layout algebra, each also checked against its law. */
class LayoutAlgebraTest {

    private static CuteLayout l(String text) {
        return CuteParser.parse(text);
    }


    /** The laws a binary operation's result {@code r} of {@code a} and {@code b} must obey. */
    private interface BinaryLaws {
        java.util.List<LayoutLaw> of(CuteLayout a, CuteLayout b, CuteLayout r);
    }

    /** {@code op(a, b)}, checked against {@code laws}. */
    private static CuteLayout checked(java.util.function.BinaryOperator<CuteLayout> op, BinaryLaws laws, CuteLayout a,
            CuteLayout b) {
        CuteLayout r = op.apply(a, b);
        assertHolds(laws.of(a, b, r));
        return r;
    }

    /** {@code A ∘ B}, checked against the composition law. */
    private static CuteLayout composed(CuteLayout a, CuteLayout b) {
        return checked(LayoutAlgebra::composition, LayoutLaws::composition, a, b);
    }

    /** The complement of {@code a} up to {@code target}, checked against the complement law. */
    private static CuteLayout complemented(CuteLayout a, long target) {
        CuteLayout r = LayoutAlgebra.complement(a, target);
        assertHolds(LayoutLaws.complement(a, target, r));
        return r;
    }

    /** The right inverse of {@code l}, checked against its law. */
    private static CuteLayout rightInverse(CuteLayout l) {
        CuteLayout r = LayoutAlgebra.rightInverse(l);
        assertHolds(LayoutLaws.rightInverse(l, r));
        return r;
    }

    @Test
    void coalesceMergesContiguousModesAndDropsUnitModes() {
        assertEquals(l("12:1"), LayoutAlgebra.coalesce(l("(2,(1,6)):(1,(6,2))")));
        assertEquals(l("(2,3):(1,4)"), LayoutAlgebra.coalesce(l("(2,1,3):(1,7,4)")));
        assertEquals(l("1:0"), LayoutAlgebra.coalesce(l("(1,1):(3,5)")));
        assertHolds(LayoutLaws.coalesce(l("(2,(1,6)):(1,(6,2))"), LayoutAlgebra.coalesce(l("(2,(1,6)):(1,(6,2))"))));
    }

    @Test
    void compositionIsTheLayoutOfAAfterB() {
        CuteLayout a = l("(4,3):(3,1)");
        CuteLayout b = l("6:2");
        CuteLayout r = composed(a, b);
        assertEquals(l("(2,3):(6,1)"), r);
        assertEquals(7, r.apply(3));
        assertEquals(7, a.apply(b.apply(3)));
        assertEquals(l("(5,4):(8,2)"), composed(l("20:2"), l("(5,4):(4,1)")));
        assertEquals(l("4:0"), composed(l("(4,3):(3,1)"), l("4:0")));
    }

    @Test
    void compositionThatCutsAModeUnevenlyIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> LayoutAlgebra.composition(l("(4,3):(3,1)"), l("6:3")));
        assertTrue(e.getMessage().contains("neither divides"), e.getMessage());
    }

    @Test
    void compositionModeByModeIsRefusedWhenTheModesCarryIntoEachOther() {
        // Both modes land in A's first digit (extent 6): B(3) = 6 is A(6) = 12, not A(3) + A(3) = 6.
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> LayoutAlgebra.composition(l("(6,2):(1,12)"), l("(2,2):(3,3)")));
        assertTrue(e.getMessage().contains("carry"), e.getMessage());
        // Interleaved modes that never carry compose: values {0,1} and {0,2,…,14} in radix 4.
        assertEquals(l("(2,(2,4)):(4,(8,1))"), composed(l("(4,4):(4,1)"), l("(2,8):(1,2)")));
    }

    @Test
    void compositionContinuesALayoutPastItsSizeAsItsCoalescedFormDoes() {
        // CuTe coalesces A first: (1):(1) is 1:0, which continues with stride 0.
        assertEquals(l("2:0"), composed(l("(1):(1)"), l("2:1")));
    }

    @Test
    void compositionCoalescesAFirstAsCuteDoes() {
        assertEquals(l("2:3"), composed(l("(8,1):(1,9)"), l("2:3")));
    }

    @Test
    void compositionWithANegativeStrideRunsBackwards() {
        assertEquals(l("2:-2"), composed(l("8:-1"), l("2:2")));
        assertEquals(l("4:-2"), composed(l("8:2"), l("4:-1")));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> LayoutAlgebra.composition(l("(4,2):(2,1)"), l("4:-1")));
        assertTrue(e.getMessage().contains("negative stride -1 of B"), e.getMessage());
    }

    @Test
    void complementFillsAGapThatIsNotAMultipleOfTheReachBelowIt() {
        CuteLayout a = l("(4,10):(1,10)");
        CuteLayout r = LayoutAlgebra.complement(a);
        assertEquals(l("2:4"), r);
        assertHolds(LayoutLaws.complement(a, 1, r));
    }

    @Test
    void complementCountsANegativeStrideByItsMagnitude() {
        assertEquals(l("2:4"), complemented(l("4:-1"), 8));
        assertEquals(l("(4,2):(2,16)"), complemented(l("(2,2):(-1,8)"), 32));
    }

    @Test
    void rightInverseSkipsBroadcastModesAsCuteDoes() {
        assertEquals(l("12:1"), rightInverse(l("(4,3,2):(1,4,0)")));
    }

    @Test
    void negativeStridesEvaluateAndHaveTheirSpan() {
        CuteLayout l = l("4:-1");
        assertEquals(-3, l.apply(3));
        assertEquals(1, l.cosize());
        assertEquals(3, l.negativeSpan());
        CuteLayout m = l("(3,2):(2,-3)");
        assertEquals(4 - 3, m.apply(5));
        assertEquals(5, m.cosize());
        // Past the size and below 0, the last mode continues by floor division.
        assertEquals(2 * 2 + (-1) * -3, m.apply(-1));
    }

    @Test
    void complementFillsTheGapsAndRepeatsUpToTheTarget() {
        CuteLayout a = l("4:2");
        CuteLayout r = complemented(a, 24);
        assertEquals(l("(2,3):(1,8)"), r);
        assertEquals(l("2:1"), LayoutAlgebra.complement(a));
        assertTrue(CuteLayout.concat(a, r).isCompact());
        assertEquals(l("3:2"), LayoutAlgebra.complement(l("(2,2):(1,6)")));
    }

    @Test
    void complementOfOverlappingModesIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> LayoutAlgebra.complement(l("(2,2):(1,1)"), 8));
        assertTrue(e.getMessage().contains("the modes overlap"), e.getMessage());
    }

    @Test
    void rightInverseUndoesTheLayoutOnItsContiguousPrefix() {
        assertEquals(l("4:1"), LayoutAlgebra.rightInverse(l("(4,2):(1,8)")));
        assertEquals(l("(2,3):(3,1)"), rightInverse(l("(3,2):(2,1)")));
    }

    @Test
    void leftInverseUndoesAnInjectiveLayout() {
        CuteLayout l = l("4:2");
        CuteLayout r = LayoutAlgebra.leftInverse(l);
        assertEquals(l("(2,4):(4,1)"), r);
        assertEquals(3, r.apply(6));
        assertHolds(LayoutLaws.leftInverse(l, r));
        assertThrows(IllegalArgumentException.class, () -> LayoutAlgebra.leftInverse(l("(4,2):(0,1)")));
    }

    @Test
    void logicalDivideSplitsIntoTiles() {
        assertEquals(l("(4,(2,2)):(2,(1,8))"),
                checked(LayoutAlgebra::logicalDivide, LayoutLaws::logicalDivide, l("16:1"), l("4:2")));
    }

    @Test
    void logicalProductRepeatsTheLayout() {
        assertEquals(l("((2,2),(2,3)):((4,1),(2,8))"),
                checked(LayoutAlgebra::logicalProduct, LayoutLaws::logicalProduct, l("(2,2):(4,1)"), l("6:1")));
    }

    @Test
    void checkerNamesThePointWhereALawFails() {
        LawChecker.LawVerdict v = LawChecker.check(LayoutLaws.composition(l("4:2"), l("2:1"), l("2:3")));
        LawChecker.Fails f = assertInstanceOf(v);
        assertEquals(1, f.point());
        assertEquals("at c = 1: R(c) = 3 but A(B(c)) = A(1) = 2", f.detail());

        LawChecker.Fails overlap = assertInstanceOf(LawChecker.check(LayoutLaws.complement(l("4:2"), 8, l("2:2"))));
        assertEquals("at a = 1, b = 1: A(a) = R(b) = 2", overlap.detail());

        LawChecker.Fails unordered = assertInstanceOf(LawChecker.check(LayoutLaws.complement(l("4:2"), 1, l("(2,2):(1,0)"))));
        assertTrue(unordered.law() instanceof LayoutLaw.Ordered, unordered.toString());

        LawChecker.Fails inverse = assertInstanceOf(LawChecker.check(LayoutLaws.rightInverse(l("(3,2):(2,1)"), l("6:1"))));
        assertEquals("at i = 1: L(R(i)) = L(1) = 2", inverse.detail());
    }

    private static LawChecker.Fails assertInstanceOf(LawChecker.LawVerdict v) {
        assertTrue(v instanceof LawChecker.Fails, "expected a failure, got " + v);
        return (LawChecker.Fails) v;
    }
}
