package dev.layoutprover.simulator.rust;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Printer;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.simulator.ElementType;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The result type a method call's turbofish writes, known to rustc before anything runs: the type's
 * name and the generic arguments written at their positions in it. A call that fails at run time
 * still has this type, so a let annotation that contradicts it is rustc's mismatched types, reported
 * before any of the reference's assertions could run.
 *
 * <p>Example: {@code let d: DmTensor<i8, Chip, Cluster, m![S # 256], m![A]> = x.to_dm::<Cluster,
 * m![S % 2 # 256], m![A]>(&mut ctx.tdma, 0);} writes {@code Slice = m![S % 2 # 256]} at position 3
 * of {@code DmTensor}: against the annotation's {@code m![S # 256]} it is a {@code Type::ANNOTATION},
 * whatever the copy's own {@code DMA::COVERAGE}.
 *
 * @param type the result's type name ({@code DmTensor})
 * @param args the written generic arguments by their position in {@code type}'s parameters
 */
record WrittenResult(String type, Map<Integer, Ast.GenericArg> args) {

    /**
     * The result type the turbofish of a stream's call into memory writes, as the reference declares it:
     * {@code commit::<Element>} ({@code DmTensor}'s Element), {@code to_vrf::<Element>} ({@code VrfTensor}'s),
     * {@code to_trf::<Row, Element>} ({@code TrfTensor}'s); empty for another call or one with no turbofish.
     */
    static Optional<WrittenResult> ofStream(Ast.MethodCall c) {
        Map<String, Map.Entry<String, List<Integer>>> declared = Map.of(
                "commit", Map.entry("DmTensor", List.of(4)),
                "to_vrf", Map.entry("VrfTensor", List.of(4)),
                "to_trf", Map.entry("TrfTensor", List.of(4, 5)));
        Map.Entry<String, List<Integer>> d = declared.get(c.name());
        if (d == null || c.generics().size() != d.getValue().size()) {
            return Optional.empty();
        }
        Map<Integer, Ast.GenericArg> at = new java.util.HashMap<>();
        for (int i = 0; i < c.generics().size(); i++) {
            if (!(c.generics().get(i) instanceof Ast.Inferred)) {
                at.put(d.getValue().get(i), c.generics().get(i));
            }
        }
        return Optional.of(new WrittenResult(d.getKey(), Map.copyOf(at)));
    }

    /**
     * How {@code annotated} contradicts this result, whose element type is {@code element} where the
     * call keeps its receiver's: empty where it agrees or cannot be compared (another type name, a
     * generic argument the reader cannot resolve here).
     */
    Optional<String> mismatch(Interpreter in, Ast.Type annotated, Optional<ElementType> element, String what) {
        List<String> params = TypeCheck.PARAMETERS.get(type);
        if (annotated == null || !annotated.name().equals(type) || params == null
                || annotated.args().size() != params.size()) {
            return Optional.empty();
        }
        try {
            Ast.GenericArg d = annotated.args().get(0);
            if (element.isPresent() && !(d instanceof Ast.Inferred)) {
                ElementType w = in.program.elementType(d);
                if (w != element.get()) {
                    return Optional.of(what + " is written " + type + "<" + w + ", …> but the call gives "
                            + type + "<" + element.get() + ", …>");
                }
            }
            for (Map.Entry<Integer, Ast.GenericArg> e : new java.util.TreeMap<>(args).entrySet()) {
                Ast.GenericArg w = annotated.args().get(e.getKey());
                if (w instanceof Ast.Inferred) {
                    continue;
                }
                Mapping wm = in.program.mapping(w);
                Mapping gm = in.program.mapping(e.getValue());
                if (!MappingTypes.identical(wm, gm)) {
                    boolean sameLayout = wm.equals(gm) || in.oracle.equivalent(wm, gm) instanceof Verdict.Proved;
                    return Optional.of(what + " is written with " + params.get(e.getKey()) + " = " + Printer.written(wm)
                            + " but the call's turbofish gives " + Printer.written(gm) + (sameLayout ? " (the same "
                            + "layout, a different type: rustc compares the types m! expands to, not their layouts)"
                            : ""));
                }
            }
        } catch (KernelError | Program.IllFormed | Program.UnmodelledElementType | IllegalArgumentException e) {
            return Optional.empty(); // a written type the reader cannot resolve here (an unknown generic, an unmodelled type)
        }
        return Optional.empty();
    }
}
