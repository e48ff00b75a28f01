package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An HBM tensor copied into HBM and bound by a {@code let} is named by that binding in findings:
 * a rule broken by {@code hbm2.to_dm} names {@code hbm2}, not the tensor it was copied from.
 */
class CopyNamesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String KERNEL = """
            use furiosa_visa_std::prelude::*;

            axes![A = 2048];

            #[device(chip = 1)]
            fn copy_twice(ctx: &mut Context, input: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![A]> {
                let hbm2: HbmTensor<i32, m![1], m![A]> = input.to_hbm(&mut ctx.tdma, 0x10000);
                let dm: DmTensor<i32, m![1], m![1 # 2], m![A / 16], m![A % 8]> = SOURCE.to_dm(&mut ctx.tdma, 0);
                dm.to_hbm(&mut ctx.tdma, 0x20000)
            }
            """;

    private static List<String> messages(String source) {
        List<Finding> f = Verification.run(Kernels.of(KERNEL.replace("SOURCE", source)), RUNS.prover).findings();
        return f.stream().map(x -> x.rule() + ": " + x.message()).toList();
    }

    @Test
    void theCopyIsNamedByItsBinding() {
        assertEquals(List.of("DMA::COVERAGE: hbm2.to_dm: the source holds {A: 8} which the destination does not hold"),
                messages("hbm2"));
    }

    @Test
    void theOriginalKeepsItsName() {
        assertEquals(List.of("DMA::COVERAGE: input.to_dm: the source holds {A: 8} which the destination does not hold"),
                messages("input"));
    }
}
