package dev.layoutprover.prover.arith;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.CuteLayouts;
import dev.layoutprover.prover.cute.LayoutTerms;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.LongRange;

/** Rewriting keeps the value of a term at every point where the variables are within their ranges. */
class RewriterProperties {

    private static final List<Search.Range> RANGES = List.of(new Search.Range("x", -7, 50), new Search.Range("y", 0, 300));

    @Provide
    Arbitrary<IntegerTerm> terms() {
        Arbitrary<IntegerTerm> leaves = Arbitraries.oneOf(
                Arbitraries.longs().between(-5, 40).map(IntegerTerm::constant),
                Arbitraries.of("x", "y").map(IntegerTerm::variable));
        return Arbitraries.recursive(() -> leaves, this::node, 0, 5);
    }

    private Arbitrary<IntegerTerm> node(Arbitrary<IntegerTerm> inner) {
        Arbitrary<Long> divisors = Arbitraries.of(1L, 2L, 3L, 4L, 6L, 8L, 12L, 16L, 32L);
        return Arbitraries.oneOf(
                Combinators.combine(inner, inner).as(IntegerTerm::plus),
                Combinators.combine(Arbitraries.of(-3L, -1L, 2L, 4L, 8L, 16L, 24L), inner).as((k, t) -> IntegerTerm.times(k, t)),
                Combinators.combine(inner, divisors).as(IntegerTerm::div),
                Combinators.combine(inner, divisors).as(IntegerTerm::mod));
    }

    @Property(tries = 400)
    void rewrittenTermsHaveTheSameValues(@ForAll("terms") IntegerTerm t, @ForAll @LongRange(min = -7, max = 49) long x,
            @ForAll @LongRange(max = 299) long y) {
        Map<String, BigInteger> at = Map.of("x", BigInteger.valueOf(x), "y", BigInteger.valueOf(y));
        assertEquals(t.valueAt(at), new Rewriter(RANGES).rewrite(t).valueAt(at), t.toString());
    }

    @Provide Arbitrary<CuteLayout> layouts() { return CuteLayouts.layouts(); }

    @Property(tries = 300)
    void rewrittenCompositionsOfLayoutsHaveTheSameValues(@ForAll("layouts") CuteLayout a, @ForAll("layouts") CuteLayout b,
            @ForAll("layouts") CuteLayout c, @ForAll @LongRange(max = 1000) long point) {
        long x = point % b.size();
        IntegerTerm t = LayoutTerms.apply(c, LayoutTerms.apply(a, LayoutTerms.apply(b, IntegerTerm.variable("x"))));
        Map<String, BigInteger> at = Map.of("x", BigInteger.valueOf(x));
        IntegerTerm rewritten = new Rewriter(List.of(new Search.Range("x", 0, b.size()))).rewrite(t);
        assertEquals(t.valueAt(at), rewritten.valueAt(at), t.toString());
    }
}
