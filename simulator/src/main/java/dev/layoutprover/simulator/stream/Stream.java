package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.memory.Device;
import dev.layoutprover.simulator.memory.SpatialRules;
import dev.layoutprover.simulator.naive.TensorExpr;
import java.util.ArrayList;
import java.util.List;

/**
 * A stream tensor {@code StreamTensor<P, D, Chip, Cluster, Slice, Time, Packet>}: at each slice,
 * {@code Time::SIZE} packets of {@code Packet::SIZE} elements, where time {@code t}, packet
 * position {@code p} of slice {@code (c, k, s)} holds index
 * {@code Chip(c) + Cluster(k) + Slice(s) + Time(t) + Packet(p)}. After the Reducer a stream also
 * has a {@code Row} dimension ({@code row}, otherwise {@code m![1]}).
 *
 * <p>The value also carries what it holds ({@link #expr()}) and how to produce its bytes
 * ({@link #source()}); engines build new streams from old ones.
 *
 * <p>Example: after {@code fetch::<i32, m![1], m![A % 8]>()} of a DM tensor split as
 * {@code m![A / 8 # 256]}, slice 5 holds one packet with {@code A = 40..47}.
 */
public record Stream(Device device, ExecutionContext context, Position position, ElementType type, Mapping chip,
        Mapping cluster, Mapping slice, Mapping row, Mapping time, Mapping packet, TensorExpr expr, SliceSource source) {

    public Geometry geometry() {
        return device.geometry();
    }

    /** Bytes per packet. */
    public int packetBytes() {
        return Math.toIntExact(type.bytesOf(packet.size()));
    }

    /** {@code m![Chip, [Cluster, Slice]]}, indexed by slice number. */
    public Mapping spatial() {
        return SpatialRules.slices(chip, cluster, slice);
    }

    /** The slice numbers whose spatial position holds an index (the others carry nothing). */
    public int[] activeSlices() {
        return activeSlices(spatial());
    }

    static int[] activeSlices(Mapping spatial) {
        Evaluator e = Evaluator.of(spatial);
        List<Integer> active = new ArrayList<>();
        long[] v = new long[e.axes().size()];
        for (int s = 0; s < spatial.size(); s++) {
            if (e.isFunctional() ? e.evaluate(s, v) : !e.slot(s).isHole()) {
                active.add(s);
            }
        }
        return active.stream().mapToInt(Integer::intValue).toArray();
    }

    /** This stream after another engine: a new position, type, mappings, expression and source. */
    public Stream next(Position p, ElementType t, Mapping newRow, Mapping newTime, Mapping newPacket, TensorExpr e,
            SliceSource s) {
        return new Stream(device, context, p, t, chip, cluster, slice, newRow, newTime, newPacket, e, s);
    }

    /** {@code m![Time, Packet]}: a slice's stream as one mapping. */
    public Mapping timeAndPacket() {
        return new Mapping.Pair(time, packet);
    }
}
