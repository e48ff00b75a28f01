package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.simulator.ElementType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The type parameters of a helper that stand for element types, and the instantiations a helper run on
 * its own is typed for. rustc types a generic body once, against its bounds; a type error it reports
 * there holds for every type the bounds allow. Run once for each scalar type of the reference (a
 * superset of what any bound allows), the error found in every run, at the same place, is one rustc
 * reports; an error of some types only is not (the bound may rule those out).
 *
 * <p>Example: {@code fn stage<D: Scalar>(ctx: &mut Context, t: &DmTensor<D, Chip, Cluster, Slice, m![A]>)}
 * has the element parameter {@code D}, run for {@code D} = i4, i8, u8, i16, i32, bf16, f32 and f8e4m3: a
 * {@code t.to_hbm(&mut ctx.pdma, 0)} in its body is a {@code DMA::ENGINE} in all eight runs, reported; a
 * {@code .fetch::<i32, …>()} is a {@code Fetch::CAST} in six, not for i8 or i32, and not reported.
 */
final class ElementGenerics {

    /** The scalar types of the reference the simulator models (scalar.rs; f8 is not modelled). */
    static final List<ElementType> SCALARS = List.of(ElementType.I4, ElementType.I8, ElementType.U8,
            ElementType.I16, ElementType.I32, ElementType.BF16, ElementType.F32, ElementType.F8E4M3);

    /** The most type parameters a helper is instantiated for: 8 · 8 runs. */
    static final int MOST = 2;

    private static final List<String> TENSORS = List.of("HbmTensor", "DmTensor", "TrfTensor", "VrfTensor",
            "HbmTensorView", "HbmTensorViewMut", "DmTensorView", "DmTensorViewMut");

    private ElementGenerics() {}

    /**
     * The function's own type parameters, when each is written in its signature only as the element type
     * of a tensor ({@code DmTensor<D, …>}) and there are at most {@link #MOST}; empty otherwise (a
     * parameter standing for a mapping or a struct, one only the body names).
     */
    static Optional<List<String>> of(Ast.Function f) {
        List<String> names = f.generics().stream().filter(g -> !g.constant() && g.own()).map(Ast.GenericParam::name)
                .toList();
        if (names.size() > MOST || f.generics().stream().anyMatch(g -> !g.constant() && !g.own())) {
            return Optional.empty();
        }
        List<Ast.Type> signature = new ArrayList<>();
        f.params().forEach(p -> signature.add(p.type()));
        f.returns().ifPresent(signature::add);
        for (String name : names) {
            int asElement = 0;
            for (Ast.Type t : signature) {
                int[] uses = uses(t, name);
                if (uses[1] > 0) {
                    return Optional.empty();
                }
                asElement += uses[0];
            }
            if (asElement == 0) {
                return Optional.empty();
            }
        }
        return Optional.of(names);
    }

    /** Every binding of {@code names} to {@link #SCALARS}: 8 for one name, 64 for two, one empty binding for none. */
    static List<Map<String, ElementType>> instances(List<String> names) {
        List<Map<String, ElementType>> out = new ArrayList<>();
        out.add(Map.of());
        for (String name : names) {
            List<Map<String, ElementType>> next = new ArrayList<>();
            for (Map<String, ElementType> partial : out) {
                for (ElementType t : SCALARS) {
                    Map<String, ElementType> m = new LinkedHashMap<>(partial);
                    m.put(name, t);
                    next.add(Map.copyOf(m));
                }
            }
            out = next;
        }
        return out;
    }

    /**
     * The instantiations of {@code f}'s element parameters {@code names} its trait bounds allow
     * ({@link TraitBounds}), when each parameter is bounded by traits of the reference alone: then rustc
     * types the body against those bounds, and a type error of any one allowed instantiation is one the
     * bounds do not rule out, which rustc reports. Empty where a parameter has no bound or one not known.
     *
     * <p>Example: {@code fn stage<D: Scalar>(…)} allows all eight scalar types, and its
     * {@code .fetch::<i32, …>()} breaks {@code Fetch::CAST} for six of them: {@code Scalar} does not give
     * {@code D: FetchCast<i32>}, and rustc rejects the body; under {@code D: FetchCast<i32>} (i4, i8, i32) it is clean.
     */
    static Optional<List<Map<String, ElementType>>> bounded(Ast.Function f, List<String> names) {
        Map<String, List<ElementType>> allowed = new LinkedHashMap<>();
        for (String name : names) {
            List<String> bounds = f.generics().stream().filter(g -> g.name().equals(name))
                    .flatMap(g -> g.bounds().stream()).toList();
            Optional<List<ElementType>> types = bounds.isEmpty() ? Optional.empty() : TraitBounds.allowed(bounds, SCALARS);
            if (types.isEmpty()) {
                return Optional.empty();
            }
            allowed.put(name, types.get());
        }
        List<Map<String, ElementType>> out = new ArrayList<>();
        for (Map<String, ElementType> m : instances(names)) {
            if (m.entrySet().stream().allMatch(e -> allowed.get(e.getKey()).contains(e.getValue()))) {
                out.add(m);
            }
        }
        return Optional.of(out);
    }

    /** How often {@code name} is written in {@code t}: {[as a tensor's element type, anywhere else]}. */
    private static int[] uses(Ast.Type t, String name) {
        int[] count = {0, 0};
        if (t.name().equals(name)) {
            count[1]++;
        }
        for (int i = 0; i < t.args().size(); i++) {
            if (t.args().get(i) instanceof Ast.Named n) {
                if (n.type().name().equals(name) && n.type().args().isEmpty() && i == 0 && TENSORS.contains(t.name())) {
                    count[0]++;
                } else {
                    int[] inner = uses(n.type(), name);
                    count[0] += inner[0];
                    count[1] += inner[1];
                }
            }
        }
        return count;
    }
}
