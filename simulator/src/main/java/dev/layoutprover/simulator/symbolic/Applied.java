package dev.layoutprover.simulator.symbolic;

import java.util.List;

/**
 * A Vector Engine lane operation that is not a sum of products, applied to contents: on
 * integers {@code max} and {@code min} of lanes {@code bits} wide (each operand compared as its
 * low {@code min(bits, operand's bits)} bits, signed), the bitwise {@code and}, {@code or},
 * {@code xor} and the shifts {@code shl}, {@code ashr}, {@code lshr} (by a second operand's low 5 bits), the
 * saturating {@code add_sat}, {@code sub_sat} and {@code shl_sat} (clamped to the lane's signed range); on floats one {@code f32} operation
 * ({@code add}, {@code sub}, {@code mul}, {@code div}, {@code max}, {@code min}, the fused
 * {@code fma(a, b, c) = a·b + c}, the unary {@code exp}, {@code sqrt}, …) rounded once; the
 * conversions {@code fxp_to_fp(x, w)} (to f32) and {@code fp_to_fxp(x, w)} (to i32); the branch's choice
 * {@code if(c)(tested, held, otherwise)} ({@link BranchTest}); and the leaf
 * {@code const(bits)}, an f32 constant that is not a small integer.
 *
 * <p>Example: {@code .vector_clip(ClipBinaryOpI32::Max, 0)} on an {@code i32} stream of {@code x}
 * leaves {@code Applied("max", [x, 0], 32, false)}; {@code .vector_fp_binary(FpBinaryOp::AddF, 1.0)}
 * on an {@code f32} stream leaves {@code Applied("add", [x, 1], 32, true)}.
 *
 * @param op the operation
 * @param args its operands, in the engine's order (the stream's value first)
 * @param bits the lane width
 * @param floating whether the lanes hold {@code f32}
 */
public record Applied(String op, List<Content> args, int bits, boolean floating) implements Summand {

    public Applied {
        args = List.copyOf(args);
    }

    /**
     * Whether the operands may be swapped ({@code sub} and the shifts may not, nor {@code absmin}
     * and {@code absmax}, which keep their second operand on a tie: {@code absmin(5, -5)} is -5).
     */
    public boolean commutes() {
        return !List.of("sub", "shl", "ashr", "lshr", "sub_sat", "shl_sat", "absmin", "absmax").contains(op)
                && !op.startsWith("if(");
    }

    @Override
    public Applied restrict(Part part, long value) {
        return new Applied(op, args.stream().map(a -> a.restrict(part, value)).toList(), bits, floating);
    }

    @Override
    public String toString() {
        return op + (floating ? "_f32" : "_i" + bits) + "(" + String.join(", ", args.stream().map(a -> "("
                + a + ")").toList()) + ")";
    }
}
