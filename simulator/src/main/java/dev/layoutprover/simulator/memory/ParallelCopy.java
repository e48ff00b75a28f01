package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.RememberedChecks;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.naive.ShuffleTable;
import dev.layoutprover.simulator.naive.TensorExpr;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The sub context's parallel copies {@code ctx.sub.parallel_copy_cluster_slice::<N, AxisToSlice,
 * AxisSlicedElement, Element2, …>(t.view(), &[i0, i1, …])} and {@code parallel_copy_chip_slice}:
 * cluster (chip) {@code k} keeps the element tile {@code AxisToSlice = i_k} of its own part of
 * {@code t} (the view {@code AxisSlicedElement}, with that digit renumbered to 0) and writes it,
 * index by index, into a new tensor laid out as {@code Element2} on the same slices; a part of an
 * axis {@code Element2} holds beyond the view is broadcast (each element written at each of its
 * values), as the reference's {@code to_dm_view_pcopy} is {@code write_transpose(src, true)}
 * (memory_tensor.rs:553). The new tensor is placed above every live DM tensor (the reference does
 * not model its address).
 *
 * <p>Rules: {@code DMA::PCOPY} (one index per cluster, or chip, each a step of the tile), the
 * tile's {@code View::SUBVIEW} and {@code DMA::COVERAGE} ({@code Element2} holds every index of the
 * view, as the reference's copy into it divides by the view).
 *
 * <p>Example: {@code Element = m![B / 256, A % 2, A / 16]}, {@code AxisToSlice = m![B / 512 % 2]},
 * indices {@code [0, 1]}: cluster 1 keeps its elements with {@code B / 512 % 2 = 1}, which the new
 * tensor holds where {@code B / 512 % 2 = 0}.
 */
public final class ParallelCopy {

    private ParallelCopy() {}

    public static DmTensor clusterSlice(DmTensor t, Mapping axisToSlice, Mapping slicedElement, Mapping element2,
            int[] indices) {
        return copy(t, axisToSlice, slicedElement, element2, indices, false, java.util.OptionalLong.empty());
    }

    public static DmTensor chipSlice(DmTensor t, Mapping axisToSlice, Mapping slicedElement, Mapping element2,
            int[] indices) {
        return copy(t, axisToSlice, slicedElement, element2, indices, true, java.util.OptionalLong.empty());
    }

