package dev.layoutprover.simulator.rust;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.memory.HostTensor;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.BinaryOperator;

/**
 * The items of one of the reference's host {@code Tensor}s by index, as its {@code RawTensor} holds them
 * (raw_tensor.rs:23): one dense array over the tensor's axes, sorted by name (the {@code Term}s of
 * {@code gen_axes}, raw_tensor.rs:11, ordered as {@code Term} derives {@code Ord}: by the axis first), in
 * row-major order; an index no position wrote holds {@code Opt::Uninit}. Layout comes in only at
 * {@code from_buf} ({@link #of}) and {@code to_buf} ({@link #bufferAt}); {@code transpose}, {@code zip_with}
 * and the reductions are over indices.
 *
 * <p>Example: for {@code A = 2, B = 3}, the buffer {@code 0..6} of {@code m![B, A]} is the array
 * {@code [0, 2, 4, 1, 3, 5]} over {@code (A, B)}; its {@code bufferAt(m![A, B])} reads that array in order,
 * and {@code reduce(List.of(A), +, Init(0))} is {@code [6, 9]}.
 *
 * @param axes the axes, sorted by name
 * @param items the item of each index, row-major over {@code axes}
 */
record HostLogical(List<Axis> axes, List<Object> items) {

    /** Why the items of a tensor cannot be computed here, or why the reference panics computing them. */
    static final class Unsupported extends RuntimeException {
        Unsupported(String why) {
            super(why, null, false, false);
        }
    }

    /**
     * The tensor whose {@code to_buf()} over {@code mapping} reads {@code buffer}: the {@code k}-th position
     * of {@code mapping} holding an index holds {@code buffer[k]}.
     *
     * @throws Unsupported when {@code mapping} holds only part of its axes' indices (a tensor over a part
     *     of an axis, whose terms this class does not model)
     */
    static HostLogical of(Mapping mapping, List<Object> buffer) {
        List<Axis> own = Evaluator.of(mapping).axes();
        long[] held = Arrays.stream(HostTensor.heldOffsets(mapping)).filter(o -> o >= 0).toArray();
        List<Axis> sorted = sorted(own);
        int size = size(sorted);
        if (Arrays.stream(held).distinct().count() != size) {
            throw new Unsupported(mapping + " holds part of the indices of its axes");
        }
        Object[] items = new Object[size];
        Arrays.fill(items, InterpreterValues.NONE);
        int[] to = permutation(own, sorted);
        for (int k = 0; k < held.length && k < buffer.size(); k++) {
            items[to[(int) held[k]]] = buffer.get(k);
        }
        return new HostLogical(sorted, List.of(items));
    }

    /**
     * {@code to_buf()} of this tensor as a {@code Tensor<D, mapping>}: the item of the index each position
     * of {@code mapping} that holds one holds, in order (runtime/backend.rs, CPU {@code to_buf}).
     *
     * @throws Unsupported when {@code mapping} does not name exactly this tensor's axes (the reference's
     *     {@code read_index} asserts the index's terms are the tensor's, raw_tensor.rs:381)
     */
    List<Object> bufferAt(Mapping mapping) {
        List<Axis> own = Evaluator.of(mapping).axes();
        if (!sorted(own).equals(axes)) {
            throw new Unsupported(mapping + " names the axes " + names(own) + ", the tensor has " + names(axes));
        }
        long[] held = Arrays.stream(HostTensor.heldOffsets(mapping)).filter(o -> o >= 0).toArray();
        if (Arrays.stream(held).distinct().count() != size(axes)) {
            throw new Unsupported(mapping + " holds part of the indices of its axes");
        }
        int[] to = permutation(own, axes);
        List<Object> out = new ArrayList<>(held.length);
        for (long o : held) {
            out.add(items.get(to[(int) o]));
        }
        return java.util.Collections.unmodifiableList(out);
    }

