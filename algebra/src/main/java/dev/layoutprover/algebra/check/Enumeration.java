package dev.layoutprover.algebra.check;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TileView;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@link LayoutQuestions} by enumeration, the reference the solvers are checked against: the
 * properties, equivalence and sub-views through {@link Oracle}, index sets by visiting both
 * mappings. Answers {@link Verdict.Unknown} above {@link Oracle#MAX_POSITIONS} positions.
 *
 * <p>Example: {@code LayoutQuestions.enumeration().sameIndices(m![A % 4, A / 4], m![A])} with
 * {@code A = 16} is proved: the transposed write fills every position of {@code m![A]} once.
 */
final class Enumeration implements LayoutQuestions {

    static final Enumeration INSTANCE = new Enumeration();

    private Enumeration() {}

    @Override
    public Verdict equivalent(Mapping left, Mapping right) {
        return Oracle.equivalent(left, right);
    }

    @Override
    public Verdict check(Property property, Mapping mapping) {
        return Oracle.check(property, mapping);
    }

    @Override
    public Verdict subview(TileView view) {
        return Oracle.subview(view);
    }

    @Override
    public String solverName() {
        return "enumerate";
    }

    /** Every position visited: the answer depends on the question alone. */
    @Override
    public java.util.Optional<String> answersKey() {
        return java.util.Optional.of(solverName());
    }

    @Override
    public Verdict sameIndices(Mapping left, Mapping right) {
        if (left.size() > Oracle.MAX_POSITIONS || right.size() > Oracle.MAX_POSITIONS) {
            return new Verdict.Unknown("more than " + Oracle.MAX_POSITIONS + " positions to enumerate");
        }
        Evaluator l = Evaluator.of(left);
        List<Axis> axes = new ArrayList<>(l.axes());
        Set<String> names = new LinkedHashSet<>();
        axes.forEach(a -> names.add(a.name()));
        for (Axis a : Evaluator.of(right).axes()) {
            if (names.add(a.name())) {
                axes.add(a);
            }
        }
        Evaluator le = Evaluator.of(left, axes);
        Evaluator re = Evaluator.of(right, axes);
        if (!le.isFunctional() || !re.isFunctional()) {
            return new Verdict.Unknown("a sliding window holds several indices at one position");
        }
        Map<Oracle.Key, Long> seen = new HashMap<>();
        long[] v = new long[axes.size()];
        for (long p = 0, positions = left.size(); p < positions; p++) {
            if (le.evaluate(p, v)) {
                Long first = seen.putIfAbsent(new Oracle.Key(v.clone()), p);
                if (first != null) {
                    return new Verdict.Refuted(new Counterexample.Collision(le.toIndex(v), first, p));
                }
            }
        }
        Map<Oracle.Key, Long> written = new HashMap<>();
        for (long p = 0, positions = right.size(); p < positions; p++) {
            if (re.evaluate(p, v)) {
                Oracle.Key k = new Oracle.Key(v.clone());
                if (!seen.containsKey(k)) {
                    return new Verdict.Refuted(new Counterexample.Mismatch(p, Slot.hole(), Slot.of(re.toIndex(v))));
                }
                Long first = written.putIfAbsent(k, p);
                if (first != null) {
                    return new Verdict.Refuted(new Counterexample.Collision(re.toIndex(v), first, p));
                }
            }
        }
        if (written.size() != seen.size()) {
            for (Oracle.Key k : seen.keySet()) {
                if (!written.containsKey(k)) {
                    return new Verdict.Refuted(new Counterexample.Mismatch(seen.get(k), Slot.of(le.toIndex(k.values())),
                            Slot.hole()));
                }
            }
        }
        return new Verdict.Proved("enumeration of " + left.size() + " + " + right.size() + " positions");
    }
}
