package dev.layoutprover.prover;

import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.gen.Mappings;
import java.time.Duration;
import net.jqwik.api.ForAll;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * Z3's verdicts equal the oracle's: on the solver path alone, and on the default path (normal
 * form first), which is what users get.
 */
class Z3DifferentialProperties implements DifferentialContract {

    /** A fixed seed keeps CI deterministic; a run with another seed explores further. */
    private static final String SEED = "20261121";

    private static final Prover PROVER = SolverSession.open(Solver.Z3, Duration.ofSeconds(20)).prover(Prover.Strategy.SOLVER_ONLY);

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

    private static final Prover DEFAULT = SolverSession.open(Solver.Z3, Duration.ofSeconds(20)).prover();

    private final DifferentialContract defaultPath = new DifferentialContract() {
        @Override
        public Prover prover() {
            return DEFAULT;
        }

        @Override
        public boolean mayAbstain() {
            return false;
        }
    };

    @net.jqwik.api.Property(tries = 400, seed = SEED)
    void defaultPathEquivalenceAgreesWithTheOracle(@ForAll("pairs") Mappings.Two t) {
        defaultPath.equivalenceAgrees(t);
    }

    @net.jqwik.api.Property(tries = 400, seed = SEED)
    void defaultPathPropertiesAgreeWithTheOracle(@ForAll("scenarios") Mappings.Scenario s, @ForAll("properties") Property p) {
        defaultPath.propertyAgrees(s, p);
    }

    @AfterContainer
    static void close() {
        Abstentions.assertRare(Z3DifferentialProperties.class);
        PROVER.session().close();
        DEFAULT.session().close();
    }
}
