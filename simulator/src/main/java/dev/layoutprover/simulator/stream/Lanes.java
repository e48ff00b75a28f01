package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.memory.VrfTensor;
import dev.layoutprover.simulator.naive.TensorExpr;
import dev.layoutprover.simulator.naive.LaneOp;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * A lanewise Vector Engine operation on a stream of 32-bit lanes: port {@code 0} is the stream,
 * ports {@code 1, 2} the operands (constants or VRF tensors read like the stream), arranged by
 * the argument mode. Values move as {@code int} and {@code float}, never boxed.
 *
 * <p>Example: {@code apply(s, LaneOp.SUB_FXP, new int[] {1, 0}, List.of(Operand.of(7)))} gives
 * {@code 7 - x} for each lane {@code x}.
 */
final class Lanes {

    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    private Lanes() {}

    static Stream apply(VectorStream v, LaneOp op, int[] ports, List<Operand> operands) {
        return apply(v, op, ports, operands, v.stream().type());
    }

    /**
     * A conversion ({@code FXP_TO_FP}, {@code FP_TO_FXP}) of the stream with the integer width
     * {@code intWidth}: the result has the other 32-bit type.
     */
    static Stream convert(VectorStream v, LaneOp op, int intWidth) {
        RuleViolation.require(intWidth >= 0 && intWidth < 32, "Vector::CONVERT", "the integer width must be 0..=31, got "
                + intWidth);
        ElementType out = op == LaneOp.FXP_TO_FP ? ElementType.F32 : ElementType.I32;
        return apply(v, op, new int[] {0, 1}, List.of(Operand.of(intWidth)), out);
    }

    /** Whether {@code op} shifts its first argument by its second. */
    static boolean isShift(LaneOp op) {
        return op == LaneOp.LEFT_SHIFT || op == LaneOp.LEFT_SHIFT_SAT || op == LaneOp.LOGIC_RIGHT_SHIFT
                || op == LaneOp.ARITH_RIGHT_SHIFT;
    }

    /**
     * {@code Vector::SHIFT}: a shift's amount is 0 to 31. The reference shifts an {@code i32} by
     * {@code b as u32} ({@code a << (b as u32)}, {@code 1 << (b as u32)} for the saturating one),
     * which overflows, a panic in a test build, from 32 up (a negative amount is one of those).
     */
    static void requireShift(LaneOp op, long amount) {
        if (amount < 0 || amount > 31) {
            StringBuilder name = new StringBuilder();
            for (String w : op.name().split("_")) {
                name.append(w.charAt(0)).append(w.substring(1).toLowerCase(java.util.Locale.ROOT));
            }
            throw new RuleViolation("Vector::SHIFT", name + " shifts an i32 by 0..=31 bits, got " + amount
                    + " (the reference's a << (b as u32) overflows from 32 on)");
        }
    }

