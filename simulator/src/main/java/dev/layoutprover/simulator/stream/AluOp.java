package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.naive.LaneOp;

/**
 * A Vector Engine operation as the hardware runs it (the reference's {@code HasAlu}): the ALU it
 * occupies in a pass, where each ALU serves one operation ({@code Vector::ALU}), and what it computes
 * on each lane by the stream's element type: its {@code integer} form on {@code i32}, its
 * {@code floating} form on {@code f32}, {@code null} where it has none.
 *
 * <p>Example: Clip's {@code AddSat} is {@code new AluOp("ClipAdd", LaneOp.ADD_FXP_SAT, null)}, so
 * {@code vector_clip(AddSat)} on an {@code f32} stream breaks {@code Vector::TYPE}; Fp's {@code Exp}
 * is {@code AluOp.onF32("FpExp", LaneOp.F_EXP)}.
 */
record AluOp(String alu, LaneOp integer, LaneOp floating) {

    /** An operation of the Fxp cluster, on {@code i32} only. */
    static AluOp onI32(String alu, LaneOp op) {
        return new AluOp(alu, op, null);
    }

    /** An operation of the Float cluster or the FpDiv stage, on {@code f32} only. */
    static AluOp onF32(String alu, LaneOp op) {
        return new AluOp(alu, null, op);
    }

    /**
     * What {@code op} computes on each lane of type {@code t}, as the call {@code call} names it;
     * an operation with no form for {@code t} (Logic's {@code LeftShift} on {@code f32}) breaks
     * {@code Vector::TYPE}.
     */
    LaneOp on(ElementType t, String call, Enum<?> op) {
        LaneOp lane = form(t);
        RuleViolation.require(lane != null, "Vector::TYPE", call + " " + op + " has no " + t + " form");
        return lane;
    }

    /** Its form on type {@code t} ({@code f32} or {@code i32}), or {@code null} where it has none. */
    LaneOp form(ElementType t) {
        return t == ElementType.F32 ? floating : integer;
    }
}
