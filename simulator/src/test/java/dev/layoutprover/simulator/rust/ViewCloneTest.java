package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.oracle.SpecParser;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The reference's {@code HbmTensorView} and {@code DmTensorView} derive {@code Clone}: a clone of
 * a view reads the same storage, so a kernel may copy a view it passes on. Checked against the
 * spec, so a clone that read other data would be refuted.
 */
class ViewCloneTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String KERNEL = """
            axes![P = 256, E = 8];
            type Chip = m![1];

            #[device(chip = 1)]
            fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![P, E]>) -> HbmTensor<i32, Chip, m![E, P]> {
                let read = x.view();
                let again = read.clone();
                let x_dm = again.to_dm::<m![1 # 2], m![P], m![E]>(&mut ctx.tdma, 0);
                let shared = x_dm.view().clone();
                let mut out = unsafe { HbmTensor::<i32, Chip, m![E, P]>::from_addr(1 << 20) };
                shared.to_hbm_view(&mut ctx.tdma, out.view_mut());
                out
            }
            """;

    @Test
    void aClonedViewReadsWhatItsViewReads() {
        Program p = Kernels.of(KERNEL);
        assertEquals(List.of(), RUNS.rules(p));
        Simulation s = Simulation.run(p, Optional.of("kernel"), OptionalLong.empty(), RUNS.prover,
                new Simulation.Given(Map.of(), Optional.of(SpecParser.parse("x[P,E] -> [E,P]"))));
        assertTrue(s.passed(), s::toString);
        assertEquals(0, s.report().orElseThrow().unwritten());
    }
}
