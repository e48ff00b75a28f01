package dev.layoutprover.algebra.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import dev.layoutprover.algebra.text.MappingParser;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import org.junit.jupiter.api.Test;

/** The reference answers of {@link LayoutQuestions}: enumeration. */
class LayoutQuestionsTest {

    private static final Declarations AB = dev.layoutprover.algebra.text.DeclarationsParser.ofAxes("A = 16, B = 512");
    private static final LayoutQuestions ENUMERATION = LayoutQuestions.enumeration();

    private static Mapping m(String text) {
        return MappingParser.parse(text, AB);
    }

    private static Counterexample refuted(Verdict v) {
        return assertInstanceOf(Verdict.Refuted.class, v, () -> "expected a refutation, got " + v).counterexample();
    }

    @Test
    void aPositionHoldsWhatTheEvaluatorSays() {
        assertEquals(Slot.of(TensorIndex.of("B", 67)), ENUMERATION.at(m("B / 64, B % 64"), 67));
        assertEquals(Slot.hole(), ENUMERATION.at(m("A # 32"), 20));
    }

    @Test
    void equivalenceAndPropertiesAreTheOraclesAnswers() {
        assertEquals(Oracle.equivalent(m("B / 64, B % 32, B / 32 % 2"), m("B")),
                ENUMERATION.equivalent(m("B / 64, B % 32, B / 32 % 2"), m("B")));
        for (Property p : new Property[] {Property.INJECTIVE, Property.SURJECTIVE, Property.HOLES, Property.BOUNDS}) {
            assertEquals(Oracle.check(p, m("A % 4, A % 4")), ENUMERATION.check(p, m("A % 4, A % 4")), p.cliName());
        }
        assertEquals(Oracle.injective(m("A % 4, A % 4")), ENUMERATION.injective(m("A % 4, A % 4")));
        assertEquals("enumerate", ENUMERATION.solverName());
    }

    @Test
    void aTransposedWriteFillsExactlyTheIndicesOfItsDestination() {
        assertEquals(new Verdict.Proved("enumeration of 16 + 16 positions"),
                ENUMERATION.sameIndices(m("A % 4, A / 4"), m("A")));
    }

    @Test
    void aWriteThatRepeatsAnIndexIsACollision() {
        assertEquals(new Counterexample.Collision(TensorIndex.of("A", 1), 1, 4),
                refuted(ENUMERATION.sameIndices(m("A % 4, A % 4"), m("A"))));
    }

    @Test
    void aDestinationIndexTheWriteDoesNotHoldIsAMismatchAtTheDestination() {
        assertEquals(new Counterexample.Mismatch(4, Slot.hole(), Slot.of(TensorIndex.of("A", 4))),
                refuted(ENUMERATION.sameIndices(m("A % 4"), m("A"))));
    }

    @Test
    void aWriteIndexTheDestinationLacksIsAMismatchAtTheWrite() {
        assertEquals(new Counterexample.Mismatch(4, Slot.of(TensorIndex.of("A", 4)), Slot.hole()),
                refuted(ENUMERATION.sameIndices(m("A"), m("A % 4"))));
    }
}
