package dev.layoutprover.algebra.gen;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.cute.OffsetSwizzle;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** Shrinking generators of swizzles and of the small mappings they are applied to. */
public final class Swizzles {

    private Swizzles() {}

    /**
     * {@code Sw<B,M,S>} with {@code B, M ≤ max} and {@code B ≤ |S| ≤ B + 2}, either sign: with
     * {@code max = 2}, {@code Sw<2,1,-3>} but never {@code Sw<2,1,1>}.
     */
    public static Arbitrary<OffsetSwizzle> parameters(int max) {
        Arbitrary<Integer> digit = Arbitraries.integers().between(0, max);
        return Combinators.combine(digit, digit, Arbitraries.integers().between(0, 2), Arbitraries.of(false, true))
                .as((bits, base, extra, negative) -> new OffsetSwizzle(bits, base, (negative ? -1 : 1) * (bits + extra)));
    }

    /** {@code Sw<B,M,S> o inner}. */
    public static Mapping applied(OffsetSwizzle s, Mapping inner) {
        return new Mapping.Swizzle(inner, s.bits(), s.base(), s.shift());
    }

    /**
     * Mappings of {@code a} and {@code b} to swizzle: pairs in either order, a stride and a modulo,
     * {@code [a, b]} padded by up to {@code maxPad} holes, and a sliding window
     * {@code $(a:sa, b:sb)} with {@code sa < windowA}, {@code sb < windowB}.
     */
    public static Arbitrary<Mapping> inners(Axis a, Axis b, int maxPad, long windowA, long windowB) {
        Mapping x = new Mapping.Symbol(a);
        Mapping y = new Mapping.Symbol(b);
        Arbitrary<Mapping> plain = Arbitraries.of(
                new Mapping.Pair(x, y),
                new Mapping.Pair(y, x),
                y,
                new Mapping.Pair(new Mapping.Stride(y, 2), x),
                new Mapping.Pair(y, new Mapping.Modulo(x, 2)));
        long size = a.size() * b.size();
        Arbitrary<Mapping> padded = Arbitraries.longs().between(size, size + maxPad)
                .map(n -> new Mapping.Padding(new Mapping.Pair(x, y), n, false));
        Arbitrary<Mapping> window = Combinators.combine(Arbitraries.longs().between(0, windowA - 1),
                        Arbitraries.longs().between(0, windowB - 1))
                .as((sa, sb) -> new Mapping.LinearCombination(List.of(new Mapping.Term(x, sa), new Mapping.Term(y, sb))));
        return Arbitraries.oneOf(plain, padded, window);
    }
}
