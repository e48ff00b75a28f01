package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.naive.LaneOp;

/** The Float cluster's unary {@code f32} operations and the ALU each occupies. */
public enum FpUnaryOp {
    EXP("FpExp", LaneOp.F_EXP),
    NEG_EXP("FpExp", LaneOp.F_NEG_EXP),
    SQRT("FpFpu", LaneOp.F_SQRT),
    TANH("FpFpu", LaneOp.F_TANH),
    SIGMOID("FpFpu", LaneOp.F_SIGMOID),
    LOG("FpFpu", LaneOp.F_LOG),
    SIN("FpFpu", LaneOp.F_SIN),
    COS("FpFpu", LaneOp.F_COS);

    final AluOp aluOp;

    FpUnaryOp(String alu, LaneOp op) {
        aluOp = AluOp.onF32(alu, op);
    }
}
