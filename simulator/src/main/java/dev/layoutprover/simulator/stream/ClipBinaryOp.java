package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.naive.LaneOp;

/**
 * The Clip cluster's operations ({@code ClipBinaryOpI32}, {@code ClipBinaryOpF32}) and the ALU
 * each occupies. {@code AddFxp} and {@code AddFxpSat} are the {@code i32} adds (wrapping,
 * saturating), {@code Add} the {@code f32} add (and, as before, the wrapping {@code i32} add).
 */
public enum ClipBinaryOp {
    MIN("ClipMin", LaneOp.MIN, LaneOp.F_MIN),
    MAX("ClipMax", LaneOp.MAX, LaneOp.F_MAX),
    ABS_MIN("ClipMin", LaneOp.ABS_MIN, LaneOp.F_ABS_MIN),
    ABS_MAX("ClipMax", LaneOp.ABS_MAX, LaneOp.F_ABS_MAX),
    ADD("ClipAdd", LaneOp.ADD_FXP, LaneOp.F_ADD),
    ADD_SAT("ClipAdd", LaneOp.ADD_FXP_SAT, null),
    ADD_FXP("ClipAdd", LaneOp.ADD_FXP, null),
    ADD_FXP_SAT("ClipAdd", LaneOp.ADD_FXP_SAT, null);

    final AluOp aluOp;

    ClipBinaryOp(String alu, LaneOp integer, LaneOp floating) {
        aluOp = new AluOp(alu, integer, floating);
    }
}
