package dev.layoutprover.simulator.layout;

import dev.layoutprover.algebra.check.Verdict;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The definite answers (proved, refuted) of the oracles whose answers depend on the question alone, kept
 * for the whole process by the oracle's {@link dev.layoutprover.algebra.check.LayoutQuestions#answersKey() name}
 * and the question; the {@value #CAPACITY} used last are kept. An unknown answer is never kept here: a
 * timeout says nothing of the question.
 *
 * <p>Example: the subview question of a tile asked by the simulation of {@code tiled_transpose}, then by
 * the data-free search of its crate's type errors, reaches the solver once:
 * {@code SharedAnswers.answer(Optional.of("prover z3 NORMAL_FORM_FIRST"), question, () -> prover.subview(view))}.
 */
final class SharedAnswers {

    /** How many answers are kept. */
    static final int CAPACITY = 200_000;

    private static final Map<List<Object>, Verdict> ANSWERS = Collections.synchronizedMap(
            new LinkedHashMap<>(1024, 0.75f, true) {
                private static final long serialVersionUID = 1L;

                @Override
                protected boolean removeEldestEntry(Map.Entry<List<Object>, Verdict> eldest) {
                    return size() > CAPACITY;
                }
            });

    private SharedAnswers() {}

    /**
     * The answer to {@code question} of an oracle named {@code key}: the one kept, else {@code ask}'s, kept when
     * definite. Without a key, {@code ask}'s alone.
     */
    static Verdict answer(Optional<String> key, List<Object> question, Supplier<Verdict> ask) {
        if (key.isEmpty()) {
            return ask.get();
        }
        List<Object> named = new ArrayList<>(question.size() + 1);
        named.add(key.get());
        named.addAll(question);
        List<Object> at = List.copyOf(named);
        Verdict kept = ANSWERS.get(at);
        if (kept != null) {
            return kept;
        }
        Verdict v = ask.get();
        if (!(v instanceof Verdict.Unknown)) {
            ANSWERS.putIfAbsent(at, v);
        }
        return v;
    }
}
