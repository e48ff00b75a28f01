package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.prover.Prover;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** A kernel input whose mapping writes one axis twice, as the crate's {@code m![H, H]} weights do. */
class RepeatedAxisInputTest {

    private static final String KERNEL = """
            axes![H = 64];
            type Chip = m![1];
            #[device(chip = 1)]
            fn kernel(ctx: &mut Context, w: &HbmTensor<i32, Chip, m![H, H]>) -> HbmTensor<i32, Chip, m![H, H]> {
                w.to_hbm(&mut ctx.tdma, 1 << 20)
            }
            """;

    @Test
    void aRunStopsAsUnmodelledAtTheParameterNamingTheAxisAndHowFarItsTermsReach() {
        try (SolverSession proverSession = SolverSession.open(Solver.Z3, Duration.ofSeconds(30))) {
            Prover prover = proverSession.prover();
            Unmodelled e = assertThrows(Unmodelled.class, () -> Simulation.run(Kernels.of(KERNEL), Optional.of("kernel"),
                    OptionalLong.empty(), prover));
            assertEquals("k.rs:4:30", e.location().toString());
            assertTrue(e.getMessage().contains("the simulator does not model the input w: its mapping"), e.getMessage());
            assertTrue(e.getMessage().contains("writes H in 2 terms that reach index 126, past H = 64"), e.getMessage());
        }
    }
}