    /**
     * {@code transpose::<Dst>(allow_broadcast)} (tensor.rs:211, tensor_view.rs:58) to a tensor over
     * {@code dst}: each index takes the item of its part over this tensor's axes; an axis of {@code dst}
     * this tensor lacks is broadcast, which {@code allowBroadcast} false forbids.
     *
     * @throws Unsupported when {@code dst} lacks an axis of this tensor (the reference's division of the
     *     mappings fails and panics) or broadcasts where {@code allowBroadcast} is false (its assert panics)
     */
    HostLogical transposed(List<Axis> dst, boolean allowBroadcast) {
        List<Axis> to = sorted(dst);
        for (Axis a : axes) {
            if (!to.contains(a)) {
                throw new Unsupported("the reference panics: the destination of transpose lacks the axis " + a.name()
                        + " (tensor_view.rs:62, the division of the mappings fails)");
            }
        }
        if (!allowBroadcast && !to.equals(axes)) {
            throw new Unsupported("the reference panics: transpose(false) broadcasts to the axes " + names(to)
                    + " (tensor_view.rs:75)");
        }
        int[] source = new int[to.size()];
        for (int i = 0; i < to.size(); i++) {
            source[i] = axes.indexOf(to.get(i));
        }
        long[] strides = strides(axes);
        long[] sizes = to.stream().mapToLong(Axis::size).toArray();
        int n = size(to);
        Object[] out = new Object[n];
        long[] coords = new long[to.size()];
        for (int k = 0; k < n; k++) {
            long from = 0;
            for (int i = 0; i < coords.length; i++) {
                if (source[i] >= 0) {
                    from += coords[i] * strides[source[i]];
                }
            }
            out[k] = items.get((int) from);
            next(coords, sizes);
        }
        return new HostLogical(to, List.of(out));
    }

    /**
     * {@code zip_with(&other, f)} (raw_tensor.rs:115): {@code f} of the two items at each index.
     *
     * @throws Unsupported when the axes differ (the reference asserts they are the same)
     */
    HostLogical zip(HostLogical other, BinaryOperator<Object> f) {
        if (!other.axes.equals(axes)) {
            throw new Unsupported("the reference panics: zip_with of tensors over the axes " + names(axes) + " and "
                    + names(other.axes) + " (raw_tensor.rs:119)");
        }
        Object[] out = new Object[items.size()];
        for (int k = 0; k < out.length; k++) {
            out[k] = f.apply(items.get(k), other.items.get(k));
        }
        return new HostLogical(axes, List.of(out));
    }

    /** {@code map(f)} (raw_tensor.rs:95): {@code f} of each item. */
    HostLogical map(java.util.function.UnaryOperator<Object> f) {
        Object[] out = new Object[items.size()];
        for (int k = 0; k < out.length; k++) {
            out[k] = f.apply(items.get(k));
        }
        return new HostLogical(axes, List.of(out));
    }

    /**
     * {@code reduce(retain, f, identity)} (raw_tensor.rs:135, {@code reduce_for} at :159): the axes not in
     * {@code retain} reduced. Folded as the reference folds, so that a float sum rounds as there: one axis
     * at a time, the last of them first, each from {@code identity} along the axis in order
     * ({@code ndarray}'s {@code fold_axis}); when every axis is reduced, the array's {@code sum()}
     * ({@code sum}, not {@code f}: raw_tensor.rs:194), which folds the items with eight running sums
     * ({@code ndarray}'s {@code numeric_util::unrolled_fold}): item {@code k} into sum {@code k % 8}, then
     * the sums into {@code zero} as {@code (s0 + s4), (s1 + s5), (s2 + s6), (s3 + s7)}, then the last
     * {@code n % 8} items in order.
     *
     * @param retain the axes kept; an axis of it this tensor lacks is not looked for
     * @param f the reduction, {@code acc} then {@code item}
     * @param identity where each fold starts
     * @param sum the items' {@code +}, for the reduction of every axis
     * @param zero {@code Opt::zero()}, where that sum starts
     */
    HostLogical reduce(List<Axis> retain, BinaryOperator<Object> f, Object identity, BinaryOperator<Object> sum,
            Object zero) {
        List<Integer> reduced = new ArrayList<>();
        for (int i = 0; i < axes.size(); i++) {
            if (!retain.contains(axes.get(i))) {
                reduced.add(i);
            }
        }
        if (reduced.isEmpty()) {
            return this;
        }
        if (reduced.size() == axes.size()) {
            return new HostLogical(List.of(), List.of(unrolledFold(items, zero, sum)));
        }
        HostLogical t = this;
        for (int r = reduced.size() - 1; r >= 0; r--) {
            t = t.foldAxis(reduced.get(r), identity, f);
        }
        return t;
    }

