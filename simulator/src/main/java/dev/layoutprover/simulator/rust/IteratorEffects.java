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
}