    /**
     * The copy of {@code chips ? parallel_copy_chip_slice : parallel_copy_cluster_slice} with the
     * kernel's {@code CHIP_DIM} or {@code CLUSTER_DIM} {@code dim} when it names one: one tile index
     * per position of the tensor's Chip or Cluster, which {@code dim} must be (context.rs:267, 314:
     * {@code cluster_tile::<Cluster, 1, Padding<Identity, CLUSTER_DIM>>}).
     */
    public static DmTensor copy(DmTensor t, Mapping axisToSlice, Mapping slicedElement, Mapping element2,
            int[] indices, boolean chips, java.util.OptionalLong dim) {
        ElementOffsets.requireWholeBytes(t.type(), "a parallel copy");
        t.requireLive();
        Geometry g = t.device().geometry();
        String what = chips ? "parallel_copy_chip_slice" : "parallel_copy_cluster_slice";
        int n = Shuffles.tileCount(t, chips, dim, what, "DMA::PCOPY");
        RuleViolation.require(indices.length == n && Arrays.stream(indices).allMatch(i -> i >= 0), "DMA::PCOPY", what
                + " takes one tile index per " + (chips ? "chip" : "cluster") + " (" + n + "), each in 0.."
                + (axisToSlice.size() - 1) + ", got " + Arrays.toString(indices));
        Shuffles.requireTilesInside(what, "tile of " + axisToSlice, indices, axisToSlice.size(), n);
        if (dev.layoutprover.algebra.TileView.tilesAnAxis(axisToSlice)
                || dev.layoutprover.algebra.TileView.tilesADigit(axisToSlice)) {
            // each copy's tile::<AxisToSlice, 1, AxisSlicedElement> is the reference's assert_div (context.rs:267)
            for (int i : Arrays.stream(indices).distinct().toArray()) {
                Tiles.requireDivided(new dev.layoutprover.algebra.TileView(t.element(), axisToSlice, 1, slicedElement, i),
                        what + " tile " + i + " of " + axisToSlice, "Element", "AxisSlicedElement");
            }
        }
        List<Axis> axes = t.expr().axes();
        Mapping spatial = SpatialRules.slices(t.chip(), t.cluster(), t.slice());
        // a view that is a tile holds a window of an axis: its mappings name the axis at its declared size
        List<Axis> named = Shuffles.sizedBy(axes, spatial, t.element(), slicedElement, element2, axisToSlice);
        Map<Integer, Long> offsets = new HashMap<>();
        for (int i : indices) {
            offsets.computeIfAbsent(i, s -> start(t.element(), axisToSlice, s, named));
        }
        long positions = Math.multiplyHigh(element2.size(), (long) g.totalSlices()) != 0 ? Long.MAX_VALUE
                : element2.size() * g.totalSlices();
        if (!t.device().holdsData() && (positions > Device.DATA_FREE_BUDGET
                || Shuffles.indices(axes) > Device.DATA_FREE_BUDGET)) {
            throw new RuleViolation("Kernel::SIZE_BUDGET", "the parallel copy is checked position by position, and its "
                    + positions + " positions (" + Shuffles.indices(axes) + " indices) exceed the "
                    + Device.DATA_FREE_BUDGET + " a data-free check searches; the copy is not checked");
        }
        // Element2 position -> view position holding the same index.
        long[] route = IndexRoute.broadcast(slicedElement, element2, named);
        requireHeld(slicedElement, element2, named);
        int eb = t.type().bytes();
        long address = (t.device().dmRanges.end() + 7) / 8 * 8;
        DmTensor out = new DmTensor(t.name() + " parallel copy", t.device(), t.type(), t.chip(), t.cluster(), t.slice(),
                element2, address, new TensorExpr.Allocated(axes, t.type()));
        // the tensor's units, numbered over its own Chip, Cluster and Slice as Shuffles#shuffle numbers them
        int slices = Math.toIntExact(t.slice().size());
        int clusters = Math.toIntExact(t.cluster().size());
        int units = Math.toIntExact(t.chip().size()) * clusters * slices;
        long perIn = t.element().size();
        long perOut = element2.size();
        Evaluator in = Evaluator.of(new Mapping.Pair(spatial, t.element()), named);
        Evaluator outEval = Evaluator.of(new Mapping.Pair(spatial, element2), named);
        int indexCount = Math.toIntExact(Shuffles.indices(axes));
        Evaluator[] tiles = {Evaluator.of(t.element(), named), Evaluator.of(slicedElement, named),
            Evaluator.of(axisToSlice, named)};
        byte[] buf = new byte[Math.toIntExact(perOut * eb)];
        byte[] one = new byte[eb];
        UnitChecks checks = new UnitChecks(route, perIn, tiles, axisToSlice, slicedElement, t.element(), axes.size());
        for (int u = 0; u < units; u++) {
            int k = chips ? u / (clusters * slices) : u / slices % clusters;
            if (k >= indices.length) {
                continue; // a cluster the tensor's Cluster does not reach
            }
            long o = offsets.get(indices[k]);
            checks.check(indices[k], o, u % slices == 0 && (chips ? u % (clusters * slices) == 0 : u < clusters * slices));
            if (!t.device().holdsData()) {
                continue; // a data-free device moves no bytes
            }
            Arrays.fill(buf, (byte) 0);
            for (int e2 = 0; e2 < perOut; e2++) {
                if (route[e2] >= 0) {
                    t.memory(u).read(t.address() + (o + route[e2]) * eb, one, 0, eb);
                    System.arraycopy(one, 0, buf, e2 * eb, eb);
                }
            }
            out.memory(u).write(address, buf, 0, buf.length);
        }
        Copied copied = new Copied(in, outEval, axes.size(), Shuffles.strides(axes), route, offsets, indices, perIn,
                perOut, chips, clusters, slices);
        // a mapping holding sets of indices fails its evaluation here, as it would while copying
        out.written(new TensorExpr.Shuffle(t.expr(), in.isFunctional() && outEval.isFunctional()
                ? new ShuffleTable(() -> copied.table(units, indexCount))
                : ShuffleTable.of(copied.table(units, indexCount))));
        return out;
    }

