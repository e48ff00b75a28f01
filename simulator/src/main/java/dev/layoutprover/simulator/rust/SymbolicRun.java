package dev.layoutprover.simulator.rust;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.simulator.oracle.Spec;
import dev.layoutprover.simulator.symbolic.BroadcastSpec;
import dev.layoutprover.simulator.symbolic.Content;
import dev.layoutprover.simulator.symbolic.SeveralOutputs;
import dev.layoutprover.simulator.symbolic.SymbolicCheck;
import dev.layoutprover.simulator.symbolic.SymbolicVerdict;
import dev.layoutprover.simulator.symbolic.Region;
import dev.layoutprover.simulator.symbolic.NotModelled;
import dev.layoutprover.simulator.symbolic.Part;
import dev.layoutprover.simulator.symbolic.Piece;
import dev.layoutprover.simulator.symbolic.Tensor;
import dev.layoutprover.simulator.symbolic.View;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Runs a device function without data: every tensor carries, instead of values, the formula each
 * of its elements holds over the kernel's inputs ({@link Content}), piece by piece
 * ({@link Piece}). The Rust around the calls runs as a concrete run reads it ({@link Interpreter}:
 * structs, enums, loops and their values, labelled breaks, helpers, patterns); data movement
 * (DMA, fetch, switch, collect, transpose, commit, views, cluster copies and shuffles) keeps the
 * formula of each logical element; the tensor unit's contraction multiplies and sums the digits
 * its result does not index; accumulation and the vector engine's reductions and zips reduce or
 * add. Anything else throws {@link NotModelled} with its location.
 *
 * <p>Example: {@code SymbolicRun.of(program, matmul_16384)} returns the output {@code out} whose
 * 64 pieces (32 column tiles × 2 clusters) each hold eight {@code lhs·rhs} terms, together
 * summing {@code B} over its 16384 values.
 */
public final class SymbolicRun {

    /**
     * The run's result: the inputs (name → axis sizes, in order) and the output tensors, in the order
     * the host gets them (the returned tensor, a returned tuple's items, or the mutable parameters).
     */
    public record RunOutput(String function, Map<String, Map<String, Long>> inputs, Map<String, ElementType> inputTypes,
            List<Tensor> outputs, Map<String, Long> sizes, List<String> aliased) {

        public RunOutput {
            outputs = List.copyOf(outputs);
            aliased = List.copyOf(aliased);
        }
    }

    private final Program program;
    private final Map<String, Long> sizes = new HashMap<>();
    private Location at;

    private SymbolicRun(Program program) {
        this.program = program;
    }

    /** Runs device function {@code f} of {@code program} on symbolic inputs. */
    public static RunOutput of(Program program, Ast.Function f) {
        Object saved = program.enter(f);
        try {
            return new SymbolicRun(program).device(f);
        } catch (NotModelled e) {
            throw e;
        } catch (Program.IllFormed e) {
            throw new NotModelled("the mapping " + e.getMessage() + " is ill formed");
        } finally {
            program.restore(saved);
        }
    }

    /**
     * The symbolic check of device function {@code f}: the run, then {@link SymbolicCheck} against
     * {@code spec} (or the kernel's own reading). What is not modelled gives {@code unknown}.
     *
     * @throws dev.layoutprover.simulator.oracle.SpecException when the spec does not fit the kernel (bad input)
     */
    public static SymbolicVerdict check(Program program, Ast.Function f, Optional<Spec> spec) {
        long start = System.nanoTime();
        SymbolicVerdict v;
        try {
            if (f.kind() != Ast.FunctionKind.DEVICE) {
                throw new NotModelled(f.at() + ": the symbolic check runs device functions; " + f.name()
                        + " is a host function");
            }
            RunOutput r = of(program, f);
            if (spec.isPresent() && !r.aliased().isEmpty()) {
                // a spec reads each logical element; the replay of a refutation would not know they alias
                throw new NotModelled("the input " + r.aliased().get(0) + " holds only some digits of its axes (its"
                        + " other digits alias one element): not decided symbolically against a spec");
            }
            Tensor first = r.outputs().get(0);
            Optional<Spec> onData = spec.map(s -> BroadcastSpec.onData(s, dataAxes(first),
                    writtenAxes(program, f).orElse(dataAxes(first))));
            v = SeveralOutputs.check(f.name(), r.outputs(), onData,
                    (out, sp) -> SymbolicCheck.check(f.name(), r.inputs(), r.inputTypes(), out, sp));
        } catch (NotModelled e) {
            v = new SymbolicVerdict(SymbolicVerdict.Answer.UNKNOWN, f.name(), e.getMessage(), List.of(), 0);
        } catch (Program.UnmodelledElementType e) {
            v = new SymbolicVerdict(SymbolicVerdict.Answer.UNKNOWN, f.name(), e.at + ": " + e.getMessage(), List.of(),
                    0);
        } catch (KernelError e) {
            v = new SymbolicVerdict(SymbolicVerdict.Answer.UNKNOWN, f.name(), e.getMessage(), List.of(), 0);
        } catch (ArithmeticException e) {
            v = new SymbolicVerdict(SymbolicVerdict.Answer.UNKNOWN, f.name(), "a size past 63 bits: "
                    + e.getMessage(), List.of(), 0);
        }
        return v.withMillis((System.nanoTime() - start) / 1_000_000);
    }

    /** The axes an output's data holds, in the order its coordinate and element parts name them. */
    private static List<String> dataAxes(Tensor out) {
        java.util.LinkedHashSet<String> axes = new java.util.LinkedHashSet<>();
        out.coord.forEach(p -> axes.add(p.axis()));
        out.elem.forEach(p -> axes.add(p.axis()));
        return List.copyOf(axes);
    }

    /**
     * The axes device function {@code f}'s returned HBM tensor is written over, in the order its chip
     * and element mappings first name them ({@code HbmTensor<i8, m![1], m![Q, S]>} is {@code [Q, S]});
     * empty when it returns something else or a mapping is ill formed (the run says so).
     */
    private static Optional<List<String>> writtenAxes(Program program, Ast.Function f) {
        if (f.returns().isEmpty()) {
            return Optional.empty();
        }
        Object entered = program.enter(f);
        Ast.Type t;
        try {
            t = program.whole(f.returns().get());
        } finally {
            program.restore(entered);
        }
        if (!t.name().equals("HbmTensor") || t.args().size() != 3) {
            return Optional.empty();
        }
        java.util.LinkedHashSet<String> axes = new java.util.LinkedHashSet<>();
        Object saved = program.enter(f);
        try {
            for (Ast.GenericArg g : t.args().subList(1, 3)) {
                Part.of(program.mapping(g)).forEach(p -> axes.add(p.axis()));
            }
        } catch (Program.IllFormed e) {
            return Optional.empty();
        } finally {
            program.restore(saved);
        }
        return Optional.of(List.copyOf(axes));
    }

