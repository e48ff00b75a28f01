package dev.layoutprover.kernel.syntax;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Walks the {@link Ast} of function bodies: the direct sub-expressions of an expression, the
 * expressions of a statement, and every expression of a body, nested blocks and loops included.
 *
 * <p>Example: {@code AstWalk.forEachExpr(f.body(), e -> …)} visits {@code launch(kernel, (&mut ctx, &a))},
 * then {@code launch}'s arguments, and so on down.
 */
public final class AstWalk {

    private AstWalk() {}

    /** The direct sub-expressions of {@code e}, left to right (a block's are those of its statements). */
    public static List<Ast.Expr> children(Ast.Expr e) {
        List<Ast.Expr> out = new ArrayList<>();
        switch (e) {
            case Ast.Name n -> { }
            case Ast.Path p -> { }
            case Ast.Int i -> { }
            case Ast.Float f -> { }
            case Ast.Bool b -> { }
            case Ast.Ref r -> out.add(r.value());
            case Ast.Field f -> out.add(f.receiver());
            case Ast.MethodCall c -> {
                out.add(c.receiver());
                out.addAll(c.args());
            }
            case Ast.Call c -> out.addAll(c.args());
            case Ast.Tuple t -> out.addAll(t.items());
            case Ast.Await a -> out.add(a.value());
            case Ast.Binary b -> {
                out.add(b.left());
                out.add(b.right());
            }
            case Ast.Negate n -> out.add(n.value());
            case Ast.Not n -> out.add(n.value());
            case Ast.StructLit s -> s.fields().forEach(f -> out.add(f.value()));
            case Ast.Block b -> b.body().forEach(s -> out.addAll(exprs(s)));
            case Ast.If i -> {
                out.add(i.condition());
                out.add(i.then());
                i.otherwise().ifPresent(out::add);
            }
            case Ast.Array a -> out.addAll(a.items());
            case Ast.Index x -> {
                out.add(x.value());
                out.add(x.index());
            }
            case Ast.Range r -> {
                out.add(r.start());
                out.add(r.end());
            }
            case Ast.Cast c -> out.add(c.value());
            case Ast.Unread u -> { }
            case Ast.Unexpanded u -> { }
            case Ast.IsA x -> out.add(x.value());
            case Ast.Panic x -> { }
            case Ast.Closure c -> out.add(c.body());
        }
        return out;
    }

    /** The expressions a statement holds directly (a loop's body statements' too). */
    public static List<Ast.Expr> exprs(Ast.Stmt s) {
        List<Ast.Expr> out = new ArrayList<>();
        switch (s) {
            case Ast.Let l -> out.add(l.value());
            case Ast.LetTuple l -> out.add(l.value());
            case Ast.ExprStmt e -> out.add(e.value());
            case Ast.Return r -> r.value().ifPresent(out::add);
            case Ast.For f -> {
                out.add(f.items());
                f.body().forEach(b -> out.addAll(exprs(b)));
            }
            case Ast.AliasDecl a -> { }
            case Ast.Skipped k -> { }
            case Ast.Unlowered u -> { }
            case Ast.LocalConst c -> out.add(c.decl().value());
            case Ast.Assign a -> out.add(a.value());
            case Ast.While w -> {
                w.condition().ifPresent(out::add);
                w.body().forEach(b -> out.addAll(exprs(b)));
            }
            case Ast.Break b -> b.value().ifPresent(out::add);
        }
        return out;
    }

    /** Visits every expression of {@code body}, parents before children. */
    public static void forEachExpr(List<Ast.Stmt> body, Consumer<Ast.Expr> visit) {
        for (Ast.Stmt s : body) {
            for (Ast.Expr e : exprs(s)) {
                walk(e, visit);
            }
        }
    }

    private static void walk(Ast.Expr e, Consumer<Ast.Expr> visit) {
        visit.accept(e);
        for (Ast.Expr c : children(e)) {
            walk(c, visit);
        }
    }
}
