package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.tensor.TensorUnit;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.HbmTensor;
import dev.layoutprover.simulator.memory.HostTensor;
import java.util.List;

/**
 * Methods of host and memory tensors and of the execution contexts: moving a tensor between host,
 * HBM and DM with a DMA engine, views and tiles, and {@code begin}, which starts a pipeline.
 *
 * <p>Example: {@code input.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0)} is
 * {@code input.toDm(ctx.tdma(), cluster, slice, m![A % 8], 0)}.
 */
final class MemoryMethods {

    private MemoryMethods() {}

    static Object host(CallSite c, HostTensor h) {
        if (c.method().equals("into_inner") && c.in.simulating()) {
            // the host Tensor the buffer holds (memory_tensor.rs:155), known by its items
            c.arity(0, "()");
            return new HostBuffers.Written(h.mapping(), HostBuffers.read(h), h.type());
        }
        if (c.method().equals("to_buf") && c.in.simulating()) {
            // the buffer a test reads to compare with the one it expects (runtime/backend.rs to_buf)
            c.arity(0, "()");
            return HostBuffers.read(h);
        }
        if (c.method().equals("to_buf") || c.method().equals("into_inner")) {
            // the values on the host, as a test reads them to compare (memory_tensor.rs): no transfer, no layout
            c.arity(0, "()");
            return new InterpreterValues.HostData(h.name() + "." + c.method() + "()");
        }
        if (!c.method().equals("to_hbm")) {
            throw c.unknown(List.of("to_hbm", "to_buf", "into_inner"));
        }
        c.arity(2, "(&mut ctx.pdma, address)");
        long address = c.integer(1, "the HBM address");
        if (!c.hasGenerics("HbmTensor")) {
            // as Rust infers them: from the kernel parameter a later launch passes the tensor to
            var launched = c.in.launchedAs(c.bindingOr(null));
            if (launched.isPresent() && launched.get().getValue().type().name().equals("HbmTensor")
                    && launched.get().getValue().type().args().size() == 3) {
                List<Ast.GenericArg> g = launched.get().getValue().type().args();
                List<dev.layoutprover.algebra.Mapping> m = c.in.program.within(launched.get().getKey(),
                        () -> List.of(c.mapping(g.get(1)), c.mapping(g.get(2))));
                return h.toHbm(c.dma(0), m.get(0), m.get(1), address);
            }
            return h.toHbm(c.dma(0), address);
        }
        List<Ast.GenericArg> g = c.generics(List.of("Chip", "Element"), "HbmTensor", 1, 2);
        return h.toHbm(c.dma(0), c.mapping(g.get(0)), c.mapping(g.get(1)), address);
    }

