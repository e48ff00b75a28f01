package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.naive.ReduceOp;

/**
 * The Vector Reduce Unit's operations ({@code InterSliceReduceOpI32}, {@code InterSliceReduceOpF32}):
 * {@code Add} wraps on {@code i32} and rounds on {@code f32}; {@code AddSat} is {@code i32} only,
 * {@code Mul} {@code f32} only.
 */
public enum InterSliceReduceOp {
    ADD(ReduceOp.ADD_WRAP, ReduceOp.ADD), ADD_SAT(ReduceOp.ADD_SAT, null), MAX(ReduceOp.MAX, ReduceOp.MAX),
    MIN(ReduceOp.MIN, ReduceOp.MIN), MUL(null, ReduceOp.MUL);

    final ReduceOp integer;
    final ReduceOp floating;

    InterSliceReduceOp(ReduceOp integer, ReduceOp floating) {
        this.integer = integer;
        this.floating = floating;
    }
}
