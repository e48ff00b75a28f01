package dev.layoutprover.algebra;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.algebra.gen.Mappings;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.algebra.normal.Normalizer;
import dev.layoutprover.algebra.text.MappingParser;
import java.util.Optional;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * The composite reading of a group cut by its operators is a conservative extension: where the
 * axis-by-axis sum keeps every axis below its size it is unchanged, and the normal form stores what
 * the evaluator stores at every position.
 */
class CompositeReadingProperties {

    @Provide
    Arbitrary<Mappings.Scenario> groupCuts() {
        return Mappings.groupCuts();
    }

    private static boolean readsComposite(Mapping m) {
        boolean[] found = {false};
        m.walk(x -> found[0] |= Normalizer.readsComposite(x));
        return found[0];
    }

    @Property(tries = 600)
    void theCompositeReadingChangesOnlyWhereTheAxisByAxisSumLeavesAnAxis(@ForAll("groupCuts") Mappings.Scenario s) {
        Mapping m = s.mapping();
        Statistics.collect(readsComposite(m) ? "reads a composite" : "cuts on digits");
        Evaluator e = Evaluator.of(m);
        for (long p = 0; p < m.size(); p++) {
            Optional<TensorIndex> old = AxisByAxisReading.at(m, p);
            if (old.isPresent() && AxisByAxisReading.inBounds(old.get(), s.declarations().axes())) {
                long at = p;
                // a composite's operand may be a cut of its group: its flat value can run past it
                // below every axis's size
                Slot expected = AxisByAxisReading.flatPastOperand(m, p) ? Slot.hole() : Slot.of(old.get());
                assertEquals(expected, e.slot(p), () -> "position " + at + " of " + s);
            }
        }
    }

    @Example
    void aFlatValuePastItsOperandIsAHoleWhereTheAxisByAxisSumStaysBelowTheAxes() {
        Declarations d = Declarations.of(Axes.empty().with(new Axis("A", 5)).with(new Axis("B", 2)));
        Mapping m = MappingParser.parse("[A, B] # 12 / 1 % 4 = 3 # 4, [A, B] # 12 / 1 % 4 = 3 # 4", d);
        // position 10 adds 2 and 2 to the flat value of [A, B] # 12 / 1 % 4, of size 4
        assertEquals(Optional.of(TensorIndex.of("A", 2)), AxisByAxisReading.at(m, 10));
        assertEquals(true, AxisByAxisReading.flatPastOperand(m, 10));
        assertEquals(Slot.hole(), Evaluator.of(m).slot(10));
        // position 9 adds 2 and 1: flat value 3, {A: 1, B: 1}
        assertEquals(Slot.of(TensorIndex.of(java.util.Map.of("A", 1L, "B", 1L))), Evaluator.of(m).slot(9));
    }

    @Property(tries = 600)
    void theNormalFormsStoreWhatTheEvaluatorStoresAtEveryPosition(@ForAll("groupCuts") Mappings.Scenario s) {
        Mapping m = s.mapping();
        Evaluator e = Evaluator.of(m);
        Optional<NormalForm> canonical = Normalizer.of(m);
        Optional<NormalForm> written = Normalizer.termByTerm(m);
        Statistics.collect(canonical.isEmpty() ? "outside" : canonical.get().axesOnly() ? "over axes" : "composite");
        for (Optional<NormalForm> f : java.util.List.of(canonical, written)) {
            if (f.isEmpty()) {
                continue;
            }
            NormalForm nf = f.get();
            assertEquals(m.size(), nf.size());
            for (long p = 0; p < m.size(); p++) {
                Slot slot = e.slot(p);
                long at = p;
                assertEquals(slot.isHole() ? Optional.empty() : Optional.of(slot.single().coordinates()),
                        nf.coordinates(p), () -> "position " + at + " of " + nf + " for " + s);
                assertEquals(!slot.isHole(), nf.live(p));
            }
        }
    }

    /** Where no operator reads a composite, the evaluator is the axis-by-axis reading of the design. */
    @Property(tries = 600)
    void withoutACompositeTheReadingIsAxisByAxis(@ForAll("groupCuts") Mappings.Scenario s) {
        Mapping m = s.mapping();
        if (readsComposite(m)) {
            return;
        }
        Evaluator e = Evaluator.of(m);
        for (long p = 0; p < m.size(); p++) {
            assertEquals(AxisByAxisReading.at(m, p).map(Slot::of).orElse(Slot.hole()), e.slot(p));
        }
    }

    @Example
    void viewPaddingsTileReadsOneFlatValueOfTheGroup() {
        Declarations d = Declarations.of(Axes.empty().with(new Axis("A", 9)).with(new Axis("B", 7)));
        Mapping tile = MappingParser.parse("[A, B] # 64 / 4 % 2, ([A, B] # 64 % 4) = 3 # 4, [A, B] # 64 / 8 % 2", d);
        // Position 13 is (1, 2, 1): the flat value 4 + 2 + 8 = 14 of [A, B], that is {A: 2}.
        assertEquals(Slot.of(TensorIndex.of("A", 2L)), tile.at(13));
        assertEquals(Slot.hole(), tile.at(6));
        Mapping element = MappingParser.parse("[A, B] # 64 % 8, [A, B] # 64 / 8 % 2", d);
        // Position 13 is (6, 1): 6 + 8 = 14, where the axis-by-axis sum gives {A: 1, B: 7}.
        assertEquals(Slot.of(TensorIndex.of("A", 2L)), element.at(13));
        assertEquals(Optional.of(TensorIndex.of("A", 1L, "B", 7L)), AxisByAxisReading.at(element, 13));
        Mapping whole = MappingParser.parse("[A, B] # 64 / 16, [A, B] # 64 % 16", d);
        assertEquals(Slot.of(TensorIndex.of("A", 8L, "B", 6L)), whole.at(62));
        assertEquals(Slot.hole(), whole.at(63));
        assertEquals("[64:⟨A, B⟩×1]", Normalizer.of(whole).orElseThrow().toString());
    }
}
