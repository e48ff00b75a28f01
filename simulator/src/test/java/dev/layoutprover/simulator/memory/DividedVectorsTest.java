package dev.layoutprover.simulator.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;

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

/** The assert_div comparison on index vectors against the same comparison on slots. */
class DividedVectorsTest {

    private static final Declarations D = DeclarationsParser.ofAxes("A = 8, B = 4, C = 64");

    private static Mapping m(String text) {
        return MappingParser.parse(text, D);
    }

    private static long firstDifference(TileView tv) {
        return DividedVectors.firstDifference(tv, Evaluator.of(tv.parent()).axes());
    }

    /** The first position where the view's slot is not the parent's kept by the tile, one slot at a time. */
    private static long bySlots(TileView tv) {
        Evaluator pe = Evaluator.of(tv.parent());
        Evaluator ve = Evaluator.of(tv.view());
        TileView.Coordinates c = tv.coordinates();
        for (long p = 0; p < tv.parent().size(); p++) {
            List<TensorIndex> kept = pe.slot(p).indices().stream().filter(i -> c.of(i) < tv.tileSize()).toList();
            Slot want = kept.isEmpty() ? Slot.hole() : Slot.of(kept);
            if (!want.equals(ve.slot(p))) {
                return p;
            }
        }
        return tv.parent().size();
    }

    @Test
    void aViewThatIsTheParentDividedByTheTileDiffersNowhere() {
        TileView tv = new TileView(m("B, A % 8"), m("B"), 1, m("1 # 4, A % 8"), 0);
        assertEquals(32, firstDifference(tv));
        assertEquals(bySlots(tv), firstDifference(tv));
    }

    @Test
    void aTransposedViewDiffersAtItsFirstPaddedPosition() {
        // position 1 of the parent holds {A: 1}; the view's position 1 is the padding of 1 # 4
        TileView tv = new TileView(m("B, A % 8"), m("B"), 1, m("A % 8, 1 # 4"), 0);
        assertEquals(1, firstDifference(tv));
        assertEquals(bySlots(tv), firstDifference(tv));
    }

    @Test
    void aDigitTileKeepsTheStepsBelowItsCountInEveryBlock() {
        // the tile m![C % 32 / 8] of 2 steps keeps C = 0..15 of each block of 32
        Mapping parent = m("C / 8 % 4, C / 32, C % 8");
        TileView divided = new TileView(parent, m("C % 32 / 8"), 2, m("C / 8 % 4 = 2 # 4, C / 32, C % 8"), 0);
        assertEquals(64, firstDifference(divided));
        assertEquals(bySlots(divided), firstDifference(divided));
        // the view's inner two digits swapped: position 1 holds {C: 32} where the parent holds {C: 1}
        TileView swapped = new TileView(parent, m("C % 32 / 8"), 2, m("C / 8 % 4 = 2 # 4, C % 8, C / 32"), 0);
        assertEquals(1, firstDifference(swapped));
        assertEquals(bySlots(swapped), firstDifference(swapped));
    }
}
