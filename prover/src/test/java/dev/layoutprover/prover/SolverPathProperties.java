package dev.layoutprover.prover;

import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.gen.Mappings;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import net.jqwik.api.ForAll;

/**
 * One solver's verdicts, on the solver path alone, equal the oracle's. Each solver's class names
 * its {@link #solver()} and, after its properties, calls {@link #closeAfter}.
 */
abstract class SolverPathProperties implements DifferentialContract {

    /** A fixed seed keeps CI deterministic; a run with another seed explores further. */
    static final String SEED = "20261121";

    private static final Map<Solver, Prover> PROVERS = new EnumMap<>(Solver.class);

    /** The solver whose verdicts are checked. */
    abstract Solver solver();

    @Override
    public Prover prover() {
        synchronized (PROVERS) {
            return PROVERS.computeIfAbsent(solver(),
                    s -> SolverSession.open(s, Duration.ofSeconds(20)).prover(Prover.Strategy.SOLVER_ONLY));
        }
    }

    /** Fails when {@code owner} left too many questions undecided, and closes {@code solver}'s session. */
    static void closeAfter(Class<?> owner, Solver solver) {
        Abstentions.assertRare(owner);
        synchronized (PROVERS) {
            Prover p = PROVERS.remove(solver);
            if (p != null) {
                p.session().close();
            }
        }
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
}
