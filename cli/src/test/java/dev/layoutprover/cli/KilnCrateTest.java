package dev.layoutprover.cli;

import static dev.layoutprover.cli.CrateOutputs.ints;
import static dev.layoutprover.cli.CrateOutputs.output;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.simulator.npy.NpyArray;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntUnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code crates/kiln}: the Vector Engine's passes around a quantised model's products, written
 * through macros, structs and helpers across modules: i32 sums dequantised by a zero point and a
 * scale, floats requantised (rounded, offset, clipped to i8), a Q1 value scaled, lanes chosen by
 * a comparison and by a channel's parity, a bit field toggled and shifted, pairs zipped (a sigmoid
 * gate, a weighted difference, a raised minimum), reductions over a token's channels (a maximum, a
 * mean by a division, a least square from the stash) and over the slices (a mean and a floor), a
 * layer norm, a bf16 dense head with a fused multiply-add and a tanh or a ReLU, sums whose
 * channels are split between the two clusters, and a row broadcast to every token (through DM
 * and in HBM).
 */
class KilnCrateTest {

    private static final String KILN = "src/test/resources/crates/kiln";

    /** The device functions {@code names} of {@code module}: {@code in("a::b", "f")} is {@code [a::b::f]}. */
    private static Stream<String> in(String module, String... names) {
        return Stream.of(names).map(n -> module + "::" + n);
    }

    private static final List<String> PATHS = Stream.of(
            in("gate::bits", "middle_byte_toggled"),
            in("gate::select", "magnitude_capped_1000", "parity_relu_or_offset"),
            in("head::dense", "dense_tanh", "dense_relu_half"),
            in("norm::layer", "layer_norm"),
            in("pair::zipped", "sigmoid_gate", "weighted_difference", "raised_minimum"),
            in("quant::convert", "dequantize_acts", "requantize_acts", "half_steps_affine"),
            in("reduce::across", "group_mean", "group_floor"),
            in("reduce::within", "channel_peak", "channel_mean", "least_square"),
            in("spread::halves", "split_channel_sums"),
            in("spread::rows", "bias_rows", "row_repeated")).flatMap(x -> x).toList();

    /** The activations' shape, {@code [T, C]}. */
    private static final long[] ACTS = {256, 8};

    @Test
    void everyKernelRunsConformantAndVerifiesClean() throws IOException {
        CrateVerdicts.assertCleanCrate(KILN, PATHS);
    }

