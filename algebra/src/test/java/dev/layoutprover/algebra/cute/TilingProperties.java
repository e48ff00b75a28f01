package dev.layoutprover.algebra.cute;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Supplier;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

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
        CuteLayout a = input.get1();
        Tiler t = input.get2();
        CuteLayout r = attempt(() -> Tiling.divide(a, t, g));
        assertLaws(TilingLaws.divide(a, t, g, r));
    }

    @Property
    void everyProductSatisfiesItsLaws(@ForAll("complementableAndTiler") Tuple.Tuple2<CuteLayout, Tiler> input,
            @ForAll Tiling.Gathering g) {
        CuteLayout a = input.get1();
        Tiler t = input.get2();
        CuteLayout r = attempt(() -> Tiling.product(a, t, g));
        assertLaws(TilingLaws.product(a, t, g, r));
    }

    @Property
    void compositionWithATilerSatisfiesItsLaws(@ForAll("layoutAndTiler") Tuple.Tuple2<CuteLayout, Tiler> input) {
        CuteLayout r = attempt(() -> Tiling.composition(input.get1(), input.get2()));
        assertLaws(TilingLaws.composition(input.get1(), input.get2(), r));
    }

    @Property
    void blockedAndRakedProductsSatisfyTheirLaws(@ForAll("complementable") CuteLayout a, @ForAll("layouts") CuteLayout b,
            @ForAll boolean raked) {
        CuteLayout r = attempt(() -> raked ? Tiling.rakedProduct(a, b) : Tiling.blockedProduct(a, b));
        assertLaws(TilingLaws.zipProduct(a, b, raked, r));
    }

    @Property
    void coalesceAndCompositionHoldWithNegativeStrides(@ForAll("signedLayouts") CuteLayout a,
            @ForAll("signedLayouts") CuteLayout b) {
        assertLaws(LayoutLaws.coalesce(a, LayoutAlgebra.coalesce(a)));
        CuteLayout r = attempt(() -> LayoutAlgebra.composition(a, b));
        assertLaws(LayoutLaws.composition(a, b, r));
    }

    @Property
    void complementHoldsWithNegativeStrides(@ForAll("signedComplementable") CuteLayout a, @ForAll boolean wide) {
        long m = wide ? 3 * a.size() : 1;
        assertLaws(LayoutLaws.complement(a, m, LayoutAlgebra.complement(a, m)));
    }

    @Property
    void rightInverseHoldsWithNegativeStrides(@ForAll("signedLayouts") CuteLayout l) {
        assertLaws(LayoutLaws.rightInverse(l, LayoutAlgebra.rightInverse(l)));
    }

    private static CuteLayout attempt(Supplier<CuteLayout> operation) {
        try {
            CuteLayout r = operation.get();
            Statistics.collect("computed");
            return r;
        } catch (IllegalArgumentException e) {
            Statistics.collect("refused");
            Assume.that(false);
            throw e;
        }
    }

    private static void assertLaws(List<LayoutLaw> laws) {
        LawChecker.Verdict v = LawChecker.check(laws);
        assertTrue(v.holds(), v.toString());
    }
}
