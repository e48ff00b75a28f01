package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The type a block's result gives the variables its tail returns, as Rust infers it: in a helper
 * returning {@code (DmTensor<…>, TrfTensor<…>)} whose tail is {@code (x_dm, w_trf)}, an unannotated
 * {@code let w_trf = … .to_trf(…);} is a {@code TrfTensor<…>}, its generic arguments read from there.
 * The variable is the last one of that name the block binds before its tail ({@code return (…);} as
 * its last statement counts as its tail); a tail naming a variable twice gives it no type. A tail
 * {@code once.unwrap()} (or {@code .expect("…")}) gives {@code once} the type {@code Option<R>} of the result
 * type {@code R}, and {@code acc.pop().unwrap()} gives {@code acc} the type {@code Vec<R>}.
 */
final class TailTypes {

    private TailTypes() {}

    /** Each unannotated {@code let} of {@code stmts} a tail of result type {@code result} returns: its type. */
    static Map<Ast.Let, Ast.Type> of(List<Ast.Stmt> stmts, Ast.Type result) {
        Map<Ast.Let, Ast.Type> out = new IdentityHashMap<>();
        if (result == null || result.reference() || stmts.isEmpty()) {
            return out;
        }
        Ast.Expr tail = switch (stmts.get(stmts.size() - 1)) {
            case Ast.ExprStmt e when e.tail() -> e.value();
            case Ast.Return r when r.value().isPresent() -> r.value().get();
            default -> null;
        };
        if (tail instanceof Ast.Name n) {
            bind(stmts, n.name(), result, out);
        } else if (unwrapped(tail) instanceof Ast.Name n) {
            bind(stmts, n.name(), wrapped("Option", result), out);
        } else if (unwrapped(tail) instanceof Ast.MethodCall pop && pop.name().equals("pop") && pop.args().isEmpty()
                && pop.generics().isEmpty() && pop.receiver() instanceof Ast.Name n) {
            bind(stmts, n.name(), wrapped("Vec", result), out);
        } else if (tail instanceof Ast.Tuple t && result.name().equals("()") && result.args().size() == t.items().size()) {
            for (int i = 0; i < t.items().size(); i++) {
                if (t.items().get(i) instanceof Ast.Name n && result.args().get(i) instanceof Ast.Named item
                        && t.items().stream().filter(x -> x instanceof Ast.Name m && m.name().equals(n.name())).count() == 1) {
                    bind(stmts, n.name(), item.type(), out);
                }
            }
        }
        return out;
    }

    /**
     * Each unannotated {@code let} of {@code stmts} a struct literal tail gives a field ({@code Bias { vrf }} or
     * {@code Bias { vrf: vrf }}): the type {@code fieldTypes} gives that field of the literal's struct.
     *
     * <p>Example: {@code let vrf = … .to_vrf(at); Bias { vrf }} with {@code struct Bias { vrf: BiasVrf }} types
     * the let as {@code BiasVrf}, so {@code to_vrf}'s Element is read from there.
     */
    static Map<Ast.Let, Ast.Type> ofStruct(List<Ast.Stmt> stmts,
            java.util.function.BiFunction<Ast.StructLit, String, java.util.Optional<Ast.Type>> fieldTypes) {
        Map<Ast.Let, Ast.Type> out = new IdentityHashMap<>();
        if (stmts.isEmpty() || !(stmts.get(stmts.size() - 1) instanceof Ast.ExprStmt e && e.tail()
                && e.value() instanceof Ast.StructLit lit)) {
            return out;
        }
        for (Ast.FieldInit f : lit.fields()) {
            if (f.value() instanceof Ast.Name n && lit.fields().stream()
                    .filter(x -> x.value() instanceof Ast.Name m && m.name().equals(n.name())).count() == 1) {
                fieldTypes.apply(lit, f.name()).ifPresent(t -> bind(stmts, n.name(), t, out));
            }
        }
        return out;
    }

    /**
     * What {@code e} unwraps, when it is {@code x.unwrap()} or {@code x.expect("…")}: {@code x}, whose
     * type is {@code Option<T>} where {@code e}'s is {@code T} (rustc reads it so through the call).
     */
    static Ast.Expr unwrapped(Ast.Expr e) {
        return e instanceof Ast.MethodCall m && m.generics().isEmpty()
                && (m.name().equals("unwrap") && m.args().isEmpty() || m.name().equals("expect") && m.args().size() <= 1)
                ? m.receiver() : null;
    }

    /** {@code Option<T>} or {@code Vec<T>} of {@code item}, located at it. */
    static Ast.Type wrapped(String name, Ast.Type item) {
        return new Ast.Type(name, List.of(new Ast.Named(item)), false, item.at());
    }

    private static void bind(List<Ast.Stmt> stmts, String name, Ast.Type type, Map<Ast.Let, Ast.Type> out) {
        for (int i = stmts.size() - 2; i >= 0; i--) {
            Ast.Stmt s = stmts.get(i);
            if (s instanceof Ast.Let l && l.name().equals(name)) {
                if (l.annotation().isEmpty()) {
                    out.put(l, type);
                }
                return;
            }
            if (s instanceof Ast.LetTuple t && t.names().contains(name)) {
                return;
            }
        }
    }
}
