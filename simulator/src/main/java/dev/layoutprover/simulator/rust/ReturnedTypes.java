package dev.layoutprover.simulator.rust;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Printer;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The types helpers' results have in Rust, kept with the values: a tensor a non-generic helper returns has
 * exactly its written result type, mappings compared as the types {@code m!} expands to
 * ({@link MappingTypes}), so a let annotation naming another type is rustc's mismatched types though the
 * layouts agree. Aliases are expanded on both sides first, as rustc does.
 *
 * <p>Example: {@code fn stage(…) -> DmTensor<i8, Chip, Cluster, m![S], m![R, C / 8, C % 8]>} and
 * {@code type Rows = DmTensor<i8, Chip, Cluster, m![S], m![R, C]>;}: {@code let y: Rows = stage(ctx, &x);}
 * is a {@code Type::ANNOTATION} (Element {@code m![R, C]} against {@code m![R, C / 8, C % 8]}), and
 * {@code let y: DmTensor<i8, Chip, Cluster, m![S], m![R, (C / 8, C % 8)]> = stage(ctx, &x);} is not
 * (parentheses only group).
 */
final class ReturnedTypes {

    /** A result's written type: its name, the function that returns it and its mappings by position. */
    private record Declared(String type, String function, Map<Integer, Mapping> mappings) {}

    private final Map<Object, Declared> declared = new IdentityHashMap<>();

    /**
     * Records that {@code result} is what {@code f} returns, typed as its written result type: read in
     * {@code f}'s scope (the caller is there), and only for a function with no generic parameters, whose
     * written type is the whole type, nothing inferred at the call.
     */
    void returned(Program program, Ast.Function f, Object result) {
        if (!f.generics().isEmpty() || f.returns().isEmpty() || result == InterpreterValues.POISON
                || result instanceof ChainTypes) {
            return;
        }
        try {
            Ast.Type t = program.whole(f.returns().get());
            List<String> params = TypeCheck.PARAMETERS.get(t.name());
            if (params == null || t.args().size() != params.size()) {
                return;
            }
            Map<Integer, Mapping> mappings = new TreeMap<>();
            for (int i = 1; i < params.size(); i++) {
                if (t.args().get(i) instanceof Ast.Inferred) {
                    return;
                }
                mappings.put(i, program.mapping(t.args().get(i)));
            }
            declared.put(result, new Declared(t.name(), f.name(), Map.copyOf(mappings)));
        } catch (KernelError | Program.IllFormed | Program.UnmodelledElementType | IllegalArgumentException e) {
            declared.remove(result); // a written type not read here: not compared
        }
    }

    /**
     * How annotation {@code annotated} (aliases expanded) contradicts the written type {@code value} has as a
     * helper's result; empty where it agrees, is not such a result or cannot be compared.
     */
    Optional<String> mismatch(Program program, Object value, Ast.Type annotated, String what) {
        Declared d = value == null ? null : declared.get(value);
        if (d == null || annotated == null || !annotated.name().equals(d.type())
                || annotated.args().size() != TypeCheck.PARAMETERS.get(d.type()).size()) {
            return Optional.empty();
        }
        List<String> params = TypeCheck.PARAMETERS.get(d.type());
        try {
            for (Map.Entry<Integer, Mapping> e : d.mappings().entrySet()) {
                Ast.GenericArg w = annotated.args().get(e.getKey());
                if (w instanceof Ast.Inferred) {
                    continue;
                }
                Mapping wm = program.mapping(w);
                if (!MappingTypes.identical(wm, e.getValue())) {
                    return Optional.of(what + " is written with " + params.get(e.getKey()) + " = " + Printer.written(wm)
                            + " but " + d.function() + " returns " + d.type() + " with " + params.get(e.getKey())
                            + " = " + Printer.written(e.getValue()) + " (rustc compares the types m! expands to, "
                            + "not their layouts)");
                }
            }
        } catch (KernelError | Program.IllFormed | Program.UnmodelledElementType | IllegalArgumentException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }
}
