package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The iterator methods that ask a closure of each item (iterators are the lists they yield):
 * {@code .position(f)} and {@code .find(f)} ({@code Some} of the first index or item it holds for,
 * else {@code None}), {@code .any(f)}, {@code .all(f)}, {@code .take_while(f)},
 * {@code .skip_while(f)}, {@code .fold(init, f)} and {@code .partition(f)}.
 *
 * <p>Example: over {@code SLOTS = [0x1000, 0x3000, 0x2000]},
 * {@code SLOTS.iter().position(|&a| a == 0x3000)} is {@code Some(1)} and
 * {@code SLOTS.iter().fold(0, |m, &a| m.max(a))} is {@code 0x3000}.
 */
final class IteratorSearches {

    private IteratorSearches() {}

    /** {@code position}, {@code find}, {@code any}, {@code all}, {@code take_while} or {@code skip_while} of {@code list}. */
    static Object search(Ast.MethodCall c, List<?> list, List<Object> args, Logic.Apply apply) {
        if (args.size() != 1 || !(args.get(0) instanceof InterpreterValues.Closure f)) {
            throw new KernelError(c.at(), "." + c.name() + " takes a closure");
        }
        for (int i = 0; i < list.size(); i++) {
            boolean holds = test(c, apply.apply(f, List.of(list.get(i)), c.at()));
            switch (c.name()) {
                case "position" -> {
                    if (holds) {
                        return new InterpreterValues.Opt((long) i);
                    }
                }
                case "find" -> {
                    if (holds) {
                        return new InterpreterValues.Opt(list.get(i));
                    }
                }
                case "any" -> {
                    if (holds) {
                        return true;
                    }
                }
                case "all" -> {
                    if (!holds) {
                        return false;
                    }
                }
                case "take_while" -> {
                    if (!holds) {
                        return Collections.unmodifiableList(new ArrayList<>(list.subList(0, i)));
                    }
                }
                case "skip_while" -> {
                    if (!holds) {
                        return Collections.unmodifiableList(new ArrayList<>(list.subList(i, list.size())));
                    }
                }
                default -> throw new IllegalArgumentException(c.name());
            }
        }
        return switch (c.name()) {
            case "any" -> false;
            case "all" -> true;
            case "take_while" -> list;
            case "skip_while" -> List.of();
            default -> InterpreterValues.NONE;
        };
    }

    /** {@code .fold(init, f)}: {@code f(…f(f(init, item 0), item 1)…, last item)}. */
    static Object fold(Ast.MethodCall c, List<?> list, List<Object> args, Logic.Apply apply) {
        if (args.size() != 2 || !(args.get(1) instanceof InterpreterValues.Closure f)) {
            throw new KernelError(c.at(), ".fold takes a first value and a closure of two arguments");
        }
        Object acc = args.get(0);
        for (Object item : list) {
            acc = apply.apply(f, List.of(acc, item), c.at());
        }
        return acc;
    }

    /** {@code .partition(f)}: the tuple of the items {@code f} holds for and of the rest, each in order. */
    static Object partition(Ast.MethodCall c, List<?> list, List<Object> args, Logic.Apply apply) {
        if (args.size() != 1 || !(args.get(0) instanceof InterpreterValues.Closure f)) {
            throw new KernelError(c.at(), ".partition takes a closure");
        }
        List<Object> in = new ArrayList<>();
        List<Object> out = new ArrayList<>();
        for (Object item : list) {
            (test(c, apply.apply(f, List.of(item), c.at())) ? in : out).add(item);
        }
        return new InterpreterValues.Tuple(List.of(Collections.unmodifiableList(in),
                Collections.unmodifiableList(out)));
    }

    private static boolean test(Ast.MethodCall c, Object v) {
        if (!(v instanceof Boolean b)) {
            throw new KernelError(c.at(), "." + c.name() + "'s closure gives a boolean, got " + InterpreterValues.describe(v));
        }
        return b;
    }
}
