package dev.layoutprover.algebra.normal;

import dev.layoutprover.algebra.Mapping;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Walks of a mapping for the parts the checks look at: its resizes and its skewed axes, in the
 * order the enumeration oracle lists them.
 *
 * <p>Example: {@code resizes(m![[B = 4] # 8, A = 2])} is {@code [B = 4, A = 2]}.
 */
final class Mappings {

    private Mappings() {}

    static List<Mapping.Resize> resizes(Mapping m) {
        List<Mapping.Resize> out = new ArrayList<>();
        visit(m, x -> {
            if (x instanceof Mapping.Resize r) {
                out.add(r);
            }
        });
        return out;
    }

    static String skewNames(Mapping m) {
        Set<String> out = new LinkedHashSet<>();
        visit(m, x -> {
            if (x instanceof Mapping.Skewed s) {
                out.add(s.skew().name());
            }
        });
        return String.join(", ", out);
    }

    static List<String> skewTargets(Mapping m) {
        Set<String> out = new LinkedHashSet<>();
        visit(m, x -> {
            if (x instanceof Mapping.Skewed s) {
                out.add(s.skew().target().name());
            }
        });
        return List.copyOf(out);
    }

    /** Calls {@code f} on {@code m} and every sub-mapping, parents before children, left to right. */
    static void visit(Mapping m, java.util.function.Consumer<Mapping> f) {
        f.accept(m);
        switch (m) {
            case Mapping.Pair p -> {
                visit(p.major(), f);
                visit(p.minor(), f);
            }
            case Mapping.OuterSum o -> {
                visit(o.left(), f);
                visit(o.right(), f);
            }
            case Mapping.Padding p -> visit(p.inner(), f);
            case Mapping.Resize r -> visit(r.inner(), f);
            case Mapping.Stride s -> visit(s.inner(), f);
            case Mapping.Modulo r -> visit(r.inner(), f);
            case Mapping.Alias a -> visit(a.target(), f);
            case Mapping.LinearCombination lc -> lc.terms().forEach(t -> visit(t.mapping(), f));
            case Mapping.Identity i -> { }
            case Mapping.Symbol s -> { }
            case Mapping.Skewed s -> { }
        }
    }
}
