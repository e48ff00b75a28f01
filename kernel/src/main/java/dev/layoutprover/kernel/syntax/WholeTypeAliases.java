package dev.layoutprover.kernel.syntax;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.treesitter.TSNode;

/**
 * The aliases of whole types a source file declares, so that a type naming one is read as the type
 * it stands for: {@code type Input = HbmTensor<i8, Chip, m![A]>;} makes {@code x: &Input} the
 * tensor type {@code &HbmTensor<i8, Chip, m![A]>}, and {@code type E = bf16;} makes
 * {@code HbmTensor<E, …>} hold bf16. An alias of a mapping ({@code type Chip = m![1];}, or of
 * an axis) is not one of them: mappings are read by name, in their module.
 *
 * <p>An alias is whole when its value is a generic type, a reference, a tuple or array type, a
 * primitive type, one of the reference's scalars ({@code bf16}, {@code f8}, {@code f8e4m3},
 * {@code i4}), or another whole alias. A name the file declares twice with different values (two
 * functions' local {@code type Out = …}) is left to the reader's scopes. A generic alias of a
 * generic type ({@code type Act<D> = DmTensor<D, Chip, Cluster, m![T], m![H]>;}) is whole too: where
 * {@code Act<f32>} is written, its parameters stand for the arguments given ({@link #parameters}).
 *
 * <p>Example: in a file holding {@code type Staged = DmTensor<i8, Chip, Cluster, m![A / 8], m![A % 8]>;},
 * {@code expansion("Staged")} is the parse node of {@code DmTensor<…>} and {@code expansion("Chip")}
 * is empty.
 */
final class WholeTypeAliases {

    private static final Set<String> WHOLE_NODES = Set.of("generic_type", "reference_type", "tuple_type",
            "array_type", "primitive_type");
    private static final Set<String> SCALARS = Set.of("bf16", "f8", "f8e4m3", "i4", "f16", "f8e5m2");

    private final RustSyntax.Parsed parsed;
    /** Each alias declared once (or always with the same text): its value. */
    private final Map<String, TSNode> values;
    /** The type parameters of each generic alias among {@link #values}, in order. */
    private final Map<String, List<String>> generics;
    /** The aliases being written out, so that one naming itself is not expanded forever. */
    private final Set<String> active = new HashSet<>();

    private WholeTypeAliases(RustSyntax.Parsed parsed, Map<String, TSNode> values, Map<String, List<String>> generics) {
        this.parsed = parsed;
        this.values = values;
        this.generics = generics;
    }

    static WholeTypeAliases of(RustSyntax.Parsed parsed) {
        Map<String, TSNode> values = new HashMap<>();
        Map<String, List<String>> generics = new HashMap<>();
        Set<String> ambiguous = new HashSet<>();
        collect(parsed, parsed.root(), values, generics, ambiguous);
        ambiguous.forEach(values::remove);
        ambiguous.forEach(generics::remove);
        return new WholeTypeAliases(parsed, values, generics);
    }

    private static void collect(RustSyntax.Parsed parsed, TSNode n, Map<String, TSNode> values,
            Map<String, List<String>> generics, Set<String> ambiguous) {
        int count = n.getNamedChildCount();
        for (int i = 0; i < count; i++) {
            TSNode c = n.getNamedChild(i);
            if (c.getType().equals("type_item")) {
                TSNode name = c.getChildByFieldName("name");
                TSNode value = c.getChildByFieldName("type");
                TSNode declared = c.getChildByFieldName("type_parameters");
                if (name == null || name.isNull() || value == null || value.isNull()) {
                    continue;
                }
                String key = parsed.text(name);
                TSNode before = values.putIfAbsent(key, value);
                if (before != null && !parsed.text(before).equals(parsed.text(value))) {
                    ambiguous.add(key);
                }
                if (declared != null && !declared.isNull()) {
                    Optional<List<String>> names = typeParameters(parsed, declared);
                    if (names.isEmpty() || !value.getType().equals("generic_type")) {
                        ambiguous.add(key); // a lifetime, a const parameter or a bound: left to the reader's scopes
                    } else {
                        generics.put(key, names.get());
                    }
                }
            } else if (!c.getType().equals("impl_item") && !c.getType().equals("trait_item")) {
                collect(parsed, c, values, generics, ambiguous); // an impl's associated types are not aliases of the file
            }
        }
    }

    /** The names of plain type parameters ({@code <D, S>}); empty when one is a lifetime, a const or bounded. */
    private static Optional<List<String>> typeParameters(RustSyntax.Parsed parsed, TSNode declared) {
        List<String> names = new java.util.ArrayList<>();
        int count = declared.getNamedChildCount();
        for (int i = 0; i < count; i++) {
            TSNode p = declared.getNamedChild(i);
            if (!p.getType().equals("type_identifier")) {
                return Optional.empty();
            }
            names.add(parsed.text(p));
        }
        return Optional.of(List.copyOf(names));
    }

    /** The type parameters of {@code name} when it is a generic alias ({@code [D]} for {@code type Act<D> = …}), else empty. */
    List<String> parameters(String name) {
        return generics.getOrDefault(name, List.of());
    }

    /** The value of {@code name} when it is a whole-type alias of this file not being written out already. */
    Optional<TSNode> expansion(String name) {
        if (active.contains(name) || !isWhole(name, new HashSet<>())) {
            return Optional.empty();
        }
        return Optional.of(values.get(name));
    }

    /** Reads the expansion of {@code name} with {@code read}, guarding against an alias naming itself. */
    <T> T expanding(String name, Supplier<T> read) {
        active.add(name);
        try {
            return read.get();
        } finally {
            active.remove(name);
        }
    }

    private boolean isWhole(String name, Set<String> seen) {
        TSNode value = values.get(name);
        if (value == null || !seen.add(name)) {
            return false;
        }
        String kind = value.getType();
        if (WHOLE_NODES.contains(kind)) {
            return true;
        }
        if (kind.equals("type_identifier")) {
            String target = parsed.text(value);
            return SCALARS.contains(target) || isWhole(target, seen);
        }
        return false;
    }
}
