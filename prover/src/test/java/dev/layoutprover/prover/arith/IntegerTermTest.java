package dev.layoutprover.prover.arith;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Terms evaluate with floor division and Euclidean remainder; the factories fold without changing values. */
class IntegerTermTest {

    private static final IntegerTerm X = IntegerTerm.variable("x");

    private static BigInteger at(IntegerTerm t, long x) {
        return t.valueAt(Map.of("x", BigInteger.valueOf(x)));
    }

    @Test
    void divisionFloorsAndRemainderIsEuclidean() {
        assertEquals(BigInteger.valueOf(-4), at(IntegerTerm.div(X, 3), -10));
        assertEquals(BigInteger.valueOf(2), at(IntegerTerm.mod(X, 3), -10));
        assertEquals(BigInteger.valueOf(3), at(IntegerTerm.div(X, 3), 10));
        assertEquals(BigInteger.ONE, at(IntegerTerm.mod(X, 3), 10));
    }

    @Test
    void nestedQuotientsFoldIntoOne() {
        assertEquals(new IntegerTerm.Quotient(X, 12), IntegerTerm.div(IntegerTerm.div(X, 3), 4));
        assertEquals(BigInteger.valueOf(-1), at(IntegerTerm.div(IntegerTerm.div(X, 3), 4), -1));
    }

    @Test
    void neutralPartsDisappear() {
        assertEquals(X, IntegerTerm.div(X, 1));
        assertEquals(IntegerTerm.constant(0), IntegerTerm.mod(X, 1));
        assertEquals(X, IntegerTerm.times(1, X));
        assertEquals(IntegerTerm.constant(0), IntegerTerm.times(0, X));
        assertEquals(X, IntegerTerm.plus(X, IntegerTerm.constant(0)));
        assertEquals(IntegerTerm.constant(7), IntegerTerm.plus(IntegerTerm.constant(3), IntegerTerm.constant(4)));
    }

    @Test
    void scalingDistributesOverSums() {
        IntegerTerm t = IntegerTerm.times(3, IntegerTerm.plus(IntegerTerm.times(2, X), IntegerTerm.constant(1)));
        assertEquals(BigInteger.valueOf(3 * (2 * 5 + 1)), at(t, 5));
        assertEquals(new IntegerTerm.Sum(java.util.List.of(new IntegerTerm.Scaled(BigInteger.valueOf(6), X), IntegerTerm.constant(3))), t);
    }

    @Test
    void divisorsArePositive() {
        assertThrows(IllegalArgumentException.class, () -> IntegerTerm.div(X, 0));
        assertThrows(IllegalArgumentException.class, () -> IntegerTerm.mod(X, -2));
    }
}
