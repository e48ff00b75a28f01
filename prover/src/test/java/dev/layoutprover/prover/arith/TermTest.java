package dev.layoutprover.prover.arith;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Terms evaluate with floor division and Euclidean remainder; the factories fold without changing values. */
class TermTest {

    private static final Term X = Term.variable("x");

    private static BigInteger at(Term t, long x) {
        return t.valueAt(Map.of("x", BigInteger.valueOf(x)));
    }

    @Test
    void divisionFloorsAndRemainderIsEuclidean() {
        assertEquals(BigInteger.valueOf(-4), at(Term.div(X, 3), -10));
        assertEquals(BigInteger.valueOf(2), at(Term.mod(X, 3), -10));
        assertEquals(BigInteger.valueOf(3), at(Term.div(X, 3), 10));
        assertEquals(BigInteger.ONE, at(Term.mod(X, 3), 10));
    }

    @Test
    void nestedQuotientsFoldIntoOne() {
        assertEquals(new Term.Quotient(X, 12), Term.div(Term.div(X, 3), 4));
        assertEquals(BigInteger.valueOf(-1), at(Term.div(Term.div(X, 3), 4), -1));
    }

    @Test
    void neutralPartsDisappear() {
        assertEquals(X, Term.div(X, 1));
        assertEquals(Term.constant(0), Term.mod(X, 1));
        assertEquals(X, Term.times(1, X));
        assertEquals(Term.constant(0), Term.times(0, X));
        assertEquals(X, Term.plus(X, Term.constant(0)));
        assertEquals(Term.constant(7), Term.plus(Term.constant(3), Term.constant(4)));
    }

    @Test
    void scalingDistributesOverSums() {
        Term t = Term.times(3, Term.plus(Term.times(2, X), Term.constant(1)));
        assertEquals(BigInteger.valueOf(3 * (2 * 5 + 1)), at(t, 5));
        assertEquals(new Term.Sum(java.util.List.of(new Term.Scaled(BigInteger.valueOf(6), X), Term.constant(3))), t);
    }

    @Test
    void divisorsArePositive() {
        assertThrows(IllegalArgumentException.class, () -> Term.div(X, 0));
        assertThrows(IllegalArgumentException.class, () -> Term.mod(X, -2));
    }
}
