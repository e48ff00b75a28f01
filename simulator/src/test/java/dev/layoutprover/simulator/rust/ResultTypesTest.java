package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.simulator.npy.NpyArray;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Generic arguments Rust infers from what a function returns: an unannotated {@code let} a
 * helper's tail returns in a tuple takes the tuple item's type ({@link TailTypes}), and a
 * {@code return} inside a nested block takes the function's result type.
 */
class ResultTypesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    /**
     * The add-one kernel ({@link Kernels#ADD_ONE_STAGES}), its DM copy made by a helper returning it
     * in a tuple, its result returned early.
     */
    private static final String KERNEL = Kernels.PRELUDE + """
            type Staged = DmTensor<i32, Chip, Cluster, Slice, m![A % 8]>;
            fn staged(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> (Staged, u64) {
                let dm = input.to_dm(&mut ctx.tdma, 0);
                (dm, 1 << 12)
            }
            #[device(chip = 1)]
            fn kernel(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
                let (dm, at) = staged(ctx, input);
                let r: Staged = ctx.main.begin(dm.view())
            """ + Kernels.ADD_ONE_STAGES + """
                    .commit(at);
                if at > 0 {
                    return r.to_hbm(&mut ctx.tdma, 1 << 20);
                }
                r.to_hbm(&mut ctx.tdma, 1 << 21)
            }
            """;

    @Test
    void aTupleTailAndAnEarlyReturnGiveTheirTypes() {
        int[] in = IntStream.range(0, 2048).map(i -> 5 * i - 3000).toArray();
        long[] out = RUNS.values(Kernels.of(KERNEL), "kernel", Map.of("input", NpyArray.int32(new long[] {2048}, in)));
        assertArrayEquals(IntStream.of(in).asLongStream().map(x -> x + 1).toArray(), out);
        assertEquals(List.of(), RUNS.rules(Kernels.of(KERNEL)));
    }

    @Test
    void aVariableTheTailNamesTwiceTakesNoType() {
        // (dm, dm) could give dm either item's type: it is left to be written
        String twice = KERNEL.replace("-> (Staged, u64) {", "-> (Staged, Staged) {").replace("(dm, 1 << 12)", "(dm, dm)")
                .replace("let (dm, at) = staged(ctx, input);", "let (dm, _) = staged(ctx, input); let at = 4096;");
        dev.layoutprover.kernel.syntax.KernelError e = org.junit.jupiter.api.Assertions.assertThrows(
                dev.layoutprover.kernel.syntax.KernelError.class, () -> RUNS.simulate(Kernels.of(twice)));
        assertEquals("cannot infer Cluster of .to_dm", e.reason().substring(0, 30));
    }
}
