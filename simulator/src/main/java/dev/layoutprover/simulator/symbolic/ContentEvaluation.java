package dev.layoutprover.simulator.symbolic;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The concrete evaluation of a content at one output index on chosen inputs: every summed digit
 * enumerated, every order reduction taken over its digits, integers wrapped to {@code bits} bits.
 * A refutation is shown only once this replay gives the kernel a value other than the spec's.
 *
 * <p>Example: at {@code out[A=0, C=0]} of a {@code matmul_16384} that skips the tile
 * {@code j = 3}, with {@code lhs} 1 at {@code B = 12288} (0 elsewhere) and {@code rhs} all 1, the
 * kernel's terms give 0 and the spec 1.
 */
public final class ContentEvaluation {

    private ContentEvaluation() {}

    /**
     * Inputs that are 1 where {@code marked}'s {@code summed} axes equal one of {@code points} (0
     * elsewhere) and every other input 1.
     */
    public record Witness(String marked, List<String> summed, Set<Map<String, Long>> points) {

        long value(String factor, Map<String, Long> at) {
            if (!factor.equals(marked)) {
                return 1;
            }
            Map<String, Long> key = new HashMap<>();
            for (String a : summed) {
                key.put(a, at.getOrDefault(a, 0L));
            }
            return points.contains(key) ? 1 : 0;
        }
    }

    /** The content's value at {@code index} (axis → value) on {@code witness}, wrapped to {@code bits}. */
    public static long value(Content c, Map<String, Long> index, Witness witness, int bits) {
        return wrap(eval(c, new HashMap<>(index), witness), bits);
    }

    public static long wrap(long v, int bits) {
        if (bits >= 64) {
            return v;
        }
        long m = v & ((1L << bits) - 1);
        return m >= (1L << (bits - 1)) ? m - (1L << bits) : m;
    }

    private static long eval(Content c, Map<String, Long> env, Witness w) {
        long sum = 0;
        for (Summand i : c.items()) {
            sum += switch (i) {
                case Term t -> term(t, env, w);
                case Reduced r -> reduced(r, env, w);
            };
        }
        return sum;
    }

    private static long reduced(Reduced r, Map<String, Long> env, Witness w) {
        long n = 1;
        for (Part p : r.bound()) {
            n = Math.multiplyExact(n, p.mod());
        }
        Long acc = null;
        for (long c = 0; c < n; c++) {
            Map<String, Long> e = new HashMap<>(env);
            long rest = c;
            for (Part p : r.bound()) {
                DigitRun s = new DigitRun(p.div(), p.mod(), DigitRun.Kind.INDEX, 0);
                e.put(p.axis(), Digits.setDigit(e.getOrDefault(p.axis(), 0L), s, rest % p.mod()));
                rest /= p.mod();
            }
            long v = eval(r.inner(), e, w);
            acc = acc == null ? v : switch (r.op()) {
                case "max" -> Math.max(acc, v);
                case "min" -> Math.min(acc, v);
                default -> acc + v;
            };
        }
        return acc == null ? 0 : acc;
    }

    private static long term(Term t, Map<String, Long> env, Witness w) {
        List<Map.Entry<String, List<DigitRun>>> axes = List.copyOf(t.axes().entrySet());
        long n = 1;
        for (var e : axes) {
            for (DigitRun s : e.getValue()) {
                if (s.kind() == DigitRun.Kind.SUM) {
                    n = Math.multiplyExact(n, s.mod());
                }
            }
        }
        long total = 0;
        Map<String, Long> at = new HashMap<>();
        for (long c = 0; c < n; c++) {
            long rest = c;
            for (var e : axes) {
                long v = 0;
                long base = env.getOrDefault(e.getKey(), 0L);
                for (DigitRun s : e.getValue()) {
                    long d = switch (s.kind()) {
                        case INDEX -> Digits.digit(base, s);
                        case FIXED -> s.value();
                        case SUM -> {
                            long x = rest % s.mod();
                            rest /= s.mod();
                            yield x;
                        }
                    };
                    v += d * s.div();
                }
                at.put(e.getKey(), v);
            }
            long p = 1;
            for (String f : t.factors()) {
                p *= w.value(f, at);
            }
            total += p;
        }
        return total;
    }
}
