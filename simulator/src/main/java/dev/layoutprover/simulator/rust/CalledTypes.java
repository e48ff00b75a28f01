package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.AstWalk;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * The type a later call or {@code let} gives an unannotated variable, as rustc infers it from the call's
 * parameter type or the {@code let}'s written type ({@code let r: HbmTensor<…> = once.unwrap();}): in
 * {@code let mut once = None; for _ in 0..1 { once = Some(r.to_hbm(&mut ctx.tdma, at)); }
 * let out = finish(ctx, once.unwrap());} with {@code fn finish(ctx: &mut Context, x: HbmTensor<i32, Chip, m![A]>)},
 * {@code once} is an {@code Option<HbmTensor<i32, Chip, m![A]>>}, so the assigned {@code Some(…)} passes that
 * type to {@code to_hbm} ({@link AssignedTypes}). The argument is the variable ({@code out}, typed as the
 * parameter), {@code once.unwrap()} or {@code once.expect("…")} ({@code Option} of it) or
 * {@code acc.pop().unwrap()} ({@code Vec} of it), behind a {@code &} exactly when the parameter is a reference.
 * The variable is the last {@code let} of that name in the block before the statement holding the call, when
 * its value leaves the type open ({@link #open}); the first call that types it counts.
 */
final class CalledTypes {

    private CalledTypes() {}

    /**
     * Each unannotated {@code let} of {@code stmts} a later call takes or a later annotated {@code let} holds: its type.
     *
     * @param parameter the type of parameter {@code i} of the function a call names, empty when the call is
     *        to no function of the crate or the type is not one to read (a type parameter's)
     */
    static Map<Ast.Let, Ast.Type> of(List<Ast.Stmt> stmts, BiFunction<Ast.Call, Integer, Optional<Ast.Type>> parameter) {
        Map<Ast.Let, Ast.Type> out = new IdentityHashMap<>();
        for (int j = 1; j < stmts.size(); j++) {
            List<Ast.Stmt> before = stmts.subList(0, j);
            if (stmts.get(j) instanceof Ast.Let later && later.annotation().isPresent()
                    && !later.annotation().get().reference() && variable(later.value()) != null
                    && !(later.value() instanceof Ast.Ref)) {
                typed(later.value(), later.annotation().get(), before, out);
            }
            AstWalk.forEachExpr(List.of(stmts.get(j)), e -> {
                if (!(e instanceof Ast.Call c)) {
                    return;
                }
                for (int i = 0; i < c.args().size(); i++) {
                    Ast.Expr arg = c.args().get(i);
                    int at = i;
                    Optional<Ast.Type> p = Optional.empty();
                    if (variable(arg) != null) {
                        p = parameter.apply(c, at);
                    }
                    if (p.isEmpty() || (arg instanceof Ast.Ref) != p.get().reference()) {
                        continue;
                    }
                    Ast.Type type = new Ast.Type(p.get().name(), p.get().args(), false, p.get().at());
                    typed(arg instanceof Ast.Ref r ? r.value() : arg, type, before, out);
                }
            });
        }
        return out;
    }

    /** Binds the variable {@code held} names to {@code type}, or to an {@code Option} or {@code Vec} of it. */
    private static void typed(Ast.Expr held, Ast.Type type, List<Ast.Stmt> before, Map<Ast.Let, Ast.Type> out) {
        if (held instanceof Ast.Name n) {
            bind(before, n.name(), type, out);
        } else if (TailTypes.unwrapped(held) instanceof Ast.Name n) {
            bind(before, n.name(), TailTypes.wrapped("Option", type), out);
        } else if (TailTypes.unwrapped(held) instanceof Ast.MethodCall pop && pop.name().equals("pop")
                && pop.args().isEmpty() && pop.generics().isEmpty() && pop.receiver() instanceof Ast.Name n) {
            bind(before, n.name(), TailTypes.wrapped("Vec", type), out);
        }
    }

    /** The variable an argument names, bare, unwrapped or popped and unwrapped, behind a {@code &} or not; else null. */
    private static String variable(Ast.Expr arg) {
        Ast.Expr held = arg instanceof Ast.Ref r ? r.value() : arg;
        if (held instanceof Ast.Name n) {
            return n.name();
        }
        Ast.Expr inner = TailTypes.unwrapped(held);
        if (inner instanceof Ast.MethodCall pop && pop.name().equals("pop")) {
            inner = pop.receiver();
        }
        return inner instanceof Ast.Name n ? n.name() : null;
    }

    /**
     * Whether a {@code let}'s value leaves its type to later uses: {@code None}, an empty {@code Vec}, no value
     * ({@code let out;}), or a method call without turbofish ({@code r.to_hbm(&mut ctx.tdma, at)}, whose
     * {@code Element} is the use's). A value whose type is written stays as it is.
     */
    private static boolean open(Ast.Expr value) {
        return switch (value) {
            case Ast.Name n -> n.name().equals("None") || n.name().equals(dev.layoutprover.kernel.syntax.Lowering.UNINITIALISED);
            case Ast.Call c -> c.args().isEmpty() && List.of("Vec::new", "std::vec::Vec::new").contains(c.callee().text());
            case Ast.MethodCall m -> m.generics().isEmpty();
            default -> false;
        };
    }

    private static void bind(List<Ast.Stmt> before, String name, Ast.Type type, Map<Ast.Let, Ast.Type> out) {
        for (int i = before.size() - 1; i >= 0; i--) {
            Ast.Stmt s = before.get(i);
            if (s instanceof Ast.Let l && l.name().equals(name)) {
                if (l.annotation().isEmpty() && open(l.value())) {
                    out.putIfAbsent(l, type);
                }
                return;
            }
            if (s instanceof Ast.LetTuple t && t.names().contains(name)) {
                return;
            }
        }
    }
}
