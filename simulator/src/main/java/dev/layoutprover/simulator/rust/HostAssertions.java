package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.AstWalk;
import dev.layoutprover.kernel.syntax.KernelError;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The assertions of a test's host code, read as the reference's oracle: {@code assert_eq!(a, b)}
 * (lowered as {@code if a != b { panic }}), {@code assert_ne!} ({@code if a == b}) and
 * {@code assert!(c)} ({@code if !c}), in the host function or in a helper it calls
 * ({@code common::assert_f32_vec_eq}'s {@code assert_eq!}). A simulation evaluates both operands
 * and records a {@link HostAssertion}: an operand that brings a tensor back ({@code to_host}) runs
 * as any transfer does; another that stops at what the simulator does not compute makes the
 * assertion not evaluated, never guessed. The run goes on past a failed assertion, so that its
 * output is still compared with the naive evaluator; the first failure is the verdict. A check
 * ({@code layout verify}) runs only the operands that bring a tensor back.
 *
 * <p>Example: {@code assert_eq!(expected.to_buf(), out.to_host::<m![A]>(&mut ctx.pdma).await.to_buf())}
 * where {@code expected} is {@code Tensor::contraction(…)}: the transfer runs, the assertion is not
 * evaluated ("the host data Tensor::contraction(…)").
 */
final class HostAssertions {

    private final Interpreter in;
    private final Map<String, Object> scope;

    HostAssertions(Interpreter in, Map<String, Object> scope) {
        this.in = in;
        this.scope = scope;
    }

    /** Whether {@code x} is {@code if cond { panic }}, as an assertion is lowered. */
    static boolean isAssertion(Ast.If x) {
        return x.otherwise().isEmpty() && x.then().body().size() == 1
                && x.then().body().get(0) instanceof Ast.ExprStmt e && e.value() instanceof Ast.Panic
                && (x.condition() instanceof Ast.Not
                        || x.condition() instanceof Ast.Binary b && (b.op().equals("!=") || b.op().equals("==")));
    }

    /** Whether {@code stmts} hold an assertion. */
    static boolean holdsAssertion(List<Ast.Stmt> stmts) {
        boolean[] found = {false};
        AstWalk.forEachExpr(stmts, e -> found[0] |= e instanceof Ast.If x && isAssertion(x));
        return found[0];
    }

    /**
     * Runs the assertion {@code x}. Inside a {@code catch_unwind} body a failing assertion panics there, as
     * Rust's does ({@link HostPanic}), and one not evaluated leaves the body's outcome unknown.
     */
    void run(Ast.If x) {
        if (in.catchingUnwind() && in.simulating()) {
            int mark = in.assertionCount();
            evaluate(x);
            HostAssertion a = in.lastAssertion(mark);
            if (a.status() == HostAssertion.Status.FAILED) {
                throw new HostPanic(x.at(), "the assertion fails: " + a.detail(), "assert");
            }
            if (a.status() == HostAssertion.Status.NOT_EVALUATED) {
                throw new Unmodelled(x.at(), "the assertion", "the assertion is not evaluated: " + a.detail());
            }
            return;
        }
        evaluate(x);
    }

    private void evaluate(Ast.If x) {
        List<Ast.Expr> operands = x.condition() instanceof Ast.Binary b ? List.of(b.left(), b.right())
                : List.of(((Ast.Not) x.condition()).value());
        if (!in.simulating()) {
            operands.stream().filter(HostAssertions::bringsBack).forEach(o -> in.evaluate(o, scope));
            return;
        }
        List<Object> values = new ArrayList<>();
        String unread = null;
        for (Ast.Expr o : operands) {
            Object v;
            if (bringsBack(o)) {
                v = in.evaluate(o, scope);
            } else {
                try {
                    v = in.evaluate(o, scope);
                } catch (KernelError e) {
                    if (Interpreter.fromDevice(e)) {
                        throw e;
                    }
                    unread = unread != null ? unread : e.reason() + " (" + e.location() + ")";
                    continue;
                }
            }
            if (unread == null && v == InterpreterValues.POISON) {
                unread = "an operand depends on a statement the simulator skipped";
            } else if (unread == null && v instanceof InterpreterValues.HostData d) {
                unread = "an operand is " + d + ", which the simulator does not compute";
            }
            values.add(v);
        }
        if (unread != null) {
            in.asserted(HostAssertion.notEvaluated(x.at(), unread));
        } else if (x.condition() instanceof Ast.Binary b) {
            try {
                in.asserted(HostAssertion.compare(x.at(), b.op().equals("!="), values.get(0), values.get(1),
                        in::structEquals));
            } catch (KernelError e) {
                if (Interpreter.fromDevice(e)) {
                    throw e;
                }
                // the crate's own == (its impl PartialEq) stopped at what the simulator does not compute
                in.asserted(HostAssertion.notEvaluated(x.at(), e.reason() + " (" + e.location() + ")"));
            }
        } else if (values.get(0) instanceof Boolean c) {
            in.asserted(HostAssertion.condition(x.at(), c));
        } else {
            in.asserted(HostAssertion.notEvaluated(x.at(), "the condition is " + InterpreterValues.describe(values.get(0))
                    + ", not a known boolean"));
        }
    }

    /** Whether {@code e} brings a tensor back to the host ({@code out.to_host::<…>(…)}). */
    private static boolean bringsBack(Ast.Expr e) {
        boolean[] found = {false};
        AstWalk.forEachExpr(List.of(new Ast.ExprStmt(e, true, e.at())), x -> found[0] |= x instanceof Ast.MethodCall m
                && m.name().equals("to_host"));
        return found[0];
    }
}
