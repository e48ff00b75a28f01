package dev.layoutprover.simulator.layout;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.prover.Prover;

/**
 * {@link LayoutOracle} backed by the {@link Prover}: equivalences and sub-views go to its normal
 * form and SMT solver, so stages can state conditions on mappings too large to enumerate. Index-set
 * questions ({@link #sameIndices}), which the prover does not pose yet, are answered by
 * enumeration.
 *
 * <p>Example:
 * <pre>{@code
 * try (Prover p = Prover.create(Solver.Z3, Duration.ofSeconds(30))) {
 *     Context ctx = Context.acquire(Geometry.book(), LayoutOracle.prover(p));
 *     …
 * }
 * }</pre>
 */
final class ProverOracle implements LayoutOracle {

    private final Prover prover;
    private final LayoutOracle enumeration = new EnumerationOracle();

    ProverOracle(Prover prover) {
        this.prover = prover;
    }

    @Override
    public Verdict equivalent(Mapping left, Mapping right) {
        return prover.equivalent(left, right);
    }

    @Override
    public Verdict sameIndices(Mapping left, Mapping right) {
        return enumeration.sameIndices(left, right);
    }

    @Override
    public Verdict injective(Mapping m) {
        return prover.check(dev.layoutprover.algebra.check.Property.INJECTIVE, m);
    }

    @Override
    public Verdict subview(TileView view) {
        return prover.subview(view);
    }
}
