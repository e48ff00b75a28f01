package dev.layoutprover.prover;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TensorIndex;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;

/**
 * Small helpers shared by the queries: reading indices back from model values, and walking a
 * mapping for its resizes and skews in the order the oracle uses.
 *
 * <p>Example: {@code index([A, B], [7, 1, 5], 1)} is {@code {A: 1, B: 5}}: the values from offset 1.
 */
final class Queries {

    private Queries() {}

    static List<IntegerFormula> concat(List<IntegerFormula> a, List<IntegerFormula> b) {
        List<IntegerFormula> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    /** The index whose coordinates over {@code axes} are {@code values[from …]}. */
    static TensorIndex index(List<Axis> axes, List<BigInteger> values, int from) {
        Map<String, Long> m = new LinkedHashMap<>();
        for (int i = 0; i < axes.size(); i++) {
            m.put(axes.get(i).name(), values.get(from + i).longValueExact());
        }
        return TensorIndex.of(m);
    }

    /** The resizes of {@code m}, outermost first, as the oracle lists them. */
    static List<Mapping.Resize> resizes(Mapping m) {
        List<Mapping.Resize> out = new ArrayList<>();
        resizes(m, out);
        return out;
    }

    private static void resizes(Mapping m, List<Mapping.Resize> out) {
        switch (m) {
            case Mapping.Resize r -> {
                out.add(r);
                resizes(r.inner(), out);
            }
            case Mapping.Pair p -> {
                resizes(p.major(), out);
                resizes(p.minor(), out);
            }
            case Mapping.OuterSum o -> {
                resizes(o.left(), out);
                resizes(o.right(), out);
            }
            case Mapping.Padding p -> resizes(p.inner(), out);
            case Mapping.Stride s -> resizes(s.inner(), out);
            case Mapping.Modulo r -> resizes(r.inner(), out);
            case Mapping.Alias a -> resizes(a.target(), out);
            case Mapping.LinearCombination lc -> lc.terms().forEach(t -> resizes(t.mapping(), out));
            case Mapping.Identity i -> { }
            case Mapping.Symbol s -> { }
            case Mapping.Skewed s -> { }
        }
    }

    /** The names of the skewed axes {@code m} mentions, comma-separated, in order of mention. */
    static String skewNames(Mapping m) {
        Set<String> names = new LinkedHashSet<>();
        skews(m, names);
        return String.join(", ", names);
    }

    private static void skews(Mapping m, Set<String> out) {
        switch (m) {
            case Mapping.Skewed s -> out.add(s.skew().name());
            case Mapping.Pair p -> {
                skews(p.major(), out);
                skews(p.minor(), out);
            }
            case Mapping.OuterSum o -> {
                skews(o.left(), out);
                skews(o.right(), out);
            }
            case Mapping.Padding p -> skews(p.inner(), out);
            case Mapping.Resize r -> skews(r.inner(), out);
            case Mapping.Stride s -> skews(s.inner(), out);
            case Mapping.Modulo r -> skews(r.inner(), out);
            case Mapping.Alias a -> skews(a.target(), out);
            case Mapping.LinearCombination lc -> lc.terms().forEach(t -> skews(t.mapping(), out));
            case Mapping.Identity i -> { }
            case Mapping.Symbol s -> { }
        }
    }
}
