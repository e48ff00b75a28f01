package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.simulator.kernel.VectorTensor;
import dev.layoutprover.simulator.memory.VrfTensor;
import dev.layoutprover.simulator.stream.BranchMode;
import dev.layoutprover.simulator.stream.ClipBinaryOp;
import dev.layoutprover.simulator.stream.FpBinaryOp;
import dev.layoutprover.simulator.stream.FpUnaryOp;
import dev.layoutprover.simulator.stream.FxpBinaryOp;
import dev.layoutprover.simulator.stream.IntraSliceReduceOp;
import java.util.List;

/**
 * The Vector Engine's intra-slice methods, from {@code vector_init()} to {@code vector_final()}.
 * A binary operation takes a constant or a VRF operand ({@code &rhs_vrf}).
 *
 * <p>Example: {@code .vector_fxp(FxpBinaryOp::MulInt, &rhs_vrf)} multiplies each element by its
 * counterpart in the VRF; {@code .vector_fxp(FxpBinaryOp::AddFxp, 1)} adds 1.
 */
final class VectorMethods {

    private static final List<String> METHODS = List.of("vector_intra_slice_branch", "vector_fxp",
            "vector_fxp_to_fp", "vector_fp_binary", "vector_fp_unary", "vector_fp_to_fxp", "vector_clip",
            "vector_trim_way4", "vector_pad_way8", "vector_intra_slice_reduce", "vector_final");

    private VectorMethods() {}

    static Object vector(CallSite c, VectorTensor v) {
        return switch (c.method()) {
            case "vector_intra_slice_branch" -> {
                c.arity(1, "(BranchMode::…)");
                yield v.vectorIntraSliceBranch(c.arg(0, BranchMode.class, "a BranchMode"));
            }
            case "vector_fxp" -> {
                c.arity(2, "(FxpBinaryOp::…, operand)");
                FxpBinaryOp op = c.arg(0, FxpBinaryOp.class, "an FxpBinaryOp");
                yield c.args.get(1) instanceof VrfTensor vrf ? v.vectorFxp(op, vrf)
                        : v.vectorFxp(op, c.integer(1, "an integer constant or a VRF tensor (&vrf)"));
            }
            case "vector_fp_binary" -> {
                c.arity(2, "(FpBinaryOp::…, operand)");
                FpBinaryOp op = c.arg(0, FpBinaryOp.class, "an FpBinaryOp");
                yield c.args.get(1) instanceof VrfTensor vrf ? v.vectorFpBinary(op, vrf)
                        : v.vectorFpBinary(op, c.number(1, "a number or a VRF tensor (&vrf)"));
            }
            case "vector_clip" -> {
                c.arity(2, "(ClipBinaryOp::…, operand)");
                ClipBinaryOp op = c.arg(0, ClipBinaryOp.class, "a ClipBinaryOp");
                yield c.args.get(1) instanceof VrfTensor vrf ? v.vectorClip(op, vrf)
                        : v.vectorClip(op, c.number(1, "a number or a VRF tensor (&vrf)"));
            }
            case "vector_fp_unary" -> {
                c.arity(1, "(FpUnaryOp::…)");
                yield v.vectorFpUnary(c.arg(0, FpUnaryOp.class, "an FpUnaryOp"));
            }
            case "vector_fxp_to_fp" -> {
                c.arity(1, "(int_width)");
                yield v.vectorFxpToFp(Math.toIntExact(c.integer(0, "the integer width")));
            }
            case "vector_fp_to_fxp" -> {
                c.arity(1, "(int_width)");
                yield v.vectorFpToFxp(Math.toIntExact(c.integer(0, "the integer width")));
            }
            case "vector_trim_way4" -> {
                c.arity(0, "()");
                yield v.vectorTrimWay4(c.mapping(c.generics(List.of("Packet"), null).get(0)));
            }
            case "vector_pad_way8" -> {
                c.arity(0, "()");
                yield v.vectorPadWay8(c.mapping(c.generics(List.of("Packet"), null).get(0)));
            }
            case "vector_intra_slice_reduce" -> {
                c.arity(1, "(IntraSliceReduceOp::…)");
                List<Ast.GenericArg> g = c.generics(List.of("Axis", "Time", "Packet"), null);
                yield v.vectorIntraSliceReduce(c.axis(g.get(0)).name(), c.mapping(g.get(1)), c.mapping(g.get(2)),
                        c.arg(0, IntraSliceReduceOp.class, "an IntraSliceReduceOp"));
            }
            case "vector_final" -> {
                c.arity(0, "()");
                yield v.vectorFinal();
            }
            default -> throw c.unknown(METHODS);
        };
    }
}
