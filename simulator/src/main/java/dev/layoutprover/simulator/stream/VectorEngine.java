package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.EngineMappings;
import dev.layoutprover.simulator.layout.LayoutChecks;
import dev.layoutprover.simulator.layout.SequencerCompiler;
import dev.layoutprover.simulator.layout.SequencerConfig;
import dev.layoutprover.simulator.memory.SpatialRules;
import dev.layoutprover.simulator.memory.VrfTensor;
import dev.layoutprover.simulator.naive.LaneOp;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The Vector Engine's intra-slice block on {@code i32} and {@code f32} flits: elementwise integer
 * ({@code Fxp}) and float ({@code Fp}) operations with a constant or a VRF operand, conversions,
 * narrowing to 4 lanes and widening back, intra-slice reduce, and clipping. Stages run in the
 * hardware's order ({@link Stage}); within a stage each ALU serves one operation per pass.
 *
 * <p>Rules: {@code Vector::TYPE}, {@code Vector::PACKET} (one flit of 8 lanes on entry),
 * {@code Vector::ORDER} (a stage after a later one), {@code Vector::ALU} (an ALU used twice),
 * {@code Vector::WAY} (Way8 or Way4 as the stage needs), {@code Vector::LAYOUT} (narrow and widen
 * keep the packet, by the oracle), {@code Vector::VRF} (the VRF operand's type and axes), {@code Vector::VRF_SLICES} (its slices, a warning),
 * {@code Vector::REDUCE} and {@code Vector::REDUCE_SLOTS} (8 accumulator slots).
 *
 * <p>Example (hello-tcp's constant addition):
 * {@code vectorInit().vectorIntraSliceBranch(UNCONDITIONAL).vectorFxp(ADD_FXP, Operand.of(1)).vectorFinal()}.
 */
public final class VectorEngine {

    /** The pipeline stages of the intra-slice block, in order. */
    public enum Stage {
        INIT, INTER_FIRST, BRANCH, LOGIC, FXP, FXP_TO_FP, NARROW, FP, REDUCE, FP_DIV, WIDEN, FP_TO_FXP, CLIP,
        INTER_REDUCE, OUTPUT
    }

    private VectorEngine() {}

    /**
     * Whether the Vector Engine (and the VRF, which holds its operands) takes {@code t}: the
     * reference's {@code VeScalar}, i32 and f32. Example: {@code computesOn(F32)} holds,
     * {@code computesOn(BF16)} does not.
     */
    public static boolean computesOn(ElementType t) {
        return t == ElementType.I32 || t == ElementType.F32;
    }

    /** {@code vector_init()}: enters the Vector Engine with 8-lane 32-bit flits. */
    public static VectorStream init(Stream s) {
        RuleViolation.require(computesOn(s.type()), "Vector::TYPE",
                "the Vector Engine computes on i32 and f32, got " + s.type());
        RuleViolation.require(s.packet().size() == 8, "Vector::PACKET", "the Vector Engine takes 8-lane flits, got "
                + s.packet().size() + " elements of " + s.packet());
        return new VectorStream(s, Stage.INIT, Set.of(), 8, null, null);
    }

    /** {@code vector_intra_slice_branch(mode)}: the {@link BranchUnit} gives each element its execution id. */
    public static VectorStream branch(VectorStream v, BranchConfig mode) {
        VectorStream b = advance(v, Stage.BRANCH, null, v.stream(), 8);
        return new VectorStream(b.stream(), b.stage(), b.alus(), b.ways(), b.stash(), BranchUnit.ids(v.stream(), mode),
                b.interFirst(), b.zipped(), b.stateType());
    }

    /** {@code vector_fxp(op, operand)} on {@code i32}. */
    public static VectorStream fxp(VectorStream v, FxpBinaryOp op, Operand operand) {
        return fxp(v, op, ArgMode.Binary.MODE01, operand);
    }

    /** {@code vector_fxp_with_mode(op, mode, operand)} on {@code i32}, Way8. */
    public static VectorStream fxp(VectorStream v, FxpBinaryOp op, ArgMode.Binary mode, Operand operand) {
        return lanewise(v, "vector_fxp", ElementType.I32, 8, Stage.FXP, op.aluOp, mode.ports(), List.of(operand));
    }

    /** {@code vector_logic_with_mode(op, mode, operand)} on {@code i32} or (and, or, xor) {@code f32}, Way8. */
    public static VectorStream logic(VectorStream v, LogicBinaryOp op, ArgMode.Binary mode, Operand operand) {
        return byType(v, "vector_logic", op, Stage.LOGIC, op.aluOp, mode.ports(), operand);
    }

    /** {@code vector_fxp_to_fp(int_width)}: {@code x · 2^(int_width - 31)} as {@code f32}. */
    public static VectorStream fxpToFp(VectorStream v, int intWidth) {
        requireType(v, ElementType.I32, "vector_fxp_to_fp");
        requireWays(v, 8, "vector_fxp_to_fp");
        return advance(v, Stage.FXP_TO_FP, null, Lanes.convert(v, LaneOp.FXP_TO_FP, intWidth), 8);
    }

    /**
     * {@code vector_trim_way4::<packet>()}: keeps the lower 4 lanes; the upper 4 must be padding. The
     * checks in the reference's order (verify.rs:64, 75, 83, 89): 8 lanes in, the upper 4 padding, 4
     * lanes out, and those the lower 4 in. Example: {@code m![A % 2 # 8]} trimmed to
     * {@code m![A % 2 # 4]}; to {@code m![A % 2 # 8]} it is {@code Vector::WAY} (8 lanes out).
     */
    public static VectorStream trimWay4(VectorStream v, Mapping packet) {
        requireWays(v, 8, "vector_trim_way4");
        Stream s = v.stream();
        LayoutChecks.requireEquivalent(s.device().oracle(), "Vector::LAYOUT", "trim_way4 (upper lanes are padding)",
                new Mapping.Padding(new Mapping.Modulo(s.packet(), 4), 8, false), s.packet());
        RuleViolation.require(packet.size() == 4, "Vector::WAY", "vector_trim_way4's Packet2 " + packet
                + " must have 4 lanes, it has " + packet.size());
        LayoutChecks.requireEquivalent(s.device().oracle(), "Vector::LAYOUT", "trim_way4 (the lower 4 lanes)",
                new Mapping.Padding(packet, 8, false), s.packet());
        return advance(v, Stage.NARROW, null, relane(s, s.time(), packet, 4, (p, t, l) -> p.offset(t) + 4 * l), 4);
    }

    /**
     * {@code vector_pad_way8::<packet>()}: pads 4 lanes back to 8, in the reference's order
     * (verify.rs:102, 109, 116): 4 lanes in, 8 lanes out, the input padded. Example:
     * {@code m![A % 2 # 4]} padded to {@code m![A % 2 # 8]}; to {@code m![A % 2 # 4]} it is
     * {@code Vector::WAY} (4 lanes out).
     */
    public static VectorStream padWay8(VectorStream v, Mapping packet) {
        requireWays(v, 4, "vector_pad_way8");
        RuleViolation.require(packet.size() == 8, "Vector::WAY", "vector_pad_way8's Packet2 " + packet
                + " must have 8 lanes, it has " + packet.size());
        Stream s = v.stream();
        LayoutChecks.requireEquivalent(s.device().oracle(), "Vector::LAYOUT", "pad_way8", packet,
                new Mapping.Padding(s.packet(), 8, false));
        return advance(v, Stage.WIDEN, null, relane(s, s.time(), packet, 8,
                (p, t, l) -> l < 4 ? p.offset(t) + 4 * l : -1), 8);
    }

    /** {@code vector_fp_binary(op, operand)} on 4-lane {@code f32}. */
    public static VectorStream fpBinary(VectorStream v, FpBinaryOp op, Operand operand) {
        return fpBinary(v, op, ArgMode.Binary.MODE01, operand);
    }

    /** {@code vector_fp_binary_with_mode(op, mode, operand)} on 4-lane {@code f32}. */
    public static VectorStream fpBinary(VectorStream v, FpBinaryOp op, ArgMode.Binary mode, Operand operand) {
        return lanewise(v, "vector_fp_binary", ElementType.F32, 4, Stage.FP, op.aluOp, mode.ports(),
                List.of(operand));
    }

    /** {@code vector_fp_unary(op)} on 4-lane {@code f32}. */
    public static VectorStream fpUnary(VectorStream v, FpUnaryOp op) {
        return fpUnary(v, op, ArgMode.Unary.MODE0);
    }

    /** {@code vector_fp_unary_with_mode(op, mode)} on 4-lane {@code f32}. */
    public static VectorStream fpUnary(VectorStream v, FpUnaryOp op, ArgMode.Unary mode) {
        return lanewise(v, "vector_fp_unary", ElementType.F32, 4, Stage.FP, op.aluOp, mode.ports(), List.of());
    }

    /**
     * {@code vector_fp_ternary_with_mode(op, mode, (operand0, operand1))} on 4-lane {@code f32} of a
     * standalone stream: the reference reads the stash state as {@code f32} whatever the operands
     * (vector_tensor.rs:1403), so a pass whose state is {@code i32} (it entered the Vector Engine as
     * {@code i32} and was converted) breaks {@code Vector::STASH} (state.rs:49).
     */
    public static VectorStream fpTernary(VectorStream v, FpTernaryOp op, ArgMode.Ternary mode, Operand operand0,
            Operand operand1) {
        return fpTernary(v, op, mode, List.of(new TernaryOperand(operand0, operand1, ValidBranchIds.ALWAYS)));
    }

    /**
     * {@code vector_fp_ternary_with_mode(op, mode, [TernaryOperand; N])}: the operation once per
     * entry, each where its execution ids match ({@link TernaryOperand}); one entry valid always is
     * the plain operand pair.
     */
    public static VectorStream fpTernary(VectorStream v, FpTernaryOp op, ArgMode.Ternary mode,
            List<TernaryOperand> operands) {
        requireType(v, ElementType.F32, "vector_fp_ternary");
        requireWays(v, 4, "vector_fp_ternary");
        RuleViolation.require(v.stateType() == ElementType.F32, "Vector::STASH", "vector_fp_ternary reads the stash "
                + "state as f32 whatever its operands, but this pass's is " + v.stateType() + " (it entered the Vector "
                + "Engine as " + v.stateType() + "): stash type mismatch (state.rs:49)");
        return advance(v, Stage.FP, op.aluOp.alu(), Lanes.ternaryBranches(v, op.aluOp.form(ElementType.F32),
                mode.ports(), operands), 4);
    }

    /**
     * The ternary on a pair's group with {@code operand}, where its validity serves the group's
     * execution ids, which are all {@code 0} in a pair (the reference's {@code VectorTensorPair::new},
     * vector_tensor_pair.rs:191, and {@code apply_ternary_op}, vector_tensor.rs:1025): one valid for
     * {@code GroupId::One} leaves the group as it was, the ALU taken.
     */
    static VectorStream groupTernary(VectorStream v, FpTernaryOp op, ArgMode.Ternary mode, TernaryOperand operand) {
        VectorStream applied = lanewise(v, "vector_fp_ternary", ElementType.F32, 4, Stage.FP, op.aluOp, mode.ports(),
                operand.operands());
        if (operand.valid() == ValidBranchIds.ALWAYS) {
            return applied;
        }
        return applied.with(BranchUnit.guarded(v.stream(), applied.stream(), BranchUnit.constant(v.stream()),
                operand.valid()));
    }

    /** {@code vector_fp_div_with_mode(op, mode, operand)} on 4-lane {@code f32}, in the FpDiv stage. */
    public static VectorStream fpDiv(VectorStream v, FpDivBinaryOp op, ArgMode.Binary mode, Operand operand) {
        return lanewise(v, "vector_fp_div", ElementType.F32, 4, Stage.FP_DIV, op.aluOp, mode.ports(),
                List.of(operand));
    }

    /**
     * {@code vector_fp_to_fxp(int_width)}: {@code x · 2^(31 - int_width)} rounded half away from zero
     * and clamped, as {@code i32} (a NaN gives the bound of its sign), as the reference converts.
     */
    public static VectorStream fpToFxp(VectorStream v, int intWidth) {
        requireType(v, ElementType.F32, "vector_fp_to_fxp");
        requireWays(v, 8, "vector_fp_to_fxp");
        return advance(v, Stage.FP_TO_FXP, null, Lanes.convert(v, LaneOp.FP_TO_FXP, intWidth), 8);
    }

    /** {@code vector_clip(op, operand)}. */
    public static VectorStream clip(VectorStream v, ClipBinaryOp op, Operand operand) {
        return clip(v, op, ArgMode.Binary.MODE01, operand);
    }

    /** {@code vector_clip_with_mode(op, mode, operand)}, Way8. */
    public static VectorStream clip(VectorStream v, ClipBinaryOp op, ArgMode.Binary mode, Operand operand) {
        return byType(v, "vector_clip", op, Stage.CLIP, op.aluOp, mode.ports(), operand);
    }

    /** {@code vector_intra_slice_reduce::<axis, time, packet>(op)}: see {@link IntraSliceReduce}. */
    public static VectorStream intraSliceReduce(VectorStream v, String axis, IntraSliceReduceOp op, Mapping time,
            Mapping packet) {
        requireWays(v, 4, "vector_intra_slice_reduce");
        ElementType t = v.stream().type();
        RuleViolation.require(t == ElementType.I32 ? op != IntraSliceReduceOp.ADD : op != IntraSliceReduceOp.ADD_SAT,
                "Vector::TYPE", "intra-slice reduce " + op + " is not defined on " + t);
        VectorStream r = advance(v, Stage.REDUCE, null, IntraSliceReduce.reduce(v.stream(), axis, op.op, time, packet), 4);
        // the reference keeps the last id of each reduced group; the ids are not carried past a reduce here
        return new VectorStream(r.stream(), r.stage(), r.alus(), r.ways(), r.stash(), null, r.interFirst(), r.zipped(),
                r.stateType());
    }

    /**
     * {@code vector_inter_slice_reduce::<Slice2, Time2>(op)}: the Vector Reduce Unit, either first
     * (right after {@code vector_init}; intra-slice stages may follow) or last (after the intra-slice
     * stages, on Way8; only {@code vector_final} may follow). See {@link InterSliceReduce}.
     */
    public static VectorStream interSliceReduce(VectorStream v, InterSliceReduceOp op, Mapping slice2, Mapping time2) {
        requireWays(v, 8, "vector_inter_slice_reduce");
        Stage stage = v.stage() == Stage.INIT ? Stage.INTER_FIRST : Stage.INTER_REDUCE;
        RuleViolation.require(stage != Stage.INTER_REDUCE || !v.interFirst(), "Vector::ORDER", "a pass that began "
                + "with an inter-slice reduce has no second inter-slice reduce");
        return advance(v, stage, null, InterSliceReduce.reduce(v.stream(), op, slice2, time2), 8);
    }

    /**
     * {@code vector_split::<Time2, Packet2>()}: each 8-lane packet becomes two 4-lane packets, front
     * half first: {@code Time2 = [Time, Packet / 4]}, {@code Packet2 = Packet % 4}. The bytes stay
     * where they are. The checks in the reference's order (verify.rs:6, 14, 19, 26): 8 lanes in
     * ({@code Vector::WAY}), Time2 ({@code Vector::LAYOUT}), 4 lanes out ({@code Vector::WAY}),
     * Packet2 ({@code Vector::LAYOUT}). Example: {@code Time = m![1]}, {@code Packet = m![A % 2 # 8]}
     * split as {@code ::<m![1 # 2], m![A % 2 # 4]>}; as {@code ::<m![1 # 2], m![A % 2 # 8]>} it is
     * {@code Vector::WAY}.
     */
    public static VectorStream split(VectorStream v, Mapping time2, Mapping packet2) {
        requireWays(v, 8, "vector_split");
        Stream s = v.stream();
        RuleViolation.require(s.packet().size() == 8, "Vector::WAY", "vector_split takes 8-lane packets, got "
                + s.packet().size());
        LayoutChecks.requireEquivalent(s.device().oracle(), "Vector::LAYOUT", "vector_split Time2 (Time and the "
                + "packet's outer half)", time2, new Mapping.Pair(s.time(), new Mapping.Stride(s.packet(), 4)));
        RuleViolation.require(packet2.size() == 4, "Vector::WAY", "vector_split's Packet2 " + packet2
                + " must have 4 lanes (the front half of the flit), it has " + packet2.size());
        LayoutChecks.requireEquivalent(s.device().oracle(), "Vector::LAYOUT", "vector_split Packet2 (the packet's "
                + "inner half)", packet2, new Mapping.Modulo(s.packet(), 4));
        SliceSource upstream = s.source();
        SliceSource src = slice -> {
            Packets p = upstream.produce(slice);
            return new Packets(p.bytes(), p.time() * 2, p.packetBytes() / 2);
        };
        return advance(v, Stage.NARROW, null, s.next(s.position(), s.type(), s.row(), time2, packet2, s.expr(), src), 4);
    }

    /**
     * {@code vector_concat::<Time2, Packet2>()}: two consecutive 4-lane packets become one 8-lane
     * packet: {@code Time2 = Time / 2}, {@code Packet2 = [Time % 2, Packet]}. The checks in the
     * reference's order (verify.rs:33, 41, 48, 53): 4 lanes in and 8 out ({@code Vector::WAY}), then
     * Time2 and Packet2 ({@code Vector::LAYOUT}). Example: {@code Time = m![1 # 2]},
     * {@code Packet = m![A % 2 # 4]} concatenated as {@code ::<m![1], m![A % 2 # 8]>}; as
     * {@code ::<m![1], m![A % 2 # 4]>} it is {@code Vector::WAY}.
     */
    public static VectorStream concat(VectorStream v, Mapping time2, Mapping packet2) {
        requireWays(v, 4, "vector_concat");
        Stream s = v.stream();
        RuleViolation.require(s.packet().size() == 4, "Vector::WAY", "vector_concat takes 4-lane packets, got "
                + s.packet().size());
        RuleViolation.require(packet2.size() == 8, "Vector::WAY", "vector_concat's Packet2 " + packet2
                + " must have 8 lanes (one flit), it has " + packet2.size());
        RuleViolation.require(s.time().size() % 2 == 0, "Vector::LAYOUT", "vector_concat pairs consecutive "
                + "packets: Time " + s.time() + " has " + s.time().size() + " packets, an odd number");
        LayoutChecks.requireEquivalent(s.device().oracle(), "Vector::LAYOUT", "vector_concat Time2 (Time's outer "
                + "part)", time2, new Mapping.Stride(s.time(), 2));
        LayoutChecks.requireEquivalent(s.device().oracle(), "Vector::LAYOUT", "vector_concat Packet2 (Time's "
                + "inner 2 and the packet)", packet2, new Mapping.Pair(new Mapping.Modulo(s.time(), 2), s.packet()));
        SliceSource upstream = s.source();
        SliceSource src = slice -> {
            Packets p = upstream.produce(slice);
            return new Packets(p.bytes(), p.time() / 2, p.packetBytes() * 2);
        };
        return advance(v, Stage.WIDEN, null, s.next(s.position(), s.type(), s.row(), time2, packet2, s.expr(), src), 8);
    }

    /**
     * {@code vector_stash()}: copies the stream into the operand register, which later operations
     * of the pass read as the operand {@code Stash} (by index, whatever the layout then). Allowed in
     * the Branch, Logic, Fxp, Narrow, Fp, FpDiv and Clip stages, once per pass ({@code Vector::STASH}).
     */
    public static VectorStream stash(VectorStream v) {
        Set<Stage> stashable = Set.of(Stage.BRANCH, Stage.LOGIC, Stage.FXP, Stage.NARROW, Stage.FP, Stage.FP_DIV,
                Stage.CLIP);
        RuleViolation.require(stashable.contains(v.stage()), "Vector::STASH", "vector_stash is not available in the "
                + v.stage() + " stage (only Branch, Logic, Fxp, Narrow, Fp, FpDiv, Clip)");
        // the reference's vector_stash is defined only while the stash is empty (Stash = NoTensor)
        RuleViolation.require(v.stash() == null, "Vector::STASH", "vector_stash is called twice in one pass: "
                + "the operand register holds a stash already");
        RuleViolation.require(!v.zipped(), "Vector::STASH", "vector_stash is not defined on the zip of a pair's "
                + "groups, only on a standalone stream (the Zipped context, vector_engine/stage/markers.rs:43; "
                + "vector_tensor.rs:407 takes stage::Standalone)");
        // vector_stash is defined on a state of the stream's own type (StashD = D, vector_tensor.rs:406)
        RuleViolation.require(v.stream().type() == v.stateType(), "Vector::STASH", "vector_stash is not defined on "
                + "this " + v.stream().type() + " stream: the pass entered the Vector Engine as " + v.stateType()
                + " and its stash state keeps that type (vector_tensor.rs:406 takes StashD = D)");
        return new VectorStream(v.stream(), v.stage(), v.alus(), v.ways(), v.stream(), v.ids(), v.interFirst(), false,
                v.stateType());
    }

    /** {@code vector_final()}: leaves the Vector Engine. */
    public static Stream finish(VectorStream v) {
        requireWays(v, 8, "vector_final");
        VectorStream out = advance(v, Stage.OUTPUT, null, v.stream(), 8);
        Stream s = out.stream();
        return s.next(Position.VECTOR, s.type(), s.row(), s.time(), s.packet(), s.expr(), s.source());
    }

    /**
     * The stream after {@code stage}, as the reference's stage markers allow it ({@code CanTransitionTo},
     * vector_engine/stage/markers.rs): stages in {@link Stage} order, only {@code Logic}, {@code Fxp},
     * {@code Fp} and {@code Clip} used again in a row (one ALU each time); after {@code vector_init}
     * only the branch or an inter-slice reduce, after that first reduce only the branch or the
     * output, and one inter-slice reduce per pass ({@code VeOrder}).
     */
    static VectorStream advance(VectorStream v, Stage stage, String alu, Stream next, int ways) {
        Set<Stage> again = Set.of(Stage.LOGIC, Stage.FXP, Stage.FP, Stage.CLIP);
        boolean allowed = switch (v.stage()) {
            case INIT -> stage == Stage.BRANCH || stage == Stage.INTER_FIRST;
            case INTER_FIRST -> stage == Stage.BRANCH || stage == Stage.OUTPUT;
            default -> stage.ordinal() > v.stage().ordinal() || stage == v.stage() && again.contains(stage);
        };
        RuleViolation.require(allowed, "Vector::ORDER", "the " + stage + " stage cannot follow the " + v.stage()
                + " stage in one pass");
        Set<String> alus = stage == v.stage() ? new HashSet<>(v.alus()) : new HashSet<>();
        if (alu != null) {
            RuleViolation.require(alus.add(alu), "Vector::ALU", "the " + alu + " ALU is already used in this pass");
        }
        return new VectorStream(next, stage, alus, ways, v.stash(), v.ids(),
                v.interFirst() || stage == Stage.INTER_FIRST, v.zipped(), v.stateType());
    }

    /**
     * The lane-wise operation {@code call} of {@code op} on the {@code ports} its argument mode names,
     * on a stream of {@code type} in {@code ways} lanes: {@code vector_fp_div} wants 4-lane {@code f32}.
     */
    private static VectorStream lanewise(VectorStream v, String call, ElementType type, int ways, Stage stage,
            AluOp aluOp, int[] ports, List<Operand> operands) {
        requireType(v, type, call);
        requireWays(v, ways, call);
        return advance(v, stage, aluOp.alu(), Lanes.apply(v, aluOp.form(type), ports, operands), ways);
    }

    /**
     * The Way8 binary operation {@code call} of {@code op}: {@link AluOp#on} picks its form for the
     * stream's type, and an operation with no form for it breaks {@code Vector::TYPE}.
     */
    private static VectorStream byType(VectorStream v, String call, Enum<?> op, Stage stage, AluOp aluOp,
            int[] ports, Operand operand) {
        requireWays(v, 8, call);
        LaneOp lane = aluOp.on(v.stream().type(), call, op);
        return advance(v, stage, aluOp.alu(), Lanes.apply(v, lane, ports, List.of(operand)), 8);
    }

    private static void requireType(VectorStream v, ElementType t, String what) {
        RuleViolation.require(v.stream().type() == t, "Vector::TYPE", what + " computes on " + t + ", got "
                + v.stream().type());
    }

    private static void requireWays(VectorStream v, int ways, String what) {
        RuleViolation.require(v.ways() == ways, "Vector::WAY", what + " needs Way" + ways + ", the stream is Way" + v.ways());
    }

    /**
     * {@code Vector::VRF}: every axis of the VRF operand is one the stream holds (its Chip, Cluster, Slice,
     * Time or Packet name it), as the reference's relabelling into the stream's shape requires
     * (tensor_view.rs:62). Example: a VRF over {@code m![B]} for a stream over {@code A} only.
     */
    private static void requireStreamAxes(Stream s, VrfTensor vrf) {
        java.util.Set<String> streamed = Lanes.streamedAxes(s);
        java.util.Set<String> missing = new java.util.TreeSet<>();
        for (dev.layoutprover.algebra.Mapping m : List.of(vrf.chip(), vrf.cluster(), vrf.slice(), vrf.element())) {
            dev.layoutprover.algebra.Evaluator.of(m).axes().forEach(a -> {
                if (!streamed.contains(a.name())) {
                    missing.add(a.name());
                }
            });
        }
        RuleViolation.require(missing.isEmpty(), "Vector::VRF", () -> "a VRF operand has axes the stream lacks: "
                + String.join(", ", missing) + " (the stream holds " + String.join(", ", streamed)
                + ")");
    }

    /** The VRF operand as a stream shaped like {@code s}: read with a derived sequencer configuration. */
    static SliceSource vrfReader(Stream s, VrfTensor vrf) {
        vrf.requireLive();
        RuleViolation.require(vrf.type() == s.type(), "Vector::VRF", "the VRF operand is " + vrf.type()
                + " but the stream is " + s.type());
        requireStreamAxes(s, vrf);
        try {
            LayoutChecks.requireEquivalent(s.device().oracle(), "Vector::VRF_SLICES", "VRF operand [Chip, Cluster, "
                    + "Slice]", s.spatial(), SpatialRules.slices(vrf.chip(), vrf.cluster(), vrf.slice()));
        } catch (RuleViolation v) {
            // the reference relabels the operand by index (operand.rs:58-59); the hardware, and this model, read
            // each slice's own VRF: past the warning no run is the reference's
            throw RuleViolation.beyondModel(v, "a VRF operand on other slices than the stream's is read by index "
                    + "in the reference, from each slice's own VRF on the device");
        }
        SequencerConfig config = SequencerCompiler.modelled("VRF", () -> SequencerCompiler.compile(
                EngineMappings.require(vrf.element(), "the VRF element mapping"), EngineMappings.require(s.time(),
                "the stream Time").then(EngineMappings.require(s.packet(), "the stream Packet")), "VRF"));
        int packetBytes = s.packetBytes();
        long time = s.time().size();
        return slice -> {
            Packets p = Packets.zeros(time, packetBytes);
            Sequencer.gather(vrf.memory(slice), vrf.address(), vrf.type(), vrf.type(), config, p.bytes(), 0);
            return p;
        };
    }

    interface LaneSource {
        /** The byte offset in {@code p} of lane {@code l} of output packet {@code t}, or -1 for a zero lane. */
        int offset(Packets p, long t, int l);
    }

    private static Stream relane(Stream s, Mapping time, Mapping packet, int lanes, LaneSource from) {
        SliceSource upstream = s.source();
        SliceSource src = slice -> {
            Packets p = upstream.produce(slice);
            Packets o = Packets.zeros(p.time(), 4 * lanes);
            for (long t = 0; t < p.time(); t++) {
                for (int l = 0; l < lanes; l++) {
                    int at = from.offset(p, t, l);
                    if (at >= 0) {
                        System.arraycopy(p.bytes(), at, o.bytes(), o.offset(t) + 4 * l, 4);
                    }
                }
            }
            return o;
        };
        return s.next(s.position(), s.type(), s.row(), time, packet, s.expr(), src);
    }
}
