package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.AstWalk;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The type Rust gives a value pushed onto a vector whose {@code let} writes its element type: in
 * {@code let mut staged: Vec<Rows<i32>> = Vec::new(); for … { staged.push(x.to_dm(&mut ctx.tdma, at)); }}
 * the pushed {@code to_dm} is a {@code Rows<i32>}, its cluster, slice and element mappings read from
 * there as from a {@code let}'s annotation. The pushes counted are those after the {@code let} in the
 * same block, nested blocks and loops included, up to a {@code let} that binds the name again.
 */
final class PushedTypes {

    private PushedTypes() {}

    /**
     * Each value {@code stmts} push onto a vector they declare {@code Vec<T>} (its annotation, else
     * {@code inferred}'s, as {@code acc.pop().unwrap()} as a tail gives it, see {@link TailTypes}): {@code T}.
     */
    static Map<Ast.Expr, Ast.Type> of(List<Ast.Stmt> stmts, Map<Ast.Let, Ast.Type> inferred) {
        Map<Ast.Expr, Ast.Type> out = new IdentityHashMap<>();
        for (int i = 0; i < stmts.size(); i++) {
            if (!(stmts.get(i) instanceof Ast.Let l)) {
                continue;
            }
            Ast.Type t = l.annotation().orElse(inferred.get(l));
            if (t == null || !t.name().equals("Vec") || t.reference() || t.args().size() != 1
                    || !(t.args().get(0) instanceof Ast.Named element)) {
                continue;
            }
            for (int j = i + 1; j < stmts.size(); j++) {
                if (stmts.get(j) instanceof Ast.Let again && again.name().equals(l.name())) {
                    break;
                }
                AstWalk.forEachExpr(List.of(stmts.get(j)), e -> {
                    if (e instanceof Ast.MethodCall m && m.name().equals("push") && m.args().size() == 1
                            && m.receiver() instanceof Ast.Name n && n.name().equals(l.name())) {
                        out.put(m.args().get(0), element.type());
                    }
                });
            }
        }
        return out;
    }
}
