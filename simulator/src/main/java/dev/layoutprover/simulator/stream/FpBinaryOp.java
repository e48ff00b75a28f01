package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.naive.LaneOp;

/** The Float cluster's binary {@code f32} operations and the ALU each occupies. */
public enum FpBinaryOp {
    ADD_F("FpFma", LaneOp.F_ADD),
    SUB_F("FpFma", LaneOp.F_SUB),
    MUL_F_MUL0("FpMul0", LaneOp.F_MUL),
    MUL_F_MUL1("FpMul1", LaneOp.F_MUL),
    /** {@code MulF(FpMulAlu::Fma)}: the product on the fused multiply-add ALU, which AddF and SubF also use. */
    MUL_F_FMA("FpFma", LaneOp.F_MUL),
    DIV_F("FpFpu", LaneOp.F_DIV);

    final AluOp aluOp;

    FpBinaryOp(String alu, LaneOp op) {
        aluOp = AluOp.onF32(alu, op);
    }
}
