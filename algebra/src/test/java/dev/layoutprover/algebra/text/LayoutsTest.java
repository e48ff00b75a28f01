package dev.layoutprover.algebra.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Layouts#parse}: one entry point for mapping expressions, CuTe and XLA layouts. */
class LayoutsTest {

    private static final Declarations NONE = DeclarationsParser.ofAxes("");

    @Test
    void cuteAndXlaRowMajorLayoutsAreTheSameMappingOverTheSameAxes() {
        Mapping cute = Layouts.parse("cute:(3,5):(5,1)", NONE);
        Mapping xla = Layouts.parse("xla:f32[3,5]{1,0}", NONE);
        Mapping plain = Layouts.parse("m![D0, D1]", DeclarationsParser.ofAxes("D0 = 3, D1 = 5"));
        assertEquals("$(D0:5, D1:1)", cute.toString());
        assertEquals("D0, D1", xla.toString());
        assertEquals(xla, plain);
        assertSameSlots(cute, xla);
    }

    @Test
    void aCuteOrXlaLayoutWithoutItsPrefixIsAnErrorThatNamesThePrefix() {
        ParseException cute = assertThrows(ParseException.class, () -> Layouts.parse("(3,2):(2,3)", NONE));
        assertEquals("a number stands for a mapping only as 1, the identity; found 3; the text reads as a CuTe layout:"
                + " write cute:(3,2):(2,3)", cute.reason());
        assertEquals(2, cute.column());
        ParseException xla = assertThrows(ParseException.class, () -> Layouts.parse("f32[3,5]{1,0:T(2,2)}", NONE));
        assertEquals("unknown axis 'f32' (declared: none); the text reads as an XLA shape: write xla:f32[3,5]{1,0:T(2,2)}",
                xla.reason());
        ParseException neither = assertThrows(ParseException.class, () -> Layouts.parse("(3,2):(2,", NONE));
        assertEquals(false, neither.reason().contains("reads as"));
    }

    @Test
    void columnMajorCuteIsTheTransposedXlaLayout() {
        assertSameSlots(Layouts.parse("cute:(3,5):(1,3)", NONE), Layouts.parse("xla:f32[3,5]{0,1}", NONE));
    }

    @Test
    void integerCuteLayoutsAreRankOneAndTheEmptyLayoutIsTheIdentity() {
        assertEquals("$(D0:2)", Layouts.parse("cute:8:2", NONE).toString());
        assertEquals("1", Layouts.parse("cute:():()", NONE).toString());
        assertEquals("$(D0 % 2:1, D0 / 2:2, D1:6)", Layouts.parse("cute:((2,3),4):((1,2),6)", NONE).toString());
    }

    @Test
    void namesInParenthesesRenameTheLogicalDimensions() {
        Mapping m = Layouts.parse("cute(M, N):(3,5):(5,1)", NONE);
        assertEquals("$(M:5, N:1)", m.toString());
        assertEquals(Slot.of(TensorIndex.of("M", 2, "N", 4)), m.at(14));
        Mapping x = Layouts.parse("xla(Row, Col):f32[3,5]{1,0:T(2,2)}", NONE);
        assertEquals("Row # 4 / 2, Col # 6 / 2, Row # 4 % 2, Col # 6 % 2", x.toString());
    }

    @Test
    void declaredAxesAreReusedWhenTheExtentsMatch() {
        Declarations d = DeclarationsParser.ofAxes("A = 3, B = 5");
        Mapping m = Layouts.parse("xla(A, B):f32[3,5]", d);
        assertEquals(Layouts.parse("m![A, B]", d), m);
    }

    @Test
    void mappingExpressionsAndBareListsGoToTheMappingParser() {
        Declarations d = DeclarationsParser.ofAxes("A = 8, B = 512");
        assertEquals(MappingParser.parse("m![A, B / 2]", d), Layouts.parse("m![A, B / 2]", d));
        assertEquals(MappingParser.parse("A, B / 2", d), Layouts.parse("A, B / 2", d));
    }

    @Test
    void errorsCarryTheColumnInTheWholeText() {
        ParseException cute = assertThrows(ParseException.class, () -> Layouts.parse("cute:(3,2):(2,-3)", NONE));
        assertEquals(15, cute.column());
        assertTrue(cute.getMessage().contains("a mapping needs non-negative strides"), cute.getMessage());
        assertTrue(cute.getMessage().endsWith("cute:(3,2):(2,-3)\n                ^"), cute.getMessage());

        ParseException congruence = assertThrows(ParseException.class, () -> Layouts.parse("cute:(3,2):(2,(3,1))", NONE));
        assertEquals(12, congruence.column());
        assertTrue(congruence.getMessage().contains("not congruent"), congruence.getMessage());

        ParseException xla = assertThrows(ParseException.class, () -> Layouts.parse("xla:f32[3,5]{1,1}", NONE));
        assertEquals(13, xla.column());
        assertTrue(xla.getMessage().contains("not a permutation"), xla.getMessage());

        ParseException tile = assertThrows(ParseException.class, () -> Layouts.parse("xla:f32[3,5]{1,0:T(2,2,2)}", NONE));
        assertTrue(tile.getMessage().contains("has only 2"), tile.getMessage());

        ParseException mapping = assertThrows(ParseException.class,
                () -> Layouts.parse("m![A, Q]", DeclarationsParser.ofAxes("A = 8")));
        assertEquals(7, mapping.column());

        ParseException huge = assertThrows(ParseException.class,
                () -> Layouts.parse("xla:f32[4294967296,4294967296]", NONE));
        assertTrue(huge.getMessage().contains("2^63 - 1"), huge.getMessage());

        ParseException field = assertThrows(ParseException.class, () -> Layouts.parse("xla:f32[3,5]{1,0:S(1)}", NONE));
        assertEquals(18, field.column());
    }

    @Test
    void axisNamesMustMatchTheRankAndTheDeclaredSizes() {
        ParseException count = assertThrows(ParseException.class, () -> Layouts.parse("cute(M):(3,5):(5,1)", NONE));
        assertTrue(count.getMessage().contains("1 axis names for a layout with 2 modes"), count.getMessage());
        assertEquals(6, count.column());

        ParseException size = assertThrows(ParseException.class,
                () -> Layouts.parse("xla(A, B):f32[3,5]", DeclarationsParser.ofAxes("A = 4, B = 5")));
        assertTrue(size.getMessage().contains("axis A is declared with size 4, but dimension 0 has extent 3"), size.getMessage());
        assertEquals(5, size.column());

        ParseException twice = assertThrows(ParseException.class, () -> Layouts.parse("cute(M, M):(3,5):(5,1)", NONE));
        assertEquals(9, twice.column());

        ParseException carry = assertThrows(ParseException.class,
                () -> Layouts.parse("xla:f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}", NONE));
        assertEquals(5, carry.column());
    }

    private static void assertSameSlots(Mapping a, Mapping b) {
        assertEquals(a.size(), b.size());
        List<Axis> axes = Evaluator.of(a).axes();
        assertEquals(java.util.Set.copyOf(axes), java.util.Set.copyOf(Evaluator.of(b).axes()));
        for (long p = 0; p < a.size(); p++) {
            assertEquals(a.at(p), b.at(p), "at position " + p);
        }
    }
}
