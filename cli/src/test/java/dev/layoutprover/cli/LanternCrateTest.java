package dev.layoutprover.cli;

import static dev.layoutprover.cli.CrateOutputs.ints;
import static dev.layoutprover.cli.CrateOutputs.output;
import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.npy.NpyArray;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code crates/lantern}: the steps of a decoder layer, each a kernel of several passes written
 * through structs, macros and helper functions across modules: an RMS norm with a gain (the mean
 * square, its root in the VRF, the scaled division), a tempered softmax and a log-softmax (row
 * maximum, shifted exponentials summed, then divided or the log taken and subtracted), a rotary
 * rotation of interleaved pairs (each group scaled by its own constant, then zipped), i8
 * projections with a bias and a ReLU summed in i32, residual adds in f32 (one with the branch's sign
 * flipped on its raw bits) and saturating i32, and residuals across the two clusters of a chip and
 * across two chips.
 */
class LanternCrateTest {

    private static final String LANTERN = "src/test/resources/crates/lantern";

    private static final List<String> PATHS = List.of("attn::rope::rotate_real", "attn::rope::rotate_imag",
            "attn::softmax::softmax_half_temperature", "attn::softmax::log_softmax",
            "block::residual::residual_relu_half", "block::residual::residual_quarter_sat",
            "block::residual::residual_sign_flipped", "block::spread::cluster_residual",
            "block::spread::chip_pair_residual", "norm::rms::rms_norm_gain", "norm::rms::token_rms",
            "proj::linear::project_i8_bias", "proj::linear::project_i8_bias_relu");

    private static final long[] TOKENS = {1024, 8};

    @Test
    void everyKernelRunsConformantAndVerifiesClean() throws IOException {
        CrateVerdicts.assertCleanCrate(LANTERN, PATHS);
    }