    private RunOutput device(Ast.Function f) {
        at = f.at();
        List<Object> args = new ArrayList<>();
        Map<String, Map<String, Long>> inputs = new LinkedHashMap<>();
        Map<String, ElementType> types = new LinkedHashMap<>();
        List<Tensor> mutableParams = new ArrayList<>();
        List<String> aliased = new ArrayList<>();
        for (Ast.Param p : f.params()) {
            Ast.Type t = program.whole(p.type());
            if (t.name().equals("Context")) {
                args.add(CONTEXT);
                continue;
            }
            // an HbmTensorView parameter is an input passed as the view of the whole of it
            boolean view = t.name().equals("HbmTensorView") && !t.mutable();
            if (!t.name().equals("HbmTensor") && !view || t.args().size() != 3) {
                throw notModelled("the parameter " + p.name() + " of type " + t.text());
            }
            Tensor x = new Tensor("HbmTensor", program.elementType(t.args().get(0)));
            shape(x, t);
            if (t.mutable()) {
                mutableParams.add(x);
            } else {
                Map<String, Long> axes = new LinkedHashMap<>();
                x.parts().forEach(part -> axes.put(part.axis(), sizes.get(part.axis())));
                inputs.put(p.name(), axes);
                types.put(p.name(), x.type);
                // digits its mappings leave out alias one stored element: read at 0
                x.pieces.add(new Piece(0, Region.all(), Content.input(p.name(), axes, x.parts())));
                if (!Content.aliases(x.parts(), axes).isEmpty()) {
                    aliased.add(p.name());
                }
            }
            args.add(view ? new View(x, Region.all(), storedParts(x)) : x);
        }
        Object result = Interpreter.symbolic(program, f, args, this);
        List<Tensor> outs = new ArrayList<>();
        if (result instanceof Tensor t && t.kind.equals("HbmTensor")) {
            outs.add(t);
        } else if (result instanceof InterpreterValues.Tuple tuple && !tuple.items().isEmpty() && tuple.items().stream()
                .allMatch(x -> x instanceof Tensor t && t.kind.equals("HbmTensor"))) {
            // a tuple of HBM tensors: the host gets each, in order
            tuple.items().forEach(x -> outs.add((Tensor) x));
        } else if ((result == null || result == InterpreterValues.UNIT) && !mutableParams.isEmpty()) {
            outs.addAll(mutableParams);
        } else {
            throw notModelled("an output other than returned HBM tensors or mutable HBM tensor parameters");
        }
        return new RunOutput(f.name(), inputs, types, outs, Map.copyOf(sizes), aliased);
    }

    // ---- what the interpreter asks: the context, API calls, typed lets

    /** The context, or one of its units and engines ({@code ctx.main}, {@code ctx.tdma}), by name. */
    record Handle(String name) {}

    /** The device function's {@code ctx}. */
    static final Handle CONTEXT = new Handle("ctx");

    /** Whether {@code v} is the context or one of its units. */
    static boolean isHandle(Object v) {
        return v instanceof Handle;
    }

    /** {@code ctx.main}, {@code ctx.tdma}: the unit or engine of that name. */
    Object field(Ast.Field f, Object receiver) {
        at = f.at();
        if (receiver != CONTEXT) {
            throw notModelled("the field ." + f.name() + " of " + receiver);
        }
        return new Handle(f.name());
    }

    /** Whether the API call {@code c} is one the symbolic run makes: a tensor placed at an address, an ALU choice. */
    static boolean handles(Ast.Call c) {
        List<Ast.Segment> segs = c.callee().segments();
        String last = segs.get(segs.size() - 1).name();
        return segs.size() >= 2 && (last.equals("from_addr")
                || segs.size() == 2 && segs.get(0).name().equals("FpBinaryOp") && last.equals("MulF"));
    }

    /** {@code HbmTensor::<…>::from_addr(a)} (its type from the turbofish, an alias or the let), {@code FpBinaryOp::MulF(…)}. */
    Object call(Ast.Call c, Optional<Ast.Type> expected) {
        at = c.at();
        List<Ast.Segment> segs = c.callee().segments();
        String last = segs.get(segs.size() - 1).name();
        if (last.equals("from_addr")) {
            Ast.Segment head = segs.get(segs.size() - 2);
            Ast.Type type = program.typeAlias(head.name())
                    .orElse(new Ast.Type(head.name(), head.generics(), false, head.at()));
            if (type.args().isEmpty()) {
                type = expected.orElseThrow(() -> notModelled(head.name() + "::from_addr without its type"));
            }
            Tensor t = new Tensor(type.name(), ElementType.I32);
            return retype(t, type);
        }
        // FpBinaryOp::MulF(FpMulAlu::Mul0): the ALU changes where, not what, it computes (MulF.Mul0)
        String alu = c.args().size() == 1 && c.args().get(0) instanceof Ast.Path p && !p.segments().isEmpty()
                ? p.segments().get(p.segments().size() - 1).name() : "Mul0";
        return "FpBinaryOp::MulF." + alu;
    }

    /**
     * The element type of a symbolic tensor of the type {@code typeName} names, then one null per
     * mapping (a symbolic tensor keeps its digits, not its mappings): what a helper's element type
     * parameter binds ({@code D} of {@code x: &HbmTensor<D, Chip, m![A]>}); null for anything else.
     */
    static List<Object> components(Object value, String typeName) {
        if (!(value instanceof Tensor t) || !t.kind.equals(typeName.replace("View", "").replace("Mut", ""))) {
            return null;
        }
        int mappings = switch (t.kind) {
            case "HbmTensor" -> 2;
            case "DmTensor", "VrfTensor" -> 4;
            case "TrfTensor" -> 5;
            default -> -1;
        };
        if (mappings < 0) {
            return null;
        }
        List<Object> out = new ArrayList<>();
        out.add(t.type);
        for (int i = 0; i < mappings; i++) {
            out.add(null);
        }
        return out;
    }

    /** {@code let x: Type = …;}: a tensor takes the type written for it. */
    Object typed(Object v, Ast.Type type) {
        return v instanceof Tensor t ? retype(t, type) : v;
    }

    // ---- methods

