package dev.layoutprover.simulator.naive;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * The expressions an expression is computed from, each as often as it names it.
 *
 * <p>Example: {@code Patch(base, value, …)} has operands {@code [base, value]};
 * {@code Contraction(x, w, …)} has {@code [x, w]}; an {@code Input} has none.
 */
final class Operands {

    private Operands() {}

    /** {@code root} and every expression it is computed from, each once. */
    static List<TensorExpr> reachable(TensorExpr root) {
        List<TensorExpr> out = new ArrayList<>();
        Set<TensorExpr> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        ArrayDeque<TensorExpr> todo = new ArrayDeque<>(List.of(root));
        while (!todo.isEmpty()) {
            TensorExpr e = todo.pop();
            if (seen.add(e)) {
                out.add(e);
                todo.addAll(of(e));
            }
        }
        return out;
    }

    static List<TensorExpr> of(TensorExpr e) {
        return switch (e) {
            case TensorExpr.Input in -> List.of();
            case TensorExpr.Constant c -> List.of();
            case TensorExpr.Allocated z -> List.of();
            case TensorExpr.ToggleIds t -> List.of();
            case TensorExpr.Convert c -> List.of(c.input());
            case TensorExpr.WithConstant w -> List.of(w.input());
            case TensorExpr.WithTensor w -> List.of(w.input(), w.operand());
            case TensorExpr.Lanewise l -> l.operands();
            case TensorExpr.Stack st -> st.parts();
            case TensorExpr.Select se -> List.of(se.input());
            case TensorExpr.Relabel r -> List.of(r.input());
            case TensorExpr.Patch pa -> List.of(pa.base(), pa.value());
            case TensorExpr.FlatWindow w -> List.of(w.input());
            case TensorExpr.FlatPatch p -> List.of(p.base(), p.value());
            case TensorExpr.Shuffle g -> List.of(g.input());
            case TensorExpr.ScatterRows sc -> List.of(sc.base(), sc.data(), sc.index());
            case TensorExpr.GatherRows g -> List.of(g.table(), g.index());
            case TensorExpr.Unary u -> List.of(u.input());
            case TensorExpr.Product p -> List.of(p.x(), p.w());
            case TensorExpr.Contraction c -> List.of(c.x(), c.w());
            case TensorExpr.Window w -> List.of(w.input());
            case TensorExpr.Reduce r -> List.of(r.input());
            case TensorExpr.PartialReduce r -> List.of(r.input());
            case TensorExpr.ComparisonIds c -> List.of(c.input());
            case TensorExpr.Guarded g -> List.of(g.otherwise(), g.applied(), g.ids());
        };
    }
}
