package dev.layoutprover.prover.arith;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The digit identities, one at a time, with the exact term each produces. */
class RewriterTest {

    private static final Term I = Term.variable("i");

    private static Term rewrite(Term t, long size) {
        return new Rewriter(List.of(new Search.Range("i", 0, size))).rewrite(t);
    }

    @Test
    void aMultipleOfTheDivisorLeavesTheRemainderAndJoinsTheQuotient() {
        Term t = Term.plus(Term.times(1024, Term.mod(I, 1024)), Term.div(I, 1024));
        assertEquals(Term.div(I, 1024), rewrite(Term.mod(t, 1024), 1 << 20));
        assertEquals(Term.mod(I, 1024), rewrite(Term.div(t, 1024), 1 << 20));
    }

    @Test
    void aSmallMinorPartDropsOutOfACoarserQuotient() {
        // 32·u + (i mod 32) with n = 64: ⌊t/64⌋ = ⌊u/2⌋ and t mod 64 = 32·(u mod 2) + i mod 32.
        Term u = Term.div(I, 32);
        Term t = Term.plus(Term.times(32, u), Term.mod(I, 32));
        assertEquals(Term.div(I, 64), rewrite(Term.div(t, 64), 1 << 12));
        assertEquals(Term.plus(Term.times(32, Term.mod(Term.div(I, 32), 2)), Term.mod(I, 32)), rewrite(Term.mod(t, 64), 1 << 12));
    }

    @Test
    void aMinorPartThatMayCarryIsKept() {
        // 32·u + (i mod 64) may carry into u: nothing can be dropped.
        Term t = Term.plus(Term.times(32, Term.div(I, 64)), Term.mod(I, 64));
        assertEquals(Term.div(t, 64), rewrite(Term.div(t, 64), 1 << 12));
    }

    @Test
    void aTermWithinOneMultipleHasAConstantQuotient() {
        assertEquals(Term.constant(0), rewrite(Term.div(I, 8), 8));
        assertEquals(I, rewrite(Term.mod(I, 8), 8));
        assertEquals(Term.plus(I, Term.constant(8)), rewrite(Term.mod(Term.plus(I, Term.constant(8)), 16), 8));
        assertEquals(I, rewrite(Term.mod(Term.plus(I, Term.constant(16)), 16), 8));
        assertEquals(Term.constant(1), rewrite(Term.div(Term.plus(I, Term.constant(16)), 16), 8));
    }

    @Test
    void remaindersOfRemaindersAndTheirQuotientsNarrow() {
        assertEquals(Term.mod(I, 4), rewrite(Term.mod(Term.mod(I, 12), 4), 100));
        assertEquals(Term.mod(Term.div(I, 4), 3), rewrite(Term.div(Term.mod(I, 12), 4), 100));
    }
}
