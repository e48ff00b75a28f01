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

    /** Input values: {@code value(factor, at)} is input {@code factor} at the index {@code at} (axis → value). */
    public interface InputValues {
        long value(String factor, Map<String, Long> at);
    }

    /**
     * Inputs that are 1 where {@code marked}'s {@code summed} axes equal one of {@code points} (0
     * elsewhere) and every other input 1.
     */
    public record Witness(String marked, List<String> summed, Set<Map<String, Long>> points) implements InputValues {

        @Override
        public long value(String factor, Map<String, Long> at) {
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

    /**
     * Inputs that are 1 exactly at the points listed for them (each a whole index of the input:
     * axis → value) and 0 elsewhere; an input not listed is 1 everywhere.
     *
     * <p>Example: {@code lhs} 1 at {@code [A=0, B=12288]} and {@code rhs} 1 at {@code [B=0, C=0]}
     * gives a matrix product's spec 0 at {@code [A=0, C=0]}, and 1 to a kernel that multiplies
     * them.
     */
    public record Points(Map<String, Set<Map<String, Long>>> marked) implements InputValues {

        @Override
        public long value(String factor, Map<String, Long> at) {
            Set<Map<String, Long>> ps = marked.get(factor);
            if (ps == null) {
                return 1;
            }
            for (Map<String, Long> p : ps) {
                boolean all = true;
                for (var e : p.entrySet()) {
                    all &= at.getOrDefault(e.getKey(), 0L).longValue() == e.getValue();
                }
                if (all) {
                    return 1;
                }
            }
            return 0;
        }
    }

    /** The content's value at {@code index} (axis → value) on {@code witness}, wrapped to {@code bits}. */
    public static long value(Content c, Map<String, Long> index, InputValues witness, int bits) {
        return wrap(eval(c, new HashMap<>(index), witness), bits);
    }

    public static long wrap(long v, int bits) {
        if (bits >= 64) {
            return v;
        }
        long m = v & ((1L << bits) - 1);
        return m >= (1L << (bits - 1)) ? m - (1L << bits) : m;
    }

    private static long eval(Content c, Map<String, Long> env, InputValues w) {
        long sum = 0;
        for (Summand i : c.items()) {
            sum += switch (i) {
                case SummedProduct t -> term(t, env, w);
                case Reduced r -> reduced(r, env, w);
                case Applied a -> applied(a, env, w);
            };
        }
        return sum;
    }

    private static long reduced(Reduced r, Map<String, Long> env, InputValues w) {
        long n = 1;
        for (Part p : r.bound()) {
            n = Math.multiplyExact(n, p.mod());
        }
        if (r.op().equals("add_sat")) {
            return saturated(r, env, w, n);
        }
        Long acc = null;
        for (long c = 0; c < n; c++) {
            long v = eval(r.inner(), boundAt(r, env, c), w);
            acc = acc == null ? v : switch (r.op()) {
                case "max" -> Math.max(acc, v);
                case "min" -> Math.min(acc, v);
                case "mul" -> acc * v;
                default -> acc + v;
            };
        }
        return acc == null ? 0 : acc;
    }

    /**
     * {@code env} with the digits {@code r} binds set to its {@code c}-th combination, the first bound
     * digit varying fastest.
     */
    static Map<String, Long> boundAt(Reduced r, Map<String, Long> env, long c) {
        Map<String, Long> e = new HashMap<>(env);
        long rest = c;
        for (Part p : r.bound()) {
            DigitRun s = new DigitRun(p.div(), p.mod(), DigitRun.Kind.INDEX, 0);
            e.put(p.axis(), Digits.setDigit(e.getOrDefault(p.axis(), 0L), s, rest % p.mod()));
            rest /= p.mod();
        }
        return e;
    }

    /**
     * The saturating sum of {@code r}'s {@code n} values, each step clamped to i32, folded in index
     * order of its one axis (the most significant digit slowest), as the engine and the naive
     * evaluator fold it.
     */
    private static long saturated(Reduced r, Map<String, Long> env, InputValues w, long n) {
        List<Part> order = new java.util.ArrayList<>(r.bound());
        order.sort(java.util.Comparator.comparingLong(Part::div).reversed());
        long acc = 0;
        for (long c = 0; c < n; c++) {
            Map<String, Long> e = new HashMap<>(env);
            long rest = c;
            for (int i = order.size() - 1; i >= 0; i--) {
                Part p = order.get(i);
                DigitRun s = new DigitRun(p.div(), p.mod(), DigitRun.Kind.INDEX, 0);
                e.put(p.axis(), Digits.setDigit(e.getOrDefault(p.axis(), 0L), s, rest % p.mod()));
                rest /= p.mod();
            }
            long v = wrap(eval(r.inner(), e, w), 32);
            acc = Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, acc + v));
        }
        return acc;
    }

    /**
     * A lane operation: integers take each operand as its low bits (the lane's, or fewer when the
     * operand was cast narrower), signed, compared, combined bit by bit or shifted by the low 5 bits
     * of the second; floats compute exactly (the witnesses are small integers,
     * whose f32 sums, differences, products and fused multiply-adds are exact); other operations
     * (a division, an exponential, a conversion, a bitwise operation on the bits of floats) are not evaluated.
     */
    private static long applied(Applied a, Map<String, Long> env, InputValues w) {
        long[] x = new long[a.args().size()];
        for (int i = 0; i < x.length; i++) {
            Content arg = a.args().get(i);
            long v = eval(arg, env, w);
            x[i] = a.floating() ? v : wrap(wrap(v, arg.bits()), a.bits());
        }
        java.util.Optional<dev.layoutprover.simulator.naive.InputCmp> test = BranchTest.test(a);
        if (test.isPresent()) {
            return test.get().matches(x[0]) ? x[1] : x[2];
        }
        java.util.Optional<Part> digit = BranchTest.digit(a);
        if (digit.isPresent()) {
            Part d = digit.get();
            return env.getOrDefault(d.axis(), 0L) / d.div() % d.mod() == 1 ? x[0] : x[1];
        }
        if (a.floating() && List.of("and", "or", "xor").contains(a.op())) {
            throw new NotModelled("the bitwise " + a.op() + " of the raw bits of f32 lanes is not evaluated");
        }
        return switch (a.op()) {
            case "max" -> Math.max(x[0], x[1]);
            case "min" -> Math.min(x[0], x[1]);
            case "add" -> x[0] + x[1];
            case "sub" -> x[0] - x[1];
            case "mul" -> x[0] * x[1];
            case "and" -> x[0] & x[1];
            case "or" -> x[0] | x[1];
            case "xor" -> x[0] ^ x[1];
            case "shl" -> wrap(x[0] << (x[1] & 31), a.bits());
            case "ashr" -> x[0] >> (x[1] & 31);
            case "lshr" -> wrap((x[0] & 0xFFFF_FFFFL) >>> (x[1] & 31), a.bits());
            case "fma" -> x[0] * x[1] + x[2];
            case "add_sat" -> saturate(x[0] + x[1], a.bits());
            case "sub_sat" -> saturate(x[0] - x[1], a.bits());
            case "shl_sat" -> saturate(x[0] * wrap(1L << (x[1] & 31), a.bits()), a.bits());
            // the magnitudes compared as the lane holds them: i32::MIN's stays i32::MIN, the smallest
            case "absmin" -> magnitude(x[0], a) < magnitude(x[1], a) ? x[0] : x[1];
            case "absmax" -> magnitude(x[0], a) > magnitude(x[1], a) ? x[0] : x[1];
            case "mul_fxp" -> mulFxp(x[0], x[1], a.bits());
            default -> throw new NotModelled("the lane operation " + a.op() + " is not evaluated");
        };
    }

    /** {@code |v|}: exact on float lanes, wrapped to the lane's bits on integer ones. */
    private static long magnitude(long v, Applied a) {
        return a.floating() ? Math.abs(v) : wrap(Math.abs(v), a.bits());
    }

    /**
     * The Q{@code bits-1} product of {@code a} and {@code b} rounded half up,
     * {@code ((a·b >> (bits-2)) + 1) >> 1}; the one overflow, the smallest value squared, saturates.
     * Example: {@code mulFxp(1 << 30, 1 << 30, 32)} is {@code 1 << 29} (0.5 · 0.5).
     */
    private static long mulFxp(long a, long b, int bits) {
        long min = -(1L << (bits - 1));
        if (a == min && b == min) {
            return -min - 1;
        }
        return ((Math.multiplyExact(a, b) >> (bits - 2)) + 1) >> 1;
    }

    /** {@code v} clamped to the signed range of {@code bits} bits (both operands fit it, so {@code v} does not overflow). */
    private static long saturate(long v, int bits) {
        long max = (1L << (bits - 1)) - 1;
        return Math.max(-max - 1, Math.min(max, v));
    }

    private static long term(SummedProduct t, Map<String, Long> env, InputValues w) {
        // the summation variables: every summed digit run, cut at the union of the term's cuts per axis
        Map<String, java.util.TreeSet<Long>> cuts = new java.util.TreeMap<>();
        for (var e : t.allRuns()) {
            cuts.computeIfAbsent(e.getKey(), k -> new java.util.TreeSet<>()).addAll(Digits.cuts(e.getValue()));
        }
        List<Map.Entry<String, DigitRun>> vars = new java.util.ArrayList<>();
        for (var e : t.allRuns()) {
            for (DigitRun s : Digits.splitAll(e.getValue(), cuts.get(e.getKey()))) {
                Map.Entry<String, DigitRun> v = Map.entry(e.getKey(), s.with(DigitRun.Kind.SUM, 0));
                if (s.kind() == DigitRun.Kind.SUM && !vars.contains(v)) {
                    vars.add(v);
                }
            }
        }
        long n = 1;
        for (var v : vars) {
            n = Math.multiplyExact(n, v.getValue().mod());
        }
        long total = 0;
        Map<Map.Entry<String, DigitRun>, Long> chosen = new HashMap<>();
        for (long c = 0; c < n; c++) {
            long rest = c;
            for (var v : vars) {
                chosen.put(v, rest % v.getValue().mod());
                rest /= v.getValue().mod();
            }
            long p = 1;
            for (int i = 0; i < t.factors().size() && p != 0; i++) {
                Map<String, Long> at = new HashMap<>();
                for (String axis : t.axes().keySet()) {
                    List<DigitRun> runs = Digits.splitAll(t.reading(i, axis), cuts.get(axis));
                    long base = env.getOrDefault(axis, 0L);
                    long value = 0;
                    for (DigitRun s : runs) {
                        long d = switch (s.kind()) {
                            case INDEX -> Digits.digit(base, s);
                            case FIXED -> s.value();
                            case SUM -> chosen.get(Map.entry(axis, s.with(DigitRun.Kind.SUM, 0)));
                        };
                        value += d * s.div();
                    }
                    at.put(axis, value);
                }
                p *= w.value(t.factors().get(i), at);
            }
            total += p;
        }
        return total * t.coeff();
    }
}
