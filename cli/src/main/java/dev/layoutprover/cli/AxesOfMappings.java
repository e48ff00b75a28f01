package dev.layoutprover.cli;

import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;

/** Axes for printing indices: the declared ones, then any a mapping brought itself (CuTe's D0, D1, …). */
final class AxesOfMappings {

    private AxesOfMappings() {}

    static Axes extend(Axes declared, Mapping... mappings) {
        Axes out = declared;
        for (Mapping m : mappings) {
            for (Axis a : Evaluator.of(m).axes()) {
                if (out.axis(a.name()).isEmpty() && out.skew(a.name()).isEmpty()) {
                    out = out.with(a);
                }
            }
        }
        return out;
    }
}
