package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Printer;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.naive.TensorExpr;
import java.util.Arrays;
import java.util.List;

/**
 * The tensor DMA's shuffles of whole clusters or chips, {@code ctx.tdma.dm_cluster_shuffle(t, &[…])}
 * and {@code dm_chip_shuffle}: cluster (chip) {@code k} of the result receives what cluster (chip)
 * {@code pattern[k]} of {@code t} holds, slice by slice and byte by byte; the mappings stay, so the
 * tensor's values move between the indices those clusters (chips) hold. As the reference's (a fresh
 * tensor the pattern's tiles are copied into, {@code DmTensor::from_addr}, context.rs:148, 184), the
 * result is a tensor of its own and {@code t}, a tensor or a view of one, keeps its values; the result
 * is placed at {@code t}'s address (the reference does not model it), so with
 * {@link Addresses#PHYSICAL} addresses its bytes are written over {@code t}'s. A cluster pattern may be
 * shorter than the clusters, as the reference's {@code &[usize]} (context.rs:151 writes only the
 * clusters the pattern names): a cluster past its end is not written by the reference; here it takes
 * what {@code t} holds there.
 *
 * <p>Rules: {@code DMA::SHUFFLE} (the kernel's {@code CLUSTER_DIM} or {@code CHIP_DIM} is the
 * tensor's Cluster or Chip size, {@link #tileCount}; a cluster pattern has at most one entry per
 * cluster, a chip pattern, a {@code [usize; CHIP_DIM]}, exactly one per chip, each entry naming one
 * of the tensor's).
 *
 * <p>Example: {@code Cluster = m![A / 2 % 2]} shuffled with {@code [1, 0]} swaps the halves of
 * every pair {@code A / 2 % 2 = 0, 1}.
 */
public final class Shuffles {

    private Shuffles() {}

    public static DmTensor clusterShuffle(DmaEngine tdma, DmTensor t, int[] pattern) {
        return shuffle(tdma, t, pattern, false, java.util.OptionalLong.empty());
    }

    public static DmTensor chipShuffle(DmaEngine tdma, DmTensor t, int[] pattern) {
        return shuffle(tdma, t, pattern, true, java.util.OptionalLong.empty());
    }

    /**
     * {@code dm_cluster_shuffle::<_, N, …>} ({@code dm_chip_shuffle}) with the kernel's
     * {@code CLUSTER_DIM} ({@code CHIP_DIM}) {@code n}, when it names one.
     */
    public static DmTensor shuffle(DmaEngine tdma, DmTensor t, int[] pattern, boolean chips,
            java.util.OptionalLong dim) {
        t.requireLive();
        String what = chips ? "dm_chip_shuffle" : "dm_cluster_shuffle";
        int n = tileCount(t, chips, dim, what, "DMA::SHUFFLE");
        RuleViolation.require((!chips || pattern.length == n) && Arrays.stream(pattern).allMatch(p -> p >= 0),
                "DMA::SHUFFLE", what + " takes " + (chips ? "one source per chip" : "at most one source per cluster")
                        + " of the tensor's " + (chips ? "Chip" : "Cluster") + " (" + n + "), each in 0.." + (n - 1)
                        + ", got " + Arrays.toString(pattern));
        requireTilesInside(what, chips ? "chip_tile" : "cluster_tile", pattern, n, n);
        // the tensor's units are numbered over its own Chip, Cluster and Slice (DmTensor#memory): a cluster
        // (chip) of the tensor is a run of its Slice's size, wherever the device's clusters begin
        int slices = Math.toIntExact(t.slice().size());
        int clusters = Math.toIntExact(t.cluster().size());
        int units = Math.toIntExact(t.chip().size()) * clusters * slices;
        int[] source = new int[units];
        for (int u = 0; u < units; u++) {
            int c = u / (clusters * slices);
            int k = u / slices % clusters;
            int s = u % slices;
            source[u] = chips ? (pattern[c] * clusters + k) * slices + s
                    : k < pattern.length ? (c * clusters + pattern[k]) * slices + s : u;
        }
        int bytes = Math.toIntExact(t.bytes());
        boolean physical = t.device().addresses() == Addresses.PHYSICAL;
        DmTensor out = physical ? t : t.separateCopy();
        if (physical) {
            // in place: every unit is read before any is written
            byte[][] copies = new byte[units][];
            for (int u = 0; u < units; u++) {
                copies[u] = new byte[bytes];
                t.memory(source[u]).read(t.address(), copies[u], 0, bytes);
            }
            for (int u = 0; u < units; u++) {
                out.memory(u).write(t.address(), copies[u], 0, bytes);
            }
        } else {
            byte[] copy = new byte[bytes];
            for (int u = 0; u < units; u++) {
                t.memory(source[u]).read(t.address(), copy, 0, bytes);
                out.memory(u).write(t.address(), copy, 0, bytes);
            }
        }
        out.written(new TensorExpr.Shuffle(t.expr(), table(t, source)));
        return out;
    }

