package dev.layoutprover.simulator.naive;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The naive evaluator's own arithmetic agrees with the engines' ALUs ({@link ElementwiseOp#apply},
 * {@link ReduceOp#combine}) on every operation, on the values each operation meets (32-bit integers,
 * {@code f32} values): two implementations, one meaning.
 */
class ScalarsProperties {

    @Provide
    Arbitrary<Float> floats() {
        return Arbitraries.oneOf(Arbitraries.floats().between(-1e6f, 1e6f).ofScale(3),
                Arbitraries.of(0f, -0f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.MIN_VALUE,
                        Float.MAX_VALUE, 0.5f, -0.5f, 1.5f, 2.5f),
                Arbitraries.integers().map(Float::intBitsToFloat));
    }

    @Provide
    Arbitrary<ElementwiseOp> integerOps() {
        return Arbitraries.of(ElementwiseOp.class).filter(op -> !op.isFloat() && op != ElementwiseOp.FXP_TO_FP);
    }

    @Provide
    Arbitrary<ElementwiseOp> floatOps() {
        return Arbitraries.of(ElementwiseOp.F_ADD, ElementwiseOp.F_SUB, ElementwiseOp.F_MUL, ElementwiseOp.F_DIV,
                ElementwiseOp.F_MAX, ElementwiseOp.F_MIN, ElementwiseOp.F_EXP, ElementwiseOp.F_SQRT,
                ElementwiseOp.F_TANH, ElementwiseOp.F_SIGMOID);
    }

    @Property(tries = 3000)
    void integerOperationsAgree(@ForAll("integerOps") ElementwiseOp op, @ForAll int a, @ForAll int b) {
        assertEquals(op.apply(a, b), Scalars.apply(op, a, b), op + "(" + a + ", " + b + ")");
    }

    @Property(tries = 3000)
    void floatOperationsAgree(@ForAll("floatOps") ElementwiseOp op, @ForAll("floats") float a,
            @ForAll("floats") float b) {
        assertEquals(op.apply(a, b), Scalars.apply(op, a, b), op + "(" + a + ", " + b + ")");
    }

    @Property(tries = 2000)
    void fixedPointConversionsAgree(@ForAll int x, @ForAll("floats") float f,
            @ForAll("widths") int width) {
        assertEquals(ElementwiseOp.FXP_TO_FP.apply(x, width), Scalars.apply(ElementwiseOp.FXP_TO_FP, x, width));
        assertEquals(ElementwiseOp.FP_TO_FXP.apply(f, width), Scalars.apply(ElementwiseOp.FP_TO_FXP, f, width),
                "fp_to_fxp(" + f + ", " + width + ")");
    }

    @Provide
    Arbitrary<Integer> widths() {
        return Arbitraries.integers().between(0, 31);
    }

    @Property(tries = 2000)
    void reductionsAgree(@ForAll ReduceOp op, @ForAll int a, @ForAll int b, @ForAll("floats") float x,
            @ForAll("floats") float y) {
        // ADD and MUL fold f32 streams: an int beyond 2^24 is no f32 operand of theirs
        if (op != ReduceOp.ADD && op != ReduceOp.MUL) {
            assertEquals(op.combine(a, b), Scalars.combine(op, a, b), op + "(" + a + ", " + b + ")");
        }
        if (op != ReduceOp.ADD_SAT) {
            assertEquals(op.combine(x, y), Scalars.combine(op, x, y), op + "(" + x + ", " + y + ")");
        }
    }
}
