package dev.layoutprover.simulator.naive;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.simulator.ElementType;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The naive evaluator's rounding to {@code f8e4m3} by its value grid and the engines' rounding by
 * bits ({@code ElementType.F8E4M3}) agree on every {@code f32}: across the whole range, near the
 * ties and the subnormals, past the saturation point, and at NaN, infinities and {@code -0.0}.
 */
class F8GridProperties {

    @Property(tries = 3000)
    void gridAndBitRoundingAgree(@ForAll("floats") float x) {
        double naive = F8Grid.round(x);
        double engine = ElementType.F8E4M3.round(x);
        assertEquals(Double.doubleToRawLongBits(engine), Double.doubleToRawLongBits(naive), () -> x + ": engine "
                + engine + ", naive " + naive);
    }

    @Provide
    Arbitrary<Float> floats() {
        Arbitrary<Float> ties = Arbitraries.integers().between(-2000, 2000).map(k -> k * 0x1p-10f);
        Arbitrary<Float> large = Arbitraries.integers().between(-1000, 1000).map(k -> k * 1.0f);
        return Arbitraries.oneOf(Arbitraries.floats(), Arbitraries.floats().between(-500f, 500f),
                Arbitraries.floats().between(-0.02f, 0.02f), ties, large,
                Arbitraries.of(Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, -0f, 0f, 448f, 464f,
                        -464f, Float.MIN_VALUE, -Float.MAX_VALUE));
    }
}
