package dev.layoutprover.prover.arith;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The digit identities, one at a time, with the exact term each produces. */
class RewriterTest {

    private static final IntegerTerm I = IntegerTerm.variable("i");

    private static IntegerTerm rewrite(IntegerTerm t, long size) {
        return new Rewriter(List.of(new Search.Range("i", 0, size))).rewrite(t);
    }

    @Test
    void aMultipleOfTheDivisorLeavesTheRemainderAndJoinsTheQuotient() {
        IntegerTerm t = IntegerTerm.plus(IntegerTerm.times(1024, IntegerTerm.mod(I, 1024)), IntegerTerm.div(I, 1024));
        assertEquals(IntegerTerm.div(I, 1024), rewrite(IntegerTerm.mod(t, 1024), 1 << 20));
        assertEquals(IntegerTerm.mod(I, 1024), rewrite(IntegerTerm.div(t, 1024), 1 << 20));
    }

    @Test
    void aSmallMinorPartDropsOutOfACoarserQuotient() {
        // 32·u + (i mod 32) with n = 64: ⌊t/64⌋ = ⌊u/2⌋ and t mod 64 = 32·(u mod 2) + i mod 32.
        IntegerTerm u = IntegerTerm.div(I, 32);
        IntegerTerm t = IntegerTerm.plus(IntegerTerm.times(32, u), IntegerTerm.mod(I, 32));
        assertEquals(IntegerTerm.div(I, 64), rewrite(IntegerTerm.div(t, 64), 1 << 12));
        assertEquals(IntegerTerm.plus(IntegerTerm.times(32, IntegerTerm.mod(IntegerTerm.div(I, 32), 2)), IntegerTerm.mod(I, 32)), rewrite(IntegerTerm.mod(t, 64), 1 << 12));
    }

    @Test
    void aMinorPartThatMayCarryIsKept() {
        // 32·u + (i mod 64) may carry into u: nothing can be dropped.
        IntegerTerm t = IntegerTerm.plus(IntegerTerm.times(32, IntegerTerm.div(I, 64)), IntegerTerm.mod(I, 64));
        assertEquals(IntegerTerm.div(t, 64), rewrite(IntegerTerm.div(t, 64), 1 << 12));
    }

    @Test
    void aTermWithinOneMultipleHasAConstantQuotient() {
        assertEquals(IntegerTerm.constant(0), rewrite(IntegerTerm.div(I, 8), 8));
        assertEquals(I, rewrite(IntegerTerm.mod(I, 8), 8));
        assertEquals(IntegerTerm.plus(I, IntegerTerm.constant(8)), rewrite(IntegerTerm.mod(IntegerTerm.plus(I, IntegerTerm.constant(8)), 16), 8));
        assertEquals(I, rewrite(IntegerTerm.mod(IntegerTerm.plus(I, IntegerTerm.constant(16)), 16), 8));
        assertEquals(IntegerTerm.constant(1), rewrite(IntegerTerm.div(IntegerTerm.plus(I, IntegerTerm.constant(16)), 16), 8));
    }

    @Test
    void remaindersOfRemaindersAndTheirQuotientsNarrow() {
        assertEquals(IntegerTerm.mod(I, 4), rewrite(IntegerTerm.mod(IntegerTerm.mod(I, 12), 4), 100));
        assertEquals(IntegerTerm.mod(IntegerTerm.div(I, 4), 3), rewrite(IntegerTerm.div(IntegerTerm.mod(I, 12), 4), 100));
    }
}
