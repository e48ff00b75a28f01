package dev.layoutprover.simulator.rust;

import dev.layoutprover.prover.Prover;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import dev.layoutprover.simulator.npy.NpyArray;
import dev.layoutprover.simulator.oracle.Spec;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Property classes that simulate kernels: one Z3 prover for the container's tries, closed after it
 * (the jqwik counterpart of {@link KernelRuns}).
 *
 * <p>Example: {@code run(Kernels.example("i4_matmul.rs"), Optional.of("i4_matmul"), OptionalLong.empty(),
 * Map.of("a", a, "b", b), Optional.empty()).passed()}.
 */
abstract class KernelProperties {

    private static Prover prover;

    @BeforeContainer
    static void open() {
        prover = SolverSession.open(Solver.Z3, Duration.ofSeconds(30)).prover();
    }

    @AfterContainer
    static void close() {
        prover.session().close();
    }

    /** Simulates {@code function} of {@code p} (or its host function) on {@code given} against {@code spec}. */
    static Simulation run(Program p, Optional<String> function, OptionalLong seed, Map<String, NpyArray> given,
            Optional<Spec> spec) {
        return Simulation.run(p, function, seed, prover, new Simulation.Given(given, spec));
    }
}
