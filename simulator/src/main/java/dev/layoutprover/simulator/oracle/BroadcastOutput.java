package dev.layoutprover.simulator.oracle;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An output whose mapping writes axes its data lacks: each element copied along them, a broadcast.
 * The reference's {@code hbm.to_hbm::<{ Dma::Tensor }, m![A, B]>} of an {@code m![A]} tensor writes
 * every {@code x[a]} at each {@code b}; the host reads back the array {@code [A][B]}. A spec whose
 * output names those axes too ({@code x[A] -> [A,B]}) is met when every written element equals the
 * spec at its index: the output spread over the written axes, each copy the data's value.
 *
 * <p>Example: an output {@code [A = 2]} holding {@code 5, 7}, written as {@code m![A, B]} with
 * {@code B = 3}, spreads to {@code [A = 2, B = 3]} holding {@code 5, 5, 5, 7, 7, 7}.
 */
public final class BroadcastOutput {

    private BroadcastOutput() {}

    /**
     * The axes {@code written} adds to {@code data} when {@code spec}'s output names every written
     * axis (as many as there are) and so more than the data holds: empty when it names no more, or
     * when {@code written} does not hold each of the data's axes at its size (the spec is then bound
     * to the data's axes, and refused if it does not fit them).
     */
    public static Optional<List<Axis>> added(Spec spec, List<Axis> data, List<Axis> written) {
        if (spec.output().size() != written.size() || !adds(data, written)) {
            return Optional.empty();
        }
        List<String> own = data.stream().map(Axis::name).toList();
        return Optional.of(written.stream().filter(a -> !own.contains(a.name())).toList());
    }

    /**
     * {@code out} spread over {@code written} when {@code written} holds each of its axes at its size
     * and adds others (a broadcast output, which the host reads back over all of them); {@code out}
     * itself otherwise.
     *
     * <p>Example: {@code [A = 2]} holding {@code 5, 7}, written over {@code [B = 2, A = 2]}, is
     * {@code [B = 2, A = 2]} holding {@code 5, 7, 5, 7}.
     */
    public static LogicalTensor asWritten(LogicalTensor out, List<Axis> written) {
        return adds(out.axes(), written) ? spread(out, written) : out;
    }

    /** Whether {@code written} names distinct axes, holds each of {@code data}'s at its size, and more. */
    private static boolean adds(List<Axis> data, List<Axis> written) {
        Map<String, Long> sizes = new HashMap<>();
        written.forEach(a -> sizes.put(a.name(), a.size()));
        return written.size() > data.size() && sizes.size() == written.size()
                && data.stream().allMatch(a -> Long.valueOf(a.size()).equals(sizes.get(a.name())));
    }

    /**
     * {@code out} spread over {@code written} (which holds each of its axes and adds others, see
     * {@link #added}): the element at each written index is {@code out}'s at the same index of its
     * own axes, NaN where {@code out} holds none.
     */
    public static LogicalTensor spread(LogicalTensor out, List<Axis> written) {
        int n = Math.toIntExact(written.stream().mapToLong(Axis::size).reduce(1, Math::multiplyExact));
        LogicalTensor shape = new LogicalTensor(out.type(), written, new double[n], null);
        List<String> names = written.stream().map(Axis::name).toList();
        int[] from = new int[out.axes().size()];
        for (int i = 0; i < from.length; i++) {
            from[i] = names.indexOf(out.axes().get(i).name());
        }
        double[] values = new double[n];
        long[] own = new long[from.length];
        for (int o = 0; o < n; o++) {
            long[] c = shape.coordinates(o);
            for (int i = 0; i < from.length; i++) {
                own[i] = c[from[i]];
            }
            values[o] = out.value(out.offset(own));
        }
        return new LogicalTensor(out.type(), written, values, null);
    }
}
