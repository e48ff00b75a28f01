package dev.layoutprover.simulator.naive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Uninitialized elements (the reference's {@code Opt::Uninit}, read past a composite group) are
 * moved by the naive evaluator and flow through elementwise operations as the reference's {@code Opt}
 * does; a reduction over them is a {@code Kernel::UNMODELLED} finding, so a run that does it is
 * unknown, not an internal error.
 */
class UninitializedElementsTest {

    private static final Axis N = new Axis("N", 4);

    private static LogicalTensor withOneUninitialized() {
        BitSet uninit = new BitSet();
        uninit.set(3);
        return new LogicalTensor(ElementType.I32, List.of(N), new double[] {1, 2, 3, 0}, null, uninit);
    }

    @Test
    void movingThemKeepsThemUninitialized() {
        LogicalTensor out = NaiveEvaluator.evaluate(new TensorExpr.Input("x", withOneUninitialized()));
        assertTrue(out.uninitialized(3));
        assertEquals(2, out.value(1));
    }

    @Test
    void anElementwiseOperationGivesUninitializedWhereItsOperandIs() {
        TensorExpr plusOne = new TensorExpr.WithConstant(new TensorExpr.Input("x", withOneUninitialized()),
                ElementwiseOp.ADD_WRAP, 1, ElementType.I32);
        LogicalTensor out = NaiveEvaluator.evaluate(plusOne);
        assertEquals(List.of(2.0, 3.0, 4.0), List.of(out.value(0), out.value(1), out.value(2)));
        assertTrue(out.uninitialized(3));
        assertFalse(out.unwritten(3), "read past a group: no value, but written");
    }

    @Test
    void aValueComputedFromMemoryNoWriteReachedIsNeverWrittenToo() {
        Axis m = new Axis("M", 2);
        TensorExpr allocated = new TensorExpr.Allocated(List.of(m, N), ElementType.I32);
        TensorExpr sum = new TensorExpr.WithTensor(allocated, ElementwiseOp.ADD_WRAP,
                new TensorExpr.Input("x", withOneUninitialized()), ElementType.I32);
        LogicalTensor out = NaiveEvaluator.evaluate(sum);
        for (int o = 0; o < 8; o++) {
            assertTrue(out.unwritten(o), "offset " + o);
        }
        assertTrue(NaiveEvaluator.evaluate(allocated).unwritten(5));
    }

    @Test
    void aReductionOverThemIsAnUnmodelledFinding() {
        TensorExpr sum = new TensorExpr.Reduce(new TensorExpr.Input("x", withOneUninitialized()), N, ReduceOp.ADD,
                ElementType.I32);
        RuleViolation v = assertThrows(RuleViolation.class, () -> NaiveEvaluator.evaluate(sum));
        assertEquals("Kernel::UNMODELLED", v.rule());
        assertTrue(v.getMessage().startsWith("an engine computes with 1 uninitialized elements"), v.getMessage());
    }
}
