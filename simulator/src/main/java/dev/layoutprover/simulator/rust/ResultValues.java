package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.Lowering;
import dev.layoutprover.simulator.rust.InterpreterValues.Opt;
import dev.layoutprover.simulator.rust.InterpreterValues.Res;
import java.util.List;

/**
 * A {@code Result} of host code ({@code Ok(v)}, {@code Err(e)}) and its methods: {@code is_ok},
 * {@code is_err}, {@code unwrap}, {@code expect}, {@code unwrap_err}, {@code unwrap_or},
 * {@code ok}, {@code err}, {@code map}, {@code map_err}, {@code and_then},
 * {@code unwrap_or_else}; and what the {@code ?} operator asks of an {@code Option} or a
 * {@code Result} ({@link Lowering#TRY_FAILED}).
 *
 * <p>Example: in {@code fn run(b: usize) -> Result<usize, Refusal>}, {@code checked(40)?} with
 * {@code checked(40)} being {@code Err(PastTheEnd(40))} returns that {@code Err} from {@code run};
 * {@code Ok(3).map(|v| v * 2)} is {@code Ok(6)}, {@code Err(1).ok()} is {@code None}.
 */
final class ResultValues {

    private ResultValues() {}

    /** Whether {@code receiver} is a {@code Result}, or an {@code Option} asked what {@code ?} asks. */
    static boolean handles(Object receiver, String method) {
        return receiver instanceof Res
                || receiver instanceof Opt && (method.equals(Lowering.TRY_FAILED) || method.equals(Lowering.TRY_RESIDUAL));
    }

    static Object invoke(Ast.MethodCall c, Object receiver, List<Object> args, Logic.Apply apply) {
        if (receiver instanceof Opt o) {
            // ?: a None fails, and is what the function returns
            return c.name().equals(Lowering.TRY_FAILED) ? (Object) (o.value() == null) : InterpreterValues.NONE;
        }
        Res r = (Res) receiver;
        return switch (c.name()) {
            case Lowering.TRY_FAILED -> !r.ok();
            case Lowering.TRY_RESIDUAL -> r;
            case "is_ok" -> KnownValues.none(c, args, r.ok());
            case "is_err" -> KnownValues.none(c, args, !r.ok());
            case "unwrap", "expect" -> side(c, r, true);
            case "unwrap_err", "expect_err" -> side(c, r, false);
            case "ok" -> KnownValues.none(c, args, r.ok() ? new Opt(r.value()) : InterpreterValues.NONE);
            case "err" -> KnownValues.none(c, args, r.ok() ? InterpreterValues.NONE : new Opt(r.value()));
            case "unwrap_or" -> {
                KnownValues.arity(c, args, 1);
                yield r.ok() ? r.value() : args.get(0);
            }
            case "map", "map_err", "and_then", "unwrap_or_else" -> {
                KnownValues.arity(c, args, 1);
                if (!(args.get(0) instanceof InterpreterValues.Closure f)) {
                    throw new KernelError(c.at(), "." + c.name() + " takes a closure");
                }
                yield switch (c.name()) {
                    case "map" -> r.ok() ? new Res(true, apply.apply(f, List.of(r.value()), c.at())) : r;
                    case "map_err" -> r.ok() ? r : new Res(false, apply.apply(f, List.of(r.value()), c.at()));
                    case "and_then" -> r.ok() ? result(c, apply.apply(f, List.of(r.value()), c.at())) : r;
                    default -> r.ok() ? r.value() : apply.apply(f, List.of(r.value()), c.at());
                };
            }
            default -> throw StdMethodNames.onOption(c.at(), c.name(),
                    new KernelError(c.at(), "unknown method '" + c.name() + "' on a Result (it has: is_ok, "
                    + "is_err, unwrap, expect, unwrap_err, expect_err, unwrap_or, ok, err, map, map_err, and_then, "
                    + "unwrap_or_else)"));
        };
    }

    /** The value of an {@code Ok} ({@code ok}) or of an {@code Err}; the other panics, as Rust's does. */
    private static Object side(Ast.MethodCall c, Res r, boolean ok) {
        if (r.ok() != ok) {
            throw new HostPanic(c.at(), "." + c.name() + "() of " + InterpreterValues.describe(r)
                    + ": the host code panics here", "." + c.name() + "()");
        }
        return r.value();
    }

    private static Object result(Ast.MethodCall c, Object v) {
        if (!(v instanceof Res)) {
            throw new KernelError(c.at(), ".and_then's closure gives a Result, got " + InterpreterValues.describe(v));
        }
        return v;
    }
}
