package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.naive.LaneOp;

/** The Float cluster's ternary {@code f32} operation: {@code FmaF}, {@code x · operand0 + operand1}, on the FpFma ALU. */
public enum FpTernaryOp {
    FMA_F("FpFma", LaneOp.F_FMA);

    final AluOp aluOp;

    FpTernaryOp(String alu, LaneOp op) {
        aluOp = AluOp.onF32(alu, op);
    }
}
