package dev.layoutprover.simulator.symbolic;

import dev.layoutprover.simulator.oracle.Spec;
import dev.layoutprover.simulator.oracle.SpecHomes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Decides, at the output index region of one written piece, whether the kernel's content is the
 * spec's value when the spec or the kernel goes past a plain sum of products: constants,
 * coefficients, differences, {@code max} and {@code min}, float lane operations.
 *
 * <p>Integers, exactly. The kernel's content is a polynomial in the input elements (each term a
 * product of inputs with a coefficient, summed over digit boxes) plus {@code max}/{@code min}
 * atoms of lanes {@code w} bits wide; the spec is one too ({@link SpecPolynomial}), computed modulo
 * 2^64 and wrapped to the output's {@code b} bits, its {@code max}/{@code min} comparing values
 * wrapped to {@code b} bits. Sums and products commute with the wrap modulo 2^b, so the two are
 * equal at every index of the region when (1) for every product of inputs, the kernel's weights
 * add up at every point of its summed axes to the spec's coefficient modulo 2^b (the boxes of
 * {@link Boxes#weighted}; each term reading the output's own index), and (2) every kernel atom is
 * a spec atom of the same operation whose operands are equal by (1) and (2) — possibly swapped —
 * and compared at the same width ({@code min(w, operand's bits) = b}), and the atoms' coefficients
 * agree modulo 2^b. This is sufficient, not necessary (polynomials equal as functions modulo 2^b
 * but not coefficient by coefficient, such as {@code 2^(b-1)·(x² + x)} and 0, or a {@code max}
 * written another way, are not proved); where it fails the check looks for inputs on which the
 * two differ and answers unknown if it finds none.
 *
 * <p>Floats, within the concrete check's bound. The concrete check allows each spec operation one
 * f32 rounding of its result (relative {@code 2^-24}, errors propagated to first order plus their
 * product), a sum in f32 in any order, and a final rounding to the output type. A kernel whose
 * content is the spec's tree — each {@code + - * max min} one f32 lane operation on operands that
 * are themselves the spec's subtrees (sums and products commute), each constant the same number
 * exact in f32, each sum of products exact products summed in f32 ({@link SymbolicCheck}) —
 * meets that bound operation by operation: {@code |fl(a' ∘ b') - a ∘ b| ≤ |a' ∘ b' - a ∘ b| + u·|a' ∘ b'|},
 * which is the bound's recurrence, for inputs whose values stay in f32's normal range and are
 * not NaN. Anything else (a rounding to bf16 then computed with, a division, an operation the
 * spec does not have there) is not proved.
 *
 * <p>Example: {@code vector_fxp(MulInt, 3)}, {@code vector_fxp(AddFxp, 5)},
 * {@code vector_clip(Max, 0)} on an i32 {@code x} is {@code max_i32(3·x + 5, 0)}: proved against
 * {@code max(x[N] * 3 + 5, 0) -> [N]}; with {@code AddFxp, 6} it is refuted with {@code x = 0}
 * everywhere (the kernel 6, the spec 5).
 */
final class PolynomialCheck {

    private final Map<String, Map<String, Long>> inputs;
    private final Set<String> outAxes;
    private final int bits;

    /**
     * @param inputs each input's kernel axes and sizes
     * @param outAxes the output's axes
     * @param bits the output's wrap width (64 for floats: their sums are compared exactly)
     */
    PolynomialCheck(Map<String, Map<String, Long>> inputs, Set<String> outAxes, int bits) {
        this.inputs = inputs;
        this.outAxes = outAxes;
        this.bits = bits;
    }

    /** Empty when {@code c} is {@code p} in the region {@code guard}; else why it is not shown. */
    Optional<String> equal(Content c, SpecPolynomial p, Region guard) {
        Map<List<String>, List<Map<String, List<DigitRun>>>> boxes = new LinkedHashMap<>();
        Map<List<String>, List<Long>> weights = new LinkedHashMap<>();
        List<Map.Entry<Applied, Long>> atoms = new ArrayList<>();
        Optional<String> split = terms(c, 1, guard, boxes, weights, atoms);
        if (split.isPresent()) {
            return split;
        }
        Set<List<String>> keys = new LinkedHashSet<>(p.monomials().keySet());
        keys.addAll(boxes.keySet());
        for (List<String> key : keys) {
            Map<String, Long> summed = summed(key);
            long target = p.monomials().getOrDefault(key, 0L);
            Optional<Boxes.Cover> r = Boxes.weighted(boxes.getOrDefault(key, List.of()),
                    weights.getOrDefault(key, List.of()), summed, target, bits);
            if (r.isEmpty()) {
                return Optional.of("the terms of " + name(key) + " are too finely cut to check");
            }
            if (!r.get().exact()) {
                Boxes.Cell cell = r.get().wrong().get(0);
                return Optional.of("the kernel's terms " + name(key) + " weigh " + cell.count() + (summed.isEmpty()
                        ? "" : " at " + cell.describe()) + " where the spec's weigh " + target);
            }
        }
        Map<SpecPolynomial.Atom, Long> matched = new LinkedHashMap<>();
        for (Map.Entry<Applied, Long> e : atoms) {
            Applied a = e.getKey();
            Optional<SpecPolynomial.Atom> same = p.atoms().keySet().stream().filter(x -> same(a, x, guard)).findFirst();
            if (same.isEmpty()) {
                return Optional.of("the kernel's " + a + " is no " + a.op() + " of the spec there");
            }
            matched.merge(same.get(), e.getValue(), Long::sum);
        }
        for (var e : p.atoms().entrySet()) {
            long k = matched.getOrDefault(e.getKey(), 0L);
            if (ContentEvaluation.wrap(k - e.getValue(), bits) != 0) {
                return Optional.of("the kernel has " + e.getKey() + " " + k + " times, the spec " + e.getValue());
            }
        }
        return Optional.empty();
    }

    /**
     * The items of {@code c}, each taken {@code sign} times, into the products' boxes and weights and the
     * atoms with their counts. An integer lane {@code add} or {@code sub} at least {@code bits} wide, on
     * operands at least that wide, is linear modulo 2^bits: its operands' items are taken, the second
     * negated for a {@code sub} ({@code sub_i32(max(a, b), min(a, b))} is the atom {@code max} once and
     * {@code min} minus once, as the spec's {@code max(a, b) - min(a, b)}). Empty, or why not.
     */
    private Optional<String> terms(Content c, long sign, Region guard,
            Map<List<String>, List<Map<String, List<DigitRun>>>> boxes, Map<List<String>, List<Long>> weights,
            List<Map.Entry<Applied, Long>> atoms) {
        for (Summand item : c.items()) {
            switch (item) {
                case Reduced r -> {
                    return Optional.of("the kernel reduces " + r.bound() + " with " + r.op());
                }
                case Applied a when linear(a) -> {
                    Optional<String> l = terms(a.args().get(0), sign, guard, boxes, weights, atoms);
                    if (l.isPresent()) {
                        return l;
                    }
                    Optional<String> r = terms(a.args().get(1), a.op().equals("sub") ? Math.negateExact(sign) : sign,
                            guard, boxes, weights, atoms);
                    if (r.isPresent()) {
                        return r;
                    }
                }
                case Applied a -> atoms.add(Map.entry(a, sign));
                case SummedProduct t -> {
                    Optional<Map<String, List<DigitRun>>> box = box(t, guard);
                    if (box.isEmpty()) {
                        return Optional.of("the term " + t + " does not read the output's own index");
                    }
                    boxes.computeIfAbsent(t.factors(), k -> new ArrayList<>()).add(box.get());
                    weights.computeIfAbsent(t.factors(), k -> new ArrayList<>()).add(t.coeff() * sign);
                }
            }
        }
        return Optional.empty();
    }

    /** Whether {@code a} is an integer {@code add} or {@code sub} that wraps no narrower than the output. */
    private boolean linear(Applied a) {
        return !a.floating() && (a.op().equals("add") || a.op().equals("sub")) && a.args().size() == 2
                && a.bits() >= bits && a.args().stream().allMatch(x -> x.bits() >= bits);
    }

    /** Whether the kernel's lane operation {@code a} is the spec's atom {@code x} in the region. */
    private boolean same(Applied a, SpecPolynomial.Atom x, Region guard) {
        if (a.floating() || !a.op().equals(x.op()) || a.args().size() != 2) {
            return false;
        }
        for (Content arg : a.args()) {
            if (Math.min(arg.bits(), a.bits()) != bits) {
                return false;
            }
        }
        Content l = a.args().get(0);
        Content r = a.args().get(1);
        return equal(l, x.a(), guard).isEmpty() && equal(r, x.b(), guard).isEmpty()
                || equal(l, x.b(), guard).isEmpty() && equal(r, x.a(), guard).isEmpty();
    }

    /** The digits term {@code t} sums its product over, when it reads the output's own index elsewhere. */
    private Optional<Map<String, List<DigitRun>>> box(SummedProduct t, Region guard) {
        if (!t.diagonal()) {
            return Optional.empty();
        }
        Map<String, Long> summed = summed(t.factors());
        Map<String, List<DigitRun>> box = new LinkedHashMap<>();
        for (var e : t.axes().entrySet()) {
            String axis = e.getKey();
            if (outAxes.contains(axis)) {
                if (SymbolicCheck.ownIndex(e.getValue(), guard.axes().get(axis)).isPresent()) {
                    return Optional.empty();
                }
            } else if (summed.containsKey(axis)) {
                if (e.getValue().stream().anyMatch(x -> x.kind() == DigitRun.Kind.INDEX)) {
                    return Optional.empty();
                }
                box.put(axis, e.getValue());
            } else {
                return Optional.empty();
            }
        }
        return Optional.of(box);
    }

    /** The axes a product of {@code factors} is summed over: theirs the output lacks, with sizes. */
    private Map<String, Long> summed(List<String> factors) {
        Map<String, Long> out = new LinkedHashMap<>();
        for (String f : factors) {
            inputs.get(f).forEach((axis, size) -> {
                if (!outAxes.contains(axis)) {
                    out.put(axis, size);
                }
            });
        }
        return out;
    }

    private static String name(List<String> key) {
        return key.isEmpty() ? "(the constant)" : String.join("·", key);
    }

    // ---- floats

    /**
     * Empty when the float content {@code c} is the spec's subtree {@code n} operation by operation
     * (see the class comment); else why it is not shown.
     */
    Optional<String> floatTree(Spec.Node n, Content c, Region guard, SpecHomes homes, Map<String, String> named,
            Map<String, Long> sizes) {
        if (c.rounded() == Content.ROUNDED_THEN_COMPUTED) {
            return Optional.of("a value rounded to a narrower float is then computed with");
        }
        if (c.items().size() == 1 && c.items().get(0) instanceof Applied a && a.op().equals("const")) {
            // an f32 operand that is not a small integer (0.8f32): the spec's constant held as an f32 operand
            return n instanceof Spec.Constant k && Float.floatToRawIntBits((float) k.value()) == constBits(a)
                    ? Optional.empty() : Optional.of("the kernel's f32 constant " + Float.intBitsToFloat(constBits(a))
                    + " is not the spec's " + n);
        }
        if (c.items().size() == 1 && c.items().get(0) instanceof Applied a && a.floating()
                && n instanceof Spec.Binary sb && (sb.op() == Spec.Op.ADD || sb.op() == Spec.Op.SUB)
                && sb.right() instanceof Spec.Constant k && !op(sb.op()).equals(a.op())
                && (a.op().equals("add") || a.op().equals("sub"))) {
            // x + (-1) and x - 1 round alike: IEEE's a - b is a + (-b), so the spec's constant is taken negated
            Spec.Node negated = new Spec.Binary(sb.op() == Spec.Op.ADD ? Spec.Op.SUB : Spec.Op.ADD, sb.left(),
                    new Spec.Constant(-k.value(), "-" + k.text()));
            return floatTree(negated, c, guard, homes, named, sizes);
        }
        if (c.items().size() == 1 && c.items().get(0) instanceof Applied a && a.floating()) {
            if (!(n instanceof Spec.Binary b) || !op(b.op()).equals(a.op())) {
                return Optional.of("the kernel computes " + a.op() + " where the spec has " + n);
            }
            if (!homes.homeAxes(n).isEmpty()) {
                return Optional.of("the spec sums over " + n + ", the kernel computes it once");
            }
            Optional<String> straight = both(b.left(), b.right(), a, guard, homes, named, sizes);
            if (straight.isEmpty() || !a.commutes()) {
                return straight;
            }
            Optional<String> swapped = both(b.right(), b.left(), a, guard, homes, named, sizes);
            return swapped.isEmpty() ? swapped : straight;
        }
        if (n instanceof Spec.Constant k) {
            boolean same = c.items().size() == 1 && c.items().get(0) instanceof SummedProduct t && t.factors().isEmpty()
                    && t.coeff() == k.value() && (float) k.value() == k.value();
            return same ? Optional.empty() : Optional.of("the kernel's " + c + " is not the spec's constant " + k);
        }
        if (!sumOfProducts(n) || !closed(n, homes)) {
            return Optional.of("the spec's " + n + " is not what the kernel computes there (" + c + ")");
        }
        SpecPolynomial p = SpecPolynomial.of(n, homes, inputs, named, sizes);
        if (!p.atoms().isEmpty() || p.monomials().entrySet().stream().anyMatch(e -> e.getKey().isEmpty()
                || e.getValue() != 1)) {
            return Optional.of("the spec's " + n + " is not a sum of distinct products");
        }
        if (c.items().stream().anyMatch(i -> !(i instanceof SummedProduct t) || t.coeff() != 1)) {
            return Optional.of("the kernel's " + c + " is not a sum of products each taken once");
        }
        return equal(c, p, guard);
    }

    /** The bits of the f32 constant leaf {@code a} ({@link Content#f32}). */
    private static int constBits(Applied a) {
        return (int) ((SummedProduct) a.args().get(0).items().get(0)).coeff();
    }

    /** {@code a}'s operands against {@code l} and {@code r}. */
    private Optional<String> both(Spec.Node l, Spec.Node r, Applied a, Region guard, SpecHomes homes,
            Map<String, String> named, Map<String, Long> sizes) {
        Optional<String> x = floatTree(l, a.args().get(0), guard, homes, named, sizes);
        return x.isPresent() ? x : floatTree(r, a.args().get(1), guard, homes, named, sizes);
    }

    private static String op(Spec.Op op) {
        return switch (op) {
            case ADD -> "add";
            case SUB -> "sub";
            case MUL -> "mul";
            case MAX -> "max";
            case MIN -> "min";
        };
    }

    private static boolean sumOfProducts(Spec.Node n) {
        return switch (n) {
            case Spec.Input t -> true;
            case Spec.Binary b -> (b.op() == Spec.Op.ADD || b.op() == Spec.Op.MUL) && sumOfProducts(b.left())
                    && sumOfProducts(b.right());
            default -> false;
        };
    }

    /** Whether every sum over an axis some tensor of {@code n} names is taken inside {@code n}. */
    private static boolean closed(Spec.Node n, SpecHomes homes) {
        Set<String> inside = new LinkedHashSet<>();
        collectHomes(n, homes, inside);
        Set<String> named = new LinkedHashSet<>();
        collectAxes(n, named);
        for (String a : named) {
            if (homes.isSummed(a) && !inside.contains(a)) {
                return false;
            }
        }
        return true;
    }

    private static void collectHomes(Spec.Node n, SpecHomes homes, Set<String> out) {
        out.addAll(homes.homeAxes(n));
        SpecHomes.children(n).forEach(c -> collectHomes(c, homes, out));
    }

    private static void collectAxes(Spec.Node n, Set<String> out) {
        if (n instanceof Spec.Input t) {
            out.addAll(t.axes());
        }
        SpecHomes.children(n).forEach(c -> collectAxes(c, out));
    }
}
