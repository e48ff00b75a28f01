package dev.layoutprover.proofs;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.prover.Prover;
import dev.layoutprover.prover.Solver;
import java.time.Duration;

/**
 * Decides with the {@link Prover}: the mixed-radix normal form first, then Z3, with counterexamples
 * replayed through the evaluator. Sizes far beyond enumeration (axes of 2^40) are within reach.
 */
public final class ProverDecider implements Decider {

    private final Prover prover;

    /** A decider using Z3 (SMTInterpol if Z3 cannot be loaded), each solver call limited to {@code timeout}. */
    public ProverDecider(Duration timeout) {
        this.prover = Prover.create(Solver.Z3, timeout);
    }

    @Override
    public Verdict equivalent(Mapping left, Mapping right) {
        return prover.equivalent(left, right);
    }

    @Override
    public Verdict check(Property property, Mapping mapping) {
        return prover.check(property, mapping);
    }

    @Override
    public Verdict subview(TileView view) {
        return prover.subview(view);
    }

    @Override
    public String solverName() {
        return prover.solverName();
    }

    @Override
    public void close() {
        prover.close();
    }
}
