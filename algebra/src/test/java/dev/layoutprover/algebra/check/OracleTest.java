package dev.layoutprover.algebra.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import java.util.List;
import org.junit.jupiter.api.Test;

class OracleTest {

    private static final Declarations AB = DeclarationsParser.ofAxes("A = 8, B = 512");

    private static Mapping m(String text) {
        return MappingParser.parse(text, AB);
    }

    private static Counterexample refuted(Verdict v) {
        return assertInstanceOf(Verdict.Refuted.class, v, () -> "expected a refutation, got " + v).counterexample();
    }

    @Test
    void strideModuloDecompositionIsEquivalentToTheAxis() {
        assertEquals(new Verdict.Proved("enumeration of 512 positions"), Oracle.equivalent(m("B / 64, B % 64"), m("B")));
    }

    @Test
    void nestedStrideIsNotTheAxisAndTheFirstDifferenceIsShown() {
        Counterexample c = refuted(Oracle.equivalent(m("B / 64, B % 32, B / 32 % 2"), m("B")));
        assertEquals(new Counterexample.Mismatch(1, Slot.of(TensorIndex.of("B", 32)), Slot.of(TensorIndex.of("B", 1))), c);
    }

    @Test
    void differentSizesAreRefutedWithBothSizes() {
        assertEquals(new Counterexample.SizeMismatch(4096, 512, Evaluator.of(m("A, B")).slot(512), null),
                refuted(Oracle.equivalent(m("A, B"), m("B"))));
    }

    @Test
    void pairOfAnAxisWithItselfIsNotInjective() {
        Counterexample c = refuted(Oracle.injective(m("A, A")));
        assertEquals(new Counterexample.Collision(TensorIndex.of("A", 1), 1, 8), c);
    }

    @Test
    void resizedAxisDoesNotCoverItsTail() {
        assertEquals(new Counterexample.Uncovered(TensorIndex.of("B", 2)), refuted(Oracle.surjective(m("B = 2"))));
        assertInstanceOf(Verdict.Proved.class, Oracle.surjective(m("A, B / 64, B % 64")));
    }

    @Test
    void outerSumOfAnAxisWithItselfLeavesItsBounds() {
        Counterexample c = refuted(Oracle.bounds(m("A * A")));
        assertEquals(new Counterexample.OutOfBounds(15, TensorIndex.of("A", 8), "A", 8), c);
    }

    @Test
    void paddingHolesAreCountedAndListed() {
        Mapping e = MappingParser.parse("m![C, D # 64]", DeclarationsParser.ofAxes("C = 13, D = 61"));
        assertEquals(new Counterexample.Holes(39, List.of(61L, 62L, 63L, 125L, 126L, 127L, 189L, 190L)),
                refuted(Oracle.holes(e)));
    }

    @Test
    void skewWrapsFirstAtTheLastColumnOfTheSecondRow() {
        Mapping e = MappingParser.parse("m![A, B' = 4]", DeclarationsParser.ofAxes("A = 4, B = 4, B' = B - A"));
        Counterexample c = refuted(Oracle.wraparound(e));
        assertEquals(7, c.position());
        assertEquals(Slot.of(TensorIndex.of("A", 1)), c.left());
    }

    @Test
    void slidingWindowOverlapsAtPositionTwo() {
        Mapping e = MappingParser.parse("m![$(N:1, F:2)]", DeclarationsParser.ofAxes("N = 5, F = 3"));
        Counterexample c = refuted(Oracle.overlap(e));
        assertEquals(2, c.position());
        assertEquals(2, c.left().indices().size());
    }

    @Test
    void resizeOfAPaddedAxisDropsOnlyHoles() {
        assertInstanceOf(Verdict.Proved.class, Oracle.truncation(m("B # 1024 = 512")));
        Counterexample c = refuted(Oracle.truncation(m("B = 500")));
        assertEquals(new Counterexample.Truncation("B = 500", 500, Slot.of(TensorIndex.of("B", 500))), c);
    }

    @Test
    void overlappingBlockTilesAreSubViewsUpToTheLastBlock() {
        Mapping parent = m("A, B");
        Mapping tile = m("B / 32");
        Mapping view = m("A, B / 32 = 2 # 16, B % 32");
        for (long i = 0; i < 15; i++) {
            assertInstanceOf(Verdict.Proved.class, Oracle.subview(new TileView(parent, tile, 2, view, i)), "tile " + i);
        }
        Counterexample c = refuted(Oracle.subview(new TileView(parent, tile, 2, view, 15)));
        assertEquals(32, c.position());
    }

    @Test
    void elementTilesOfTwoAreSubViewsWhenTheViewKeepsTheRowLength() {
        Mapping parent = m("A, B");
        Mapping view = m("A, B = 2 # 512");
        assertInstanceOf(Verdict.Proved.class, Oracle.subview(new TileView(parent, m("B"), 2, view, 0)));
        assertInstanceOf(Verdict.Proved.class, Oracle.subview(new TileView(parent, m("B"), 2, view, 2)));
        Counterexample tooWide = refuted(Oracle.subview(new TileView(parent, m("B"), 2, m("A, B = 3 # 512"), 0)));
        assertEquals(2, tooWide.position());
    }

    @Test
    void seedElementTileWithAFootprintOfFourIsNotASubViewOfRowsOf512() {
        // Seed 000 writes tile01 as m![A, B = 2 # 4]: its rows are 4 positions long, the parent's 512,
        // so the second row of the view addresses {A: 1} where the parent stores {B: 4}.
        Counterexample c = refuted(Oracle.subview(new TileView(m("A, B"), m("B"), 2, m("A, B = 2 # 4"), 0)));
        assertEquals(new Counterexample.NotSubview(4, Slot.of(TensorIndex.of("A", 1)), Slot.of(TensorIndex.of("B", 4)),
                "the view does not address what the parent stores (tile start {} at parent position 0)"), c);
    }

    @Test
    void enumerationRefusesAboveItsLimit() {
        Mapping big = MappingParser.parse("X", DeclarationsParser.ofAxes("X = 2^23"));
        assertInstanceOf(Verdict.Unknown.class, Oracle.equivalent(big, big));
    }
}
