package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.Location;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The iterators that need not end: {@code std::iter::repeat(x)} (x without end), an open range
 * {@code start..} (counting up from {@code start}) and {@code std::iter::successors(first, f)}
 * ({@code first}, then {@code f} of the item before for as long as it gives {@code Some}); and
 * {@code std::iter::repeat_n(x, n)}, which is {@code n} copies at once. The adaptors {@code map},
 * {@code filter}, {@code step_by}, {@code skip} and {@code enumerate} on an endless one wait for
 * what bounds it: {@code .take(n)}, {@code .take_while(f)} (at most {@link LoopGuard#MAX_ITERATIONS}
 * items drawn) or {@code .zip} with a list on either side (as many items as the list has); then it
 * is the list of those items.
 *
 * <p>Example: {@code std::iter::successors(Some(1), |&x| Some(x * 2)).take(4)} is
 * {@code [1, 2, 4, 8]}; {@code (0..).step_by(3).take(3)} is {@code [0, 3, 6]};
 * {@code [7, 8].iter().zip(std::iter::repeat(0))} is {@code [(7, 0), (8, 0)]}.
 */
final class EndlessIterators {

    /** Where the items come from. */
    private sealed interface Source {}

    /** {@code repeat(item)}. */
    private record Repeat(Object item) implements Source {}

    /** {@code start..}. */
    private record Counting(long start) implements Source {}

    /** {@code successors(Some(first), step)}; {@code first} null for a {@code None} start. */
    private record Successors(Object first, InterpreterValues.Closure step) implements Source {}

    /** An adaptor waiting for the bound: {@code map}, {@code filter}, {@code step_by}, {@code skip}, {@code enumerate}. */
    private record Adaptor(String name, Object arg, Location at) {}

    private final String what;
    private final Source source;
    private final List<Adaptor> adaptors;

    private EndlessIterators(String what, Source source, List<Adaptor> adaptors) {
        this.what = what;
        this.source = source;
        this.adaptors = List.copyOf(adaptors);
    }

    /** {@code start..}: counting up from {@code start} without end. */
    static EndlessIterators counting(Ast.MethodCall c, Object start) {
        if (!(start instanceof Long s)) {
            throw new KernelError(c.at(), "an open range starts at a known integer, got "
                    + InterpreterValues.describe(start));
        }
        return new EndlessIterators(s + "..", new Counting(s), List.of());
    }

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
            case "repeat" -> new EndlessIterators(path, new Repeat(args.get(0)), List.of());
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
                yield new EndlessIterators(path, new Successors(o.value(), f), List.of());
            }
        };
    }

    /** {@code .take(n)}, {@code .take_while(f)} or {@code .zip(list)}: the list it gives; an adaptor: another endless one. */
    Object method(Ast.MethodCall c, List<Object> args, Logic.Apply apply) {
        switch (c.name()) {
            case "map", "filter" -> {
                if (args.size() != 1 || !(args.get(0) instanceof InterpreterValues.Closure)) {
                    throw new KernelError(c.at(), "." + c.name() + " takes a closure");
                }
                return adapted(c, args.get(0));
            }
            case "step_by", "skip" -> {
                boolean step = c.name().equals("step_by");
                if (args.size() != 1 || !(args.get(0) instanceof Long n) || n < (step ? 1 : 0)) {
                    throw new KernelError(c.at(), "." + c.name() + " takes a count of " + (step ? 1 : 0) + " or more");
                }
                return adapted(c, args.get(0));
            }
            case "enumerate", "iter", "into_iter", "copied", "cloned", "by_ref" -> {
                if (!args.isEmpty()) {
                    throw new KernelError(c.at(), "." + c.name() + " takes no argument");
                }
                return c.name().equals("enumerate") ? adapted(c, null) : this;
            }
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
                Items items = new Items(c.at(), apply);
                for (Object item = items.next(); item != null; item = items.next()) {
                    if (!(apply.apply(keep, List.of(item), c.at()) instanceof Boolean b)) {
                        throw new KernelError(c.at(), ".take_while's closure gives a boolean");
                    }
                    if (!b) {
                        break;
                    }
                    out.add(item);
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

    private EndlessIterators adapted(Ast.MethodCall c, Object arg) {
        List<Adaptor> more = new ArrayList<>(adaptors);
        more.add(new Adaptor(c.name(), arg, c.at()));
        return new EndlessIterators(what, source, more);
    }

    /** Its first {@code n} items (fewer when a {@code successors} gives {@code None} before). */
    List<Object> first(int n, Location at, Logic.Apply apply) {
        List<Object> out = new ArrayList<>();
        Items items = new Items(at, apply);
        while (out.size() < n) {
            Object item = items.next();
            if (item == null) {
                break;
            }
            out.add(item);
        }
        return Collections.unmodifiableList(out);
    }

    /** One run through the items: the source's, through the adaptors in order; null past a successors' end. */
    private final class Items {

        private final Location at;
        private final Logic.Apply apply;
        private final long[] seen = new long[adaptors.size()];
        private Object previous;
        private long drawn;

        Items(Location at, Logic.Apply apply) {
            this.at = at;
            this.apply = apply;
        }

        Object next() {
            while (true) {
                Object item = draw();
                if (item == null) {
                    return null;
                }
                item = through(item);
                if (item != null) {
                    return item;
                }
            }
        }

        private Object draw() {
            if (drawn >= LoopGuard.MAX_ITERATIONS) {
                throw new KernelError(at, what + " gave " + LoopGuard.MAX_ITERATIONS + " items without what bounds "
                        + "it ending, the most read here");
            }
            Object item = switch (source) {
                case Repeat r -> r.item();
                case Counting k -> {
                    try {
                        yield Math.addExact(k.start(), drawn);
                    } catch (ArithmeticException e) {
                        throw new KernelError(at, what + " counts past 64 bits");
                    }
                }
                case Successors s -> {
                    if (drawn == 0) {
                        yield s.first();
                    }
                    Object v = apply.apply(s.step(), List.of(previous), at);
                    if (!(v instanceof InterpreterValues.Opt o)) {
                        throw new KernelError(at, what + "'s closure gives an Option, got " + InterpreterValues.describe(v));
                    }
                    yield o.value();
                }
            };
            drawn++;
            previous = item;
            return item;
        }

        /** The item after the adaptors; null when one of them drops it. */
        private Object through(Object item) {
            for (int i = 0; i < adaptors.size(); i++) {
                Adaptor a = adaptors.get(i);
                long index = seen[i]++;
                switch (a.name()) {
                    case "map" -> item = apply.apply((InterpreterValues.Closure) a.arg(), List.of(item), a.at());
                    case "filter" -> {
                        Object keep = apply.apply((InterpreterValues.Closure) a.arg(), List.of(item), a.at());
                        if (!(keep instanceof Boolean b)) {
                            throw new KernelError(a.at(), ".filter's closure gives a boolean, got "
                                    + InterpreterValues.describe(keep));
                        }
                        if (!b) {
                            return null;
                        }
                    }
                    case "step_by" -> {
                        if (index % (Long) a.arg() != 0) {
                            return null;
                        }
                    }
                    case "skip" -> {
                        if (index < (Long) a.arg()) {
                            return null;
                        }
                    }
                    default -> item = new InterpreterValues.Tuple(List.of(index, item)); // enumerate
                }
            }
            return item;
        }
    }

    @Override
    public String toString() {
        return "an endless iterator of " + what;
    }
}