    /**
     * The source and target tiles of a shuffle or parallel copy start inside what they tile: each of
     * {@code starts} below {@code steps}, and one entry for each of at most {@code targets} tiles of
     * the destination. The reference's shuffles and copies are loops of {@code cluster_tile} (or
     * {@code chip_tile}, or the copy's element {@code tile}) at those starts (context.rs:151, 186,
     * 264, 311), and its {@code tile} asserts nothing of its start (tensor_view.rs:86): a start past
     * the dimension is no rule broken, but what its index reads and writes is decided in the compiled
     * mapping library, so the run is unknown ({@code Kernel::UNMODELLED}), as for any tile starting
     * past its dimension. Example: {@code dm_cluster_shuffle} of a tensor on 2 clusters with the
     * pattern {@code [1, 2]}.
     */
    static void requireTilesInside(String what, String tile, int[] starts, long steps, long targets) {
        for (int k = 0; k < starts.length; k++) {
            if (k >= targets || starts[k] >= steps) {
                throw new RuleViolation("Kernel::UNMODELLED", what + ": entry " + k + " "
                        + (k >= targets ? "writes the " + tile + " at " + k + " of the destination, past its "
                                + targets : "reads the " + tile + " at " + starts[k] + ", past the " + steps)
                        + " steps; the reference's tile asserts nothing of its start (tensor_view.rs:86), and what "
                        + "such an index holds is decided in its compiled mapping library");
            }
        }
    }

    /**
     * The clusters (chips) a shuffle or parallel copy of {@code t} tiles: the positions of its
     * {@code Cluster} ({@code Chip}) mapping, which the reference's {@code cluster_tile::<Cluster, 1,
     * Padding<Identity, CLUSTER_DIM>>} requires to be the kernel's {@code CLUSTER_DIM}
     * ({@code assert_div}, furiosa-mapping/src/mapping.rs:265: the tensor divided by its
     * {@code Cluster} is {@code m![1 # CLUSTER_DIM]} there), not the device's count. Example: a tensor
     * of {@code Cluster = m![A / 2048]} shuffled with {@code CLUSTER_DIM = 2}; with {@code 4} it is
     * {@code DMA::SHUFFLE} ({@code DMA::PCOPY} for a parallel copy).
     */
    static int tileCount(DmTensor t, boolean chips, java.util.OptionalLong dim, String what, String rule) {
        int n = Math.toIntExact((chips ? t.chip() : t.cluster()).size());
        Geometry g = t.device().geometry();
        if (!chips && n > g.clusters()) {
            // a tensor may span more clusters than a chip has (the reference checks the count at a fetch only)
            throw new RuleViolation("Kernel::UNMODELLED", what + " of a tensor over " + n + " clusters (Cluster m!["
                    + t.cluster() + "]): the simulator moves data between the " + g.clusters() + " clusters of a chip");
        }
        if (dim.isPresent()) {
            RuleViolation.require(dim.getAsLong() == n, rule, what + " names " + (chips ? "CHIP_DIM " :
                    "CLUSTER_DIM ") + dim.getAsLong() + ", but the tensor's " + (chips ? "Chip m![" + t.chip()
                    : "Cluster " + Printer.written(t.cluster())) + " has " + n + " positions: its tile by it is m![1 # " + n
                    + "], not m![1 # " + dim.getAsLong() + "] (assert_div, furiosa-mapping/src/mapping.rs:265)");
        }
        return n;
    }

