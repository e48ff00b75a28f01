package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.tensor.VectorTensor;
import dev.layoutprover.simulator.tensor.VectorTensorPair;
import dev.layoutprover.simulator.memory.VrfTensor;
import dev.layoutprover.simulator.stream.ArgMode;
import dev.layoutprover.simulator.stream.BranchConfig;
import dev.layoutprover.simulator.stream.FpDivBinaryOp;
import dev.layoutprover.simulator.stream.FpTernaryOp;
import dev.layoutprover.simulator.stream.TernaryOperand;
import dev.layoutprover.simulator.stream.InterSliceReduceOp;
import dev.layoutprover.simulator.stream.LogicBinaryOp;
import dev.layoutprover.simulator.stream.Operand;
import dev.layoutprover.simulator.stream.ValidBranchIds;
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
            "vector_trim_way4", "vector_pad_way8", "vector_intra_slice_reduce", "vector_final",
            "vector_fxp_with_mode", "vector_logic", "vector_logic_with_mode", "vector_fp_unary_with_mode",
            "vector_fp_binary_with_mode", "vector_fp_ternary", "vector_fp_ternary_with_mode", "vector_fp_div",
            "vector_fp_div_with_mode", "vector_clip_with_mode", "vector_inter_slice_reduce", "vector_split",
            "vector_concat", "vector_stash", "vector_intra_slice_unzip");

    private static final List<String> PAIR_METHODS = List.of("vector_split", "vector_fxp_to_fp", "vector_logic",
            "vector_fxp", "vector_fxp_with_mode", "vector_logic_with_mode", "vector_fp_binary_with_mode",
            "vector_fp_unary_with_mode", "vector_fp_div", "vector_fp_div_with_mode", "vector_clip_with_mode",
            "vector_concat", "vector_fp_to_fxp",
            "vector_fp_ternary", "vector_fp_ternary_with_mode",
            "vector_fp_binary", "vector_fp_unary", "vector_clip", "vector_clip_zip",
            "vector_clip_zip_with_mode", "vector_fp_zip", "vector_fp_zip_with_mode", "vector_fxp_zip",
            "vector_fxp_zip_with_mode", "vector_logic_zip", "vector_logic_zip_with_mode");

    private VectorMethods() {}

    static Object vector(CallSite c, VectorTensor v) {
        ElementType type = v.vectorStream().stream().type();
        if (!c.node.args().isEmpty()) {
            requireTypedFor(c, c.node.args().get(0), type);
        }
        for (int i = 0; i < c.node.args().size(); i++) {
            requireLiteralFor(c, i, c.args.get(i), type);
        }
        if (v.vectorStream().ids() == null && v.vectorStream().stage() != dev.layoutprover.simulator.stream.VectorEngine
                .Stage.INIT && c.args.stream().anyMatch(VectorMethods::perBranch)) {
            throw new Unmodelled(c.node.at(), "." + c.method(), "the simulator does not model operands valid per branch "
                    + "after a ValidCount or Vrf branch (the reference leaves their execution ids undefined) or after an "
                    + "intra-slice reduce");
        }
        return switch (c.method()) {
            case "vector_intra_slice_branch" -> {
                c.arity(1, "(BranchMode::…)");
                yield v.vectorIntraSliceBranch(c.arg(0, BranchConfig.class, "a BranchMode"));
            }
            case "vector_fxp", "vector_fxp_with_mode" ->
                    binary(c, "FxpBinaryOp::…", FxpBinaryOp.class, "an FxpBinaryOp", v::vectorFxp);
            case "vector_fp_binary", "vector_fp_binary_with_mode" ->
                    binary(c, "FpBinaryOp::…", FpBinaryOp.class, "an FpBinaryOp", v::vectorFpBinary);
            case "vector_clip", "vector_clip_with_mode" -> binary(c, "ClipBinaryOpI32::… or ClipBinaryOpF32::…",
                    ClipBinaryOp.class, "a ClipBinaryOpI32 or ClipBinaryOpF32", v::vectorClip);
            case "vector_logic", "vector_logic_with_mode" -> binary(c, "LogicBinaryOp…::…", LogicBinaryOp.class,
                    "a LogicBinaryOpI32 or LogicBinaryOpF32", v::vectorLogic);
            case "vector_fp_unary" -> {
                c.arity(1, "(FpUnaryOp::…)");
                yield v.vectorFpUnary(op(c, FpUnaryOp.class, "an FpUnaryOp"));
            }
            case "vector_fxp_to_fp" -> {
                c.arity(1, "(int_width)");
                yield v.vectorFxpToFp(width(c));
            }
            case "vector_fp_to_fxp" -> {
                c.arity(1, "(int_width)");
                yield v.vectorFpToFxp(width(c));
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
                c.arity(1, "(IntraSliceReduceOpI32::… or IntraSliceReduceOpF32::…)");
                List<Ast.GenericArg> g = c.generics(List.of("Axis", "Time", "Packet"), null);
                yield v.vectorIntraSliceReduce(c.axis(g.get(0)).name(), c.mapping(g.get(1)), c.mapping(g.get(2)),
                        op(c, IntraSliceReduceOp.class, "an IntraSliceReduceOp"));
            }
            case "vector_final" -> {
                c.arity(0, "()");
                yield v.vectorFinal();
            }
            case "vector_fp_unary_with_mode" -> {
                c.arity(2, "(FpUnaryOp::…, UnaryArgMode::…)");
                yield v.vectorFpUnary(op(c, FpUnaryOp.class, "an FpUnaryOp"),
                        c.arg(1, ArgMode.Unary.class, "a UnaryArgMode"));
            }
            case "vector_fp_ternary", "vector_fp_ternary_with_mode" -> {
                boolean mode = c.method().endsWith("_with_mode");
                c.arity(mode ? 3 : 2, mode ? "(FpTernaryOp::…, TernaryArgMode::…, (operand0, operand1))"
                        : "(FpTernaryOp::…, (operand0, operand1))");
                int at = mode ? 2 : 1;
                FpTernaryOp op = op(c, FpTernaryOp.class, "an FpTernaryOp");
                ArgMode.Ternary m = mode ? c.arg(1, ArgMode.Ternary.class, "a TernaryArgMode") : ArgMode.Ternary.MODE012;
                java.util.Optional<List<TernaryOperand>> perBranch = ternaryOperands(c.args.get(at));
                if (perBranch.isPresent()) {
                    yield v.vectorFpTernary(op, m, perBranch.get());
                }
                InterpreterValues.Tuple pair = c.arg(at, InterpreterValues.Tuple.class, "a pair of operands (operand0, "
                        + "operand1), a TernaryOperand or a list of them");
                if (pair.items().size() != 2) {
                    throw new KernelError(c.node.args().get(at).at(), "." + c.method()
                            + " takes a pair of operands (operand0, operand1), got " + pair.items().size());
                }
                yield v.vectorFpTernary(op, m, operand(c, at, pair.items().get(0)), operand(c, at, pair.items().get(1)));
            }
            case "vector_fp_div", "vector_fp_div_with_mode" -> {
                boolean mode = c.method().endsWith("_with_mode");
                c.arity(mode ? 3 : 2, mode ? "(FpDivBinaryOp::DivF, BinaryArgMode::…, operand)"
                        : "(FpDivBinaryOp::DivF, operand)");
                if (!mode && c.args.get(0) instanceof EngineCalls.WithMode w && w.op() instanceof FpDivBinaryOp op) {
                    yield v.vectorFpDiv(op, w.mode(), operand(c, 1));
                }
                yield v.vectorFpDiv(op(c, FpDivBinaryOp.class, "an FpDivBinaryOp (or FpDivBinaryOp::DivF.with_mode(…))"),
                        mode ? binaryMode(c, 1) : ArgMode.Binary.MODE01, operand(c, mode ? 2 : 1));
            }
            case "vector_inter_slice_reduce" -> {
                c.arity(1, "(InterSliceReduceOp…::…)");
                List<Ast.GenericArg> g = c.generics(List.of("Slice", "Time"), null);
                yield v.vectorInterSliceReduce(c.mapping(g.get(0)), c.mapping(g.get(1)),
                        op(c, InterSliceReduceOp.class, "an InterSliceReduceOpI32 or InterSliceReduceOpF32"));
            }
            case "vector_split", "vector_concat" -> {
                c.arity(0, "()");
                List<Ast.GenericArg> g = c.generics(List.of("Time", "Packet"), null);
                yield c.method().equals("vector_split") ? v.vectorSplit(c.mapping(g.get(0)), c.mapping(g.get(1)))
                        : v.vectorConcat(c.mapping(g.get(0)), c.mapping(g.get(1)));
            }
            case "vector_stash" -> {
                c.arity(0, "()");
                yield v.vectorStash();
            }
            case "vector_intra_slice_unzip" -> {
                c.arity(0, "()");
                List<Ast.GenericArg> g = c.generics(List.of("I", "TileTime", "SplitTime"), null);
                yield v.vectorIntraSliceUnzip(c.axis(g.get(0)).name(), c.mapping(g.get(1)), c.mapping(g.get(2)));
            }
            default -> throw c.unknown(METHODS);
        };
    }

    /** The methods of the pair of groups {@code vector_intra_slice_unzip} makes. */
    static Object pair(CallSite c, VectorTensorPair p) {
        String m = c.method();
        ElementType type = p.pair().group0().stream().type();
        if (!c.node.args().isEmpty()) {
            requireTypedFor(c, c.node.args().get(0), type);
        }
        // each group's constant has the pair's type: IntoGroupOperand<D, _> from an i32 or an f32 (operand.rs:604)
        for (int i = 1; i < c.args.size(); i++) {
            requireLiteralFor(c, i, c.args.get(i), type);
        }
        boolean mode = m.endsWith("_with_mode");
        if (m.startsWith("vector_") && m.contains("_zip")) {
            c.arity(mode ? 2 : 1, mode ? "(op, BinaryArgMode::…)" : "(op)");
            ArgMode.Binary how = mode ? binaryMode(c, 1) : ArgMode.Binary.MODE01;
            String base = mode ? m.substring(0, m.length() - "_with_mode".length()) : m;
            return switch (base) {
                case "vector_clip_zip" -> p.vectorClipZip(op(c, ClipBinaryOp.class, "a ClipBinaryOpI32 or "
                        + "ClipBinaryOpF32"), how);
                case "vector_fp_zip" -> p.vectorFpZip(op(c, FpBinaryOp.class, "an FpBinaryOp"), how);
                case "vector_fxp_zip" -> p.vectorFxpZip(op(c, FxpBinaryOp.class, "an FxpBinaryOp"), how);
                case "vector_logic_zip" -> p.vectorLogicZip(op(c, LogicBinaryOp.class, "a LogicBinaryOpI32 or "
                        + "LogicBinaryOpF32"), how);
                default -> throw c.unknown(PAIR_METHODS);
            };
        }
        return switch (m) {
            case "vector_split", "vector_concat" -> {
                c.arity(0, "()");
                List<Ast.GenericArg> g = c.generics(List.of("Time", "Packet"), null);
                yield m.equals("vector_split") ? p.vectorSplit(c.mapping(g.get(0)), c.mapping(g.get(1)))
                        : p.vectorConcat(c.mapping(g.get(0)), c.mapping(g.get(1)));
            }
            case "vector_fxp_to_fp" -> {
                c.arity(1, "(int_width)");
                yield p.vectorFxpToFp(width(c));
            }
            case "vector_fp_to_fxp" -> {
                c.arity(1, "(int_width)");
                yield p.vectorFpToFxp(width(c));
            }
            case "vector_fxp_with_mode" -> perGroupMode(c, "FxpBinaryOp::…", FxpBinaryOp.class, "an FxpBinaryOp",
                    p::vectorFxp);
            case "vector_logic_with_mode" -> perGroupMode(c, "LogicBinaryOp…::…", LogicBinaryOp.class,
                    "a LogicBinaryOpI32 or LogicBinaryOpF32", p::vectorLogic);
            case "vector_fp_binary_with_mode" -> perGroupMode(c, "FpBinaryOp::…", FpBinaryOp.class, "an FpBinaryOp",
                    p::vectorFpBinary);
            case "vector_clip_with_mode" -> perGroupMode(c, "ClipBinaryOp…::…", ClipBinaryOp.class,
                    "a ClipBinaryOpI32 or ClipBinaryOpF32", p::vectorClip);
            case "vector_fp_div", "vector_fp_div_with_mode" -> mode
                    ? perGroupMode(c, "FpDivBinaryOp::DivF", FpDivBinaryOp.class, "an FpDivBinaryOp", p::vectorFpDiv)
                    : perGroup(c, "FpDivBinaryOp::DivF", FpDivBinaryOp.class, "an FpDivBinaryOp",
                            (op, g0, g1) -> p.vectorFpDiv(op, ArgMode.Binary.MODE01, g0, g1));
            case "vector_fp_unary_with_mode" -> {
                c.arity(4, "(FpUnaryOp::…, UnaryArgMode::…, on_group0, on_group1)");
                yield p.vectorFpUnary(op(c, FpUnaryOp.class, "an FpUnaryOp"),
                        c.arg(1, ArgMode.Unary.class, "a UnaryArgMode"), c.arg(2, Boolean.class, "true or false"),
                        c.arg(3, Boolean.class, "true or false"));
            }
            case "vector_fxp" -> perGroup(c, "FxpBinaryOp::…", FxpBinaryOp.class, "an FxpBinaryOp", p::vectorFxp);
            case "vector_logic" -> perGroup(c, "LogicBinaryOp…::…", LogicBinaryOp.class,
                    "a LogicBinaryOpI32 or LogicBinaryOpF32", p::vectorLogic);
            case "vector_fp_binary" -> perGroup(c, "FpBinaryOp::…", FpBinaryOp.class, "an FpBinaryOp",
                    p::vectorFpBinary);
            case "vector_clip" -> perGroup(c, "ClipBinaryOp…::…", ClipBinaryOp.class,
                    "a ClipBinaryOpI32 or ClipBinaryOpF32", p::vectorClip);
            case "vector_fp_ternary", "vector_fp_ternary_with_mode" -> {
                int at = mode ? 2 : 1;
                c.arity(at + 2, "(FpTernaryOp::…, " + (mode ? "TernaryArgMode::…, " : "")
                        + "group0 ternary operand or (), group1 ternary operand or ())");
                ArgMode.Ternary how = mode ? c.arg(1, ArgMode.Ternary.class, "a TernaryArgMode") : ArgMode.Ternary.MODE012;
                yield p.vectorFpTernary(op(c, FpTernaryOp.class, "an FpTernaryOp"), how, groupTernary(c, at),
                        groupTernary(c, at + 1));
            }
            case "vector_fp_unary" -> {
                c.arity(3, "(FpUnaryOp::…, on_group0, on_group1)");
                yield p.vectorFpUnary(op(c, FpUnaryOp.class, "an FpUnaryOp"),
                        c.arg(1, Boolean.class, "true or false"), c.arg(2, Boolean.class, "true or false"));
            }
            default -> throw c.unknown(PAIR_METHODS);
        };
    }

    /**
     * {@code Vector::TYPE} for an operation written with its element type ({@code ClipBinaryOpI32::Max},
     * {@code IntraSliceReduceOpF32::Add}, {@code LogicBinaryOpF32::BitAnd}): the reference defines
     * the {@code I32} enums' methods on {@code i32} streams and the {@code F32} ones on {@code f32}
     * (vector_tensor.rs, one {@code impl} per type), so {@code ClipBinaryOpF32::Min} on an {@code i32}
     * stream is a type error.
     */
    static void requireTypedFor(CallSite c, Ast.Expr arg, ElementType type) {
        Ast.Path path = arg instanceof Ast.Path p ? p : arg instanceof Ast.Call call ? call.callee() : null;
        if (path == null || path.segments().size() != 2) {
            return;
        }
        String enumName = path.segments().get(0).name();
        String written = enumName.endsWith("I32") ? "i32" : enumName.endsWith("F32") ? "f32" : null;
        RuleViolation.require(written == null || written.equals(type.toString()), "Vector::TYPE", "." + c.method()
                + " on an " + type + " stream takes an operation of " + type + ", got " + enumName + "::"
                + path.segments().get(1).name());
    }

    /**
     * {@code Vector::TYPE} for a constant operand: an {@code f32} stream's constant is a float
     * literal ({@code 1.0}), an {@code i32} stream's an integer one; the reference converts an
     * {@code i32} only into an {@code i32} operand and an {@code f32} into an {@code f32} one
     * ({@code From<i32> for VeRhs<i32, _>}, {@code From<f32> for VeRhs<f32, _>}, operand.rs:64, 70),
     * and {@code VeRhs::constant(v: D)}, {@code VeBranchOperand::always}, {@code group} and the
     * {@code f32} fields of a {@code TernaryOperand} take only their type too. The literal is found
     * however it is wrapped: plain, through {@code .into()}, in {@code VeRhs::constant(…)}, a
     * {@code VeBranchOperand}, a tuple, an array or a {@code TernaryOperand}.
     */
    private static void requireLiteralFor(CallSite c, int i, Object value, ElementType type) {
        if (!isOperand(c, i)) {
            return;
        }
        switch (value) {
            case InterpreterValues.Tuple t -> t.items().forEach(item -> requireLiteralFor(c, i, item, type));
            case List<?> l -> l.forEach(item -> requireLiteralFor(c, i, item, type));
            case Operand.Branches b -> b.branches().forEach(item -> requireLiteralFor(c, i, item.operand(), type));
            case Operand.Branch b -> requireLiteralFor(c, i, b.operand(), type);
            case EngineCalls.TernaryOperands t -> t.list().forEach(item -> requireLiteralFor(c, i, item, type));
            case TernaryOperand t -> {
                // operand0 is a VeRhs<f32, _> and operand1 an f32 whatever the stream (operand.rs:198, 207)
                requireLiteralFor(c, i, t.operand0(), ElementType.F32);
                requireLiteralFor(c, i, t.operand1(), ElementType.F32);
            }
            case Operand.Constant k when k.written() != null -> requireWritten(c, k.written() == ElementType.I32
                    ? (Object) (long) k.value() : (Object) k.value(), type);
            case Long l -> requireWritten(c, l, type);
            case Double d -> requireWritten(c, d, type);
            default -> { }
        }
    }

    /** {@code Vector::TYPE} for the number {@code v} as written ({@code Long}: an integer literal) on a {@code type} operand. */
    private static void requireWritten(CallSite c, Object v, ElementType type) {
        RuleViolation.require(!(v instanceof Long && type == ElementType.F32), "Vector::TYPE", "." + c.method()
                + " on an f32 stream takes an f32 constant, got the integer " + v + " (write " + v + ".0)");
        RuleViolation.require(!(v instanceof Double && type == ElementType.I32), "Vector::TYPE", "." + c.method()
                + " on an i32 stream takes an i32 constant, got the float " + v);
    }

    /**
     * The integer width of {@code vector_fxp_to_fp} and {@code vector_fp_to_fxp}, a {@code u32}
     * (vector_tensor.rs:1208, 1717): a float there is rustc's type error, a {@code Vector::CONVERT}
     * finding as a width past 31 is.
     */
    private static int width(CallSite c) {
        RuleViolation.require(!(c.args.get(0) instanceof Double), "Vector::CONVERT", "." + c.method()
                + " takes its integer width as a u32, got the float " + c.args.get(0));
        return Math.toIntExact(c.integer(0, "the integer width"));
    }

    /** Whether argument {@code i} of the call is an operand (not the integer width of a conversion). */
    private static boolean isOperand(CallSite c, int i) {
        return !c.method().equals("vector_fxp_to_fp") && !c.method().equals("vector_fp_to_fxp") && i > 0;
    }

    /**
     * A group's ternary operand, or {@code null} for {@code ()} or {@code None}: what the reference's
     * {@code IntoGroupTernaryOperand} takes (operand.rs:649-671), {@code (operand0, operand1)},
     * {@code ((operand0, operand1), GroupId::…)}, a {@code TernaryOperand} or an {@code Option} of one.
     */
    private static TernaryOperand groupTernary(CallSite c, int i) {
        Object v = c.args.get(i);
        if (v instanceof InterpreterValues.Unit) {
            return null;
        }
        if (v instanceof InterpreterValues.Opt o && (o.value() == null || o.value() instanceof TernaryOperand)) {
            return (TernaryOperand) o.value();
        }
        return BranchValues.intoTernary(v).orElseThrow(() -> new KernelError(c.node.args().get(i).at(), "."
                + c.method() + " takes per group (operand0, f32), ((operand0, f32), GroupId::…), a TernaryOperand, "
                + "an Option of one or (), got " + InterpreterValues.describe(v)));
    }

    /**
     * A group's operand, or {@code null} for {@code ()}: the group is left as it is. One operand, as
     * the reference's {@code IntoGroupOperand} takes (operand.rs:604): a constant, a VRF tensor, the
     * stash, or one {@code VeBranchOperand} (of {@code always}, {@code group}, {@code stash_always},
     * {@code stash_group} or a tuple {@code (operand, GroupId::…)}), which the pair applies as
     * {@code PairEngine} says.
     */
    private static Operand groupOperand(CallSite c, int i) {
        Object v = c.args.get(i);
        Operand o = switch (v) {
            case InterpreterValues.Unit u -> null;
            case Operand.Branch b -> new Operand.Branches(List.of(b));
            case InterpreterValues.Tuple t when t.items().size() == 2 && t.items().get(1) instanceof ValidBranchIds g ->
                    new Operand.Branches(List.of(new Operand.Branch(operand(c, i, t.items().get(0)), g)));
            default -> operand(c, i, v);
        };
        if (o instanceof Operand.Branches b && b.branches().size() != 1) {
            throw new KernelError(c.node.args().get(i).at(), "." + c.method() + " takes one operand per group (a "
                    + "constant, a VRF tensor, Stash or one VeBranchOperand) or (), got " + InterpreterValues.describe(v));
        }
        return o;
    }

    /** Whether {@code arg} is an operand list that differs per branch (not one operand valid always). */
    private static boolean perBranch(Object arg) {
        java.util.Optional<List<TernaryOperand>> ternary = ternaryOperands(arg);
        if (ternary.isPresent()) {
            return !TernaryOperand.plain(ternary.get());
        }
        Object list = arg instanceof List<?> l ? BranchValues.list(l, true).orElse(null) : arg;
        return list instanceof Operand.Branches b && !b.plain();
    }

    /**
     * {@code arg} as ternary operands, when it is ones: a {@code TernaryOperand}, a tuple
     * {@code ((operand0, operand1), GroupId::…)}, an array of them or {@code ArrayVec::new([…])}.
     */
    private static java.util.Optional<List<TernaryOperand>> ternaryOperands(Object arg) {
        return switch (arg) {
            case EngineCalls.TernaryOperands t -> java.util.Optional.of(t.list());
            case List<?> l when !l.isEmpty() -> BranchValues.ternaryList(l, false);
            default -> BranchValues.ternary(arg).map(List::of);
        };
    }

    /** A binary operation's stage on a stream: {@code VectorTensor::vectorFxp} and the like. */
    @FunctionalInterface
    private interface BinaryStage<E> {
        VectorTensor apply(E op, ArgMode.Binary mode, Operand operand);
    }

    /**
     * {@code .vector_X(op, operand)} (in Mode01: the stream's element first) or
     * {@code .vector_X_with_mode(op, mode, operand)} of the family whose op is written {@code usage}
     * and read as {@code type}.
     *
     * <p>Example: {@code .vector_fxp(FxpBinaryOp::AddFxp, 1)} is
     * {@code stage.apply(FxpBinaryOp.ADD_FXP, ArgMode.Binary.MODE01, Operand.of(1))}; a third argument
     * to it is reported against {@code (FxpBinaryOp::…, operand)}.
     */
    private static <E> VectorTensor binary(CallSite c, String usage, Class<E> type, String what, BinaryStage<E> stage) {
        boolean mode = c.method().endsWith("_with_mode");
        c.arity(mode ? 3 : 2, mode ? "(" + usage + ", BinaryArgMode::…, operand)" : "(" + usage + ", operand)");
        return stage.apply(op(c, type, what), mode ? binaryMode(c, 1) : ArgMode.Binary.MODE01,
                operand(c, mode ? 2 : 1));
    }

    /** A binary operation's stage on a pair of groups, each group with its operand: {@code VectorTensorPair::vectorFxp}. */
    @FunctionalInterface
    private interface GroupStage<E> {
        VectorTensorPair apply(E op, Operand group0, Operand group1);
    }

    /** {@code .vector_X(op, group0 operand or (), group1 operand or ())} on a pair, the op written {@code usage}. */
    private static <E> VectorTensorPair perGroup(CallSite c, String usage, Class<E> type, String what,
            GroupStage<E> stage) {
        c.arity(3, "(" + usage + ", group0 operand or (), group1 operand or ())");
        return stage.apply(op(c, type, what), groupOperand(c, 1), groupOperand(c, 2));
    }

    /** A binary operation's {@code _with_mode} stage on a pair: {@code VectorTensorPair::vectorFxp} with a mode. */
    @FunctionalInterface
    private interface GroupModeStage<E> {
        VectorTensorPair apply(E op, ArgMode.Binary mode, Operand group0, Operand group1);
    }

    /** {@code .vector_X_with_mode(op, BinaryArgMode::…, group0 operand or (), group1 operand or ())} on a pair. */
    private static <E> VectorTensorPair perGroupMode(CallSite c, String usage, Class<E> type, String what,
            GroupModeStage<E> stage) {
        c.arity(4, "(" + usage + ", BinaryArgMode::…, group0 operand or (), group1 operand or ())");
        return stage.apply(op(c, type, what), binaryMode(c, 1), groupOperand(c, 2), groupOperand(c, 3));
    }

    /** The Vector Engine's operation types. */
    private static final List<Class<?>> OPS = List.of(FxpBinaryOp.class, FpBinaryOp.class, ClipBinaryOp.class,
            LogicBinaryOp.class, FpUnaryOp.class, FpDivBinaryOp.class, FpTernaryOp.class, IntraSliceReduceOp.class,
            InterSliceReduceOp.class);

    /**
     * The operation, the call's first argument, as a {@code type}. An operation of another type is
     * a mismatched type rustc rejects: a {@code Vector::TYPE} finding of the call, not a read error.
     * Example: {@code .vector_fxp(FpBinaryOp::AddF, &vrf)}, a floating-point add where
     * {@code vector_fxp} takes an {@code FxpBinaryOp}.
     */
    private static <E> E op(CallSite c, Class<E> type, String what) {
        Object v = c.args.isEmpty() ? null : c.args.get(0);
        if (!type.isInstance(v) && OPS.stream().anyMatch(o -> o.isInstance(v))) {
            throw new dev.layoutprover.simulator.RuleViolation("Vector::TYPE", "." + c.method() + " takes " + what
                    + ", got " + InterpreterValues.describe(v) + ", an operation of another type");
        }
        return c.arg(0, type, what);
    }

    private static ArgMode.Binary binaryMode(CallSite c, int i) {
        return c.arg(i, ArgMode.Binary.class, "a BinaryArgMode");
    }

    private static Operand operand(CallSite c, int i) {
        return operand(c, i, c.args.get(i));
    }

    /** A constant ({@code 7}, {@code 2.0f32}) or a VRF tensor ({@code &vrf}) operand. */
    private static Operand operand(CallSite c, int i, Object value) {
        return switch (value) {
            case VrfTensor vrf -> Operand.of(vrf);
            case Long l -> Operand.of(l);
            case Double d -> Operand.of(d);
            case Operand.Stash st -> st;
            case Operand op -> op;
            case List<?> branches when BranchValues.list(branches, false).isPresent() ->
                    BranchValues.list(branches, false).get();
            default -> throw new KernelError(c.node.args().get(i).at(), "." + c.method()
                    + " takes a constant, a VRF tensor (&vrf) or Stash as operand here, got " + InterpreterValues.describe(value));
        };
    }
}
