package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

/**
 * A {@code Vec} of host code, read as the list of values it holds (as an array is): built by
 * {@code Vec::new()} or {@code Vec::with_capacity(n)} (empty, the capacity only checked to be an
 * integer), grown and shrunk by {@code push}, {@code pop}, {@code insert}, {@code extend},
 * {@code extend_from_slice}, {@code truncate} and {@code clear}, and reordered in place by
 * {@code sort}, {@code sort_unstable} (integers) and {@code reverse} (a {@code let mut} array too); reading ({@code len},
 * indexing, {@code iter}) is the list's. The list is immutable: a change binds the variable to a
 * new one.
 *
 * <p>Example: {@code let mut v = Vec::new(); v.push(0x1000); v.push(0x2000);} leaves
 * {@code v = [0x1000, 0x2000]}; {@code v.pop()} is {@code Some(0x2000)} and leaves
 * {@code [0x1000]}; {@code Vec::<u64>::new().pop()} is {@code None}.
 */
final class HostVecs {

    private HostVecs() {}

    /** Whether the call of {@code segments} is {@code Vec::new} or {@code Vec::with_capacity}. */
    static boolean constructs(List<Ast.Segment> segments) {
        int n = segments.size();
        return n >= 2 && segments.get(n - 2).name().equals("Vec")
                && (segments.get(n - 1).name().equals("new") || segments.get(n - 1).name().equals("with_capacity"));
    }

    /** The empty list {@code Vec::new()} or {@code Vec::with_capacity(n)} is. */
    static Object construct(Ast.Call c, List<Object> args) {
        boolean capacity = c.callee().segments().get(c.callee().segments().size() - 1).name().equals("with_capacity");
        if (args.size() != (capacity ? 1 : 0) || capacity && !(args.get(0) instanceof Long)) {
            throw new KernelError(c.at(), c.callee().text() + (capacity ? " takes a capacity" : " takes no argument"));
        }
        return List.of();
    }

    /** Whether {@code method} changes a Vec. */
    static boolean handles(String method) {
        return switch (method) {
            case "push", "pop", "insert", "extend", "extend_from_slice", "truncate", "clear", "sort", "sort_unstable",
                    "reverse" -> true;
            default -> false;
        };
    }

    /** Calls {@code list.name(args)}: the new list goes to {@code rebind}, the call's value is returned. */
    static Object invoke(Ast.MethodCall c, List<?> list, List<Object> args, Consumer<List<Object>> rebind) {
        List<Object> out = new ArrayList<>(list);
        Object value = InterpreterValues.UNIT;
        switch (c.name()) {
            case "push" -> out.add(one(c, args));
            case "pop" -> {
                none(c, args);
                value = out.isEmpty() ? InterpreterValues.NONE : new InterpreterValues.Opt(out.remove(out.size() - 1));
            }
            case "insert" -> {
                if (args.size() != 2 || !(args.get(0) instanceof Long i) || i < 0 || i > out.size()) {
                    throw new KernelError(c.at(), ".insert takes an index of 0 to the length " + out.size()
                            + " and a value: the host code panics past it");
                }
                out.add((int) (long) i, args.get(1));
            }
            case "extend", "extend_from_slice" -> {
                if (!(one(c, args) instanceof List<?> items)) {
                    throw new KernelError(c.at(), "." + c.name() + " takes the items to add: a slice or an iterator");
                }
                out.addAll(items);
            }
            case "truncate" -> {
                if (!(one(c, args) instanceof Long k) || k < 0) {
                    throw new KernelError(c.at(), ".truncate takes a length of 0 or more");
                }
                out = new ArrayList<>(out.subList(0, (int) Math.min(k, out.size())));
            }
            case "sort", "sort_unstable" -> {
                none(c, args);
                for (Object o : out) {
                    if (UnsignedMax.exact(o) == null) {
                        throw new KernelError(c.at(), "." + c.name() + "() sorts integers here, got "
                                + InterpreterValues.describe(o));
                    }
                }
                out.sort((a, b) -> UnsignedMax.exact(a).compareTo(UnsignedMax.exact(b))); // usize::MAX last
            }
            case "reverse" -> {
                none(c, args);
                Collections.reverse(out);
            }
            case "clear" -> {
                none(c, args);
                out.clear();
            }
            default -> throw new IllegalArgumentException(c.name());
        }
        rebind.accept(Collections.unmodifiableList(out));
        return value;
    }

    private static Object one(Ast.MethodCall c, List<Object> args) {
        if (args.size() != 1) {
            throw new KernelError(c.at(), "." + c.name() + " takes one argument, got " + args.size());
        }
        return args.get(0);
    }

    private static void none(Ast.MethodCall c, List<Object> args) {
        if (!args.isEmpty()) {
            throw new KernelError(c.at(), "." + c.name() + " takes no argument, got " + args.size());
        }
    }
}