    /**
     * What a parallel copy did, for its table: unit {@code u}'s position {@code e2} of the new tensor
     * ({@code out}) holds the view position {@code route[e2]} of the tile starting at
     * {@code offsets[indices[k]]} of the source ({@code in}), for the unit's cluster (chip) {@code k}.
     */
    private record Copied(Evaluator in, Evaluator out, int axes, long[] strides, long[] route, Map<Integer, Long> offsets,
            int[] indices, long perIn, long perOut, boolean chips, int clusters, int slices) {

        /** For each flat index of the new tensor ({@code size} of them), the source's flat index it holds, or -1. */
        int[] table(int units, int size) {
            int[] from = new int[size];
            Arrays.fill(from, -1);
            long[] v = new long[in.axes().size()];
            long[] w = new long[out.axes().size()];
            for (int u = 0; u < units; u++) {
                int k = chips ? u / (clusters * slices) : u / slices % clusters;
                if (k >= indices.length) {
                    continue;
                }
                long o = offsets.get(indices[k]);
                for (int e2 = 0; e2 < perOut; e2++) {
                    if (route[e2] >= 0 && out.evaluate((long) u * perOut + e2, w)
                            && in.evaluate((long) u * perIn + o + route[e2], v)) {
                        long j = 0;
                        long i = 0;
                        for (int a = 0; a < axes; a++) {
                            j += w[a] * strides[a];
                            i += v[a] * strides[a];
                        }
                        from[(int) j] = (int) i;
                    }
                }
            }
            return from;
        }
    }

    /**
     * {@code DMA::COVERAGE}: {@code Element2} holds every index the view {@code AxisSlicedElement}
     * holds. Each cluster's (chip's) copy is the reference's {@code to_dm_view_pcopy}, a
     * {@code write_transpose(src, true)} that divides the destination by the view and panics when a
     * term of the view is missing (tensor_view.rs:63). Example: the view {@code m![1 # 2, A % 4]}
     * copied into {@code m![A % 2]} loses {@code A = 2, 3}.
     */
    private static void requireHeld(Mapping view, Mapping element2, List<Axis> axes) {
        long[] back = IndexRoute.of(element2, view, axes);
        Evaluator e = Evaluator.of(view, axes);
        long[] v = new long[e.axes().size()];
        for (int q = 0; q < back.length; q++) {
            if (back[q] < 0 && e.evaluate(q, v)) {
                StringBuilder at = new StringBuilder();
                for (int a = 0; a < axes.size(); a++) {
                    at.append(a == 0 ? "" : ", ").append(axes.get(a).name()).append(": ").append(v[a]);
                }
                throw new RuleViolation("DMA::COVERAGE", "the parallel copy's view " + view + " holds {" + at
                        + "}, which Element2 " + element2 + " does not hold");
            }
        }
        RuleViolation.held("DMA::COVERAGE");
    }

    /** The starts of the tiles copied last: the copies of a loop, or of one tensor to each cluster, ask them again. */
    private static final RememberedChecks<List<Object>, Long> STARTS =
            new RememberedChecks<>(64);

    /** The element position of {@code element} where tile {@code s} of {@code tile} starts. */
    private static long start(Mapping element, Mapping tile, int s, List<Axis> axes) {
        return STARTS.get(List.of(element, tile, s, axes), () -> firstPosition(element, tile, s, axes));
    }

    private static long firstPosition(Mapping element, Mapping tile, int s, List<Axis> axes) {
        long[] first = new long[axes.size()];
        Evaluator te = Evaluator.of(tile, axes);
        long[] tv = new long[te.axes().size()];
        RuleViolation.require(te.evaluate(s, tv), "DMA::PCOPY", "tile " + s + " of " + tile + " holds no index");
        System.arraycopy(tv, 0, first, 0, axes.size());
        Evaluator e = Evaluator.of(element, axes);
        long[] v = new long[e.axes().size()];
        long size = element.size();
        for (long p = 0; p < size; p++) {
            if (e.evaluate(p, v) && Arrays.equals(v, 0, axes.size(), first, 0, axes.size())) {
                return p;
            }
        }
        throw new RuleViolation("View::SUBVIEW", "no position of " + element + " holds the first index of tile " + s
                + " of " + tile);
    }
}
