package dev.layoutprover.prover.cute;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.algebra.cute.Coordinates;
import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.CuteLayouts;
import dev.layoutprover.algebra.cute.IntTuple;
import dev.layoutprover.prover.arith.IntegerTerm;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.LongRange;

/** The layout terms evaluate to what the concrete layout functions compute, at every point tried. */
class LayoutTermsProperties {

    private static final IntegerTerm X = IntegerTerm.variable("x");

    @Provide Arbitrary<CuteLayout> layouts() { return CuteLayouts.layouts(); }
    @Provide Arbitrary<CuteLayout> compact() { return CuteLayouts.compactLayouts(); }

    @Property(tries = 300)
    void applyIsTheLayoutFunctionAlsoPastTheSize(@ForAll("layouts") CuteLayout l, @ForAll @LongRange(max = 400) long x) {
        assertEquals(BigInteger.valueOf(l.apply(x)), LayoutTerms.apply(l, X).valueAt(at(x)), l + " at " + x);
    }

    @Property(tries = 300)
    void coordinateIsTheColexicographicSplit(@ForAll("layouts") CuteLayout l, @ForAll @LongRange(max = 400) long x) {
        long i = x % l.size();
        assertEquals(Coordinates.idx2crd(i, l.shape()).toString(), leaves(l.shape(), LayoutTerms.coordinate(l.shape(), X), i));
    }

    @Property(tries = 200)
    void compactInverseIsTheSeedFormula(@ForAll("compact") CuteLayout l, @ForAll @LongRange(max = 400) long x) {
        long i = x % l.size();
        assertEquals(l.coordinateOf(i).toString(), leaves(l.shape(), LayoutTerms.compactInverse(l, X), i));
    }

    @Property(tries = 200)
    void dotIsTheLayoutFunctionAtACoordinate(@ForAll("layouts") CuteLayout l, @ForAll @LongRange(max = 400) long x) {
        long i = x % l.size();
        IntegerTerm f = LayoutTerms.dot(LayoutTerms.coordinate(l.shape(), X), l);
        assertEquals(BigInteger.valueOf(l.apply(l.coordinate(i))), f.valueAt(at(i)));
    }

    private static Map<String, BigInteger> at(long x) {
        return Map.of("x", BigInteger.valueOf(x));
    }

    /** The leaf values at {@code x}, put back into the shape's nesting and printed. */
    private static String leaves(IntTuple shape, List<IntegerTerm> leaves, long x) {
        long[] next = {0};
        return rebuild(shape, leaves, x, next).toString();
    }

    private static IntTuple rebuild(IntTuple shape, List<IntegerTerm> leaves, long x, long[] next) {
        return switch (shape) {
            case IntTuple.Int i -> IntTuple.of(leaves.get((int) next[0]++).valueAt(at(x)).longValueExact());
            case IntTuple.Tuple t -> new IntTuple.Tuple(t.elements().stream().map(e -> rebuild(e, leaves, x, next)).toList());
        };
    }
}
