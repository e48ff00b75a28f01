package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.simulator.npy.NpyArray;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The calls at the ends of a stream the reference allows and the simulator now reads, each run
 * on given inputs with every output value checked against its definition, and conformant to the
 * naive evaluator: a transpose after {@code vector_final} (a relabelling by index,
 * stream_tensor.rs:1677), {@code vector_final().to_vrf(…)} (stream_tensor.rs:1671),
 * {@code begin(…).commit(…)} (stream_tensor.rs:1723) and {@code begin_interleaved(…).commit(…)}
 * (context.rs:214), and a pair's {@code VeBranchOperand} group
 * operands (every execution id of a pair is 0 and no stash is read there, vector_tensor_pair.rs:191, 255).
 */
class StreamEndsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String HEAD = "use furiosa_visa_std::prelude::*;\n" + Kernels.PRELUDE;

    /**
     * The base kernel of the {@code Transpose::RELABEL} rule cases: {@code y = x + 1} over
     * {@code [A, C, E]}, the stream {@code m![A % 8, C], m![E]} transposed after {@code vector_final}
     * to {@code m![A % 8, E / 2], m![E % 2, C]} and committed as {@code m![A % 8, E, C]}.
     */
    private static String relabelKernel() {
        return read(RuleKernelsTest.RULES.resolve("Transpose/relabel.rs"));
    }

    private static String read(java.nio.file.Path p) {
        try {
            return java.nio.file.Files.readString(p);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Runs {@code function} of {@code text} on the inputs {@code given} and returns its output's values. */
    private static long[] run(String text, String function, Map<String, int[]> given, long[] shape) {
        Map<String, NpyArray> in = new java.util.HashMap<>();
        given.forEach((k, v) -> in.put(k, NpyArray.int32(shape, v)));
        Program p = Kernels.of(text);
        assertEquals(List.of(), RUNS.rules(p));
        return RUNS.values(p, function, in);
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
        String text = relabelKernel().replace(".transpose::<m![A % 8, E / 2], m![E % 2, C]>()",
                ".transpose::<m![E / 2, A % 8], m![E % 2, C]>()");
        long[] y = run(text, "kernel", Map.of("x", x), ACE);
        for (int i = 0; i < x.length; i++) {
            assertEquals(x[i] + 1, y[i], "flat index " + i);
        }
    }

    @Test
    void vectorFinalToVrfStoresByIndexAndIsReadByIndex() {
        int[] x = values(2048 * 32, i -> i % 1000 - 500);
        String base = relabelKernel();
        // the same pass again, multiplying by the VRF tensor v = x + 1 stored as m![E, A % 8, C]
        String pass = base.substring(base.indexOf("        .main\n"), base.indexOf("        .vector_final()"))
                .replace("FxpBinaryOp::AddFxp, 1", "FxpBinaryOp::MulInt, &v");
        String text = base.replace("let y_dm: DmTensor<i32, Chip, Cluster, Slice, m![A % 8, E, C]>",
                        "let v: VrfTensor<i32, Chip, Cluster, Slice, m![E, A % 8, C]>")
                .replace("        .transpose::<m![A % 8, E / 2], m![E % 2, C]>()\n        .commit(0x4000);\n",
                        "        .to_vrf(0);\n    let y_dm: DmTensor<i32, Chip, Cluster, Slice, m![A % 8, C, E]> = ctx\n" + pass
                                + "        .vector_final()\n        .commit(0x4000);\n");
        long[] y = run(text, "kernel", Map.of("x", x), ACE);
        for (int i = 0; i < x.length; i++) {
            assertEquals((long) x[i] * (x[i] + 1), y[i], "flat index " + i);
        }
    }

    @Test
    void beginCommittedKeepsTheFirstHalfOfEachSlicesEight() {
        int[] x = values(2048, i -> 5 * i + 1);
        long[] y = run(HEAD + """
                #[device(chip = 1)]
                fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A / 8, A % 4]> {
                    let x_dm = x.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0);
                    let y_dm: DmTensor<i32, Chip, Cluster, Slice, m![A % 4]> = ctx.main.begin(x_dm.view()).commit(0x4000);
                    y_dm.to_hbm::<m![A / 8, A % 4]>(&mut ctx.tdma, 1 << 20)
                }
                """, "kernel", Map.of("x", x), new long[] {2048});
        // the output holds A with A % 8 < 4; the host tensor is read over A
        assertEquals(2048, y.length);
        for (int a = 0; a < y.length; a++) {
            assertEquals(a % 8 < 4 ? x[a] : 0, y[a], "A = " + a);
        }
    }

    /**
     * {@code begin_interleaved::<I, …>(a, b).commit(…)} (context.rs:214: a stream of Time
     * {@code m![I]}, Packet the element) committed as {@code m![I, A % 8]}: {@code I = 0} holds
     * {@code a}, {@code I = 1} holds {@code b}.
     */
    @Test
    void beginInterleavedCommittedHoldsBothTensorsAlongTheNewAxis() {
        int[] a = values(2048, i -> 3 * i - 100);
        int[] b = values(2048, i -> -2 * i + 9);
        // the kernel of the valid Commit::LAYOUT case, below its base line in rules/Fetch/interleave.rs
        String text = RuleCase.all(RuleKernelsTest.RULES).stream()
                .filter(c -> c.valid() && c.rule().equals("Commit::LAYOUT")
                        && c.file().toString().equals("Fetch/interleave.rs"))
                .findFirst().orElseThrow().kernel();
        Program p = Kernels.of(text);
        assertEquals(List.of(), RUNS.rules(p));
        long[] y = RUNS.values(p, "kernel", Map.of("a", NpyArray.int32(new long[] {2048}, a),
                "b", NpyArray.int32(new long[] {2048}, b)));
        assertEquals(2 * 2048, y.length);
        for (int i = 0; i < 2048; i++) {
            assertEquals(a[i], y[i], "I = 0, A = " + i);
            assertEquals(b[i], y[2048 + i], "I = 1, A = " + i);
        }
    }

    /**
     * {@code binary_add_2048} of {@code binary_add.rs} on {@code i32} inputs, each group multiplied
     * by its operand ({@code group0}, {@code group1}) before the zip adds them: {@code 2 · lhs + rhs}.
     */
    private static void pair(String group0, String group1) {
        int[] l = values(2048, i -> i - 1000);
        int[] r = values(2048, i -> 7 * i);
        String text = read(Kernels.EXAMPLES.resolve("binary_add.rs"))
                .replace("&HbmTensor<i8, Chip, m![A]>", "&HbmTensor<i32, Chip, m![A]>")
                .replace("        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n", "        .vector_fxp(FxpBinaryOp::MulInt, "
                        + group0 + ", " + group1 + ")\n        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n");
        long[] y = run(text, "binary_add_2048", Map.of("lhs", l, "rhs", r), new long[] {2048});
        for (int i = 0; i < 2048; i++) {
            assertEquals(2L * l[i] + r[i], y[i], "A = " + i);
        }
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
