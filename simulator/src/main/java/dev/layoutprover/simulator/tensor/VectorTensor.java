package dev.layoutprover.simulator.tensor;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.stream.ArgMode;
import dev.layoutprover.simulator.stream.BranchConfig;
import dev.layoutprover.simulator.stream.FpDivBinaryOp;
import dev.layoutprover.simulator.stream.FpTernaryOp;
import dev.layoutprover.simulator.stream.InterSliceReduceOp;
import dev.layoutprover.simulator.stream.LogicBinaryOp;
import dev.layoutprover.simulator.stream.ClipBinaryOp;
import dev.layoutprover.simulator.stream.FpBinaryOp;
import dev.layoutprover.simulator.stream.FpUnaryOp;
import dev.layoutprover.simulator.stream.FxpBinaryOp;
import dev.layoutprover.simulator.stream.IntraSliceReduceOp;
import dev.layoutprover.simulator.stream.Operand;
import dev.layoutprover.simulator.stream.VectorEngine;
import dev.layoutprover.simulator.stream.VectorStream;

/** A stream inside the Vector Engine's intra-slice block; {@link #vectorFinal} leaves it. */
public record VectorTensor(VectorStream vectorStream) {

    public VectorTensor vectorIntraSliceBranch(BranchConfig mode) {
        return new VectorTensor(VectorEngine.branch(vectorStream, mode));
    }

    /** {@code .vector_fxp(op, operand)} in Mode01: a constant ({@code Operand.of(3)}) or a VRF tensor. */
    public VectorTensor vectorFxp(FxpBinaryOp op, Operand operand) {
        return new VectorTensor(VectorEngine.fxp(vectorStream, op, operand));
    }

    public VectorTensor vectorFxpToFp(int intWidth) {
        return new VectorTensor(VectorEngine.fxpToFp(vectorStream, intWidth));
    }

    public VectorTensor vectorTrimWay4(Mapping packet) {
        return new VectorTensor(VectorEngine.trimWay4(vectorStream, packet));
    }

    /** {@code .vector_fp_binary(op, operand)} in Mode01: a constant ({@code Operand.of(3)}) or a VRF tensor. */
    public VectorTensor vectorFpBinary(FpBinaryOp op, Operand operand) {
        return new VectorTensor(VectorEngine.fpBinary(vectorStream, op, operand));
    }

    public VectorTensor vectorFpUnary(FpUnaryOp op) {
        return new VectorTensor(VectorEngine.fpUnary(vectorStream, op));
    }

    /** {@code .vector_intra_slice_reduce::<AXIS, Time, Packet>(op)}. */
    public VectorTensor vectorIntraSliceReduce(String axis, Mapping time, Mapping packet, IntraSliceReduceOp op) {
        return new VectorTensor(VectorEngine.intraSliceReduce(vectorStream, axis, op, time, packet));
    }

    public VectorTensor vectorPadWay8(Mapping packet) {
        return new VectorTensor(VectorEngine.padWay8(vectorStream, packet));
    }

    public VectorTensor vectorFpToFxp(int intWidth) {
        return new VectorTensor(VectorEngine.fpToFxp(vectorStream, intWidth));
    }

    /** {@code .vector_clip(op, operand)} in Mode01: a constant ({@code Operand.of(3)}) or a VRF tensor. */
    public VectorTensor vectorClip(ClipBinaryOp op, Operand operand) {
        return new VectorTensor(VectorEngine.clip(vectorStream, op, operand));
    }

    /** {@code .vector_fxp_with_mode(op, mode, operand)}: the operand a constant or a VRF tensor. */
    public VectorTensor vectorFxp(FxpBinaryOp op, ArgMode.Binary mode, Operand operand) {
        return new VectorTensor(VectorEngine.fxp(vectorStream, op, mode, operand));
    }

    /** {@code .vector_logic_with_mode(op, mode, operand)}. */
    public VectorTensor vectorLogic(LogicBinaryOp op, ArgMode.Binary mode, Operand operand) {
        return new VectorTensor(VectorEngine.logic(vectorStream, op, mode, operand));
    }

