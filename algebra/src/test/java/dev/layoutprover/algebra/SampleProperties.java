package dev.layoutprover.algebra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.gen.Mappings;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalLong;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The bounded view of a position agrees with the whole slot: its members are indices the slot
 * holds, all of them when the sample is complete, and a size counted from the structure is the
 * size of the slot.
 */
class SampleProperties {

    @Provide
    Arbitrary<Mappings.Scenario> scenarios() {
        return Mappings.scenarios();
    }

    @Property(tries = 400)
    void aSampleListsIndicesTheSlotHoldsAndItsSizeIsTheSlotsSize(@ForAll("scenarios") Mappings.Scenario s) {
        Mapping m = s.mapping();
        s.eachSlot((e, p, slot) -> {
            for (int limit : new int[] {1, 3, 1 << 12}) {
                Evaluator.Sample sample = e.sample(p, limit);
                assertTrue(slot.indices().containsAll(sample.members()), sample::toString);
                assertEquals(sample.members().size(), new HashSet<>(sample.members()).size());
                assertEquals(Math.min(limit, slot.indices().size()), sample.members().size(), sample::toString);
                if (sample.size() >= 0) {
                    assertEquals(slot.indices().size(), sample.size(), () -> m + " at " + sample);
                }
            }
            OptionalLong counted = SlotCount.count(m, p, 1 << 20);
            if (counted.isPresent()) {
                assertEquals(slot.indices().size(), counted.getAsLong(), () -> m + " at " + p);
            }
        });
    }

    @Test
    void aStrideZeroWindowOverTwoToTheFortyHoldsThatManyIndices() {
        Declarations d = DeclarationsParser.ofAxes("A = 2^40");
        Evaluator.Sample s = Evaluator.of(MappingParser.parse("$(A:0)", d)).sample(0, 4);
        assertEquals(1L << 40, s.size());
        assertEquals(List.of(TensorIndex.EMPTY, TensorIndex.of("A", 1), TensorIndex.of("A", 2), TensorIndex.of("A", 3)),
                s.members());
    }

    @Test
    void twoWideWindowTermsAreCountedInClosedForm() {
        Declarations d = DeclarationsParser.ofAxes("N = 2^28, F = 2^28");
        assertEquals(200_000_001L, Evaluator.of(MappingParser.parse("$(N:1, F:1)", d)).sample(200_000_000, 2).size());
        assertEquals((1L << 28) - 1,
                Evaluator.of(MappingParser.parse("$([N = 268435455] # 268435456:1, F:1)", d)).sample((1L << 28) - 1, 2).size());
        // x·3 ≡ 10^12 (mod 1) for x in [0, 10^12 / 3]: every B digit leaves a rest that A takes.
        Declarations e = DeclarationsParser.ofAxes("A = 2^40, B = 2^40");
        assertEquals(333_333_333_334L, Evaluator.of(MappingParser.parse("$(A:1, B:3)", e)).sample(1_000_000_000_000L, 2).size());
    }

    @Test
    void congruencesAreCountedExactly() {
        for (long n = 1; n <= 6; n++) {
            for (long m = 1; m <= 6; m++) {
                for (long rest = 0; rest <= 20; rest++) {
                    long expected = 0;
                    for (long x = 2; x <= 9; x++) {
                        if (Math.floorMod(x * n - rest, m) == 0) {
                            expected++;
                        }
                    }
                    assertEquals(expected, SlotCount.congruent(2, 9, n, rest, m), n + " " + m + " " + rest);
                }
            }
        }
    }
}