    /**
     * {@code axes}, a tensor's index axes in order, with each axis one of {@code mappings} names sized
     * as that mapping sizes it. A view that is a tile of a digit keeps its axes' declared sizes in its
     * mappings while its expression holds only the window it reads, renumbered from 0: the tile
     * {@code m![B % 2]} from 1 of {@code B = 4} holds 3 indices of {@code B} (1 to 3, as 0 to 2), which
     * its mapping {@code m![B / 2, 1 # 2, A % 8]} names as 0 and 2. Positions are evaluated over the
     * mappings' sizes, tensor indices counted over the expression's. Example: {@code [B: 3, A: 4096]}
     * with {@code m![B / 2, A % 8]} is {@code [B: 4, A: 4096]}.
     */
    static List<Axis> sizedBy(List<Axis> axes, Mapping... mappings) {
        java.util.Map<String, Axis> named = new java.util.HashMap<>();
        for (Mapping m : mappings) {
            for (Axis a : Evaluator.of(m).axes()) {
                named.putIfAbsent(a.name(), a);
            }
        }
        return axes.stream().map(a -> named.getOrDefault(a.name(), a)).toList();
    }

    /**
     * For each flat index of {@code t}'s tensor, the flat index whose value now sits where it is held,
     * computed when the naive evaluator first asks for it.
     */
    private static dev.layoutprover.simulator.naive.ShuffleTable table(DmTensor t, int[] source) {
        List<Axis> axes = t.expr().axes();
        Mapping spatial = SpatialRules.slices(t.chip(), t.cluster(), t.slice());
        Mapping full = new Mapping.Pair(spatial, t.element());
        int indices = Math.toIntExact(indices(axes));
        long perUnit = t.element().size();
        Evaluator e = Evaluator.of(full, sizedBy(axes, full));
        if (!e.isFunctional()) {
            return dev.layoutprover.simulator.naive.ShuffleTable.of(table(axes, full, e, perUnit, indices, source));
        }
        return new dev.layoutprover.simulator.naive.ShuffleTable(() -> table(axes, full, e, perUnit, indices, source));
    }

    private static int[] table(List<Axis> axes, Mapping full, Evaluator e, long perUnit, int indices, int[] source) {
        long[] strides = strides(axes);
        int[] from = new int[indices];
        Arrays.fill(from, -1);
        long[] v = new long[e.axes().size()];
        long[] w = new long[e.axes().size()];
        for (long p = 0, positions = full.size(); p < positions; p++) {
            long src = source[(int) (p / perUnit)] * perUnit + p % perUnit;
            if (e.evaluate(p, v) && e.evaluate(src, w)) {
                long j = 0;
                long i = 0;
                for (int a = 0; a < axes.size(); a++) {
                    j += v[a] * strides[a];
                    i += w[a] * strides[a];
                }
                from[(int) j] = (int) i;
            }
        }
        return from;
    }

    /** The row-major strides of a tensor index over {@code axes}: for sizes [2, 3, 4], [12, 4, 1]. */
    static long[] strides(List<Axis> axes) {
        long[] strides = new long[axes.size()];
        long size = 1;
        for (int i = axes.size() - 1; i >= 0; i--) {
            strides[i] = size;
            size = Math.multiplyExact(size, axes.get(i).size());
        }
        return strides;
    }

    /** How many tensor indices {@code axes} have: the product of their sizes. */
    static long indices(List<Axis> axes) {
        long size = 1;
        for (Axis a : axes) {
            size = Math.multiplyExact(size, a.size());
        }
        return size;
    }
}