    /**
     * {@code recv.name::<…>(args)} on a symbolic tensor, view, stream, unit or engine, its const
     * generics already numbers; {@code expected} is the type the value goes to (a let's).
     */
    Object method(Ast.MethodCall m, Object recv, List<Object> args, Optional<Ast.Type> expected) {
        at = m.at();
        List<Ast.GenericArg> g = m.generics();
        String name = m.name();
        if (name.equals("with_mode") && args.size() == 1 && (recv instanceof String || recv instanceof Enum<?>)) {
            return new ModedOp(enumName(recv), enumName(args.get(0))); // FpDivBinaryOp::DivF.with_mode(Mode01)
        }
        if (name.equals("to_dm") && g.isEmpty() && expected.isPresent()) {
            Ast.Type ty = expected.get().args().isEmpty() ? program.typeAlias(expected.get().name())
                    .orElse(expected.get()) : expected.get();
            if (ty.name().equals("DmTensor") && ty.args().size() == 5) {
                g = ty.args().subList(2, 5);
            }
        }
        if (name.equals("to_trf") && g.isEmpty() && expected.isPresent()) {
            // the TRF tensor's row and element mappings from the type it goes to (a let's, a helper's return type)
            Ast.Type ty = expected.get().args().isEmpty() ? program.typeAlias(expected.get().name())
                    .orElse(expected.get()) : expected.get();
            if (ty.name().equals("TrfTensor") && ty.args().size() == 6) {
                g = ty.args().subList(4, 6);
            }
        }
        if (recv instanceof Handle unit && unit != CONTEXT) {
            return unitCall(unit.name(), name, g, args);
        }
        if (recv instanceof View v) {
            return viewCall(v, name, g, args);
        }
        if (recv instanceof Tensor t && !t.kind.equals("stream")) {
            return switch (name) {
                case "view", "view_mut", "clone" -> new View(t, Region.all(), storedParts(t));
                // an unsafe reshape relabels the data as the type it goes to names it (a cluster mapping relabelled
                // moves each piece's region, as retype does for a let)
                case "reshape" -> expected.map(ty -> retype(t, ty, "the reshape to ")).orElseGet(t::copy);
                default -> viewCall(new View(t, Region.all(), storedParts(t)), name, g, args);
            };
        }
        if (recv instanceof Tensor s) {
            return streamCall(s, name, g, args);
        }
        throw notModelled("." + name + " on " + (recv == null ? "nothing" : recv.getClass().getSimpleName()));
    }

    private Object unitCall(String unit, String name, List<Ast.GenericArg> g, List<Object> args) {
        switch (name) {
            case "begin" -> {
                View v = view(args.get(0));
                Tensor s = stream(v);
                return s;
            }
            case "begin_interleaved" -> {
                Tensor s = stream(view(args.get(0)));
                s.partner = stream(view(args.get(1)));
                s.partnerKind = "interleaved";
                return s;
            }
            case "parallel_copy_cluster_slice", "parallel_copy_chip_slice" -> {
                // cluster (chip) k keeps the tile AxisToSlice = indices[k] of its own part
                View v = view(args.get(0));
                unshifted(v, name);
                boolean chips = name.equals("parallel_copy_chip_slice");
                List<Long> indices = numbers(args.get(1));
                Part along = single(gen(g, 1));
                Tensor out = blank(v.tensor());
                out.elem = parts(gen(g, 2));
                long clusters = out.clusters();
                if (indices.size() != (chips ? out.coordinates() / clusters : clusters)) {
                    throw notModelled(name + " with " + indices.size() + " indices for " + (chips ? out.coordinates()
                            / clusters + " chips" : clusters + " clusters") + " named by the tensor's mappings");
                }
                for (Piece p : read(v)) {
                    long k = indices.get((int) (chips ? p.coord() / clusters : p.coord() % clusters));
                    Optional<Region> gd = p.guard().fix(along, k, sizes.get(along.axis()));
                    gd.ifPresent(x -> out.pieces.add(new Piece(p.coord(), x, p.content().restrict(along, k))));
                }
                return settle(out, name);
            }
            case "dm_cluster_shuffle", "dm_chip_shuffle" -> {
                // cluster (chip) t receives what cluster (chip) pattern[t] holds; the mappings stay, so the
                // data it receives now stands at the indices cluster (chip) t's coordinate names
                View v = view(args.get(0));
                unshifted(v, name);
                boolean chips = name.equals("dm_chip_shuffle");
                List<Long> pattern = numbers(args.get(1));
                Tensor out = blank(v.tensor());
                long clusters = out.clusters();
                long n = chips ? out.coordinates() / clusters : clusters;
                if (chips ? pattern.size() != n : pattern.size() > n) {
                    throw notModelled(name + " with " + pattern.size() + " entries for " + n + (chips ? " chips"
                            : " clusters") + " named by the tensor's mappings");
                }
                for (Piece p : read(v)) {
                    long chip = p.coord() / clusters;
                    long cluster = p.coord() % clusters;
                    for (int t = 0; t < pattern.size(); t++) {
                        if (pattern.get(t) != (chips ? chip : cluster)) {
                            continue;
                        }
                        long to = chips ? t * clusters + cluster : chip * clusters + t;
                        p.guard().drop(out.coord).meet(out.coordGuard(to, sizes))
                                .ifPresent(x -> out.pieces.add(new Piece(to, x, p.content())));
                    }
                    if (!chips && cluster >= pattern.size()) {
                        out.pieces.add(p);
                    }
                }
                return settle(out, name);
            }
            default -> throw notModelled("ctx." + unit + "." + name);
        }
    }

