package dev.layoutprover.simulator.symbolic;

import java.util.HashMap;
import java.util.Map;

/**
 * The replay of a float content on small integer inputs when it holds constants that are no
 * integers ({@code x · 0.5 + 0.25}): every value computed in {@code double} and required exact in
 * f32 (a value f32 would round stops the replay), and in a 16-bit float where it was cast to one, so
 * the value found is the one the engine's lanes compute (a reduction too, where no order of it rounds). Where {@link ContentEvaluation} gives only integers, this gives the dyadic values
 * a layer's scale and shift make, so a spec that differs from such a kernel can be refuted.
 *
 * <p>Example: {@code max(add(mul(x, const(0.5)), const(0.25)), 0)} with {@code x = 0} is
 * {@code 0.25}; with {@code x = -1} it is {@code 0}. A branch's group is replayed as the unit
 * chooses it: {@code if(<0.0)_f32(x, mul(x, const(0.25)), mul(x, const(2.0)))} with {@code x = 1}
 * is {@code 2}.
 */
final class FloatReplay {

    private FloatReplay() {}

    /** The content's value at {@code index} on {@code witness}; {@link NotModelled} when an operation is not replayed or rounds. */
    static double value(Content c, Map<String, Long> index, ContentEvaluation.InputValues witness) {
        return eval(c, new HashMap<>(index), witness);
    }

    private static double eval(Content c, Map<String, Long> env, ContentEvaluation.InputValues w) {
        if (c.rounded() == Content.ROUNDED_THEN_COMPUTED) {
            throw new NotModelled("a value rounded to a narrower float, then computed with, is not replayed");
        }
        double sum = 0;
        for (Summand i : c.items()) {
            double v = switch (i) {
                case SummedProduct t -> exact(ContentEvaluation.value(new Content(java.util.List.of(t), 64), env, w, 64));
                case Applied a -> applied(a, env, w);
                case Reduced r -> reduced(r, env, w);
            };
            sum = exact(sum + v);
        }
        return c.rounded() > 0 ? narrow(sum, c.rounded()) : sum;
    }

    /** The largest reduction replayed: its values are computed one by one. */
    private static final long MAX_REDUCED = 1 << 16;

    /**
     * A float reduction ({@code add}, {@code max}, {@code min}, {@code mul}) over every value of its bound
     * digits. A max or min rounds nothing. A sum is replayed only when it is exact in f32 in every order the
     * engine may add in: each value a multiple of 2^k, and the sum of their magnitudes at most 2^24 · 2^k, so
     * every partial sum is such a multiple that f32 holds. A product is exact in every order when the whole
     * product is, as each partial product's odd part divides the whole one's.
     */
    private static double reduced(Reduced r, Map<String, Long> env, ContentEvaluation.InputValues w) {
        long n = 1;
        for (Part p : r.bound()) {
            n = Math.multiplyExact(n, p.mod());
        }
        if (n > MAX_REDUCED || !java.util.Set.of("add", "max", "min", "mul").contains(r.op())) {
            throw new NotModelled("a " + r.op() + " reduction of " + n + " floats is not replayed");
        }
        double acc = r.op().equals("mul") ? 1 : r.op().equals("add") ? 0 : Double.NaN;
        double[] summed = new double[r.op().equals("add") ? (int) n : 0];
        for (long c = 0; c < n; c++) {
            double v = eval(r.inner(), ContentEvaluation.boundAt(r, env, c), w);
            switch (r.op()) {
                case "max" -> acc = Double.isNaN(acc) ? v : Math.max(acc, v);
                case "min" -> acc = Double.isNaN(acc) ? v : Math.min(acc, v);
                case "mul" -> acc = exact(acc * v);
                default -> {
                    acc += v;
                    summed[(int) c] = v;
                }
            }
        }
        if (r.op().equals("add") && !sumExactInAnyOrder(summed)) {
            throw new NotModelled("a float sum whose order the engine decides could round");
        }
        return exact(acc);
    }

