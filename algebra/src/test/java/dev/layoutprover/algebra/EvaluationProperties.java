package dev.layoutprover.algebra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.gen.Mappings;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class EvaluationProperties {

    @Property(tries = 500)
    void evaluationNeverThrowsAndAgreesAcrossItsEntryPoints(@ForAll("scenarios") Mappings.Scenario s) {
        Mapping m = s.mapping();
        Evaluator e = s.eachSlot((ev, p, slot) -> {
            assertEquals(slot, m.at(p));
            if (ev.isFunctional()) {
                assertTrue(slot.indices().size() <= 1, () -> "a functional mapping holds at most one index");
                long[] v = new long[ev.axes().size()];
                boolean held = ev.evaluate(p, v);
                assertEquals(!slot.isHole(), held);
                if (held) {
                    assertEquals(slot.single(), ev.toIndex(v));
                }
            }
        });
        assertTrue(e.slot(-1).isHole());
        assertTrue(e.slot(m.size()).isHole());
    }

    @Property(tries = 300)
    void sizeMatchesTheDefinitionOfEachConstructor(@ForAll("scenarios") Mappings.Scenario s) {
        assertEquals(expectedSize(s.mapping()), s.mapping().size());
    }

    private static long expectedSize(Mapping m) {
        return switch (m) {
            case Mapping.Identity i -> 1;
            case Mapping.Symbol x -> x.axis().size();
            case Mapping.Skewed x -> x.skew().target().size();
            case Mapping.Pair p -> expectedSize(p.major()) * expectedSize(p.minor());
            case Mapping.OuterSum o -> expectedSize(o.left()) * expectedSize(o.right());
            case Mapping.Padding p -> p.size();
            case Mapping.Resize r -> r.size();
            case Mapping.Stride x -> expectedSize(x.inner()) / x.divisor();
            case Mapping.Modulo x -> x.modulus();
            case Mapping.Alias a -> expectedSize(a.target());
            case Mapping.Swizzle w -> Math.ceilDiv(expectedSize(w.inner()), w.row()) * w.row();
            case Mapping.LinearCombination lc ->
                    1 + lc.terms().stream().mapToLong(t -> (expectedSize(t.mapping()) - 1) * t.stride()).sum();
        };
    }

    @Provide
    Arbitrary<Mappings.Scenario> scenarios() {
        return Mappings.scenarios();
    }
}
