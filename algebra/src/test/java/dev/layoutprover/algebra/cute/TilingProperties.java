package dev.layoutprover.algebra.cute;

import static dev.layoutprover.algebra.cute.LawAssertions.assertHolds;
import static dev.layoutprover.algebra.cute.LawAssertions.attempt;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * Every divide and product with random tilers, and the core operations with negative strides,
 * satisfy their defining laws at every point, checked by enumeration.
 */
class TilingProperties {

    @Provide
    Arbitrary<Tuple.Tuple2<CuteLayout, Tiler>> layoutAndTiler() {
        return CuteLayouts.layouts().flatMap(a -> CuteLayouts.tilers(a).map(t -> Tuple.of(a, t)));
    }

    @Provide
    Arbitrary<Tuple.Tuple2<CuteLayout, Tiler>> complementableAndTiler() {
        return CuteLayouts.complementable().flatMap(a -> CuteLayouts.tilers(a).map(t -> Tuple.of(a, t)));
    }

    @Provide Arbitrary<CuteLayout> signedLayouts() { return CuteLayouts.signed(CuteLayouts.layouts()); }
    @Provide Arbitrary<CuteLayout> signedComplementable() { return CuteLayouts.signed(CuteLayouts.complementable()); }
    @Provide Arbitrary<CuteLayout> layouts() { return CuteLayouts.layouts(); }
    @Provide Arbitrary<CuteLayout> complementable() { return CuteLayouts.complementable(); }

    @Property
    void everyDivideSatisfiesItsLaws(@ForAll("layoutAndTiler") Tuple.Tuple2<CuteLayout, Tiler> input,
            @ForAll Tiling.Gathering g) {
        tilingLawsHold(input, g, false);
    }

    @Property
    void everyProductSatisfiesItsLaws(@ForAll("complementableAndTiler") Tuple.Tuple2<CuteLayout, Tiler> input,
            @ForAll Tiling.Gathering g) {
        tilingLawsHold(input, g, true);
    }

    /** The divide (or product) of the input's layout by its tiler, when it is defined, obeys its laws. */
    private static void tilingLawsHold(Tuple.Tuple2<CuteLayout, Tiler> input, Tiling.Gathering g, boolean product) {
        CuteLayout a = input.get1();
        Tiler t = input.get2();
        CuteLayout r = attempt(() -> product ? Tiling.product(a, t, g) : Tiling.divide(a, t, g));
        assertHolds(product ? TilingLaws.product(a, t, g, r) : TilingLaws.divide(a, t, g, r));
    }

    @Property
    void compositionWithATilerSatisfiesItsLaws(@ForAll("layoutAndTiler") Tuple.Tuple2<CuteLayout, Tiler> input) {
        CuteLayout r = attempt(() -> Tiling.composition(input.get1(), input.get2()));
        assertHolds(TilingLaws.composition(input.get1(), input.get2(), r));
    }

    @Property
    void blockedAndRakedProductsSatisfyTheirLaws(@ForAll("complementable") CuteLayout a, @ForAll("layouts") CuteLayout b,
            @ForAll boolean raked) {
        CuteLayout r = attempt(() -> raked ? Tiling.rakedProduct(a, b) : Tiling.blockedProduct(a, b));
        assertHolds(TilingLaws.zipProduct(a, b, raked, r));
    }

    @Property
    void coalesceAndCompositionHoldWithNegativeStrides(@ForAll("signedLayouts") CuteLayout a,
            @ForAll("signedLayouts") CuteLayout b) {
        assertHolds(LayoutLaws.coalesce(a, LayoutAlgebra.coalesce(a)));
        CuteLayout r = attempt(() -> LayoutAlgebra.composition(a, b));
        assertHolds(LayoutLaws.composition(a, b, r));
    }

    @Property
    void complementHoldsWithNegativeStrides(@ForAll("signedComplementable") CuteLayout a, @ForAll boolean wide) {
        long m = wide ? 3 * a.size() : 1;
        assertHolds(LayoutLaws.complement(a, m, LayoutAlgebra.complement(a, m)));
    }

    @Property
    void rightInverseHoldsWithNegativeStrides(@ForAll("signedLayouts") CuteLayout l) {
        assertHolds(LayoutLaws.rightInverse(l, LayoutAlgebra.rightInverse(l)));
    }


}
