package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.AstWalk;
import java.util.List;

/**
 * Visits every generic argument of a function (parameter and return types, let annotations,
 * turbofish arguments) before anything runs, so that a syntax or name error in any {@code m![…]}
 * or type name is reported even in code a run would not reach, and every ill-formed mapping
 * becomes a finding.
 */
final class GenericsWalk {

    /**
     * Calls whose turbofish names a host type, never an element type: iterator methods' results
     * ({@code .sum::<u64>()}), the type measured by {@code size_of::<u64>()}, an {@code Option}'s
     * ({@code None::<u64>}) and the standard library's conversions ({@code .into::<u64>()}).
     */
    private static final java.util.Set<String> HOST_RESULTS = java.util.Set.of("sum", "product", "size_of",
            "align_of", "None", "Some", "Ok", "Err", "collect", "parse", "into", "try_into", "from", "try_from");

    private final Program program;
    /** The constants the function's body declares ({@code const HERE: usize = …;}): a generic argument may name them. */
    private final java.util.Set<String> locals = new java.util.HashSet<>();

    GenericsWalk(Program program) {
        this.program = program;
    }

    void function(Ast.Function f) {
        for (Ast.Param p : f.params()) {
            type(p.type());
        }
        f.returns().ifPresent(this::type);
        statements(f.body());
    }

    private void statements(List<Ast.Stmt> body) {
        for (Ast.Stmt s : body) {
            switch (s) {
                case Ast.Let l -> {
                    l.annotation().ifPresent(this::type);
                    expr(l.value());
                }
                case Ast.LetTuple l -> {
                    l.annotation().ifPresent(this::type);
                    expr(l.value());
                }
                case Ast.ExprStmt e -> expr(e.value());
                case Ast.Return r -> r.value().ifPresent(this::expr);
                case Ast.For f -> {
                    expr(f.items());
                    statements(f.body());
                }
                case Ast.AliasDecl a -> program.declareLocal(a);
                case Ast.LocalConst c -> {
                    locals.add(c.decl().name());
                    expr(c.decl().value());
                }
                case Ast.Skipped k -> { }
                case Ast.Unlowered u -> { }
                case Ast.Assign a -> expr(a.value());
                case Ast.While w -> {
                    w.condition().ifPresent(this::expr);
                    statements(w.body());
                }
                case Ast.Break b -> { }
            }
        }
    }

    private void type(Ast.Type t) {
        if (Program.TENSOR_TYPES.contains(t.name()) && !t.name().equals("Context") && !t.args().isEmpty()) {
            program.requireElement(t.args().get(0));
        }
        generics(t.args());
    }

    /**
     * A call's turbofish: an element type there ({@code fetch::<u8, …>}) must be one the simulator
     * models; the first argument of {@code fetch} and {@code cast} is one, whatever its name
     * ({@code fetch::<u17, …>} is a {@code Type::ELEMENT} finding of the function, not a read error).
     */
    private void turbofish(String call, List<Ast.GenericArg> args) {
        if ((call.equals("fetch") || call.equals("cast")) && !args.isEmpty()) {
            program.requireElement(args.get(0));
        }
        if (!HOST_RESULTS.contains(call)) {
            args.forEach(program::requireModelledElement);
        }
        generics(args);
    }

    private void generics(List<Ast.GenericArg> args) {
        for (Ast.GenericArg a : args) {
            switch (a) {
                case Ast.MappingText m -> {
                    try {
                        program.parsed(m.macro());
                    } catch (Program.IllFormed e) {
                        // a finding of the program already
                    }
                }
                case Ast.Named n -> {
                    if (!n.type().args().isEmpty() || n.type().reference() || !locals.contains(n.name())) {
                        program.requireKnownName(n);
                    }
                    type(n.type());
                }
                case Ast.IntArg i -> { }
                case Ast.Inferred i -> { }
                case Ast.ConstExpr c -> expr(c.value());
                case Ast.Known k -> { }
            }
        }
    }

    private void expr(Ast.Expr e) {
        switch (e) {
            case Ast.Name n -> { }
            case Ast.Int i -> { }
            case Ast.Float f -> { }
            case Ast.Path p -> p.segments().forEach(s -> {
                if (Program.TENSOR_TYPES.contains(s.name()) && !s.generics().isEmpty()) {
                    program.requireElement(s.generics().get(0));
                }
                turbofish(s.name(), s.generics());
            });
            case Ast.Ref r -> expr(r.value());
            case Ast.Field f -> expr(f.receiver());
            case Ast.MethodCall c -> {
                expr(c.receiver());
                turbofish(c.name(), c.generics());
                c.args().forEach(this::expr);
            }
            case Ast.Call c -> {
                if (program.value(c.callee().segments().stream().map(Ast.Segment::name).toList())
                        .filter(i -> i instanceof dev.layoutprover.kernel.model.Item.Fn).isPresent()) {
                    // a crate function's type arguments bind its parameters, element types or not (T: Copy)
                    c.callee().segments().forEach(s -> generics(s.generics()));
                } else {
                    expr(c.callee());
                }
                c.args().forEach(this::expr);
            }
            case Ast.Tuple t -> t.items().forEach(this::expr);
            case Ast.Await a -> expr(a.value());
            case Ast.Binary b -> {
                expr(b.left());
                expr(b.right());
            }
            case Ast.Negate n -> expr(n.value());
            case Ast.StructLit s -> s.fields().forEach(f -> expr(f.value()));
            case Ast.Block b -> statements(b.body());
            case Ast.If i -> {
                expr(i.condition());
                statements(i.then().body());
                i.otherwise().ifPresent(this::expr);
            }
            case Ast.Cast c -> expr(c.value());
            case Ast.Unread u -> { }
            case Ast.Unexpanded u -> { }
            default -> AstWalk.children(e).forEach(this::expr);
        }
    }
}
