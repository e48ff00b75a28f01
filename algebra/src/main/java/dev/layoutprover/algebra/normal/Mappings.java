package dev.layoutprover.algebra.normal;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Skew;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Walks of a mapping for the parts the checks look at: its resizes and its skewed axes, in the
 * order the enumeration oracle lists them.
 *
 * <p>Example: {@code resizes(m![[B = 4] # 8, A = 2])} is {@code [B = 4, A = 2]}.
 */
final class Mappings {

    private Mappings() {}

    static List<Mapping.Resize> resizes(Mapping m) {
        return m.resizes();
    }

    static String skewNames(Mapping m) {
        return m.skews().stream().map(Skew::name).collect(Collectors.joining(", "));
    }

    static List<String> skewTargets(Mapping m) {
        return m.skews().stream().map(s -> s.target().name()).distinct().toList();
    }
}
