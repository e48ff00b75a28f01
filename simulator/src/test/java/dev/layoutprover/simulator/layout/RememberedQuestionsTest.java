package dev.layoutprover.simulator.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.simulator.tensor.KernelAxes;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A question asked again of {@link RememberedQuestions} is answered without asking it again. */
class RememberedQuestionsTest {

    /** Counts the questions that reach the enumeration. */
    private static class Counting implements LayoutQuestions {
        final List<String> asked = new ArrayList<>();

        @Override
        public Verdict equivalent(Mapping left, Mapping right) {
            asked.add("equivalent " + left + " " + right);
            return LayoutQuestions.enumeration().equivalent(left, right);
        }

        @Override
        public Verdict check(Property property, Mapping mapping) {
            asked.add(property + " " + mapping);
            return LayoutQuestions.enumeration().check(property, mapping);
        }

        @Override
        public Verdict subview(TileView view) {
            asked.add("subview");
            return LayoutQuestions.enumeration().subview(view);
        }

        @Override
        public Verdict sameIndices(Mapping left, Mapping right) {
            asked.add("sameIndices " + left + " " + right);
            return LayoutQuestions.enumeration().sameIndices(left, right);
        }

        @Override
        public String solverName() {
            return "counting";
        }
    }

    @Test
    void eachQuestionReachesTheOracleOnceAndKeepsItsAnswer() {
        KernelAxes l = KernelAxes.of("A = 8, B = 4");
        Counting counting = new Counting();
        LayoutQuestions q = RememberedQuestions.of(counting);
        Verdict first = q.sameIndices(l.m("A, B"), l.m("B, A"));
        Verdict again = q.sameIndices(l.m("A, B"), l.m("B, A"));
        assertSame(first, again);
        assertEquals(Verdict.Proved.class, first.getClass());
        // another question is asked; a refutation is remembered as well
        Verdict refuted = q.sameIndices(l.m("A, B"), l.m("A % 4, B"));
        assertEquals(Verdict.Refuted.class, refuted.getClass());
        q.sameIndices(l.m("A, B"), l.m("A % 4, B"));
        q.equivalent(l.m("A, B"), l.m("A, B"));
        q.equivalent(l.m("A, B"), l.m("A, B"));
        q.check(Property.INJECTIVE, l.m("A, A"));
        q.check(Property.INJECTIVE, l.m("A, A"));
        assertEquals(4, counting.asked.size(), counting.asked.toString());
        assertSame(q, RememberedQuestions.of(q));
        assertEquals("counting", q.solverName());
    }

    /** A counting oracle that names its answers: they may be shared with another oracle of its name. */
    private static final class Named extends Counting {
        private final String name;

        Named(String name) {
            this.name = name;
        }

        @Override
        public java.util.Optional<String> answersKey() {
            return java.util.Optional.of(name);
        }
    }

    @Test
    void aDefiniteAnswerIsSharedWithAnotherOracleOfTheSameNameAndAnUnknownIsNot() {
        KernelAxes l = KernelAxes.of("A = 8, B = 4");
        Named first = new Named("shared answers of the test");
        Named second = new Named("shared answers of the test");
        Named other = new Named("other answers of the test");
        RememberedQuestions.of(first).equivalent(l.m("A, B"), l.m("B, A"));
        RememberedQuestions.of(first).check(Property.INJECTIVE, l.m("A, A"));
        Verdict proved = RememberedQuestions.of(second).equivalent(l.m("A, B"), l.m("A, B"));
        Verdict refuted = RememberedQuestions.of(second).check(Property.INJECTIVE, l.m("A, A"));
        RememberedQuestions.of(second).equivalent(l.m("A, B"), l.m("B, A"));
        assertEquals(Verdict.Proved.class, proved.getClass());
        assertEquals(Verdict.Refuted.class, refuted.getClass());
        // the second oracle was asked only what the first was not
        assertEquals(List.of("equivalent " + l.m("A, B") + " " + l.m("A, B")), second.asked);
        RememberedQuestions.of(other).check(Property.INJECTIVE, l.m("A, A"));
        assertEquals(1, other.asked.size(), other.asked.toString());
        // a mapping too large to enumerate is unknown: asked again of each oracle
        KernelAxes big = KernelAxes.of("C = 1073741824, D = 1073741824");
        Verdict unknown = RememberedQuestions.of(first).check(Property.INJECTIVE, big.m("C, D"));
        RememberedQuestions.of(second).check(Property.INJECTIVE, big.m("C, D"));
        assertEquals(Verdict.Unknown.class, unknown.getClass());
        assertEquals(2, second.asked.size(), second.asked.toString());
        // an oracle with no name keeps its answers to itself
        assertEquals(RememberedQuestions.class, RememberedQuestions.shared(first).getClass());
        assertEquals(java.util.Optional.of("shared answers of the test"), RememberedQuestions.shared(first).answersKey());
        Counting unnamed = new Counting();
        assertSame(unnamed, RememberedQuestions.shared(unnamed));
    }
}
