package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.AstWalk;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The type Rust gives a value assigned to a variable whose {@code let} has a type, written or
 * inferred from its later use ({@link TailTypes}): the variable's. In
 * {@code let mut once = None; for _ in 0..1 { once = Some(r.to_hbm(&mut ctx.tdma, at)); } once.unwrap()}
 * of a kernel returning {@code HbmTensor<i32, Chip, m![A]>}, {@code once} is an
 * {@code Option<HbmTensor<i32, Chip, m![A]>>}, so the assigned {@code Some(…)} is one and {@code to_hbm}'s
 * {@code Element} is read from there. The assignments counted are those after the {@code let} in the
 * same block, nested blocks, branches and loops included, each block up to a {@code let} that binds the
 * name again.
 */
final class AssignedTypes {

    private AssignedTypes() {}

    /**
     * Each value {@code stmts} assign to a variable they bind with a type (its annotation, else
     * {@code inferred}'s): that type.
     */
    static Map<Ast.Expr, Ast.Type> of(List<Ast.Stmt> stmts, Map<Ast.Let, Ast.Type> inferred) {
        Map<Ast.Expr, Ast.Type> out = new IdentityHashMap<>();
        for (int i = 0; i < stmts.size(); i++) {
            if (!(stmts.get(i) instanceof Ast.Let l)) {
                continue;
            }
            Ast.Type t = l.annotation().orElse(inferred.get(l));
            if (t == null || t.reference() || l.name().equals("_")) {
                continue;
            }
            assigns(stmts.subList(i + 1, stmts.size()), l.name(), t, out);
        }
        return out;
    }

    private static void assigns(List<Ast.Stmt> stmts, String name, Ast.Type type, Map<Ast.Expr, Ast.Type> out) {
        for (Ast.Stmt s : stmts) {
            if (s instanceof Ast.Let again && again.name().equals(name)
                    || s instanceof Ast.LetTuple t && t.names().contains(name)) {
                return;
            }
            List<Ast.Expr> held = switch (s) {
                case Ast.Assign a when a.name().equals(name) && a.op().isEmpty() && !a.throughReference()
                        && a.fields().isEmpty() -> {
                    out.put(a.value(), type);
                    yield List.of(a.value());
                }
                case Ast.For f -> {
                    assigns(f.body(), name, type, out);
                    yield List.of(f.items());
                }
                case Ast.While w -> {
                    assigns(w.body(), name, type, out);
                    yield w.condition().map(List::of).orElse(List.of());
                }
                default -> AstWalk.exprs(s);
            };
            held.forEach(e -> blocks(e, name, type, out));
        }
    }

    /** The blocks of {@code e} (a branch, a block, a closure's body), each scanned as its own statements. */
    private static void blocks(Ast.Expr e, String name, Ast.Type type, Map<Ast.Expr, Ast.Type> out) {
        if (e instanceof Ast.Block b) {
            assigns(b.body(), name, type, out);
            return;
        }
        AstWalk.children(e).forEach(c -> blocks(c, name, type, out));
    }
}
