package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.simulator.rust.InterpreterValues.Opt;
import java.util.List;

/**
 * The methods of an {@code Option} that take a closure: {@code .map(f)}, {@code .and_then(f)},
 * {@code .filter(f)}, {@code .is_some_and(f)}, {@code .is_none_or(f)}, {@code .unwrap_or_else(f)}
 * and {@code .map_or(default, f)}; and the reference's {@code Opt<D>}, read as an {@code Option}
 * ({@code Init} is {@code Some}), adds {@code .zip_map(other, f)} (scalar.rs:80: {@code f} of both
 * values when both are {@code Init}, else {@code Uninit}).
 *
 * <p>Example: {@code ORDER.get(i).and_then(|n| n.checked_sub(1))} is {@code Some(n - 1)} for an
 * index in the array and a positive {@code n}, else {@code None}; {@code Some(4).map(|k| k * 2)}
 * is {@code Some(8)}.
 */
final class OptionClosures {

    private OptionClosures() {}

    static Object call(Ast.MethodCall c, Opt o, List<Object> args, Logic.Apply apply) {
        int arity = c.name().equals("map_or") || c.name().equals("zip_map") ? 2 : 1;
        if (args.size() != arity || !(args.get(arity - 1) instanceof InterpreterValues.Closure f)) {
            throw new KernelError(c.at(), "." + c.name() + " takes " + (arity == 2 ? "a value and " : "") + "a closure");
        }
        Object v = o.value();
        return switch (c.name()) {
            case "map" -> v == null ? o : new Opt(apply.apply(f, List.of(v), c.at()));
            case "and_then" -> {
                if (v == null) {
                    yield o;
                }
                Object out = apply.apply(f, List.of(v), c.at());
                if (!(out instanceof Opt)) {
                    throw new KernelError(c.at(), ".and_then's closure gives an Option, got " + InterpreterValues.describe(out));
                }
                yield out;
            }
            case "filter" -> v == null || test(c, apply.apply(f, List.of(v), c.at())) ? o : InterpreterValues.NONE;
            case "is_some_and" -> v != null && test(c, apply.apply(f, List.of(v), c.at()));
            case "is_none_or" -> v == null || test(c, apply.apply(f, List.of(v), c.at()));
            case "unwrap_or_else" -> v != null ? v : apply.apply(f, List.of(), c.at());
            case "map_or" -> v == null ? args.get(0) : apply.apply(f, List.of(v), c.at());
            case "zip_map" -> {
                if (!(args.get(0) instanceof Opt other)) {
                    throw new KernelError(c.at(), ".zip_map takes an Opt and a closure, got "
                            + InterpreterValues.describe(args.get(0)));
                }
                yield v == null || other.value() == null ? InterpreterValues.NONE
                        : new Opt(apply.apply(f, List.of(v, other.value()), c.at()));
            }
            default -> throw new IllegalArgumentException(c.name());
        };
    }

    private static boolean test(Ast.MethodCall c, Object v) {
        if (!(v instanceof Boolean b)) {
            throw new KernelError(c.at(), "." + c.name() + "'s closure gives a boolean, got " + InterpreterValues.describe(v));
        }
        return b;
    }
}
