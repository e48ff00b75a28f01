package dev.layoutprover.simulator.stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.simulator.naive.LogicalTensor;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The simulator's Vector Engine and the naive evaluator agree, for every lanewise operation, every
 * argument mode, constants and seeds: integers exactly, floats within the stated bound (here exact,
 * as both round each operation once).
 */
class LanewiseAgreementProperties {

    private static final LogicalTensor.Range FULL = LogicalTensor.Range.full();

    @Property(tries = 40)
    void fxpOperationsAgree(@ForAll FxpBinaryOp op, @ForAll ArgMode.Binary mode, @ForAll("ints") int constant,
            @ForAll("seeds") long seed) {
        int c = amount(op.aluOp.integer(), constant);
        agree(new OnePass("fxp", ElementType.I32, range(op.aluOp.integer()), false, v -> v.vectorFxp(op, mode, Operand.of(c))),
                seed);
    }

    @Property(tries = 30)
    void clipOperationsAgree(@ForAll("intClips") ClipBinaryOp op, @ForAll ArgMode.Binary mode,
            @ForAll("ints") int constant, @ForAll("seeds") long seed) {
        agree(new OnePass("clip", ElementType.I32, FULL, false, v -> v.vectorClip(op, mode, Operand.of(constant))),
                seed);
    }

    @Property(tries = 30)
    void logicOperationsAgree(@ForAll LogicBinaryOp op, @ForAll ArgMode.Binary mode, @ForAll("ints") int constant,
            @ForAll("seeds") long seed) {
        int c = amount(op.aluOp.integer(), constant);
        agree(new OnePass("logic", ElementType.I32, range(op.aluOp.integer()), false,
                v -> v.vectorLogic(op, mode, Operand.of(c))), seed);
    }

    /** A shift by a constant outside 0..=31 breaks Vector::SHIFT where the operation is read, whatever the data. */
    @Property(tries = 20)
    void aShiftByAConstantOutside0To31IsRefused(@ForAll("shifts") FxpBinaryOp op, @ForAll("ints") int constant) {
        net.jqwik.api.Assume.that(constant < 0 || constant > 31);
        RuleViolation v = org.junit.jupiter.api.Assertions.assertThrows(RuleViolation.class,
                () -> Conformance.run(new OnePass("shift", ElementType.I32, FULL, false,
                        x -> x.vectorFxp(op, ArgMode.Binary.MODE01, Operand.of(constant))), 1));
        org.junit.jupiter.api.Assertions.assertEquals("Vector::SHIFT", v.rule());
    }

    /**
     * A shift's amounts, from the stream or the constant in some argument mode, are 0..=31 (the
     * reference's {@code a << (b as u32)} overflows past them): its data and constant are kept there.
     */
    private static LogicalTensor.Range range(dev.layoutprover.simulator.naive.LaneOp op) {
        return Lanes.isShift(op) ? new LogicalTensor.Range(0, 31) : FULL;
    }

    private static int amount(dev.layoutprover.simulator.naive.LaneOp op, int constant) {
        return Lanes.isShift(op) ? Math.floorMod(constant, 32) : constant;
    }

    @Provide
    Arbitrary<FxpBinaryOp> shifts() {
        return Arbitraries.of(FxpBinaryOp.LEFT_SHIFT, FxpBinaryOp.LEFT_SHIFT_SAT, FxpBinaryOp.LOGIC_RIGHT_SHIFT,
                FxpBinaryOp.ARITH_RIGHT_SHIFT);
    }

    @Property(tries = 30)
    void floatBinaryOperationsAgree(@ForAll FpBinaryOp op, @ForAll ArgMode.Binary mode,
            @ForAll("floats") float constant, @ForAll("seeds") long seed) {
        agree(new OnePass("fp", ElementType.F32, FULL, true, v -> v.vectorFpBinary(op, mode, Operand.of(constant))),
                seed);
    }

    @Property(tries = 20)
    void floatUnaryOperationsAgree(@ForAll FpUnaryOp op, @ForAll("seeds") long seed) {
        agree(new OnePass("unary", ElementType.F32, new LogicalTensor.Range(0, 8), true,
                v -> v.vectorFpUnary(op, ArgMode.Unary.MODE0)), seed);
    }

    @Property(tries = 30)
    void fusedMultiplyAddAgreesInEveryMode(@ForAll ArgMode.Ternary mode, @ForAll("floats") float a,
            @ForAll("floats") float b, @ForAll("seeds") long seed) {
        agree(new OnePass("fma", ElementType.F32, FULL, true,
                v -> v.vectorFpTernary(FpTernaryOp.FMA_F, mode, Operand.of(a), Operand.of(b))), seed);
    }

    @Property(tries = 20)
    void divisionAgrees(@ForAll ArgMode.Binary mode, @ForAll("floats") float constant, @ForAll("seeds") long seed) {
        agree(new OnePass("div", ElementType.F32, FULL, true,
                v -> v.vectorFpDiv(FpDivBinaryOp.DIV_F, mode, Operand.of(constant))), seed);
    }

    private static void agree(OnePass k, long seed) {
        ConformanceReport r = Conformance.run(k, seed);
        assertTrue(r.conformant(), r.describe());
    }

    @Provide
    Arbitrary<Integer> ints() {
        return Arbitraries.oneOf(Arbitraries.integers(), Arbitraries.integers().between(-40, 40),
                Arbitraries.of(Integer.MIN_VALUE, Integer.MAX_VALUE, 0, 31, 32));
    }

    @Provide
    Arbitrary<Float> floats() {
        return Arbitraries.floats().between(-100f, 100f);
    }

    @Provide
    Arbitrary<Long> seeds() {
        return Arbitraries.longs().between(0, 1000);
    }

    @Provide
    Arbitrary<ClipBinaryOp> intClips() {
        return Arbitraries.of(ClipBinaryOp.MIN, ClipBinaryOp.MAX, ClipBinaryOp.ABS_MIN, ClipBinaryOp.ABS_MAX,
                ClipBinaryOp.ADD_FXP, ClipBinaryOp.ADD_FXP_SAT);
    }
}
