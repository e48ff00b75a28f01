package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.naive.LaneOp;

/** The Fxp cluster's {@code i32} operations and the ALU each occupies. */
public enum FxpBinaryOp {
    ADD_FXP("FxpAdd", LaneOp.ADD_FXP),
    ADD_FXP_SAT("FxpAdd", LaneOp.ADD_FXP_SAT),
    SUB_FXP("FxpAdd", LaneOp.SUB_FXP),
    SUB_FXP_SAT("FxpAdd", LaneOp.SUB_FXP_SAT),
    LEFT_SHIFT("FxpLshift", LaneOp.LEFT_SHIFT),
    LEFT_SHIFT_SAT("FxpLshift", LaneOp.LEFT_SHIFT_SAT),
    MUL_FXP("FxpMul", LaneOp.MUL_FXP),
    MUL_INT("FxpMul", LaneOp.MUL_INT),
    LOGIC_RIGHT_SHIFT("FxpRshift", LaneOp.LOGIC_RIGHT_SHIFT),
    ARITH_RIGHT_SHIFT("FxpRshift", LaneOp.ARITH_RIGHT_SHIFT);

    final AluOp aluOp;

    FxpBinaryOp(String alu, LaneOp op) {
        aluOp = AluOp.onI32(alu, op);
    }
}
