package dev.layoutprover.simulator.rust;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.kernel.model.Item;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.AstWalk;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The parameters of a device function run on its own that feed the index tensor of a
 * {@code dma_scatter} or a {@code dma_gather}, with the range their seeded random values must keep
 * to: an index outside the rows is no input the reference's tests give (its scatter test writes
 * {@code i · row bytes}, and the reference panics on a row past the output), and it breaks
 * {@code DMA::SCATTER} ({@code DMA::GATHER}). The values are rows, distinct while there are rows
 * enough, times a step ({@link LogicalTensor.Range#rows}).
 *
 * <p>A scatter's index is a parameter itself: its rows are those of the output's one axis no other
 * tensor parameter holds but as the key (which may be the row axis itself), its step the row's bytes when {@code scaled} (else 1). A gather's index is
 * traced back through the function (and the helpers it calls) to a parameter: through {@code let}s,
 * copies ({@code to_dm}, {@code to_hbm}, {@code view}) and streams that only move data
 * ({@code begin}, {@code fetch}, {@code collect}, {@code commit}, {@code vector_init}, an
 * unconditional branch, {@code vector_final}), and {@code vector_fxp(FxpBinaryOp::MulInt, c)}, which
 * divides the step by {@code c} (the crate's embedding scales token ids by the table's row bytes,
 * so its ids are plain rows). Its rows are those of the table's one axis the gathered DM tensor
 * (the {@code let}'s or the function's declared type) lacks, a row's bytes the table's other axes
 * times its element size. Where any of this is not found, the index keeps the whole {@code i32}
 * range.
 *
 * <p>Example: {@code scatter_minimal(data: m![K = 512, D = 128] bf16, index: m![K] i32, output:
 * m![C = 612, D])} with {@code data_dm.dma_scatter::<m![K], _, _>(index, output, true)}: {@code index}
 * takes 512 distinct rows of {@code C} times 256 bytes. The crate's embedding, whose {@code embed}
 * gathers {@code m![W = 151936, H = 896]} bf16 rows with {@code input_ids · 1792}: {@code input_ids}
 * takes rows of {@code W} times 1.
 */
final class IndexInputs {

    private static final Set<String> MOVES = Set.of("to_dm", "to_hbm", "view", "fetch", "collect", "commit",
            "vector_init", "vector_final", "switch");
    private static final int DEPTH = 8;

    private IndexInputs() {}

    /** The index parameters of {@code device}'s scatters and gathers, by name, with their ranges. */
    static Map<String, LogicalTensor.Range> of(Program program, Ast.Function device) {
        Map<String, LogicalTensor.Range> out = new HashMap<>(program.within(device, () -> scatters(program, device)));
        gathers(program, new Frame(program, device, null, Map.of()), out, 0);
        return out;
    }

    /**
     * The scatter {@code m} at statement {@code statement} of {@code frame} whose index is not a
     * parameter itself: its index traced back to a parameter as a gather's is (the step a row's
     * bytes when {@code scaled}, else 1), its rows those of the output's one axis no other tensor
     * parameter holds but as the key. A slot table scaled by {@code MulInt 16} on the Vector Engine
     * and spilled to HBM before {@code dma_scatter::<m![K], _, _>(&offsets, cache, true)} with
     * 16-byte rows takes rows of the cache times 1.
     */
    private static void tracedScatter(Program program, Frame frame, int statement, Ast.MethodCall m,
            Map<String, LogicalTensor.Range> out) {
        if (!(m.args().get(2) instanceof Ast.Bool scaled)) {
            return;
        }
        Frame root = frame;
        while (root.caller() != null) {
            root = root.caller();
        }
        Ast.Function device = root.function();
        TracedValue output = trace(m.args().get(1), frame, statement, 1);
        if (output == null || output.function() != device) {
            return;
        }
        Map<String, Ast.Type> tensors = hbmParams(device);
        Set<String> keys = program.within(frame.function(), () -> keyAxes(program, m));
        TracedValue probe = trace(m.args().get(0), frame, statement, 0);
        if (probe == null || probe.function() != device || out.containsKey(probe.parameter())
                || !tensors.containsKey(output.parameter())) {
            return;
        }
        String index = probe.parameter();
        List<Axis> rows = program.within(device, () -> {
            Set<String> others = tensors.entrySet().stream()
                    .filter(t -> !t.getKey().equals(index) && !t.getKey().equals(output.parameter()))
                    .flatMap(t -> axes(program, t.getValue().args().get(2)).stream().map(Axis::name))
                    .filter(a -> !keys.contains(a))
                    .collect(Collectors.toSet());
            return axes(program, tensors.get(output.parameter()).args().get(2)).stream()
                    .filter(a -> !others.contains(a.name())).toList();
        });
        if (rows.size() != 1) {
            return;
        }
        List<Axis> outAxes = program.within(device, () -> axes(program, tensors.get(output.parameter()).args().get(2)));
        long payload = program.within(device, () -> program.elementType(tensors.get(output.parameter()).args().get(0)))
                .bytes();
        for (Axis a : outAxes) {
            payload = Math.multiplyExact(payload, a == rows.get(0) ? 1 : a.size());
        }
        TracedValue traced = trace(m.args().get(0), frame, statement, scaled.value() ? payload : 1);
        if (traced != null && traced.step() > 0) {
            out.put(index, LogicalTensor.Range.rows(rows.get(0).size(), traced.step()));
        }
    }

    private static Map<String, LogicalTensor.Range> scatters(Program program, Ast.Function device) {
        Map<String, Ast.Type> tensors = hbmParams(device);
        Map<String, LogicalTensor.Range> out = new HashMap<>();
        List<Ast.MethodCall> scatters = new ArrayList<>();
        AstWalk.forEachExpr(device.body(), e -> {
            if (e instanceof Ast.MethodCall m && m.name().equals("dma_scatter") && m.args().size() == 3) {
                scatters.add(m);
            }
        });
        for (Ast.MethodCall m : scatters) {
            String index = name(m.args().get(0));
            String output = name(m.args().get(1));
            if (index == null || output == null || !tensors.containsKey(index) || !tensors.containsKey(output)
                    || !(m.args().get(2) instanceof Ast.Bool scaled)) {
                continue;
            }
            Set<String> keys = keyAxes(program, m);
            Set<String> others = tensors.entrySet().stream()
                    .filter(t -> !t.getKey().equals(index) && !t.getKey().equals(output))
                    .flatMap(t -> axes(program, t.getValue().args().get(2)).stream().map(Axis::name))
                    .filter(a -> !keys.contains(a))
                    .collect(Collectors.toSet());
            List<Axis> outAxes = axes(program, tensors.get(output).args().get(2));
            List<Axis> rows = outAxes.stream().filter(a -> !others.contains(a.name())).toList();
            if (rows.size() != 1) {
                continue;
            }
            long payload = 1;
            for (Axis a : outAxes) {
                payload = Math.multiplyExact(payload, a == rows.get(0) ? 1 : a.size());
            }
            long bytes = program.elementType(tensors.get(output).args().get(0)).bytes();
            out.put(index, LogicalTensor.Range.rows(rows.get(0).size(),
                    scaled.value() ? Math.multiplyExact(payload, bytes) : 1));
        }
        return out;
    }

    /** The axes of the scatter's key ({@code dma_scatter::<m![K], _, _>}); none when it cannot be read. */
    private static Set<String> keyAxes(Program program, Ast.MethodCall m) {
        if (m.generics().isEmpty() || m.generics().get(0) instanceof Ast.Inferred) {
            return Set.of();
        }
        try {
            return axes(program, m.generics().get(0)).stream().map(Axis::name).collect(Collectors.toSet());
        } catch (RuntimeException e) {
            return Set.of();
        }
    }

    /**
     * A function being read: the device function ({@code caller} null) or a helper it calls, whose
     * parameters are the caller's argument expressions, each with the statement of the call.
     */
    private record Frame(Program program, Ast.Function function, Frame caller, Map<String, Argument> params) {}

    private record Argument(Ast.Expr value, int statement) {}

    /** A traced value: the device parameter it comes from (of {@code function}) and the step left to divide. */
    private record TracedValue(String parameter, Ast.Type type, Ast.Function function, long step) {}

    private static void gathers(Program program, Frame frame, Map<String, LogicalTensor.Range> out, int depth) {
        List<Ast.Stmt> body = frame.function().body();
        for (int j = 0; j < body.size(); j++) {
            Ast.Stmt s = body.get(j);
            int at = j;
            List<Ast.Expr> found = new ArrayList<>();
            AstWalk.forEachExpr(List.of(s), found::add);
            for (Ast.Expr e : found) {
                if (e instanceof Ast.MethodCall m && m.name().equals("dma_gather") && m.args().size() == 2) {
                    Ast.Type declared = switch (s) {
                        case Ast.Let l when l.value() == m -> l.annotation().orElse(null);
                        case Ast.ExprStmt x when x.value() == m && x.tail() -> frame.function().returns().orElse(null);
                        default -> null;
                    };
                    gather(program, frame, at, m, declared, out);
                } else if (e instanceof Ast.MethodCall m && m.name().equals("dma_scatter") && m.args().size() == 3) {
                    tracedScatter(program, frame, at, m, out);
                } else if (e instanceof Ast.MethodCall m && depth < DEPTH && method(m, frame, at) != null) {
                    // table.lookup(ctx, ids, at): the method's body read with self the receiver
                    gathers(program, methodFrame(m, frame, at), out, depth + 1);
                } else if (e instanceof Ast.Call c && depth < DEPTH) {
                    Ast.Function helper = program.within(frame.function(), () -> program.value(
                            c.callee().segments().stream().map(Ast.Segment::name).toList()))
                            .filter(i -> i instanceof Item.Fn).map(i -> ((Item.Fn) i).function()).orElse(null);
                    if (helper != null && helper.kind() != Ast.FunctionKind.DEVICE
                            && helper.params().size() == c.args().size()) {
                        Map<String, Argument> params = new HashMap<>();
                        for (int i = 0; i < c.args().size(); i++) {
                            params.put(helper.params().get(i).name(), new Argument(c.args().get(i), at));
                        }
                        gathers(program, new Frame(program, helper, frame, params), out, depth + 1);
                    }
                }
            }
        }
    }

    private static void gather(Program program, Frame frame, int statement, Ast.MethodCall m, Ast.Type written,
            Map<String, LogicalTensor.Range> out) {
        Ast.Type declared = written == null ? null : whole(program, frame.function(), written);
        if (declared == null || !declared.name().equals("DmTensor") || declared.args().size() != 5) {
            return;
        }
        TracedValue table = trace(m.receiver(), frame, statement, 1);
        if (table == null || table.type().args().size() != 3) {
            return;
        }
        List<Axis> tableAxes = program.within(table.function(), () -> axes(program, table.type().args().get(2)));
        Set<String> held = new java.util.HashSet<>();
        program.within(frame.function(), () -> {
            for (int i = 2; i < 5; i++) {
                axes(program, declared.args().get(i)).forEach(a -> held.add(a.name()));
            }
            return held;
        });
        List<Axis> rows = tableAxes.stream().filter(a -> !held.contains(a.name())).toList();
        if (rows.size() != 1) {
            return;
        }
        long payload = program.within(table.function(), () -> program.elementType(table.type().args().get(0)))
                .bytes();
        for (Axis a : tableAxes) {
            payload = Math.multiplyExact(payload, a == rows.get(0) ? 1 : a.size());
        }
        TracedValue index = trace(m.args().get(0), frame, statement, payload);
        if (index != null && index.step() > 0) {
            out.put(index.parameter(), LogicalTensor.Range.rows(rows.get(0).size(), index.step()));
        }
    }

    /** Where {@code e}, read at statement {@code statement} of {@code frame}, comes from; null when not found. */
    private static TracedValue trace(Ast.Expr e, Frame frame, int statement, long step) {
        return switch (e) {
            case Ast.Ref r -> trace(r.value(), frame, statement, step);
            case Ast.Name n -> variable(n.name(), frame, statement, step);
            case Ast.MethodCall m when MOVES.contains(m.name()) -> trace(m.receiver(), frame, statement, step);
            case Ast.MethodCall m when m.name().equals("begin") && m.args().size() == 1 ->
                    trace(m.args().get(0), frame, statement, step);
            case Ast.MethodCall m when m.name().equals("vector_intra_slice_branch") && m.args().size() == 1
                    && m.args().get(0) instanceof Ast.Path p && p.last().equals("Unconditional") ->
                    trace(m.receiver(), frame, statement, step);
            case Ast.MethodCall m when m.name().equals("vector_fxp") && m.args().size() == 2
                    && m.args().get(0) instanceof Ast.Path p && p.last().equals("MulInt")
                    && factor(m.args().get(1), frame) > 0 && step % factor(m.args().get(1), frame) == 0 ->
                    trace(m.receiver(), frame, statement, step / factor(m.args().get(1), frame));
            case Ast.Call c -> returned(c, frame, statement, step);
            case Ast.Field f -> {
                // self.rows: the field's value where the struct was built
                Site built = literal(f.receiver(), frame, statement, 0);
                Ast.FieldInit init = built == null ? null : ((Ast.StructLit) built.expr()).fields().stream()
                        .filter(x -> x.name().equals(f.name())).findFirst().orElse(null);
                yield init == null ? null : trace(init.value(), built.frame(), built.statement(), step);
            }
            case Ast.MethodCall m when method(m, frame, statement) != null && depth(frame) < DEPTH -> {
                Ast.Function f = method(m, frame, statement);
                yield f.body().isEmpty() || !(f.body().getLast() instanceof Ast.ExprStmt tail) || !tail.tail() ? null
                        : trace(tail.value(), methodFrame(m, frame, statement), f.body().size() - 1, step);
            }
            default -> null;
        };
    }

    /** Where an expression is built: the expression, read at statement {@code statement} of {@code frame}. */
    private record Site(Ast.Expr expr, Frame frame, int statement) {}

    /**
     * The struct literal {@code e} evaluates to: through {@code &}, variables, the caller's argument
     * for a parameter ({@code self} a method's receiver) and the tail of a constructor
     * ({@code Table::new(rows, 0x1000)} whose tail is {@code Table { rows, staging }}); null when not found.
     */
    private static Site literal(Ast.Expr e, Frame frame, int statement, int depth) {
        if (depth > DEPTH) {
            return null;
        }
        switch (e) {
            case Ast.StructLit s -> {
                return new Site(s, frame, statement);
            }
            case Ast.Ref r -> {
                return literal(r.value(), frame, statement, depth + 1);
            }
            case Ast.Name n -> {
                List<Ast.Stmt> body = frame.function().body();
                for (int j = Math.min(statement, body.size()) - 1; j >= 0; j--) {
                    if (body.get(j) instanceof Ast.Let l && l.name().equals(n.name())) {
                        return literal(l.value(), frame, j, depth + 1);
                    }
                }
                Argument a = frame.params().get(n.name());
                return a == null || frame.caller() == null ? null
                        : literal(a.value(), frame.caller(), a.statement(), depth + 1);
            }
            case Ast.Call c -> {
                Program program = frame.program();
                Ast.Function helper = program.within(frame.function(), () -> program.value(
                        c.callee().segments().stream().map(Ast.Segment::name).toList()))
                        .filter(i -> i instanceof Item.Fn).map(i -> ((Item.Fn) i).function()).orElse(null);
                if (helper == null || helper.kind() == Ast.FunctionKind.DEVICE || helper.params().size() != c.args().size()
                        || helper.body().isEmpty() || !(helper.body().getLast() instanceof Ast.ExprStmt tail)
                        || !tail.tail()) {
                    return null;
                }
                Map<String, Argument> params = new HashMap<>();
                for (int i = 0; i < c.args().size(); i++) {
                    params.put(helper.params().get(i).name(), new Argument(c.args().get(i), statement));
                }
                return literal(tail.value(), new Frame(program, helper, frame, params), helper.body().size() - 1,
                        depth + 1);
            }
            default -> {
                return null;
            }
        }
    }

    /**
     * The crate method {@code m} calls, its receiver traced to the struct literal that built it
     * ({@code table.lookup(…)} with {@code let table = Table::new(…)}); null when not found.
     */
    private static Ast.Function method(Ast.MethodCall m, Frame frame, int statement) {
        Site built = literal(m.receiver(), frame, statement, 0);
        if (built == null) {
            return null;
        }
        Program program = frame.program();
        Ast.StructLit lit = (Ast.StructLit) built.expr();
        return program.within(built.frame().function(), () -> program.structType(
                lit.type().segments().stream().map(Ast.Segment::name).toList()))
                .flatMap(t -> program.associated(t.getKey(), m.name()))
                .filter(f -> f.params().size() == m.args().size() + 1 && f.params().get(0).name().equals("self"))
                .orElse(null);
    }

    /** The frame of the crate method {@code m} calls: {@code self} its receiver, the other parameters its arguments. */
    private static Frame methodFrame(Ast.MethodCall m, Frame frame, int statement) {
        Ast.Function f = method(m, frame, statement);
        Map<String, Argument> params = new HashMap<>();
        params.put("self", new Argument(m.receiver(), statement));
        for (int i = 0; i < m.args().size(); i++) {
            params.put(f.params().get(i + 1).name(), new Argument(m.args().get(i), statement));
        }
        return new Frame(frame.program(), f, frame, params);
    }

    /** {@code t} with its aliases written out where {@code f} is declared; {@code t} itself when it cannot be. */
    private static Ast.Type whole(Program program, Ast.Function f, Ast.Type t) {
        try {
            Ast.Type w = program.within(f, () -> program.whole(t));
            return w == null ? t : w;
        } catch (RuntimeException e) {
            return t;
        }
    }

    /**
     * Where the value a helper call returns comes from: its tail expression traced in the helper,
     * its parameters the call's arguments ({@code let offsets = offsets(ctx, ids);} with
     * {@code fn offsets(…, ids: …) -> … { …; scaled.to_hbm(…) }} traces {@code scaled}).
     */
    private static TracedValue returned(Ast.Call c, Frame frame, int statement, long step) {
        Program program = frame.program();
        Ast.Function helper = program.within(frame.function(), () -> program.value(
                c.callee().segments().stream().map(Ast.Segment::name).toList()))
                .filter(i -> i instanceof Item.Fn).map(i -> ((Item.Fn) i).function()).orElse(null);
        if (helper == null || helper.kind() == Ast.FunctionKind.DEVICE || helper.params().size() != c.args().size()
                || helper.body().isEmpty() || !(helper.body().getLast() instanceof Ast.ExprStmt tail) || !tail.tail()
                || depth(frame) >= DEPTH) {
            return null;
        }
        Map<String, Argument> params = new HashMap<>();
        for (int i = 0; i < c.args().size(); i++) {
            params.put(helper.params().get(i).name(), new Argument(c.args().get(i), statement));
        }
        return trace(tail.value(), new Frame(program, helper, frame, params), helper.body().size() - 1, step);
    }

    private static int depth(Frame frame) {
        int d = 0;
        for (Frame f = frame; f.caller() != null; f = f.caller()) {
            d++;
        }
        return d;
    }

    /**
     * The positive integer {@code e} is: a literal, or a constant whose value is one
     * ({@code ROW_BYTES} with {@code const ROW_BYTES: i32 = 16;} is 16); 0 when it is neither.
     */
    private static long factor(Ast.Expr e, Frame frame) {
        if (e instanceof Ast.Int c) {
            return c.value();
        }
        List<String> path = switch (e) {
            case Ast.Name n -> List.of(n.name());
            case Ast.Path p -> p.segments().stream().map(Ast.Segment::name).toList();
            default -> null;
        };
        if (path == null) {
            return 0;
        }
        Program program = frame.program();
        // a constant written as a literal, or computed (ROW_BYTES = (<m![E]>::SIZE * size_of::<bf16>()) as i32)
        return program.within(frame.function(), () -> program.value(path))
                .filter(i -> i instanceof Item.Const)
                .flatMap(i -> ((Item.Const) i).decl().value() instanceof Ast.Int n ? Optional.<Object>of(n.value())
                        : Interpreter.constantValue(program, (Item.Const) i))
                .filter(v -> v instanceof Long).map(v -> (Long) v).orElse(0L);
    }

    private static TracedValue variable(String name, Frame frame, int statement, long step) {
        List<Ast.Stmt> body = frame.function().body();
        for (int j = Math.min(statement, body.size()) - 1; j >= 0; j--) {
            if (body.get(j) instanceof Ast.Let l && l.name().equals(name)) {
                return trace(l.value(), frame, j, step);
            }
        }
        for (Ast.Param p : frame.function().params()) {
            if (p.name().equals(name)) {
                if (frame.caller() == null) {
                    return p.type().name().equals("HbmTensor") ? new TracedValue(name, p.type(), frame.function(), step)
                            : null;
                }
                Argument a = frame.params().get(name);
                return a == null ? null : trace(a.value(), frame.caller(), a.statement(), step);
            }
        }
        return null;
    }

    private static Map<String, Ast.Type> hbmParams(Ast.Function device) {
        Map<String, Ast.Type> tensors = new LinkedHashMap<>();
        for (Ast.Param p : device.params()) {
            if (p.type().name().equals("HbmTensor") && p.type().args().size() == 3) {
                tensors.put(p.name(), p.type());
            }
        }
        return tensors;
    }

    private static List<Axis> axes(Program program, Ast.GenericArg mapping) {
        Mapping m = program.mapping(mapping);
        return Evaluator.of(m).axes();
    }

    /** The variable an argument names, through {@code &} and {@code &mut}. */
    private static String name(Ast.Expr e) {
        return switch (e) {
            case Ast.Ref r -> name(r.value());
            case Ast.Name n -> n.name();
            default -> null;
        };
    }
}
