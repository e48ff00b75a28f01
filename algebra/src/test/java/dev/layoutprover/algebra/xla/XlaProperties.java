package dev.layoutprover.algebra.xla;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.algebra.text.XlaParser;
import java.util.HashSet;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/** The two descriptions of a tiled XLA layout and its mapping, against enumeration of every element. */
class XlaProperties {

    @Provide Arbitrary<XlaShape> tiled() { return XlaShapes.tiled(); }
    @Provide Arbitrary<XlaShape> combined() { return XlaShapes.tiledWithCombine(); }

    @Property
    void formulaAndPadReshapeTransposeAgreeOnEveryElement(@ForAll("combined") XlaShape s) {
        assertArrayEquals(TiledIndex.tiledShape(s).stream().mapToLong(Long::longValue).toArray(),
                PadReshapeTranspose.finalShape(s), s.toString());
        long size = TiledIndex.bufferSize(s);
        Set<Long> used = new HashSet<>();
        XlaShapes.forEachElement(s, e -> {
            long p = TiledIndex.linearIndex(s, e);
            assertEquals(p, PadReshapeTranspose.position(s, e), s + " at " + java.util.Arrays.toString(e));
            assertTrue(p >= 0 && p < size && used.add(p), s + " stores two elements at " + p);
        });
    }

    @Property
    void untiledLayoutsAreTheTransposedRowMajorOrder(@ForAll("tiled") XlaShape tiled) {
        XlaShape s = new XlaShape(tiled.elementType(), tiled.dimensions(), tiled.minorToMajor(), java.util.List.of());
        XlaShapes.forEachElement(s, e -> {
            long expected = 0;
            long scale = 1;
            for (int dim : s.minorToMajor()) {
                expected += e[dim] * scale;
                scale *= s.dimensions().get(dim);
            }
            assertEquals(expected, TiledIndex.linearIndex(s, e));
        });
    }

    @Property
    void oneTileTranslatesToAMappingThatStoresEveryElementAtItsTiledPosition(@ForAll("tiled") XlaShape tiled) {
        XlaShape s = new XlaShape(tiled.elementType(), tiled.dimensions(), tiled.minorToMajor(),
                tiled.tiles().isEmpty() ? java.util.List.of() : tiled.tiles().subList(0, 1));
        XlaTiledLayoutSeedTest.assertAgreesWithFormula(s, XlaTranslation.toMapping(s));
    }

    @Property
    void everyTranslationIsExactOrRefusedForCarry(@ForAll("combined") XlaShape s) {
        try {
            XlaTiledLayoutSeedTest.assertAgreesWithFormula(s, XlaTranslation.toMapping(s));
            Statistics.collect("translated");
        } catch (MappingException e) {
            assertTrue(e.getMessage().contains("without carry"), e.getMessage());
            Statistics.collect("refused");
        }
    }

    @Property
    void printedShapesParseBackEqual(@ForAll("combined") XlaShape s) {
        assertEquals(s, XlaParser.parse(s.toString()));
    }
}
