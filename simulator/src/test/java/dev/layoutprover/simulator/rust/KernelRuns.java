package dev.layoutprover.simulator.rust;

import dev.layoutprover.prover.Prover;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Runs a test class's kernels through the simulator and the verifier with one Z3 prover. A test
 * class registers one as a static extension ({@code @RegisterExtension static final KernelRuns RUNS
 * = new KernelRuns();}), which closes its session after the class's tests.
 */
final class KernelRuns implements AfterAllCallback {

    final Prover prover = SolverSession.open(Solver.Z3, Duration.ofSeconds(30)).prover();

    /** Simulates {@code p} from its host function, with no seed given. */
    Simulation simulate(Program p) {
        return Simulation.run(p, Optional.empty(), OptionalLong.empty(), prover);
    }

    /** The verifier's findings on {@code p}, each as {@code RULE at LINE}. */
    List<String> rules(Program p) {
        return Verification.run(p, prover).findings().stream().map(f -> f.rule() + " at " + f.location().line())
                .toList();
    }

    /**
     * The output values of {@code function} of {@code p} run on the arrays {@code given} (by input
     * name), after asserting that the run passed: conformant to the naive evaluator, no rule broken.
     */
    long[] values(Program p, String function, java.util.Map<String, dev.layoutprover.simulator.npy.NpyArray> given) {
        Simulation s = Simulation.run(p, Optional.of(function), OptionalLong.empty(), prover,
                new Simulation.Given(given, Optional.empty()));
        org.junit.jupiter.api.Assertions.assertTrue(s.passed(), s::toString);
        var out = s.result().orElseThrow();
        long[] r = new long[out.size()];
        for (int i = 0; i < r.length; i++) {
            r[i] = (long) out.value(i);
        }
        return r;
    }

    @Override
    public void afterAll(ExtensionContext context) {
        prover.session().close();
    }
}
