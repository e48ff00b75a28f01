package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.naive.ElementwiseOp;

/** The Float cluster's binary {@code f32} operations and the ALU each occupies. */
public enum FpBinaryOp {
    ADD_F("FpFma", ElementwiseOp.F_ADD),
    SUB_F("FpFma", ElementwiseOp.F_SUB),
    MUL_F_MUL0("FpMul0", ElementwiseOp.F_MUL),
    MUL_F_MUL1("FpMul1", ElementwiseOp.F_MUL),
    DIV_F("FpFpu", ElementwiseOp.F_DIV);

    final String alu;
    final ElementwiseOp op;

    FpBinaryOp(String alu, ElementwiseOp op) {
        this.alu = alu;
        this.op = op;
    }
}
