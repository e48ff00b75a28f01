package dev.layoutprover.prover;

import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.gen.Mappings;
import java.time.Duration;
import net.jqwik.api.ForAll;
import net.jqwik.api.lifecycle.AfterContainer;

/** SmtInterpol's verdicts, on the solver path alone, equal the oracle's. */
class SmtInterpolDifferentialProperties implements DifferentialContract {

    /** A fixed seed keeps CI deterministic; a run with another seed explores further. */
    private static final String SEED = "20261121";

    private static final Prover PROVER = SolverSession.open(Solver.SMTINTERPOL, Duration.ofSeconds(20)).prover(Prover.Strategy.SOLVER_ONLY);

    @Override
    public Prover prover() {
        return PROVER;
    }

    @net.jqwik.api.Property(tries = 600, seed = SEED)
    void equivalenceAgreesWithTheOracle(@ForAll("pairs") Mappings.Two t) {
        equivalenceAgrees(t);
    }

    @net.jqwik.api.Property(tries = 700, seed = SEED)
    void propertiesAgreeWithTheOracle(@ForAll("scenarios") Mappings.Scenario s, @ForAll("properties") Property p) {
        propertyAgrees(s, p);
    }

    @net.jqwik.api.Property(tries = 200, seed = SEED)
    void subviewAgreesWithTheOracle(@ForAll("tiles") Scenarios.Tile t) {
        subviewAgrees(t);
    }

    @AfterContainer
    static void close() {
        Abstentions.assertRare(SmtInterpolDifferentialProperties.class);
        PROVER.session().close();
    }
}
