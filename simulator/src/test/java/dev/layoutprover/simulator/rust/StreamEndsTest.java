package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.npy.NpyArray;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The calls at the ends of a stream the reference allows and the simulator now reads, each run
 * on given inputs with every output value checked against its definition, and conformant to the
 * naive evaluator: a transpose after {@code vector_final} (a relabelling by index,
 * stream_tensor.rs:1677), {@code vector_final().to_vrf(…)} (stream_tensor.rs:1671),
 * {@code begin(…).commit(…)} (stream_tensor.rs:1723), and a pair's {@code VeBranchOperand} group
 * operands (every execution id of a pair is 0 and no stash is read there, vector_tensor_pair.rs:191, 255).
 */
class StreamEndsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String HEAD = """
            use furiosa_visa_std::prelude::*;
            axes![A = 2048, C = 4, E = 8, I = 2];
            type Chip = m![1];
            type Cluster = m![1 # 2];
            type Slice = m![A / 8];
            """;

    /** The stages that add 1 to {@code x_dm} fetched as {@code Time = m![A % 8, C]}, {@code Packet = m![E]}. */
    private static final String ADD_ONE = """
                .main
                .begin(x_dm.view())
                .fetch::<i32, m![A % 8, C], m![E]>()
                .collect::<m![A % 8, C], m![E]>()
                .vector_init()
                .vector_intra_slice_branch(BranchMode::Unconditional)
                .vector_fxp(FxpBinaryOp::AddFxp, 1)
                .vector_final()
            """;

    /** Runs {@code kernel} of {@code text} on the inputs {@code given} and returns its output's values. */
    private static long[] run(String text, Map<String, int[]> given, long[] shape) {
        Map<String, NpyArray> in = new java.util.HashMap<>();
        given.forEach((k, v) -> in.put(k, NpyArray.int32(shape, v)));
        Program p = Kernels.of(HEAD + text);
        assertEquals(List.of(), RUNS.rules(p));
        Simulation s = Simulation.run(p, Optional.of("kernel"), OptionalLong.empty(), RUNS.prover,
                new Simulation.Given(in, Optional.empty()));
        assertTrue(s.passed(), s::toString);
        var out = s.result().orElseThrow();
        long[] r = new long[out.size()];
        for (int i = 0; i < r.length; i++) {
            r[i] = (long) out.value(i);
        }
        return r;
    }

    private static int[] values(int n, IntUnaryOperator f) {
        int[] x = new int[n];
        for (int i = 0; i < n; i++) {
            x[i] = f.applyAsInt(i);
        }
        return x;
    }

    private static final long[] ACE = {2048, 4, 8};

    @Test
    void aTransposeAfterVectorFinalMovesEachElementToItsIndex() {
        int[] x = values(2048 * 32, i -> 3 * i - 7000);
        long[] y = run("""
                #[device(chip = 1)]
                fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, C, E]>) -> HbmTensor<i32, Chip, m![A, C, E]> {
                    let x_dm = x.to_dm::<Cluster, Slice, m![A % 8, C, E]>(&mut ctx.tdma, 0);
                    let y_dm: DmTensor<i32, Chip, Cluster, Slice, m![A % 8, E, C]> = ctx
                """ + ADD_ONE + """
                        .transpose::<m![E / 2, A % 8], m![E % 2, C]>()
                        .commit(0x4000);
                    y_dm.to_hbm::<m![A, C, E]>(&mut ctx.tdma, 1 << 20)
                }
                """, Map.of("x", x), ACE);
        for (int i = 0; i < x.length; i++) {
            assertEquals(x[i] + 1, y[i], "flat index " + i);
        }
    }

    @Test
    void vectorFinalToVrfStoresByIndexAndIsReadByIndex() {
        int[] x = values(2048 * 32, i -> i % 1000 - 500);
        long[] y = run("""
                #[device(chip = 1)]
                fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, C, E]>) -> HbmTensor<i32, Chip, m![A, C, E]> {
                    let x_dm = x.to_dm::<Cluster, Slice, m![A % 8, C, E]>(&mut ctx.tdma, 0);
                    let v: VrfTensor<i32, Chip, Cluster, Slice, m![E, A % 8, C]> = ctx
                """ + ADD_ONE + """
                        .to_vrf(0);
                    let y_dm: DmTensor<i32, Chip, Cluster, Slice, m![A % 8, C, E]> = ctx
                        .main
                        .begin(x_dm.view())
                        .fetch::<i32, m![A % 8, C], m![E]>()
                        .collect::<m![A % 8, C], m![E]>()
                        .vector_init()
                        .vector_intra_slice_branch(BranchMode::Unconditional)
                        .vector_fxp(FxpBinaryOp::MulInt, &v)
                        .vector_final()
                        .commit(0x4000);
                    y_dm.to_hbm::<m![A, C, E]>(&mut ctx.tdma, 1 << 20)
                }
                """, Map.of("x", x), ACE);
        for (int i = 0; i < x.length; i++) {
            assertEquals((long) x[i] * (x[i] + 1), y[i], "flat index " + i);
        }
    }

    @Test
    void beginCommittedKeepsTheFirstHalfOfEachSlicesEight() {
        int[] x = values(2048, i -> 5 * i + 1);
        long[] y = run("""
                #[device(chip = 1)]
                fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A / 8, A % 4]> {
                    let x_dm = x.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0);
                    let y_dm: DmTensor<i32, Chip, Cluster, Slice, m![A % 4]> = ctx.main.begin(x_dm.view()).commit(0x4000);
                    y_dm.to_hbm::<m![A / 8, A % 4]>(&mut ctx.tdma, 1 << 20)
                }
                """, Map.of("x", x), new long[] {2048});
        // the output holds A with A % 8 < 4; the host tensor is read over A
        assertEquals(2048, y.length);
        for (int a = 0; a < y.length; a++) {
            assertEquals(a % 8 < 4 ? x[a] : 0, y[a], "A = " + a);
        }
    }

    /** {@code 2 · lhs + rhs} written with {@code ops}, one group operand per group, before the zip. */
    private static long[] pair(String group0, String group1) {
        int[] l = values(2048, i -> i - 1000);
        int[] r = values(2048, i -> 7 * i);
        long[] y = run("""
                #[device(chip = 1)]
                fn kernel(ctx: &mut Context, lhs: &HbmTensor<i32, Chip, m![A]>, rhs: &HbmTensor<i32, Chip, m![A]>)
                        -> HbmTensor<i32, Chip, m![A]> {
                    let lhs = lhs.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0);
                    let rhs = rhs.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 32 * 1024);
                    let out: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
                        .main
                        .begin_interleaved::<I, _, _, _, _, _>(lhs.view(), rhs.view())
                        .fetch::<i32, m![I], m![A % 8]>()
                        .collect::<m![I], m![A % 8]>()
                        .vector_init()
                        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
                        .vector_fxp(FxpBinaryOp::MulInt, GROUP0, GROUP1)
                        .vector_clip_zip(ClipBinaryOpI32::AddFxp)
                        .vector_final()
                        .commit(64 * 1024);
                    out.to_hbm(&mut ctx.tdma, 0)
                }
                """.replace("GROUP0", group0).replace("GROUP1", group1), Map.of("lhs", l, "rhs", r), new long[] {2048});
        long[] expected = new long[2048];
        for (int i = 0; i < 2048; i++) {
            expected[i] = 2L * l[i] + r[i];
        }
        assertEquals(java.util.Arrays.toString(expected), java.util.Arrays.toString(y));
        return y;
    }

    @Test
    void aGroupZeroOperandAppliesToItsWholeGroupAndAGroupOneOperandToNone() {
        pair("VeBranchOperand::group(VeRhs::constant(2), GroupId::Zero)",
                "VeBranchOperand::group(VeRhs::constant(3), GroupId::One)");
    }

    @Test
    void anOperandAlwaysValidAndATupleOfGroupZeroApplyAndTheStashDoesNot() {
        pair("(2, GroupId::Zero)", "VeBranchOperand::stash_always()");
        pair("VeBranchOperand::always(VeRhs::constant(2))", "VeBranchOperand::stash_group(GroupId::Zero)");
    }
}