    private static Stream apply(VectorStream v, LaneOp op, int[] ports, List<Operand> operands, ElementType out) {
        if (operands.size() == 1 && operands.get(0) instanceof Operand.Branches b) {
            return b.plain() ? apply(v, op, ports, List.of(b.branches().get(0).operand()), out) : branches(v, op, ports, b, out);
        }
        // the amount is the operation's second argument: a constant is checked here, data where it is computed
        boolean shift = isShift(op) && ports.length == 2;
        if (shift && ports[1] > 0 && operands.get(ports[1] - 1) instanceof Operand.Constant c) {
            requireShift(op, (long) c.value());
        }
        Stream s = v.stream();
        ElementType type = s.type();
        RuleViolation.require(op.isFloat() == (type == ElementType.F32), "Vector::TYPE", op + " computes on "
                + (op.isFloat() ? "f32" : "i32") + ", the stream is " + type);
        int k = operands.size();
        List<TensorExpr> exprs = new ArrayList<>();
        exprs.add(s.expr());
        int[] constants = new int[k];
        SliceSource[] readers = new SliceSource[k];
        for (int j = 0; j < k; j++) {
            switch (operands.get(j)) {
                case Operand.Constant c -> {
                    boolean width = op == LaneOp.FXP_TO_FP || op == LaneOp.FP_TO_FXP;
                    ElementType ct = width ? ElementType.I32 : type;
                    constants[j] = bits(c.value(), ct);
                    exprs.add(new TensorExpr.Constant(ct == ElementType.F32 ? (float) c.value() : c.value(), ct));
                }
                case Operand.Vrf vrf -> {
                    readers[j] = VectorEngine.vrfReader(s, vrf.tensor());
                    exprs.add(vrf.tensor().expr());
                }
                case Operand.Branches b -> throw new IllegalArgumentException("operands per branch are one list, the "
                        + "only operand of a binary operation");
                case Operand.Stash st -> {
                    Stream stash = v.stash();
                    RuleViolation.require(stash != null, "Vector::STASH", "the operand Stash is read before any "
                            + "vector_stash() in this pass");
                    RuleViolation.require(stash.type() == type, "Vector::STASH", "stash type mismatch: stashed as "
                            + stash.type() + ", read as " + type);
                    readers[j] = StashReader.of(stash, s);
                    exprs.add(stash.expr());
                }
            }
        }
        List<TensorExpr> args = new ArrayList<>();
        for (int p : ports) {
            args.add(exprs.get(p));
        }
        TensorExpr expr = lanewise(op, args, s, out);
        int lanes = (int) s.packet().size();
        int arity = ports.length;
        SliceSource upstream = s.source();
        SliceSource src = slice -> {
            Packets p = upstream.produce(slice);
            byte[][] in = new byte[k + 1][];
            int[] base = new int[k + 1];
            in[0] = p.bytes();
            for (int j = 0; j < k; j++) {
                in[j + 1] = readers[j] == null ? null : readers[j].produce(slice).bytes();
            }
            Packets o = Packets.zeros(p.time(), p.packetBytes());
            byte[] bytesOut = o.bytes();
            int[] x = new int[3];
            for (long t = 0; t < p.time(); t++) {
                int row = p.offset(t);
                for (int l = 0; l < lanes; l++) {
                    int at = row + 4 * l;
                    for (int a = 0; a < arity; a++) {
                        int port = ports[a];
                        x[a] = port == 0 ? (int) INT.get(in[0], at)
                                : in[port] == null ? constants[port - 1] : (int) INT.get(in[port], at);
                    }
                    int r = switch (op) {
                        case FXP_TO_FP -> Float.floatToRawIntBits(LaneAlu.fxpToFp(x[0], x[1]));
                        case FP_TO_FXP -> LaneAlu.fpToFxp(Float.intBitsToFloat(x[0]), x[1]);
                        default -> {
                            if (shift) {
                                requireShift(op, x[1]);
                            }
                            yield op.isFloat()
                                    ? Float.floatToRawIntBits(LaneAlu.f32(op, Float.intBitsToFloat(x[0]),
                                            Float.intBitsToFloat(x[1]), Float.intBitsToFloat(x[2])))
                                    : LaneAlu.i32(op, x[0], x[1]);
                        }
                    };
                    INT.set(bytesOut, at, r);
                }
            }
            return o;
        };
        return s.next(s.position(), out, s.row(), s.time(), s.packet(), expr, src);
    }

    /**
     * The operation with operands that differ per branch: each operand in turn applies it where
     * its execution ids match, to what the operands before it left (an element two operands serve
     * gets the operation twice, as the reference applies them).
     */
    private static Stream branches(VectorStream v, LaneOp op, int[] ports, Operand.Branches b, ElementType out) {
        if (v.ids() == null) {
            throw new IllegalArgumentException("operands valid per branch after a ValidCount or Vrf branch or an "
                    + "intra-slice reduce are not modelled");
        }
        Stream s = v.stream();
        for (Operand.Branch branch : b.branches()) {
            Stream applied = apply(v.with(s), op, ports, List.of(branch.operand()), out);
            s = BranchUnit.guarded(s, applied, v.ids(), branch.valid());
        }
        return s;
    }

    /**
     * A ternary operation with operands that differ per branch ({@code [TernaryOperand; N]}): each
     * entry in turn applies it with its two operands where its execution ids match, to what the
     * entries before it left, as the reference's {@code apply_ternary_op} does.
     */
    static Stream ternaryBranches(VectorStream v, LaneOp op, int[] ports, List<TernaryOperand> list) {
        if (TernaryOperand.plain(list)) {
            return apply(v, op, ports, list.get(0).operands());
        }
        if (v.ids() == null) {
            throw new IllegalArgumentException("operands valid per branch after a ValidCount or Vrf branch or an "
                    + "intra-slice reduce are not modelled");
        }
        Stream s = v.stream();
        for (TernaryOperand t : list) {
            Stream applied = apply(v.with(s), op, ports, t.operands(), s.type());
            s = BranchUnit.guarded(s, applied, v.ids(), t.valid());
        }
        return s;
    }

