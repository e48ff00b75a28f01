package dev.layoutprover.prover;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.check.Verdict;
import java.util.Optional;

/** The decisions made without a solver call. */
final class NormalFormPath {

    private NormalFormPath() {}

    static Optional<Verdict> equivalent(Mapping left, Mapping right) {
        return Optional.empty();
    }

    static Optional<Verdict> check(Property property, Mapping m) {
        return Optional.empty();
    }
}
