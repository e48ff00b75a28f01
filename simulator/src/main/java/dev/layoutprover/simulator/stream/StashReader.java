package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a stashed stream in the layout of the current one: lane {@code l} of packet {@code t}
 * gets the stashed lane that holds the same index ({@code [Time, Packet]} of both evaluated over
 * the tensor's axes); a lane the stash does not hold reads zero. The lane map is computed once.
 *
 * <p>Example: stashed as {@code Time = m![1]}, {@code Packet = m![A % 8]}, read after
 * {@code vector_split} as {@code Time = m![A % 8 / 4]}, {@code Packet = m![A % 4]}: packet 1,
 * lane 2 reads stashed lane 6.
 */
final class StashReader {

    private StashReader() {}

    static SliceSource of(Stream stash, Stream current) {
        Mapping from = stash.timeAndPacket();
        Mapping to = current.timeAndPacket();
        List<Axis> axes = IndexAxes.over(current.expr().axes(), from, to);
        Evaluator ef = Evaluator.of(from, axes);
        Evaluator et = Evaluator.of(to, axes);
        Map<List<Long>, Integer> where = new HashMap<>();
        long[] v = new long[ef.axes().size()];
        for (long p = 0, positions = from.size(); p < positions; p++) {
            if (ef.evaluate(p, v)) {
                where.putIfAbsent(key(v, axes.size()), (int) p);
            }
        }
        int n = Math.toIntExact(to.size());
        int[] lane = new int[n];
        long[] w = new long[et.axes().size()];
        for (int p = 0; p < n; p++) {
            Integer f = et.evaluate(p, w) ? where.get(key(w, axes.size())) : null;
            lane[p] = f == null ? -1 : f;
        }
        int bytes = stash.type().bytes();
        long time = current.time().size();
        int packetBytes = current.packetBytes();
        SliceSource upstream = stash.source();
        return slice -> {
            byte[] in = upstream.produce(slice).bytes();
            Packets out = Packets.zeros(time, packetBytes);
            for (int p = 0; p < n; p++) {
                if (lane[p] >= 0) {
                    System.arraycopy(in, lane[p] * bytes, out.bytes(), p * bytes, bytes);
                }
            }
            return out;
        };
    }

    private static List<Long> key(long[] v, int n) {
        Long[] k = new Long[n];
        for (int i = 0; i < n; i++) {
            k[i] = v[i];
        }
        return List.of(k);
    }
}
