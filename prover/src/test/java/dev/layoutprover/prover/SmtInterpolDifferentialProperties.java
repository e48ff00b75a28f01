package dev.layoutprover.prover;

import net.jqwik.api.lifecycle.AfterContainer;

/** SmtInterpol's verdicts, on the solver path alone, equal the oracle's. */
class SmtInterpolDifferentialProperties extends SolverPathProperties {

    @Override
    Solver solver() {
        return Solver.SMTINTERPOL;
    }

    @AfterContainer
    static void close() {
        closeAfter(SmtInterpolDifferentialProperties.class, Solver.SMTINTERPOL);
    }
}
