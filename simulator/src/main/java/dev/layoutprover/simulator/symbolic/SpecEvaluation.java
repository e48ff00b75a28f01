package dev.layoutprover.simulator.symbolic;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.oracle.Spec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A spec's value at one output index on chosen inputs, as the concrete check computes it
 * ({@link dev.layoutprover.simulator.oracle.Expectation}): each axis the output lacks summed at its
 * home, the smallest subexpression holding every tensor that names it. Integers: {@code + - *}
 * modulo 2^64, {@code max} and {@code min} comparing the values wrapped to the output type, the
 * result wrapped to it. Floats: the exact value and the concrete check's bound on an engine's
 * error (one f32 rounding per operation, f32 sums in any order, a final rounding to the output).
 *
 * <p>Example: {@code max(x[N] * 3 + 5, 0) -> [N]} with {@code x} 2 everywhere is 11 at every index.
 */
public final class SpecEvaluation {

    private static final double U32 = 0x1p-24;

    /** A value: {@code integer} for integer outputs, else {@code value} within {@code bound}. */
    public record Value(long integer, double value, double bound) {}

    private final Spec spec;
    private final Map<String, String> named;
    private final Map<String, Long> sizes;
    private final ElementType outType;
    private final Map<Spec.Node, List<String>> homes = new java.util.IdentityHashMap<>();

    /**
     * @param named each spec axis's kernel axis
     * @param sizes the kernel axes' sizes
     */
    public SpecEvaluation(Spec spec, Map<String, String> named, Map<String, Long> sizes, ElementType outType) {
        this.spec = spec;
        this.named = named;
        this.sizes = sizes;
        this.outType = outType;
        for (String a : spec.summed()) {
            homes.computeIfAbsent(home(spec.body(), a), k -> new ArrayList<>()).add(a);
        }
    }

    /** The summed spec axes whose home is {@code n}. */
    public List<String> homeAxes(Spec.Node n) {
        return homes.getOrDefault(n, List.of());
    }

    /** Whether spec axis {@code a} is summed (the output lacks it). */
    public boolean isSummed(String a) {
        return !spec.output().contains(a) && spec.axes().contains(a);
    }

    /** The subexpression where the sum over spec axis {@code a} is taken. */
    static Spec.Node home(Spec.Node root, String a) {
        Spec.Node n = root;
        long total = count(root, a);
        while (true) {
            Spec.Node next = null;
            for (Spec.Node c : children(n)) {
                if (count(c, a) == total) {
                    next = c;
                }
            }
            if (next == null) {
                return n;
            }
            n = next;
        }
    }

    static List<Spec.Node> children(Spec.Node n) {
        return switch (n) {
            case Spec.Binary b -> List.of(b.left(), b.right());
            case Spec.Negate g -> List.of(g.value());
            default -> List.of();
        };
    }

    static long count(Spec.Node n, String a) {
        long own = n instanceof Spec.Tensor t && t.axes().contains(a) ? 1 : 0;
        for (Spec.Node c : children(n)) {
            own += count(c, a);
        }
        return own;
    }

    /** The spec's value at the kernel index {@code at} (kernel axis → value) on {@code w}. */
    public Value value(Map<String, Long> at, ContentEvaluation.Inputs w) {
        Map<String, Long> env = new HashMap<>();
        named.forEach((s, k) -> {
            if (at.containsKey(k)) {
                env.put(s, at.get(k));
            }
        });
        double[] r = new double[2];
        long x = eval(spec.body(), env, w, r);
        if (!outType.isFloat()) {
            return new Value(wrapped(x), 0, 0);
        }
        double bound = r[1] == 0 || outType == ElementType.F32 ? r[1]
                : r[1] + outType.unitRoundoff() * (2 * Math.abs(r[0]) + r[1]) + outType.smallestStep();
        return new Value(0, r[1] == 0 ? outType.round(r[0]) : r[0], bound);
    }

    /** The integer value of {@code n} (and in {@code r} the float value and bound), summed over its home axes. */
    private long eval(Spec.Node n, Map<String, Long> env, ContentEvaluation.Inputs w, double[] r) {
        List<String> axes = homeAxes(n);
        if (axes.isEmpty()) {
            return body(n, env, w, r);
        }
        long total = 1;
        for (String a : axes) {
            total = Math.multiplyExact(total, sizes.get(named.get(a)));
        }
        long x = 0;
        double sum = 0;
        double magnitude = 0;
        double err = 0;
        Map<String, Long> e = new HashMap<>(env);
        for (long i = 0; i < total; i++) {
            long rest = i;
            for (int k = axes.size() - 1; k >= 0; k--) {
                long size = sizes.get(named.get(axes.get(k)));
                e.put(axes.get(k), rest % size);
                rest /= size;
            }
            x += body(n, e, w, r);
            sum += r[0];
            magnitude += Math.abs(r[0]) + r[1];
            err += r[1];
        }
        r[0] = sum;
        r[1] = total > 1 ? err + gamma(total) * magnitude : err;
        return x;
    }

    private long body(Spec.Node n, Map<String, Long> env, ContentEvaluation.Inputs w, double[] r) {
        switch (n) {
            case Spec.Tensor t -> {
                Map<String, Long> index = new LinkedHashMap<>();
                for (String a : t.axes()) {
                    index.put(named.get(a), env.get(a));
                }
                long v = w.value(t.name(), index);
                r[0] = v;
                r[1] = 0;
                return v;
            }
            case Spec.Constant k -> {
                r[0] = k.value();
                r[1] = 0;
                return (long) k.value();
            }
            case Spec.Negate g -> {
                long v = eval(g.value(), env, w, r);
                r[0] = -r[0];
                return -v;
            }
            case Spec.Binary b -> {
                long xa = eval(b.left(), env, w, r);
                double a = r[0];
                double ea = r[1];
                long xb = eval(b.right(), env, w, r);
                double c = r[0];
                double eb = r[1];
                double v = switch (b.op()) {
                    case ADD -> a + c;
                    case SUB -> a - c;
                    case MUL -> a * c;
                    case MAX -> Math.max(a, c);
                    case MIN -> Math.min(a, c);
                };
                r[1] = switch (b.op()) {
                    case ADD, SUB -> ea + eb + U32 * (Math.abs(v) + ea + eb);
                    case MUL -> {
                        double p = Math.abs(c) * ea + Math.abs(a) * eb + ea * eb;
                        yield p + U32 * (Math.abs(v) + p);
                    }
                    case MAX, MIN -> Math.max(ea, eb);
                };
                r[0] = v;
                return switch (b.op()) {
                    case ADD -> xa + xb;
                    case SUB -> xa - xb;
                    case MUL -> xa * xb;
                    case MAX -> Math.max(wrapped(xa), wrapped(xb));
                    case MIN -> Math.min(wrapped(xa), wrapped(xb));
                };
            }
        }
    }

    /** The bits an integer spec's values wrap to: the output type's, as the concrete check holds them. */
    public static int wrapBits(ElementType t) {
        return switch (t) {
            case I8 -> 8;
            case I16 -> 16;
            default -> 32;
        };
    }

    private long wrapped(long v) {
        return ContentEvaluation.wrap(v, wrapBits(outType));
    }

    private static double gamma(long n) {
        double nu = n * U32;
        return nu / (1 - nu);
    }
}