    /**
     * Whether f32 adds {@code values} exactly whatever the order: each is a multiple of 2^k and the sum
     * of their magnitudes is at most 2^24 · 2^k, so every partial sum is a multiple of 2^k that a 24-bit
     * significand holds (below f32's largest finite value). Example: 64 values of 0.5 are; 2^24, 1 and
     * -2^24 are not (2^24 + 1 rounds).
     */
    static boolean sumExactInAnyOrder(double[] values) {
        double magnitude = 0;
        int lowest = Integer.MAX_VALUE;
        for (double v : values) {
            if (Double.isNaN(v) || Double.isInfinite(v)) {
                return false;
            }
            magnitude += Math.abs(v);
            if (v != 0) {
                lowest = Math.min(lowest, lowestBit(v));
            }
        }
        return magnitude == 0 || magnitude <= Math.scalb(1.0, 24 + lowest) && magnitude <= Float.MAX_VALUE
                && lowest >= -149;
    }

    /** The exponent of the lowest set bit of {@code v} (not 0): {@code v} is an odd multiple of 2 to that power. */
    private static int lowestBit(double v) {
        long bits = Double.doubleToRawLongBits(v);
        int exponent = (int) ((bits >>> 52) & 0x7ff);
        long mantissa = bits & 0xfffffffffffffL;
        if (exponent != 0) {
            mantissa |= 1L << 52;
        }
        return (exponent == 0 ? -1074 : exponent - 1075) + Long.numberOfTrailingZeros(mantissa);
    }

    /**
     * {@code v}, when the {@code bits}-bit float it was cast to holds it unrounded: a 16-bit float
     * (bf16 or f16) when its f32 bits end in 16 zeros and it is 0 or at least 2^-14 in magnitude
     * (normal in both); no other width is replayed.
     */
    private static double narrow(double v, int bits) {
        boolean held = bits == 16 && (Float.floatToRawIntBits((float) v) & 0xffff) == 0
                && (v == 0 || Math.abs(v) >= 0x1p-14 && Math.abs(v) <= 65504);
        if (!held) {
            throw new NotModelled("a replayed value the cast to a " + bits + "-bit float would round");
        }
        return v;
    }

    private static double applied(Applied a, Map<String, Long> env, ContentEvaluation.InputValues w) {
        if (!a.floating()) {
            throw new NotModelled("the lane operation " + a.op() + " is not replayed on floats");
        }
        java.util.Optional<dev.layoutprover.simulator.naive.InputCmp> test = BranchTest.test(a);
        if (test.isPresent()) {
            // the branch unit's group, as ContentEvaluation reads it: the held operand where the comparison
            // holds of the tested value, else the other; only the chosen operand is replayed
            boolean held = test.get().matches(eval(a.args().get(0), env, w));
            return eval(a.args().get(held ? 1 : 2), env, w);
        }
        java.util.Optional<Part> digit = BranchTest.digit(a);
        if (digit.isPresent()) {
            Part d = digit.get();
            return eval(a.args().get(env.getOrDefault(d.axis(), 0L) / d.div() % d.mod() == 1 ? 0 : 1), env, w);
        }
        if (a.op().equals("const")) {
            // const(bits): an f32 constant that is no small integer (Content#f32)
            return Float.intBitsToFloat((int) ((SummedProduct) a.args().get(0).items().get(0)).coeff());
        }
        double[] x = new double[a.args().size()];
        for (int i = 0; i < x.length; i++) {
            x[i] = eval(a.args().get(i), env, w);
        }
        return exact(switch (a.op()) {
            case "max" -> Math.max(x[0], x[1]);
            case "min" -> Math.min(x[0], x[1]);
            case "add" -> x[0] + x[1];
            case "sub" -> x[0] - x[1];
            case "mul" -> x[0] * x[1];
            case "fma" -> x[0] * x[1] + x[2];
            default -> throw new NotModelled("the lane operation " + a.op() + " is not replayed on floats");
        });
    }

    /** {@code v}, when f32 holds it exactly (so an f32 lane computes it unrounded). */
    private static double exact(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v) || (double) (float) v != v) {
            throw new NotModelled("a replayed value f32 would round");
        }
        return v;
    }
}