    /** Every kernel checked symbolically ({@code --max-macs 0}) is decided, as its concrete run: conformant. */
    @Test
    void theSymbolicCheckDecidesEveryKernel() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertSymbolicVerdicts(KILN, 0, PATHS, Map.of());
        assertEquals(0, r.report().get("totals").get("unknown").asInt(), r.out());
    }

    /** i32 activations of both signs, up to 2000 in magnitude. */
    private static int[] small() {
        return ints(2048, i -> (i * 7919) % 4001 - 2000);
    }

    /** {@code n} floats {@code f(i) / 8}. */
    private static float[] eighths(int n, IntUnaryOperator f) {
        float[] x = new float[n];
        for (int i = 0; i < n; i++) {
            x[i] = f.applyAsInt(i) / 8f;
        }
        return x;
    }

    /** Rounds half away from zero, as Rust's {@code f64::round}. */
    private static long roundHalfAway(double v) {
        return (long) (Math.signum(v) * Math.floor(Math.abs(v) + 0.5));
    }

    /** Asserts {@code out[i] = want(i)} within {@code tolerance} at each of the output's {@code n} indices. */
    private static void assertEach(NpyArray out, int n, IntToDoubleFunction want, double tolerance, String what) {
        for (int i = 0; i < n; i++) {
            assertEquals(want.applyAsDouble(i), out.real(i), tolerance, what + " at " + i);
        }
    }

    /**
     * Dequantised {@code 0.125 (q − 12)}, requantised {@code clip(round(4 x) + 12, −128, 127)} (halves
     * rounded away from zero, the ends clipped), and the Q1 value {@code 1.5 q + 0.5}: exact.
     */
    @Test
    void theConversionsScaleRoundAndClip(@TempDir Path dir) throws IOException {
        int[] q = small();
        Map<String, NpyArray> in = Map.of("q", NpyArray.int32(ACTS, q));
        assertEach(output(KILN, dir, "dequantize_acts", in), 2048, i -> 0.125 * (q[i] - 12), 0, "dequantised");
        assertEach(output(KILN, dir, "half_steps_affine", in), 2048, i -> 1.5 * q[i] + 0.5, 0, "Q1");
        float[] x = eighths(2048, i -> (i * 37) % 801 - 400);
        assertEach(output(KILN, dir, "requantize_acts", Map.of("x", NpyArray.float32(ACTS, x))), 2048,
                i -> Math.max(-128, Math.min(127, roundHalfAway(4.0 * x[i]) + 12)), 0, "requantised");
    }

    /**
     * {@code min(|x|, 1000)}; a ReLU on even channels and {@code + 5} on odd ones; and bits 4 to 11
     * with bits 4 and 8 toggled, shifted down: {@code ((x & 0xff0) ^ 0x110) >>> 4}.
     */
    @Test
    void theBranchesAndBitsPickEachLane(@TempDir Path dir) throws IOException {
        int[] x = small();
        Map<String, NpyArray> in = Map.of("x", NpyArray.int32(ACTS, x));
        assertEach(output(KILN, dir, "magnitude_capped_1000", in), 2048, i -> Math.min(Math.abs(x[i]), 1000), 0,
                "capped");
        assertEach(output(KILN, dir, "parity_relu_or_offset", in), 2048,
                i -> i % 2 == 0 ? Math.max(x[i], 0) : x[i] + 5, 0, "parity");
        int[] words = ints(2048, i -> i * -1_640_531_535);
        assertEach(output(KILN, dir, "middle_byte_toggled", Map.of("x", NpyArray.int32(ACTS, words))), 2048,
                i -> ((words[i] & 0xff0) ^ 0x110) >>> 4, 0, "bits");
    }

    /** The sigmoid gate {@code a / (1 + e^−b)} and the raised minimum {@code min(a + 10, b)}. */
    @Test
    void thePairsZip(@TempDir Path dir) throws IOException {
        float[] a = eighths(2048, i -> (i * 13) % 97 - 48);
        float[] b = eighths(2048, i -> (i * 29) % 89 - 44);
        NpyArray gate = output(KILN, dir, "sigmoid_gate",
                Map.of("a", NpyArray.float32(ACTS, a), "b", NpyArray.float32(ACTS, b)));
        int[] p = small();
        int[] r = ints(2048, i -> (i * 31) % 4093 - 2046);
        NpyArray least = output(KILN, dir, "raised_minimum",
                Map.of("a", NpyArray.int32(ACTS, p), "b", NpyArray.int32(ACTS, r)));
        for (int i = 0; i < 2048; i++) {
            double want = a[i] / (1 + Math.exp(-b[i]));
            assertEquals(want, gate.real(i), 1e-6 * Math.max(1, Math.abs(want)), "gate at " + i);
            assertEquals(Math.min(p[i] + 10, r[i]), least.integer(i), "minimum at " + i);
        }
    }

    /**
     * Each token's largest channel plus one, its least square, and its layer norm
     * {@code (x − mean) / sqrt(var + 1/1024)}.
     */
    @Test
    void theChannelReductionsAndTheNormTakeEachToken(@TempDir Path dir) throws IOException {
        int[] q = small();
        NpyArray peak = output(KILN, dir, "channel_peak", Map.of("x", NpyArray.int32(ACTS, q)));
        float[] x = eighths(2048, i -> (i * 41) % 131 - 65 + (i % 8 == 5 ? 3 : 0));
        Map<String, NpyArray> in = Map.of("x", NpyArray.float32(ACTS, x));
        NpyArray least = output(KILN, dir, "least_square", in);
        NpyArray norm = output(KILN, dir, "layer_norm", in);
        for (int t = 0; t < 256; t++) {
            int max = Integer.MIN_VALUE;
            float min = Float.MAX_VALUE;
            double mean = 0;
            for (int c = 0; c < 8; c++) {
                max = Math.max(max, q[8 * t + c]);
                min = Math.min(min, x[8 * t + c] * x[8 * t + c]);
                mean += x[8 * t + c] / 8.0;
            }
            double variance = 0;
            for (int c = 0; c < 8; c++) {
                variance += (x[8 * t + c] - mean) * (x[8 * t + c] - mean) / 8;
            }
            assertEquals(max + 1, peak.integer(t), "peak at " + t);
            assertEquals(min, least.real(t), 0, "least square at " + t);
            for (int c = 0; c < 8; c++) {
                double want = (x[8 * t + c] - mean) / Math.sqrt(variance + 1.0 / 1024);
                assertEquals(want, norm.real(8 * t + c), 1e-5, "norm at " + t + ", " + c);
            }
        }
    }

    /**
     * The least of four groups less 3, {@code min_g x[g, v, c] − 3}; and the sixteen channels of a
     * token summed half on each cluster, the whole sum on both: {@code out[e, t] = Σ x[t, ·, ·]}.
     */
    @Test
    void theSliceAndClusterReductionsGatherEveryPart(@TempDir Path dir) throws IOException {
        int[] g = ints(2048, i -> (i * 7919) % 20011 - 10000);
        NpyArray floor = output(KILN, dir, "group_floor", Map.of("x", NpyArray.int32(new long[] {4, 64, 8}, g)));
        for (int v = 0; v < 512; v++) {
            int min = Integer.MAX_VALUE;
            for (int k = 0; k < 4; k++) {
                min = Math.min(min, g[512 * k + v]);
            }
            assertEquals(min - 3, floor.integer(v), "floor at " + v);
        }
        int[] x = ints(4096, i -> (i * 613) % 2003 - 1001);
        NpyArray sums = output(KILN, dir, "split_channel_sums", Map.of("x", NpyArray.int32(new long[] {256, 2, 8}, x)));
        for (int t = 0; t < 256; t++) {
            long sum = 0;
            for (int k = 0; k < 16; k++) {
                sum += x[16 * t + k];
            }
            assertEquals(sum, sums.integer(t), "cluster 0 at " + t);
            assertEquals(sum, sums.integer(256 + t), "cluster 1 at " + t);
        }
    }

    /**
     * The dense head on bf16 values exact in bf16 (so every product and sum is exact in f32):
     * {@code tanh(2 (w · x) − 0.5)}.
     */
    @Test
    void theDenseHeadSquashesEachRow(@TempDir Path dir) throws IOException {
        float[] x = new float[64];
        for (int k = 0; k < 64; k++) {
            x[k] = (k % 7 - 3) / 4f;
        }
        float[] w = new float[256 * 64];
        for (int i = 0; i < w.length; i++) {
            w[i] = (i * 11 % 9 - 4) / 8f;
        }
        NpyArray y = output(KILN, dir, "dense_tanh",
                Map.of("x", NpyArray.float32(new long[] {64}, x), "w", NpyArray.float32(new long[] {256, 64}, w)));
        for (int n = 0; n < 256; n++) {
            double dot = 0;
            for (int k = 0; k < 64; k++) {
                dot += w[64 * n + k] * x[k];
            }
            assertEquals(Math.tanh(2 * dot - 0.5), y.real(n), 1e-6, "row " + n);
        }
    }

    /**
     * The math the kernels state, each spec checked on a concrete run ({@code exit}: 0 met, 1
     * refuted) and, where {@code symbolic} is given, symbolically ({@code --max-macs 0}; 3 unknown).
     * Wrong specs are refuted: a zero point moved, the weights swapped, a ReLU before the scale, the
     * raise on the other operand, a broadcast row without its offset or doubled. A broadcast's spec
     * names the axis the output adds ({@code bias[C] + 1 -> [T,C]}): every copy is checked. Symbolically the zipped pairs, the slices' mean and the dense head
     * are decided; a conversion between fixed point and float stays unknown, never conformant.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "dequantize_acts|(q[T,C] - 12) * 0.125 -> [T,C]|0|3",
        "dequantize_acts|q[T,C] * 0.125 - 12 -> [T,C]|1|",
        "half_steps_affine|q[T,C] * 1.5 + 0.5 -> [T,C]|0|",
        "magnitude_capped_1000|min(max(x[T,C], -x[T,C]), 1000) -> [T,C]|0|",
        "weighted_difference|a[T,C] * 2 - b[T,C] * 0.5 -> [T,C]|0|0",
        "weighted_difference|a[T,C] * 0.5 - b[T,C] * 2 -> [T,C]|1|",
        "raised_minimum|min(a[T,C] + 10, b[T,C]) -> [T,C]|0|0",
        "raised_minimum|min(a[T,C], b[T,C] + 10) -> [T,C]|1|1",
        "channel_mean|x[T,C] * 0.125 -> [T]|0|",
        "group_mean|x[G,V,C] * 0.25 -> [V,C]|0|0",
        "dense_relu_half|max(w[N,K] * x[K] * 0.5, 0) -> [N]|0|0",
        "dense_relu_half|max(w[N,K] * x[K], 0) -> [N]|1|",
        "bias_rows|bias[C] + 1 -> [T,C]|0|0",
        "bias_rows|bias[C] -> [T,C]|1|1",
        "row_repeated|x[C] -> [C,T]|0|0",
        "row_repeated|x[C] -> [T,C]|0|0",
        "row_repeated|x[C] * 2 -> [C,T]|1|1",
    })
    void theKernelMeetsItsSpec(String function, String spec, int exit, Integer symbolic) {
        CrateVerdicts.assertSpec(KILN, function, spec, exit);
        if (symbolic != null) {
            CrateVerdicts.assertSymbolicSpec(KILN, function, spec, symbolic);
        }
    }
}
