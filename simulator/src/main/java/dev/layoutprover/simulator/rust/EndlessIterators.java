package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.Location;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The standard library's iterators that need not end: {@code std::iter::repeat(x)} (x without end)
 * and {@code std::iter::successors(first, f)} ({@code first}, then {@code f} of the item before for
 * as long as it gives {@code Some}); and {@code std::iter::repeat_n(x, n)}, which is {@code n}
 * copies at once. An endless one is read where what consumes it bounds it: {@code .take(n)},
 * {@code .take_while(f)} (at most {@link LoopGuard#MAX_ITERATIONS} items), and {@code .zip} with a
 * list on either side (as many items as the list has); then it is the list of those items.
 *
 * <p>Example: {@code std::iter::successors(Some(1), |&x| Some(x * 2)).take(4)} is
 * {@code [1, 2, 4, 8]}; {@code [7, 8].iter().zip(std::iter::repeat(0))} is {@code [(7, 0), (8, 0)]}.
 *
 * @param what the function it comes from, for messages ({@code std::iter::repeat})
 * @param first the first item; null for a {@code successors} that starts at {@code None}
 * @param step what gives the next item from the one before; null for {@code repeat}
 */
record EndlessIterators(String what, Object first, InterpreterValues.Closure step) {

    /** Whether {@code path} names one of these functions: {@code std::iter::repeat}, {@code iter::successors}. */
    static boolean constructs(String path) {
        String name = path.substring(path.lastIndexOf(':') + 1);
        String owner = path.substring(0, Math.max(0, path.lastIndexOf("::")));
        return List.of("std::iter", "iter", "core::iter").contains(owner)
                && List.of("repeat", "repeat_n", "successors").contains(name);
    }

    /** Calls the function {@code path} with {@code args}: an endless iterator, or {@code repeat_n}'s list. */
    static Object construct(Ast.Call c, String path, List<Object> args) {
        String name = path.substring(path.lastIndexOf(':') + 1);
        int arity = name.equals("repeat") ? 1 : 2;
        if (args.size() != arity) {
            throw new KernelError(c.at(), path + " takes " + (arity == 1 ? "one argument" : "two arguments")
                    + ", got " + args.size());
        }
        return switch (name) {
            case "repeat" -> new EndlessIterators(path, args.get(0), null);
            case "repeat_n" -> {
                if (!(args.get(1) instanceof Long n) || n < 0 || n > LoopGuard.MAX_ITERATIONS) {
                    throw new KernelError(c.args().get(1).at(), path + " takes a count from 0 to "
                            + LoopGuard.MAX_ITERATIONS + ", got " + InterpreterValues.describe(args.get(1)));
                }
                yield Collections.unmodifiableList(new ArrayList<>(Collections.nCopies((int) (long) n, args.get(0))));
            }
            default -> {
                if (!(args.get(0) instanceof InterpreterValues.Opt o)) {
                    throw new KernelError(c.args().get(0).at(), path + " starts at an Option, got "
                            + InterpreterValues.describe(args.get(0)));
                }
                if (!(args.get(1) instanceof InterpreterValues.Closure f)) {
                    throw new KernelError(c.args().get(1).at(), path + " takes a closure giving the next item");
                }
                yield new EndlessIterators(path, o.value(), f);
            }
        };
    }

    /** {@code .take(n)}, {@code .take_while(f)} or {@code .zip(list)} of this iterator: the list it gives. */
    Object method(Ast.MethodCall c, List<Object> args, Logic.Apply apply) {
        switch (c.name()) {
            case "take" -> {
                if (args.size() != 1 || !(args.get(0) instanceof Long n) || n < 0) {
                    throw new KernelError(c.at(), ".take takes a count of 0 or more");
                }
                if (n > LoopGuard.MAX_ITERATIONS) {
                    throw new KernelError(c.at(), ".take(" + n + ") of " + what + " is more than the "
                            + LoopGuard.MAX_ITERATIONS + " items read here");
                }
                return first((int) (long) n, c.at(), apply);
            }
            case "take_while" -> {
                if (args.size() != 1 || !(args.get(0) instanceof InterpreterValues.Closure keep)) {
                    throw new KernelError(c.at(), ".take_while takes a closure");
                }
                List<Object> out = new ArrayList<>();
                Object item = first;
                while (item != null && apply.apply(keep, List.of(item), c.at()) instanceof Boolean b && b) {
                    if (out.size() >= LoopGuard.MAX_ITERATIONS) {
                        throw new KernelError(c.at(), what + ".take_while(…) gave " + LoopGuard.MAX_ITERATIONS
                                + " items without its closure giving false, the most read here");
                    }
                    out.add(item);
                    item = next(item, c.at(), apply);
                }
                return Collections.unmodifiableList(out);
            }
            case "zip" -> {
                if (args.size() != 1 || !(args.get(0) instanceof List<?> other)) {
                    throw new KernelError(c.at(), what + "(…).zip takes an array, a range or a Vec here, which bounds it");
                }
                List<Object> mine = first(other.size(), c.at(), apply);
                List<Object> out = new ArrayList<>();
                for (int i = 0; i < mine.size(); i++) {
                    out.add(new InterpreterValues.Tuple(List.of(mine.get(i), other.get(i))));
                }
                return Collections.unmodifiableList(out);
            }
            default -> throw new KernelError(c.at(), what + " gives items without end: it is read where .take(n), "
                    + ".take_while(f) or a .zip with a list bounds it, not with ." + c.name());
        }
    }

    /** Its first {@code n} items (fewer when a {@code successors} gives {@code None} before). */
    List<Object> first(int n, Location at, Logic.Apply apply) {
        List<Object> out = new ArrayList<>();
        Object item = first;
        while (item != null && out.size() < n) {
            out.add(item);
            if (out.size() < n) {
                item = next(item, at, apply);
            }
        }
        return Collections.unmodifiableList(out);
    }

    private Object next(Object item, Location at, Logic.Apply apply) {
        if (step == null) {
            return item;
        }
        Object v = apply.apply(step, List.of(item), at);
        if (!(v instanceof InterpreterValues.Opt o)) {
            throw new KernelError(at, what + "'s closure gives an Option, got " + InterpreterValues.describe(v));
        }
        return o.value();
    }

    @Override
    public String toString() {
        return "an endless iterator of " + what;
    }
}
