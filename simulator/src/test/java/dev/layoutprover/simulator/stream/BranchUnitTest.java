package dev.layoutprover.simulator.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.naive.InputCmp;
import dev.layoutprover.simulator.naive.InputCmp.Kind;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The branch unit's comparisons on lane bits and the naive evaluator's on numbers, each against
 * the reference's {@code InputCmpI32::matches} and {@code InputCmpF32::matches} at the edges:
 * signed and unsigned order, NaN (no ordered comparison holds), {@code -0.0} (equal to 0, but
 * above every positive float as bits); and the execution ids and groups they make.
 */
class BranchUnitTest {

    private static boolean engine(ElementType t, Kind k, double x, double b) {
        boolean f = t == ElementType.F32;
        int xb = f ? Float.floatToRawIntBits((float) x) : (int) x;
        int bb = f ? Float.floatToRawIntBits((float) b) : (int) b;
        return BranchUnit.holds(k.ordinal(), f, xb, bb);
    }

    /** The engine and the naive evaluator both give {@code expected}. */
    private static void both(boolean expected, ElementType t, Kind k, double x, double b) {
        assertEquals(expected, engine(t, k, x, b), () -> "engine " + t + " " + x + " " + k + " " + b);
        assertEquals(expected, new InputCmp(t, k, b).matches(x), () -> "naive " + t + " " + x + " " + k + " " + b);
    }

    @Test
    void integerComparisonsAreSignedOrUnsignedAsNamed() {
        ElementType i = ElementType.I32;
        both(true, i, Kind.LESS, -1, 0);
        both(false, i, Kind.LESS_UNSIGNED, -1, 0);
        both(true, i, Kind.GREATER_UNSIGNED, -1, 5);
        both(true, i, Kind.GREATER_UNSIGNED, Integer.MIN_VALUE, Integer.MAX_VALUE);
        both(false, i, Kind.GREATER, Integer.MIN_VALUE, Integer.MAX_VALUE);
        both(true, i, Kind.EQUAL, 7, 7);
        both(false, i, Kind.LESS, 7, 7);
        both(false, i, Kind.GREATER, 7, 7);
        both(true, i, Kind.TRUE, 3, 0);
        both(false, i, Kind.FALSE, 3, 0);
    }

    @Test
    void floatComparisonsFollowIeeeAndTheUnsignedOnesTheBits() {
        ElementType f = ElementType.F32;
        both(true, f, Kind.EQUAL, -0.0, 0.0);
        both(false, f, Kind.LESS, -0.0, 0.0);
        both(true, f, Kind.GREATER_UNSIGNED, -0.0, 0.0);
        both(true, f, Kind.GREATER_UNSIGNED, -1.0, 1.0);
        both(true, f, Kind.LESS_UNSIGNED, 1.0, -1.0);
        both(false, f, Kind.EQUAL, Double.NaN, Double.NaN);
        both(false, f, Kind.LESS, Double.NaN, 1.0);
        both(false, f, Kind.GREATER, Double.NaN, 1.0);
        both(false, f, Kind.LESS, 1.0, Double.NaN);
        both(true, f, Kind.GREATER_UNSIGNED, Double.NaN, Double.POSITIVE_INFINITY);
        both(true, f, Kind.LESS, Double.NEGATIVE_INFINITY, -Float.MAX_VALUE);
        both(true, f, Kind.TRUE, Double.NaN, 0);
    }

    @Test
    void groupsAreBitThreeOfTheExecutionId() {
        assertTrue(ValidBranchIds.GROUP1.matches(0b1000));
        assertTrue(ValidBranchIds.GROUP0.matches(0b0111));
        assertFalse(ValidBranchIds.GROUP0.matches(0b1111));
        assertTrue(ValidBranchIds.ALWAYS.matches(0));
        assertEquals(ValidBranchIds.GROUP1, ValidBranchIds.of(1));
    }

