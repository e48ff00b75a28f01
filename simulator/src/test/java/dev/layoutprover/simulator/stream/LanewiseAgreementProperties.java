package dev.layoutprover.simulator.stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.ElementType;
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
        agree(new OnePass("fxp", ElementType.I32, FULL, false, v -> v.vectorFxp(op, mode, Operand.of(constant))), seed);
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
        agree(new OnePass("logic", ElementType.I32, FULL, false, v -> v.vectorLogic(op, mode, Operand.of(constant))),
                seed);
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
