package dev.layoutprover.simulator.crate;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.check.Verdict;

/**
 * Layout questions with a deadline: each question asked after it stops the check that asks
 * ({@link OverTime}, an {@link Error} so that no rule check turns it into a finding). What bounds
 * the data-free rule check of a function over the MAC budget, whose every loop iteration asks
 * again ({@code matmul_16384} asks through 128 contractions, about 11 s on two cores).
 *
 * <p>Example: {@code new TimedQuestions(prover, System.nanoTime() + 20_000_000_000L)} answers as
 * {@code prover} for 20 s, then throws {@link OverTime} at the next question.
 *
 * @param inner the questions answered until the deadline
 * @param deadline a {@link System#nanoTime()} value
 */
record TimedQuestions(LayoutQuestions inner, long deadline) implements LayoutQuestions {

    /** The deadline passed: the check was stopped there. */
    static final class OverTime extends Error {
        private static final long serialVersionUID = 1L;

        OverTime() {
            super("the rule check ran past its time", null, false, false);
        }
    }

    private void inTime() {
        if (System.nanoTime() - deadline > 0) {
            throw new OverTime();
        }
    }

    @Override
    public Slot at(Mapping mapping, long position) {
        inTime();
        return inner.at(mapping, position);
    }

    @Override
    public Verdict equivalent(Mapping left, Mapping right) {
        inTime();
        return inner.equivalent(left, right);
    }

    @Override
    public Verdict check(Property property, Mapping mapping) {
        inTime();
        return inner.check(property, mapping);
    }

    @Override
    public Verdict injective(Mapping mapping) {
        inTime();
        return inner.injective(mapping);
    }

    @Override
    public Verdict subview(TileView view) {
        inTime();
        return inner.subview(view);
    }

    @Override
    public Verdict sameIndices(Mapping left, Mapping right) {
        inTime();
        return inner.sameIndices(left, right);
    }

    @Override
    public String solverName() {
        return inner.solverName();
    }

    /** The answers are {@code inner}'s: the deadline decides only whether a question is asked. */
    @Override
    public java.util.Optional<String> answersKey() {
        return inner.answersKey();
    }
}