    /** The first 16 outputs of {@code x + 100} for group 0 and {@code x - 100} for group 1 over {@code x = A - 1024}. */
    private static double[] run(BranchConfig mode) {
        BranchPass k = new BranchPass("ids", ElementType.I32, new LogicalTensor.Range(-1024, 1023), mode,
                v -> v.vectorFxp(FxpBinaryOp.ADD_FXP, ArgMode.Binary.MODE01, new Operand.Branches(List.of(
                        new Operand.Branch(Operand.of(100), ValidBranchIds.GROUP0),
                        new Operand.Branch(Operand.of(-100), ValidBranchIds.GROUP1)))));
        var run = Conformance.run(k, List.of(ramp()), 0, dev.layoutprover.simulator.Geometry.book(),
                dev.layoutprover.algebra.check.LayoutQuestions.enumeration());
        assertTrue(run.report().conformant(), run.report().describe());
        double[] out = new double[16];
        for (int i = 0; i < out.length; i++) {
            out[i] = run.output().value(1020 + i);
        }
        return out;
    }

    private static LogicalTensor ramp() {
        double[] v = new double[2048];
        for (int i = 0; i < v.length; i++) {
            v[i] = i - 1024;
        }
        return new LogicalTensor(ElementType.I32, List.of(OnePass.L.axes().axis("A").orElseThrow()), v, null);
    }

    @Test
    void unconditionalPutsEveryElementInGroupZero() {
        double[] out = run(BranchMode.UNCONDITIONAL);
        assertEquals(-4 + 100, out[0]);
        assertEquals(-3 + 100, out[1]);
    }

    @Test
    void aComparisonGroupsByItsFourthComparisonOnly() {
        InputCmp t = new InputCmp(ElementType.I32, Kind.TRUE, 0);
        double[] out = run(new BranchConfig.Comparison(List.of(t, t, t,
                new InputCmp(ElementType.I32, Kind.GREATER, 0))));
        assertEquals(-4 + 100, out[0]);
        assertEquals(0 + 100, out[4]);
        assertEquals(1 - 100, out[5]);
        // the first three comparisons set bits 0..2 only: no group change when they fail
        double[] low = run(new BranchConfig.Comparison(List.of(new InputCmp(ElementType.I32, Kind.FALSE, 0), t, t,
                new InputCmp(ElementType.I32, Kind.FALSE, 0))));
        assertEquals(-4 + 100, low[0]);
    }

    @Test
    void anAxisToggleAlternatesWithTheAxisIndex() {
        double[] out = run(new BranchConfig.AxisToggle("A"));
        assertEquals(-4 + 100, out[0]);
        assertEquals(-3 - 100, out[1]);
        assertEquals(-2 + 100, out[2]);
        // an axis the stream does not lay out puts every element in group 0
        double[] none = run(new BranchConfig.AxisToggle("Z"));
        assertEquals(-3 + 100, none[1]);
    }

    @Test
    void operandsPerBranchAfterAnIntraSliceReduceAreNotModelled() {
        var l = OnePass.L;
        BranchPass k = new BranchPass("reduce", ElementType.F32, new LogicalTensor.Range(-1, 1), BranchMode.UNCONDITIONAL,
                v -> v.vectorTrimWay4(l.m("A % 4")).vectorIntraSliceReduce("A", l.m("1"), l.m("1 # 4"),
                        IntraSliceReduceOp.ADD).vectorFpBinary(FpBinaryOp.values()[0], ArgMode.Binary.MODE01,
                        new Operand.Branches(List.of(new Operand.Branch(Operand.of(1.0), ValidBranchIds.GROUP0)))));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Conformance.run(k, 1));
        assertEquals("operands valid per branch after a ValidCount or Vrf branch or an intra-slice reduce are not "
                + "modelled", e.getMessage());
    }

    @Test
    void aComparisonListOfOtherThanFourOrOfTheOtherTypeBreaksVectorBranch() {
        InputCmp t = new InputCmp(ElementType.I32, Kind.TRUE, 0);
        RuleViolation three = assertThrows(RuleViolation.class, () -> run(new BranchConfig.Comparison(List.of(t, t, t))));
        assertEquals("Vector::BRANCH", three.rule());
        InputCmp f = new InputCmp(ElementType.F32, Kind.LESS, 0.5);
        RuleViolation type = assertThrows(RuleViolation.class, () -> run(new BranchConfig.Comparison(List.of(t, t, t, f))));
        assertEquals("the comparison InputCmp::F32(<0.5) is used with i32 data", type.getMessage());
    }
}
