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
    private static final class Counting implements LayoutQuestions {
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
}
