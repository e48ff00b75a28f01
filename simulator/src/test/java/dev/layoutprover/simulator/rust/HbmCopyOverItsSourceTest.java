package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An HBM-to-HBM copy whose destination overlaps its source (the reference crate's
 * {@code transpose_simple}: an intermediate at 0, the result at {@code 0x1000} over it) moves the
 * source's values: the copy reads its whole source before it writes, as the reference's tensors,
 * which are values, have it. Simulator and naive evaluator agree.
 */
class HbmCopyOverItsSourceTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    /**
     * A copy to {@code m![A]} at {@code 1 << 20}, then a transposing copy of it to {@code second}:
     * runs of 32 elements, each read with stride 64, so that over its source a copy by runs would
     * read elements its earlier runs overwrote.
     */
    private static Simulation run(long second) {
        return Simulation.run(Kernels.of("""
                axes![A = 2048];
                type Chip = m![1];
                #[device(chip = 1)]
                fn kernel(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>)
                        -> HbmTensor<i32, Chip, m![A % 64, A / 64]> {
                    let mid: HbmTensor<i32, Chip, m![A]> = input.to_hbm(&mut ctx.tdma, 1 << 20);
                    mid.to_hbm(&mut ctx.tdma, SECOND)
                }
                """.replace("SECOND", String.valueOf(second))), Optional.of("kernel"), OptionalLong.empty(),
                RUNS.prover, Simulation.Given.none());
    }

    @Test
    void aTransposingCopyOverItsOwnSourceMovesTheSourcesValues() {
        Simulation s = run((1 << 20) + 4096);
        assertTrue(s.passed(), () -> s.violation().map(Object::toString)
                .orElse(s.report().map(r -> r.describe()).orElse("no report")));
    }

    @Test
    void theSameCopyToFreeSpaceAgreesToo() {
        Simulation s = run(1 << 22);
        assertTrue(s.passed(), () -> s.violation().map(Object::toString)
                .orElse(s.report().map(r -> r.describe()).orElse("no report")));
    }
}
