package dev.layoutprover.cli;

import static dev.layoutprover.cli.CrateOutputs.int8;
import static dev.layoutprover.cli.CrateOutputs.ints;
import static dev.layoutprover.cli.CrateOutputs.output;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.layoutprover.simulator.npy.NpyArray;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code crates/harbor}: 32 kernels of a small model layer's pieces and the passes around them,
 * built from the parts of the API the other crates use least: a SwiGLU (the sigmoid against the
 * stash, the product by the float zip) and a gated ReLU; an i8 projection on the Contraction
 * Engine rescaled by a Q31 {@code MulFxp} and clipped to i8, and one scaled in f32; a layer norm
 * in five passes held by a struct of its constants (mean and deviation in the VRF, the variance
 * of the centred rows against the stash, a division, a shift by the f32 clip unit); a softmax by
 * {@code NegExp} of {@code max − x} ({@code SubF} in {@code Mode10}); a KV cache appended through
 * a tile of its view at a computed block, once and in a loop; a reduce-scatter over four chips
 * (chip slices by computed patterns, chip shuffles, clip-unit adds), the two clusters' partial
 * sums added saturating and halved, cluster slices of a shuffled tensor; tile loops over views of
 * views whose inner bound starts at the outer index, a {@code while} loop whose step doubles, slice
 * tiles of a DM view written mirrored, a parallel copy into another element order ahead of a pass;
 * the clip unit's {@code AbsMin} and {@code AbsMax} on i32 and f32, {@code SubFxpSat} and
 * {@code LeftShiftSat}, {@code Log}, {@code Cos}, {@code Sin}, the ternary's {@code Mode020},
 * {@code Mode021} and {@code Mode112} (its operand from the VRF), the logic zip with a mode, a
 * saturating subtraction zipped with a mode; and epilogues chosen by a trait over generic unit
 * structs ({@code Scale::<3>}, {@code Clamp::<-50, 50>}).
 *
 * <p>One is broken on purpose: {@code doubling_quarters} commits into quarter views whose padded
 * element makes each output packet 64 bytes.
 */
class HarborCrateTest {

    private static final String HARBOR = "src/test/resources/crates/harbor";

    private static final List<String> PATHS = List.of("layer::cache::append_keys", "layer::cache::append_twice",
            "layer::mlp::swiglu", "layer::mlp::gated_relu", "layer::norm::layer_norm_shifted",
            "layer::norm::row_variance", "layer::project::project_q31_clip", "layer::project::project_scaled_f32",
            "layer::softmax::softmax_negexp", "layer::softmax::minus_row_max", "lanes::clip::abs_window",
            "lanes::clip::drop_then_double_sat", "lanes::clip::absmax_quarter_plus_one", "lanes::columns::column_mean",
            "lanes::columns::column_min_negated", "lanes::columns::column_product_sine", "lanes::float::half_log",
            "lanes::float::square_from_vrf", "lanes::pairs::xor_then_shift", "lanes::pairs::swapped_sub_sat",
            "lanes::pairs::min_against_lowered", "moves::slices::slice_quarters_mirrored",
            "moves::slices::pcopy_then_bias", "moves::split::halves_quadrupled", "moves::split::halves_cosine",
            "moves::tiles::mirrored_triangle", "moves::tiles::doubling_quarters", "multi::chips::reduce_scatter",
            "multi::clusters::cluster_mean", "multi::clusters::cluster_cross_tiles", "epilogue::bias_then_triple",
            "epilogue::negated_double_clamped");

    private static final String BROKEN = "moves::tiles::doubling_quarters";

    private static final String PACKET_TOO_WIDE = "src/moves/tiles.rs:39:5: Commit::IN_SIZE: commit_in_size must be "
            + "8, 16, 24 or 32 bytes, got 16 × 4 = 64 (Element::SIZE 32 / Time::SIZE 2)";