    /** {@code .vector_fp_unary_with_mode(op, mode)}. */
    public VectorTensor vectorFpUnary(FpUnaryOp op, ArgMode.Unary mode) {
        return new VectorTensor(VectorEngine.fpUnary(vectorStream, op, mode));
    }

    /** {@code .vector_fp_binary_with_mode(op, mode, operand)}. */
    public VectorTensor vectorFpBinary(FpBinaryOp op, ArgMode.Binary mode, Operand operand) {
        return new VectorTensor(VectorEngine.fpBinary(vectorStream, op, mode, operand));
    }

    /** {@code .vector_fp_ternary_with_mode(op, mode, (operand0, operand1))}: {@code FmaF} is {@code x · operand0 + operand1} in Mode012. */
    public VectorTensor vectorFpTernary(FpTernaryOp op, ArgMode.Ternary mode, Operand operand0, Operand operand1) {
        return new VectorTensor(VectorEngine.fpTernary(vectorStream, op, mode, operand0, operand1));
    }

    /**
     * {@code .vector_fp_ternary_with_mode(op, mode, [TernaryOperand; N])}: each entry applies
     * {@code op} with its operands where its execution ids match, in order.
     */
    public VectorTensor vectorFpTernary(FpTernaryOp op, ArgMode.Ternary mode,
            java.util.List<dev.layoutprover.simulator.stream.TernaryOperand> operands) {
        return new VectorTensor(VectorEngine.fpTernary(vectorStream, op, mode, operands));
    }

    /** {@code .vector_fp_div_with_mode(op, mode, operand)}. */
    public VectorTensor vectorFpDiv(FpDivBinaryOp op, ArgMode.Binary mode, Operand operand) {
        return new VectorTensor(VectorEngine.fpDiv(vectorStream, op, mode, operand));
    }

    /** {@code .vector_clip_with_mode(op, mode, operand)}. */
    public VectorTensor vectorClip(ClipBinaryOp op, ArgMode.Binary mode, Operand operand) {
        return new VectorTensor(VectorEngine.clip(vectorStream, op, mode, operand));
    }

    /** {@code .vector_inter_slice_reduce::<Slice2, Time2>(op)}. */
    public VectorTensor vectorInterSliceReduce(Mapping slice2, Mapping time2, InterSliceReduceOp op) {
        return new VectorTensor(VectorEngine.interSliceReduce(vectorStream, op, slice2, time2));
    }

    /** {@code .vector_split::<Time2, Packet2>()}. */
    public VectorTensor vectorSplit(Mapping time2, Mapping packet2) {
        return new VectorTensor(VectorEngine.split(vectorStream, time2, packet2));
    }

    /** {@code .vector_concat::<Time2, Packet2>()}. */
    public VectorTensor vectorConcat(Mapping time2, Mapping packet2) {
        return new VectorTensor(VectorEngine.concat(vectorStream, time2, packet2));
    }

    /** {@code .vector_stash()}: later operands {@link Operand.Stash} read what the stream holds now. */
    public VectorTensor vectorStash() {
        return new VectorTensor(VectorEngine.stash(vectorStream));
    }

    /** {@code .vector_intra_slice_unzip::<I, TileTime, SplitTime>()} right after {@code vector_init()}. */
    public VectorTensorPair vectorIntraSliceUnzip(String axis, Mapping splitTime) {
        return new VectorTensorPair(dev.layoutprover.simulator.stream.PairEngine.unzip(vectorStream, axis, splitTime));
    }

    /** {@code vector_intra_slice_unzip::<I, TileTime, SplitTime>()}: TileTime checked as the reference's tile of {@code I}. */
    public VectorTensorPair vectorIntraSliceUnzip(String axis, Mapping tileTime, Mapping splitTime) {
        return new VectorTensorPair(dev.layoutprover.simulator.stream.PairEngine.unzip(vectorStream, axis, tileTime,
                splitTime));
    }

    /** {@code .vector_final()}. */
    public VectorFinalTensor vectorFinal() {
        return new VectorFinalTensor(VectorEngine.finish(vectorStream));
    }
}
