package dev.layoutprover.cli;

import static dev.layoutprover.cli.CrateOutputs.int16;
import static dev.layoutprover.cli.CrateOutputs.ints;
import static dev.layoutprover.cli.CrateOutputs.output;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.simulator.npy.NpyArray;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code crates/relay}: kernels laid out as the reference crate is, one {@code axes.rs} that every
 * module imports, helpers in {@code stages.rs} and {@code moves.rs} called from the kernels of
 * their sibling modules, and a {@code tests/} file that launches three of them. The Vector
 * Engine's branch unit picks operands by comparisons whose fillers a helper chooses with a
 * {@code match} on the comparison's type, the stash feeds a clip, two signals are unzipped and
 * zipped (bf16 rows, a square root on one group between a split and a concat, {@code AbsMax}),
 * copies are folded across the slices (into bf16, into the arithmetic unit, with the taps
 * promoted); the fabric rotates blocks between four chips ({@code dm_chip_shuffle}, then an i16
 * reshape of the slices, or three times in a loop for a ring all-reduce), sums a band over two
 * clusters (a reduce-scatter) and swaps two clusters' bands, turns taps in the
 * Transpose Engine, permutes an i16 frame through HBM and files bf16 rows into a cache
 * ({@code dma_scatter}).
 */
class RelayCrateTest {

    private static final String RELAY = "src/test/resources/crates/relay";

    private static Stream<String> in(String module, String... names) {
        return Stream.of(names).map(n -> module + "::" + n);
    }

    private static final List<String> PATHS = Stream.of(
            in("fabric::chips", "blocks_rotated_bf16", "rows_regrouped_i16", "blocks_all_reduced_i32"),
            in("fabric::clusters", "band_summed_i32", "bands_swapped_bf16"),
            in("fabric::frames", "taps_turned_bf16", "frame_permuted_i16"),
            in("fabric::keys", "rows_filed_bf16"),
            in("signal::folds", "slice_total_bf16", "slice_peak_lifted_i32", "window_sums_f32"),
            in("signal::gates", "leaky_i32", "leaky_f32", "stash_floor_f32", "stash_fold_i32"),
            in("signal::pairs", "pair_sum_bf16", "root_plus_f32", "pair_reach_i32")).flatMap(x -> x).toList();

    /** Every kernel on seeded random inputs is conformant; verify is clean; {@code kernels} lists all eighteen. */
    @Test
    void everyKernelRunsConformantAndVerifiesClean() throws IOException {
        CrateVerdicts.assertCleanCrate(RELAY, PATHS);
    }