    private Object viewCall(View v, String name, List<Ast.GenericArg> g, List<Object> args) {
        switch (name) {
            case "view", "view_mut", "clone" -> {
                return v;
            }
            case "tile", "slice_tile" -> {
                Part along = single(gen(g, 0));
                long n = number(intArg(gen(g, 1)));
                long index = number(args.get(0));
                // the reference's tile moves the view's offset by `index` steps of the tiled mapping:
                // the window is its values index..index + n, one digit range when it starts at a multiple of n
                if (n <= 0 || index < 0 || index + n > along.mod()) {
                    throw notModelled("a tile of " + n + " steps of " + along + " from step " + index
                            + ", a window outside the tiled range,");
                }
                View.Window w = new View.Window(along, index, n);
                if (v.window() != null && !v.window().aligned()) {
                    throw notModelled("a tile of a tile of " + v.window().n() + " along " + v.window().along());
                }
                if (!w.aligned()) {
                    // values index..index + n of one digit: read only by a copy into a window as wide, value by value
                    return new View(v.tensor(), v.guard(), storedParts(v.tensor()), w, v.spatial());
                }
                Region gd = v.guard().fix(w.digit(), index / n, sizes.get(along.axis()))
                        .orElseThrow(() -> notModelled("a tile outside its view"));
                return new View(v.tensor(), gd, tileParts(gen(g, 2), along, n), w, v.spatial());
            }
            case "chip_tile", "cluster_tile" -> {
                Part along = single(gen(g, 0));
                long n = number(intArg(gen(g, 1)));
                long index = number(args.get(0));
                Mapping level2 = program.mapping(gen(g, 2));
                collectSizes(level2);
                try {
                    return SpatialTileViews.tile(v, name.equals("chip_tile"), along, n, index, level2, sizes);
                } catch (NotModelled e) {
                    throw notModelled(e.getMessage());
                }
            }
            case "to_dm" -> {
                unshifted(v, name);
                Tensor src = v.tensor();
                Tensor out = new Tensor("DmTensor", src.type);
                out.coord = new ArrayList<>(src.coord);
                out.chip = src.coord;
                out.coord.addAll(parts(gen(g, 0)));
                out.slice = parts(gen(g, 1));
                out.elem = parts(gen(g, 2));
                List<Piece> pieces = read(v);
                for (long k = 0; k < out.coordinates(); k++) {
                    Region cg = out.coordGuard(k, sizes);
                    for (Piece p : pieces) {
                        Optional<Region> m = p.guard().meet(cg);
                        if (m.isPresent()) {
                            out.pieces.add(new Piece(k, m.get(), cg.apply(p.content())));
                        }
                    }
                }
                return settle(out, "to_dm");
            }
            // the sub context's parallel copies write as a DMA copy does (the reference's write_transpose, broadcast allowed)
            case "to_hbm_view", "to_dm_view", "to_dm_view_pcopy", "to_dm_pcopy" -> {
                View target = view(args.get(1));
                List<Piece> copied;
                try {
                    copied = TileWindows.copied(v, target, this::read, sizes);
                } catch (NotModelled e) {
                    throw e.getMessage().startsWith(at + ": ") ? e : notModelled(e.getMessage());
                }
                write(target, copied, name);
                return null;
            }
            case "to_hbm" -> {
                unshifted(v, name);
                Tensor out = new Tensor("HbmTensor", v.tensor().type);
                // the chips keep their parts of the data: the HBM tensor's chip mapping is the DM tensor's
                out.coord = v.tensor().chip;
                out.chip = out.coord;
                // each cluster writes its part: the cluster's digits index the HBM tensor's elements too
                List<Part> elem = new ArrayList<>(v.tensor().coord.subList(out.chip.size(), v.tensor().coord.size()));
                elem.addAll(v.parts());
                out.elem = elem;
                for (Piece p : read(v)) {
                    out.pieces.add(new Piece(0, p.guard(), p.content()));
                }
                return settle(out, "to_hbm");
            }
            case "dma_scatter", "dma_gather" -> throw notModelled("." + name + " writes where the values of its index"
                    + " input say: a formula of the symbolic check reads its inputs at indices made of axis digits,"
                    + " never of data, so only a concrete run decides it");
            default -> throw notModelled("." + name + " on a " + v.tensor().kind);
        }
    }

