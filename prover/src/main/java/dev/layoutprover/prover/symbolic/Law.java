package dev.layoutprover.prover.symbolic;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An equivalence law: {@code left ≡ right} for every choice of the mapping variables, axis sizes
 * and size variables for which both sides are well formed (each {@code / n} and {@code % n}
 * divides, each {@code = n} shrinks, each {@code # n} grows) and the hypotheses hold.
 *
 * <p>Example: the stride–modulo decomposition of seed 000 is
 * {@code new Law(List.of("E"), List.of(), List.of("n"), List.of(new SplitsAt("E", new Var("n"))),
 * E, [E / n, E % n])}: for every mapping {@code E} and every {@code n} dividing {@code |E|}, if
 * {@code E} splits at {@code n} then {@code E ≡ [E / n, E % n]}.
 *
 * @param mappings mapping variables, any mapping of any size
 * @param axes axes of variable size
 * @param sizes size variables, each at least 1
 * @param hypotheses conditions on the mapping variables
 * @param left one side
 * @param right the other side
 */
public record Law(List<String> mappings, List<String> axes, List<String> sizes, List<Hypothesis> hypotheses,
        LawTerm left, LawTerm right) {

    public Law {
        mappings = List.copyOf(mappings);
        axes = List.copyOf(axes);
        sizes = List.copyOf(sizes);
        hypotheses = List.copyOf(hypotheses);
    }

    /** The name of the size of mapping or axis {@code name} among the free sizes: {@code |E|}. */
    public static String sizeName(String name) {
        return "|" + name + "|";
    }

    /** The free sizes, in order: {@code |E|} for each mapping and axis, then the size variables. */
    public List<String> freeSizes() {
        List<String> out = new ArrayList<>();
        mappings.forEach(m -> out.add(sizeName(m)));
        axes.forEach(a -> out.add(sizeName(a)));
        out.addAll(sizes);
        return out;
    }

    /**
     * The size of {@code t} when the free sizes have the values in {@code sizes}, or empty when
     * {@code t} is not well formed there (a stride that does not divide, a resize that grows, …).
     *
     * <p>Example: {@code E / n} with {@code |E| = 6, n = 4} is not well formed; with {@code n = 3}
     * its size is 2.
     */
    public static Optional<Long> size(LawTerm t, Map<String, Long> sizes) {
        return switch (t) {
            case LawTerm.Unit u -> Optional.of(1L);
            case LawTerm.Var v -> Optional.of(sizes.get(sizeName(v.name())));
            case LawTerm.Symbol a -> Optional.of(sizes.get(sizeName(a.name())));
            case LawTerm.Pair p -> size(p.major(), sizes).flatMap(l -> size(p.minor(), sizes).map(r -> Math.multiplyExact(l, r)));
            case LawTerm.Stride s -> size(s.inner(), sizes).flatMap(e -> {
                long n = s.divisor().value(sizes);
                return n >= 1 && e % n == 0 ? Optional.of(e / n) : Optional.empty();
            });
            case LawTerm.Modulo m -> size(m.inner(), sizes).flatMap(e -> {
                long n = m.modulus().value(sizes);
                return n >= 1 && e % n == 0 ? Optional.of(n) : Optional.empty();
            });
            case LawTerm.Resize r -> size(r.inner(), sizes).flatMap(e -> {
                long n = r.size().value(sizes);
                return n >= 1 && n <= e ? Optional.of(n) : Optional.empty();
            });
            case LawTerm.Padding p -> size(p.inner(), sizes).flatMap(e -> {
                long n = p.size().value(sizes);
                return n >= e ? Optional.of(n) : Optional.empty();
            });
        };
    }

    /** {@code E splits at n ⟹ E ≡ [E / n, E % n]}. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (Hypothesis h : hypotheses) {
            s.append(s.isEmpty() ? "" : ", ").append(h);
        }
        if (!s.isEmpty()) {
            s.append(" ⟹ ");
        }
        return s.append(left).append(" ≡ ").append(right).toString();
    }
}
