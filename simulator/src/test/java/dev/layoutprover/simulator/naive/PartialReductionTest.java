package dev.layoutprover.simulator.naive;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A reduce over some digits of an axis, as the reference's intra-slice reduce computes it: each
 * step of the fold saturates in {@code i32} ({@code saturating_add}), the group's members taken in
 * index order, padding past the axis skipped.
 */
class PartialReductionTest {

    private static final int MAX = Integer.MAX_VALUE;
    private static final int MIN = Integer.MIN_VALUE;
    private static final Axis S = new Axis("S", 15);

    private static LogicalTensor reduceLowDigit(double[] x, ReduceOp op) {
        TensorExpr in = new TensorExpr.Input("x", new LogicalTensor(ElementType.I32, List.of(S), x, null));
        // S # 16 % 4: stride 1, four values; S # 16 / 4 stays (in the slices).
        return NaiveEvaluator.evaluate(new TensorExpr.PartialReduce(in, S,
                List.of(new TensorExpr.PartialReduce.ReducedDigit(1, 4)), op, ElementType.I32));
    }

    @Test
    void aSaturatingAddSaturatesAtEachStepNotOnceAtTheEnd() {
        double[] x = {MIN, -5, 10, 0, 1, 2, 3, 4, 100, 200, 300, 400, MAX, 1, -1};
        LogicalTensor r = reduceLowDigit(x, ReduceOp.ADD_SAT);
        // MIN, then -5 saturates at MIN, then +10 and +0: MIN + 10 (the exact sum would be MIN + 5).
        for (int s = 0; s < 4; s++) {
            assertEquals(MIN + 10, r.value(s), "S = " + s);
        }
        for (int s = 4; s < 8; s++) {
            assertEquals(10, r.value(s), "S = " + s);
        }
        for (int s = 8; s < 12; s++) {
            assertEquals(1000, r.value(s), "S = " + s);
        }
        // MAX, +1 saturates at MAX, then -1: MAX - 1 (the clamped exact sum would be MAX); S = 15 is padding.
        for (int s = 12; s < 15; s++) {
            assertEquals(MAX - 1, r.value(s), "S = " + s);
        }
    }

    @Test
    void maxAndMinFoldOnlyTheGroupAndSkipThePadding() {
        double[] x = {3, 9, -2, 4, 0, 0, 0, 0, 0, 0, 0, 0, -7, -3, -9};
        assertEquals(9, reduceLowDigit(x, ReduceOp.MAX).value(2));
        assertEquals(-3, reduceLowDigit(x, ReduceOp.MAX).value(14));
        assertEquals(-9, reduceLowDigit(x, ReduceOp.MIN).value(12));
    }

    @Test
    void aHighDigitReducesTheIndicesThatShareTheLowDigit() {
        // R = 8 over its high digit R / 4 (stride 4, two values): R = 1 and R = 5 fold together.
        Axis r = new Axis("R", 8);
        TensorExpr in = new TensorExpr.Input("x", new LogicalTensor(ElementType.I32, List.of(r),
                new double[] {1, MAX, 3, 4, 10, 1, 30, 40}, null));
        LogicalTensor out = NaiveEvaluator.evaluate(new TensorExpr.PartialReduce(in, r,
                List.of(new TensorExpr.PartialReduce.ReducedDigit(4, 2)), ReduceOp.ADD_SAT, ElementType.I32));
        assertEquals(List.of(11.0, (double) MAX, 33.0, 44.0, 11.0, (double) MAX, 33.0, 44.0),
                java.util.Arrays.stream(new int[] {0, 1, 2, 3, 4, 5, 6, 7}).mapToObj(out::value).toList());
    }
    @Test
    void aSumOverAWholeAxisAfterAPartOfItIsUnknownAndAMaxIsExact() {
        Axis r = new Axis("R", 8);
        TensorExpr in = new TensorExpr.Input("x", new LogicalTensor(ElementType.I32, List.of(r),
                new double[] {1, 2, 3, 4, 10, 20, 30, 40}, null));
        TensorExpr pairs = new TensorExpr.PartialReduce(in, r, List.of(new TensorExpr.PartialReduce.ReducedDigit(1, 2)),
                ReduceOp.ADD, ElementType.I32);
        // every member of a pair holds the pair's sum: summing R whole would count each pair twice
        dev.layoutprover.simulator.RuleViolation v = org.junit.jupiter.api.Assertions.assertThrows(
                dev.layoutprover.simulator.RuleViolation.class, () -> NaiveEvaluator.evaluate(
                        new TensorExpr.Reduce(pairs, r, ReduceOp.ADD, ElementType.I32)));
        assertEquals("Kernel::UNMODELLED", v.rule());
        // the largest pair sum, whichever member holds it
        LogicalTensor max = NaiveEvaluator.evaluate(new TensorExpr.Reduce(pairs, r, ReduceOp.MAX, ElementType.I32));
        assertEquals(70.0, max.value(0));
    }
}
