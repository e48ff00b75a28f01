package dev.layoutprover.simulator.naive;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * moved by the naive evaluator, never computed with: arithmetic on them is a
 * {@code Kernel::UNMODELLED} finding, so a run that does it is unknown, not an internal error.
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
    void computingWithThemIsAnUnmodelledFinding() {
        TensorExpr plusOne = new TensorExpr.WithConstant(new TensorExpr.Input("x", withOneUninitialized()), ElementwiseOp.ADD_WRAP, 1,
                ElementType.I32);
        RuleViolation v = assertThrows(RuleViolation.class, () -> NaiveEvaluator.evaluate(plusOne));
        assertEquals("Kernel::UNMODELLED", v.rule());
        assertTrue(v.getMessage().startsWith("an engine computes with 1 uninitialized elements"), v.getMessage());
    }
}
