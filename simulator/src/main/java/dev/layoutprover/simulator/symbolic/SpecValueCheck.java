package dev.layoutprover.simulator.symbolic;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.oracle.Spec;
import dev.layoutprover.simulator.oracle.SpecEvaluator;
import dev.layoutprover.simulator.oracle.SpecHomes;
import dev.layoutprover.simulator.oracle.SpecInputs;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The symbolic check against a spec that is more than a sum of products, or of a kernel whose
 * content is (constants, coefficients, {@code max}/{@code min}, float lane operations): at every
 * written piece, {@link PolynomialCheck} proves the content the spec's value, or inputs are
 * searched on which the two differ — each input one value everywhere (0, ±1, 2, 3, 7, 100, the
 * type's extremes), or 1 exactly where one of the kernel's products reads it — and the first that
 * the replay confirms refutes the kernel ({@link ContentEvaluation} against
 * {@link SpecEvaluator}; for floats only small integers, exact in f32, and a difference past the
 * concrete check's bound). Where neither holds the verdict is unknown with the reason.
 *
 * <p>Example: the tiled {@code max(x * 3 + 5, 0)} over 2^30 i32 elements is conformant; with
 * {@code ClipBinaryOpI32::Min} it is refuted at {@code [N=0]}: with {@code x} 0 everywhere the
 * kernel gives 0 and the spec 5.
 */
final class SpecValueCheck {

    private SpecValueCheck() {}

    private static final long[] INTEGERS = {0, 1, -1, 2, 3, -3, 7, 100, Integer.MAX_VALUE, Integer.MIN_VALUE, 65537};
    private static final long[] FLOATS = {0, 1, -1, 2, 3, -2};
    private static final int MOST_UNIFORM = 4096;

    static SymbolicVerdict check(String function, Spec spec, Map<String, Map<String, Long>> inputs,
            Map<String, ElementType> inputTypes, Tensor out, Map<String, Long> outSizes, Map<String, Long> sizes) {
        boolean floating = out.type.isFloat();
        if (!floating && out.type.bits() != SpecEvaluator.wrapBits(out.type)) {
            return unknown(function, "a " + out.type + " output: its wrap is not modelled symbolically");
        }
        int bits = floating ? 64 : out.type.bits();
        Map<String, String> named;
        SpecHomes homes = new SpecHomes(spec);
        SpecPolynomial poly = null;
        PolynomialCheck decide = new PolynomialCheck(inputs, outSizes.keySet(), bits);
        try {
            named = SymbolicCheck.named(spec, inputs, outSizes.keySet(), true);
            if (!floating) {
                poly = SpecPolynomial.of(spec, homes, inputs, named, sizes);
            }
        } catch (NotModelled e) {
            return unknown(function, e.getMessage());
        }
        List<Piece> pieces = new ArrayList<>(out.pieces);
        pieces.sort(java.util.Comparator.comparing(p -> SymbolicCheck.index(SymbolicCheck.first(p.guard(), outSizes))));
        for (Piece p : pieces) {
            Map<String, Long> at = SymbolicCheck.first(p.guard(), outSizes);
            Content c = p.content();
            if (!floating && c.bits() < bits) {
                return unknown(function, "the data is cast to " + c.bits() + " bits on the way to a " + bits
                        + "-bit output: not modelled");
            }
            Optional<String> why;
            try {
                why = floating ? decide.floatTree(spec.body(), c, p.guard(), homes, named, sizes)
                        : decide.equal(c, poly, p.guard());
            } catch (NotModelled e) {
                why = Optional.of(e.getMessage());
            }
            if (why.isEmpty()) {
                continue;
            }
            Optional<SymbolicVerdict> refuted = Optional.empty();
            // the region's first index, then those where a digit the kernel's branch chooses by is 1
            for (Map<String, Long> index : BranchTest.otherGroups(c, at, p.guard(), outSizes)) {
                try {
                    refuted = refute(function, c, index, why.get(), inputs, inputTypes, new SpecAt(spec, out.type,
                            named, sizes), bits, floating);
                } catch (NotModelled e) {
                    // an operation the replay does not evaluate (a division, an exponential): no witness
                    refuted = Optional.empty();
                }
                if (refuted.isPresent()) {
                    break;
                }
            }
            if (refuted.isPresent()) {
                return refuted.get();
            }
            return unknown(function, "at " + SymbolicCheck.index(at) + " " + why.get() + ", and no small input tells"
                    + " the kernel from the spec");
        }
        long total = outSizes.values().stream().reduce(1L, Math::multiplyExact);
        return new SymbolicVerdict(SymbolicVerdict.Answer.CONFORMANT, function, "for each of the " + total
                + " output indices the kernel's value is the spec's " + spec.text() + (floating
                ? ", each of its operations one f32 operation of the kernel" : ": equal polynomials in the inputs"
                + " modulo 2^" + bits + (poly.atoms().isEmpty() ? "" : ", max and min compared on " + bits
                + "-bit values")),
                List.of("the output's " + out.pieces.size() + " written regions cover it exactly once; " + (floating
                        ? "each kernel operation rounds once in f32 as the concrete bound allows each spec operation"
                        + (out.type.bits() < 32 ? ", then once to " + out.type : "") + ": within that bound for finite"
                        + " inputs whose values stay in f32's normal range" : "integers wrap to the output's " + bits
                        + " bits"),
                        "the engines are taken to move the elements their mappings name"
                        + SymbolicVerdict.NOT_CHECKED_HERE), 0);
    }

    /** A witness on which the kernel's content and the spec differ at {@code at}, replayed. */
    private static Optional<SymbolicVerdict> refute(String function, Content c, Map<String, Long> at, String why,
            Map<String, Map<String, Long>> inputs, Map<String, ElementType> inputTypes, SpecAt eval, int bits,
            boolean floating) {
        List<String> names = new ArrayList<>(inputs.keySet());
        List<long[]> values = new ArrayList<>();
        long combos = 1;
        for (String n : names) {
            long[] v = usable(floating ? FLOATS : INTEGERS, inputTypes.get(n));
            while (combos * v.length > MOST_UNIFORM && v.length > 2) {
                v = java.util.Arrays.copyOf(v, v.length - 1);
            }
            values.add(v);
            combos *= v.length;
        }
        for (long k = 0; k < combos; k++) {
            Map<String, Long> chosen = new LinkedHashMap<>();
            long rest = k;
            for (int i = names.size() - 1; i >= 0; i--) {
                long[] v = values.get(i);
                chosen.put(names.get(i), v[(int) (rest % v.length)]);
                rest /= v.length;
            }
            ContentEvaluation.InputValues w = (f, x) -> chosen.get(f);
            List<String> shown = new ArrayList<>();
            chosen.forEach((f, v) -> shown.add(f + " = " + v));
            Optional<SymbolicVerdict> v = differ(function, c, at, why, w, String.join(", ", shown) + " everywhere",
                    eval, bits, floating);
            if (v.isPresent()) {
                return v;
            }
        }
        for (SummedProduct t : terms(c)) {
            for (boolean othersZero : new boolean[] {false, true}) {
                Map<String, Set<Map<String, Long>>> marked = new LinkedHashMap<>();
                List<String> shown = new ArrayList<>();
                for (int i = 0; i < t.factors().size(); i++) {
                    String f = t.factors().get(i);
                    Map<String, Long> point = point(t, i, inputs.get(f).keySet(), at);
                    marked.computeIfAbsent(f, x -> new HashSet<>()).add(point);
                    shown.add(f + SymbolicCheck.index(point));
                }
                Set<String> others = new java.util.TreeSet<>(inputs.keySet());
                others.removeAll(marked.keySet());
                ContentEvaluation.Points pts = new ContentEvaluation.Points(marked);
                ContentEvaluation.InputValues w = (f, x) -> others.contains(f) ? (othersZero ? 0 : 1) : pts.value(f, x);
                String text = String.join(", ", shown) + " 1 and 0 elsewhere" + (others.isEmpty() ? ""
                        : ", " + String.join(", ", others) + (othersZero ? " 0" : " 1"));
                Optional<SymbolicVerdict> v = differ(function, c, at, why, w, text, eval, bits, floating);
                if (v.isPresent()) {
                    return v;
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<SymbolicVerdict> differ(String function, Content c, Map<String, Long> at, String why,
            ContentEvaluation.InputValues w, String inputs, SpecAt eval, int bits, boolean floating) {
        SpecEvaluator.Value spec = eval.value(at, w);
        boolean differs;
        String specText;
        String kernelText;
        if (floating && hasConstant(c)) {
            // an f32 constant that is no integer (x · 0.5 + 0.25): replayed in double, each value exact in f32
            double kernel = FloatReplay.value(c, at, w);
            differs = Math.abs(kernel) <= 256 && Math.abs(spec.expected()) <= 256 && heldExactly(kernel, eval.type())
                    && (spec.bound() == 0 ? kernel != spec.expected() : Math.abs(kernel - spec.expected()) > spec.bound());
            specText = spec.expected() + (spec.bound() == 0 ? "" : " (within " + spec.bound() + ")");
            kernelText = Double.toString(kernel);
        } else if (floating) {
            long kernel = ContentEvaluation.value(c, at, w, bits);
            // small integers: every f32 operation on them exact, so the kernel's value is this
            differs = Math.abs(kernel) <= 256 && Math.abs(spec.expected()) <= 256
                    && (spec.bound() == 0 ? kernel != spec.expected() : Math.abs(kernel - spec.expected()) > spec.bound());
            specText = spec.expected() + (spec.bound() == 0 ? "" : " (within " + spec.bound() + ")");
            kernelText = Long.toString(kernel);
        } else {
            long kernel = ContentEvaluation.value(c, at, w, bits);
            kernelText = Long.toString(kernel);
            differs = kernel != (long) spec.expected();
            specText = Long.toString((long) spec.expected());
        }
        if (!differs) {
            return Optional.empty();
        }
        return Optional.of(new SymbolicVerdict(SymbolicVerdict.Answer.REFUTED, function, "at the output index "
                + SymbolicCheck.index(at) + " the kernel's value is not the spec's: " + why,
                List.of("replayed: with " + inputs + ", the kernel gives " + kernelText + " at " + SymbolicCheck.index(at)
                        + " and the spec " + specText), 0));
    }

    /** Whether {@code c} holds an f32 constant that is no small integer ({@link Content#f32}). */
    private static boolean hasConstant(Content c) {
        for (Summand s : c.items()) {
            if (s instanceof Applied a && (a.op().equals("const") || a.args().stream().anyMatch(SpecValueCheck::hasConstant))
                    || s instanceof Reduced r && hasConstant(r.inner())) {
                return true;
            }
        }
        return false;
    }

    /** Whether the output type holds {@code v} unrounded: f32, or bf16 when its low 16 bits are zero. */
    private static boolean heldExactly(double v, ElementType type) {
        return type == ElementType.F32
                || type == ElementType.BF16 && (Float.floatToRawIntBits((float) v) & 0xffff) == 0;
    }

    /**
     * The spec evaluated on inputs given as functions of kernel indices.
     *
     * @param named each spec axis's kernel axis
     * @param sizes the kernel axes' sizes
     */
    private record SpecAt(Spec spec, ElementType type, Map<String, String> named, Map<String, Long> sizes) {

        /** The spec's value at the kernel output index {@code at} (kernel axis → position) on {@code w}. */
        SpecEvaluator.Value value(Map<String, Long> at, ContentEvaluation.InputValues w) {
            Map<String, Long> specAt = new LinkedHashMap<>();
            for (String a : spec.output()) {
                specAt.put(a, at.get(named.get(a)));
            }
            return new SpecEvaluator(spec, type, SpecInputs.named(w::value, named, sizes)).value(specAt);
        }
    }

    /** Every product of inputs in {@code c}, inside lane operations too. */
    private static List<SummedProduct> terms(Content c) {
        List<SummedProduct> out = new ArrayList<>();
        for (Summand s : c.items()) {
            switch (s) {
                case SummedProduct t -> {
                    if (!t.factors().isEmpty()) {
                        out.add(t);
                    }
                }
                case Applied a -> a.args().forEach(x -> out.addAll(terms(x)));
                case Reduced r -> out.addAll(terms(r.inner()));
            }
        }
        return out;
    }

    /** The index factor {@code i} of {@code t} reads at {@code at}, its summed digits 0. */
    static Map<String, Long> point(SummedProduct t, int i, Set<String> axes, Map<String, Long> at) {
        Map<String, Long> point = new LinkedHashMap<>();
        for (String axis : axes) {
            List<DigitRun> runs = t.reading(i, axis);
            long v = 0;
            long base = at.getOrDefault(axis, 0L);
            for (DigitRun s : runs == null ? List.<DigitRun>of() : runs) {
                v += switch (s.kind()) {
                    case INDEX -> Digits.digit(base, s) * s.div();
                    case FIXED -> s.value() * s.div();
                    case SUM -> 0;
                };
            }
            point.put(axis, v);
        }
        return point;
    }

    /** The values of {@code from} an input of type {@code t} holds. */
    private static long[] usable(long[] from, ElementType t) {
        if (t == null || t.isFloat() || t.bits() >= 32) {
            return from;
        }
        long lo = -(1L << (t.bits() - 1));
        long hi = (1L << (t.bits() - 1)) - 1;
        return java.util.Arrays.stream(from).filter(v -> v >= lo && v <= hi).toArray();
    }

    private static SymbolicVerdict unknown(String function, String why) {
        return new SymbolicVerdict(SymbolicVerdict.Answer.UNKNOWN, function, why, List.of(), 0);
    }
}
