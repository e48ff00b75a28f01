package dev.layoutprover.cli;

import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;

/** Axes for printing indices: the declared ones, then any a mapping brought itself (CuTe's D0, D1, …). */
final class AxesOfMappings {

    private AxesOfMappings() {}

    static Axes extend(Axes declared, Mapping... mappings) {
        Declarations out = Declarations.of(declared);
        for (Mapping m : mappings) {
            out = out.declaring(m);
        }
        return out.axes();
    }
}
