package dev.layoutprover.algebra.cute;

import static dev.layoutprover.algebra.cute.LawAssertions.assertHolds;
import static dev.layoutprover.algebra.cute.LawAssertions.attempt;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.LongRange;

/** Every result of the layout algebra satisfies its defining law at every point, on small random inputs. */
class LayoutAlgebraProperties {

    @Provide Arbitrary<CuteLayout> layouts() { return CuteLayouts.layouts(); }
    @Provide Arbitrary<CuteLayout> complementable() { return CuteLayouts.complementable(); }

    @Property
    void coalescePreservesTheFunction(@ForAll("layouts") CuteLayout l) {
        CuteLayout c = LayoutAlgebra.coalesce(l);
        assertHolds(LayoutLaws.coalesce(l, c));
        assertTrue(c.rank() <= l.shape().flatten().size(), c.toString());
    }

    @Property
    void compositionAppliesBThenA(@ForAll("layouts") CuteLayout a, @ForAll("layouts") CuteLayout b) {
        CuteLayout r = attempt(() -> LayoutAlgebra.composition(a, b));
        assertHolds(LayoutLaws.composition(a, b, r));
    }

    @Property
    void complementIsDisjointOrderedAndBounded(@ForAll("complementable") CuteLayout a,
            @ForAll @LongRange(min = 1, max = 40) long m) {
        assertHolds(LayoutLaws.complement(a, m, LayoutAlgebra.complement(a, m)));
    }

    @Property
    void layoutAndItsComplementFormACompactLayout(@ForAll("complementable") CuteLayout a) {
        CuteLayout whole = CuteLayout.concat(a, LayoutAlgebra.complement(a, a.cosize()));
        assertTrue(whole.isCompact(), whole.toString());
    }

    @Property
    void rightInverseIsUndoneByTheLayout(@ForAll("layouts") CuteLayout l) {
        assertHolds(LayoutLaws.rightInverse(l, LayoutAlgebra.rightInverse(l)));
    }

    @Property
    void compactLayoutsHaveAFullRightInverse(@ForAll("complementable") CuteLayout l) {
        Assume.that(l.isCompact());
        CuteLayout r = LayoutAlgebra.rightInverse(l);
        assertTrue(r.size() == l.size(), l + " has right inverse " + r);
    }

    @Property
    void leftInverseUndoesAnInjectiveLayout(@ForAll("complementable") CuteLayout l) {
        assertHolds(LayoutLaws.leftInverse(l, LayoutAlgebra.leftInverse(l)));
    }

    @Property
    void logicalDivideComposesWithTheTileAndItsComplement(@ForAll("layouts") CuteLayout a,
            @ForAll("complementable") CuteLayout b) {
        CuteLayout r = attempt(() -> LayoutAlgebra.logicalDivide(a, b));
        assertHolds(LayoutLaws.logicalDivide(a, b, r));
    }

    @Property
    void logicalProductKeepsAAndPlacesItsCopies(@ForAll("complementable") CuteLayout a, @ForAll("layouts") CuteLayout b) {
        CuteLayout r = attempt(() -> LayoutAlgebra.logicalProduct(a, b));
        assertHolds(LayoutLaws.logicalProduct(a, b, r));
    }


}
