package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.npy.NpyArray;
import dev.layoutprover.simulator.npy.NpyFormatException;
import dev.layoutprover.simulator.npy.NpyType;
import dev.layoutprover.simulator.npy.TensorArrays;
import dev.layoutprover.simulator.oracle.SpecParser;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Kernels on {@code i4} ({@code examples/kernels/i4_matmul.rs} and small ones here): integer
 * {@code .npy} inputs in -8..=7, storage two to a byte through host, HBM, DM and TRF, the fetch's
 * {@code i4 → i32}, the contraction {@code i4 → i32} (a tree of depth 7 over 128 products), the
 * Cast Engine's {@code i32 → i4} (the low 4 bits, as {@code i4::from_i32}), the output as
 * {@code int32}; the Transpose Engine moves each nibble to its column; a DMA the simulator cannot
 * run on whole bytes is {@code Kernel::UNMODELLED}, never a value.
 */
class Int4KernelsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final int I = 256;
    private static final int J = 64;
    private static final int K = 256;

    private static final String WIDEN = """
            use furiosa_visa_std::prelude::*;

            axes![A = 4096];

            type Chip = m![1];
            type Cluster = m![1 # 2];

            #[device(chip = 1)]
            pub fn widen(ctx: &mut Context, x: &HbmTensor<i4, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
                let x_dm = x.to_dm::<Cluster, m![A / 16], m![A % 16]>(&mut ctx.tdma, 0);
                let r: DmTensor<i32, Chip, Cluster, m![A / 16], m![A % 16]> = ctx
                    .main
                    .begin(x_dm.view())
                    .fetch::<i32, m![A % 16 / 8], m![A % 8]>()
                    .collect::<m![A % 16 / 8], m![A % 8]>()
                    .commit(0x1000);
                r.to_hbm(&mut ctx.tdma, 0x10000)
            }
            """;

    @Test
    void theExampleRunsConformantToItsSpecAndVerifiesClean() {
        Simulation s = Simulation.run(Kernels.example("i4_matmul.rs"), Optional.of("i4_matmul"), OptionalLong.empty(),
                RUNS.prover, new Simulation.Given(Map.of(), Optional.of(SpecParser.parse("a[I, K] * b[J, K] -> [I, J]"))));
        assertTrue(s.passed(), s::toString);
        assertEquals(0.0, s.report().orElseThrow().maxDifference());
        Simulation r = Simulation.run(Kernels.example("i4_matmul.rs"), Optional.of("i4_matmul_requant"),
                OptionalLong.empty(), RUNS.prover, new Simulation.Given(Map.of(), Optional.empty()));
        assertTrue(r.passed(), r::toString);
        assertEquals("i4", r.report().orElseThrow().type());
        assertEquals(List.of(), RUNS.rules(Kernels.example("i4_matmul.rs")));
    }

    @Test
    void edgeValuesMultiplyAndSumExactlyAndTheCastKeepsTheLowBits() {
        int[] a = new int[I * K];
        int[] b = new int[J * K];
        for (int k = 0; k < K; k++) {
            a[k] = -8; // row 0
            b[k] = -8; // B row 0
            a[K + k] = 7; // row 1
            a[4 * K + k] = k % 16 - 8; // row 4: -8..=7 in turn
            b[2 * K + k] = 1;
        }
        a[2 * K] = 7; // A[2, 0]: a low nibble
        b[K] = 7; // B[1, 0]
        a[3 * K] = -8;
        a[5 * K + 1] = 7; // A[5, 1]: a high nibble
        b[3 * K + 1] = -8; // B[3, 1]
        LogicalTensor c = run("i4_matmul", a, b);
        assertEquals(16384.0, c.value(0)); // 256 · (-8) · (-8)
        assertEquals(-14336.0, c.value(J)); // 256 · 7 · (-8)
        assertEquals(49.0, c.value(2 * J + 1));
        assertEquals(-56.0, c.value(3 * J + 1));
        assertEquals(-128.0, c.value(4 * J + 2)); // 16 · (-8 + … + 7)
        assertEquals(-56.0, c.value(5 * J + 3));
        assertEquals(0.0, c.value(5 * J + 1));
        LogicalTensor q = run("i4_matmul_requant", a, b);
        assertEquals(ElementType.I4, q.type());
        assertEquals(0.0, q.value(0)); // 16384 = 0x4000
        assertEquals(0.0, q.value(J)); // -14336 = -0x3800
        assertEquals(1.0, q.value(2 * J + 1)); // 49 = 0x31
        assertEquals(-8.0, q.value(3 * J + 1)); // -56: low bits 0x8
        assertEquals(0.0, q.value(4 * J + 2)); // -128 = -0x80: low nibble 0
        assertEquals(-8.0, q.value(5 * J + 3)); // -56 = -0x38: low nibble 0x8
        NpyArray out = TensorArrays.toArray(q);
        assertEquals(NpyType.I4, out.type()); // written as int32 ('<i4' is NumPy's int32)
        assertEquals(1, out.integer(2 * J + 1));
    }

    @Test
    void integerInputsOutsideMinusEightToSevenAreRefused() {
        List<Axis> axes = List.of(new Axis("A", 3));
        LogicalTensor ok = TensorArrays.toTensor("x", "i4 m![A]", NpyArray.int32(new long[] {3}, new int[] {-8, 0, 7}),
                ElementType.I4, axes);
        assertEquals(-8.0, ok.value(0));
        assertEquals(7.0, ok.value(2));
        NpyFormatException e = assertThrows(NpyFormatException.class, () -> TensorArrays.toTensor("x", "i4 m![A]",
                NpyArray.int32(new long[] {3}, new int[] {-8, 8, 7}), ElementType.I4, axes));
        assertEquals("input x: element [1] is 8, outside the range of i4 (i4 m![A])", e.getMessage());
        assertThrows(NpyFormatException.class, () -> TensorArrays.toTensor("x", "i4 m![A]",
                NpyArray.int32(new long[] {3}, new int[] {-9, 0, 0}), ElementType.I4, axes));
    }

    @Test
    void theFetchWidensI4ToI32() {
        int[] x = new int[4096];
        for (int i = 0; i < x.length; i++) {
            x[i] = Math.floorMod(i * 7, 16) - 8;
        }
        Simulation s = Simulation.run(Kernels.of(WIDEN), Optional.of("widen"), OptionalLong.empty(), RUNS.prover,
                new Simulation.Given(Map.of("x", NpyArray.int32(new long[] {4096}, x)),
                        Optional.of(SpecParser.parse("x[A] -> [A]"))));
        assertTrue(s.passed(), s::toString);
        LogicalTensor out = s.result().orElseThrow();
        for (int i = 0; i < 32; i++) {
            assertEquals(x[i], out.value(i), "element " + i);
        }
        assertEquals(List.of(), RUNS.rules(Kernels.of(WIDEN)));
    }

    @Test
    void aDmaThatSplitsBytesIsUnmodelled() {
        // DM position 1 of m![A % 2, A % 16 / 2] is A = 2: the pair (A = 0, A = 2) shares no byte in HBM
        Program p = Kernels.of(WIDEN.replace("m![A / 16], m![A % 16]>(&mut ctx.tdma, 0)",
                "m![A / 16], m![A % 2, A % 16 / 2]>(&mut ctx.tdma, 0)"));
        assertTrue(RUNS.rules(p).contains("Kernel::UNMODELLED at 10"), () -> RUNS.rules(p).toString());
        Unmodelled u = assertThrows(Unmodelled.class, () -> RUNS.simulate(p));
        assertTrue(u.getMessage().contains("would move {A: 2} alone"), u::getMessage);
    }

    @Test
    void aTransposeOfI4IsCheckedAsTheReferenceChecksIt() throws java.io.IOException {
        // OutTime m![A % 16 # 64] asks 64 rows of a packet's 16 columns: out_rows ≤ in_cols fails (stream_tensor.rs:1059)
        Program p = Kernels.of(WIDEN
                .replace(".fetch::<i32, m![A % 16 / 8], m![A % 8]>()", ".fetch::<i4, m![1], m![A % 16 # 64]>()")
                .replace(".collect::<m![A % 16 / 8], m![A % 8]>()", ".collect::<m![1], m![A % 16 # 64]>()\n"
                        + "        .transpose::<m![A % 16 # 64], m![1 # 64]>()")
                .replace("DmTensor<i32", "DmTensor<i4").replace("HbmTensor<i32", "HbmTensor<i4"));
        assertEquals(List.of("Transpose::LAYOUT at 16"), RUNS.rules(p));
        // 16 rows of 16 i4 (8 bytes) by 16 columns: the layout holds (rules/Transpose/i4.rs, whose invalid cases edit it)
        Program q = Kernels.of(java.nio.file.Files.readString(java.nio.file.Path.of(
                "src/test/resources/rules/Transpose/i4.rs")));
        assertEquals(List.of(), RUNS.rules(q));
        assertTrue(RUNS.simulate(q).passed());
    }

    @Test
    void aTransposeOfI4MovesEachNibbleToItsColumn() {
        // x[p, c, d, e] = (d + 3e + c) mod 16 - 8: every value of -8..=7 in both nibbles of a byte
        int[] x = new int[256 * 8 * 16 * 16];
        for (int i = 0; i < x.length; i++) {
            int e = i % 16;
            int d = i / 16 % 16;
            int c = i / 256 % 8;
            x[i] = Math.floorMod(d + 3 * e + c, 16) - 8;
        }
        Simulation s = Simulation.run(Kernels.example("i4_transpose.rs"), Optional.of("i4_transpose"),
                OptionalLong.empty(), RUNS.prover, new Simulation.Given(Map.of("x",
                        NpyArray.int32(new long[] {256, 8, 16, 16}, x)), Optional.of(SpecParser.parse(
                        "x[P, C, D, E] -> [P, C, E, D]"))));
        assertTrue(s.passed(), s::toString);
        LogicalTensor y = s.result().orElseThrow();
        assertEquals(ElementType.I4, y.type());
        // the output's array is over its mapping's axes, m![P, C, E, D]
        assertEquals(List.of("P", "C", "E", "D"), y.axes().stream().map(Axis::name).toList());
        for (int c = 0; c < 8; c++) {
            for (int e = 0; e < 16; e++) {
                for (int d = 0; d < 16; d++) {
                    assertEquals(Math.floorMod(d + 3 * e + c, 16) - 8, y.value(((255 * 8 + c) * 16 + e) * 16 + d),
                            "y[255, " + c + ", " + e + ", " + d + "]");
                }
            }
        }
        assertEquals(List.of(), RUNS.rules(Kernels.example("i4_transpose.rs")));
    }

    private static LogicalTensor run(String fn, int[] a, int[] b) {
        Simulation s = Simulation.run(Kernels.example("i4_matmul.rs"), Optional.of(fn), OptionalLong.empty(),
                RUNS.prover, new Simulation.Given(Map.of("a", NpyArray.int32(new long[] {I, K}, a), "b",
                        NpyArray.int32(new long[] {J, K}, b)), Optional.empty()));
        assertTrue(s.passed(), s::toString);
        return s.result().orElseThrow();
    }
}
