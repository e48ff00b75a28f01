package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.simulator.rust.InterpreterValues.Tuple;
import java.util.List;

/**
 * A slice taken apart: {@code .split_at(k)} (the items before {@code k} and those from it, a
 * panic past the length, as Rust's), {@code .split_first()} and {@code .split_last()} (an
 * {@code Option} of the end item and the rest, {@code None} when empty).
 *
 * <p>Example: {@code [0, 1, 2, 3].split_at(1)} is {@code ([0], [1, 2, 3])};
 * {@code [0, 1, 2].split_last()} is {@code Some((2, [0, 1]))}.
 */
final class SliceSplits {

    private SliceSplits() {}

    static Object split(Ast.MethodCall c, List<?> list, List<Object> args) {
        if (c.name().equals("split_at")) {
            if (args.size() != 1 || !(args.get(0) instanceof Long k)) {
                throw new KernelError(c.at(), ".split_at takes an index");
            }
            if (k < 0 || k > list.size()) {
                throw new KernelError(c.at(), ".split_at(" + k + ") of " + list.size() + " items: the host code panics "
                        + "here (the index is past the length)");
            }
            int at = (int) (long) k;
            return new Tuple(List.of(List.copyOf(list.subList(0, at)), List.copyOf(list.subList(at, list.size()))));
        }
        if (!args.isEmpty()) {
            throw new KernelError(c.at(), "." + c.name() + " takes no argument");
        }
        if (list.isEmpty()) {
            return InterpreterValues.NONE;
        }
        boolean first = c.name().equals("split_first");
        Object end = list.get(first ? 0 : list.size() - 1);
        List<?> rest = first ? list.subList(1, list.size()) : list.subList(0, list.size() - 1);
        return new InterpreterValues.Opt(new Tuple(List.of(end, List.copyOf(rest))));
    }
}
