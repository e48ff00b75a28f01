package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A device function over a tensor of 2^30 elements is checked as a small one: its tiles are placed
 * from the mappings' normal forms, no position is visited and no byte moved.
 */
class LargeKernelTest {

    private static final String KERNEL = """
            use furiosa_visa_std::prelude::*;

            axes![A = 1073741824];

            #[device(chip = 1)]
            fn kernel(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![A]>) {
                let t = x.view().tile::<m![A / 2048], 1, m![1 # 524288, A % 2048]>(524287);
                let _ok = t.to_dm::<m![1 # 2], m![A / 8 % 256], m![A % 8]>(&mut ctx.tdma, 0);
                let _full = t.to_dm::<m![1 # 2], m![A / 8 % 256], m![A % 8]>(&mut ctx.tdma, ADDRESS);
            }
            """;

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static List<String> verify(long address) {
        return Verification.run(Kernels.of(KERNEL.replace("ADDRESS", Long.toString(address))), RUNS.prover).findings()
                .stream().map(f -> f.rule() + " at " + f.where()).toList();
    }

    @Test
    void aTileOfAGigaElementTensorIsCheckedWithinSeconds() {
        long start = System.nanoTime();
        assertEquals(List.of(), verify(1 << 12));
        assertEquals(List.of("DM::CAPACITY at k.rs:9:19"), verify((1 << 19) - 16));
        assertTrue(System.nanoTime() - start < 20_000_000_000L, "took " + (System.nanoTime() - start) / 1_000_000 + " ms");
    }
}
