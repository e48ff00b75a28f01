package dev.layoutprover.prover;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.Counterexample;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.normal.NormalFormChecks;
import java.util.List;
import java.util.Optional;

/**
 * The decisions made without a solver call: {@link NormalFormChecks} on the mixed-radix normal
 * form, with every refutation replayed through the evaluator like the solver's.
 *
 * <p>Example: {@code equivalent(m![A, B / 64, B % 64], m![A, B])} is proved because both sides
 * have the normal form {@code [8:A×1 | 512:B×1]}.
 */
final class NormalFormPath {

    private static final String WHO = "the normal form";

    private NormalFormPath() {}

    static Optional<Verdict> equivalent(Mapping left, Mapping right) {
        List<Axis> axes = AxisUnion.of(left, right);
        return NormalFormChecks.equivalent(left, right).map(v -> replayed(v, c -> switch (c) {
            case Counterexample.Mismatch mm -> Replay.mismatch(left, right, axes, mm.position(), WHO);
            case Counterexample.SizeMismatch sm -> sm;
            default -> throw new ReplayFailure(WHO + " gave " + c + " for an equivalence");
        }));
    }

    static Optional<Verdict> check(Property property, Mapping m) {
        return NormalFormChecks.check(property, m).map(v -> replayed(v, c -> switch (c) {
            case Counterexample.Holes h -> Replay.holes(m, h.count(), h.first(), h.exact(), WHO);
            case Counterexample.OutOfBounds o -> Replay.outOfBounds(m, o.position(), o.index(), WHO);
            case Counterexample.Uncovered u -> Replay.uncovered(m, u.index(), WHO);
            case Counterexample.Collision k -> Replay.collision(m, k.index(), k.first(), k.position(), WHO);
            case Counterexample.Truncation t -> Replay.truncation(resize(m, t), t.position(), WHO);
            default -> throw new ReplayFailure(WHO + " gave " + c + " for " + property.cliName());
        }));
    }

    private static Mapping.Resize resize(Mapping m, Counterexample.Truncation t) {
        return Queries.resizes(m).stream().filter(r -> r.toString().equals(t.resize())
                        && t.position() >= r.size() && t.position() < r.inner().size())
                .findFirst()
                .orElseThrow(() -> new ReplayFailure(WHO + " named a resize " + t.resize() + " that " + m + " lacks"));
    }

    private interface Check {
        Counterexample replay(Counterexample c);
    }

    private static Verdict replayed(Verdict v, Check check) {
        if (v instanceof Verdict.Refuted r) {
            return new Verdict.Refuted(check.replay(r.counterexample()));
        }
        return v;
    }
}
