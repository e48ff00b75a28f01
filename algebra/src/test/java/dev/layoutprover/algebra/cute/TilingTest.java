package dev.layoutprover.algebra.cute;

import static dev.layoutprover.algebra.cute.LawAssertions.assertHolds;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.text.CuteParser;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The divides and products with integer, shape and by-mode tilers, each with CuTe's value and its laws. */
class TilingTest {

    private static final CuteLayout A = l("(8,4):(1,8)");

    private static CuteLayout l(String s) {
        return CuteParser.parse(s);
    }

    private static Tiler t(String s) {
        return CuteParser.tiler(s);
    }


    private static CuteLayout divide(String tiler, Tiling.Gathering g) {
        CuteLayout r = Tiling.divide(A, t(tiler), g);
        assertHolds(TilingLaws.divide(A, t(tiler), g, r));
        return r;
    }

    private static CuteLayout product(CuteLayout a, String tiler, Tiling.Gathering g) {
        CuteLayout r = Tiling.product(a, t(tiler), g);
        assertHolds(TilingLaws.product(a, t(tiler), g, r));
        return r;
    }

    @Test
    void tilersReadIntegersShapesLayoutsAndByModeLists() {
        assertEquals(new Tiler.Whole(l("2:1")), t("2"));
        assertEquals(new Tiler.ByMode(List.of(new Tiler.Whole(l("2:1")), new Tiler.Whole(l("2:1")))), t("(2,2)"));
        assertEquals(t("(2,2)"), t("<2,2>"));
        assertEquals(new Tiler.Whole(l("(2,2):(1,4)")), t("(2,2):(1,4)"));
        assertEquals("<2:1,<4:2,3:1>>", t("<2, <4:2, 3>>").toString());
    }

    @Test
    void logicalDivideByAnIntegerDividesTheCoalescedLayout() {
        // CuTe coalesces A = (8,4):(1,8) to 32:1 first; pycute, which does not, prints (2,(4,4)):(1,(2,8)),
        // the same function.
        CuteLayout r = divide("2", Tiling.Gathering.LOGICAL);
        assertEquals(l("(2,16):(1,2)"), r);
        assertHolds(List.of(new LayoutLaw.SameFunction(l("(2,(4,4)):(1,(2,8))"), r)));
    }

    @ParameterizedTest(name = "{1} divide of (8,4):(1,8) by {0}")
    @CsvSource(delimiter = '|', textBlock = """
            # a tuple tiler, <2,2> or the shape (2,2), divides mode by mode
            <2,2> | LOGICAL | ((2,4),(2,2)):((1,2),(8,16))
            (2,2) | LOGICAL | ((2,4),(2,2)):((1,2),(8,16))
            # zipped, tiled and flat divides gather the tiles and the rests
            <2,2> | ZIPPED  | ((2,2),(4,2)):((1,8),(2,16))
            <2,2> | TILED   | ((2,2),4,2):((1,8),2,16)
            <2,2> | FLAT    | (2,2,4,2):(1,8,2,16)
            # a mode past the tiler goes with the rests
            <2:2> | LOGICAL | ((2,(2,2)),4):((2,(1,4)),8)
            <2:2> | ZIPPED  | ((2),((2,2),4)):((2),((1,4),8))
            <2:2> | FLAT    | (2,(2,2),4):(2,(1,4),8)
            # a zipped divide by a whole layout is the logical divide
            4:2   | ZIPPED  | (4,(2,4)):(2,(1,8))
            4:2   | TILED   | (4,2,4):(2,1,8)
            """)
    void aDivideIsCutesValueAndKeepsItsLaws(String tiler, Tiling.Gathering gathering, String expected) {
        assertEquals(l(expected), divide(tiler, gathering));
    }

    @Test
    void productsRepeatModeByModeAndGather() {
        assertEquals(l("((8,2),(4,2)):((1,8),(8,1))"), product(A, "<2,2>", Tiling.Gathering.LOGICAL));
        assertEquals(l("((8,4),(2,2)):((1,8),(8,1))"), product(A, "<2,2>", Tiling.Gathering.ZIPPED));
        assertEquals(l("((8,4),2,2):((1,8),8,1)"), product(A, "<2,2>", Tiling.Gathering.TILED));
        assertEquals(l("(8,4,2,2):(1,8,8,1)"), product(A, "<2,2>", Tiling.Gathering.FLAT));
        assertEquals(l("((2,2),(2,3)):((4,1),(2,8))"), product(l("(2,2):(4,1)"), "6:1", Tiling.Gathering.LOGICAL));
    }

    @Test
    void blockedAndRakedProductsAsCuteComputesThem() {
        CuteLayout a = l("(2,5):(5,1)");
        CuteLayout b = l("(3,4):(1,3)");
        CuteLayout blocked = Tiling.blockedProduct(a, b);
        assertEquals(l("(6,(5,4)):(5,(1,30))"), blocked);
        assertHolds(TilingLaws.zipProduct(a, b, false, blocked));
        CuteLayout raked = Tiling.rakedProduct(a, b);
        assertEquals(l("((3,2),(4,5)):((10,5),(30,1))"), raked);
        assertHolds(TilingLaws.zipProduct(a, b, true, raked));
        assertEquals(l("12:1"), Tiling.blockedProduct(l("4:1"), l("3:1")));
        assertEquals(l("(3,4):(4,1)"), Tiling.rakedProduct(l("4:1"), l("3:1")));
    }

    @Test
    void compositionWithATupleTilerComposesModeByMode() {
        CuteLayout r = Tiling.composition(A, t("<2,2>"));
        assertEquals(l("(2,2):(1,8)"), r);
        assertHolds(TilingLaws.composition(A, t("<2,2>"), r));
    }

    @Test
    void theLawsCatchAWrongResult() {
        assertFalse(LawChecker.check(TilingLaws.divide(A, t("<2,2>"), Tiling.Gathering.ZIPPED,
                l("((2,2),(4,2)):((1,8),(2,17))"))).holds());
        assertFalse(LawChecker.check(TilingLaws.divide(A, t("<2,2>"), Tiling.Gathering.ZIPPED,
                l("((2,4),(2,2)):((1,2),(8,16))"))).holds(), "the logical layout is not the zipped one");
        assertFalse(LawChecker.check(TilingLaws.zipProduct(l("(2,5):(5,1)"), l("(3,4):(1,3)"), false,
                l("(6,(5,4)):(5,(1,31))"))).holds());
    }

    @Test
    void aTilerWithMoreModesThanTheLayoutIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Tiling.divide(l("8:1"), t("<2,2>"), Tiling.Gathering.LOGICAL));
        assertTrue(e.getMessage().contains("has 2 modes but 8:1 has only 1"), e.getMessage());
    }
}
