package dev.layoutprover.prover;

import net.jqwik.api.lifecycle.AfterContainer;

/** Princess's verdicts, on the solver path alone, equal the oracle's. */
class PrincessDifferentialProperties extends SolverPathProperties {

    @Override
    Solver solver() {
        return Solver.PRINCESS;
    }

    @AfterContainer
    static void close() {
        closeAfter(PrincessDifferentialProperties.class, Solver.PRINCESS);
    }
}
