package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Streams over a tile: the tile holds its window of the tiled axis renumbered from 0 at the
 * window's size, while the kernel's later mappings name the axis at its declared size.
 */
class TiledStreamTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    /** Sums the four rows of tile {@code j} (of two) of {@code x[R = 4, A = 1024]} across slices. */
    private static String kernel(int j) {
        return Kernels.oneCluster("R = 4, A = 1024") + """
                #[device(chip = 1)]
                fn kernel(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![R, A]>) -> HbmTensor<i32, Chip, m![A % 512]> {
                    let tile = input
                        .view()
                        .tile::<m![A / 512], 1, m![R, 1 # 2, A % 512]>(J)
                        .to_dm::<Cluster, m![A / 8 % 64, R], m![A % 8]>(&mut ctx.tdma, 0);
                    let r = ctx.main.begin(tile.view())
                        .fetch::<i32, m![1], m![A % 8]>()
                        .collect::<m![1], m![A % 8]>()
                        .vector_init()
                        .vector_inter_slice_reduce::<m![A / 8 % 64, 1 # 4], m![1]>(InterSliceReduceOpI32::Add)
                        .vector_final()
                        .commit::<m![A % 8]>(1 << 12);
                    r.to_hbm(&mut ctx.tdma, 1 << 20)
                }
                """.replace("J", Integer.toString(j));
    }

    @Test
    void anInterSliceReduceOverATileOfASplitAxisComputesTheTilesSums() {
        for (int j = 0; j < 2; j++) {
            Simulation s = Simulation.run(Kernels.of(kernel(j)), Optional.of("kernel"), OptionalLong.empty(),
                    RUNS.prover);
            assertTrue(s.passed(), s::toString);
        }
    }
}
