package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.naive.ReduceOp;

/** The intra-slice reduce operations: {@code i32} saturating add, {@code f32} add, max and min. */
public enum IntraSliceReduceOp {
    ADD_SAT(ReduceOp.ADD_SAT), ADD(ReduceOp.ADD), MAX(ReduceOp.MAX), MIN(ReduceOp.MIN);

    final ReduceOp op;

    IntraSliceReduceOp(ReduceOp op) {
        this.op = op;
    }
}
