package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.naive.LaneOp;

/** The FpDiv stage's division ({@code FpDivBinaryOp::DivF}) on the ReduceFpDiv ALU. */
public enum FpDivBinaryOp {
    DIV_F("ReduceFpDiv", LaneOp.F_DIV);

    final AluOp aluOp;

    FpDivBinaryOp(String alu, LaneOp op) {
        aluOp = AluOp.onF32(alu, op);
    }
}
