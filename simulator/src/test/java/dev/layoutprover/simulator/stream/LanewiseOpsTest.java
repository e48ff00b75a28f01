package dev.layoutprover.simulator.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.VectorTensor;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.List;
import java.util.function.DoubleUnaryOperator;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * The Vector Engine's lanewise operations and argument modes, each checked element by element
 * against its definition in the reference (the expected value computed here by hand, in Java's
 * own arithmetic), and against the naive evaluator.
 */
class LanewiseOpsTest {

    private static final LogicalTensor.Range FULL = LogicalTensor.Range.full();

    /** Runs {@code body} on random input and checks every output element is {@code expected(x)}. */
    private static void check(ElementType type, LogicalTensor.Range range, boolean way4, UnaryOperator<VectorTensor> body,
            DoubleUnaryOperator expected) {
        OnePass k = new OnePass("pass", type, range, way4, body);
        HostTensor x = HostTensor.random("x", type, OnePass.L.m("A"), 11, range);
        HostTensor y = k.run(Context.acquire(dev.layoutprover.simulator.Geometry.book()), List.of(x));
        for (long p = 0; p < 2048; p++) {
            double want = expected.applyAsDouble(x.get(p));
            assertEquals(want, y.get(p), 0.0, "element " + p + " of input " + x.get(p));
        }
        ConformanceReport r = Conformance.run(k, 11);
        assertTrue(r.conformant(), r.describe());
    }

    private static void checkInt(UnaryOperator<VectorTensor> body, java.util.function.IntUnaryOperator expected) {
        check(ElementType.I32, FULL, false, body, x -> expected.applyAsInt((int) x));
    }

    private static void checkFloat(UnaryOperator<VectorTensor> body, DoubleUnaryOperator expected) {
        check(ElementType.F32, new LogicalTensor.Range(-4, 4), true, body, expected);
    }

    @Test
    void subFxpInMode10PutsTheConstantFirst() {
        checkInt(v -> v.vectorFxp(FxpBinaryOp.SUB_FXP, ArgMode.Binary.MODE10, Operand.of(7)), x -> 7 - x);
    }

    @Test
    void subFxpSatInMode01SaturatesAtTheBottom() {
        checkInt(v -> v.vectorFxp(FxpBinaryOp.SUB_FXP_SAT, ArgMode.Binary.MODE01, Operand.of(2_000_000_000)),
                x -> (int) Math.max(Integer.MIN_VALUE, (long) x - 2_000_000_000));
    }

    @Test
    void addFxpInMode00AddsTheStreamToItself() {
        checkInt(v -> v.vectorFxp(FxpBinaryOp.ADD_FXP, ArgMode.Binary.MODE00, Operand.of(5)), x -> x + x);
    }

