package dev.layoutprover.simulator.oracle;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where a spec takes each of its sums: an axis absent from the output is summed at its home, the
 * smallest subexpression holding every tensor that names it.
 *
 * <p>Example: in {@code a[I,J] * x[J] + 1 -> [I]} the home of {@code J} is the product
 * {@code a[I,J] * x[J]}, so 1 is added once, after the sum.
 */
public final class SpecHomes {

    private final Spec spec;
    private final Map<Spec.Node, List<String>> homes = new IdentityHashMap<>();

    public SpecHomes(Spec spec) {
        this.spec = spec;
        for (String a : spec.summed()) {
            homes.computeIfAbsent(home(spec.body(), a), k -> new ArrayList<>()).add(a);
        }
    }

    /** The summed axes whose home is {@code n} (a node of the spec's body), in {@link Spec#summed} order. */
    public List<String> homeAxes(Spec.Node n) {
        return homes.getOrDefault(n, List.of());
    }

    /** Whether spec axis {@code a} is summed: a tensor names it and the output lacks it. */
    public boolean isSummed(String a) {
        return !spec.output().contains(a) && spec.axes().contains(a);
    }

    /** The operands of {@code n}, left to right. */
    public static List<Spec.Node> children(Spec.Node n) {
        return switch (n) {
            case Spec.Binary b -> List.of(b.left(), b.right());
            case Spec.Negate g -> List.of(g.value());
            default -> List.of();
        };
    }

    /** The smallest node below {@code n} whose tensors include every tensor naming {@code axis}. */
    private static Spec.Node home(Spec.Node n, String axis) {
        List<Spec.Node> naming = children(n).stream().filter(c -> mentions(c, axis)).toList();
        return naming.size() == 1 ? home(naming.get(0), axis) : n;
    }

    private static boolean mentions(Spec.Node n, String axis) {
        return n instanceof Spec.Input t ? t.axes().contains(axis)
                : children(n).stream().anyMatch(c -> mentions(c, axis));
    }
}
