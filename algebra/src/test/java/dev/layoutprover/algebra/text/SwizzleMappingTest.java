package dev.layoutprover.algebra.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.SwizzledLayout;
import dev.layoutprover.algebra.normal.Normalizer;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The swizzle node {@code Sw<B,M,S> o E}: its text, its values, and CuTe layouts that use it. */
class SwizzleMappingTest {

    private static final Declarations NONE = DeclarationsParser.ofAxes("");
    private static final Declarations SMEM = DeclarationsParser.ofAxes("D0 = 8, D1 = 64");

    @Test
    void theCutlassSharedMemoryLayoutHoldsAtEachPositionTheCoordinateItsSwizzledLayoutSendsThere() {
        Mapping m = Layouts.parse("cute:Sw<3,4,3> o (8,64):(64,1)", NONE);
        assertEquals("Sw<3,4,3> o $(D0:64, D1:1)", m.toString());
        assertEquals(512, m.size());
        SwizzledLayout f = SwizzledLayout.of(new dev.layoutprover.algebra.cute.OffsetSwizzle(3, 4, 3),
                CuteParser.parse("(8,64):(64,1)"));
        for (long i = 0; i < 512; i++) {
            long d0 = i % 8;
            long d1 = i / 8;
            assertEquals(Slot.of(TensorIndex.of("D0", d0, "D1", d1)), m.at(f.apply(i)), "index " + i);
        }
        assertEquals(Slot.of(TensorIndex.of("D0", 2)), m.at(144));
        assertEquals(Slot.of(TensorIndex.of("D0", 2, "D1", 16)), m.at(128));
    }

    @Test
    void theSizeIsRoundedUpToWholeRowsOfTheBitsTheSwizzleWritesAndThePositionsPastTheInnerMappingAreHoles() {
        Mapping m = Layouts.parse("cute:Sw<1,0,1> o 3:1", NONE);
        assertEquals(4, m.size());
        assertEquals(Slot.of(TensorIndex.of("D0", 1)), m.at(1));
        assertTrue(m.at(2).isHole(), "sw(2) = 3 lies past the 3 positions of 3:1");
        assertEquals(Slot.of(TensorIndex.of("D0", 2)), m.at(3));
        // Sw<2,0,-2> writes bits 2 and 3: rows of 16 positions.
        assertEquals(16, Layouts.parse("cute:Sw<2,0,-2> o 16:1", NONE).size());
        assertEquals(Slot.of(TensorIndex.of("D0", 5)), Layouts.parse("cute:Sw<2,0,-2> o 16:1", NONE).at(1));
    }

    @Test
    void aMappingExpressionSpellsTheSwizzleAsCuteDoesAndThePrinterReadsBack() {
        Mapping m = MappingParser.parse("m![Sw<3,4,3> o [D0, D1]]", SMEM);
        assertEquals("Sw<3,4,3> o [D0, D1]", m.toString());
        assertEquals(m, MappingParser.parse(m.toString(), SMEM));
        Mapping padded = MappingParser.parse("[Sw<1,0,1> o D0] # 16", SMEM);
        assertEquals("[Sw<1,0,1> o D0] # 16", padded.toString());
        assertEquals(padded, MappingParser.parse(padded.toString(), SMEM));
        Mapping inner = MappingParser.parse("Sw<1,0,1> o D0 # 16", SMEM);
        assertTrue(inner instanceof Mapping.Swizzle w && w.inner() instanceof Mapping.Padding, inner::toString);
        Mapping twice = MappingParser.parse("Sw<1,0,1> o Sw<2,0,-2> o D1, D0", SMEM);
        assertEquals("Sw<1,0,1> o Sw<2,0,-2> o D1, D0", twice.toString());
        assertEquals(twice, MappingParser.parse(twice.toString(), SMEM));
        Mapping sum = MappingParser.parse("D0 * Sw<1,0,1> o D1", SMEM);
        assertEquals(sum, MappingParser.parse(sum.toString(), SMEM));
    }

    @Test
    void aSwizzleIsItsOwnInverseOnEveryPositionOfItsRows() {
        Mapping twice = MappingParser.parse("Sw<3,4,3> o Sw<3,4,3> o [D0, D1]", SMEM);
        Mapping plain = MappingParser.parse("D0, D1", SMEM);
        for (long p = 0; p < 512; p++) {
            assertEquals(plain.at(p), twice.at(p), "position " + p);
        }
    }

    @Test
    void aSwizzleOnlyPermutesSoEveryIndexOfAnInjectiveMappingIsStillStoredOnce() {
        Mapping m = MappingParser.parse("Sw<2,1,3> o [D0, D1]", SMEM);
        Set<TensorIndex> seen = new HashSet<>();
        for (long p = 0; p < m.size(); p++) {
            assertTrue(seen.add(m.at(p).single()), "position " + p);
        }
        assertEquals(512, seen.size());
    }

    @Test
    void wrongSwizzlesAreRefusedWithTheirColumn() {
        ParseException read = assertThrows(ParseException.class, () -> MappingParser.parse("D0, Sw<3,4,2> o D1", SMEM));
        assertTrue(read.getMessage().contains("|S| must be at least B"), read.getMessage());
        assertEquals(5, read.column());
        ParseException noO = assertThrows(ParseException.class, () -> MappingParser.parse("Sw<1,0,1> D0", SMEM));
        assertTrue(noO.getMessage().contains("expected 'o' after Sw<1,0,1>"), noO.getMessage());
        ParseException wide = assertThrows(ParseException.class, () -> MappingParser.parse("Sw<1,70,1> o D0", SMEM));
        assertTrue(wide.getMessage().contains("at most 62 bits"), wide.getMessage());
        assertThrows(MappingException.class, () -> new Mapping.Swizzle(new Mapping.Identity(), 20, 22, 21));
        ParseException negative = assertThrows(ParseException.class, () -> Layouts.parse("cute:Sw<1,0,1> o 4:-1", NONE));
        assertTrue(negative.getMessage().contains("negative stride"), negative.getMessage());
    }

    @Test
    void anAxisMayStillBeCalledSwOrO() {
        Declarations d = DeclarationsParser.ofAxes("Sw = 4, o = 2");
        assertEquals("Sw, o", MappingParser.parse("Sw, o", d).toString());
        assertEquals("Sw<1,0,1> o [Sw, o]", MappingParser.parse("Sw<1,0,1> o [Sw, o]", d).toString());
    }

    @Test
    void theNormalFormKeepsASwizzleOpaqueUnlessItMovesNoBit() {
        assertFalse(Normalizer.of(MappingParser.parse("Sw<3,4,3> o [D0, D1]", SMEM)).isPresent());
        assertEquals(Normalizer.of(MappingParser.parse("D0, D1", SMEM)),
                Normalizer.of(MappingParser.parse("Sw<0,4,3> o [D0, D1]", SMEM)));
        assertEquals(Normalizer.of(MappingParser.parse("D0 % 4 # 8", SMEM)),
                Normalizer.of(MappingParser.parse("Sw<0,3,0> o D0 % 4 # 5", SMEM)));
    }
}
