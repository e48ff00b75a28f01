package dev.layoutprover.simulator.symbolic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * {@link Boxes} counts what brute force counts: over one axis of 2^n values, boxes that fix some
 * digit ranges cover each value as often as enumerating every value says; and {@link Digits}
 * splits keep a fixed value.
 */
class BoxesProperties {

    /** A box over an axis of 2^bits values: two cuts, and each of the three ranges fixed (value) or free (-1). */
    record Box(int bits, int low, int high, long[] values) {

        List<DigitRun> slots() {
            long[] weights = {1, 1L << low, 1L << high, 1L << bits};
            List<DigitRun> out = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                long mod = weights[i + 1] / weights[i];
                if (mod <= 1) {
                    continue;
                }
                out.add(values[i] < 0 ? new DigitRun(weights[i], mod, DigitRun.Kind.SUM, 0)
                        : new DigitRun(weights[i], mod, DigitRun.Kind.FIXED, values[i] % mod));
            }
            return out;
        }

        boolean holds(long x) {
            for (DigitRun s : slots()) {
                if (s.kind() == DigitRun.Kind.FIXED && Digits.digit(x, s) != s.value()) {
                    return false;
                }
            }
            return true;
        }
    }

    @Provide
    Arbitrary<List<Box>> boxes() {
        Arbitrary<Box> box = Combinators.combine(Arbitraries.integers().between(0, 3),
                Arbitraries.integers().between(0, 3), Arbitraries.longs().between(-1, 7).array(long[].class).ofSize(3))
                .as((a, b, v) -> new Box(6, Math.min(a, b), Math.max(a, b) + 2, v));
        return box.list().ofMinSize(0).ofMaxSize(6);
    }

    @Property(tries = 300)
    void boxesCountEachValueAsBruteForceDoes(@ForAll("boxes") List<Box> boxes) {
        List<Map<String, List<DigitRun>>> in = boxes.stream().map(b -> Map.of("B", b.slots())).toList();
        Boxes.Cover r = Boxes.check(in, Map.of("B", 64L)).orElseThrow();
        long missing = 0;
        long extra = 0;
        long firstWrong = -1;
        for (long x = 0; x < 64; x++) {
            final long v = x;
            long count = boxes.stream().filter(b -> b.holds(v)).count();
            if (count == 0) {
                missing++;
            } else {
                extra += count - 1;
            }
            if (count != 1 && firstWrong < 0) {
                firstWrong = x;
            }
        }
        assertEquals(missing, r.missing());
        assertEquals(extra, r.extra());
        assertEquals(firstWrong < 0, r.exact());
        if (!r.exact()) {
            long at = r.wrong().get(0).first().get("B");
            final long v = at;
            long count = boxes.stream().filter(b -> b.holds(v)).count();
            assertEquals(r.wrong().get(0).count(), count, "cell at " + at);
        }
    }

    @Property(tries = 200)
    void splittingAFixedSlotKeepsItsValue(@ForAll("weights") long cut, @ForAll("values") long value) {
        List<DigitRun> one = List.of(new DigitRun(1, 1024, DigitRun.Kind.FIXED, value));
        List<DigitRun> two = Digits.split(one, cut);
        long back = 0;
        for (DigitRun s : two) {
            back += s.value() * s.div();
        }
        assertEquals(value, back);
    }

    @Provide
    Arbitrary<Long> weights() {
        return Arbitraries.integers().between(1, 9).map(i -> 1L << i);
    }

    @Provide
    Arbitrary<Long> values() {
        return Arbitraries.longs().between(0, 1023);
    }

    @Test
    void eightTilesOfTwoThousandAndFortyEightCoverSixteenThousandValuesOnce() {
        List<Map<String, List<DigitRun>>> in = new ArrayList<>();
        for (long j = 0; j < 4; j++) {
            for (long k = 0; k < 2; k++) {
                in.add(Map.of("B", List.of(new DigitRun(1, 2048, DigitRun.Kind.SUM, 0), new DigitRun(2048, 2, DigitRun.Kind.FIXED, k),
                        new DigitRun(4096, 4, DigitRun.Kind.FIXED, j))));
            }
        }
        assertTrue(Boxes.check(in, Map.of("B", 16384L)).orElseThrow().exact());
        Boxes.Cover r = Boxes.check(in.subList(0, 6), Map.of("B", 16384L)).orElseThrow();
        assertEquals(4096, r.missing());
        assertEquals(Map.of("B", 12288L), r.wrong().get(0).first());
        assertEquals("B = 12288..=16383", Boxes.describe(r.wrong()));
    }
}
