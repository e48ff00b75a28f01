package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.naive.ElementwiseOp;

/** The Clip cluster's operations ({@code i32} and {@code f32}) and the ALU each occupies. */
public enum ClipBinaryOp {
    MIN("ClipMin", ElementwiseOp.MIN, ElementwiseOp.F_MIN),
    MAX("ClipMax", ElementwiseOp.MAX, ElementwiseOp.F_MAX),
    ADD("ClipAdd", ElementwiseOp.ADD_WRAP, ElementwiseOp.F_ADD),
    ADD_SAT("ClipAdd", ElementwiseOp.ADD_SAT, null);

    final String alu;
    final ElementwiseOp integer;
    final ElementwiseOp floating;

    ClipBinaryOp(String alu, ElementwiseOp integer, ElementwiseOp floating) {
        this.alu = alu;
        this.integer = integer;
        this.floating = floating;
    }
}
