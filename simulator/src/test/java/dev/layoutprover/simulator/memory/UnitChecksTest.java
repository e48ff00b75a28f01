package dev.layoutprover.simulator.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import dev.layoutprover.simulator.RuleViolation;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A parallel copy's per-unit checks: made once per tile index, counted for every unit. */
class UnitChecksTest {

    private static final Declarations D = DeclarationsParser.ofAxes("A = 4");
    private static final Mapping ELEMENT = MappingParser.parse("A", D);
    private static final Mapping VIEW = MappingParser.parse("A % 2", D);
    private static final Mapping TILE = MappingParser.parse("A / 2", D);

    /** Tile 1 of m![A / 2] starts at element position 2; the new tensor's 3 positions copy view positions 0, 1 and none. */
    private static UnitChecks checks() {
        List<Axis> axes = Evaluator.of(ELEMENT).axes();
        Evaluator[] tiles = {Evaluator.of(ELEMENT, axes), Evaluator.of(VIEW, axes), Evaluator.of(TILE, axes)};
        return new UnitChecks(new long[] {0, 1, -1}, 4, tiles, TILE, VIEW, ELEMENT, 1);
    }

    private static List<String> held(Runnable units) {
        List<String> held = new ArrayList<>();
        RuleViolation.observed(held::add, () -> {
            units.run();
            return null;
        });
        return held;
    }

    @Test
    void eachUnitCountsItsChecksWhetherMadeOrKnownToHold() {
        UnitChecks c = checks();
        // two elements copied: bounds on each unit, and the tile check on the unit that makes it
        assertEquals(2, held(() -> c.check(1, 2, false)).size());
        assertEquals(2, held(() -> c.check(1, 2, false)).size());
        assertEquals(4, held(() -> c.check(1, 2, true)).size());
        assertEquals(List.of("View::SUBVIEW", "View::SUBVIEW", "View::SUBVIEW", "View::SUBVIEW"),
                held(() -> c.check(1, 2, true)));
    }

    @Test
    void aTileReachingPastTheElementBreaksTheSubviewRuleOnEveryUnit() {
        UnitChecks c = checks();
        for (int unit = 0; unit < 2; unit++) {
            RuleViolation v = assertThrows(RuleViolation.class, () -> c.check(3, 3, false));
            assertEquals("View::SUBVIEW", v.rule());
            assertEquals("tile 3 of A / 2 (view A % 2) reaches past the element A", v.getMessage());
        }
    }

    @Test
    void aSourcePositionNotHoldingTheViewsIndexIsReported() {
        // tile 0 placed at element position 2: the view's A = 0 is read where the element holds A = 2
        RuleViolation v = assertThrows(RuleViolation.class, () -> checks().check(0, 2, true));
        assertEquals("View::SUBVIEW", v.rule());
        assertTrue(v.getMessage().startsWith("the view A % 2 is not tile 0 of A / 2 in A (position 0"), v.getMessage());
    }
}
