package dev.layoutprover.simulator.symbolic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * The replay of an f32 reduction accepts a sum only where no order of it rounds
 * ({@link FloatReplay#sumExactInAnyOrder}): then every order of adding in f32 gives the exact sum.
 */
class FloatReplayProperties {

    @Property(tries = 300)
    void anAcceptedSumIsTheSameInEveryOrder(@ForAll @Size(min = 1, max = 40) List<@IntRange(min = -4096, max = 4096) Integer> mantissas,
            @ForAll @Size(min = 40, max = 40) List<@IntRange(min = -3, max = 6) Integer> exponents,
            @ForAll long seed) {
        double[] values = new double[mantissas.size()];
        double exact = 0;
        for (int i = 0; i < values.length; i++) {
            values[i] = Math.scalb((double) mantissas.get(i), exponents.get(i));
            exact += values[i]; // at most 40 terms of 13 bits within 2^-3 .. 2^18: exact in double
        }
        boolean accepted = FloatReplay.sumExactInAnyOrder(values);
        Statistics.collect(accepted);
        Statistics.coverage(c -> c.check(true).count(n -> n >= 30));
        if (!accepted) {
            return;
        }
        List<Double> order = new ArrayList<>();
        for (double v : values) {
            order.add(v);
        }
        Random random = new Random(seed);
        for (int k = 0; k < 8; k++) {
            Collections.shuffle(order, random);
            float sum = 0;
            for (double v : order) {
                sum += (float) v;
            }
            assertEquals(exact, sum, 0.0, order.toString());
        }
    }

    @Test
    void aSumThatRoundsInSomeOrderIsNotAccepted() {
        assertTrue(FloatReplay.sumExactInAnyOrder(java.util.stream.DoubleStream.generate(() -> 0.5).limit(64).toArray()));
        // 2^24 + 1 rounds in f32, though 2^24 - 2^24 + 1 does not
        assertFalse(FloatReplay.sumExactInAnyOrder(new double[] {0x1p24, 1, -0x1p24}));
        assertTrue(FloatReplay.sumExactInAnyOrder(new double[] {0x1p23, 0x1p22, 0.0, -1}));
        assertFalse(FloatReplay.sumExactInAnyOrder(new double[] {0x1p10, 0x1p-14}));
        assertTrue(FloatReplay.sumExactInAnyOrder(new double[] {}));
    }
}