    @Test
    void leftShiftSatSaturatesWhereTheShiftOverflows() {
        checkInt(v -> v.vectorFxp(FxpBinaryOp.LEFT_SHIFT_SAT, ArgMode.Binary.MODE01, Operand.of(4)),
                x -> (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, (long) x * 16)));
    }

    @Test
    void mulFxpIsTheQ31ProductRoundedHalfUp() {
        // 0.5 in Q31 is 2^30: x · 0.5 rounds x / 2 half up.
        checkInt(v -> v.vectorFxp(FxpBinaryOp.MUL_FXP, ArgMode.Binary.MODE01, Operand.of(1 << 30)),
                x -> (int) Math.floorDiv((long) x + 1, 2));
    }

    @Test
    void logicXorInMode11IsTheConstantWithItself() {
        checkInt(v -> v.vectorLogic(LogicBinaryOp.BIT_XOR, ArgMode.Binary.MODE11, Operand.of(0xff)), x -> 0);
    }

    @Test
    void logicAndThenOrUseTwoAlusOfOneStage() {
        checkInt(v -> v.vectorLogic(LogicBinaryOp.BIT_AND, ArgMode.Binary.MODE01, Operand.of(0xff))
                .vectorLogic(LogicBinaryOp.BIT_OR, ArgMode.Binary.MODE01, Operand.of(0x100)), x -> (x & 0xff) | 0x100);
    }

    @Test
    void logicRightShiftFillsWithZeros() {
        checkInt(v -> v.vectorLogic(LogicBinaryOp.LOGIC_RIGHT_SHIFT, ArgMode.Binary.MODE01, Operand.of(28)),
                x -> x >>> 28);
    }

    @Test
    void clipAbsMaxKeepsTheOperandOfLargerMagnitude() {
        checkInt(v -> v.vectorClip(ClipBinaryOp.ABS_MAX, ArgMode.Binary.MODE01, Operand.of(-1_000_000_000)),
                x -> Math.abs(x) > 1_000_000_000 ? x : -1_000_000_000);
    }

    @Test
    void clipAddFxpInMode11IsTwiceTheConstant() {
        checkInt(v -> v.vectorClip(ClipBinaryOp.ADD_FXP, ArgMode.Binary.MODE11, Operand.of(3)), x -> 6);
    }

    @Test
    void fpSubInMode10PutsTheConstantFirst() {
        checkFloat(v -> v.vectorFpBinary(FpBinaryOp.SUB_F, ArgMode.Binary.MODE10, Operand.of(2.0)),
                x -> 2f - (float) x);
    }

    @Test
    void fpDivInMode10DividesTheConstantByTheStream() {
        checkFloat(v -> v.vectorFpDiv(FpDivBinaryOp.DIV_F, ArgMode.Binary.MODE10, Operand.of(2.0)),
                x -> 2f / (float) x);
    }

    @Test
    void fmaInMode012IsOneRoundingOfXTimesOperand0PlusOperand1() {
        checkFloat(v -> v.vectorFpTernary(FpTernaryOp.FMA_F, ArgMode.Ternary.MODE012, Operand.of(3.0), Operand.of(0.1)),
                x -> Math.fma((float) x, 3f, 0.1f));
    }

    @Test
    void fmaInMode120TakesTheStreamAsTheAddend() {
        checkFloat(v -> v.vectorFpTernary(FpTernaryOp.FMA_F, ArgMode.Ternary.MODE120, Operand.of(2.0), Operand.of(1.0)),
                x -> Math.fma(2f, 1f, (float) x));
    }

    @Test
    void fmaInMode002SquaresTheStream() {
        checkFloat(v -> v.vectorFpTernary(FpTernaryOp.FMA_F, ArgMode.Ternary.MODE002, Operand.of(9.0), Operand.of(1.0)),
                x -> Math.fma((float) x, (float) x, 1f));
    }

    @Test
    void sigmoidRoundsEachStepToF32() {
        checkFloat(v -> v.vectorFpUnary(FpUnaryOp.SIGMOID, ArgMode.Unary.MODE1),
                x -> 1f / (1f + (float) Math.exp(-(float) x)));
    }

    @Test
    void negExpIsExpOfTheNegation() {
        checkFloat(v -> v.vectorFpUnary(FpUnaryOp.NEG_EXP, ArgMode.Unary.MODE0), x -> (float) Math.exp(-x));
    }

    @Test
    void fpToFxpRoundsHalfAwayFromZero() {
        // Halves of odd numbers: x / 2 with x in [-1000, 1000] converted back with integer width 31.
        check(ElementType.I32, new LogicalTensor.Range(-1000, 1000), false,
                v -> v.vectorFxpToFp(30).vectorFpToFxp(31), x -> x / 2 >= 0 ? Math.floor(x / 2 + 0.5)
                        : -Math.floor(-x / 2 + 0.5));
    }

    @Test
    void theSameAluTwiceInOnePassBreaksVectorAlu() {
        assertRule("Vector::ALU", () -> new OnePass("x", ElementType.I32, FULL, false,
                v -> v.vectorFxp(FxpBinaryOp.ADD_FXP, Operand.of(10)).vectorFxp(FxpBinaryOp.MUL_INT, Operand.of(2))
                        .vectorFxp(FxpBinaryOp.SUB_FXP, Operand.of(5))).run(Context.acquire(dev.layoutprover.simulator.Geometry.book()), inputs(ElementType.I32)));
    }

    @Test
    void logicAfterFxpBreaksVectorOrder() {
        assertRule("Vector::ORDER", () -> new OnePass("x", ElementType.I32, FULL, false,
                v -> v.vectorFxp(FxpBinaryOp.ADD_FXP, Operand.of(10))
                        .vectorLogic(LogicBinaryOp.BIT_AND, ArgMode.Binary.MODE01, Operand.of(1)))
                .run(Context.acquire(dev.layoutprover.simulator.Geometry.book()), inputs(ElementType.I32)));
    }

    @Test
    void aShiftOnF32BreaksVectorType() {
        assertRule("Vector::TYPE", () -> new OnePass("x", ElementType.F32, FULL, false,
                v -> v.vectorLogic(LogicBinaryOp.LEFT_SHIFT, ArgMode.Binary.MODE01, Operand.of(1)))
                .run(Context.acquire(dev.layoutprover.simulator.Geometry.book()), inputs(ElementType.F32)));
    }

    @Test
    void fpDivOnEightLanesBreaksVectorWay() {
        assertRule("Vector::WAY", () -> new OnePass("x", ElementType.F32, FULL, false,
                v -> v.vectorFpDiv(FpDivBinaryOp.DIV_F, ArgMode.Binary.MODE01, Operand.of(2.0)))
                .run(Context.acquire(dev.layoutprover.simulator.Geometry.book()), inputs(ElementType.F32)));
    }

    private static List<HostTensor> inputs(ElementType type) {
        return List.of(HostTensor.random("x", type, OnePass.L.m("A"), 1, FULL));
    }

    private static void assertRule(String rule, Executable run) {
        RuleViolation v = org.junit.jupiter.api.Assertions.assertThrows(RuleViolation.class, run);
        assertEquals(rule, v.rule(), v.getMessage());
    }
}
