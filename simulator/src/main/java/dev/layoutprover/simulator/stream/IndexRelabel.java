package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.LayoutChecks;
import dev.layoutprover.simulator.memory.IndexRoute;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A stream's slice data laid out anew, index by index, as the reference's
 * {@code Tensor::transpose(false)} does ({@code write_transpose}, tensor_view.rs:58–80): each
 * position of the new layout receives the element the stream's {@code [Time, Packet]} holds at the
 * same tensor index. The new layout must hold exactly the stream's indices, each once: a stream
 * index it lacks is the reference's failed division (tensor_view.rs:63), an index beyond the
 * stream's a broadcast it refuses (tensor_view.rs:75); padding may differ. The chips, clusters and
 * slices stay, so each slice is relabelled on its own.
 *
 * <p>Used where the reference relabels without an engine check: {@code VectorFinalTensor::transpose}
 * (stream_tensor.rs:1677, rule {@code Transpose::RELABEL}) and {@code to_vrf}
 * (stream_tensor.rs:1187, 1671, rule {@code VRF::LAYOUT}).
 *
 * <p>Example: an {@code i32} stream {@code Time = m![A]}, {@code Packet = m![B]} ({@code A = 4,
 * B = 8}) relabelled as {@code Time = m![B / 2]}, {@code Packet = m![B % 2, A]} puts the element of
 * {@code (a, b)} at time {@code b / 2}, lane {@code (b % 2) · 4 + a}.
 */
public final class IndexRelabel {

    private IndexRelabel() {}

    /** Requires {@code layout} to hold exactly the indices of {@code input}'s {@code [Time, Packet]}, else {@code rule}. */
    public static void require(Stream input, Mapping layout, String rule, String what) {
        RuleViolation.require(!input.type().isSubByte(), "Kernel::UNMODELLED", "the simulator does not model "
                + what + " of " + input.type() + " elements");
        LayoutChecks.requireSameIndices(input.device().oracle(), rule, what, input.timeAndPacket(), layout);
    }

    /** {@code input} relabelled as {@code [time, packet]} at position {@code p}, once {@link #require} held. */
    public static Stream relabel(Stream input, Position p, Mapping time, Mapping packet) {
        Mapping to = new Mapping.Pair(time, packet);
        int eb = input.type().bytes();
        int packetBytes = Math.toIntExact(packet.size() * eb);
        SliceSource upstream = input.source();
        long[][] route = new long[1][];
        SliceSource src = slice -> {
            long[] r = routeOf(route, input.timeAndPacket(), to);
            Packets in = upstream.produce(slice);
            Packets out = Packets.zeros(time.size(), packetBytes);
            move(in.bytes(), out.bytes(), r, eb);
            return out;
        };
        return input.next(p, input.type(), input.row(), time, packet, input.expr(), src);
    }

    /**
     * The bytes of one slice of {@code input} laid out as {@code layout} ({@code layout.size()}
     * elements, zeros where it holds no index): what {@code to_vrf} writes.
     */
    public static byte[] slice(Stream input, Mapping layout, long[][] route, int slice) {
        int eb = input.type().bytes();
        long[] r = routeOf(route, input.timeAndPacket(), layout);
        byte[] out = new byte[Math.toIntExact(layout.size() * eb)];
        move(input.source().produce(slice).bytes(), out, r, eb);
        return out;
    }

    /** The route from {@code from} to {@code to}, computed once into {@code memo[0]}. */
    private static long[] routeOf(long[][] memo, Mapping from, Mapping to) {
        synchronized (memo) {
            if (memo[0] == null) {
                memo[0] = IndexRoute.of(from, to, axes(from, to));
            }
            return memo[0];
        }
    }

    private static void move(byte[] in, byte[] out, long[] route, int eb) {
        for (int q = 0; q < route.length; q++) {
            if (route[q] >= 0) {
                System.arraycopy(in, Math.toIntExact(route[q] * eb), out, q * eb, eb);
            }
        }
    }

    /** Every axis either mapping names, once, so a broadcast axis of the stream is part of the index. */
    private static List<Axis> axes(Mapping from, Mapping to) {
        Map<String, Axis> all = new LinkedHashMap<>();
        for (Mapping m : List.of(from, to)) {
            for (Axis a : Evaluator.of(m).axes()) {
                all.putIfAbsent(a.name(), a);
            }
        }
        return new ArrayList<>(all.values());
    }
}
