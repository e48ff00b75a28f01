package dev.layoutprover.algebra;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.algebra.gen.Swizzles;
import dev.layoutprover.algebra.text.MappingParser;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The evaluator's swizzle against a brute-force XOR computed bit by bit: position {@code p} of
 * {@code Sw<B,M,S> o E} holds {@code E(q)}, where bit {@code w+k} of {@code q} is bit {@code w+k}
 * of {@code p} XOR bit {@code r+k} ({@code w}, {@code r} the lowest bits written and read), every
 * other bit that of {@code p}.
 */
class SwizzleEvaluationProperties {

    /** A swizzle and the mapping it applies to, generated from shrinkable parts. */
    record Case(int bits, int base, int shift, Mapping inner) {
        Mapping.Swizzle swizzled() {
            return new Mapping.Swizzle(inner, bits, base, shift);
        }
        @Override public String toString() {
            return swizzled().toString() + " (A = " + A.size() + ", B = " + B.size() + ")";
        }
    }

    private static final Axis A = new Axis("A", 6);
    private static final Axis B = new Axis("B", 12);

    static long bruteForce(long p, int bits, int base, int shift) {
        int w = base - Math.min(shift, 0);
        int r = base + Math.max(shift, 0);
        long q = p;
        for (int k = 0; k < bits; k++) {
            long flipped = ((p >> (w + k)) & 1) ^ ((p >> (r + k)) & 1);
            q = (q & ~(1L << (w + k))) | (flipped << (w + k));
        }
        return q;
    }

    @Property(tries = 400)
    void eachPositionHoldsWhatTheInnerMappingHoldsAtTheBruteForceXor(@ForAll("cases") Case c) {
        Mapping m = c.swizzled();
        long row = 1L << (c.base() - Math.min(c.shift(), 0) + c.bits());
        assertEquals(Math.ceilDiv(c.inner().size(), row) * row, m.size(), c::toString);
        for (long p = 0; p < m.size(); p++) {
            long q = bruteForce(p, c.bits(), c.base(), c.shift());
            Slot expected = q < c.inner().size() ? c.inner().at(q) : Slot.hole();
            long at = p;
            assertEquals(expected, m.at(p), () -> c + " at " + at);
        }
    }

    @Property(tries = 200)
    void thePrinterWritesTextTheParserReadsBackToAnEqualMapping(@ForAll("cases") Case c) {
        Mapping m = c.swizzled();
        Declarations d = Declarations.of(Axes.of(A, B));
        assertEquals(m, MappingParser.parse(m.toString(), d));
        Mapping pair = new Mapping.Pair(m, new Mapping.Symbol(new Axis("C", 2)));
        Declarations withC = Declarations.of(Axes.of(A, B, new Axis("C", 2)));
        assertEquals(pair, MappingParser.parse(pair.toString(), withC));
    }

    @Provide
    Arbitrary<Case> cases() {
        return Combinators.combine(Swizzles.parameters(3), Swizzles.inners(A, B, 28, 14, 4))
                .as((sw, inner) -> new Case(sw.bits(), sw.base(), sw.shift(), inner));
    }
}