    /**
     * Every kernel checked symbolically ({@code --max-macs 0}) gets its concrete run's verdict: the
     * exponentials, logarithm, roots and divisions each one node read at the output's own index, the
     * sign flipped on the raw bits of floats, the clusters' and chips' shuffles.
     */
    @Test
    void theSymbolicCheckDecidesEveryKernel() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertVerdicts(LANTERN, 0, PATHS, Map.of(), "--max-macs", "0");
        assertEquals(0, r.report().get("totals").get("unknown").asInt(), r.out());
    }

    /** Scores of a few magnitudes and signs, none zero, so every row's statistics differ. */
    private static float[] scores() {
        float[] x = new float[1024 * 8];
        for (int i = 0; i < x.length; i++) {
            x[i] = ((i * 37 + 11) % 23 - 11) / 4f + (i % 8 == 3 ? 0.125f : 0);
        }
        return x;
    }

    /** The norm, the root mean square alone, the tempered softmax and the log-softmax, row by row. */
    @Test
    void theNormAndSoftmaxesComputeWhatTheySay(@TempDir Path dir) throws IOException {
        float[] x = scores();
        Map<String, NpyArray> in = Map.of("x", NpyArray.float32(TOKENS, x));
        NpyArray norm = output(LANTERN, dir, "rms_norm_gain", in);
        NpyArray rms = output(LANTERN, dir, "token_rms", in);
        NpyArray soft = output(LANTERN, dir, "softmax_half_temperature", in);
        NpyArray logSoft = output(LANTERN, dir, "log_softmax", in);
        for (int t = 0; t < 1024; t++) {
            double square = 0;
            double max = Double.NEGATIVE_INFINITY;
            double halfMax = Double.NEGATIVE_INFINITY;
            for (int h = 0; h < 8; h++) {
                double v = x[t * 8 + h];
                square += v * v / 8;
                max = Math.max(max, v);
                halfMax = Math.max(halfMax, v / 2);
            }
            double sum = 0;
            double halfSum = 0;
            for (int h = 0; h < 8; h++) {
                sum += Math.exp(x[t * 8 + h] - max);
                halfSum += Math.exp(x[t * 8 + h] / 2 - halfMax);
            }
            assertEquals(Math.sqrt(square), rms.real(t), 1e-5 * Math.sqrt(square), "rms at " + t);
            for (int h = 0; h < 8; h++) {
                int i = t * 8 + h;
                assertEquals(2 * x[i] / Math.sqrt(square + 1e-6), norm.real(i), 1e-5, "norm at " + i);
                assertEquals(Math.exp(x[i] / 2 - halfMax) / halfSum, soft.real(i), 1e-5, "softmax at " + i);
                assertEquals(x[i] - max - Math.log(sum), logSoft.real(i), 1e-5, "log-softmax at " + i);
            }
        }
    }

    /**
     * The saturating residual at the edges of i32, and the residuals across the clusters
     * ({@code 3 x[e] − x[1 − e] + 1}) and chips ({@code x[q] / 4 + x[1 − q]}).
     */
    @Test
    void theIntegerAndSpreadResidualsComputeWhatTheySay(@TempDir Path dir) throws IOException {
        int[] x = ints(8192, i -> i % 5 == 0 ? Integer.MAX_VALUE - i : i * 262_139 - 1_000_000_000);
        int[] y = ints(8192, i -> i % 7 == 0 ? Integer.MAX_VALUE - 3 * i : 1_500_000_000 - i * 524_287);
        NpyArray sat = output(LANTERN, dir, "residual_quarter_sat",
                Map.of("x", NpyArray.int32(TOKENS, x), "y", NpyArray.int32(TOKENS, y)));
        for (int i = 0; i < x.length; i++) {
            long exact = (long) x[i] + (y[i] >> 2);
            assertEquals(Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, exact)), sat.integer(i), "at " + i);
        }
        long[] halves = {2, 256, 32};
        int[] c = ints(16384, i -> (i * 7919) % 20011 - 10000);
        NpyArray cluster = output(LANTERN, dir, "cluster_residual", Map.of("x", NpyArray.int32(halves, c)));
        float[] f = new float[16384];
        for (int i = 0; i < f.length; i++) {
            f[i] = (i % 97 - 48) / 8f;
        }
        NpyArray chip = output(LANTERN, dir, "chip_pair_residual", Map.of("x", NpyArray.float32(halves, f)));
        for (int i = 0; i < 16384; i++) {
            int other = (i + 8192) % 16384;
            assertEquals(3L * c[i] - c[other] + 1, cluster.integer(i), "cluster at " + i);
            assertEquals(f[i] / 4 + f[other], chip.real(i), 1e-6, "chip at " + i);
        }
    }

    /** The math each kernel states, and wrong specs refuted: the angle's parts, the operands and the bias swapped. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "rotate_real|a[T,H] * 0.8 - b[T,H] * 0.6 -> [T,H]|0",
        "rotate_imag|a[T,H] * 0.6 + b[T,H] * 0.8 -> [T,H]|0",
        "rotate_imag|a[T,H] * 0.8 + b[T,H] * 0.6 -> [T,H]|1",
        "residual_relu_half|x[T,H] + max(y[T,H] * 0.5, 0) -> [T,H]|0",
        "residual_sign_flipped|y[T,H] - x[T,H] -> [T,H]|0",
        "residual_sign_flipped|x[T,H] - y[T,H] -> [T,H]|1",
        "project_i8_bias|x[M,K] * w[N,K] - 100 -> [M,N]|0",
        "project_i8_bias_relu|max(x[M,K] * w[N,K] + 7, 0) -> [M,N]|0",
        "project_i8_bias_relu|max(x[M,K] * w[N,K], 0) + 7 -> [M,N]|1",
    })
    void theKernelMeetsItsSpec(String function, String spec, int exit) {
        CrateVerdicts.assertSpec(LANTERN, function, spec, exit);
    }

    /**
     * The same specs checked symbolically ({@code --max-macs 0}): an f32 operand that is not a small
     * integer ({@code 0.8f32}) is the spec's {@code 0.8}, so the rotation and the ReLU are decided; a
     * spec whose constant differs ({@code 0.25} for {@code 0.5f32}, the rotation's constants swapped)
     * is refuted by a replay that reads the constant exactly ({@code y = 1}: the kernel 0.5, the spec
     * 0.25); the sign flipped on the raw bits (no subtraction the check can show) stays unknown
     * (exit 3), never conformant, since the replay does not evaluate bits of floats; integer specs are
     * refuted.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "rotate_real|a[T,H] * 0.8 - b[T,H] * 0.6 -> [T,H]|0",
        "rotate_imag|a[T,H] * 0.8 + b[T,H] * 0.6 -> [T,H]|1",
        "residual_relu_half|x[T,H] + max(y[T,H] * 0.5, 0) -> [T,H]|0",
        "residual_relu_half|x[T,H] + max(y[T,H] * 0.25, 0) -> [T,H]|1",
        "residual_sign_flipped|y[T,H] - x[T,H] -> [T,H]|3",
        "project_i8_bias|x[M,K] * w[N,K] - 100 -> [M,N]|0",
        "project_i8_bias_relu|max(x[M,K] * w[N,K], 0) + 7 -> [M,N]|1",
    })
    void theSymbolicCheckMeetsOrRefutesTheSpec(String function, String spec, int exit) {
        Run r = run("simulate", "--max-macs", "0", "--fn", function, "--expect", spec, LANTERN);
        assertEquals(exit, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains(switch (exit) {
            case 0 -> ": conformant (symbolic";
            case 1 -> ": not-conformant (symbolic";
            default -> ": unknown (symbolic";
        }), r.out());
    }
}
