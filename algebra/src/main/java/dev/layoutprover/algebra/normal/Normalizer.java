package dev.layoutprover.algebra.normal;

import dev.layoutprover.algebra.Mapping;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Computes the {@link NormalForm} of a mapping, when it has one. The fragment: every constructor
 * but the sliding window, where each stride, modulo, resize and padding falls on digit boundaries
 * (splitting a digit where its radix allows), or reads its operand as a composite. Outside it (a
 * sliding window, a swizzle that XORs bits, a cut of a mapping that mentions a skewed axis) there
 * is no normal form and a solver decides.
 *
 * <p>An operator whose cut does not fall on its operand's digits reads the operand as a
 * <em>composite</em> ({@link #readsComposite}): one digit over a fresh coordinate, the operand's
 * flat value, decoded at the end ({@link NormalForm.Group}). With {@code A = 9, B = 7},
 * {@code m![[A, B] # 64 / 16, [A, B] # 64 % 16]} is {@code [64:⟨A, B⟩×1]}: the flat value is the
 * position, and 63 is past {@code [A, B]}, a hole.
 *
 * <p>Example: with {@code A = 8, B = 512}, {@code m![A, B / 32 = 2 # 16, B % 32]} is
 * {@code [8:A×1 | 16:B×32[0..=1] | 32:B×1]}: the resize keeps two values of the stride digit, and
 * the padding widens it to 16 values, of which 14 are holes.
 */
public final class Normalizer {

    private Normalizer() {}

    /** Thrown inside the normalizer when a step leaves the fragment. */
    private static final class Outside extends RuntimeException {
        Outside() {
            super(null, null, false, false);
        }
    }

    /** The canonical normal form of {@code m}, or empty when {@code m} is outside the fragment. */
    public static Optional<NormalForm> of(Mapping m) {
        return normalForm(m, true);
    }

    /**
     * The normal form of {@code m} with its digits kept term by term as written, as a compiler
     * lowers a mapping into loops: radix-1 digits are dropped but no neighbours are merged, so
     * {@code m![C / 2, C % 2]} keeps two digits of {@code C} where {@link #of} has one. Empty when
     * {@code m} is outside the fragment. It denotes the same positions and indices as {@link #of}.
     *
     * <p>Example: with {@code B = 512}, {@code m![B / 64, B % 32, B / 32 % 2]} is
     * {@code [8:B×64 | 32:B×1 | 2:B×32]} and {@code m![B / 8, B % 8]} is {@code [64:B×8 | 8:B×1]}.
     */
    public static Optional<NormalForm> termByTerm(Mapping m) {
        return normalForm(m, false);
    }

    private static Optional<NormalForm> normalForm(Mapping m, boolean merge) {
        try {
            return Optional.of(new Normalizer.Run(merge).normalize(m));
        } catch (Outside | ArithmeticException e) {
            return Optional.empty();
        }
    }

    /**
     * True when {@code op}, a padding, resize, modulo or stride, reads its operand as a composite:
     * the operand has a canonical form, mentions no skewed axis, and the operator's cut does not
     * fall on that form's digits. Example: with {@code A = 9, B = 7}, {@code [A, B] # 64} does
     * ({@code 64} is no multiple of 7, the size of the minor digit) and {@code [A, B] / 7} does
     * not. The evaluator, the normal form and the prover's encoding all read a composite this way.
     */
    public static boolean readsComposite(Mapping op) {
        if (!(op instanceof Mapping.Padding || op instanceof Mapping.Resize || op instanceof Mapping.Modulo
                || op instanceof Mapping.Stride)) {
            return false;
        }
        Mapping inner = op.children().get(0);
        if (inner instanceof Mapping.Symbol || inner instanceof Mapping.Identity || inner instanceof Mapping.Skewed) {
            // One full digit: every stride, prefix and padding the constructors allow cuts it.
            return false;
        }
        if (COMPOSITES.size() > COMPOSITES_KEPT) {
            COMPOSITES.clear();
        }
        return COMPOSITES.computeIfAbsent(op, Normalizer::decideComposite);
    }

    /** Decisions of {@link #readsComposite}, by operator: the evaluator asks once per node it compiles. */
    private static final java.util.concurrent.ConcurrentHashMap<Mapping, Boolean> COMPOSITES =
            new java.util.concurrent.ConcurrentHashMap<>();
    private static final int COMPOSITES_KEPT = 1 << 14;

    private static boolean decideComposite(Mapping op) {
        Mapping operand;
        java.util.function.UnaryOperator<NormalForm> apply;
        Run run = new Run(true);
        switch (op) {
            case Mapping.Padding p -> {
                operand = p.inner();
                apply = f -> run.pad(f, p.size(), p.lead());
            }
            case Mapping.Resize r -> {
                operand = r.inner();
                apply = f -> run.prefix(f, r.size());
            }
            case Mapping.Modulo r -> {
                operand = r.inner();
                apply = f -> run.prefix(f, r.modulus());
            }
            case Mapping.Stride s -> {
                operand = s.inner();
                apply = f -> run.stride(f, s.divisor());
            }
            default -> {
                return false;
            }
        }
        if (!operand.skews().isEmpty()) {
            return false;
        }
        NormalForm inner;
        try {
            inner = run.normalize(operand);
        } catch (Outside | ArithmeticException e) {
            return false;
        }
        try {
            apply.apply(inner);
            return false;
        } catch (Outside e) {
            return true;
        } catch (ArithmeticException e) {
            return false;
        }
    }

    /** The operand read as one digit over a fresh coordinate, its flat value, decoded by its form. */
    private static NormalForm composite(Mapping operand, NormalForm inner) {
        long n = operand.size();
        if (inner.dead()) {
            return NormalForm.dead(n);
        }
        String name = NormalForm.Group.name(operand);
        return new NormalForm(n, List.of(new Digit(n, 0, n, name, 1)), false,
                Map.of(name, new NormalForm.Group(operand, inner)));
    }

    /** One normalization: {@code merge} says whether neighbouring digits are merged into the canonical form. */
    private record Run(boolean merge) {

        private NormalForm form(long size, List<Digit> digits, Map<String, NormalForm.Group> groups) {
            return merge ? NormalForm.canonical(size, digits, groups) : NormalForm.termByTerm(size, digits, groups);
        }

        private NormalForm form(long size, List<Digit> digits) {
            return form(size, digits, Map.of());
        }

        private NormalForm normalize(Mapping m) {
            return switch (m) {
                case Mapping.Identity i -> new NormalForm(1, List.of(), false);
                case Mapping.Symbol s -> axis(s.axis().name(), s.axis().size());
                case Mapping.Skewed s -> axis(s.skew().name(), s.skew().size());
                case Mapping.Alias a -> normalize(a.target());
                case Mapping.Pair p -> pair(normalize(p.major()), normalize(p.minor()));
                // e1 * e2 = $(e1:|e2|, e2:1): positions decompose exactly as in a pair.
                case Mapping.OuterSum o -> pair(normalize(o.left()), normalize(o.right()));
                case Mapping.Padding p -> cut(p, p.inner(), f -> pad(f, p.size(), p.lead()));
                case Mapping.Resize r -> cut(r, r.inner(), f -> prefix(f, r.size()));
                case Mapping.Modulo r -> cut(r, r.inner(), f -> prefix(f, r.modulus()));
                case Mapping.Stride s -> cut(s, s.inner(), f -> stride(f, s.divisor()));
                case Mapping.LinearCombination lc -> throw new Outside();
                // Sw<0,M,S> moves nothing: the inner mapping, padded to whole rows. Any other swizzle
                // takes bits apart across digits, so it stays opaque and a solver decides.
                case Mapping.Swizzle w when w.bits() == 0 -> pad(normalize(w.inner()), w.size(), 0);
                case Mapping.Swizzle w -> throw new Outside();
            };
        }

        /**
         * The operator {@code op} applied to the form of {@code operand}; where it does not cut the
         * canonical form's digits, to the operand read as a composite (one digit over its flat value).
         */
        private NormalForm cut(Mapping op, Mapping operand, java.util.function.UnaryOperator<NormalForm> apply) {
            NormalForm inner = normalize(operand);
            if (!merge) {
                // A composite decodes by the canonical form of its operand, whichever form reads it.
                return apply.apply(readsComposite(op) ? composite(operand, new Run(true).normalize(operand)) : inner);
            }
            try {
                return apply.apply(inner);
            } catch (Outside e) {
                if (!operand.skews().isEmpty()) {
                    throw e;
                }
                return apply.apply(composite(operand, inner));
            }
        }

        private NormalForm axis(String coordinate, long size) {
            return form(size, List.of(new Digit(size, 0, size, coordinate, 1)));
        }

        private NormalForm pair(NormalForm major, NormalForm minor) {
            long size = Math.multiplyExact(major.size(), minor.size());
            if (major.dead() || minor.dead()) {
                return NormalForm.dead(size);
            }
            List<Digit> all = new ArrayList<>(major.digits());
            all.addAll(minor.digits());
            Map<String, NormalForm.Group> groups = new java.util.TreeMap<>(major.groups());
            groups.putAll(minor.groups());
            return form(size, all, groups);
        }

        /** Widens the top digit to {@code size} positions, the inner ones starting at {@code lead}. */
        private NormalForm pad(NormalForm inner, long size, long lead) {
            if (size == inner.size()) {
                return inner;
            }
            if (inner.dead()) {
                return NormalForm.dead(size);
            }
            if (inner.digits().isEmpty()) {
                return form(size, List.of(new Digit(size, lead, 1, null, 0)), inner.groups());
            }
            Digit top = inner.digits().get(0);
            long rest = inner.size() / top.radix();
            if (size % rest != 0 || lead % rest != 0) {
                throw new Outside();
            }
            List<Digit> digits = new ArrayList<>(inner.digits());
            digits.set(0, new Digit(size / rest, top.low() + lead / rest, top.length(), top.coordinate(), top.weight()));
            return form(size, digits, inner.groups());
        }

        /** The first {@code n} positions: the major digits fixed at 0, one digit cut to a smaller radix. */
        private NormalForm prefix(NormalForm inner, long n) {
            if (n == inner.size()) {
                return inner;
            }
            if (inner.dead()) {
                return NormalForm.dead(n);
            }
            List<Digit> digits = inner.digits();
            int cut = digits.size() - 1;
            long below = 1;
            while (cut >= 0 && Math.multiplyExact(below, digits.get(cut).radix()) < n) {
                below *= digits.get(cut).radix();
                cut--;
            }
            // Now below < n ≤ below · radix(cut), or n == 1 with cut the last digit.
            if (n == 1) {
                return allZero(digits, digits.size()) ? form(1, List.of(), inner.groups()) : NormalForm.dead(1);
            }
            if (n % below != 0) {
                throw new Outside();
            }
            if (!allZero(digits, cut)) {
                return NormalForm.dead(n);
            }
            Digit d = digits.get(cut);
            long radix = n / below;
            if (d.low() >= radix) {
                return NormalForm.dead(n);
            }
            long end = Math.min(d.low() + d.length(), radix);
            List<Digit> out = new ArrayList<>();
            out.add(new Digit(radix, d.low(), end - d.low(), d.coordinate(), d.weight()));
            out.addAll(digits.subList(cut + 1, digits.size()));
            return form(n, out, inner.groups());
        }

        /** True when the first {@code count} digits are live at value 0 (and so add nothing there). */
        private static boolean allZero(List<Digit> digits, int count) {
            for (int i = 0; i < count; i++) {
                if (digits.get(i).low() != 0) {
                    return false;
                }
            }
            return true;
        }

        /** Every {@code n}-th position: minor digits fixed at 0, one digit split where {@code n} ends inside it. */
        private NormalForm stride(NormalForm inner, long n) {
            long size = inner.size() / n;
            if (n == 1) {
                return inner;
            }
            if (inner.dead()) {
                return NormalForm.dead(size);
            }
            List<Digit> digits = new ArrayList<>(inner.digits());
            long rest = n;
            while (rest > 1) {
                if (digits.isEmpty()) {
                    throw new Outside();
                }
                Digit last = digits.get(digits.size() - 1);
                if (rest % last.radix() == 0) {
                    if (last.low() != 0) {
                        return NormalForm.dead(size);
                    }
                    digits.remove(digits.size() - 1);
                    rest /= last.radix();
                } else if (last.radix() % rest == 0) {
                    if (last.low() % rest != 0) {
                        throw new Outside();
                    }
                    long low = last.low() / rest;
                    long end = Math.ceilDiv(last.low() + last.length(), rest);
                    long weight = last.length() == 1 ? 0 : Math.multiplyExact(last.weight(), rest);
                    digits.set(digits.size() - 1, new Digit(last.radix() / rest, low, end - low,
                            end - low == 1 ? null : last.coordinate(), weight));
                    rest = 1;
                } else {
                    throw new Outside();
                }
            }
            return form(size, digits, inner.groups());
        }
    }
}