    private Object streamCall(Tensor s, String name, List<Ast.GenericArg> g, List<Object> args) {
        Tensor out = s.copy();
        switch (name) {
            case "fetch" -> {
                narrow(out, program.elementType(gen(g, 0)));
                out.elem = parts(gen(g, 1));
                out.packet = parts(gen(g, 2));
            }
            case "switch" -> {
                out.slice = parts(gen(g, 0));
                out.elem = parts(gen(g, 1));
            }
            case "collect", "transpose" -> {
                out.elem = parts(gen(g, 0));
                out.packet = parts(gen(g, 1));
            }
            case "vector_init" -> {
                if (!out.type.isFloat()) {
                    // the Vector Engine's lanes are 32 bits: what the tensor unit leaves is i32 (or f32)
                    out.type = ElementType.I32;
                } else {
                    out.type = ElementType.F32;
                }
                LaneOperations.enter(out, "vector_init");
            }
            case "vector_final" -> out.vectorStage = -1;
            case "vector_intra_slice_branch" -> {
                BranchedLanes.branch(out, args.get(0));
                LaneOperations.enter(out, name);
            }
            case "vector_trim_way4", "vector_pad_way8" -> out.packet = parts(gen(g, 0));
            case "vector_fxp", "vector_clip", "vector_fp_binary", "vector_logic" -> {
                boolean pair = "interleaved".equals(s.partnerKind);
                if (pair && !s.unzipped) {
                    throw notModelled("." + name + " on an interleaved stream before vector_intra_slice_unzip");
                }
                if (args.size() != (pair ? 3 : 2)) {
                    throw notModelled("." + name + " with " + args.size() + " arguments");
                }
                String op = enumName(args.get(0));
                if (pair && args.get(1) instanceof InterpreterValues.Unit && args.get(2) instanceof InterpreterValues.Unit) {
                    throw notModelled("." + name + " on a pair with no group's operand");
                }
                LaneOperations.enter(out, name + "::" + op);
                if (!pair) {
                    out.pieces = lanes(out, name, op, "Mode01", args.get(1));
                } else {
                    // VectorTensorPair::vector_X(op, group0 operand or (), group1 operand or ()): () leaves its group
                    out.partner = s.partner.copy();
                    out.partner.type = out.type;
                    out.pieces = LaneOperations.onGroup(out, name, op, args.get(1));
                    out.partner.pieces = LaneOperations.onGroup(out.partner, name, op, args.get(2));
                }
            }
            case "vector_fxp_with_mode", "vector_clip_with_mode", "vector_fp_binary_with_mode",
                    "vector_logic_with_mode" -> {
                if ("interleaved".equals(s.partnerKind) || args.size() != 3) {
                    throw notModelled("." + name + " with " + args.size() + " arguments"
                            + ("interleaved".equals(s.partnerKind) ? " on an interleaved stream" : ""));
                }
                String base = name.substring(0, name.length() - "_with_mode".length());
                String op = enumName(args.get(0));
                LaneOperations.enter(out, base + "::" + op);
                out.pieces = lanes(out, base, op, enumName(args.get(1)), args.get(2));
            }
            case "vector_stash" -> {
                // the stages Vector::STASH allows it in that the symbolic run tells apart, once per pass
                if (!LaneOperations.stashes(out) || out.partner != null || out.stash != null) {
                    throw notModelled("vector_stash here (on a pair, a second time, or outside the Branch, Logic, Fxp,"
                            + " Fp, FpDiv and Clip stages)");
                }
                out.stash = out.pieces;
                out.stashType = out.type;
            }
            case "vector_fxp_to_fp", "vector_fp_to_fxp" -> {
                if (args.size() != 1 || "interleaved".equals(s.partnerKind) && !s.unzipped) {
                    throw notModelled("." + name + " with " + args.size() + " arguments or before the pair is unzipped");
                }
                LaneOperations.enter(out, name);
                String op = name.substring("vector_".length());
                out.pieces = FloatLanes.convert(out, op, number(args.get(0)));
                if (out.partner != null) {
                    out.partner = s.partner.copy();
                    out.partner.pieces = FloatLanes.convert(s.partner, op, number(args.get(0)));
                }
                out.type = op.equals("fxp_to_fp") ? ElementType.F32 : ElementType.I32;
            }
            case "vector_fp_unary", "vector_fp_unary_with_mode" -> {
                boolean pair = "interleaved".equals(s.partnerKind);
                if (pair != (name.equals("vector_fp_unary") && args.size() == 3) || pair && !s.unzipped
                        || !pair && args.size() != (name.endsWith("_with_mode") ? 2 : 1)) {
                    throw notModelled("." + name + " with " + args.size() + " arguments");
                }
                String op = enumName(args.get(0));
                LaneOperations.enter(out, "vector_fp_unary::" + op);
                if (!pair) {
                    out.pieces = FloatLanes.unary(out, op);
                } else {
                    // VectorTensorPair::vector_fp_unary(op, on_group0, on_group1)
                    out.partner = s.partner.copy();
                    out.pieces = Boolean.TRUE.equals(args.get(1)) ? FloatLanes.unary(s, op) : s.pieces;
                    out.partner.pieces = Boolean.TRUE.equals(args.get(2)) ? FloatLanes.unary(s.partner, op)
                            : s.partner.pieces;
                }
            }
            case "vector_fp_ternary", "vector_fp_ternary_with_mode" -> {
                boolean pair = "interleaved".equals(s.partnerKind);
                int at = name.endsWith("_with_mode") ? 2 : 1;
                if (args.size() != at + (pair ? 2 : 1) || pair && !s.unzipped) {
                    throw notModelled("." + name + " with " + args.size() + " arguments");
                }
                String op = enumName(args.get(0));
                String mode = at == 2 ? enumName(args.get(1)) : "Mode012";
                LaneOperations.enter(out, "vector_fp_ternary::" + op);
                if (!pair) {
                    out.pieces = ternary(s, op, mode, args.get(at));
                } else {
                    // VectorTensorPair::vector_fp_ternary(op, group0 operands or (), group1 operands or ())
                    out.partner = s.partner.copy();
                    out.pieces = args.get(at) instanceof InterpreterValues.Unit ? s.pieces : ternary(s, op, mode,
                            args.get(at));
                    out.partner.pieces = args.get(at + 1) instanceof InterpreterValues.Unit ? s.partner.pieces
                            : ternary(s.partner, op, mode, args.get(at + 1));
                }
            }
            case "vector_fp_div", "vector_fp_div_with_mode" -> {
                boolean mode = name.endsWith("_with_mode");
                if ("interleaved".equals(s.partnerKind) || args.size() != (mode ? 3 : 2)) {
                    throw notModelled("." + name + " with " + args.size() + " arguments"
                            + ("interleaved".equals(s.partnerKind) ? " on an interleaved stream" : ""));
                }
                boolean moded = !mode && args.get(0) instanceof ModedOp;
                String op = moded ? ((ModedOp) args.get(0)).op() : enumName(args.get(0));
                String argMode = moded ? ((ModedOp) args.get(0)).mode() : mode ? enumName(args.get(1)) : "Mode01";
                Object operand = args.get(mode ? 2 : 1);
                if (operand instanceof List<?> l && l.size() == 1 && l.get(0) instanceof Tensor only) {
                    operand = only; // ArrayVec::new([VeBranchOperand::always(VeRhs::vrf(&v))]): the one VRF operand
                }
                LaneOperations.enter(out, "vector_fp_div::" + op);
                out.pieces = LaneOperations.apply(out, "vector_fp_div", op, argMode, operand);
            }
            case "vector_split", "vector_concat" -> {
                if ("interleaved".equals(s.partnerKind) && !s.unzipped) {
                    throw notModelled("." + name + " on an interleaved stream before vector_intra_slice_unzip");
                }
                out.elem = parts(gen(g, 0));
                out.packet = parts(gen(g, 1));
            }
            case "vector_intra_slice_reduce" -> {
                LaneOperations.enter(out, name);
                out.elem = parts(gen(g, 1));
                out.packet = parts(gen(g, 2));
                String op = enumName(args.get(0));
                reduceAll(out, switch (op) {
                    case "Add" -> {
                        if (!out.type.isFloat()) {
                            throw notModelled("the intra-slice reduction Add of an integer stream");
                        }
                        yield "add";
                    }
                    case "Max" -> "max";
                    case "Min" -> "min";
                    case "AddSat" -> {
                        // the engine folds time step by time step, then lane by lane; saturating at each step,
                        // it is the naive evaluator's fold only when that visits the axis in index order
                        List<Part> order = new ArrayList<>(s.elem);
                        order.addAll(s.packet);
                        if (!(gen(g, 0) instanceof Ast.Named axis)) {
                            throw notModelled("an intra-slice reduction whose axis is not named");
                        }
                        yield saturating(s, out, axis.type().name(), order, "intra");
                    }
                    default -> throw notModelled("the intra-slice reduction " + op);
                });
            }
            case "align" -> {
                out.elem = parts(gen(g, 0));
                out.packet = parts(gen(g, 1));
                Object trf = args.get(0);
                if (!(trf instanceof Tensor t) || !t.kind.equals("TrfTensor")) {
                    throw notModelled("align with an operand other than a TRF tensor");
                }
                out.partner = t;
                out.partnerKind = "aligned";
            }
            case "contract" -> {
                if (!"aligned".equals(s.partnerKind)) {
                    throw notModelled("contract without align");
                }
                if (s.type.isFloat() && s.type.bits() > 16) {
                    // bf16 and f8 products are exact in f32 (at most 16 significant bits); wider ones round
                    throw notModelled("a contraction of " + s.type + " operands (products rounded)");
                }
                Tensor trf = s.partner;
                List<Part> row = trf.row.orElseThrow(() -> notModelled("a TRF tensor whose row mapping is not written"));
                out.partner = null;
                out.partnerKind = null;
                out.packet = new ArrayList<>(row);
                out.packet.addAll(parts(gen(g, 0)));
                List<Part> keep = new ArrayList<>(out.coord);
                keep.addAll(out.slice);
                keep.addAll(out.elem);
                keep.addAll(out.packet);
                out.pieces = new ArrayList<>();
                for (Piece a : s.pieces) {
                    for (Piece b : trf.pieces) {
                        if (a.coord() != b.coord()) {
                            continue;
                        }
                        Optional<Region> m = a.guard().meet(b.guard());
                        if (m.isPresent()) {
                            Content prod = m.get().apply(a.content()).times(m.get().apply(b.content()));
                            out.pieces.add(new Piece(a.coord(), m.get(), prod.reduce(keep, "add")));
                        }
                    }
                }
                return settle(out, "contract");
            }
            case "accumulate" -> {
                out.elem = parts(gen(g, 0));
                out.packet = parts(gen(g, 1));
                reduceAll(out, "add");
            }
            case "vector_inter_slice_reduce" -> {
                out.slice = parts(gen(g, 0));
                out.elem = parts(gen(g, 1));
                String op = enumName(args.get(0));
                reduceAll(out, switch (op) {
                    case "Add" -> "add";
                    case "Max" -> "max";
                    case "Min" -> "min";
                    // InterSliceReduceOpF32::Mul: the product of the slices, rounded at each step as a sum is
                    case "Mul" -> "mul";
                    // the engine folds each group's slices in index order of the reduced axis, as the naive evaluator
                    case "AddSat" -> saturating(s, out, null, null, "inter");
                    default -> throw notModelled("the inter-slice reduction " + op);
                });
            }
            case "vector_intra_slice_unzip" -> {
                if (!"interleaved".equals(s.partnerKind)) {
                    throw notModelled("vector_intra_slice_unzip of a stream not begun interleaved");
                }
                out.elem = parts(gen(g, 2));
                out.unzipped = true;
                // the pair begins in the branch stage (VectorTensorPair<…, stage::Branch, …>)
                LaneOperations.enter(out, "vector_intra_slice_branch");
                out.partner = s.partner.copy();
                out.partner.elem = out.elem;
                settle(out.partner, name);
            }
            case "vector_clip_zip", "vector_fxp_zip", "vector_logic_zip", "vector_fp_zip", "vector_clip_zip_with_mode",
                    "vector_fxp_zip_with_mode", "vector_logic_zip_with_mode", "vector_fp_zip_with_mode" -> {
                String op = enumName(args.get(0));
                if (!"interleaved".equals(s.partnerKind) || !s.unzipped) {
                    throw notModelled("the zip " + op + " of a stream not unzipped from an interleaved pair");
                }
                boolean mode = name.endsWith("_with_mode");
                if (args.size() != (mode ? 2 : 1)) {
                    throw notModelled("." + name + " with " + args.size() + " arguments");
                }
                out.pieces = LaneOperations.zip(s, name.substring(0, name.indexOf("_zip")), op,
                        mode ? enumName(args.get(1)) : "Mode01");
                out.partner = null;
                out.partnerKind = null;
            }
            case "cast" -> {
                narrow(out, program.elementType(gen(g, 0)));
                out.packet = parts(gen(g, 1));
            }
            case "commit", "to_trf" -> {
                Tensor t = new Tensor(name.equals("commit") ? "DmTensor" : "TrfTensor", out.type);
                t.coord = out.coord;
                t.chip = out.chip;
                t.slice = out.slice;
                List<Part> elem = new ArrayList<>(out.elem);
                elem.addAll(out.packet);
                t.elem = !g.isEmpty() && name.equals("commit") ? parts(gen(g, 0)) : elem;
                if (name.equals("to_trf") && g.size() == 2) {
                    // to_trf::<Row, Element>: the stream's elements read as the TRF's rows and row elements
                    t.row = Optional.of(parts(gen(g, 0)));
                    t.elem = parts(gen(g, 1));
                }
                t.pieces = new ArrayList<>(out.pieces);
                return settle(t, name);
            }
            case "to_vrf" -> {
                Tensor t = new Tensor("VrfTensor", out.type);
                t.coord = out.coord;
                t.chip = out.chip;
                t.slice = out.slice;
                List<Part> elem = new ArrayList<>(out.elem);
                elem.addAll(out.packet);
                t.elem = elem;
                t.pieces = new ArrayList<>(out.pieces);
                return settle(t, name);
            }
            case "commit_view" -> {
                write(view(args.get(0)), out.pieces, name);
                return null;
            }
            default -> throw notModelled("the stream stage ." + name);
        }
        if (out.partner != null && out.partnerKind.equals("interleaved") && !name.equals("vector_intra_slice_unzip")) {
            Tensor p = out.partner.copy();
            p.slice = out.slice;
            p.elem = out.elem;
            p.packet = out.packet;
            p.type = out.type;
            out.partner = settle(p, name);
        }
        return settle(out, name);
    }