    static Object hbm(CallSite c, HbmTensor h) {
        return switch (c.method()) {
            case "to_dm" -> {
                c.arity(2, "(&mut ctx.tdma, address)");
                List<Ast.GenericArg> g = c.generics(List.of("Cluster", "Slice", "Element"), "DmTensor", 2, 3, 4);
                yield h.toDm(c.dma(0), c.mapping(g.get(0)), c.mapping(g.get(1)), c.mapping(g.get(2)),
                        c.integer(1, "the DM address"));
            }
            case "to_host" -> {
                c.arity(1, "(&mut ctx.pdma)");
                List<Ast.GenericArg> g = c.generics(List.of("Element"), "HostTensor", 1);
                HostTensor out = h.toHost(c.dma(0), c.mapping(g.get(0)));
                c.in.outputs.add(new Output(c.bindingOr("output").replaceFirst("^_+(?=.)", ""), out, c.node.at()));
                yield out;
            }
            case "view" -> {
                c.arity(0, "()");
                yield h.view();
            }
            case "clone" -> {
                // the reference's HbmTensorView derives Clone: the copy reads the same storage
                c.arity(0, "()");
                yield h.view();
            }
            case "view_mut" -> {
                c.arity(0, "()");
                yield h.viewMut();
            }
            case "to_hbm" -> {
                c.arity(2, "(&mut ctx.tdma, address)");
                CallSite d = c.withDmaConst(0);
                List<Ast.GenericArg> g = d.generics(List.of("Element"), "HbmTensor", 2);
                yield h.toHbm(d.dma(0), d.mapping(g.get(0)), d.integer(1, "the HBM address"), c.bindingOr(h.name()));
            }
            case "tile" -> {
                TileCall t = tile(c);
                try {
                    yield h.tile(t.tile, t.steps, t.view, t.start);
                } catch (IllegalArgumentException e) {
                    throw new Unmodelled(c.node.at(), ".tile", e.getMessage());
                }
            }
            case "to_hbm_view" -> {
                c.arity(2, "(&mut ctx.tdma, dst.view_mut())");
                h.toHbmView(c.withDmaConst(0).dma(0), c.arg(1, HbmTensor.class, "an HBM tensor view (t.view_mut())"));
                yield InterpreterValues.UNIT;
            }
            case "to_dm_view" -> {
                c.arity(2, "(&mut ctx.tdma, dst.view_mut())");
                h.toDmView(c.dma(0), c.arg(1, DmTensor.class, "a DM tensor view (t.view_mut())"));
                yield InterpreterValues.UNIT;
            }
            case "address" -> {
                c.arity(0, "()");
                yield h.baseAddress();
            }
            case "dma_gather" -> {
                c.arity(2, "(&index, address)");
                List<Ast.GenericArg> g = c.leadingGenerics(List.of("Cluster2", "Slice2", "Element2"), 4, "DmTensor",
                        2, 3, 4);
                yield dev.layoutprover.simulator.memory.Gather.gather(h, c.arg(0, HbmTensor.class,
                        "the index tensor (&index)"), c.mapping(g.get(0)), c.mapping(g.get(1)), c.mapping(g.get(2)),
                        c.integer(1, "the DM address"), c.bindingOr(h.name()));
            }
            default -> throw c.unknown(List.of("to_dm", "to_host", "to_hbm", "view", "clone", "view_mut", "tile",
                    "to_hbm_view", "to_dm_view", "dma_gather", "address"));
        };
    }