    @Test
    void everyKernelGetsTheReferencesVerdict() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertVerdicts(HARBOR, 1, PATHS, Map.of(BROKEN, "rule-broken"));
        assertEquals(32, r.report().get("totals").get("functions").asInt());
        assertFalse(r.out().contains("internal error"), r.out());
        r.assertReasonEnds(BROKEN, PACKET_TOO_WIDE);
        r.assertReasonHas(BROKEN, "src/moves/tiles.rs:48:14 via while loop iteration 0 at ");
    }

    /**
     * Every kernel checked symbolically ({@code --max-macs 0}): each decided one gets its concrete
     * run's verdict; the layer norm, the softmax, both projections (the Q31 product one node of the
     * reading), the reduce-scatter, the trait's epilogues, the absolute comparisons, a negated min
     * reduction and a ternary on a VRF operand by {@code Mode112} are decided, and what stays
     * unknown says why: outputs mixing the cache and the keys. The inter-slice product of the columns is
     * decided too.
     */
    @Test
    void theSymbolicCheckDecidesAllButTwoAndSaysWhy() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertSymbolicVerdicts(HARBOR, 1, PATHS, Map.of(BROKEN, "rule-broken"),
                "layer::cache::append_keys", "layer::cache::append_twice");
        assertFalse(r.out().contains("internal error"), r.out());
        r.assertReasonEnds("layer::cache::append_keys", "the kernel computes cache at [N=0, R=0, D=0] and "
                + "ashr_i32(keys, 2) at [N=2, R=0, D=0]: no one reading of its own; give --expect to decide it");
        r.assertReasonHas(BROKEN, PACKET_TOO_WIDE);
    }

    @Test
    void verifyFindsOnlyThePacketTooWideAndKernelsListsEveryFunction() throws IOException {
        String at = "src/moves/tiles.rs:48:14 Commit::IN_SIZE error";
        assertEquals(List.of(at, at, at), CrateVerdicts.findings(HARBOR, 1));
        CrateVerdicts.assertKernelsListed(HARBOR, PATHS);
    }

    /**
     * Lane kernels no spec states, on inputs of our own: the absolute window, the saturating drop
     * and double, the exclusive or shifted, the saturating subtraction with its operands swapped.
     */
    @Test
    void theLaneKernelsComputeWhatTheySay(@TempDir Path dir) throws IOException {
        long[] rows = {512, 8};
        int[] x = ints(4096, i -> (i * 7919) % 4001 - 2000 + (i % 5 == 0 ? i * 524_287 : 0));
        NpyArray window = output(HARBOR, dir, "abs_window", Map.of("x", NpyArray.int32(rows, x)));
        NpyArray sat = output(HARBOR, dir, "drop_then_double_sat", Map.of("x", NpyArray.int32(rows, x)));
        int[] a = ints(4096, i -> i * 2_654_435 - 900_000_000);
        int[] b = ints(4096, i -> ~(i * 40_503) ^ (i << 20));
        Map<String, NpyArray> pair = new LinkedHashMap<>();
        pair.put("a", NpyArray.int32(rows, a));
        pair.put("b", NpyArray.int32(rows, b));
        NpyArray xor = output(HARBOR, dir, "xor_then_shift", pair);
        NpyArray sub = output(HARBOR, dir, "swapped_sub_sat", pair);
        for (int i = 0; i < 4096; i++) {
            int near = Math.abs(x[i]) < 100 ? x[i] : 100;
            assertEquals(Math.abs(near) > 5 ? near : -5, window.integer(i), "window at " + i);
            long dropped = Math.max(Integer.MIN_VALUE, (long) x[i] - (1 << 30));
            assertEquals(Math.clamp(2 * dropped, Integer.MIN_VALUE, Integer.MAX_VALUE), sat.integer(i), "sat at " + i);
            assertEquals((a[i] ^ b[i]) >> 3, xor.integer(i), "xor at " + i);
            assertEquals(Math.clamp((long) b[i] - a[i], Integer.MIN_VALUE, Integer.MAX_VALUE), sub.integer(i),
                    "sub at " + i);
        }
    }

    /** The i8 projection: each block's i32 sum times 1/16 in Q31 (rounding half up), clipped to i8. */
    @Test
    void theProjectionRescalesInQ31AndClips(@TempDir Path dir) throws IOException {
        int[] x = ints(128 * 128, i -> (byte) (i * 37 + 11));
        int[] w = ints(32 * 128, i -> (byte) (i * 101 - 7));
        Map<String, NpyArray> in = new LinkedHashMap<>();
        in.put("x", int8(new long[] {128, 128}, x));
        in.put("w", int8(new long[] {32, 128}, w));
        NpyArray out = output(HARBOR, dir, "project_q31_clip", in);
        for (int m = 0; m < 128; m++) {
            for (int n = 0; n < 32; n++) {
                int sum = 0;
                for (int k = 0; k < 128; k++) {
                    sum += x[m * 128 + k] * w[n * 128 + k];
                }
                long product = (long) sum * (1 << 27);
                int scaled = (int) (((product >> 30) + 1) >> 1);
                assertEquals(Math.clamp(scaled, -128, 127), out.integer(m * 32 + n), "out at " + m + ", " + n);
            }
        }
    }

    /**
     * The partial sums: the reduce-scatter over four chips (chip {@code q} keeps the sum of its
     * quarter, in the first eighth of each row of the output's array), the cross-cluster tiles, the
     * clusters' saturating mean and the columns' saturating mean, each rounded down.
     */
    @Test
    void thePartialSumsReduceWhereTheySay(@TempDir Path dir) throws IOException {
        int[] c = ints(4 * 256 * 32, i -> i * 1_000_003 + 17);
        NpyArray scattered = output(HARBOR, dir, "reduce_scatter", Map.of("x", NpyArray.int32(new long[] {4, 256, 32}, c)));
        for (int q = 0; q < 4; q++) {
            for (int s = 0; s < 256; s++) {
                for (int w = 0; w < 8; w++) {
                    int total = 0;
                    for (int from = 0; from < 4; from++) {
                        total += c[(from * 256 + s) * 32 + 8 * q + w];
                    }
                    assertEquals(total, scattered.integer((q * 256 + s) * 32 + w), "chip " + q + ", " + s + ", " + w);
                }
            }
        }
        int[] e = ints(2 * 256 * 32, i -> (i * 7919) % 2_000_001 * 1500 - 1_000_000_000);
        NpyArray cross = output(HARBOR, dir, "cluster_cross_tiles", Map.of("x", NpyArray.int32(new long[] {2, 256, 32}, e)));
        NpyArray mean = output(HARBOR, dir, "cluster_mean", Map.of("x", NpyArray.int32(new long[] {2, 256, 32}, e)));
        for (int k = 0; k < 2; k++) {
            for (int s = 0; s < 256; s++) {
                for (int w = 0; w < 32; w++) {
                    int i = (k * 256 + s) * 32 + w;
                    int own = e[i];
                    int other = e[((1 - k) * 256 + s) * 32 + w];
                    if (w < 16) {
                        assertEquals(own + e[((1 - k) * 256 + s) * 32 + 16 * k + w], cross.integer(i), "cross at " + i);
                    }
                    long sum = Math.clamp((long) own + other, Integer.MIN_VALUE, Integer.MAX_VALUE);
                    assertEquals(sum >> 1, mean.integer(i), "cluster mean at " + i);
                }
            }
        }
        int[] r = ints(4 * 512, i -> i * 1_300_000 - 1_000_000_000);
        NpyArray columns = output(HARBOR, dir, "column_mean", Map.of("x", NpyArray.int32(new long[] {4, 512}, r)));
        for (int col = 0; col < 512; col++) {
            long sum = 0;
            for (int row = 0; row < 4; row++) {
                sum = Math.clamp(sum + r[row * 512 + col], Integer.MIN_VALUE, Integer.MAX_VALUE);
            }
            assertEquals(sum >> 2, columns.integer(col), "column mean at " + col);
        }
    }

    /**
     * The moves: keys rounded down to a quarter appended at block 2 of a copy of the cache, the
     * triangle of mirrored quarters written between the halves of rows (the last write winning), and
     * the quarters of the slices mirrored.
     */
    @Test
    void theMovesPutEachElementWhereTheySay(@TempDir Path dir) throws IOException {
        int[] keys = ints(256 * 8, i -> i * 977 - 1_000_000);
        int[] cache = ints(4 * 256 * 8, i -> -i);
        Map<String, NpyArray> in = new LinkedHashMap<>();
        in.put("keys", NpyArray.int32(new long[] {256, 8}, keys));
        in.put("cache", NpyArray.int32(new long[] {4, 256, 8}, cache));
        NpyArray appended = output(HARBOR, dir, "append_keys", in);
        for (int i = 0; i < cache.length; i++) {
            int block = i / 2048;
            assertEquals(block == 2 ? keys[i % 2048] >> 2 : cache[i], appended.integer(i), "cache at " + i);
        }
        int[] x = ints(512 * 16, i -> i * 3 + 1);
        NpyArray triangle = output(HARBOR, dir, "mirrored_triangle", Map.of("x", NpyArray.int32(new long[] {512, 16}, x)));
        for (int p = 0; p < 512; p++) {
            for (int k = 0; k < 16; k++) {
                int mirrored = 4 * (3 - k / 4) + k % 4;
                int expected = p >= 256 ? x[(p - 256) * 16 + mirrored] : k / 4 <= 2 ? x[(p + 256) * 16 + mirrored]
                        : x[p * 16 + k];
                assertEquals(expected, triangle.integer(p * 16 + k), "triangle at " + p + ", " + k);
            }
        }
        NpyArray slices = output(HARBOR, dir, "slice_quarters_mirrored", Map.of("x", NpyArray.int32(new long[] {512, 16},
                x)));
        for (int p = 0; p < 512; p++) {
            int from = 256 * (p / 256) + 64 * (3 - p % 256 / 64) + p % 64;
            for (int k = 0; k < 16; k++) {
                assertEquals(x[from * 16 + k], slices.integer(p * 16 + k), "slice quarter at " + p + ", " + k);
            }
        }
    }

    /**
     * The math each kernel states, and wrong specs refuted: the gate left unopened, a projection
     * without its scale, the lowered operand swapped, a wrong multiple, the bias after the scale,
     * max and min exchanged, the tensors of a square exchanged, and moves that are not copies.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "gated_relu|max(gate[A,B], 0) * up[A,B] -> [A,B]|0",
        "gated_relu|gate[A,B] * up[A,B] -> [A,B]|1",
        "project_scaled_f32|x[M,K] * w[N,K] * 0.125 -> [M,N]|0",
        "project_scaled_f32|x[M,K] * w[N,K] -> [M,N]|1",
        "min_against_lowered|min(a[A,B], b[A,B] - 5) -> [A,B]|0",
        "min_against_lowered|min(a[A,B] - 5, b[A,B]) -> [A,B]|1",
        "halves_quadrupled|x[A,B] * 4 -> [A,B]|0",
        "halves_quadrupled|x[A,B] * 3 -> [A,B]|1",
        "bias_then_triple|(x[A,B] + 7) * 3 -> [A,B]|0",
        "bias_then_triple|x[A,B] * 3 + 7 -> [A,B]|1",
        "negated_double_clamped|min(max(x[A,B] * -2, -50), 50) -> [A,B]|0",
        "negated_double_clamped|max(min(x[A,B] * -2, -50), 50) -> [A,B]|1",
        "square_from_vrf|(b[A,F] * b[A,F] + 1) * a[A,F] -> [A,F]|0",
        "square_from_vrf|(a[A,F] * a[A,F] + 1) * b[A,F] -> [A,F]|1",
        "mirrored_triangle|x[P,K] -> [P,K]|1",
        "slice_quarters_mirrored|x[P,K] -> [P,K]|1",
        "pcopy_then_bias|x[P,K] + 5 -> [P,K]|0",
        "pcopy_then_bias|x[P,K] + 4 -> [P,K]|1",
        "append_twice|cache[N,R,D] -> [N,R,D]|1",
    })
    void theKernelMeetsItsSpec(String function, String spec, int exit) {
        CrateVerdicts.assertSpec(HARBOR, function, spec, exit);
    }
}
