package dev.layoutprover.simulator.rust;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Printer;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.HbmTensor;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.memory.TrfTensor;
import dev.layoutprover.simulator.memory.VrfTensor;
import dev.layoutprover.simulator.tensor.Context;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Whether a value has the type written for it (a let annotation, a parameter or return type). The
 * kind of value must match (a {@link KernelError} otherwise, as a compiler would refuse it); the
 * element type must be the same and every mapping equivalent to the written one, which the layout
 * oracle decides (a {@code Type::ANNOTATION} finding otherwise).
 *
 * <p>Example: {@code let dm: DmTensor<i32, Chip, Cluster, Slice, m![A % 8]> = …to_dm::<Cluster,
 * Slice, m![A % 4 # 8]>(…)} is a mismatch: {@code Element} is written {@code m![A % 8]} but the
 * value has {@code A % 4 # 8}.
 */
final class TypeCheck {

    /** Parameter names of each tensor type, in order. */
    static final Map<String, List<String>> PARAMETERS = Map.of(
            "HbmTensor", List.of("D", "Chip", "Element"),
            "DmTensor", List.of("D", "Chip", "Cluster", "Slice", "Element"),
            "TrfTensor", List.of("D", "Chip", "Cluster", "Slice", "Row", "Element"),
            "VrfTensor", List.of("D", "Chip", "Cluster", "Slice", "Element"),
            "HostTensor", List.of("D", "Element"),
            "HbmTensorView", List.of("D", "Chip", "Element"),
            "HbmTensorViewMut", List.of("D", "Chip", "Element"),
            "DmTensorView", List.of("D", "Chip", "Cluster", "Slice", "Element"),
            "DmTensorViewMut", List.of("D", "Chip", "Cluster", "Slice", "Element"));

    private TypeCheck() {}

    /**
     * The type of a tensor value as Rust knows it, its mappings {@link Ast.Known}, for what an
     * assignment to its variable infers ({@code acc = ….commit(0x3000);} takes {@code acc}'s
     * {@code Element}); null for a value that is no memory tensor.
     */
    static Ast.Type typeOf(Object value, dev.layoutprover.kernel.syntax.Location at) {
        List<dev.layoutprover.algebra.Mapping> m;
        String name;
        dev.layoutprover.simulator.ElementType d;
        switch (value) {
            case dev.layoutprover.simulator.memory.HbmTensor h -> {
                name = "HbmTensor";
                d = h.type();
                m = List.of(h.chip(), h.element());
            }
            case dev.layoutprover.simulator.memory.TrfTensor t -> {
                name = "TrfTensor";
                d = t.type();
                m = List.of(t.chip(), t.cluster(), t.slice(), t.row(), t.element());
            }
            case dev.layoutprover.simulator.memory.SpatialTensor t -> {
                name = t instanceof dev.layoutprover.simulator.memory.DmTensor ? "DmTensor" : "VrfTensor";
                d = t.type();
                m = List.of(t.chip(), t.cluster(), t.slice(), t.element());
            }
            case null, default -> {
                return null;
            }
        }
        List<Ast.GenericArg> args = new java.util.ArrayList<>();
        args.add(new Ast.Named(new Ast.Type(d.toString(), List.of(), false, at)));
        m.forEach(x -> args.add(new Ast.Known(x, at)));
        return new Ast.Type(name, List.copyOf(args), false, at, false, name + "<…>");
    }

    static Optional<String> mismatch(Interpreter in, Object value, Ast.Type type, String what) {
        String name = type.name();
        if (name.equals("Context")) {
            requireKind(value instanceof Context, value, type, what);
            return Optional.empty();
        }
        List<String> params = PARAMETERS.get(name);
        if (params == null && Unmodelled.isApi(name)) {
            throw new Unmodelled(type.at(), name, "the simulator does not model the type " + name + " yet");
        }
        if (params == null) {
            throw new KernelError(type.at(), "the type " + name + " is outside the kernel subset here (types of "
                    + "values: Context, HostTensor, HbmTensor, DmTensor, TrfTensor, VrfTensor and the views of HBM "
                    + "and DM tensors)");
        }
        if (type.args().size() != params.size()) {
            throw new KernelError(type.at(), name + " takes " + params.size() + " generic arguments <"
                    + String.join(", ", params) + ">, got " + type.args().size());
        }
        List<Object> actual = components(value, name);
        requireKind(actual != null, value, type, what);
        for (int i = 0; i < params.size(); i++) {
            Ast.GenericArg written = type.args().get(i);
            if (written instanceof Ast.Inferred) {
                continue;
            }
            Object has = actual.get(i);
            if (has instanceof ElementType t) {
                ElementType w = in.program.elementType(written);
                if (w != t) {
                    return Optional.of(what + " is written " + name + "<" + w + ", …> but the value holds " + t);
                }
            } else {
                Mapping w = in.program.mapping(written);
                Mapping m = (Mapping) has;
                if (!same(in, w, m)) {
                    return Optional.of(what + " is written with " + params.get(i) + " = " + Printer.written(w)
                            + " but the value has " + Printer.written(m));
                }
            }
        }
        return Optional.empty();
    }

    private static void requireKind(boolean holds, Object value, Ast.Type type, String what) {
        if (!holds) {
            throw new KernelError(type.at(), what + " is written " + type.name() + " but the value is "
                    + InterpreterValues.describe(value));
        }
    }

    private static boolean same(Interpreter in, Mapping written, Mapping actual) {
        return written.equals(actual) || in.oracle.equivalent(written, actual) instanceof Verdict.Proved;
    }

    /** The element type and mappings of a tensor value, in the order of its type's parameters. */
    static List<Object> components(Object value, String type) {
        return switch (type) {
            case "HbmTensor", "HbmTensorView", "HbmTensorViewMut" -> value instanceof HbmTensor t
                    ? List.of(t.type(), t.chip(), t.element()) : null;
            case "DmTensor", "DmTensorView", "DmTensorViewMut" -> value instanceof DmTensor t
                    ? List.of(t.type(), t.chip(), t.cluster(), t.slice(), t.element()) : null;
            case "TrfTensor" -> value instanceof TrfTensor t
                    ? List.of(t.type(), t.chip(), t.cluster(), t.slice(), t.row(), t.element()) : null;
            case "VrfTensor" -> value instanceof VrfTensor t
                    ? List.of(t.type(), t.chip(), t.cluster(), t.slice(), t.element()) : null;
            case "HostTensor" -> value instanceof HostTensor t ? List.of(t.type(), t.mapping()) : null;
            default -> null;
        };
    }
}