    static Object dm(CallSite c, DmTensor d) {
        return switch (c.method()) {
            case "to_dm" -> {
                c.arity(2, "(&mut ctx.tdma, address)");
                List<Ast.GenericArg> g = c.generics(List.of("Slice", "Element"), "DmTensor", 3, 4);
                yield d.toDm(c.dma(0), c.mapping(g.get(0)), c.mapping(g.get(1)), c.integer(1, "the DM address"));
            }
            case "to_hbm" -> {
                c.arity(2, "(&mut ctx.tdma, address)");
                List<Ast.GenericArg> g = c.generics(List.of("Element"), "HbmTensor", 2);
                yield d.toHbm(c.dma(0), c.mapping(g.get(0)), c.integer(1, "the HBM address"));
            }
            case "view" -> {
                c.arity(0, "()");
                yield d.view();
            }
            case "clone" -> {
                // the reference's DmTensorView derives Clone: the copy reads the same storage
                c.arity(0, "()");
                yield d.view();
            }
            case "view_mut" -> {
                c.arity(0, "()");
                yield d.viewMut();
            }
            case "chip_tile", "cluster_tile", "slice_tile" -> {
                String part = c.method().equals("chip_tile") ? "Chip" : c.method().equals("cluster_tile") ? "Cluster"
                        : "Slice";
                c.arity(1, "(start)");
                List<Ast.GenericArg> g = c.generics(List.of("Tile", "N", part), null);
                Ast.IntArg n = tileSteps(c, g.get(1));
                Mapping tile = c.mapping(g.get(0));
                Mapping part2 = c.mapping(g.get(2));
                long start = c.integer(0, "the first step (an integer)");
                if (!dev.layoutprover.algebra.TileView.tilesAnAxis(tile)
                        && !dev.layoutprover.algebra.TileView.tilesADigit(tile)) {
                    throw new Unmodelled(c.node.at(), "." + c.method(), "the simulator tiles an axis, an axis "
                            + "stride (m![B / 32]) or a digit of one axis (m![A % 256 / 64]); the tile dimension " + tile
                            + " is none of these");
                }
                try {
                    yield switch (c.method()) {
                        case "chip_tile" -> d.chipTile(tile, n.value(), part2, start);
                        case "cluster_tile" -> d.clusterTile(tile, n.value(), part2, start);
                        default -> d.sliceTile(tile, n.value(), part2, start);
                    };
                } catch (dev.layoutprover.algebra.MappingException e) {
                    throw new Unmodelled(c.node.at(), "." + c.method(), e.getMessage());
                }
            }
            case "to_hbm_view" -> {
                c.arity(2, "(&mut ctx.tdma, dst.view_mut())");
                d.toHbmView(c.dma(0), c.arg(1, HbmTensor.class, "an HBM tensor view (t.view_mut())"));
                yield InterpreterValues.UNIT;
            }
            case "to_dm_view" -> {
                c.arity(2, "(&mut ctx.tdma, dst.view_mut())");
                d.toDmView(c.dma(0), c.arg(1, DmTensor.class, "a DM tensor view (t.view_mut())"));
                yield InterpreterValues.UNIT;
            }
            case "dma_scatter" -> {
                c.arity(3, "(&index, &mut output, scaled)");
                List<Ast.GenericArg> g = c.node.generics();
                if (g.isEmpty() || g.get(0) instanceof Ast.Inferred) {
                    throw new KernelError(c.node.at(), ".dma_scatter names its key: .dma_scatter::<m![K], _, _>(…)");
                }
                d.dmaScatter(c.mapping(g.get(0)), c.arg(0, HbmTensor.class, "the index tensor (&index)"),
                        c.arg(1, HbmTensor.class, "the output HBM tensor (&mut output)"),
                        c.arg(2, Boolean.class, "true (byte offsets) or false (rows)"));
                yield InterpreterValues.UNIT;
            }
            case "to_dm_pcopy", "to_dm_view_pcopy" -> {
                c.arity(2, "(&mut ctx.sub, dst.view_mut())");
                dev.layoutprover.simulator.RuleViolation.require(!(c.args.get(0)
                        instanceof dev.layoutprover.simulator.memory.DmaEngine), "DMA::PCOPY", "." + c.method()
                        + " runs in the sub context (ctx.sub), got a DMA engine");
                TensorUnit sub = c.arg(0, TensorUnit.class, "the sub context (&mut ctx.sub)");
                requireSub(c, sub);
                d.toDmView(new dev.layoutprover.simulator.memory.DmaEngine(d.device(),
                        dev.layoutprover.simulator.memory.DmaEngine.Kind.TENSOR), c.arg(1, DmTensor.class,
                        "a DM tensor view (t.view_mut())"));
                yield InterpreterValues.UNIT;
            }
            case "tile" -> {
                TileCall t = tile(c);
                try {
                    yield d.tile(t.tile, t.steps, t.view, t.start);
                } catch (IllegalArgumentException e) {
                    throw new Unmodelled(c.node.at(), ".tile", e.getMessage());
                }
            }
            case "reshape" -> {
                c.arity(0, "()");
                List<Ast.GenericArg> g = c.generics(List.of("Chip", "Cluster", "Slice", "Element"), "DmTensor",
                        1, 2, 3, 4);
                yield d.reshape(c.mapping(g.get(0)), c.mapping(g.get(1)), c.mapping(g.get(2)), c.mapping(g.get(3)));
            }
            default -> throw c.unknown(List.of("to_dm", "to_hbm", "view", "clone", "view_mut", "tile", "chip_tile", "cluster_tile",
                    "slice_tile", "reshape",
                    "to_hbm_view", "to_dm_view", "to_dm_pcopy", "to_dm_view_pcopy", "dma_scatter"));
        };
    }

