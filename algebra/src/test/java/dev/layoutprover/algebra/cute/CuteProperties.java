package dev.layoutprover.algebra.cute;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.text.CuteParser;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** CuTe layouts against brute-force enumeration of their coordinates. */
class CuteProperties {

    @Provide Arbitrary<CuteLayout> layouts() { return CuteLayouts.layouts(); }
    @Provide Arbitrary<CuteLayout> compact() { return CuteLayouts.compactLayouts(); }

    @Property
    void compactInverseInvertsTheLayoutFunction(@ForAll("compact") CuteLayout l) {
        assertTrue(l.isCompact(), l.toString());
        assertEquals(l.size(), l.cosize());
        Set<Long> images = new HashSet<>();
        for (long x = 0; x < l.size(); x++) {
            IntTuple crd = l.coordinate(x);
            long index = l.apply(crd);
            assertTrue(index >= 0 && index < l.size() && images.add(index), l + " is not a bijection at " + crd);
            assertEquals(crd, l.coordinateOf(index), l + " at " + crd);
        }
    }

    @Property
    void isCompactExactlyWhenTheLayoutFunctionIsABijectionOntoItsSize(@ForAll("layouts") CuteLayout l) {
        Set<Long> images = new HashSet<>();
        boolean bijection = true;
        for (long x = 0; x < l.size(); x++) {
            long v = l.apply(x);
            bijection &= v < l.size() && images.add(v);
        }
        assertEquals(bijection, l.isCompact(), l.toString());
    }

    @Property
    void colexicographicCoordinatesRoundTripThroughTheCompactColumnMajorStrides(@ForAll("layouts") CuteLayout l) {
        IntTuple cm = Coordinates.compactColMajor(l.shape());
        for (long x = 0; x < l.size(); x++) {
            IntTuple crd = Coordinates.idx2crd(x, l.shape());
            assertTrue(crd.congruent(l.shape()));
            assertEquals(x, Coordinates.crd2idx(crd, l.shape(), cm));
            assertEquals(l.apply(x), l.apply(crd));
        }
    }

    @Property
    void translationHoldsAtEachPositionExactlyTheCoordinatesTheLayoutSendsThere(@ForAll("layouts") CuteLayout l) {
        List<Axis> axes = CuteTranslation.defaultAxes(l);
        Mapping m = CuteTranslation.toMapping(l, axes);
        Map<Long, Set<TensorIndex>> expected = new HashMap<>();
        for (long x = 0; x < l.size(); x++) {
            expected.computeIfAbsent(l.apply(x), k -> new HashSet<>()).add(index(l, axes, x));
        }
        assertEquals(l.cosize(), m.size(), l + " as " + m);
        Evaluator ev = Evaluator.of(m);
        for (long p = 0; p < m.size(); p++) {
            assertEquals(Slot.of(expected.getOrDefault(p, Set.of())), ev.slot(p), l + " as " + m + " at " + p);
        }
    }

    @Property
    void compactTranslationIsEquivalentToTheLinearCombination(@ForAll("compact") CuteLayout l) {
        Mapping lc = CuteTranslation.toMapping(l);
        Mapping plain = CuteTranslation.toCompactMapping(l).orElseThrow();
        assertEquals(lc.size(), plain.size());
        assertTrue(!plain.toString().contains("$"), plain.toString());
        for (long p = 0; p < lc.size(); p++) {
            assertEquals(lc.at(p), plain.at(p), l + " at " + p + ": " + lc + " vs " + plain);
        }
    }

    @Property
    void printedLayoutsParseBackEqual(@ForAll("layouts") CuteLayout l) {
        assertEquals(l, CuteParser.parse(l.toString()));
    }

    /** The tensor index of one-dimensional coordinate {@code x}: each top-level mode's colexicographic index. */
    private static TensorIndex index(CuteLayout l, List<Axis> axes, long x) {
        Map<String, Long> m = new HashMap<>();
        long rest = x;
        for (int i = 0; i < axes.size(); i++) {
            long size = l.mode(i).size();
            m.put(axes.get(i).name(), rest % size);
            rest /= size;
        }
        return TensorIndex.of(m);
    }
}
