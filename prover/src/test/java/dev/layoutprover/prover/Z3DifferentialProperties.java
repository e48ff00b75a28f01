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
class Z3DifferentialProperties extends SolverPathProperties {

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

    @Override
    Solver solver() {
        return Solver.Z3;
    }

    @net.jqwik.api.Property(tries = 400, seed = SEED)
    void defaultPathEquivalenceAgreesWithTheOracle(@ForAll("pairs") Mappings.Two t) {
        defaultPath.equivalenceAgrees(t);
    }

    @net.jqwik.api.Property(tries = 400, seed = SEED)
    void defaultPathPropertiesAgreeWithTheOracle(@ForAll("scenarios") Mappings.Scenario s, @ForAll("properties") Property p) {
        defaultPath.propertyAgrees(s, p);
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<Mappings.Two> groupCutPairs() {
        return Mappings.groupCutPairs();
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<Mappings.Scenario> groupCuts() {
        return Mappings.groupCuts();
    }

    /** Composites ([A, B] # 64 cut by / and %): both paths decide equivalence as enumeration does. */
    @net.jqwik.api.Property(tries = 200, seed = SEED)
    void compositeEquivalenceAgreesWithTheOracle(@ForAll("groupCutPairs") Mappings.Two t) {
        defaultPath.equivalenceAgrees(t);
        equivalenceAgrees(t);
    }

    /** Injectivity, coverage, bounds, holes of composites: both paths agree with enumeration. */
    @net.jqwik.api.Property(tries = 200, seed = SEED)
    void compositePropertiesAgreeWithTheOracle(@ForAll("groupCuts") Mappings.Scenario s, @ForAll("properties") Property p) {
        defaultPath.propertyAgrees(s, p);
        propertyAgrees(s, p);
    }

    @AfterContainer
    static void close() {
        closeAfter(Z3DifferentialProperties.class, Solver.Z3);
        DEFAULT.session().close();
    }
}
