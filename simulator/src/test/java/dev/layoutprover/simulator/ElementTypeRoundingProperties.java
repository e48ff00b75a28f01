package dev.layoutprover.simulator;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * {@link ElementType#round} of the 16-bit float types is round-to-nearest-even to the type's
 * fraction bits at the exponent of the value (the subnormal exponent below the normal range),
 * infinity past the largest finite value: the defining formula {@code rint(v / ulp) · ulp},
 * written here on its own, agrees with it bit for bit on every kind of double.
 */
class ElementTypeRoundingProperties {

    /** The definition: nearest-even at ulp {@code 2^(max(exponent, minExp) - fraction)}. */
    private static double byDefinition(double v, int fraction, int minExp, int maxExp) {
        if (Double.isNaN(v) || Double.isInfinite(v) || v == 0) {
            return v;
        }
        double ulp = Math.scalb(1.0, Math.max(Math.getExponent(v), minExp) - fraction);
        double r = Math.rint(v / ulp) * ulp;
        return Math.abs(r) >= Math.scalb(1.0, maxExp + 1) ? Math.copySign(Double.POSITIVE_INFINITY, v) : r;
    }

    private static void agree(double v) {
        assertEquals(Double.doubleToRawLongBits(byDefinition(v, 7, -126, 127)),
                Double.doubleToRawLongBits(ElementType.BF16.round(v)), () -> "bf16 of " + v);
        assertEquals(Double.doubleToRawLongBits(byDefinition(v, 10, -14, 15)),
                Double.doubleToRawLongBits(ElementType.F16.round(v)), () -> "f16 of " + v);
    }

    /** Doubles of every exponent, with random fractions and with exact ties below the kept bits. */
    @Provide
    Arbitrary<Double> doubles() {
        Arbitrary<Long> fractions = Arbitraries.longs().between(0, (1L << 52) - 1);
        Arbitrary<Integer> exponents = Arbitraries.integers().between(-1023, 1024);
        Arbitrary<Integer> tieShift = Arbitraries.integers().between(0, 52);
        Arbitrary<Boolean> negative = Arbitraries.of(true, false);
        return Combinators.combine(fractions, exponents, tieShift, negative).as((f, e, t, n) -> {
            long fraction = t == 0 ? f : (f & -(1L << t)) | (1L << (t - 1)); // a tie at bit t - 1
            long bits = (n ? Long.MIN_VALUE : 0) | ((long) (e + 1023) & 0x7FF) << 52 | fraction;
            return Double.longBitsToDouble(bits);
        });
    }

    @Property(tries = 5000)
    void roundingAgreesWithItsDefinition(@ForAll("doubles") double v) {
        agree(v);
    }

    @Test
    void theEdgesOfTheRangeRoundAsDefined() {
        double[] edges = {0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE,
            Double.MAX_VALUE, 0x1p-126, 0x1p-127, 0x1.fffp-127, 0x1.ffp127, 0x1.fep127, 0x1.ff8p127, 0x1.ff7fffp127,
            65504.0, 65520.0, 65519.99, 0x1p-14, 0x1.ffcp-15, 1.0 + 0x1p-8, 1.0 + 0x1p-8 + 0x1p-40, 1.0 + 3 * 0x1p-8,
            -1.0 - 0x1p-8, 3.0e38, 3.5e38};
        for (double v : edges) {
            agree(v);
        }
    }
}
