package dev.layoutprover.simulator.naive;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The naive definitions of the Vector Engine's lanewise operations, at the reference's edge cases. */
class LaneOpTest {

    @Test
    void addFxpWrapsAndAddFxpSatSaturates() {
        assertEquals(Integer.MIN_VALUE, LaneOp.ADD_FXP.apply(Integer.MAX_VALUE, 1));
        assertEquals(Integer.MAX_VALUE, LaneOp.ADD_FXP_SAT.apply(Integer.MAX_VALUE, 1));
        assertEquals(Integer.MIN_VALUE, LaneOp.SUB_FXP_SAT.apply(Integer.MIN_VALUE, 1));
    }

    @Test
    void mulFxpOfMinByMinSaturatesToMax() {
        assertEquals(Integer.MAX_VALUE, LaneOp.MUL_FXP.apply(Integer.MIN_VALUE, Integer.MIN_VALUE));
    }

    @Test
    void mulFxpRoundsHalfUp() {
        // 3 · 2^30 / 2^31 = 1.5 rounds to 2; -3 · 2^30 / 2^31 = -1.5 rounds to -1.
        assertEquals(2, LaneOp.MUL_FXP.apply(3, 1 << 30));
        assertEquals(-1, LaneOp.MUL_FXP.apply(-3, 1 << 30));
        assertEquals(1 << 29, LaneOp.MUL_FXP.apply(1 << 30, 1 << 30));
    }

    @Test
    void leftShiftSatSaturatesAndLeftShiftWraps() {
        assertEquals(Integer.MAX_VALUE, LaneOp.LEFT_SHIFT_SAT.apply(1 << 30, 2));
        assertEquals(0, LaneOp.LEFT_SHIFT.apply(1 << 30, 2));
        // 1 << 31 is i32::MIN, so a positive value times it saturates low.
        assertEquals(Integer.MIN_VALUE, LaneOp.LEFT_SHIFT_SAT.apply(1, 31));
    }

    @Test
    void rightShiftsDifferOnNegativeValues() {
        assertEquals(-1, LaneOp.ARITH_RIGHT_SHIFT.apply(-1, 4));
        assertEquals(0x0FFF_FFFF, LaneOp.LOGIC_RIGHT_SHIFT.apply(-1, 4));
        assertEquals(-1, LaneOp.LOGIC_RIGHT_SHIFT.apply(-1, 0));
    }

    @Test
    void absMinAndAbsMaxKeepTheSignedOperand() {
        assertEquals(-2, LaneOp.ABS_MIN.apply(-2, 3));
        assertEquals(3, LaneOp.ABS_MAX.apply(-2, 3));
        assertEquals(3.0, LaneOp.F_ABS_MIN.apply(-4.0, 3.0));
    }

    @Test
    void floatMinIgnoresNaNAsRustDoes() {
        assertEquals(1.0, LaneOp.F_MIN.apply(Double.NaN, 1.0));
        assertEquals(1.0, LaneOp.F_MAX.apply(1.0, Double.NaN));
    }

    @Test
    void floatBitwiseOpsWorkOnTheRawBits() {
        // -1.5f xor sign bit is 1.5f; 1.5f and 1.0f keeps 1.0f's bits.
        double sign = Float.intBitsToFloat(0x8000_0000);
        assertEquals(1.5, LaneOp.F_BIT_XOR.apply(-1.5, sign));
        assertEquals(1.0, LaneOp.F_BIT_AND.apply(1.5, 1.0));
    }

    @Test
    void fmaRoundsOnce() {
        // (1 + 2^-23)^2 - 1 - 2^-22 = 2^-46 exactly: an fma keeps it, a multiply then add loses it.
        double a = 1 + 0x1p-23;
        assertEquals(0x1p-46, LaneOp.F_FMA.apply(a, a, -(1 + 0x1p-22)));
        assertEquals(0.0, (double) ((float) (a * a) - (float) (1 + 0x1p-22)));
    }

    @Test
    void sigmoidOfZeroIsOneHalf() {
        assertEquals(0.5, LaneOp.F_SIGMOID.apply(0));
    }

    @Test
    void floatToFixedPointRoundsHalfAwayFromZeroAsTheReference() {
        assertEquals(3, LaneOp.FP_TO_FXP.apply(2.5, 31));
        assertEquals(-3, LaneOp.FP_TO_FXP.apply(-2.5, 31));
        assertEquals(1 << 30, LaneOp.FP_TO_FXP.apply(0.5, 0));
        assertEquals(Integer.MAX_VALUE, LaneOp.FP_TO_FXP.apply(1e10, 31));
        assertEquals(Integer.MIN_VALUE, LaneOp.FP_TO_FXP.apply(-1e10, 31));
        assertEquals(Integer.MAX_VALUE, LaneOp.FP_TO_FXP.apply(Double.NaN, 31));
        assertEquals(Integer.MIN_VALUE, LaneOp.FP_TO_FXP.apply(Double.longBitsToDouble(0xFFF8_0000_0000_0000L), 31));
    }

    @Test
    void fixedPointToFloatRoundsToNearestEven() {
        // 2^24 + 1 is halfway between two f32 values and goes to the even one, 2^24.
        assertEquals(16777216.0, LaneOp.FXP_TO_FP.apply((1 << 24) + 1, 31));
        assertEquals(16777220.0, LaneOp.FXP_TO_FP.apply((1 << 24) + 3, 31));
        assertEquals(0.5, LaneOp.FXP_TO_FP.apply(1 << 30, 0));
    }
}
