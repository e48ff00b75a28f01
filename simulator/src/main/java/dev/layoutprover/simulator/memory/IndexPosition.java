package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.normal.Digit;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.algebra.normal.Normalizer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;

/**
 * Where a mapping stores an index, found from its {@link NormalForm} without visiting positions:
 * the data-free planning that lets {@code verify} check kernels of any size (tile offsets of a
 * 2^30-element tensor cost a few digits, not 2^30 steps).
 *
 * <p>Each coordinate's digits must form a mixed radix (sorted by weight, each weight at least the
 * previous digit's weight times its live length), so an index has at most one digit vector: the
 * position found is then the only one, hence also the first, that stores the index. The answer is
 * checked by evaluating the mapping at that one position. A mapping outside the normal form's
 * fragment (a linear combination, a sliding window, a skewed axis) or whose digits overlap gives
 * no answer; the caller falls back to enumeration.
 *
 * <p>Example: {@code m![A, B]} with {@code A = 8, B = 512} stores {@code {B: 96}} at 96 and
 * {@code {A: 1, B: 7}} at 519; {@code m![B / 32 # 32, A, B % 32]} stores {@code {B: 96}} at
 * {@code 3·256 = 768}; {@code m![A / 2, A % 4]} (overlapping digits) gives no answer.
 */
public final class IndexPosition {

    private IndexPosition() {}

    /**
     * The position of {@code mapping} that stores {@code index} (every axis the index does not name
     * at 0), when the normal form decides it; empty when it does not (the caller enumerates) or
     * when no position stores it.
     */
    public static OptionalLong of(Mapping mapping, TensorIndex index) {
        NormalForm nf = Normalizer.of(mapping).filter(NormalForm::axesOnly).orElse(null);
        if (nf == null || nf.dead()) {
            return OptionalLong.empty();
        }
        Evaluator e = Evaluator.of(mapping);
        if (!e.isFunctional()) {
            return OptionalLong.empty();
        }
        Set<String> axes = new HashSet<>();
        e.axes().forEach(a -> axes.add(a.name()));
        for (String named : index.coordinates().keySet()) {
            if (!axes.contains(named)) {
                return OptionalLong.empty();
            }
        }
        List<Digit> digits = nf.digits();
        long[] values = new long[digits.size()];
        List<Integer> live = new ArrayList<>();
        for (int i = 0; i < digits.size(); i++) {
            Digit d = digits.get(i);
            values[i] = d.low();
            if (d.coordinate() != null) {
                if (!axes.contains(d.coordinate())) {
                    return OptionalLong.empty();
                }
                live.add(i);
            }
        }
        // per coordinate, from the heaviest digit down: a mixed radix has one decomposition
        live.sort(Comparator.comparing((Integer i) -> digits.get(i).coordinate())
                .thenComparing(i -> -digits.get(i).weight()));
        Map<String, Long> rest = new java.util.HashMap<>(index.coordinates());
        String coordinate = null;
        long floor = Long.MAX_VALUE;
        for (int i : live) {
            Digit d = digits.get(i);
            if (!d.coordinate().equals(coordinate)) {
                coordinate = d.coordinate();
                floor = Long.MAX_VALUE;
            }
            long reach;
            try {
                reach = Math.multiplyExact(d.weight(), d.length());
            } catch (ArithmeticException overflow) {
                return OptionalLong.empty();
            }
            if (reach > floor) {
                return OptionalLong.empty(); // overlapping digits: several decompositions
            }
            floor = d.weight();
            long r = rest.getOrDefault(coordinate, 0L);
            long v = Math.min(d.length() - 1, r / d.weight());
            values[i] = d.low() + v;
            rest.put(coordinate, r - v * d.weight());
        }
        if (rest.values().stream().anyMatch(r -> r != 0)) {
            return OptionalLong.empty();
        }
        long p = nf.position(values);
        return e.slot(p).indices().contains(index) ? OptionalLong.of(p) : OptionalLong.empty();
    }
}
