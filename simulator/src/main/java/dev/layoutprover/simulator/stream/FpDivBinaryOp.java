package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.naive.LaneOp;

/** The FpDiv stage's division ({@code FpDivBinaryOp::DivF}) on the ReduceFpDiv ALU. */
public enum FpDivBinaryOp {
    DIV_F("ReduceFpDiv", LaneOp.F_DIV);

    final String alu;
    final LaneOp op;

    FpDivBinaryOp(String alu, LaneOp op) {
        this.alu = alu;
        this.op = op;
    }
}
