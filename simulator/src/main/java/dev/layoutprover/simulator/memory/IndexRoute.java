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
        int n = axes.size();
        return route(from, to, axes, w -> Arrays.copyOf(w, n));
    }

    /**
     * For each position of {@code to}, the first position of {@code from} holding the index
     * {@code read} makes of the position's index over {@code axes} (its first {@code axes.size()}
     * values), or -1 where {@code to} holds none there or {@code from} does not hold it.
     */
    private static long[] route(Mapping from, Mapping to, List<Axis> axes,
            java.util.function.UnaryOperator<long[]> read) {
        Map<Key, Long> where = firstPositions(from, axes);
        Evaluator et = Evaluator.of(to, axes);
        long[] route = new long[Math.toIntExact(to.size())];
        long[] w = new long[et.axes().size()];
        for (int p = 0; p < route.length; p++) {
            Long f = et.evaluate(p, w) ? where.get(new Key(read.apply(w))) : null;
            route[p] = f == null ? -1 : f;
        }
        return route;
    }

    /** The first position of {@code from} holding each index over {@code axes}. */
    private static Map<Key, Long> firstPositions(Mapping from, List<Axis> axes) {
        Evaluator ef = Evaluator.of(from, axes);
        int n = axes.size();
        Map<Key, Long> where = new HashMap<>();
        long[] v = new long[ef.axes().size()];
        for (long p = 0, positions = from.size(); p < positions; p++) {
            if (ef.evaluate(p, v)) {
                where.putIfAbsent(new Key(Arrays.copyOf(v, n)), p);
            }
        }
        return where;
    }

    /**
     * As {@link #of}, for a copy that broadcasts: each index of {@code to} is first cut to the parts
     * of its axes that {@code from} holds (the digits of {@code from}'s normal form), so the parts
     * only {@code to} holds repeat the element, as the reference's {@code write_transpose(src, true)}
     * writes each source element at every index of the destination's residue terms
     * (tensor_view.rs:63–78). Example: from the view {@code m![1 # 2, A % 4]} to {@code m![A % 8]},
     * positions 0 and 4 of {@code to} both read position 0 of {@code from}. A mapping with no
     * normal form falls back to {@link #of}.
     */
    public static long[] broadcast(Mapping from, Mapping to, List<Axis> axes) {
        java.util.Optional<dev.layoutprover.algebra.normal.NormalForm> f =
                dev.layoutprover.simulator.layout.EngineMappings.digits(from);
        if (f.isEmpty()) {
            return of(from, to, axes);
        }
        Map<String, List<dev.layoutprover.algebra.normal.Digit>> held = new HashMap<>();
        for (dev.layoutprover.algebra.normal.Digit d : f.get().digits()) {
            if (d.coordinate() != null) {
                held.computeIfAbsent(d.coordinate(), k -> new java.util.ArrayList<>()).add(d);
            }
        }
        int n = axes.size();
        return route(from, to, axes, w -> {
            long[] cut = new long[n];
            for (int a = 0; a < n; a++) {
                for (dev.layoutprover.algebra.normal.Digit d : held.getOrDefault(axes.get(a).name(), List.of())) {
                    cut[a] += Math.floorMod(Math.floorDiv(w[a], d.weight()), d.length()) * d.weight();
                }
            }
            return cut;
        });
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
