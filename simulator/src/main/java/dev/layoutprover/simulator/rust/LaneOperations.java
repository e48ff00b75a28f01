package dev.layoutprover.simulator.rust;

import dev.layoutprover.simulator.symbolic.Content;
import dev.layoutprover.simulator.symbolic.NotModelled;
import dev.layoutprover.simulator.symbolic.Piece;
import dev.layoutprover.simulator.symbolic.Region;
import dev.layoutprover.simulator.symbolic.Tensor;
import dev.layoutprover.simulator.stream.Operand;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The Vector Engine's binary lane operations in the symbolic run ({@code vector_fxp},
 * {@code vector_clip}, {@code vector_fp_binary}), each with a constant or a VRF operand, after
 * {@code vector_intra_slice_branch(BranchMode::Unconditional)}.
 *
 * <p>Integers (i32 lanes): the wrapping {@code AddFxp}, {@code SubFxp}, {@code MulInt},
 * {@code LeftShift} by a constant and the clip's {@code AddFxp} / {@code Add} are sums and products
 * modulo 2^32, so they extend the content's polynomial (a constant term, a coefficient, a product
 * with the VRF's content) and cut it to 32 bits; {@code Max} and {@code Min} compare the two
 * operands' 32-bit values and leave an {@link dev.layoutprover.simulator.symbolic.Applied} node.
 * {@code vector_fxp}'s {@code ArithRightShift} and {@code LogicRightShift} are the logic stage's
 * shifts ({@code a >> b}, as the reference computes both), an {@code Applied} node. The saturating
 * {@code AddFxpSat}, {@code SubFxpSat} ({@code vector_fxp}, the clip's {@code AddFxpSat}) and
 * {@code LeftShiftSat} are the reference's {@code a.saturating_add(b)}, {@code a.saturating_sub(b)}
 * and {@code a.saturating_mul(1 << b)} on i32 lanes, {@code Applied} nodes {@code add_sat},
 * {@code sub_sat}, {@code shl_sat}. {@code MulFxp} (a Q31 product) is not modelled. Floats (f32 lanes): {@code AddF}, {@code SubF}, {@code MulF} and the
 * clip's {@code Add}, {@code Max}, {@code Min} are each one f32 operation, an {@code Applied} node;
 * a constant that is an integer of at most 24 bits (exact in f32) is a polynomial's constant, any
 * other finite one the leaf {@code const} ({@link Content#f32}).
 *
 * <p>{@code .method_with_mode(op, BinaryArgMode::ModeXY, operand)} takes the operation's arguments
 * as the mode names them (0 the stream's value, 1 the operand). On an unzipped pair,
 * {@code .method(op, group0 operand, group1 operand)} applies each group's operand to its group, a
 * {@code ()} leaving the group as it is.
 *
 * <p>A VRF operand is read element by element at the stream's own logical index, as the engine's
 * VRF reader gathers it by the VRF's element mapping: piece by piece on each unit, like a zip.
 *
 * <p>Example: {@code .vector_fxp(FxpBinaryOp::MulInt, 3)} then {@code .vector_fxp(FxpBinaryOp::AddFxp, 5)}
 * on {@code x} leaves the content {@code 3·x + 5}, cut to 32 bits.
 */
final class LaneOperations {

    private LaneOperations() {}

    /** The stages of one Vector Engine pass in their order, as the reference's stage markers allow them. */
    private static final List<String> STAGES = List.of("init", "branch", "logic", "fxp", "fxp_to_fp", "fp", "reduce", "fp_div",
            "fp_to_fxp", "clip");

    /**
     * The stream entering {@code call} ({@code vector_fxp::AddFxp}, …): its stage must come after the
     * one reached, or be the same lane stage on an ALU not used yet in it ({@code Vector::ORDER},
     * {@code Vector::ALU}); a pass that breaks them is not modelled.
     */
    static void enter(Tensor s, String call) {
        String stage;
        String alu = null;
        if (call.equals("vector_init")) {
            s.vectorStage = 0;
            s.alus = java.util.Set.of();
            return;
        }
        if (call.equals("vector_intra_slice_branch")) {
            stage = "branch";
        } else if (call.equals("vector_intra_slice_reduce")) {
            stage = "reduce";
        } else if (call.equals("vector_fxp_to_fp") || call.equals("vector_fp_to_fxp")) {
            stage = call.substring("vector_".length());
        } else if (call.startsWith("vector_fp_")) {
            // the Float cluster's ALUs as the reference names them (FpFma, FpMul0, FpMul1, FpExp, FpFpu)
            String[] mo = call.split("::");
            String op = mo[1];
            stage = mo[0].equals("vector_fp_div") ? "fp_div" : "fp";
            alu = stage.equals("fp_div") ? "ReduceFpDiv" : switch (op) {
                case "AddF", "SubF", "FmaF", "MulF.Fma" -> "FpFma";
                case "MulF.Mul0" -> "FpMul0";
                case "MulF.Mul1" -> "FpMul1";
                case "Exp", "NegExp" -> "FpExp";
                default -> "FpFpu";
            };
        } else {
            String[] mo = call.split("::");
            stage = switch (mo[0]) {
                case "vector_logic" -> "logic";
                case "vector_fxp" -> "fxp";
                default -> "clip";
            };
            alu = stage.equals("logic") ? switch (mo[1]) {
                case "BitAnd" -> "LogicAnd";
                case "BitOr" -> "LogicOr";
                case "BitXor" -> "LogicXor";
                case "LeftShift" -> "LogicLshift";
                default -> "LogicRshift";
            } : switch (mo[1]) {
                case "AddFxp", "SubFxp", "AddFxpSat", "SubFxpSat", "AddF", "SubF", "Add" -> stage.equals("clip") ? "ClipAdd"
                        : stage + "Add";
                case "MulInt", "MulF" -> stage + "Mul";
                case "LeftShift", "LeftShiftSat" -> "FxpLshift";
                case "ArithRightShift", "LogicRightShift" -> "FxpRshift";
                case "Max" -> "ClipMax";
                case "Min" -> "ClipMin";
                default -> mo[1];
            };
        }
        int at = STAGES.indexOf(stage);
        boolean again = at == s.vectorStage && alu != null;
        if (s.vectorStage < 0 || s.vectorStage == 0 && !stage.equals("branch") || at < s.vectorStage
                || at == s.vectorStage && !again || again && s.alus.contains(alu)) {
            throw new NotModelled("." + call.replace("::", "(") + (call.contains("::") ? ")" : "") + " after the "
                    + (s.vectorStage < 0 ? "stream left the Vector Engine" : STAGES.get(s.vectorStage) + " stage")
                    + (again ? " on the ALU it used" : "") + " breaks Vector::ORDER or Vector::ALU: not modelled"
                    + " symbolically");
        }
        java.util.Set<String> used = new java.util.HashSet<>(at == s.vectorStage ? s.alus : java.util.Set.of());
        if (alu != null) {
            used.add(alu);
        }
        s.vectorStage = at;
        s.alus = used;
    }

    /** Whether stream {@code s} is in a stage {@code vector_stash} may be called in (Branch, Logic, Fxp, Fp, FpDiv, Clip). */
    static boolean stashes(Tensor s) {
        return s.vectorStage >= 1 && List.of("branch", "logic", "fxp", "fp", "fp_div", "clip")
                .contains(STAGES.get(s.vectorStage));
    }

    /** The pieces of stream {@code s} after {@code .method(op, operand)}. */
    static List<Piece> apply(Tensor s, String method, String op, Object operand) {
        return apply(s, method, op, "Mode01", operand);
    }

    /**
     * The pieces of stream {@code s} after {@code .method_with_mode(op, BinaryArgMode::mode, operand)}:
     * the mode {@code ModeXY} gives the operation's arguments, 0 the stream's value and 1 the operand
     * ({@code Mode01} is {@code .method(op, operand)}). Example: {@code .vector_fxp_with_mode(
     * FxpBinaryOp::SubFxp, BinaryArgMode::Mode10, 7)} on {@code x} leaves {@code 7 - x}, and with
     * {@code Mode11} and {@code BitXor} the constant {@code 0}.
     */
    static List<Piece> apply(Tensor s, String method, String op, String mode, Object operand) {
        if (!List.of("Mode00", "Mode01", "Mode10", "Mode11").contains(mode)) {
            throw new NotModelled("the binary argument mode " + mode + " is not modelled symbolically");
        }
        boolean floating = s.type.isFloat();
        int lane = s.type.bits();
        if (lane != 32) {
            throw new NotModelled("." + method + " on " + s.type + " lanes is not modelled symbolically");
        }
        String what = kind(method, op, floating);
        List<Piece> out = new ArrayList<>();
        if (what.equals("shl_sat") && !(mode.equals("Mode01") && operand instanceof Long b && b >= 0 && b < lane)) {
            // the reference shifts 1 by the operand, which must be a shift within the lane
            throw new NotModelled("." + method + "(" + op + ") by " + operand + " (not a constant shift below " + lane
                    + ") is not modelled symbolically");
        }
        if (operand instanceof Tensor vrf) {
            if (!vrf.kind.equals("VrfTensor")) {
                throw new NotModelled("." + method + " with a " + vrf.kind + " operand is not modelled symbolically");
            }
            return pairwise(s.pieces, vrf.pieces, what, mode, lane, floating);
        }
        if (operand instanceof Operand.Stash) {
            return pairwise(s.pieces, FloatLanes.stashed(s, method), what, mode, lane, floating);
        }
        Content k = constant(operand, floating, method);
        if (what.equals("shl") && operand instanceof Long && mode.equals("Mode01") && s.pieces.stream()
                .allMatch(a -> polynomial(a.content()))) {
            long shift = k.items().size() == 1 ? ((dev.layoutprover.simulator.symbolic.SummedProduct) k.items().get(0)).coeff() : 0;
            for (Piece a : s.pieces) {
                out.add(new Piece(a.coord(), a.guard(), a.content().scaled(1L << (shift & 31)).withBits(lane)));
            }
            return out;
        }
        for (Piece a : s.pieces) {
            out.add(new Piece(a.coord(), a.guard(), combine(what, mode, a.content(), k, lane, floating)));
        }
        return out;
    }

    /**
     * The pieces of one group of an unzipped pair after {@code .method(op, group0 operand, group1
     * operand)}: the operation with the group's operand, or the group unchanged when its operand is
     * {@code ()}. Example: {@code .vector_fxp(FxpBinaryOp::MulInt, 2, ())} leaves {@code 2·lhs} in
     * group 0 and {@code rhs} in group 1.
     */
    static List<Piece> onGroup(Tensor group, String method, String op, Object operand) {
        return operand instanceof InterpreterValues.Unit ? group.pieces : apply(group, method, op, operand);
    }

    /**
     * The pieces of an unzipped pair after {@code .method_zip(op)} ({@code vector_clip_zip},
     * {@code vector_fxp_zip}, {@code vector_logic_zip}, {@code vector_fp_zip}): the operation on the
     * two groups' elements, piece by piece on each unit, group 0's value first.
     */
    static List<Piece> zip(Tensor s, String method, String op) {
        return zip(s, method, op, "Mode01");
    }

    /** The pieces of an unzipped pair after {@code .method_zip_with_mode(op, BinaryArgMode::mode)}: 0 is group 0, 1 group 1. */
    static List<Piece> zip(Tensor s, String method, String op, String mode) {
        if (!List.of("Mode00", "Mode01", "Mode10", "Mode11").contains(mode)) {
            throw new NotModelled("the binary argument mode " + mode + " is not modelled symbolically");
        }
        boolean floating = s.type.isFloat();
        int lane = s.type.bits();
        if (lane != 32) {
            throw new NotModelled("." + method + "_zip on " + s.type + " lanes is not modelled symbolically");
        }
        return pairwise(s.pieces, s.partner.pieces, kind(method, op, floating), mode, lane, floating);
    }

    /** {@code a what b} (its arguments as {@code mode} picks them) for every pair of pieces on one unit whose regions meet, on their meet. */
    private static List<Piece> pairwise(List<Piece> left, List<Piece> right, String what, String mode, int lane,
            boolean floating) {
        List<Piece> out = new ArrayList<>();
        for (Piece a : left) {
            for (Piece b : right) {
                if (a.coord() != b.coord()) {
                    continue;
                }
                Optional<Region> m = a.guard().meet(b.guard());
                m.ifPresent(x -> out.add(new Piece(a.coord(), x, combine(what, mode, x.apply(a.content()),
                        x.apply(b.content()), lane, floating))));
            }
        }
        return out;
    }

    /** The operation on the stream's value {@code a} and the operand {@code b}, its arguments as {@code ModeXY} picks them. */
    private static Content combine(String what, String mode, Content a, Content b, int lane, boolean floating) {
        return combine(what, mode.charAt(4) == '0' ? a : b, mode.charAt(5) == '0' ? a : b, lane, floating);
    }

    /** {@code a what b} in lanes of {@code lane} bits. */
    private static Content combine(String what, Content a, Content b, int lane, boolean floating) {
        if (floating || !List.of("add", "sub", "mul").contains(what)) {
            return a.applied(what, b, lane, floating);
        }
        return switch (what) {
            case "add" -> a.plus(b).withBits(lane);
            // less a lane operation or a reduction (0 - min): that subtraction, one node
            case "sub" -> polynomial(b) ? a.plus(b.scaled(-1)).withBits(lane) : a.applied("sub", b, lane, false);
            // a product of a lane operation (a max, a saturating add) stays that operation's product, one node
            case "mul" -> polynomial(a) && polynomial(b) ? a.times(b).withBits(lane) : a.applied("mul", b, lane, false);
            default -> throw new NotModelled("the lane operation " + what + " is not modelled symbolically");
        };
    }

    /** Whether {@code c} is a sum of products of inputs and constants, no lane operation or reduction in it. */
    private static boolean polynomial(Content c) {
        return c.items().stream().allMatch(i -> i instanceof dev.layoutprover.simulator.symbolic.SummedProduct);
    }

    /**
     * What {@code op} of {@code method} computes: add, sub, mul, max, min, and, or, xor (on f32 lanes of their raw
     * bits); on integers also shl, ashr, lshr.
     */
    private static String kind(String method, String written, boolean floating) {
        // MulF carries its ALU (MulF.Mul0): the ALU changes where, not what, it computes
        String op = written.contains(".") ? written.substring(0, written.indexOf('.')) : written;
        String k = switch (method + "::" + op) {
            case "vector_fxp::AddFxp", "vector_clip::AddFxp", "vector_clip::Add", "vector_fp_binary::AddF",
                    "vector_fp::AddF" -> "add";
            case "vector_fxp::SubFxp", "vector_fp_binary::SubF", "vector_fp::SubF" -> "sub";
            case "vector_fxp::MulInt", "vector_fp_binary::MulF", "vector_fp::MulF" -> "mul";
            case "vector_fp_binary::DivF", "vector_fp::DivF", "vector_fp_div::DivF" -> "div";
            case "vector_fxp::LeftShift" -> "shl";
            case "vector_fxp::AddFxpSat", "vector_clip::AddFxpSat" -> "add_sat";
            case "vector_fxp::SubFxpSat" -> "sub_sat";
            case "vector_fxp::LeftShiftSat" -> "shl_sat";
            case "vector_fxp::ArithRightShift" -> "ashr";
            case "vector_fxp::LogicRightShift" -> "lshr";
            case "vector_clip::Max" -> "max";
            case "vector_clip::Min" -> "min";
            case "vector_clip::AbsMax" -> "absmax";
            case "vector_clip::AbsMin" -> "absmin";
            case "vector_fxp::MulFxp" -> "mul_fxp";
            case "vector_logic::BitAnd" -> "and";
            case "vector_logic::BitOr" -> "or";
            case "vector_logic::BitXor" -> "xor";
            case "vector_logic::LeftShift" -> "shl";
            case "vector_logic::ArithRightShift" -> "ashr";
            case "vector_logic::LogicRightShift" -> "lshr";
            default -> null;
        };
        if (method.equals("vector_logic") && floating) {
            // the and, or, xor of the raw bits of f32 lanes: one node on the bits, its constant held by its bits
            if (k == null || !List.of("and", "or", "xor").contains(k)) {
                throw new NotModelled(".vector_logic(" + op + ") on f32 lanes is not modelled symbolically (only the"
                        + " bitwise and, or and xor of their raw bits are)");
            }
            return k;
        }
        if (k == null || floating != (method.equals("vector_fp_binary") || method.equals("vector_fp")
                || method.equals("vector_fp_div"))
                && !method.equals("vector_clip")
                || k.equals("add") && method.equals("vector_clip") && op.equals("AddFxp") && floating
                || k.endsWith("_sat") && floating) {
            throw new NotModelled("." + method + "(" + op + ") is not modelled symbolically (only the wrapping"
                    + " integer add, sub, MulInt, the shifts, the bitwise and, or, xor of i32, the saturating"
                    + " add, sub and left shift of i32, the f32 add, sub, mul, div, and max and min are)");
        }
        return k;
    }

    /**
     * A constant operand as a content: an integer, a float that is an integer of at most 24 bits, or another finite
     * float; the operand of a bitwise operation on f32 lanes always by its bits ({@code -0.0} is
     * {@code const_f32((-2147483648))}).
     */
    static Content constant(Object operand, boolean floating, String method) {
        if (floating && method.equals("vector_logic") && operand instanceof Double d) {
            // a bitwise operand is its bits: -0.0 (the sign bit) is not 0.0
            return Content.f32((float) (double) d);
        }
        long v;
        if (operand instanceof Long l && !floating) {
            v = l;
        } else if (operand instanceof Double d && floating && d == Math.rint(d) && Math.abs(d) <= (1 << 24)) {
            v = (long) (double) d;
        } else if (operand instanceof Double d && floating && Double.isFinite(d)) {
            // another f32 constant (2.5): the lanes take the f32 nearest it, a leaf the replay does not evaluate
            return Content.f32((float) (double) d);
        } else {
            throw new NotModelled("." + method + " with the operand " + operand + " is not modelled symbolically");
        }
        return Content.constant(v, 64);
    }
}
