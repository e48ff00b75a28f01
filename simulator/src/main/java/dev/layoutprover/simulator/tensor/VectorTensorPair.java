package dev.layoutprover.simulator.tensor;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.stream.ArgMode;
import dev.layoutprover.simulator.stream.ClipBinaryOp;
import dev.layoutprover.simulator.stream.FpDivBinaryOp;
import dev.layoutprover.simulator.stream.FpBinaryOp;
import dev.layoutprover.simulator.stream.FxpBinaryOp;
import dev.layoutprover.simulator.stream.FpUnaryOp;
import dev.layoutprover.simulator.stream.LogicBinaryOp;
import dev.layoutprover.simulator.stream.Operand;
import dev.layoutprover.simulator.stream.PairEngine;
import dev.layoutprover.simulator.stream.VectorPair;

/**
 * The two groups of {@code vector_intra_slice_unzip}; a zip operation merges them into one
 * {@link VectorTensor}: {@code .vector_clip_zip(ClipBinaryOpI32::AddFxp)} adds group 0 and group 1.
 */
public final class VectorTensorPair {

    private final VectorPair p;

    VectorTensorPair(VectorPair p) {
        this.p = p;
    }

    public VectorPair pair() {
        return p;
    }

    /** {@code .vector_split::<Time2, Packet2>()} on both groups. */
    public VectorTensorPair vectorSplit(Mapping time2, Mapping packet2) {
        return new VectorTensorPair(PairEngine.split(p, time2, packet2));
    }

    /** {@code .vector_fxp_to_fp(int_width)} on both groups. */
    public VectorTensorPair vectorFxpToFp(int intWidth) {
        return new VectorTensorPair(PairEngine.fxpToFp(p, intWidth));
    }

    /** {@code .vector_fxp(op, operand0, operand1)}: each group its operand; {@code null} (Rust {@code ()}) skips a group. */
    public VectorTensorPair vectorFxp(FxpBinaryOp op, Operand operand0, Operand operand1) {
        return new VectorTensorPair(PairEngine.fxp(p, op, operand0, operand1));
    }

    /** {@code .vector_logic(op, operand0, operand1)}. */
    public VectorTensorPair vectorLogic(LogicBinaryOp op, Operand operand0, Operand operand1) {
        return new VectorTensorPair(PairEngine.logic(p, op, operand0, operand1));
    }

    /** {@code .vector_fp_binary(op, operand0, operand1)}. */
    public VectorTensorPair vectorFpBinary(FpBinaryOp op, Operand operand0, Operand operand1) {
        return new VectorTensorPair(PairEngine.fpBinary(p, op, operand0, operand1));
    }

    /** {@code .vector_fp_unary(op, on_group0, on_group1)}. */
    public VectorTensorPair vectorFpUnary(FpUnaryOp op, boolean group0, boolean group1) {
        return new VectorTensorPair(PairEngine.fpUnary(p, op, group0, group1));
    }

    /** {@code .vector_fp_ternary_with_mode(op, mode, t0, t1)}: each group its ternary operand, {@code null} to skip. */
    public VectorTensorPair vectorFpTernary(dev.layoutprover.simulator.stream.FpTernaryOp op, ArgMode.Ternary mode,
            dev.layoutprover.simulator.stream.TernaryOperand group0,
            dev.layoutprover.simulator.stream.TernaryOperand group1) {
        return new VectorTensorPair(PairEngine.fpTernary(p, op, mode, group0, group1));
    }

    /** {@code .vector_clip(op, operand0, operand1)}. */
    public VectorTensorPair vectorClip(ClipBinaryOp op, Operand operand0, Operand operand1) {
        return new VectorTensorPair(PairEngine.clip(p, op, operand0, operand1));
    }

    /**
     * {@code .vector_X_with_mode(op, mode, operand0, operand1)} of a binary operation on both groups,
     * the mode read inside each group. Example: {@code vectorFxp(FxpBinaryOp.SUB_FXP, MODE10, 1, null)}
     * leaves group 0 as {@code 1 - x} and group 1 as it was.
     */
    public VectorTensorPair vectorFxp(FxpBinaryOp op, ArgMode.Binary mode, Operand operand0, Operand operand1) {
        return new VectorTensorPair(PairEngine.fxp(p, op, mode, operand0, operand1));
    }

    /** {@code .vector_logic_with_mode(op, mode, operand0, operand1)}. */
    public VectorTensorPair vectorLogic(LogicBinaryOp op, ArgMode.Binary mode, Operand operand0, Operand operand1) {
        return new VectorTensorPair(PairEngine.logic(p, op, mode, operand0, operand1));
    }

    /** {@code .vector_fp_binary_with_mode(op, mode, operand0, operand1)}. */
    public VectorTensorPair vectorFpBinary(FpBinaryOp op, ArgMode.Binary mode, Operand operand0, Operand operand1) {
        return new VectorTensorPair(PairEngine.fpBinary(p, op, mode, operand0, operand1));
    }

    /** {@code .vector_clip_with_mode(op, mode, operand0, operand1)}. */
    public VectorTensorPair vectorClip(ClipBinaryOp op, ArgMode.Binary mode, Operand operand0, Operand operand1) {
        return new VectorTensorPair(PairEngine.clip(p, op, mode, operand0, operand1));
    }

    /** {@code .vector_fp_unary_with_mode(op, mode, on_group0, on_group1)}. */
    public VectorTensorPair vectorFpUnary(FpUnaryOp op, ArgMode.Unary mode, boolean group0, boolean group1) {
        return new VectorTensorPair(PairEngine.fpUnary(p, op, mode, group0, group1));
    }

    /** {@code .vector_fp_div_with_mode(op, mode, operand0, operand1)}: both groups enter the FpDiv stage. */
    public VectorTensorPair vectorFpDiv(FpDivBinaryOp op, ArgMode.Binary mode, Operand operand0, Operand operand1) {
        return new VectorTensorPair(PairEngine.fpDiv(p, op, mode, operand0, operand1));
    }

    /** {@code .vector_concat::<SplitTime2, Packet2>()} on both groups. */
    public VectorTensorPair vectorConcat(Mapping time2, Mapping packet2) {
        return new VectorTensorPair(PairEngine.concat(p, time2, packet2));
    }

    /** {@code .vector_fp_to_fxp(int_width)} on both groups. */
    public VectorTensorPair vectorFpToFxp(int intWidth) {
        return new VectorTensorPair(PairEngine.fpToFxp(p, intWidth));
    }

    /** {@code .vector_clip_zip_with_mode(op, mode)}. */
    public VectorTensor vectorClipZip(ClipBinaryOp op, ArgMode.Binary mode) {
        return new VectorTensor(PairEngine.clipZip(p, op, mode));
    }

    /** {@code .vector_fp_zip_with_mode(op, mode)}. */
    public VectorTensor vectorFpZip(FpBinaryOp op, ArgMode.Binary mode) {
        return new VectorTensor(PairEngine.fpZip(p, op, mode));
    }

    /** {@code .vector_fxp_zip_with_mode(op, mode)}. */
    public VectorTensor vectorFxpZip(FxpBinaryOp op, ArgMode.Binary mode) {
        return new VectorTensor(PairEngine.fxpZip(p, op, mode));
    }

    /** {@code .vector_logic_zip_with_mode(op, mode)}. */
    public VectorTensor vectorLogicZip(LogicBinaryOp op, ArgMode.Binary mode) {
        return new VectorTensor(PairEngine.logicZip(p, op, mode));
    }
}