    /**
     * A zip of the two groups of a pair: port {@code 0} is group 0, port {@code 1} group 1; the
     * result takes group 1's place.
     */
    static Stream zip(Stream g0, Stream g1, LaneOp op, int[] ports) {
        ElementType type = g1.type();
        RuleViolation.require(op.isFloat() == (type == ElementType.F32), "Vector::TYPE", op + " computes on "
                + (op.isFloat() ? "f32" : "i32") + ", the groups are " + type);
        List<TensorExpr> groups = List.of(g0.expr(), g1.expr());
        List<TensorExpr> args = new ArrayList<>();
        for (int p : ports) {
            args.add(groups.get(p));
        }
        TensorExpr expr = lanewise(op, args, g1, type);
        int lanes = (int) g1.packet().size();
        SliceSource s0 = g0.source();
        SliceSource s1 = g1.source();
        SliceSource src = slice -> {
            byte[][] in = {s0.produce(slice).bytes(), null};
            Packets p1 = s1.produce(slice);
            in[1] = p1.bytes();
            Packets o = Packets.zeros(p1.time(), p1.packetBytes());
            byte[] out = o.bytes();
            for (long t = 0; t < p1.time(); t++) {
                int row = p1.offset(t);
                for (int l = 0; l < lanes; l++) {
                    int at = row + 4 * l;
                    int a = (int) INT.get(in[ports[0]], at);
                    int b = (int) INT.get(in[ports[1]], at);
                    if (isShift(op)) {
                        requireShift(op, b);
                    }
                    int r = op.isFloat()
                            ? Float.floatToRawIntBits(LaneAlu.f32(op, Float.intBitsToFloat(a), Float.intBitsToFloat(b), 0f))
                            : LaneAlu.i32(op, a, b);
                    INT.set(out, at, r);
                }
            }
            return o;
        };
        return g1.next(g1.position(), type, g1.row(), g1.time(), g1.packet(), expr, src);
    }

    /**
     * The lanewise result over the stream's axes and any axis of an operand the stream is broadcast
     * over (one its mappings name though its data lacks it: a fetch whose Time walks {@code C} over
     * a tensor without {@code C}); an operand axis the stream does not carry at all is
     * {@code Vector::VRF}.
     */
    private static TensorExpr lanewise(LaneOp op, List<TensorExpr> args, Stream s, ElementType out) {
        List<dev.layoutprover.algebra.Axis> axes = new ArrayList<>(s.expr().axes());
        java.util.Set<String> streamed = streamedAxes(s);
        for (TensorExpr a : args) {
            for (dev.layoutprover.algebra.Axis x : a.axes()) {
                if (!axes.contains(x) && streamed.contains(x.name())) {
                    axes.add(x);
                }
            }
        }
        try {
            return new TensorExpr.Lanewise(op, args, axes, out);
        } catch (IllegalArgumentException e) {
            throw new RuleViolation("Vector::VRF", "a VRF operand has axes the stream lacks: " + e.getMessage());
        }
    }

    /**
     * The names of the axes the stream's mappings name (its Chip, Cluster, Slice, Time and Packet), also
     * those it only broadcasts over: a VRF operand may hold these and no others ({@code Vector::VRF}).
     */
    static java.util.Set<String> streamedAxes(Stream s) {
        java.util.Set<String> streamed = new java.util.TreeSet<>();
        for (dev.layoutprover.algebra.Mapping m : List.of(s.spatial(), s.time(), s.packet())) {
            dev.layoutprover.algebra.Evaluator.of(m).axes().forEach(a -> streamed.add(a.name()));
        }
        return streamed;
    }

    /** A constant operand as the lane's bits: an {@code i32} in range, or an {@code f32}. */
    private static int bits(double value, ElementType type) {
        if (type == ElementType.F32) {
            return Float.floatToRawIntBits((float) value);
        }
        RuleViolation.require(value == Math.rint(value) && value >= Integer.MIN_VALUE && value <= Integer.MAX_VALUE,
                "Vector::TYPE", "the constant " + value + " is not an i32");
        return (int) value;
    }
}