    /**
     * {@code add_sat}, the saturating sum of an {@code i32} stream ({@code AddSat}), when its order is
     * the naive evaluator's (each step saturated, the reduced axis folded in index order): one axis
     * reduced, and for the intra-slice reduction ({@code axis} named) its digits met in {@code order}
     * (the stream's time, then packet) from the most significant down, each the next's size times
     * its step, down to the axis's lowest digit, covering the whole axis or an aligned part of it
     * (the rest kept). Example: {@code Time = m![A % 2, R16 / 4]}, {@code Packet = m![R16 % 4]}
     * fold {@code R16} as {@code 0, 1, …, 15}; {@code Time = m![R % 4]} folds each group of four;
     * {@code Time = m![R % 4, R / 4]} does not fold in index order.
     */
    private String saturating(Tensor s, Tensor out, String axis, List<Part> order, String which) {
        if (s.type != ElementType.I32) {
            throw notModelled("the " + which + "-slice reduction AddSat of a " + s.type + " stream");
        }
        List<Part> gone = new ArrayList<>();
        for (Piece p : s.pieces) {
            gone.addAll(p.content().outside(out.parts()));
        }
        java.util.Set<String> axes = new java.util.HashSet<>();
        gone.forEach(p -> axes.add(p.axis()));
        if (axes.size() != 1 || axis != null && !axes.contains(axis)) {
            throw notModelled("the " + which + "-slice reduction AddSat over " + axes + " (the saturating fold of"
                    + " another than one named axis)");
        }
        if (order != null) {
            String a = axes.iterator().next();
            List<Part> held = order.stream().filter(p -> p.axis().equals(a)).toList();
            long covered = 1;
            for (int i = 0; i < held.size(); i++) {
                long next = i + 1 < held.size() ? held.get(i + 1).div() * held.get(i + 1).mod() : 1;
                if (held.get(i).div() != next) {
                    throw notModelled("the intra-slice reduction AddSat folding " + held + " of " + a + ", not in index"
                            + " order (the saturating fold depends on its order)");
                }
                covered = Math.multiplyExact(covered, held.get(i).mod());
            }
            // the low digits of the axis, an aligned part of it (no padding): the naive evaluator folds
            // the same members, those that differ from an index only in these digits, in index order
            if (held.isEmpty() || sizes.get(a) % covered != 0) {
                throw notModelled("the intra-slice reduction AddSat over " + held + ", not the whole of " + a
                        + " nor an aligned part of it");
            }
        }
        return "add_sat";
    }

    /**
     * {@code .vector_fp_ternary(op, (operand0, operand1))} on one stream or group; also
     * {@code [TernaryOperand::always(operand0, operand1)]}, the same pair valid in every group.
     */
    private List<Piece> ternary(Tensor s, String op, String mode, Object operands) {
        if (operands instanceof List<?> l && l.size() == 1 && l.get(0) instanceof InterpreterValues.Tuple always) {
            operands = always;
        }
        if (!(operands instanceof InterpreterValues.Tuple t) || t.items().size() != 2) {
            throw notModelled("a ternary operand other than a pair (operand0, operand1)");
        }
        return FloatLanes.ternary(s, op, mode, t.items().get(0), t.items().get(1));
    }

