package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A device function run on its own that brings nothing back to the host (no result, no
 * {@code &mut HbmTensor} parameter) has nothing to compare: its run is unknown, saying so and how
 * many rule checks held; a rule it breaks on the way still stops it with that rule.
 */
class NoOutputTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String STAGE = """
            use furiosa_visa_std::prelude::*;

            axes![A = 2048];

            #[device(chip = 1)]
            fn stage_only(ctx: &mut Context, input: &HbmTensor<i32, m![1], m![A]>) {
                let _dm: DmTensor<i32, m![1], m![1 # 2], SLICE, m![A % 8]> = input.to_dm(&mut ctx.tdma, 0);
            }
            """;

    @Test
    void aRunThatBringsNothingBackIsUnknownNamingTheChecksThatHeld() {
        Unmodelled u = assertThrows(Unmodelled.class, () -> RUNS.simulate(Kernels.of(STAGE.replace("SLICE", "m![A / 8]"))));
        assertTrue(u.getMessage().contains("stage_only brings no tensor back to the host (no result, no &mut HbmTensor "
                + "parameter, no to_host): there is nothing to compare with the naive evaluator; its 16 rule checks held"),
                u.getMessage());
    }

    @Test
    void aRuleBrokenOnTheWayStillStopsTheRunWithThatRule() {
        Simulation s = RUNS.simulate(Kernels.of(STAGE.replace("SLICE, m![A % 8]", "m![A / 8], m![A % 8 # 6]")));
        assertFalse(s.passed(), s::toString);
        assertTrue(s.violation().orElseThrow().toString().contains("Mapping::WELL_FORMED: m![A % 8 # 6]: padding to 6 is smaller than the size 8"),
                s::toString);
    }
}
