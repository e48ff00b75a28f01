package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.RememberedChecks;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.naive.TensorExpr;
import dev.layoutprover.simulator.naive.LaneOp;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * The Vector Engine on a pair of groups: {@code vector_intra_slice_unzip::<I, TileTime, SplitTime>()}
 * splits the stream's packets by their coordinate of the axis {@code I} (which must lie in
 * {@code Time}) into group 0 and group 1, each with {@code Time = SplitTime}; operations that act
 * on both groups ({@code vector_split}, {@code vector_fxp_to_fp}) keep the pair; a zip operation
 * ({@code vector_clip_zip}, {@code vector_fp_zip}, {@code vector_fxp_zip}, {@code vector_logic_zip},
 * with or without an argument mode whose port 0 is group 0 and port 1 group 1) computes
 * {@code op(group0, group1)} and leaves one stream, in group 1's place.
 *
 * <p>Rules: {@code Vector::UNZIP} (after {@code vector_init}; {@code I} of size 2 in {@code Time},
 * not in {@code Packet}; {@code SplitTime} lists each group's packets in order) and those of the
 * operations.
 *
 * <p>Example: {@code begin_interleaved::<I, …>(lhs, rhs)} fetched as {@code Time = m![I]},
 * unzipped with {@code SplitTime = m![1]}, then {@code vector_clip_zip(AddFxp)} gives
 * {@code lhs + rhs}.
 */
public final class PairEngine {

    private PairEngine() {}

    /**
     * {@link #unzip(VectorStream, String, Mapping)} with the kernel's {@code TileTime}: the reference
     * tiles the stream by {@code I} (vector_tensor_pair.rs:179), whose {@code assert_div} wants
     * {@code TileTime} to be {@code Time} with {@code I} taken out as padding ({@code m![1 # 2]} of
     * {@code Time = m![I]}); another is {@code Vector::UNZIP}.
     */
    public static VectorPair unzip(VectorStream v, String axisName, Mapping tileTime, Mapping splitTime) {
        VectorPair pair = unzip(v, axisName, splitTime);
        Axis axis = v.stream().expr().axes().stream().filter(a -> a.name().equals(axisName)).findFirst().orElseThrow();
        dev.layoutprover.simulator.memory.Tiles.requireDivided(new dev.layoutprover.algebra.TileView(v.stream().time(),
                new Mapping.Symbol(axis), 1, tileTime, 0), "Vector::UNZIP", "vector_intra_slice_unzip's tile of " + axisName,
                "Time", "TileTime");
        return pair;
    }

    public static VectorPair unzip(VectorStream v, String axisName, Mapping splitTime) {
        RuleViolation.require(v.stage() == VectorEngine.Stage.INIT, "Vector::UNZIP",
                "vector_intra_slice_unzip follows vector_init, not the " + v.stage() + " stage");
        Stream s = v.stream();
        RuleViolation.require(s.packet().size() == 8, "Vector::UNZIP", "the pair takes 8-lane packets, got "
                + s.packet().size());
        List<Axis> axes = s.expr().axes();
        int k = -1;
        for (int i = 0; i < axes.size(); i++) {
            if (axes.get(i).name().equals(axisName)) {
                k = i;
            }
        }
        RuleViolation.require(k >= 0 && axes.get(k).size() == 2, "Vector::UNZIP", "the stream has no axis "
                + axisName + " of size 2 to unzip (axes " + axes + ")");
        RuleViolation.require(!dev.layoutprover.simulator.layout.LayoutChecks.axesHeld(s.packet()).contains(axisName),
                "Vector::UNZIP", "the unzip axis " + axisName + " is in the packet " + s.packet());
        List<Axis> indexAxes = IndexAxes.over(axes, s.time(), splitTime);
        int unzipped = k;
        Groups grouped = GROUPS.get(List.of(s.time(), splitTime, indexAxes, k),
                () -> groups(s.time(), splitTime, indexAxes, unzipped, axes.size()));
        List<List<Integer>> groups = grouped.times();
        int[][] at = grouped.at();
        Axis axis = axes.get(k);
        VectorStream g0 = group(v, groups.get(0), at[0], axis, 0, splitTime);
        VectorStream g1 = group(v, groups.get(1), at[1], axis, 1, splitTime);
        return new VectorPair(g0, g1);
    }

    /**
     * The packets of each group (the times of {@code timeMapping} whose unzip axis {@code k} is 0, then 1) and
     * the positions of {@code splitTime} they fill, in order; {@code Vector::UNZIP} when {@code splitTime}
     * does not list each group's packets in order.
     */
    private record Groups(List<List<Integer>> times, int[][] at) {}

    /** The groupings of the unzips made last: a loop's iterations unzip the same layouts. */
    private static final RememberedChecks<List<Object>, Groups> GROUPS =
            new RememberedChecks<>(8);

    private static Groups groups(Mapping timeMapping, Mapping splitTime, List<Axis> indexAxes, int k, int axisCount) {
        Evaluator time = Evaluator.of(timeMapping, indexAxes);
        Evaluator split = Evaluator.of(splitTime, indexAxes);
        long[] v1 = new long[time.axes().size()];
        long[] v2 = new long[split.axes().size()];
        List<List<Integer>> groups = List.of(new ArrayList<>(), new ArrayList<>());
        long times = timeMapping.size();
        for (int t = 0; t < times; t++) {
            if (time.evaluate(t, v1)) {
                groups.get((int) v1[k]).add(t);
            }
        }
        // Each group's packets, in time order, fill SplitTime's positions in order. SplitTime may be
        // longer than a group by holes (m![1 # 2] for one packet): the reference relabels the tile
        // as SplitTime without a size check (vector_tensor_pair.rs:172), so only its indices count.
        int[][] at = new int[2][];
        for (int g = 0; g < 2; g++) {
            List<Integer> ts = groups.get(g);
            at[g] = new int[ts.size()];
            int j = 0;
            long positions = splitTime.size();
            for (int p = 0; p < positions; p++) {
                boolean held = split.evaluate(p, v2);
                if (!held && (j >= ts.size() || !allZero(v1, ts.get(j), time, k, axisCount))) {
                    continue;
                }
                // checked per packet, the message made only for a packet that breaks it
                if (j >= ts.size()) {
                    RuleViolation.require(false, "Vector::UNZIP", "SplitTime " + splitTime + " holds more than "
                            + "group " + g + "'s " + ts.size() + " packets");
                }
                time.evaluate(ts.get(j), v1);
                v1[k] = 0;
                if (held && !Arrays.equals(v1, 0, axisCount, v2, 0, axisCount)) {
                    RuleViolation.require(false, "Vector::UNZIP", "SplitTime " + splitTime + " does not list group "
                            + g + "'s packets in order (packet " + j + ")");
                }
                at[g][j++] = p;
            }
            RuleViolation.require(j == ts.size(), "Vector::UNZIP", "group " + g + " has " + ts.size()
                    + " packets but SplitTime " + splitTime + " holds " + j + " of them");
        }
        return new Groups(groups, at);
    }

    /** Whether the packet at time {@code t} holds index 0 on every axis but the unzip axis {@code k}. */
    private static boolean allZero(long[] scratch, int t, Evaluator time, int k, int axes) {
        time.evaluate(t, scratch);
        scratch[k] = 0;
        return Arrays.stream(scratch, 0, axes).allMatch(x -> x == 0);
    }

    private static VectorStream group(VectorStream v, List<Integer> ts, int[] at, Axis axis, int g,
            Mapping splitTime) {
        Stream s = v.stream();
        int[] from = ts.stream().mapToInt(Integer::intValue).toArray();
        int packetBytes = s.packetBytes();
        long length = splitTime.size();
        SliceSource src = s.source().map(p -> {
            Packets o = Packets.zeros(length, packetBytes);
            for (int j = 0; j < from.length; j++) {
                System.arraycopy(p.bytes(), p.offset(from[j]), o.bytes(), o.offset(at[j]), packetBytes);
            }
            return o;
        });
        Stream out = s.next(s.position(), s.type(), s.row(), splitTime, s.packet(), new TensorExpr.Select(s.expr(), axis, g),
                src);
        return new VectorStream(out, VectorEngine.Stage.BRANCH, Set.of(), 8, null, null);
    }

    /** {@code vector_split} on both groups. */
    public static VectorPair split(VectorPair p, Mapping time2, Mapping packet2) {
        return new VectorPair(VectorEngine.split(p.group0(), time2, packet2),
                VectorEngine.split(p.group1(), time2, packet2));
    }

    /** {@code vector_fxp_to_fp} on both groups. */
    public static VectorPair fxpToFp(VectorPair p, int intWidth) {
        return new VectorPair(VectorEngine.fxpToFp(p.group0(), intWidth), VectorEngine.fxpToFp(p.group1(), intWidth));
    }

    /** One group's operation, or {@code null} to leave the group as it is. */
    public interface GroupOp {
        VectorStream apply(VectorStream group);
    }

    /**
     * An operation on each group with its own operand ({@code .vector_fxp(op, 2, 3)}; {@code ()} for
     * a group leaves it unchanged): both groups pass the stage, and the operation's ALU is taken once
     * when either group has an operand (the reference's {@code apply_op_to_both},
     * vector_tensor_pair.rs:284: {@code ((), ())} takes none).
     */
    public static VectorPair each(VectorPair p, GroupOp g0, GroupOp g1, VectorEngine.Stage stage, String alu,
            int ways) {
        String used = g0 == null && g1 == null ? null : alu;
        VectorStream a = g0 == null ? VectorEngine.advance(p.group0(), stage, used, p.group0().stream(), ways)
                : g0.apply(p.group0());
        VectorStream b = g1 == null ? VectorEngine.advance(p.group1(), stage, used, p.group1().stream(), ways)
                : g1.apply(p.group1());
        return new VectorPair(a, b);
    }

    /**
     * A group's binary operation with operand {@code o}, or {@code null} for {@code ()}. In a pair
     * every execution id is 0 (the reference's {@code VectorTensorPair::new}, vector_tensor_pair.rs:191)
     * and no stash is read (vector_tensor_pair.rs:255 passes none), so an operand valid always or for
     * {@code GroupId::Zero} applies to the whole group, and one valid for {@code GroupId::One}, or the
     * stash, to none of it: the group passes the stage unchanged, the ALU taken.
     * Example: {@code VeBranchOperand::group(VeRhs::constant(3), GroupId::One)} leaves its group as it is.
     */
    private static GroupOp binary(Operand o, VectorEngine.Stage stage, String alu, int ways,
            java.util.function.BiFunction<VectorStream, Operand, VectorStream> apply) {
        if (o == null) {
            return null;
        }
        Operand applied = applied(o);
        if (applied == null) {
            return g -> VectorEngine.advance(g, stage, alu, g.stream(), ways);
        }
        return g -> apply.apply(g, applied);
    }

    /** What {@code o} applies to a pair's group, or {@code null} for nothing: see {@link #binary}. */
    private static Operand applied(Operand o) {
        if (o instanceof Operand.Branches b && b.branches().size() == 1) {
            Operand.Branch one = b.branches().get(0);
            return one.valid().matches(0) ? applied(one.operand()) : null;
        }
        return o instanceof Operand.Stash ? null : o;
    }

    /** {@code .vector_fxp(op, operand0, operand1)} on a pair; a {@code null} operand skips its group. */
    public static VectorPair fxp(VectorPair p, FxpBinaryOp op, Operand o0, Operand o1) {
        return fxp(p, op, ArgMode.Binary.MODE01, o0, o1);
    }

    /**
     * {@code .vector_fxp_with_mode(op, mode, operand0, operand1)} on a pair: the mode read inside
     * each group, port 0 the group's stream and port 1 its operand (vector_tensor_pair.rs:596).
     */
    public static VectorPair fxp(VectorPair p, FxpBinaryOp op, ArgMode.Binary mode, Operand o0, Operand o1) {
        return eachBinary(p, o0, o1, VectorEngine.Stage.FXP, op.aluOp.alu(), 8,
                (g, o) -> VectorEngine.fxp(g, op, mode, o));
    }

    /** {@code .vector_logic(op, operand0, operand1)} on a pair: each group by its own operand, Way8. */
    public static VectorPair logic(VectorPair p, LogicBinaryOp op, Operand o0, Operand o1) {
        return logic(p, op, ArgMode.Binary.MODE01, o0, o1);
    }

    /** {@code .vector_logic_with_mode(op, mode, operand0, operand1)} on a pair, the mode read inside each group. */
    public static VectorPair logic(VectorPair p, LogicBinaryOp op, ArgMode.Binary mode, Operand o0, Operand o1) {
        return eachBinary(p, o0, o1, VectorEngine.Stage.LOGIC, op.aluOp.alu(), 8,
                (g, o) -> VectorEngine.logic(g, op, mode, o));
    }

    /** {@code .vector_fp_binary(op, operand0, operand1)} on a pair. */
    public static VectorPair fpBinary(VectorPair p, FpBinaryOp op, Operand o0, Operand o1) {
        return fpBinary(p, op, ArgMode.Binary.MODE01, o0, o1);
    }

    /** {@code .vector_fp_binary_with_mode(op, mode, operand0, operand1)} on a pair, the mode read inside each group. */
    public static VectorPair fpBinary(VectorPair p, FpBinaryOp op, ArgMode.Binary mode, Operand o0, Operand o1) {
        return eachBinary(p, o0, o1, VectorEngine.Stage.FP, op.aluOp.alu(), 4,
                (g, o) -> VectorEngine.fpBinary(g, op, mode, o));
    }

    /**
     * {@code .vector_fp_div_with_mode(op, mode, operand0, operand1)} on a pair: both groups enter the
     * FpDiv stage whether or not they have an operand (vector_tensor_pair.rs:876), each divided by
     * its own. Example: {@code .vector_fp_div(FpDivBinaryOp::DivF, 2.0, ())} halves group 0.
     */
    public static VectorPair fpDiv(VectorPair p, FpDivBinaryOp op, ArgMode.Binary mode, Operand o0, Operand o1) {
        return eachBinary(p, o0, o1, VectorEngine.Stage.FP_DIV, op.aluOp.alu(), 4,
                (g, o) -> VectorEngine.fpDiv(g, op, mode, o));
    }

    /** {@code vector_concat::<SplitTime2, Packet2>()} on both groups (vector_tensor_pair.rs:935). */
    public static VectorPair concat(VectorPair p, Mapping time2, Mapping packet2) {
        return new VectorPair(VectorEngine.concat(p.group0(), time2, packet2),
                VectorEngine.concat(p.group1(), time2, packet2));
    }

    /** {@code vector_fp_to_fxp(int_width)} on both groups (vector_tensor_pair.rs:1001). */
    public static VectorPair fpToFxp(VectorPair p, int intWidth) {
        return new VectorPair(VectorEngine.fpToFxp(p.group0(), intWidth), VectorEngine.fpToFxp(p.group1(), intWidth));
    }

    /** {@link #each} of one binary operation {@code apply}, group 0 with {@code o0} and group 1 with {@code o1}. */
    private static VectorPair eachBinary(VectorPair p, Operand o0, Operand o1, VectorEngine.Stage stage, String alu,
            int ways, java.util.function.BiFunction<VectorStream, Operand, VectorStream> apply) {
        return each(p, binary(o0, stage, alu, ways, apply), binary(o1, stage, alu, ways, apply), stage, alu, ways);
    }

    /** {@code .vector_fp_unary(op, on_group0, on_group1)} on a pair. */
    public static VectorPair fpUnary(VectorPair p, FpUnaryOp op, boolean on0, boolean on1) {
        return fpUnary(p, op, ArgMode.Unary.MODE0, on0, on1);
    }

    /** {@code .vector_fp_unary_with_mode(op, mode, on_group0, on_group1)} on a pair. */
    public static VectorPair fpUnary(VectorPair p, FpUnaryOp op, ArgMode.Unary mode, boolean on0, boolean on1) {
        return each(p, on0 ? g -> VectorEngine.fpUnary(g, op, mode) : null,
                on1 ? g -> VectorEngine.fpUnary(g, op, mode) : null, VectorEngine.Stage.FP, op.aluOp.alu(), 4);
    }

    /**
     * {@code .vector_fp_ternary_with_mode(op, mode, t0, t1)} on a pair: each group its ternary operand
     * ({@code IntoGroupTernaryOperand}, operand.rs:664), {@code null} for {@code ()}; an operand
     * valid for a group applies where the group's ids (all {@code 0}) are served
     * ({@link VectorEngine#groupTernary}), and one reading the stash applies nowhere, as a pair has none.
     */
    public static VectorPair fpTernary(VectorPair p, FpTernaryOp op, ArgMode.Ternary mode, TernaryOperand t0,
            TernaryOperand t1) {
        return each(p, ternary(op, mode, t0), ternary(op, mode, t1), VectorEngine.Stage.FP, op.aluOp.alu(), 4);
    }

    private static GroupOp ternary(FpTernaryOp op, ArgMode.Ternary mode, TernaryOperand t) {
        if (t == null) {
            return null;
        }
        if (t.operand0() instanceof Operand.Stash || t.operand1() instanceof Operand.Stash) {
            return g -> VectorEngine.advance(g, VectorEngine.Stage.FP, op.aluOp.alu(), g.stream(), 4);
        }
        return g -> VectorEngine.groupTernary(g, op, mode, t);
    }

    /** {@code .vector_clip(op, operand0, operand1)} on a pair. */
    public static VectorPair clip(VectorPair p, ClipBinaryOp op, Operand o0, Operand o1) {
        return clip(p, op, ArgMode.Binary.MODE01, o0, o1);
    }

    /** {@code .vector_clip_with_mode(op, mode, operand0, operand1)} on a pair, the mode read inside each group. */
    public static VectorPair clip(VectorPair p, ClipBinaryOp op, ArgMode.Binary mode, Operand o0, Operand o1) {
        return eachBinary(p, o0, o1, VectorEngine.Stage.CLIP, op.aluOp.alu(), 8,
                (g, o) -> VectorEngine.clip(g, op, mode, o));
    }

    /** {@code vector_clip_zip_with_mode(op, mode)}, Way8. */
    public static VectorStream clipZip(VectorPair p, ClipBinaryOp op, ArgMode.Binary mode) {
        LaneOp lane = op.aluOp.on(p.group1().stream().type(), "vector_clip_zip", op);
        return zip(p, VectorEngine.Stage.CLIP, op.aluOp.alu(), lane, mode, 8, "vector_clip_zip");
    }

    /** {@code vector_fp_zip_with_mode(op, mode)}, Way4. */
    public static VectorStream fpZip(VectorPair p, FpBinaryOp op, ArgMode.Binary mode) {
        return zip(p, VectorEngine.Stage.FP, op.aluOp.alu(), op.aluOp.floating(), mode, 4, "vector_fp_zip");
    }

    /** {@code vector_fxp_zip_with_mode(op, mode)}, Way8. */
    public static VectorStream fxpZip(VectorPair p, FxpBinaryOp op, ArgMode.Binary mode) {
        return zip(p, VectorEngine.Stage.FXP, op.aluOp.alu(), op.aluOp.integer(), mode, 8, "vector_fxp_zip");
    }

    /** {@code vector_logic_zip_with_mode(op, mode)}, Way8. */
    public static VectorStream logicZip(VectorPair p, LogicBinaryOp op, ArgMode.Binary mode) {
        LaneOp lane = op.aluOp.on(p.group1().stream().type(), "vector_logic_zip", op);
        return zip(p, VectorEngine.Stage.LOGIC, op.aluOp.alu(), lane, mode, 8, "vector_logic_zip");
    }

    private static VectorStream zip(VectorPair p, VectorEngine.Stage stage, String alu, LaneOp op,
            ArgMode.Binary mode, int ways, String what) {
        VectorStream g1 = p.group1();
        RuleViolation.require(g1.ways() == ways, "Vector::WAY", what + " needs Way" + ways + ", the pair is Way"
                + g1.ways());
        Stream merged = Lanes.zip(p.group0().stream(), g1.stream(), op, mode.ports());
        VectorStream z = VectorEngine.advance(g1, stage, alu, merged, ways);
        // the zip's state is of its own type (the reference's zipped tensors take StashD = D)
        return new VectorStream(z.stream(), z.stage(), z.alus(), z.ways(), z.stash(), z.ids(), z.interFirst(), true,
                z.stream().type());
    }
}
