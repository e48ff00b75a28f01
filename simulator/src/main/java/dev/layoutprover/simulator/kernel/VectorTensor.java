package dev.layoutprover.simulator.kernel;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.memory.VrfTensor;
import dev.layoutprover.simulator.stream.BranchMode;
import dev.layoutprover.simulator.stream.ClipBinaryOp;
import dev.layoutprover.simulator.stream.FpBinaryOp;
import dev.layoutprover.simulator.stream.FpUnaryOp;
import dev.layoutprover.simulator.stream.FxpBinaryOp;
import dev.layoutprover.simulator.stream.IntraSliceReduceOp;
import dev.layoutprover.simulator.stream.Operand;
import dev.layoutprover.simulator.stream.VectorEngine;
import dev.layoutprover.simulator.stream.VectorStream;

/** A stream inside the Vector Engine's intra-slice block; {@link #vectorFinal} leaves it. */
public final class VectorTensor {

    private final VectorStream v;

    VectorTensor(VectorStream v) {
        this.v = v;
    }

    public VectorStream vectorStream() {
        return v;
    }

    public VectorTensor vectorIntraSliceBranch(BranchMode mode) {
        return new VectorTensor(VectorEngine.branch(v, mode));
    }

    public VectorTensor vectorFxp(FxpBinaryOp op, long constant) {
        return new VectorTensor(VectorEngine.fxp(v, op, Operand.of(constant)));
    }

    public VectorTensor vectorFxp(FxpBinaryOp op, VrfTensor operand) {
        return new VectorTensor(VectorEngine.fxp(v, op, Operand.of(operand)));
    }

    public VectorTensor vectorFxpToFp(int intWidth) {
        return new VectorTensor(VectorEngine.fxpToFp(v, intWidth));
    }

    public VectorTensor vectorTrimWay4(Mapping packet) {
        return new VectorTensor(VectorEngine.trimWay4(v, packet));
    }

    public VectorTensor vectorFpBinary(FpBinaryOp op, double constant) {
        return new VectorTensor(VectorEngine.fpBinary(v, op, Operand.of(constant)));
    }

    public VectorTensor vectorFpBinary(FpBinaryOp op, VrfTensor operand) {
        return new VectorTensor(VectorEngine.fpBinary(v, op, Operand.of(operand)));
    }

    public VectorTensor vectorFpUnary(FpUnaryOp op) {
        return new VectorTensor(VectorEngine.fpUnary(v, op));
    }

    /** {@code .vector_intra_slice_reduce::<AXIS, Time, Packet>(op)}. */
    public VectorTensor vectorIntraSliceReduce(String axis, Mapping time, Mapping packet, IntraSliceReduceOp op) {
        return new VectorTensor(VectorEngine.intraSliceReduce(v, axis, op, time, packet));
    }

    public VectorTensor vectorPadWay8(Mapping packet) {
        return new VectorTensor(VectorEngine.padWay8(v, packet));
    }

    public VectorTensor vectorFpToFxp(int intWidth) {
        return new VectorTensor(VectorEngine.fpToFxp(v, intWidth));
    }

    public VectorTensor vectorClip(ClipBinaryOp op, double constant) {
        return new VectorTensor(VectorEngine.clip(v, op, Operand.of(constant)));
    }

    public VectorTensor vectorClip(ClipBinaryOp op, VrfTensor operand) {
        return new VectorTensor(VectorEngine.clip(v, op, Operand.of(operand)));
    }

    /** {@code .vector_final()}. */
    public VectorFinalTensor vectorFinal() {
        return new VectorFinalTensor(VectorEngine.finish(v));
    }
}
