package dev.layoutprover.simulator.layout;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.Counterexample;
import dev.layoutprover.algebra.check.Oracle;
import dev.layoutprover.algebra.check.Verdict;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@link LayoutOracle} by enumeration: equivalence through the algebra's {@link Oracle}, index sets
 * by visiting both mappings. Answers {@link Verdict.Unknown} above {@link Oracle#MAX_POSITIONS}
 * positions.
 */
final class EnumerationOracle implements LayoutOracle {

    @Override
    public Verdict equivalent(Mapping left, Mapping right) {
        return Oracle.equivalent(left, right);
    }

    @Override
    public Verdict subview(TileView view) {
        return Oracle.subview(view);
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
        Map<Key, Long> seen = new HashMap<>();
        long[] v = new long[axes.size()];
        for (long p = 0; p < left.size(); p++) {
            if (le.evaluate(p, v)) {
                Long first = seen.putIfAbsent(new Key(v.clone()), p);
                if (first != null) {
                    return new Verdict.Refuted(new Counterexample.Collision(le.toIndex(v), first, p));
                }
            }
        }
        Map<Key, Long> written = new HashMap<>();
        for (long p = 0; p < right.size(); p++) {
            if (re.evaluate(p, v)) {
                Key k = new Key(v.clone());
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
            for (Key k : seen.keySet()) {
                if (!written.containsKey(k)) {
                    return new Verdict.Refuted(new Counterexample.Mismatch(seen.get(k), Slot.of(le.toIndex(k.values())),
                            Slot.hole()));
                }
            }
        }
        return new Verdict.Proved("enumeration of " + left.size() + " + " + right.size() + " positions");
    }

    private record Key(long[] values) {
        @Override public boolean equals(Object o) {
            return o instanceof Key k && java.util.Arrays.equals(k.values, values);
        }
        @Override public int hashCode() {
            return java.util.Arrays.hashCode(values);
        }
    }
}