    /** {@code ndarray}'s {@code fold_axis(Axis(axis), identity, f)}: along the axis, in order, at each other index. */
    private HostLogical foldAxis(int axis, Object identity, BinaryOperator<Object> f) {
        List<Axis> rest = new ArrayList<>(axes);
        rest.remove(axis);
        long inner = 1;
        for (int i = axis + 1; i < axes.size(); i++) {
            inner *= axes.get(i).size();
        }
        long along = axes.get(axis).size();
        int n = size(rest);
        Object[] out = new Object[n];
        for (int k = 0; k < n; k++) {
            long outer = k / inner;
            long in = k % inner;
            Object acc = identity;
            for (long a = 0; a < along; a++) {
                acc = f.apply(acc, items.get((int) ((outer * along + a) * inner + in)));
            }
            out[k] = acc;
        }
        return new HostLogical(List.copyOf(rest), List.of(out));
    }

    private static Object unrolledFold(List<Object> xs, Object zero, BinaryOperator<Object> f) {
        Object[] p = new Object[8];
        Arrays.fill(p, zero);
        int whole = xs.size() / 8 * 8;
        for (int k = 0; k < whole; k++) {
            p[k % 8] = f.apply(p[k % 8], xs.get(k));
        }
        Object acc = zero;
        for (int j = 0; j < 4; j++) {
            acc = f.apply(acc, f.apply(p[j], p[j + 4]));
        }
        for (int k = whole; k < xs.size(); k++) {
            acc = f.apply(acc, xs.get(k));
        }
        return acc;
    }

    /** {@code axes} sorted by name, as the reference's {@code Term}s are. */
    static List<Axis> sorted(List<Axis> axes) {
        return axes.stream().sorted(Comparator.comparing(Axis::name)).toList();
    }

    private static String names(List<Axis> axes) {
        return axes.stream().map(Axis::name).toList().toString();
    }

    private static int size(List<Axis> axes) {
        long n = 1;
        for (Axis a : axes) {
            n = Math.multiplyExact(n, a.size());
        }
        return Math.toIntExact(n);
    }

    private static long[] strides(List<Axis> axes) {
        long[] s = new long[axes.size()];
        long n = 1;
        for (int i = axes.size() - 1; i >= 0; i--) {
            s[i] = n;
            n *= axes.get(i).size();
        }
        return s;
    }

    /** For each row-major offset over {@code from}, the offset of the same index over {@code to} (the same axes reordered). */
    private static int[] permutation(List<Axis> from, List<Axis> to) {
        long[] toStrides = strides(to);
        int[] at = new int[from.size()];
        for (int i = 0; i < from.size(); i++) {
            at[i] = to.indexOf(from.get(i));
        }
        long[] sizes = from.stream().mapToLong(Axis::size).toArray();
        int n = size(from);
        int[] out = new int[n];
        long[] coords = new long[from.size()];
        for (int k = 0; k < n; k++) {
            long o = 0;
            for (int i = 0; i < coords.length; i++) {
                o += coords[i] * toStrides[at[i]];
            }
            out[k] = (int) o;
            next(coords, sizes);
        }
        return out;
    }

    /** The next index, row-major. */
    private static void next(long[] coords, long[] sizes) {
        for (int i = coords.length - 1; i >= 0; i--) {
            if (++coords[i] < sizes[i]) {
                return;
            }
            coords[i] = 0;
        }
    }
}
