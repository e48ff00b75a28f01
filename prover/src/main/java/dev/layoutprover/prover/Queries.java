package dev.layoutprover.prover;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Skew;
import dev.layoutprover.algebra.TensorIndex;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
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
        return m.resizes();
    }

    /** The names of the skewed axes {@code m} mentions, comma-separated, in order of mention. */
    static String skewNames(Mapping m) {
        return m.skews().stream().map(Skew::name).collect(Collectors.joining(", "));
    }
}