    private void reduceAll(Tensor t, String op) {
        List<Part> keep = t.parts();
        t.pieces = new ArrayList<>(t.pieces.stream()
                .map(p -> new Piece(p.coord(), p.guard(), p.content().reduce(keep, op))).toList());
    }

    /**
     * The data given type {@code to} (a fetch or a cast). Integers: a narrower type keeps the low
     * bits ({@link Content#withBits}). Floats: a wider or equal float type is exact (bf16 → f32
     * widens), a narrower one rounds ({@link Content#roundedTo}); a conversion between integers and
     * floats is not modelled.
     */
    private void narrow(Tensor t, ElementType to) {
        if (to.isFloat() != t.type.isFloat()) {
            throw notModelled("a conversion from " + t.type + " to " + to + " (rounding between integers and floats)");
        }
        if (to.bits() < t.type.bits()) {
            t.pieces = new ArrayList<>(t.pieces.stream().map(p -> new Piece(p.coord(), p.guard(), to.isFloat()
                    ? p.content().roundedTo(to.bits()) : p.content().withBits(to.bits()))).toList());
        }
        t.type = to;
    }

    // ---- reading, writing, typing

    private Tensor stream(View v) {
        Tensor s = new Tensor("stream", v.tensor().type);
        s.coord = v.spatial() == null ? v.tensor().coord : v.spatial().coord();
        s.chip = v.spatial() == null ? v.tensor().chip : v.spatial().coord().subList(0, v.spatial().chip());
        s.slice = v.tensor().slice;
        s.elem = v.parts();
        s.pieces = new ArrayList<>(read(v));
        return settle(s, "begin");
    }

    private List<Piece> read(View v) {
        if (v.window() != null && !v.window().aligned()) {
            throw notModelled("a tile of " + v.window().n() + " along " + v.window().along() + " from step "
                    + v.window().start() + " read other than by a copy into a tile as wide");
        }
        List<Piece> out = new ArrayList<>();
        for (Piece p : v.tensor().pieces) {
            Optional<Region> m = p.guard().meet(v.guard());
            m.ifPresent(x -> out.add(new Piece(p.coord(), x, v.guard().apply(p.content()))));
        }
        // a chip or cluster tile: its units numbered over its own coordinate parts
        return v.spatial() == null ? out : SpatialTileViews.renumbered(v.spatial(), out);
    }

    /** Stops at a chip or cluster tile where {@code what} takes the tensor's own units. */
    private void unshifted(View v, String what) {
        if (v.spatial() != null) {
            throw notModelled(what + " of a chip or cluster tile");
        }
    }

    /** Most regions a write leaves of one region written before. */
    private static final int MOST_REMAINDERS = 256;

    private void write(View target, List<Piece> src, String how) {
        Tensor t = target.tensor();
        if (target.spatial() != null) {
            src = SpatialTileViews.landed(target, src, sizes);
        }
        boolean hbm = t.kind.startsWith("Hbm");
        List<Part> keep = new ArrayList<>(t.coord);
        keep.addAll(target.parts());
        List<Part> all = new ArrayList<>(keep);
        all.addAll(t.parts());
        for (Piece p : src) {
            List<Part> lost = p.content().outside(all);
            if (!lost.isEmpty()) {
                throw notModelled(how + " writes data indexed by " + lost + " into a tensor that does not index it");
            }
            Region gd = p.guard().keepOnly(t.parts()).meet(target.guard()).orElseThrow(() -> notModelled(how
                    + " writes data of region " + p.guard() + " outside its target " + target.guard()));
            long coord = hbm ? 0 : p.coord();
            // what was written before keeps the part of its region this write leaves
            List<Piece> kept = new ArrayList<>();
            for (Piece q : t.pieces) {
                if (q.coord() != coord || q.guard().meet(gd).isEmpty()) {
                    kept.add(q);
                    continue;
                }
                List<Region> rest = q.guard().minus(gd, MOST_REMAINDERS).orElseThrow(() -> notModelled(how
                        + " overwrites part of a region written before (" + q.guard() + "), leaving more than "
                        + MOST_REMAINDERS + " regions of it,"));
                rest.forEach(r -> kept.add(new Piece(coord, r, r.apply(q.content()))));
            }
            kept.add(new Piece(coord, gd, p.content()));
            t.pieces = kept;
        }
    }

    /** The tensor's pieces checked: every element digit of the data indexed, guards only on indexed digits. */
    private Tensor settle(Tensor t, String stage) {
        List<Part> all = t.parts();
        List<Piece> out = new ArrayList<>();
        for (Piece p : t.pieces) {
            List<Part> lost = p.content().outside(all);
            if (!lost.isEmpty()) {
                throw notModelled(stage + " leaves the data's digits " + lost + " unindexed (its mappings "
                        + all + ")" + (stage.startsWith("the reshape") ? ": a formula reads each input at digits of"
                        + " the input's own axes, so data read as digits of other axes is not modelled symbolically"
                        : ""));
            }
            out.add(new Piece(p.coord(), p.guard().keepOnly(all), p.content()));
        }
        for (int i = 0; i < out.size(); i++) {
            for (int j = i + 1; j < out.size(); j++) {
                if (out.get(i).coord() == out.get(j).coord()
                        && out.get(i).guard().meet(out.get(j).guard()).isPresent()) {
                    throw notModelled(stage + " reads a region held by two pieces of data (" + out.get(i).guard()
                            + " and " + out.get(j).guard() + ")");
                }
            }
        }
        t.pieces = out;
        return t;
    }

    private Tensor blank(Tensor like) {
        Tensor t = new Tensor("DmTensor", like.type);
        t.coord = like.coord;
        t.chip = like.chip;
        t.slice = like.slice;
        t.elem = like.elem;
        return t;
    }

    private static List<Part> storedParts(Tensor t) {
        List<Part> p = new ArrayList<>(t.slice);
        p.addAll(t.elem);
        return p;
    }

    /** The tensor given the type written for it (a relabelled cluster mapping moves each piece's region). */
    private Tensor retype(Tensor t, Ast.Type type) {
        return retype(t, type, "the type ");
    }

