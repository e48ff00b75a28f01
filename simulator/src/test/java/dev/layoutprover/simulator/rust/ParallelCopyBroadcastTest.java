package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.simulator.npy.NpyArray;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A parallel copy into an {@code Element2} holding more of an axis than its view broadcasts: each
 * cluster's copy is the reference's {@code to_dm_view_pcopy}, {@code write_transpose(src, true)}
 * (memory_tensor.rs:553, tensor_view.rs:63–78), which writes each element of the view at every
 * index of the destination's terms beyond it. Each output value is checked against that definition
 * and the run is conformant to the naive evaluator.
 */
class ParallelCopyBroadcastTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    /** The DMA::PCOPY rule cases' base kernel, with {@code ELEMENT2} for the copy's layout. */
    private static final String KERNEL = """
            use furiosa_visa_std::prelude::*;
            axes![A = 4096];
            #[device(chip = 1)]
            fn kernel(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![A]> {
                let dm: DmTensor<i32, m![1], m![A / 2048], m![A / 8 % 256], m![A % 8]> = x.to_dm(&mut ctx.tdma, 0);
                let sliced: DmTensor<i32, _, _, _, m![ELEMENT2]> = ctx
                    .sub
                    .parallel_copy_cluster_slice::<2, m![A / 4 % 2], m![1 # 2, A % 4], _, _, _, _, _, _>(dm.view(), &[0, 1]);
                sliced.to_hbm(&mut ctx.tdma, 0x2000)
            }
            """;

    private static long[] run(String element2, int[] x) {
        Program p = Kernels.of(KERNEL.replace("ELEMENT2", element2));
        assertEquals(List.of(), RUNS.rules(p));
        return RUNS.values(p, "kernel", Map.of("x", NpyArray.int32(new long[] {4096}, x)));
    }

    private static int[] input() {
        int[] x = new int[4096];
        for (int i = 0; i < x.length; i++) {
            x[i] = 7 * i - 3000;
        }
        return x;
    }

    /**
     * Cluster 0 keeps tile 0 of {@code A / 4 % 2}, cluster 1 tile 1, as {@code m![1 # 2, A % 4]};
     * {@code Element2 = m![A % 8]} also holds {@code A / 4 % 2}, which the view lacks, so both of its
     * values get the tile: {@code y[a] = x[a - a % 8 + 4·tile + a % 4]}, tile = {@code a / 2048}.
     */
    @Test
    void theAxisPartTheViewLacksIsBroadcast() {
        int[] x = input();
        long[] y = run("A % 8", x);
        for (int a = 0; a < 4096; a++) {
            int tile = a / 2048;
            assertEquals(x[a - a % 8 + 4 * tile + a % 4], y[a], "A = " + a);
        }
    }

    /** The broadcast part placed innermost, {@code m![A % 4, A / 4 % 2]}: the same values. */
    @Test
    void theBroadcastPartMayStandAnywhereInElement2() {
        int[] x = input();
        long[] y = run("A % 4, A / 4 % 2", x);
        for (int a = 0; a < 4096; a++) {
            int tile = a / 2048;
            assertEquals(x[a - a % 8 + 4 * tile + a % 4], y[a], "A = " + a);
        }
    }
}
