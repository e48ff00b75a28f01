package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.naive.ElementwiseOp;

/** The Fxp cluster's {@code i32} operations and the ALU each occupies. */
public enum FxpBinaryOp {
    ADD_FXP("FxpAdd", ElementwiseOp.ADD_WRAP),
    ADD_FXP_SAT("FxpAdd", ElementwiseOp.ADD_SAT),
    SUB_FXP("FxpAdd", ElementwiseOp.SUB_WRAP),
    SUB_FXP_SAT("FxpAdd", ElementwiseOp.SUB_SAT),
    LEFT_SHIFT("FxpLshift", ElementwiseOp.SHIFT_LEFT),
    MUL_INT("FxpMul", ElementwiseOp.MUL_INT),
    LOGIC_RIGHT_SHIFT("FxpRshift", ElementwiseOp.SHIFT_RIGHT_LOGICAL),
    ARITH_RIGHT_SHIFT("FxpRshift", ElementwiseOp.SHIFT_RIGHT_ARITH);

    final String alu;
    final ElementwiseOp op;

    FxpBinaryOp(String alu, ElementwiseOp op) {
        this.alu = alu;
        this.op = op;
    }
}