    /**
     * The tensor given the type written for it, {@code stage} naming what gives it in a refusal: an unsafe
     * reshape onto other axes ({@code [P / 256, K]} read as {@code [G, J]}) leaves the data's digits unindexed,
     * since a formula's digits are each their own axis's.
     */
    private Tensor retype(Tensor t, Ast.Type type, String stage) {
        Ast.Type ty = type;
        if (ty.args().isEmpty()) {
            Optional<Ast.Type> alias = program.typeAlias(ty.name());
            if (alias.isEmpty()) {
                return t;
            }
            ty = alias.get();
        }
        if (t.kind.equals("stream") || ty.args().stream().anyMatch(a -> a instanceof Ast.Inferred)) {
            return t;
        }
        Tensor out = t.copy();
        List<Part> oldCoord = t.coord;
        shape(out, ty);
        if (!oldCoord.equals(out.coord) && !t.pieces.isEmpty() && out.kind.equals("HbmTensor")) {
            throw notModelled("an HBM tensor given the chip mapping of " + type.text());
        }
        if (!oldCoord.equals(out.coord) && !t.pieces.isEmpty()) {
            List<Piece> moved = new ArrayList<>();
            for (Piece p : t.pieces) {
                Region g = p.guard().drop(oldCoord).meet(out.coordGuard(p.coord(), sizes))
                        .orElseThrow(() -> notModelled("the new cluster mapping of " + type.text()
                                + " relabels a cluster whose data belongs to another"));
                moved.add(new Piece(p.coord(), g, p.content()));
            }
            out.pieces = moved;
        }
        return settle(out, stage + ty.name());
    }

    private void shape(Tensor t, Ast.Type ty) {
        List<Ast.GenericArg> a = ty.args();
        String kind = ty.name();
        t.type = program.elementType(a.get(0));
        switch (kind) {
            case "HbmTensor", "HbmTensorView", "HbmTensorViewMut" -> {
                t.kind = "HbmTensor";
                // every piece of an HBM tensor is at coordinate 0: its region names the chip's digits
                t.coord = parts(a.get(1));
                t.chip = t.coord;
                t.elem = parts(a.get(2));
            }
            case "DmTensor", "DmTensorView", "DmTensorViewMut", "VrfTensor" -> {
                // <D, Chip, Cluster, Slice, Element> for both memories
                t.kind = kind.equals("VrfTensor") ? "VrfTensor" : "DmTensor";
                t.coord = coordOf(a.get(1), a.get(2));
                t.chip = parts(a.get(1));
                t.slice = parts(a.get(3));
                t.elem = parts(a.get(4));
            }
            case "TrfTensor" -> {
                t.kind = "TrfTensor";
                t.coord = coordOf(a.get(1), a.get(2));
                t.chip = parts(a.get(1));
                t.slice = parts(a.get(3));
                t.row = Optional.of(parts(a.get(4)));
                t.elem = parts(a.get(5));
            }
            default -> throw notModelled("tensors of type " + kind);
        }
    }

    private List<Part> coordOf(Ast.GenericArg chip, Ast.GenericArg cluster) {
        List<Part> c = new ArrayList<>(parts(chip));
        c.addAll(parts(cluster));
        return c;
    }

    private List<Part> parts(Ast.GenericArg g) {
        Mapping m = program.mapping(g);
        collectSizes(m);
        try {
            return Part.of(m);
        } catch (NotModelled e) {
            throw notModelled(e.getMessage());
        }
    }

    /** The parts of an aligned tile's element mapping, its window's length written as a resize of the tiled part. */
    private List<Part> tileParts(Ast.GenericArg g, Part along, long n) {
        Mapping m = program.mapping(g);
        collectSizes(m);
        try {
            return Part.inTile(m, along, n);
        } catch (NotModelled e) {
            throw notModelled(e.getMessage());
        }
    }

    private Part single(Ast.GenericArg g) {
        List<Part> ps = parts(g);
        if (ps.size() != 1) {
            throw notModelled("a tile along " + ps.size() + " parts");
        }
        return ps.get(0);
    }

    private void collectSizes(Mapping m) {
        switch (m) {
            case Mapping.Symbol s -> sizes.put(s.axis().name(), s.axis().size());
            case Mapping.Pair p -> {
                collectSizes(p.major());
                collectSizes(p.minor());
            }
            case Mapping.Padding p -> collectSizes(p.inner());
            case Mapping.Resize r -> collectSizes(r.inner());
            case Mapping.Stride s -> collectSizes(s.inner());
            case Mapping.Modulo md -> collectSizes(md.inner());
            case Mapping.Alias a -> collectSizes(a.target());
            default -> { }
        }
    }

    private Ast.GenericArg gen(List<Ast.GenericArg> g, int i) {
        if (i >= g.size()) {
            throw notModelled("a call without its generic arguments written (turbofish)");
        }
        return g.get(i);
    }

    private static Object intArg(Ast.GenericArg g) {
        if (g instanceof Ast.IntArg i) {
            return i.value();
        }
        throw new NotModelled("a tile count that is not a number");
    }

    private View view(Object o) {
        if (o instanceof View v) {
            return v;
        }
        if (o instanceof Tensor t && !t.kind.equals("stream")) {
            return new View(t, Region.all(), storedParts(t));
        }
        throw notModelled("a view argument that is not a tensor view");
    }

    /** A lane operation's pieces, its operands plain or valid per group ({@link BranchedLanes}). */
    private List<Piece> lanes(Tensor s, String method, String op, String mode, Object operand) {
        boolean oneVrf = operand instanceof List<?> l && l.size() == 1 && l.get(0) instanceof Tensor;
        if (oneVrf) {
            operand = ((List<?>) operand).get(0); // [VeBranchOperand::always(VeRhs::vrf(&v))]: the one VRF operand
        }
        return !oneVrf && BranchedLanes.branched(operand) ? BranchedLanes.apply(s, method, op, mode, operand)
                : LaneOperations.apply(s, method, op, mode, operand);
    }

    private long number(Object o) {
        if (o instanceof Long l) {
            return l;
        }
        throw notModelled("a value that is not a number where a number is needed");
    }

    @SuppressWarnings("unchecked")
    private List<Long> numbers(Object o) {
        if (o instanceof List<?> l) {
            return (List<Long>) l;
        }
        throw notModelled("an index list that is not an array of numbers");
    }

    /** An operation with its argument mode, as {@code FpDivBinaryOp::DivF.with_mode(BinaryArgMode::Mode01)} gives it. */
    private record ModedOp(String op, String mode) {}

    private String enumName(Object o) {
        if (o instanceof String s) {
            int i = s.lastIndexOf("::");
            return i < 0 ? s : s.substring(i + 2);
        }
        if (o instanceof Enum<?> e) {
            return Enums.camel(e.name());
        }
        throw notModelled("an operation argument that is not an enum value");
    }

    private NotModelled notModelled(String what) {
        String msg = what.contains(" is not modelled") || what.contains(" is not read") || what.contains(" leaves ") || what.contains(" writes ")
                || what.contains(" reads ") || what.contains(" relabels ") ? what : what + " is not modelled symbolically";
        return new NotModelled(at + ": " + msg);
    }
}
