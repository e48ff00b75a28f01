package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.layoutprover.simulator.npy.NpyArray;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code vector_fp_ternary} on the two groups of a pair, each group with its own ternary operand
 * as the reference's {@code IntoGroupTernaryOperand} takes it (operand.rs:649-671): a pair's
 * execution ids are all 0 (vector_tensor_pair.rs:191), so an operand valid for
 * {@code GroupId::Zero} or always applies to its whole group and one valid for
 * {@code GroupId::One} to none of it. Run on known inputs, each output is the value Rust computes,
 * and the naive evaluator agrees.
 */
class PairTernaryOperandTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static String kernel(String group0, String group1) {
        return Kernels.oneCluster("L = 2048, I = 2") + """
                type Rows = m![L / 8];

                #[device(chip = 1)]
                fn pair_fma(ctx: &mut Context, lhs: &HbmTensor<f32, Chip, m![L]>, rhs: &HbmTensor<f32, Chip, m![L]>)
                        -> HbmTensor<f32, Chip, m![L]> {
                    let l: DmTensor<f32, Chip, Cluster, Rows, m![L % 8]> = lhs.to_dm(&mut ctx.tdma, 0x1000);
                    let r: DmTensor<f32, Chip, Cluster, Rows, m![L % 8]> = rhs.to_dm(&mut ctx.tdma, 0x2000);
                    let y: DmTensor<f32, Chip, Cluster, Rows, m![L % 8]> = ctx
                        .main
                        .begin_interleaved::<I, _, _, _, _, _>(l.view(), r.view())
                        .fetch::<f32, m![I], m![L % 8]>()
                        .collect::<m![I], m![L % 8]>()
                        .vector_init()
                        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
                        .vector_split::<m![L % 8 / 4], m![L % 4]>()
                        .vector_fp_ternary(FpTernaryOp::FmaF, GROUP0, GROUP1)
                        .vector_fp_zip(FpBinaryOp::MulF(FpMulAlu::Mul0))
                        .vector_concat::<m![1], m![L % 8]>()
                        .vector_final()
                        .commit(0x3000);
                    y.to_hbm(&mut ctx.tdma, 0x4000)
                }
                """.replace("GROUP0", group0).replace("GROUP1", group1);
    }

    /** {@code pair_fma} run on {@code lhs[i] = i - 1000}, {@code rhs[i] = 3·i % 101}. */
    private static long[] run(String group0, String group1) {
        float[] lhs = new float[2048];
        float[] rhs = new float[2048];
        for (int i = 0; i < 2048; i++) {
            lhs[i] = i - 1000;
            rhs[i] = 3 * i % 101;
        }
        return RUNS.values(Kernels.of(kernel(group0, group1)), "pair_fma", Map.of("lhs",
                NpyArray.float32(new long[] {2048}, lhs), "rhs", NpyArray.float32(new long[] {2048}, rhs)));
    }

    @Test
    void anOperandForGroupZeroAppliesAndOneForGroupOneDoesNot() {
        long[] expected = new long[2048];
        for (int i = 0; i < 2048; i++) {
            expected[i] = (2L * (i - 1000) + 3) * (3 * i % 101);
        }
        assertArrayEquals(expected, run("((2.0f32, 3.0f32), GroupId::Zero)", "((4.0f32, 5.0f32), GroupId::One)"));
    }

    @Test
    void eachGroupTakesItsPairTernaryOperandOrOptionOrNone() {
        long[] expected = new long[2048];
        for (int i = 0; i < 2048; i++) {
            expected[i] = (i - 1000) * (4L * (3 * i % 101) + 5);
        }
        assertArrayEquals(expected, run("None", "TernaryOperand::always(VeRhs::constant(4.0f32), 5.0f32)"));
        assertArrayEquals(expected, run("()", "Some(((4.0f32, 5.0f32), ValidBranchIds::ValidAlways).into())"));
    }
}
