package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.prover.Prover;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/**
 * A kernel input whose mapping writes one axis twice, as the crate's {@code m![H, H]} weights do:
 * the reference adds the terms ({@code H = h1 + h2}, one axis of |H| elements), so the HBM tensor
 * stores an index at two positions: a {@code Layout::INJECTIVE} warning (the reference does not
 * check it), and the run goes on.
 */
class RepeatedAxisInputTest {

    private static final String KERNEL = """
            axes![H = 64];
            type Chip = m![1];
            #[device(chip = 1)]
            fn kernel(ctx: &mut Context, w: &HbmTensor<i32, Chip, m![H, H]>) -> HbmTensor<i32, Chip, m![H]> {
                w.to_hbm(&mut ctx.tdma, 1 << 20)
            }
            """;

    @Test
    void theInputIsMadeItsRepeatedIndexIsALayoutInjectiveWarningAtTheParameterAndTheCopyIsConformant() {
        try (SolverSession proverSession = SolverSession.open(Solver.Z3, Duration.ofSeconds(30))) {
            Prover prover = proverSession.prover();
            Simulation s = Simulation.run(Kernels.of(KERNEL), Optional.of("kernel"), OptionalLong.empty(), prover);
            assertTrue(s.violation().isEmpty(), s.violation().toString());
            Finding f = s.checks().warnings().get(0);
            assertEquals("Layout::INJECTIVE", f.rule());
            assertEquals("k.rs:4:30", f.location().toString());
            assertTrue(f.message().contains("HBM tensor w stores a tensor index twice"), f.message());
            assertTrue(s.passed(), s.report().map(r -> r.describe()).orElse("no report"));
        }
    }
}
