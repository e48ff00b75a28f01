package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.simulator.rust.InterpreterValues.Opt;
import java.util.List;

/**
 * Methods of the known values a kernel's host code computes with, beyond arrays ({@link Logic}):
 * an {@code Option} ({@code .is_some()}, {@code .is_none()}, {@code .unwrap()},
 * {@code .unwrap_or(x)}, {@code .or(x)}, and those taking a closure, {@link OptionClosures}), an array's {@code .get(i)}, {@code .first()} and {@code .last()}, which
 * give one, and an integer's {@code .min(x)}, {@code .max(x)}, {@code .pow(e)},
 * {@code .checked_div(x)}, {@code .checked_rem(x)} and {@code .cmp(&x)} ({@link Comparisons}), and a boolean's {@code .then_some(v)} and
 * {@code .then(f)}; what {@code if let} and {@code while let} test.
 *
 * <p>Example: {@code ADDRS.get(4)} on an array of 4 is {@code None}; {@code 3.max(5)} is 5.
 */
final class KnownValues {

    private KnownValues() {}

    /** Whether {@code receiver} is a value whose methods this class has. */
    static boolean handles(Object receiver, String method) {
        return receiver instanceof Opt || receiver instanceof Long && integerMethod(method)
                || receiver instanceof Boolean && (method.equals("then_some") || method.equals("then"))
                || receiver instanceof List<?> && (method.equals("get") || method.equals("first")
                        || method.equals("last"));
    }

    private static boolean integerMethod(String method) {
        return switch (method) {
            case "min", "max", "pow", "checked_div", "checked_rem", "cmp" -> true;
            default -> false;
        };
    }

    static Object invoke(Ast.MethodCall c, Object receiver, List<Object> args, Logic.Apply apply) {
        return switch (receiver) {
            case Opt o -> option(c, o, args, apply);
            case Long n -> integer(c, n, args);
            case List<?> l -> list(c, l, args);
            case Boolean b -> condition(c, b, args, apply);
            default -> throw new IllegalArgumentException(InterpreterValues.describe(receiver));
        };
    }

    private static Object option(Ast.MethodCall c, Opt o, List<Object> args, Logic.Apply apply) {
        return switch (c.name()) {
            case "map", "and_then", "filter", "is_some_and", "is_none_or", "unwrap_or_else", "map_or", "zip_map" ->
                    OptionClosures.call(c, o, args, apply);
            case "ok" -> none(c, args, o); // u32::try_from(x).ok(): the conversion is read as an Option already
            case "or" -> {
                arity(c, args, 1);
                yield o.value() != null ? o : args.get(0);
            }
            case "is_some" -> none(c, args, o.value() != null);
            case "is_none" -> none(c, args, o.value() == null);
            // u8::try_from(x) and x.try_into() are read as an Option standing for their Result
            case "is_ok" -> none(c, args, o.value() != null);
            case "is_err" -> none(c, args, o.value() == null);
            case "unwrap", "expect" -> {
                if (o.value() == null) {
                    throw new HostPanic(c.at(), "." + c.name() + "() of None: the host code panics here", "." + c.name() + "()");
                }
                yield o.value();
            }
            case "unwrap_or" -> {
                arity(c, args, 1);
                yield o.value() == null ? args.get(0) : o.value();
            }
            case "unwrap_or_default" -> {
                if (o.value() == null) {
                    throw new KernelError(c.at(), ".unwrap_or_default() of None: the default of the Option's type is "
                            + "not read here (write .unwrap_or(0))");
                }
                yield none(c, args, o.value());
            }
            // known values are copies already: an Option of a reference reads as the Option of the value, and
            // staged.as_ref() as staged (staged.as_mut() of a variable gives the place of its value, Interpreter),
            // and input[i].clone() of a to_buf() Vec<Opt<D>> as input[i]
            case "copied", "cloned", "as_ref", "as_deref", "clone" -> {
                arity(c, args, 0);
                yield o;
            }
            default -> throw StdMethodNames.onOption(c.at(), c.name(),
                    new KernelError(c.at(), "unknown method '" + c.name() + "' on an Option (it has: is_some, "
                    + "is_none, is_ok, is_err, unwrap, expect, unwrap_or, unwrap_or_default, copied, cloned, clone, "
                    + "as_ref, as_deref, ok, or, map, and_then, filter, is_some_and, "
                    + "is_none_or, unwrap_or_else, map_or)"));
        };
    }

