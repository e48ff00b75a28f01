package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.LayoutChecks;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.PagedMemory;
import dev.layoutprover.simulator.naive.TensorExpr;
import java.util.List;

/**
 * {@code ctx.main.begin_interleaved::<I, …>(lhs, rhs).fetch::<D2, Time, Packet>()}: two DM tensors
 * of one layout fetched as one tensor with a new outermost element axis {@code I} of size 2
 * ({@code I = 0} is {@code lhs}, {@code I = 1} is {@code rhs}): the sequencer walks
 * {@code Element' = m![I, Element]}, where {@code I} steps from one tensor to the other.
 *
 * <p>Rules: {@code Fetch::INTERLEAVE} (the axis has size 2; both tensors have one type and one
 * {@code [Chip, Cluster, Slice, Element]}, decided by the oracle) and the fetch rules of the
 * interleaved element mapping.
 *
 * <p>Example: {@code lhs}, {@code rhs} as {@code Slice = m![A / 8]}, {@code Element = m![A % 8]}
 * fetched as {@code Time = m![I]}, {@code Packet = m![A % 8]} give each slice the packet of
 * {@code lhs} then the packet of {@code rhs}.
 */
public final class InterleavedFetch {

    private InterleavedFetch() {}

    public static Stream fetch(DmTensor lhs, DmTensor rhs, Axis axis, ExecutionContext context, ElementType out,
            Mapping time, Mapping packet) {
        FetchEngine.requireStreamable(lhs, out);
        FetchEngine.requireStreamable(rhs, out);
        requirePair(lhs, rhs, axis);
        Mapping element = new Mapping.Pair(new Mapping.Symbol(axis), lhs.element());
        ElementType in = lhs.type();
        FetchEngine.Plan plan = FetchEngine.plan(in, element, context, out, time, packet);
        int half = Math.toIntExact(in.bytesOf(lhs.element().size()));
        int packetBytes = Math.toIntExact(out.bytesOf(packet.size()));
        long timeSize = time.size();
        SliceSource src = slice -> {
            byte[] both = new byte[2 * half];
            lhs.memory(slice).read(lhs.address(), both, 0, half);
            rhs.memory(slice).read(rhs.address(), both, half, half);
            PagedMemory joined = new PagedMemory("interleaved", 2L * half, 12);
            joined.write(0, both, 0, both.length);
            Packets p = Packets.zeros(timeSize, packetBytes);
            Sequencer.gather(joined, 0, in, out, plan.config(), p.bytes(), 0);
            return p;
        };
        TensorExpr expr = in == out ? stacked(lhs, rhs, axis) : new TensorExpr.Convert(stacked(lhs, rhs, axis), out);
        return new Stream(lhs.device(), context, Position.FETCH, out, lhs.chip(), lhs.cluster(), lhs.slice(),
                new Mapping.Identity(), time, packet, expr, src);
    }

    /** The value of the interleaved tensor: {@code lhs} at {@code I = 0}, {@code rhs} at {@code I = 1}. */
    static TensorExpr stacked(DmTensor lhs, DmTensor rhs, Axis axis) {
        return new TensorExpr.Stack(axis, List.of(lhs.expr(), rhs.expr()), lhs.type());
    }

    /**
     * What {@code begin_interleaved} itself requires (context.rs:214), fetched or not: both tensors
     * live, of one type and one {@code [Chip, Cluster, Slice, Element]} (its signature), and the axis
     * of size 2 (its tile by {@code I} is {@code m![1 # 2]}, assert_div, mapping.rs:265); the two
     * tensors' elements are whole bytes.
     */
    static void requirePair(DmTensor lhs, DmTensor rhs, Axis axis) {
        lhs.requireLive();
        rhs.requireLive();
        RuleViolation.require(axis.size() == 2, "Fetch::INTERLEAVE", "the interleave axis " + axis.name()
                + " must have size 2 (lhs and rhs), got " + axis.size());
        RuleViolation.require(lhs.type() == rhs.type(), "Fetch::INTERLEAVE", "begin_interleaved takes tensors of one "
                + "type, got " + lhs.type() + " and " + rhs.type());
        LayoutChecks.requireEquivalent(lhs.device().oracle(), "Fetch::INTERLEAVE",
                "begin_interleaved [Chip, Cluster, Slice, Element] of lhs and rhs",
                new Mapping.Pair(lhs.chip(), new Mapping.Pair(lhs.cluster(), new Mapping.Pair(lhs.slice(), lhs.element()))),
                new Mapping.Pair(rhs.chip(), new Mapping.Pair(rhs.cluster(), new Mapping.Pair(rhs.slice(), rhs.element()))));
        if (!lhs.type().wholeBytes(lhs.element().size())) {
            throw new RuleViolation("Kernel::UNMODELLED", "begin_interleaved joins two tensors of " + lhs.element().size()
                    + " " + lhs.type() + " elements, which are not whole bytes; the simulator does not join half bytes");
        }
    }
}
