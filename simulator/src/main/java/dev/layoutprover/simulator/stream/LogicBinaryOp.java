package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.naive.LaneOp;

/**
 * The Logic cluster's operations ({@code LogicBinaryOpI32}, {@code LogicBinaryOpF32}) and the ALU
 * each occupies; on {@code f32} only the bitwise and, or and xor exist (on the raw bits).
 */
public enum LogicBinaryOp {
    BIT_AND("LogicAnd", LaneOp.BIT_AND, LaneOp.F_BIT_AND),
    BIT_OR("LogicOr", LaneOp.BIT_OR, LaneOp.F_BIT_OR),
    BIT_XOR("LogicXor", LaneOp.BIT_XOR, LaneOp.F_BIT_XOR),
    LEFT_SHIFT("LogicLshift", LaneOp.LEFT_SHIFT, null),
    LOGIC_RIGHT_SHIFT("LogicRshift", LaneOp.LOGIC_RIGHT_SHIFT, null),
    ARITH_RIGHT_SHIFT("LogicRshift", LaneOp.ARITH_RIGHT_SHIFT, null);

    final AluOp aluOp;

    LogicBinaryOp(String alu, LaneOp integer, LaneOp floating) {
        aluOp = new AluOp(alu, integer, floating);
    }
}
