package dev.layoutprover.simulator.naive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.DoubleUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The bounds of {@link InexactBounds}: for every operand within its stated error, the {@code f32}
 * result lies within the bound of the result computed from the stated value (the defining law,
 * checked on a grid of operands and errors), and an interval holding a pole has no bound.
 */
class InexactBoundsTest {

    // dyadic operands and errors: each operand moved by a sampled part of its error is an f32 exactly
    private static final List<Double> OPERANDS = List.of(-7.5, -1.0, -0.0078125, 0.25, 1.0, 3.0, 40.0);
    private static final List<Double> ERRORS = List.of(0x1p-16, 0x1p-10, 0x1p-7);

    @Test
    void expOfZeroWithinAMillionthMovesByItsDerivative() {
        double bound = InexactBounds.unary(InexactBounds.Function.EXP, 0, 1e-6, 1);
        assertEquals(Math.expm1(1e-6) + 4 * 0x1p-24 * (1 + Math.expm1(1e-6)), bound, 0);
    }

    @Test
    void everyUnaryResultOfAnOperandInItsIntervalIsWithinTheBound() {
        check(InexactBounds.Function.EXP, Math::exp);
        check(InexactBounds.Function.NEG_EXP, x -> Math.exp(-x));
        check(InexactBounds.Function.TANH, Math::tanh);
        check(InexactBounds.Function.SIGMOID, x -> 1 / (1 + Math.exp(-x)));
        check(InexactBounds.Function.SIN, Math::sin);
        check(InexactBounds.Function.COS, Math::cos);
        for (double a : List.of(0.25, 1.0, 3.0, 40.0)) {
            for (double e : ERRORS) {
                if (e < a) {
                    holds(InexactBounds.Function.SQRT, Math::sqrt, a, e);
                    holds(InexactBounds.Function.LOG, Math::log, a, e);
                }
            }
        }
    }

    @Test
    void everyQuotientOfOperandsInTheirIntervalsIsWithinTheBound() {
        for (double a : OPERANDS) {
            for (double b : List.of(-3.0, 0.5, 2.0, 128.0)) {
                for (double e : ERRORS) {
                    double r = (float) (a / b);
                    double bound = InexactBounds.quotient(a, e, b, e, r);
                    for (double da : List.of(-e, 0.0, e)) {
                        for (double db : List.of(-e, 0.0, e)) {
                            double moved = (float) ((float) (a + da) / (float) (b + db));
                            assertTrue(Math.abs(moved - r) <= bound, a + "/" + b + " ± " + e + ": " + moved + " vs " + r);
                        }
                    }
                }
            }
        }
    }

    @Test
    void aDivisorWhoseIntervalHoldsZeroOrALogarithmReachingZeroHasNoBound() {
        assertThrows(IllegalArgumentException.class, () -> InexactBounds.quotient(1, 0, 0.5, 0.5, 2));
        assertThrows(IllegalArgumentException.class, () -> InexactBounds.unary(InexactBounds.Function.LOG, 0.1, 0.2, -2.3));
        assertThrows(IllegalArgumentException.class, () -> InexactBounds.unary(InexactBounds.Function.EXP, 1000, 1, 0));
    }

    private static void check(InexactBounds.Function f, DoubleUnaryOperator exact) {
        for (double a : OPERANDS) {
            for (double e : ERRORS) {
                holds(f, exact, a, e);
            }
        }
    }

    private static void holds(InexactBounds.Function f, DoubleUnaryOperator exact, double a, double e) {
        double r = (float) exact.applyAsDouble((float) a);
        double bound = InexactBounds.unary(f, a, e, r);
        for (double d : List.of(-e, -e / 2, 0.0, e / 2, e)) {
            double moved = (float) exact.applyAsDouble((float) (a + d));
            assertTrue(Math.abs(moved - r) <= bound, f + "(" + a + " ± " + e + "): " + moved + " vs " + r + ", bound " + bound);
        }
    }
}