    /** {@code b.then_some(v)}: {@code Some(v)} when {@code b}; {@code b.then(f)}: {@code Some(f())} when {@code b}. */
    private static Object condition(Ast.MethodCall c, boolean b, List<Object> args, Logic.Apply apply) {
        arity(c, args, 1);
        if (c.name().equals("then_some")) {
            return b ? new Opt(args.get(0)) : InterpreterValues.NONE;
        }
        if (!(args.get(0) instanceof InterpreterValues.Closure f)) {
            throw new KernelError(c.at(), ".then takes a closure; .then_some takes a value");
        }
        return b ? new Opt(apply.apply(f, List.of(), c.at())) : InterpreterValues.NONE;
    }

    private static Object integer(Ast.MethodCall c, long n, List<Object> args) {
        if (c.name().equals("cmp")) {
            return Comparisons.cmp(c, n, args);
        }
        arity(c, args, 1);
        if (!(args.get(0) instanceof Long x)) {
            throw new KernelError(c.args().get(0).at(), "." + c.name() + " takes an integer, got "
                    + InterpreterValues.describe(args.get(0)));
        }
        try {
            return switch (c.name()) {
                case "min" -> Math.min(n, x);
                case "max" -> Math.max(n, x);
                case "pow" -> {
                    if (x < 0 || x > Integer.MAX_VALUE) {
                        throw new KernelError(c.args().get(0).at(), ".pow takes an exponent of 0 or more, got " + x);
                    }
                    long out = 1;
                    for (long i = 0; i < x; i++) {
                        out = Math.multiplyExact(out, n);
                    }
                    yield out;
                }
                case "checked_div" -> x == 0 ? InterpreterValues.NONE : new Opt(n / x);
                case "checked_rem" -> x == 0 ? InterpreterValues.NONE : new Opt(n % x);
                default -> throw new IllegalArgumentException(c.name());
            };
        } catch (ArithmeticException e) {
            throw new KernelError(c.at(), n + "." + c.name() + "(" + x + ") overflows 64 bits");
        }
    }

    private static Object list(Ast.MethodCall c, List<?> l, List<Object> args) {
        return switch (c.name()) {
            case "get" -> {
                arity(c, args, 1);
                if (!(args.get(0) instanceof Long i)) {
                    throw new KernelError(c.args().get(0).at(), ".get takes an index, got "
                            + InterpreterValues.describe(args.get(0)));
                }
                yield i >= 0 && i < l.size() ? new Opt(l.get((int) (long) i)) : InterpreterValues.NONE;
            }
            case "first" -> none(c, args, l.isEmpty() ? InterpreterValues.NONE : new Opt(l.get(0)));
            default -> none(c, args, l.isEmpty() ? InterpreterValues.NONE : new Opt(l.get(l.size() - 1)));
        };
    }

    /** {@code result}, after checking that the call {@code c} has no argument. */
    static Object none(Ast.MethodCall c, List<Object> args, Object result) {
        arity(c, args, 0);
        return result;
    }

    /** Checks that the call {@code c} has {@code n} arguments. */
    static void arity(Ast.MethodCall c, List<Object> args, int n) {
        if (args.size() != n) {
            throw new KernelError(c.at(), "." + c.name() + " takes " + n + " argument" + (n == 1 ? "" : "s") + ", got "
                    + args.size());
        }
    }
}
