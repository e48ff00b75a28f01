package dev.layoutprover.simulator.symbolic;

import dev.layoutprover.simulator.oracle.Spec;
import dev.layoutprover.simulator.oracle.SpecHomes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An integer spec as a polynomial: products of inputs (each summed over its axes the output lacks)
 * and {@code max}/{@code min} atoms, with coefficients modulo 2^64. Sums, differences, negations
 * and products by constants expand; a sum over an axis distributes over the monomials at its home,
 * a monomial without the axis gaining the axis's size as a factor.
 *
 * <p>Example: {@code x[N] * 3 + 5 -> [N]} is {@code {[x]: 3, []: 5}};
 * {@code max(x[N], 0) -> [N]} is the atom {@code max({[x]: 1}, {})} with coefficient 1;
 * {@code a[I,J] * x[J] + 1 -> [I]} is {@code {[a, x]: 1, []: 1}}, the first summed over {@code J}.
 *
 * @param monomials each product of inputs (its factors sorted; none for a constant) and its coefficient
 * @param atoms each {@code max}/{@code min} and its coefficient
 */
public record SpecPolynomial(Map<List<String>, Long> monomials, Map<Atom, Long> atoms) {

    /** {@code op(a, b)} with {@code op} {@code max} or {@code min}. */
    public record Atom(String op, SpecPolynomial a, SpecPolynomial b) {
        @Override
        public String toString() {
            return op + "(" + a + ", " + b + ")";
        }
    }

    public SpecPolynomial {
        monomials = new LinkedHashMap<>(monomials);
        atoms = new LinkedHashMap<>(atoms);
    }

    static SpecPolynomial constant(long k) {
        return new SpecPolynomial(Map.of(List.of(), k), Map.of());
    }

    /**
     * The polynomial of {@code spec}'s body.
     *
     * @param axesOf each input's kernel axes
     * @param named each spec axis's kernel axis
     * @throws NotModelled for a product of a {@code max} by a non-constant, or a sum over an axis of a {@code max}
     */
    public static SpecPolynomial of(Spec spec, SpecHomes homes, Map<String, Map<String, Long>> axesOf,
            Map<String, String> named, Map<String, Long> sizes) {
        return of(spec.body(), homes, axesOf, named, sizes);
    }

    static SpecPolynomial of(Spec.Node n, SpecHomes homes, Map<String, Map<String, Long>> axesOf,
            Map<String, String> named, Map<String, Long> sizes) {
        SpecPolynomial p = switch (n) {
            case Spec.Input t -> new SpecPolynomial(Map.of(List.of(t.name()), 1L), Map.of());
            case Spec.Constant k -> constant((long) k.value());
            case Spec.Negate g -> of(g.value(), homes, axesOf, named, sizes).times(constant(-1));
            case Spec.Binary b -> {
                SpecPolynomial l = of(b.left(), homes, axesOf, named, sizes);
                SpecPolynomial r = of(b.right(), homes, axesOf, named, sizes);
                yield switch (b.op()) {
                    case ADD -> l.plus(r);
                    case SUB -> l.plus(r.times(constant(-1)));
                    case MUL -> l.times(r);
                    case MAX, MIN -> new SpecPolynomial(Map.of(), Map.of(new Atom(b.op() == Spec.Op.MAX ? "max" : "min",
                            l, r), 1L));
                };
            }
        };
        for (String a : homes.homeAxes(n)) {
            String axis = named.get(a);
            long size = sizes.get(axis);
            Map<List<String>, Long> m = new LinkedHashMap<>();
            p.monomials.forEach((f, c) -> m.put(f, reads(f, axis, axesOf) ? c : c * size));
            Map<Atom, Long> at = new LinkedHashMap<>();
            p.atoms.forEach((x, c) -> {
                if (x.a().axes(axesOf).contains(axis) || x.b().axes(axesOf).contains(axis)) {
                    throw new NotModelled("the spec sums " + a + " over a " + x.op() + ": not decided symbolically");
                }
                at.put(x, c * size);
            });
            p = new SpecPolynomial(m, at);
        }
        return p;
    }

    private static boolean reads(List<String> factors, String axis, Map<String, Map<String, Long>> axesOf) {
        return factors.stream().anyMatch(f -> axesOf.get(f).containsKey(axis));
    }

    /** Every kernel axis some input of the polynomial reads. */
    Set<String> axes(Map<String, Map<String, Long>> axesOf) {
        Set<String> out = new java.util.TreeSet<>();
        monomials.keySet().forEach(f -> f.forEach(x -> out.addAll(axesOf.get(x).keySet())));
        atoms.keySet().forEach(x -> {
            out.addAll(x.a().axes(axesOf));
            out.addAll(x.b().axes(axesOf));
        });
        return out;
    }

    SpecPolynomial plus(SpecPolynomial o) {
        Map<List<String>, Long> m = new LinkedHashMap<>(monomials);
        o.monomials.forEach((f, c) -> m.merge(f, c, Long::sum));
        Map<Atom, Long> a = new LinkedHashMap<>(atoms);
        o.atoms.forEach((x, c) -> a.merge(x, c, Long::sum));
        return new SpecPolynomial(m, a);
    }

    /** The product; an atom may only be multiplied by a constant. */
    SpecPolynomial times(SpecPolynomial o) {
        Map<List<String>, Long> m = new LinkedHashMap<>();
        for (var x : monomials.entrySet()) {
            for (var y : o.monomials.entrySet()) {
                List<String> f = new ArrayList<>(x.getKey());
                f.addAll(y.getKey());
                m.merge(f.stream().sorted().toList(), x.getValue() * y.getValue(), Long::sum);
            }
        }
        Map<Atom, Long> a = new LinkedHashMap<>();
        scaleAtoms(atoms, o, a);
        scaleAtoms(o.atoms, this, a);
        return new SpecPolynomial(m, a);
    }

    private static void scaleAtoms(Map<Atom, Long> atoms, SpecPolynomial by, Map<Atom, Long> into) {
        if (atoms.isEmpty()) {
            return;
        }
        if (!by.atoms.isEmpty() || by.monomials.keySet().stream().anyMatch(f -> !f.isEmpty())) {
            throw new NotModelled("a product of a max or min by a non-constant is not decided symbolically");
        }
        long k = by.monomials.getOrDefault(List.of(), 0L);
        atoms.forEach((x, c) -> into.merge(x, c * k, Long::sum));
    }

    @Override
    public String toString() {
        List<String> out = new ArrayList<>();
        monomials.forEach((f, c) -> out.add((c == 1 && !f.isEmpty() ? "" : c + (f.isEmpty() ? "" : "·"))
                + String.join("·", f)));
        atoms.forEach((x, c) -> out.add((c == 1 ? "" : c + "·") + x));
        return out.isEmpty() ? "0" : String.join(" + ", out);
    }
}
