package dev.layoutprover.simulator.rust;

import dev.layoutprover.simulator.ElementType;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The traits of the reference a generic helper's element parameter may be bounded by, and which scalar
 * types implement each: {@code Scalar} (every scalar type), {@code ScalarBytes} (i8, i16, i32, f32, u8,
 * bf16, f8e4m3; scalar.rs), {@code VeScalar} (i32, f32; vector_engine/scalar.rs), {@code ContractionCast}
 * (i8, bf16, f8e4m3, i4), {@code FetchCast<X>} and {@code Cast<X>} (the identity and the pairs of
 * cast.rs), and the standard traits every scalar type derives.
 *
 * <p>Example: {@code D: Scalar + FetchCast<i32>} allows i4, i8 and i32; {@code D: MyTrait} is unknown
 * (empty): a trait of the kernel's own crate, whose implementations are not read.
 */
final class TraitBounds {

    private static final Set<String> EVERY = Set.of("Scalar", "Copy", "Clone", "Debug", "PartialEq", "Send", "Sync",
            "Sized", "'static", "Default");

    private static final Map<String, Set<ElementType>> NAMED = Map.of(
            "ScalarBytes", Set.of(ElementType.I8, ElementType.I16, ElementType.I32, ElementType.F32, ElementType.U8,
                    ElementType.BF16, ElementType.F8E4M3),
            "VeScalar", Set.of(ElementType.I32, ElementType.F32),
            "ContractionCast", Set.of(ElementType.I8, ElementType.BF16, ElementType.F8E4M3, ElementType.I4));

    /** FetchCast's pairs besides the identity, source to target (cast.rs). */
    private static final Map<ElementType, ElementType> FETCH_CAST = Map.of(ElementType.I8, ElementType.I32,
            ElementType.BF16, ElementType.F32, ElementType.F8E4M3, ElementType.F32, ElementType.I4, ElementType.I32);

    /** Cast's pairs besides the identity, each source with its targets (cast.rs). */
    private static final Map<ElementType, Set<ElementType>> CAST = Map.of(
            ElementType.I8, Set.of(ElementType.I32), ElementType.I32, Set.of(ElementType.I8, ElementType.I4),
            ElementType.BF16, Set.of(ElementType.F32), ElementType.F32, Set.of(ElementType.BF16, ElementType.F8E4M3),
            ElementType.F8E4M3, Set.of(ElementType.F32), ElementType.I4, Set.of(ElementType.I32));

    private TraitBounds() {}

    /**
     * The scalar types among {@code of} that satisfy every bound of {@code bounds}; empty when a bound
     * is not one of the reference's traits known here.
     */
    static Optional<List<ElementType>> allowed(List<String> bounds, List<ElementType> of) {
        List<ElementType> out = of;
        for (String b : bounds) {
            Optional<Set<ElementType>> holds = implementors(b.strip(), of);
            if (holds.isEmpty()) {
                return Optional.empty();
            }
            out = out.stream().filter(holds.get()::contains).toList();
        }
        return Optional.of(out);
    }

    /** The reference's traits each implies by its supertraits (scalar.rs:10, 40; vector_engine/scalar.rs:18; cast.rs:96). */
    private static final Map<String, Set<String>> SUPERTRAITS = Map.of(
            "ScalarBytes", Set.of("Scalar"), "VeScalar", Set.of("Scalar"), "ContractionCast", Set.of("Scalar"),
            "Scalar", Set.of("Copy", "Clone", "Debug", "PartialEq", "Sized"), "Copy", Set.of("Clone"));

    /**
     * Every trait {@code bounds} imply, each bound with its supertraits ({@code FetchCast<X>: Into<X> + Cast<X>},
     * cast.rs:8): what rustc may prove of a type parameter so bounded. Empty where a bound is not a trait of the
     * reference or the standard library known here, whose supertraits are not read.
     *
     * <p>Example: {@code [ContractionCast, FetchCast<i32>]} implies {@code ContractionCast}, {@code Scalar},
     * {@code Copy}, …, {@code FetchCast<i32>}, {@code Into<i32>} and {@code Cast<i32>}; {@code [Cast<i32>]} implies
     * {@code Cast<i32>} alone, neither {@code FetchCast<i32>} nor {@code Scalar}.
     */
    static Optional<Set<String>> implied(List<String> bounds) {
        Set<String> out = new java.util.HashSet<>();
        java.util.Deque<String> todo = new java.util.ArrayDeque<>();
        for (String b : bounds) {
            todo.add(b.strip().replaceFirst("^(furiosa_visa_std::)?(prelude::)?", "").replaceFirst("^(std|core)::\\w+::", ""));
        }
        while (!todo.isEmpty()) {
            String b = todo.pop();
            if (!out.add(b)) {
                continue;
            }
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("FetchCast<(\\w+)>").matcher(b);
            if (m.matches()) {
                todo.add("Into<" + m.group(1) + ">");
                todo.add("Cast<" + m.group(1) + ">");
            } else if (SUPERTRAITS.containsKey(b)) {
                todo.addAll(SUPERTRAITS.get(b));
            } else if (!EVERY.contains(b) && !NAMED.containsKey(b) && !b.matches("(Cast|Into)<\\w+>")) {
                return Optional.empty();
            }
        }
        return Optional.of(Set.copyOf(out));
    }

    private static Optional<Set<ElementType>> implementors(String bound, List<ElementType> of) {
        String b = bound.replaceFirst("^(furiosa_visa_std::)?(prelude::)?", "");
        if (EVERY.contains(b)) {
            return Optional.of(Set.copyOf(of));
        }
        if (NAMED.containsKey(b)) {
            return Optional.of(NAMED.get(b));
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(FetchCast|Cast)<(\\w+)>").matcher(b);
        if (!m.matches()) {
            return Optional.empty();
        }
        Optional<ElementType> target = of.stream().filter(t -> t.toString().equals(m.group(2))).findFirst();
        if (target.isEmpty()) {
            return Optional.empty(); // a generic target (FetchCast<D2>) or a type not modelled
        }
        ElementType to = target.get();
        return Optional.of(Set.copyOf(of.stream().filter(t -> t == to || (m.group(1).equals("FetchCast")
                ? FETCH_CAST.get(t) == to : CAST.getOrDefault(t, Set.of()).contains(to))).toList()));
    }
}
