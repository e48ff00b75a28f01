package dev.layoutprover.prover.arith;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.layoutprover.prover.Arithmetic;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Searches over integer terms: found values satisfy them exactly, none means unsatisfiable, time limits give unknown. */
class ArithmeticTest {

    private static final IntegerTerm X = IntegerTerm.variable("x");

    @Test
    void theOnlyIndexOfAGivenValueIsFound() {
        // f_L of (3,2):(2,3) is 7 only at x = 5.
        IntegerTerm f = IntegerTerm.plus(IntegerTerm.times(2, IntegerTerm.mod(X, 3)), IntegerTerm.times(3, IntegerTerm.div(X, 3)));
        try (SolverSession solverSession = SolverSession.open(Solver.Z3, Duration.ofSeconds(10))) {
            Arithmetic solver = solverSession.arithmetic();
            Arithmetic.Answer a = solver.find(new Search(List.of(new Search.Range("x", 0, 6)), Condition.equal(f, IntegerTerm.constant(7))));
            assertEquals(new Arithmetic.Answer.Found(Map.of("x", BigInteger.valueOf(5))), a);
        }
    }

    @Test
    void nestedDivisionsAreDistinctUnknowns() {
        // ⌊x/2⌋ mod 2 ≠ x has the solution x = 1 in [0, 2); sharing one quotient between the two
        // divisions would wrongly make it unsatisfiable.
        Condition c = Condition.notEqual(IntegerTerm.mod(IntegerTerm.div(X, 2), 2), X);
        try (SolverSession solverSession = SolverSession.open(Solver.Z3, Duration.ofSeconds(10))) {
            Arithmetic solver = solverSession.arithmetic();
            assertEquals(new Arithmetic.Answer.Found(Map.of("x", BigInteger.ONE)),
                    solver.find(new Search(List.of(new Search.Range("x", 0, 2)), c)));
        }
    }

    @Test
    void mixedRadixDigitsRecombineAtEveryPointOfALargeRange() {
        // x = 4096·⌊x/4096⌋ + 128·(⌊x/128⌋ mod 32) + x mod 128 for all x below 2^40.
        IntegerTerm recombined = IntegerTerm.sum(List.of(IntegerTerm.times(4096, IntegerTerm.div(X, 4096)),
                IntegerTerm.times(128, IntegerTerm.mod(IntegerTerm.div(X, 128), 32)), IntegerTerm.mod(X, 128)));
        try (SolverSession solverSession = SolverSession.open(Solver.Z3, Duration.ofSeconds(10))) {
            Arithmetic solver = solverSession.arithmetic();
            assertInstanceOf(Arithmetic.Answer.None.class,
                    solver.find(new Search(List.of(new Search.Range("x", 0, 1L << 40)), Condition.notEqual(recombined, X))));
        }
    }

    @Test
    void smtInterpolAnswersTheSameSearches() {
        Condition c = Condition.notEqual(IntegerTerm.mod(IntegerTerm.div(X, 2), 2), X);
        try (SolverSession solverSession = SolverSession.open(Solver.SMTINTERPOL, Duration.ofSeconds(10))) {
            Arithmetic solver = solverSession.arithmetic();
            assertEquals("smtinterpol", solver.solverName());
            assertEquals(new Arithmetic.Answer.Found(Map.of("x", BigInteger.ONE)),
                    solver.find(new Search(List.of(new Search.Range("x", 0, 2)), c)));
            assertInstanceOf(Arithmetic.Answer.None.class,
                    solver.find(new Search(List.of(new Search.Range("x", 0, 1000)), Condition.notEqual(
                            IntegerTerm.plus(IntegerTerm.times(8, IntegerTerm.div(X, 8)), IntegerTerm.mod(X, 8)), X))));
        }
    }

    @Test
    void aSearchCutShortIsUnknown() {
        // Subset sum over 60 digits of base 2 with large weights: no quick argument settles it.
        java.util.Random random = new java.util.Random(7);
        List<Search.Range> bits = new java.util.ArrayList<>();
        List<IntegerTerm> weighted = new java.util.ArrayList<>();
        long total = 0;
        for (int i = 0; i < 60; i++) {
            long w = (1L << 40) + random.nextLong(1L << 40);
            bits.add(new Search.Range("b" + i, 0, 2));
            weighted.add(IntegerTerm.times(w, IntegerTerm.variable("b" + i)));
            total += w;
        }
        Search hard = new Search(bits, Condition.equal(IntegerTerm.sum(weighted), IntegerTerm.constant(total / 2 + 1)));
        try (SolverSession solverSession = SolverSession.open(Solver.Z3, Duration.ofMillis(300))) {
            Arithmetic solver = solverSession.arithmetic();
            Arithmetic.Answer a = solver.find(hard);
            assertEquals(new Arithmetic.Answer.Unknown("z3 did not finish within 300 ms"), a);
        }
    }

    @Test
    void anEmptyRangeHasNoAnswer() {
        try (SolverSession solverSession = SolverSession.open(Solver.Z3, Duration.ofSeconds(10))) {
            Arithmetic solver = solverSession.arithmetic();
            assertInstanceOf(Arithmetic.Answer.None.class,
                    solver.find(new Search(List.of(new Search.Range("x", 0, 0)), Condition.equal(X, X))));
        }
    }
}
