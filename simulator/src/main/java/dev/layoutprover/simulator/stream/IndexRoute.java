package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Where each position of one layout finds its data in another: for every position of
 * {@code to}, the first position of {@code from} holding the same index over {@code axes} (other
 * axes, such as broadcast axes, are ignored), or -1 when {@code to} holds no index there or
 * {@code from} does not hold it. Computed once, as a primitive array.
 *
 * <p>Example: from {@code m![A, B]} to {@code m![B, A]} ({@code A = 2, B = 3}), position 1 of
 * {@code to} ({@code B = 0, A = 1}) reads position 3 of {@code from}.
 */
final class IndexRoute {

    private IndexRoute() {}

    static long[] of(Mapping from, Mapping to, List<Axis> axes) {
        Evaluator ef = Evaluator.of(from, axes);
        Evaluator et = Evaluator.of(to, axes);
        int n = axes.size();
        Map<Key, Long> where = new HashMap<>();
        long[] v = new long[ef.axes().size()];
        for (long p = 0; p < from.size(); p++) {
            if (ef.evaluate(p, v)) {
                where.putIfAbsent(new Key(Arrays.copyOf(v, n)), p);
            }
        }
        long[] route = new long[Math.toIntExact(to.size())];
        long[] w = new long[et.axes().size()];
        for (int p = 0; p < route.length; p++) {
            Long f = et.evaluate(p, w) ? where.get(new Key(Arrays.copyOf(w, n))) : null;
            route[p] = f == null ? -1 : f;
        }
        return route;
    }

    private record Key(long[] v) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(v, k.v);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(v);
        }
    }
}
