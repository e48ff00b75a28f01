package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.naive.ElementwiseOp;

/** The Float cluster's unary {@code f32} operations and the ALU each occupies. */
public enum FpUnaryOp {
    EXP("FpExp", ElementwiseOp.F_EXP),
    SQRT("FpFpu", ElementwiseOp.F_SQRT),
    TANH("FpFpu", ElementwiseOp.F_TANH),
    SIGMOID("FpFpu", ElementwiseOp.F_SIGMOID);

    final String alu;
    final ElementwiseOp op;

    FpUnaryOp(String alu, ElementwiseOp op) {
        this.alu = alu;
        this.op = op;
    }
}
