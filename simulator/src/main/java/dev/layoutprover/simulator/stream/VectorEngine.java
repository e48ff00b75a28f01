package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.FactorForm;
import dev.layoutprover.simulator.layout.LayoutChecks;
import dev.layoutprover.simulator.layout.SequencerCompiler;
import dev.layoutprover.simulator.layout.SequencerConfig;
import dev.layoutprover.simulator.memory.SpatialRules;
import dev.layoutprover.simulator.memory.VrfTensor;
import dev.layoutprover.simulator.naive.ElementwiseOp;
import dev.layoutprover.simulator.naive.Expr;
import java.util.HashSet;
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
 * keep the packet, by the oracle), {@code Vector::VRF} (the VRF operand's type, slices and axes),
 * {@code Vector::REDUCE} and {@code Vector::REDUCE_SLOTS} (8 accumulator slots).
 *
 * <p>Example (hello-tcp's constant addition):
 * {@code vectorInit().vectorIntraSliceBranch(UNCONDITIONAL).vectorFxp(ADD_FXP, 1).vectorFinal()}.
 */
public final class VectorEngine {

    /** The pipeline stages of the intra-slice block, in order. */
    public enum Stage { INIT, BRANCH, LOGIC, FXP, FXP_TO_FP, NARROW, FP, REDUCE, FP_DIV, WIDEN, FP_TO_FXP, CLIP, OUTPUT }

    private VectorEngine() {}

    /** {@code vector_init()}: enters the Vector Engine with 8-lane 32-bit flits. */
    public static VectorStream init(Stream s) {
        RuleViolation.require(s.type() == ElementType.I32 || s.type() == ElementType.F32, "Vector::TYPE",
                "the Vector Engine computes on i32 and f32, got " + s.type());
        RuleViolation.require(s.packet().size() == 8, "Vector::PACKET", "the Vector Engine takes 8-lane flits, got "
                + s.packet().size() + " elements of " + s.packet());
        return new VectorStream(s, Stage.INIT, Set.of(), 8);
    }

    /** {@code vector_intra_slice_branch(mode)}. */
    public static VectorStream branch(VectorStream v, BranchMode mode) {
        return advance(v, Stage.BRANCH, null, v.stream(), 8);
    }

    /** {@code vector_fxp(op, operand)} on {@code i32}. */
    public static VectorStream fxp(VectorStream v, FxpBinaryOp op, Operand operand) {
        requireType(v, ElementType.I32, "vector_fxp");
        return advance(v, Stage.FXP, op.alu, binary(v.stream(), op.op, operand, ElementType.I32), 8);
    }

    /** {@code vector_fxp_to_fp(int_width)}: {@code x · 2^(int_width - 31)} as {@code f32}. */
    public static VectorStream fxpToFp(VectorStream v, int intWidth) {
        requireType(v, ElementType.I32, "vector_fxp_to_fp");
        return advance(v, Stage.FXP_TO_FP, null, unary(v.stream(), ElementwiseOp.FXP_TO_FP, intWidth, ElementType.F32), 8);
    }

    /** {@code vector_trim_way4::<packet>()}: keeps the lower 4 lanes; the upper 4 must be padding. */
    public static VectorStream trimWay4(VectorStream v, Mapping packet) {
        Stream s = v.stream();
        LayoutChecks.requireEquivalent(s.device().oracle(), "Vector::LAYOUT", "trim_way4 (upper lanes are padding)",
                new Mapping.Padding(packet, 8, false), s.packet());
        return advance(v, Stage.NARROW, null, relane(s, s.time(), packet, 4, (p, t, l) -> p.offset(t) + 4 * l), 4);
    }

    /** {@code vector_pad_way8::<packet>()}: pads 4 lanes back to 8. */
    public static VectorStream padWay8(VectorStream v, Mapping packet) {
        Stream s = v.stream();
        LayoutChecks.requireEquivalent(s.device().oracle(), "Vector::LAYOUT", "pad_way8", packet,
                new Mapping.Padding(s.packet(), 8, false));
        return advance(v, Stage.WIDEN, null, relane(s, s.time(), packet, 8,
                (p, t, l) -> l < 4 ? p.offset(t) + 4 * l : -1), 8);
    }

    /** {@code vector_fp_binary(op, operand)} on 4-lane {@code f32}. */
    public static VectorStream fpBinary(VectorStream v, FpBinaryOp op, Operand operand) {
        requireType(v, ElementType.F32, "vector_fp_binary");
        requireWays(v, 4, "vector_fp_binary");
        return advance(v, Stage.FP, op.alu, binary(v.stream(), op.op, operand, ElementType.F32), 4);
    }

    /** {@code vector_fp_unary(op)} on 4-lane {@code f32}. */
    public static VectorStream fpUnary(VectorStream v, FpUnaryOp op) {
        requireType(v, ElementType.F32, "vector_fp_unary");
        requireWays(v, 4, "vector_fp_unary");
        return advance(v, Stage.FP, op.alu, unary(v.stream(), op.op, 0, ElementType.F32), 4);
    }

    /** {@code vector_fp_to_fxp(int_width)}: {@code round(x · 2^(31 - int_width))}, saturating, as {@code i32}. */
    public static VectorStream fpToFxp(VectorStream v, int intWidth) {
        requireType(v, ElementType.F32, "vector_fp_to_fxp");
        requireWays(v, 8, "vector_fp_to_fxp");
        return advance(v, Stage.FP_TO_FXP, null, unary(v.stream(), ElementwiseOp.FP_TO_FXP, intWidth, ElementType.I32), 8);
    }

    /** {@code vector_clip(op, operand)}. */
    public static VectorStream clip(VectorStream v, ClipBinaryOp op, Operand operand) {
        requireWays(v, 8, "vector_clip");
        ElementType t = v.stream().type();
        ElementwiseOp e = t == ElementType.F32 ? op.floating : op.integer;
        RuleViolation.require(e != null, "Vector::TYPE", "vector_clip " + op + " has no " + t + " form");
        return advance(v, Stage.CLIP, op.alu, binary(v.stream(), e, operand, t), 8);
    }

    /** {@code vector_intra_slice_reduce::<axis, time, packet>(op)}: see {@link IntraSliceReduce}. */
    public static VectorStream intraSliceReduce(VectorStream v, String axis, IntraSliceReduceOp op, Mapping time,
            Mapping packet) {
        requireWays(v, 4, "vector_intra_slice_reduce");
        ElementType t = v.stream().type();
        RuleViolation.require(t == ElementType.I32 ? op != IntraSliceReduceOp.ADD : op != IntraSliceReduceOp.ADD_SAT,
                "Vector::TYPE", "intra-slice reduce " + op + " is not defined on " + t);
        return advance(v, Stage.REDUCE, null, IntraSliceReduce.reduce(v.stream(), axis, op.op, time, packet), 4);
    }

    /** {@code vector_final()}: leaves the Vector Engine. */
    public static Stream finish(VectorStream v) {
        requireWays(v, 8, "vector_final");
        VectorStream out = advance(v, Stage.OUTPUT, null, v.stream(), 8);
        Stream s = out.stream();
        return s.next(Position.VECTOR, s.type(), s.row(), s.time(), s.packet(), s.expr(), s.source());
    }

    private static VectorStream advance(VectorStream v, Stage stage, String alu, Stream next, int ways) {
        RuleViolation.require(stage.ordinal() >= v.stage().ordinal() && (stage != v.stage() || alu != null),
                "Vector::ORDER", "the " + stage + " stage cannot follow the " + v.stage() + " stage in one pass");
        Set<String> alus = stage == v.stage() ? new HashSet<>(v.alus()) : new HashSet<>();
        if (alu != null) {
            RuleViolation.require(alus.add(alu), "Vector::ALU", "the " + alu + " ALU is already used in this pass");
        }
        return new VectorStream(next, stage, alus, ways);
    }

    private static void requireType(VectorStream v, ElementType t, String what) {
        RuleViolation.require(v.stream().type() == t, "Vector::TYPE", what + " computes on " + t + ", got "
                + v.stream().type());
    }

    private static void requireWays(VectorStream v, int ways, String what) {
        RuleViolation.require(v.ways() == ways, "Vector::WAY", what + " needs Way" + ways + ", the stream is Way" + v.ways());
    }

    private static Stream unary(Stream s, ElementwiseOp op, double parameter, ElementType out) {
        ElementType in = s.type();
        int lanes = (int) s.packet().size();
        SliceSource upstream = s.source();
        SliceSource src = slice -> {
            Packets p = upstream.produce(slice);
            Packets o = Packets.zeros(p.time(), p.packetBytes());
            for (long t = 0; t < p.time(); t++) {
                for (int l = 0; l < lanes; l++) {
                    int at = p.offset(t) + 4 * l;
                    out.encode(op.apply(in.decode(p.bytes(), at), parameter), o.bytes(), at);
                }
            }
            return o;
        };
        return s.next(s.position(), out, s.row(), s.time(), s.packet(), new Expr.Unary(s.expr(), op, parameter, out), src);
    }

    private static Stream binary(Stream s, ElementwiseOp op, Operand operand, ElementType out) {
        ElementType in = s.type();
        int lanes = (int) s.packet().size();
        SliceSource upstream = s.source();
        Expr expr;
        SliceSource operands;
        switch (operand) {
            case Operand.Constant c -> {
                expr = new Expr.WithConstant(s.expr(), op, c.value(), out);
                operands = null;
            }
            case Operand.Vrf vrf -> {
                expr = withTensor(s, op, vrf.tensor(), out);
                operands = vrfReader(s, vrf.tensor());
            }
        }
        double constant = operand instanceof Operand.Constant c ? c.value() : 0;
        SliceSource src = slice -> {
            Packets p = upstream.produce(slice);
            Packets b = operands == null ? null : operands.produce(slice);
            Packets o = Packets.zeros(p.time(), p.packetBytes());
            for (long t = 0; t < p.time(); t++) {
                for (int l = 0; l < lanes; l++) {
                    int at = p.offset(t) + 4 * l;
                    double y = b == null ? constant : in.decode(b.bytes(), b.offset(t) + 4 * l);
                    out.encode(op.apply(in.decode(p.bytes(), at), y), o.bytes(), at);
                }
            }
            return o;
        };
        return s.next(s.position(), out, s.row(), s.time(), s.packet(), expr, src);
    }

    private static Expr withTensor(Stream s, ElementwiseOp op, VrfTensor vrf, ElementType out) {
        try {
            return new Expr.WithTensor(s.expr(), op, vrf.expr(), out);
        } catch (IllegalArgumentException e) {
            throw new RuleViolation("Vector::VRF", "the VRF operand " + vrf + " has axes the stream lacks: "
                    + e.getMessage());
        }
    }

    /** The VRF operand as a stream shaped like {@code s}: read with a derived sequencer configuration. */
    private static SliceSource vrfReader(Stream s, VrfTensor vrf) {
        vrf.requireLive();
        RuleViolation.require(vrf.type() == s.type(), "Vector::VRF", "the VRF operand is " + vrf.type()
                + " but the stream is " + s.type());
        LayoutChecks.requireEquivalent(s.device().oracle(), "Vector::VRF", "VRF operand [Chip, Cluster, Slice]",
                s.spatial(), SpatialRules.slices(vrf.chip(), vrf.cluster(), vrf.slice()));
        SequencerConfig config = SequencerCompiler.compile(FactorForm.require(vrf.element(), "the VRF element mapping"),
                FactorForm.require(s.time(), "the stream Time").then(FactorForm.require(s.packet(), "the stream Packet")),
                "VRF");
        int packetBytes = s.packetBytes();
        long time = s.time().size();
        return slice -> {
            Packets p = Packets.zeros(time, packetBytes);
            Sequencer.gather(vrf.device().vrf(slice), vrf.address(), vrf.type(), vrf.type(), config, p.bytes(), 0);
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
