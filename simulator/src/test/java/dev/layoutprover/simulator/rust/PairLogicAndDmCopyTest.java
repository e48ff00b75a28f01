package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.simulator.npy.NpyArray;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code vector_logic} on the two groups of a pair, each with its own operand or none
 * (vector_tensor_pair.rs:461), and {@code DmTensor::to_dm}, a DM-to-DM copy into another slice
 * layout (memory_tensor.rs:440), run on known inputs: each output value is the one Rust computes.
 */
class PairLogicAndDmCopyTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String HEAD = Kernels.oneCluster("L = 2048, I = 2") + """
            type Rows = m![L / 8];
            """;

    @Test
    void eachGroupOfAPairTakesItsOwnLogicOperand() {
        Program p = Kernels.of(HEAD + """
                #[device(chip = 1)]
                fn masked_max(ctx: &mut Context, lhs: &HbmTensor<i32, Chip, m![L]>, rhs: &HbmTensor<i32, Chip, m![L]>)
                        -> HbmTensor<i32, Chip, m![L]> {
                    let l: DmTensor<i32, Chip, Cluster, Rows, m![L % 8]> = lhs.to_dm(&mut ctx.tdma, 0x1000);
                    let r: DmTensor<i32, Chip, Cluster, Rows, m![L % 8]> = rhs.to_dm(&mut ctx.tdma, 0x2000);
                    let y: DmTensor<i32, Chip, Cluster, Rows, m![L % 8]> = ctx
                        .main
                        .begin_interleaved::<I, _, _, _, _, _>(l.view(), r.view())
                        .fetch::<i32, m![I], m![L % 8]>()
                        .collect::<m![I], m![L % 8]>()
                        .vector_init()
                        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
                        .vector_logic(LogicBinaryOpI32::BitAnd, 0xFF, ())
                        .vector_logic(LogicBinaryOpI32::BitXor, (), 1)
                        .vector_clip_zip(ClipBinaryOpI32::Max)
                        .vector_final()
                        .commit(0x3000);
                    y.to_hbm(&mut ctx.tdma, 0x4000)
                }
                """);
        assertEquals(List.of(), RUNS.rules(p));
        int[] lhs = new int[2048];
        int[] rhs = new int[2048];
        long[] expected = new long[2048];
        for (int i = 0; i < 2048; i++) {
            lhs[i] = i * 37 - 5000;
            rhs[i] = 300 - i;
            expected[i] = Math.max(lhs[i] & 0xFF, rhs[i] ^ 1);
        }
        long[] out = RUNS.values(p, "masked_max", Map.of("lhs", NpyArray.int32(new long[] {2048}, lhs), "rhs",
                NpyArray.int32(new long[] {2048}, rhs)));
        assertArrayEquals(expected, out);
    }

    @Test
    void aDmTensorCopiedToAnotherSliceLayoutHoldsTheSameElements() {
        Program p = Kernels.of(HEAD + """
                #[device(chip = 1)]
                fn relayout(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
                    let first = x.to_dm::<Cluster, m![L % 256], m![L / 256]>(&mut ctx.tdma, 0);
                    let second: DmTensor<i32, Chip, Cluster, m![L / 8], m![L % 8]> = first.to_dm(&mut ctx.tdma, 0x8000);
                    second.to_hbm(&mut ctx.tdma, 1 << 20)
                }
                """);
        assertEquals(List.of(), RUNS.rules(p));
        int[] x = new int[2048];
        long[] expected = new long[2048];
        for (int i = 0; i < 2048; i++) {
            x[i] = 7 * i - 3;
            expected[i] = x[i];
        }
        assertArrayEquals(expected, RUNS.values(p, "relayout", Map.of("x", NpyArray.int32(new long[] {2048}, x))));
        Program overlapping = Kernels.of(HEAD + """
                #[device(chip = 1)]
                fn relayout(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
                    let first = x.to_dm::<Cluster, m![L % 256], m![L / 256]>(&mut ctx.tdma, 0);
                    let second: DmTensor<i32, Chip, Cluster, m![L / 8], m![L % 8]> = first.to_dm(&mut ctx.tdma, 0x10);
                    first.to_hbm(&mut ctx.tdma, 1 << 20)
                }
                """);
        assertEquals(List.of("DM::OVERLAP at 9"), RUNS.rules(overlapping));
    }
}
