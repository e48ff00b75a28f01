package dev.layoutprover.prover;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.MappingException;
import java.util.ArrayList;
import java.util.List;

/**
 * The axes that some mappings mention, in order of first mention: the index vector over which
 * their slots are compared.
 *
 * <p>Example: {@code of(m![A, B], m![B, C])} is {@code [A, B, C]}; an axis used with two sizes is
 * a {@link MappingException}.
 */
final class AxisUnion {

    private AxisUnion() {}

    static List<Axis> of(Mapping... mappings) {
        List<Axis> union = new ArrayList<>();
        for (Mapping m : mappings) {
            for (Axis a : Evaluator.of(m).axes()) {
                add(union, a);
            }
        }
        return union;
    }

    static void add(List<Axis> union, Axis a) {
        Axis same = union.stream().filter(u -> u.name().equals(a.name())).findFirst().orElse(null);
        if (same == null) {
            union.add(a);
        } else if (same.size() != a.size()) {
            throw new MappingException("axis " + a.name() + " is used with sizes " + same.size() + " and " + a.size());
        }
    }
}
