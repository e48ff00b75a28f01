package dev.layoutprover.simulator.layout;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.check.Verdict;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Layout questions asked once each: the answers of {@code asked}, remembered by question (mappings
 * are values, so the same layouts are the same question). A data-free check of a loop asks the
 * same questions in every iteration; a kernel of 128 iterations of the same commit then enumerates
 * its layouts once, not 128 times.
 *
 * <p>An oracle whose definite answers depend on the question alone ({@link LayoutQuestions#answersKey()})
 * also finds them among those of every oracle of its name in the process: the data-free search of a
 * crate's type errors asks what the crate's simulations asked before it, a test process asks what its
 * other commands asked. An unknown answer (a timeout) is remembered by the one oracle only.
 *
 * <p>Example: {@code RememberedQuestions.of(prover).sameIndices(a, b)} asked twice runs the
 * prover's enumeration once; asked again of {@code RememberedQuestions.of(otherProver)}, on the same
 * solver and strategy, it is not run again.
 */
public final class RememberedQuestions implements LayoutQuestions {

    private final LayoutQuestions asked;
    private final Map<List<Object>, Verdict> answers = new ConcurrentHashMap<>();

    private RememberedQuestions(LayoutQuestions asked) {
        this.asked = asked;
    }

    public static LayoutQuestions of(LayoutQuestions asked) {
        return asked instanceof RememberedQuestions ? asked : new RememberedQuestions(asked);
    }

    /**
     * The remembered questions for {@code asked} when its answers may be shared ({@link LayoutQuestions#answersKey()}),
     * else {@code asked} itself: what a simulation's device asks through.
     */
    public static LayoutQuestions shared(LayoutQuestions asked) {
        return asked.answersKey().isPresent() ? of(asked) : asked;
    }

    private Verdict remembered(List<Object> question, Supplier<Verdict> answer) {
        Verdict v = answers.get(question);
        if (v == null) {
            v = SharedAnswers.answer(asked.answersKey(), question, answer);
            answers.putIfAbsent(question, v);
        }
        return v;
    }

    @Override
    public dev.layoutprover.algebra.Slot at(Mapping mapping, long position) {
        return asked.at(mapping, position);
    }

    @Override
    public Verdict equivalent(Mapping left, Mapping right) {
        return remembered(List.of("equivalent", left, right), () -> asked.equivalent(left, right));
    }

    @Override
    public Verdict check(Property property, Mapping mapping) {
        return remembered(List.of(property, mapping), () -> asked.check(property, mapping));
    }

    @Override
    public Verdict subview(TileView view) {
        return remembered(List.of("subview", view), () -> asked.subview(view));
    }

    @Override
    public Verdict sameIndices(Mapping left, Mapping right) {
        return remembered(List.of("sameIndices", left, right), () -> asked.sameIndices(left, right));
    }

    @Override
    public String solverName() {
        return asked.solverName();
    }

    @Override
    public java.util.Optional<String> answersKey() {
        return asked.answersKey();
    }
}
