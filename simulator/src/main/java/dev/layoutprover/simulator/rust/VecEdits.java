package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

/**
 * The in-place changes of a {@code Vec} or array that take indices or a closure:
 * {@code v.swap(i, j)}, {@code v.remove(i)} (the item removed), {@code v.retain(f)},
 * {@code v.dedup()}, {@code v.sort_by_key(f)} (stable, by an integer key) and
 * {@code v.sort_by(|a, b| …)} (stable, by the {@code Ordering} the closure gives). The changed
 * list goes to the variable, as {@link HostVecs} does.
 *
 * <p>Example: over {@code v = [3, 1, 2, 2]}, {@code v.dedup()} leaves {@code [3, 1, 2]};
 * {@code v.sort_by(|a, b| b.cmp(a))} leaves {@code [3, 2, 2, 1]}; {@code v.remove(0)} is 3.
 */
final class VecEdits {

    private VecEdits() {}

    /** Whether {@code method} is one of these. */
    static boolean handles(String method) {
        return switch (method) {
            case "swap", "remove", "retain", "dedup", "sort_by_key", "sort_by" -> true;
            default -> false;
        };
    }

    /** Calls {@code list.name(args)}: the new list goes to {@code rebind}, the call's value is returned. */
    static Object invoke(Ast.MethodCall c, List<?> list, List<Object> args, Logic.Apply apply,
            Consumer<List<Object>> rebind) {
        List<Object> out = new ArrayList<>(list);
        Object value = InterpreterValues.UNIT;
        switch (c.name()) {
            case "swap" -> {
                arity(c, args, 2);
                Collections.swap(out, index(c, args.get(0), out.size()), index(c, args.get(1), out.size()));
            }
            case "remove" -> {
                arity(c, args, 1);
                value = out.remove(index(c, args.get(0), out.size()));
            }
            case "retain" -> {
                InterpreterValues.Closure f = closure(c, args);
                List<Object> kept = new ArrayList<>();
                for (Object o : out) {
                    if (apply.apply(f, List.of(o), c.at()) instanceof Boolean keep) {
                        if (keep) {
                            kept.add(o);
                        }
                    } else {
                        throw new KernelError(c.at(), ".retain's closure gives a boolean");
                    }
                }
                out = kept;
            }
            case "dedup" -> {
                arity(c, args, 0);
                List<Object> kept = new ArrayList<>();
                for (Object o : out) {
                    if (kept.isEmpty() || !kept.getLast().equals(o)) {
                        kept.add(o);
                    }
                }
                out = kept;
            }
            case "sort_by_key" -> {
                InterpreterValues.Closure f = closure(c, args);
                out.sort((a, b) -> key(c, apply.apply(f, List.of(a), c.at())).compareTo(
                        key(c, apply.apply(f, List.of(b), c.at()))));
            }
            case "sort_by" -> {
                InterpreterValues.Closure f = closure(c, args);
                out.sort((a, b) -> {
                    if (!(apply.apply(f, List.of(a, b), c.at()) instanceof Comparisons.Ordering o)) {
                        throw new KernelError(c.at(), ".sort_by's closure gives an Ordering (a.cmp(&b))");
                    }
                    return o.ordinal() - 1;
                });
            }
            default -> throw new IllegalArgumentException(c.name());
        }
        rebind.accept(Collections.unmodifiableList(out));
        return value;
    }

    private static void arity(Ast.MethodCall c, List<Object> args, int n) {
        if (args.size() != n) {
            throw new KernelError(c.at(), "." + c.name() + " takes " + n + " argument" + (n == 1 ? "" : "s") + ", got "
                    + args.size());
        }
    }

    private static int index(Ast.MethodCall c, Object i, int length) {
        if (!(i instanceof Long k) || k < 0 || k >= length) {
            throw new KernelError(c.at(), "." + c.name() + " takes an index below the length " + length + ", got "
                    + InterpreterValues.describe(i) + ": the host code panics there");
        }
        return (int) (long) k;
    }

    private static InterpreterValues.Closure closure(Ast.MethodCall c, List<Object> args) {
        if (args.size() != 1 || !(args.get(0) instanceof InterpreterValues.Closure f)) {
            throw new KernelError(c.at(), "." + c.name() + " takes a closure");
        }
        return f;
    }

    private static java.math.BigInteger key(Ast.MethodCall c, Object k) {
        java.math.BigInteger v = UnsignedMax.exact(k); // usize::MAX sorts last
        if (v == null) {
            throw new KernelError(c.at(), ".sort_by_key's closure gives an integer key, got "
                    + InterpreterValues.describe(k));
        }
        return v;
    }
}
