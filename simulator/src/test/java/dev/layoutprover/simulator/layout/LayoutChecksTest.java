package dev.layoutprover.simulator.layout;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import dev.layoutprover.algebra.text.MappingParser;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.simulator.RuleViolation;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Stage decisions from the answers of {@link LayoutQuestions}. */
class LayoutChecksTest {

    private static final Declarations D = dev.layoutprover.algebra.text.DeclarationsParser.ofAxes("A = 16, X = 4, B = 2^30");
    private static final LayoutQuestions ENUMERATION = LayoutQuestions.enumeration();

    private static Mapping m(String text) {
        return MappingParser.parse(text, D);
    }

    @Test
    void anEquivalenceTooLargeToEnumerateHoldsWhenTheNormalFormsAgree() {
        assertDoesNotThrow(() -> LayoutChecks.requireEquivalent(ENUMERATION, "Collect::LAYOUT", "large", m("B / 1024, B % 1024"),
                m("B")));
    }

    @Test
    void anEquivalenceTooLargeToEnumerateWithDifferentNormalFormsIsNotDecided() {
        RuleViolation v = assertThrows(RuleViolation.class, () -> LayoutChecks.requireEquivalent(ENUMERATION,
                "Collect::LAYOUT", "large", m("B % 1024, B / 1024"), m("B")));
        assertEquals("Collect::LAYOUT", v.rule());
        assertTrue(v.getMessage().contains("could not be decided"), v.getMessage());
    }

    @Test
    void aRefutedEquivalenceNamesTheFirstDifference() {
        RuleViolation v = assertThrows(RuleViolation.class, () -> LayoutChecks.requireEquivalent(ENUMERATION,
                "Collect::LAYOUT", "small", m("A % 4, A / 4"), m("A")));
        assertTrue(v.getMessage().contains("at position 1"), v.getMessage());
    }

    @Test
    void anIndexSetIsDecidedByTheNormalFormOnlyWhenItsDigitsGiveEachIndexOnePosition() {
        // one normal form, each B at one position: the same indices, each once, without enumerating 2^30
        assertDoesNotThrow(() -> LayoutChecks.requireSameIndices(ENUMERATION, "Collect::LAYOUT", "large write",
                m("B / 1024, B % 1024"), m("B")));
        // one normal form whose digits overlap (B / 2 and B % 4 both hold B's bit 1): left to the oracle,
        // which cannot enumerate 2^30 positions, so the write is rejected
        RuleViolation v = assertThrows(RuleViolation.class, () -> LayoutChecks.requireSameIndices(ENUMERATION,
                "Collect::LAYOUT", "large write", m("B / 2, B % 4"), m("B / 2, B % 4")));
        assertTrue(v.getMessage().contains("could not be decided"), v.getMessage());
    }

    @Test
    void theAxesHeldAreThoseWithMoreThanOneCoordinate() {
        assertEquals(Set.of("X"), LayoutChecks.axesHeld(m("[A / 4, X] % 4")));
        assertEquals(Set.of("A", "X"), LayoutChecks.axesHeld(m("A / 2, X")));
        assertEquals(Set.of("X"), LayoutChecks.axesHeld(m("A / 16, X")));
    }
}
