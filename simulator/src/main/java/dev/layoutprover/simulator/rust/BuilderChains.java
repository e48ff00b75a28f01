package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import java.util.Optional;

/**
 * The place a {@code &mut self} method changes when it is called on what another such method
 * returned: builder methods that take {@code &mut self} and return {@code &mut Self}, chained.
 * Rooted at a variable ({@code b.rows(4).cols(8);}) each call changes that variable; rooted at a
 * temporary ({@code Plan::new().rows(4).cols(8).build()}, {@code Plan { .. }.rows(4)}, {@code base.clone().rows(4)}), each call
 * changes the temporary the previous one gave back, so what the chain returns holds every change.
 *
 * <p>Example: with {@code fn rows(&mut self, r: u64) -> &mut Self { self.rows = r; self }},
 * {@code Plan::new().rows(4).cols(8).build()} is the plan of 4 rows and 8 columns.
 */
final class BuilderChains {

    /** The name the one variable of a temporary's frame is bound to; no Rust name is spelt so. */
    private static final String TEMPORARY = "<temporary>";

    private BuilderChains() {}

    /**
     * The place {@code c}, a call of a {@code &mut self} method on the struct {@code receiver}, changes
     * when its receiver is not a variable: the variable a chain of {@code &mut Self} methods starts
     * at, or a fresh temporary holding {@code receiver}; empty when it is neither (a field, or a call
     * that may give back a reference to another value).
     */
    static Optional<InterpreterValues.Place> place(Program program, Ast.MethodCall c, InterpreterValues.Struct receiver,
            BlockScope scope) {
        Ast.Expr root = c.receiver();
        while (root instanceof Ast.MethodCall m && returnsSelf(program, receiver, m.name())) {
            root = m.receiver();
        }
        if (root != c.receiver() && root instanceof Ast.Name n && scope.containsKey(n.name())) {
            InterpreterValues.Place variable = scope.get(n.name()) instanceof InterpreterValues.Place p ? p
                    : new InterpreterValues.Place(scope, n.name());
            // each call of the chain gave the variable back, so the receiver is what it holds now
            return variable.get().equals(receiver) ? Optional.of(variable) : Optional.empty();
        }
        if (isTemporary(program, receiver, root)) {
            BlockScope temporary = new BlockScope();
            temporary.put(TEMPORARY, receiver);
            return Optional.of(new InterpreterValues.Place(temporary, TEMPORARY));
        }
        return Optional.empty();
    }

    /** Whether the method {@code name} of the receiver's type takes {@code &mut self} and returns {@code &mut Self}. */
    private static boolean returnsSelf(Program program, InterpreterValues.Struct receiver, String name) {
        return program.associated(receiver.type(), name).filter(f -> !f.params().isEmpty()
                && f.params().get(0).name().equals("self") && f.params().get(0).type().mutable()
                && f.returns().filter(t -> t.reference() && t.mutable() && isOwnType(receiver, t.name())).isPresent())
                .isPresent();
    }

    /**
     * Whether {@code e} makes a new value of the receiver's type: a struct literal, a {@code .clone()},
     * or a call of an associated function of the type ({@code Plan::new()}, {@code Self::default()}) returning it by value.
     */
    private static boolean isTemporary(Program program, InterpreterValues.Struct receiver, Ast.Expr e) {
        if (e instanceof Ast.MethodCall m && m.name().equals("clone") && m.args().isEmpty()) {
            return true;
        }
        if (e instanceof Ast.StructLit s) {
            return isOwnType(receiver, s.type().segments().getLast().name());
        }
        if (!(e instanceof Ast.Call call) || call.callee().segments().size() != 2
                || !isOwnType(receiver, call.callee().segments().get(0).name())) {
            return false;
        }
        return program.associated(receiver.type(), call.callee().segments().get(1).name())
                .flatMap(Ast.Function::returns).filter(t -> !t.reference() && isOwnType(receiver, t.name())).isPresent();
    }

    private static boolean isOwnType(InterpreterValues.Struct receiver, String name) {
        return name.equals("Self") || name.equals(receiver.name());
    }
}
