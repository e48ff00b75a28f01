package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * For each position of {@code to}, the first position of {@code from} holding the same index over
 * {@code axes}, or -1: how a copy by index moves elements between two layouts of one tensor.
 *
 * <p>Example: from {@code m![A, B]} to {@code m![B, A]} ({@code A = 2, B = 3}), position 1 of
 * {@code to} reads position 3 of {@code from}.
 */
public final class IndexRoute {

    private IndexRoute() {}

    public static long[] of(Mapping from, Mapping to, List<Axis> axes) {
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

    /**
     * The last {@code capacity} routes asked for, by their layouts and axes (mappings are values):
     * the same route is computed once however often a loop asks for it. The arrays handed out are
     * shared, read only.
     */
    public static final class Remembered {
        private final java.util.LinkedHashMap<List<Object>, long[]> routes;

        public Remembered(int capacity) {
            this.routes = new java.util.LinkedHashMap<>(capacity, 0.75f, true) {
                private static final long serialVersionUID = 1L;

                @Override
                protected boolean removeEldestEntry(Map.Entry<List<Object>, long[]> eldest) {
                    return size() > capacity;
                }
            };
        }

        public long[] of(Mapping from, Mapping to, List<Axis> axes) {
            List<Object> key = List.of(from, to, axes);
            synchronized (routes) {
                long[] known = routes.get(key);
                if (known != null) {
                    return known;
                }
            }
            long[] route = IndexRoute.of(from, to, axes);
            synchronized (routes) {
                routes.put(key, route);
            }
            return route;
        }
    }
}