    /**
     * Symbolically ({@code --max-macs 0}) every kernel is decided as its concrete run but two: the
     * scatter writes where its index data say, and the reshape reads the rows' digits as the digits
     * of other axes.
     */
    @Test
    void theSymbolicCheckDecidesAllButTheScatterAndTheReshape() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertSymbolicVerdicts(RELAY, 3, PATHS, Map.of(),
                "fabric::chips::rows_regrouped_i16", "fabric::keys::rows_filed_bf16");
        r.assertReasonHas("fabric::keys::rows_filed_bf16", ".dma_scatter writes where the values of its index input say");
        r.assertReasonHas("fabric::chips::rows_regrouped_i16", "the reshape to DmTensor leaves the data's digits");
    }

    /** {@code n} floats {@code ((i · a) mod m − m / 2) / 8}: multiples of an eighth, exact in bf16 and in every sum below. */
    private static float[] eighths(int n, int a, int m) {
        float[] x = new float[n];
        for (int i = 0; i < n; i++) {
            x[i] = ((i * a) % m - m / 2) / 8f;
        }
        return x;
    }

    /** The gates: comparisons pick the operand of negatives, the stash is clipped against. */
    @Test
    void theGatesPickTheOperandByTheValue(@TempDir Path dir) throws IOException {
        int[] x = ints(512, i -> (i * 7919) % 20001 - 10000);
        Map<String, NpyArray> in = Map.of("x", NpyArray.int32(new long[] {512}, x));
        NpyArray leaky = output(RELAY, dir, "leaky_i32", in);
        NpyArray fold = output(RELAY, dir, "stash_fold_i32", in);
        float[] f = eighths(512, 13, 61);
        Map<String, NpyArray> fin = Map.of("x", NpyArray.float32(new long[] {512}, f));
        NpyArray leakyF = output(RELAY, dir, "leaky_f32", fin);
        NpyArray floor = output(RELAY, dir, "stash_floor_f32", fin);
        for (int i = 0; i < 512; i++) {
            assertEquals(x[i] < 0 ? 4L * x[i] : x[i], leaky.integer(i), "leaky i32 at " + i);
            assertEquals(Math.max(-2L * x[i], x[i]), fold.integer(i), "fold at " + i);
            assertEquals(f[i] < 0 ? f[i] / 4 : 2 * f[i], leakyF.real(i), 0, "leaky f32 at " + i);
            assertEquals(Math.min(3 * f[i], f[i]), floor.real(i), 0, "floor at " + i);
        }
    }

    /** The pairs: a bf16 sum, {@code √a + b} on perfect squares, and the value of larger magnitude. */
    @Test
    void thePairsMeetInTheirGroups(@TempDir Path dir) throws IOException {
        float[] a = eighths(512 * 8, 7, 31);
        float[] b = eighths(512 * 8, 11, 29);
        NpyArray sum = output(RELAY, dir, "pair_sum_bf16", Map.of("a", NpyArray.float32(new long[] {512, 8}, a),
                "b", NpyArray.float32(new long[] {512, 8}, b)));
        for (int i = 0; i < a.length; i++) {
            assertEquals(a[i] + b[i], sum.real(i), 0, "bf16 sum at " + i);
        }
        float[] squares = new float[512];
        float[] c = eighths(512, 5, 23);
        for (int i = 0; i < 512; i++) {
            squares[i] = (i % 40) * (i % 40);
        }
        NpyArray root = output(RELAY, dir, "root_plus_f32", Map.of("a", NpyArray.float32(new long[] {512}, squares),
                "b", NpyArray.float32(new long[] {512}, c)));
        int[] odd = ints(512, i -> 2 * ((i * 37) % 201 - 100) + 1);
        int[] even = ints(512, i -> 2 * ((i * 53) % 199 - 99));
        NpyArray reach = output(RELAY, dir, "pair_reach_i32", Map.of("a", NpyArray.int32(new long[] {512}, odd),
                "b", NpyArray.int32(new long[] {512}, even)));
        for (int i = 0; i < 512; i++) {
            assertEquals(i % 40 + c[i], root.real(i), 0, "root at " + i);
            assertEquals(Math.abs(odd[i]) > Math.abs(even[i]) ? odd[i] : even[i], reach.integer(i), "reach at " + i);
        }
    }

    /** The folds: {@code Σ_r} into bf16, {@code max_r + 7}, and each window's {@code Σ_r}. */
    @Test
    void theFoldsReduceAcrossTheSlices(@TempDir Path dir) throws IOException {
        float[] x = eighths(4 * 512, 29, 41);
        NpyArray total = output(RELAY, dir, "slice_total_bf16", Map.of("x", NpyArray.float32(new long[] {4, 512}, x)));
        int[] y = ints(4 * 512, i -> (i * 613) % 4001 - 2000);
        NpyArray peak = output(RELAY, dir, "slice_peak_lifted_i32", Map.of("x", NpyArray.int32(new long[] {4, 512}, y)));
        for (int a = 0; a < 512; a++) {
            float s = 0;
            long m = Long.MIN_VALUE;
            for (int r = 0; r < 4; r++) {
                s += x[512 * r + a];
                m = Math.max(m, y[512 * r + a]);
            }
            assertEquals(s, total.real(a), 0, "total at " + a);
            assertEquals(m + 7, peak.integer(a), "peak at " + a);
        }
        float[] w = eighths(64 * 4 * 4 * 8, 17, 37);
        NpyArray sums = output(RELAY, dir, "window_sums_f32", Map.of("x", NpyArray.float32(new long[] {64, 4, 4, 8}, w)));
        for (int win = 0; win < 64; win++) {
            for (int tp = 0; tp < 32; tp++) {
                float s = 0;
                for (int r = 0; r < 4; r++) {
                    s += w[(win * 4 + r) * 32 + tp];
                }
                assertEquals(s, sums.real(win * 32 + tp), 0, "window " + win + ", " + tp);
            }
        }
    }

    /**
     * The fabric: blocks from the next chip, i16 rows from the next chip regrouped
     * {@code out[q, v, g, l] = x[(q + 1) mod 4, 16 g + v, l]}, every chip's block the sum of the
     * four, the band's two cluster halves summed, the two clusters' bands swapped,
     * the taps turned, the i16 frame permuted, and the rows filed at their keys' lines.
     */
    @Test
    void theFabricPutsEachValueInPlace(@TempDir Path dir) throws IOException {
        float[] blocks = eighths(4 * 256 * 16, 31, 97);
        NpyArray rotated = output(RELAY, dir, "blocks_rotated_bf16",
                Map.of("x", NpyArray.float32(new long[] {4, 256, 16}, blocks)));
        int block = 256 * 16;
        for (int i = 0; i < blocks.length; i++) {
            assertEquals(blocks[((i / block + 1) % 4) * block + i % block], rotated.real(i), 0, "rotated at " + i);
        }
        int[] rows = ints(4 * 256 * 8, i -> (i * 37) % 30001 - 15000);
        NpyArray regrouped = output(RELAY, dir, "rows_regrouped_i16", Map.of("x", int16(new long[] {4, 256, 8}, rows)));
        for (int q = 0; q < 4; q++) {
            for (int v = 0; v < 16; v++) {
                for (int g = 0; g < 16; g++) {
                    for (int l = 0; l < 8; l++) {
                        assertEquals(rows[(((q + 1) % 4) * 256 + 16 * g + v) * 8 + l],
                                regrouped.integer(((q * 16 + v) * 16 + g) * 8 + l), "regrouped " + q + ", " + v + ", " + g);
                    }
                }
            }
        }
        int[] ring = ints(4 * 256 * 8, i -> (i * 7) % 9001 - 4500);
        NpyArray reduced = output(RELAY, dir, "blocks_all_reduced_i32",
                Map.of("x", NpyArray.int32(new long[] {4, 256, 8}, ring)));
        for (int i = 0; i < ring.length; i++) {
            int at = i % (256 * 8);
            long sum = (long) ring[at] + ring[2048 + at] + ring[4096 + at] + ring[6144 + at];
            assertEquals(sum, reduced.integer(i), "all-reduced at " + i);
        }
        int[] band = ints(2 * 256 * 16, i -> (i * 613) % 20001 - 10000);
        NpyArray summed = output(RELAY, dir, "band_summed_i32", Map.of("x", NpyArray.int32(new long[] {2, 256, 16}, band)));
        for (int i = 0; i < 256 * 16; i++) {
            assertEquals((long) band[i] + band[256 * 16 + i], summed.integer(i), "band at " + i);
        }
        float[] bands = eighths(2 * 256 * 16, 43, 101);
        NpyArray swapped = output(RELAY, dir, "bands_swapped_bf16",
                Map.of("x", NpyArray.float32(new long[] {2, 256, 16}, bands)));
        for (int i = 0; i < bands.length; i++) {
            assertEquals(bands[(i + 256 * 16) % bands.length], swapped.real(i), 0, "swapped at " + i);
        }
        float[] taps = eighths(256 * 4 * 2 * 8, 19, 83);
        NpyArray turned = output(RELAY, dir, "taps_turned_bf16",
                Map.of("x", NpyArray.float32(new long[] {256, 4, 2, 8}, taps)));
        int[] frame = ints(256 * 4 * 8, i -> (i * 97) % 60001 - 30000);
        NpyArray permuted = output(RELAY, dir, "frame_permuted_i16", Map.of("x", int16(new long[] {256, 4, 8}, frame)));
        for (int n = 0; n < 256; n++) {
            for (int t = 0; t < 4; t++) {
                for (int p = 0; p < 8; p++) {
                    for (int u = 0; u < 2; u++) {
                        assertEquals(taps[((n * 4 + t) * 2 + u) * 8 + p], turned.real(((n * 2 + u) * 8 + p) * 4 + t), 0,
                                "turned " + n + ", " + t + ", " + u + ", " + p);
                    }
                    assertEquals((short) frame[(n * 4 + t) * 8 + p], permuted.integer((p * 256 + n) * 4 + t),
                            "permuted " + n + ", " + t + ", " + p);
                }
            }
        }
        float[] keyed = eighths(256 * 16, 23, 89);
        int[] lines = ints(256, k -> (k * 37 + 11) % 600);
        float[] cache = eighths(600 * 16, 41, 71);
        NpyArray filed = output(RELAY, dir, "rows_filed_bf16", Map.of("rows", NpyArray.float32(new long[] {256, 16}, keyed),
                "index", NpyArray.int32(new long[] {256}, lines), "cache", NpyArray.float32(new long[] {600, 16}, cache)));
        float[] expected = cache.clone();
        for (int k = 0; k < 256; k++) {
            System.arraycopy(keyed, 16 * k, expected, 16 * lines[k], 16);
        }
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], filed.real(i), 0, "cache at " + i);
        }
    }

    /**
     * The math each kernel is meant to compute, and some it is not (refuted), on seeded random inputs
     * and, where the last column gives its exit, symbolically. The gates' comparisons that meet
     * their spec are left unknown symbolically (a branch on the value is no {@code max} or
     * {@code min} of the spec's), the wrong gates refuted there by a small input replayed group by
     * group (the f32 gate's quarter too); the rotated blocks and swapped bands are refuted as the
     * identity; the all-reduce's sum over the chips, broadcast back to every chip, is left unknown
     * symbolically (the spec names the chip axis twice, summed and kept).
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "signal::gates::stash_fold_i32|max(x[A] * -2, x[A]) -> [A]|0|0",
        "signal::gates::stash_fold_i32|max(x[A] * 2, x[A]) -> [A]|1|1",
        "signal::gates::stash_floor_f32|min(x[A] * 3, x[A]) -> [A]|0|0",
        "signal::gates::stash_floor_f32|max(x[A] * 3, x[A]) -> [A]|1|1",
        "signal::gates::leaky_i32|max(x[A], 0) + min(x[A], 0) * 4 -> [A]|0|3",
        "signal::gates::leaky_i32|max(x[A], 0) + min(x[A], 0) * 3 -> [A]|1|1",
        "signal::gates::leaky_f32|max(x[A] * 2, x[A] * 0.25) -> [A]|0|3",
        "signal::gates::leaky_f32|min(x[A] * 2, x[A] * 0.25) -> [A]|1|1",
        "signal::gates::leaky_f32|x[A] * 2 -> [A]|1|1",
        "signal::pairs::pair_sum_bf16|a[A,L] + b[A,L] -> [A,L]|0|0",
        "signal::pairs::pair_sum_bf16|a[A,L] - b[A,L] -> [A,L]|1|1",
        "signal::folds::slice_total_bf16|x[R,A] -> [A]|0|0",
        "signal::folds::slice_total_bf16|x[R,A] * 2 -> [A]|1|1",
        "signal::folds::window_sums_f32|x[W,R,T,P] -> [W,T,P]|0|0",
        "signal::folds::window_sums_f32|x[W,R,T,P] * 0.5 -> [W,T,P]|1|1",
        "fabric::clusters::band_summed_i32|x[B,N,H] -> [N,H]|0|0",
        "fabric::clusters::band_summed_i32|x[B,N,H] * 2 -> [N,H]|1|1",
        "fabric::chips::blocks_rotated_bf16|x[Q,N,D] -> [Q,N,D]|1|1",
        "fabric::chips::blocks_all_reduced_i32|x[P,N,L] -> [Q,N,L]|0|3",
        "fabric::chips::blocks_all_reduced_i32|x[Q,N,L] -> [Q,N,L]|1|1",
        "fabric::chips::blocks_all_reduced_i32|x[P,N,L] * 2 -> [Q,N,L]|1|3",
        "fabric::clusters::bands_swapped_bf16|x[B,N,H] -> [B,N,H]|1|1",
        "fabric::frames::taps_turned_bf16|x[N,T,U,P] -> [N,U,P,T]|0|0",
        "fabric::frames::taps_turned_bf16|x[N,T,U,P] * 2 -> [N,U,P,T]|1|1",
        "fabric::frames::frame_permuted_i16|x[N,T,P] -> [P,N,T]|0|0",
        "fabric::frames::frame_permuted_i16|x[N,T,P] * -1 -> [P,N,T]|1|1",
    })
    void theSpecsHoldOrAreRefuted(String function, String spec, int exit, Integer symbolic) {
        CrateVerdicts.assertSpec(RELAY, function, spec, exit);
        if (symbolic != null) {
            CrateVerdicts.assertSymbolicSpec(RELAY, function, spec, symbolic);
        }
    }
}
