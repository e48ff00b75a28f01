package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The iterator methods that run a closure on every item, in order, for what it does or for a
 * number of items of its own (iterators are the lists they yield): {@code .for_each(f)} (unit),
 * {@code .inspect(f)} (the items, unchanged), {@code .filter_map(f)} (the values of the
 * {@code Some}s {@code f} gives) and {@code .flat_map(f)} (the items of the lists {@code f} gives,
 * one after the other). A closure that moves data (a DMA, an engine pass) runs once per item,
 * as a {@code for} loop's body does.
 *
 * <p>Example: {@code (0..4).filter_map(|i| if i % 2 == 0 { Some(i * 0x1000) } else { None })}
 * is {@code [0, 0x2000]}; {@code (0..2).flat_map(|i| [i, i + 8])} is {@code [0, 8, 1, 9]}.
 */
final class IteratorEffects {

    private IteratorEffects() {}

    /** Whether {@code method} is one of these methods. */
    static boolean handles(String method) {
        return switch (method) {
            case "for_each", "inspect", "filter_map", "flat_map" -> true;
            default -> false;
        };
    }

    /** {@code list.name(f)}, {@code apply} running the closure. */
    static Object invoke(Ast.MethodCall c, List<?> list, List<Object> args, Logic.Apply apply) {
        if (args.size() != 1 || !(args.get(0) instanceof InterpreterValues.Closure f)) {
            throw new KernelError(c.at(), "." + c.name() + " takes a closure");
        }
        List<Object> out = new ArrayList<>();
        for (Object item : list) {
            Object v = apply.apply(f, List.of(item), c.at());
            switch (c.name()) {
                case "inspect" -> out.add(item);
                case "filter_map" -> {
                    if (!(v instanceof InterpreterValues.Opt o)) {
                        throw new KernelError(c.at(), ".filter_map's closure gives an Option, got "
                                + InterpreterValues.describe(v));
                    }
                    if (o != InterpreterValues.NONE) {
                        out.add(o.value());
                    }
                }
                case "flat_map" -> {
                    if (!(v instanceof List<?> items)) {
                        throw new KernelError(c.at(), ".flat_map's closure gives an array or a range, got "
                                + InterpreterValues.describe(v));
                    }
                    out.addAll(items);
                }
                default -> { } // for_each: what the closure does is its effect
            }
        }
        return c.name().equals("for_each") ? InterpreterValues.UNIT : Collections.unmodifiableList(out);
    }

    /** The name the state of a {@code scan} is held under; no Rust name is spelt so. */
    private static final String STATE = "<scan state>";

    /**
     * {@code list.scan(init, f)}: {@code f} gets a {@code &mut} reference to a state starting at
     * {@code init} and each item in turn; the values of the {@code Some}s it gives, up to the first
     * {@code None}. Example: {@code [1, 2, 3].iter().scan(0, |s, &x| { *s += x; Some(*s) })} is
     * {@code [1, 3, 6]}.
     */
    static Object scan(Ast.MethodCall c, List<?> list, List<Object> args, Logic.Apply apply) {
        if (args.size() != 2 || !(args.get(1) instanceof InterpreterValues.Closure f)) {
            throw new KernelError(c.at(), ".scan takes a starting state and a closure");
        }
        BlockScope held = new BlockScope();
        held.put(STATE, args.get(0));
        InterpreterValues.Place state = new InterpreterValues.Place(held, STATE);
        List<Object> out = new ArrayList<>();
        for (Object item : list) {
            Object v = apply.apply(f, List.of(state, item), c.at());
            if (!(v instanceof InterpreterValues.Opt o)) {
                throw new KernelError(c.at(), ".scan's closure gives an Option, got " + InterpreterValues.describe(v));
            }
            if (o.value() == null) {
                break;
            }
            out.add(o.value());
        }
        return Collections.unmodifiableList(out);
    }
}