    static Object unit(CallSite c, TensorUnit u) {
        if (c.method().equals("begin_interleaved")) {
            c.arity(2, "(lhs.view(), rhs.view())");
            List<Ast.GenericArg> g = c.node.generics();
            if (g.isEmpty() || g.get(0) instanceof Ast.Inferred) {
                throw new KernelError(c.node.at(), ".begin_interleaved names its interleave axis: "
                        + ".begin_interleaved::<I, _, _, _, _, _>(lhs.view(), rhs.view())");
            }
            return u.beginInterleaved(c.axis(g.get(0)), c.arg(0, DmTensor.class, "a DM tensor view"),
                    c.arg(1, DmTensor.class, "a DM tensor view"));
        }
        if (c.method().equals("parallel_copy_cluster_slice") || c.method().equals("parallel_copy_chip_slice")) {
            requireSub(c, u);
            return parallelCopy(c);
        }
        if (!c.method().equals("begin")) {
            throw c.unknown(List.of("begin", "begin_interleaved", "parallel_copy_cluster_slice",
                    "parallel_copy_chip_slice"));
        }
        c.arity(1, "(tensor.view())");
        return u.begin(c.arg(0, DmTensor.class, "a DM tensor view"));
    }

    /**
     * {@code DMA::PCOPY}: the parallel copies are the sub context's (the reference defines them on
     * {@code TuContext<{ Tu::Sub }>}, context.rs:232, and {@code to_dm_pcopy} takes one,
     * memory_tensor.rs:451), so {@code ctx.main} there is rustc's type error.
     */
    private static void requireSub(CallSite c, TensorUnit u) {
        dev.layoutprover.simulator.RuleViolation.require(u.context() == dev.layoutprover.simulator.stream.ExecutionContext.SUB,
                "DMA::PCOPY", "." + c.method() + " runs in the sub context (ctx.sub), got ctx.main");
    }

    /** {@code ctx.tdma.dm_cluster_shuffle::<_, N, …>(t.view(), &[…])} and {@code dm_chip_shuffle}. */
    static Object dma(CallSite c, dev.layoutprover.simulator.memory.DmaEngine d) {
        boolean chip = c.method().equals("dm_chip_shuffle");
        if (!chip && !c.method().equals("dm_cluster_shuffle")) {
            throw c.unknown(List.of("dm_cluster_shuffle", "dm_chip_shuffle"));
        }
        c.arity(2, "(tensor.view(), &[source, …])");
        DmTensor t = c.arg(0, DmTensor.class, "a DM tensor view");
        Object p = c.args.get(1);
        List<?> items = p instanceof InterpreterValues.Tuple tuple ? tuple.items() : p instanceof List<?> l ? l : null;
        if (items == null || !items.stream().allMatch(x -> x instanceof Long)) {
            throw new KernelError(c.node.args().get(1).at(), "." + c.method() + " takes the shuffle pattern as a list "
                    + "of integers, got " + InterpreterValues.describe(p));
        }
        int[] pattern = items.stream().mapToInt(x -> Math.toIntExact((Long) x)).toArray();
        return dev.layoutprover.simulator.memory.Shuffles.shuffle(d, t, pattern, chip, constGeneric(c, 1));
    }

    /** The {@code i}-th turbofish argument when it is a number ({@code CLUSTER_DIM}, {@code CHIP_DIM}). */
    private static java.util.OptionalLong constGeneric(CallSite c, int i) {
        List<Ast.GenericArg> g = c.node.generics();
        return g.size() > i && g.get(i) instanceof Ast.IntArg n ? java.util.OptionalLong.of(n.value())
                : java.util.OptionalLong.empty();
    }

    /**
     * {@code ctx.sub.parallel_copy_cluster_slice::<N, AxisToSlice, AxisSlicedElement, Element2, …>(t.view(), &[…])}
     * (and the chip form); {@code Element2} may come from the let annotation.
     */
    private static Object parallelCopy(CallSite c) {
        c.arity(2, "(tensor.view(), &[index, …])");
        List<Ast.GenericArg> g = c.node.generics();
        if (g.size() < 3 || g.get(1) instanceof Ast.Inferred || g.get(2) instanceof Ast.Inferred) {
            throw new KernelError(c.node.at(), "." + c.method() + " names AxisToSlice and AxisSlicedElement: ."
                    + c.method() + "::<N, AxisToSlice, AxisSlicedElement, Element2, _, _, _, _, _>(…)");
        }
        Ast.GenericArg e2 = g.size() > 3 && !(g.get(3) instanceof Ast.Inferred) ? g.get(3) : null;
        Ast.Type t = c.expected.type();
        if (e2 == null && t != null && t.name().equals("DmTensor") && t.args().size() == 5
                && !(t.args().get(4) instanceof Ast.Inferred)) {
            e2 = t.args().get(4);
        }
        if (e2 == null) {
            throw new KernelError(c.node.at(), "cannot infer Element2 of ." + c.method() + ": name it or annotate the "
                    + "let with DmTensor<D, Chip, Cluster, Slice, Element2>");
        }
        DmTensor tensor = c.arg(0, DmTensor.class, "a DM tensor view");
        Object p = c.args.get(1);
        List<?> items = p instanceof InterpreterValues.Tuple tuple ? tuple.items() : p instanceof List<?> l ? l : null;
        if (items == null || !items.stream().allMatch(x -> x instanceof Long)) {
            throw new KernelError(c.node.args().get(1).at(), "." + c.method() + " takes the tile indices as a list of "
                    + "integers, got " + InterpreterValues.describe(p));
        }
        int[] indices = items.stream().mapToInt(x -> Math.toIntExact((Long) x)).toArray();
        return dev.layoutprover.simulator.memory.ParallelCopy.copy(tensor, c.mapping(g.get(1)), c.mapping(g.get(2)),
                c.mapping(e2), indices, c.method().equals("parallel_copy_chip_slice"), constGeneric(c, 0));
    }

    private record TileCall(Mapping tile, long steps, Mapping view, long start) {}

    /**
     * A tile's number of steps {@code N}, a {@code usize} constant: an integer of at least 0, as
     * rustc reads it. A tile of 0 steps is a kernel the reference compiles and runs into
     * {@code assert_div}'s division by a span of 0 (furiosa-mapping/src/mapping.rs:254), which the
     * compiled mapping library decides: a {@code Kernel::UNMODELLED} finding of the function, the run
     * unknown. Example: {@code tile::<m![W / 8192], 0, m![C, H]>(i)} (the reference crate's lm_head).
     */
    private static Ast.IntArg tileSteps(CallSite c, Ast.GenericArg arg) {
        if (!(arg instanceof Ast.IntArg n) || n.value() < 0) {
            throw new KernelError(arg.at(), "the number of tile steps N is a usize constant");
        }
        if (n.value() == 0) {
            throw new Unmodelled(c.node.at(), "." + c.method(), "a tile of 0 steps: what the reference's assert_div "
                    + "makes of a span of 0 is decided in its compiled mapping library");
        }
        return n;
    }

    /** {@code .tile::<TILE, N, VIEW>(start)}. */
    private static TileCall tile(CallSite c) {
        c.arity(1, "(start)");
        List<Ast.GenericArg> g = c.generics(List.of("Tile", "N", "View"), null);
        Ast.IntArg n = tileSteps(c, g.get(1));
        long start = c.integer(0, "the first step (an integer)");
        Mapping tile = c.mapping(g.get(0));
        if (!dev.layoutprover.algebra.TileView.tilesAnAxis(tile)
                && dev.layoutprover.algebra.FlatGroup.readBy(tile).isEmpty()
                && !dev.layoutprover.algebra.TileView.tilesADigit(tile)) {
            throw new Unmodelled(c.node.at(), ".tile", "the simulator tiles an axis, an axis stride (m![B / 32]), a "
                    + "digit of one axis (m![A % 256 / 64]) or a cut of one composite group (m![[A, B] # 64 % 4]); the "
                    + "tile dimension " + tile + " is none of these");
        }
        return new TileCall(tile, n.value(), c.mapping(g.get(2)), start);
    }
}
