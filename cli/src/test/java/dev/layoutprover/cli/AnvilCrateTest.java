package dev.layoutprover.cli;

import static dev.layoutprover.cli.CrateOutputs.int8;
import static dev.layoutprover.cli.CrateOutputs.ints;
import static dev.layoutprover.cli.CrateOutputs.output;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.simulator.npy.NpyArray;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code crates/anvil}: a decoder step's pieces written across modules, structs, helpers, macros
 * and loops: a bf16 dense layer whose column tiles are contracted one per loop iteration and added
 * (with a bias and a ReLU) from an interleaved pair, an i8 product whose columns are spread over
 * slices, summed across them and added tile by tile (kept as i32 or wrapped to i8), attention
 * scores against keys gathered by {@code Broadcast1} into every query's TRF (one head, and two
 * heads on the innermost slice digit), a weight replicated to every token by {@code Broadcast01} into the VRF,
 * a slot table traded by {@code InterTranspose} and scaled into a scatter's byte offsets, token
 * ids scaled into a gather's, channel blocks reshaped onto heads, unit axes squeezed and added,
 * rows padded to a flit, and the groups' maximum and sum across slices rounded to bf16.
 */
class AnvilCrateTest {

    private static final String ANVIL = "src/test/resources/crates/anvil";

    private static Stream<String> in(String module, String... names) {
        return Stream.of(names).map(n -> module + "::" + n);
    }

    private static final List<String> PATHS = Stream.of(
            in("proj::dense", "dense_two_tiles", "dense_bias_relu"),
            in("proj::gemv", "gemv_columns_sliced", "gemv_wrapped_i8"),
            in("reduce::slices", "group_peak_bf16", "group_total_bf16"),
            in("route::heads", "two_head_scores"),
            in("route::keys", "query_key_scores"),
            in("route::spread", "channels_weighted"),
            in("route::trade", "rows_to_slots"),
            in("table::lookup", "embed_scaled"),
            in("views::fold", "heads_offset"),
            in("views::units", "mask_ones_moved", "short_rows_squared")).flatMap(x -> x).toList();

    /**
     * Symbolically ({@code --max-macs 0}) every kernel is decided as its concrete run but five:
     * the gather and the scatter write where their index data say, the reshape reads the input at
     * digits of other axes, and the dense layer's tiles (a partial sum rounded to bf16, then added)
     * are left unknown, never conformant.
     */
    @Test
    void theSymbolicCheckDecidesAllButTheDataDependentOnes() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertSymbolicVerdicts(ANVIL, 3, PATHS, Map.of(),
                "proj::dense::dense_two_tiles", "proj::dense::dense_bias_relu", "route::trade::rows_to_slots",
                "table::lookup::embed_scaled", "views::fold::heads_offset");
        r.assertReasonHas("route::trade::rows_to_slots", ".dma_scatter writes where the values of its index input say");
        r.assertReasonHas("table::lookup::embed_scaled", ".dma_gather writes where the values of its index input say");
    }

    /** Concretely, every kernel on seeded random inputs (index tables drawn as rows) is conformant; verify is clean. */
    @Test
    void everyKernelRunsConformantAndVerifiesClean() throws IOException {
        CrateVerdicts.assertCleanCrate(ANVIL, PATHS);
    }

    /** {@code v} rounded to bf16, to nearest with ties to even, as the engines' cast. */
    private static double bf16(double v) {
        int bits = Float.floatToRawIntBits((float) v);
        int rounded = (bits + 0x7fff + ((bits >>> 16) & 1)) & 0xffff0000;
        return Float.intBitsToFloat(rounded);
    }

    /** {@code n} floats {@code ((i · a) mod m − m / 2) / 8}: small multiples of an eighth. */
    private static float[] eighths(int n, int a, int m) {
        float[] x = new float[n];
        for (int i = 0; i < n; i++) {
            x[i] = ((i * a) % m - m / 2) / 8f;
        }
        return x;
    }

    /**
     * The dense layer: each column tile's sum {@code Σ_{k in tile} w[n, k] x[k]} rounded to bf16,
     * the two added and rounded again; with the bias added and clamped at zero.
     */
    @Test
    void theDenseTilesAddUp(@TempDir Path dir) throws IOException {
        float[] w = eighths(256 * 256, 7, 17);
        float[] x = eighths(256, 5, 13);
        float[] bias = eighths(256, 11, 31);
        Map<String, NpyArray> in = new HashMap<>(Map.of("w", NpyArray.float32(new long[] {256, 256}, w),
                "x", NpyArray.float32(new long[] {256}, x)));
        NpyArray plain = output(ANVIL, dir, "dense_two_tiles", in);
        in.put("bias", NpyArray.float32(new long[] {256}, bias));
        NpyArray relu = output(ANVIL, dir, "dense_bias_relu", in);
        for (int n = 0; n < 256; n++) {
            double[] tile = new double[2];
            for (int k = 0; k < 256; k++) {
                tile[k / 128] += (double) w[256 * n + k] * x[k];
            }
            double sum = bf16(bf16(tile[0]) + bf16(tile[1]));
            assertEquals(sum, plain.real(n), 0, "dense at " + n);
            assertEquals(bf16(Math.max(sum + bias[n], 0)), relu.real(n), 0, "relu at " + n);
        }
    }

    /**
     * The i8 product, its two column tiles summed across the slices and added in a loop:
     * {@code y[r] = Σ_k w[r, k] x[k]} exact in i32, and wrapped to i8 ({@code as i8}).
     */
    @Test
    void theSlicedColumnsSumAcrossTheSlicesAndTheTiles(@TempDir Path dir) throws IOException {
        int[] w = ints(128 * 1024, i -> (i * 7919) % 255 - 127);
        int[] x = ints(1024, i -> (i * 31) % 251 - 125);
        Map<String, NpyArray> in = Map.of("w", int8(new long[] {128, 1024}, w), "x", int8(new long[] {1024}, x));
        NpyArray y = output(ANVIL, dir, "gemv_columns_sliced", in);
        NpyArray wrapped = output(ANVIL, dir, "gemv_wrapped_i8", in);
        for (int r = 0; r < 128; r++) {
            long sum = 0;
            for (int k = 0; k < 1024; k++) {
                sum += (long) w[1024 * r + k] * x[k];
            }
            assertEquals(sum, y.integer(r), "row " + r);
            assertEquals((byte) sum, wrapped.integer(r), "wrapped row " + r);
        }
    }

    /** Two heads side by side: {@code bf16(Σ_d q[g, v, n, d] k[t, n, d])}, each slice keeping its head. */
    @Test
    void eachHeadMeetsItsOwnKeys(@TempDir Path dir) throws IOException {
        float[] q = eighths(256 * 16, 11, 7);
        float[] k = eighths(8 * 2 * 16, 5, 9);
        NpyArray s = output(ANVIL, dir, "two_head_scores", Map.of("q", NpyArray.float32(new long[] {16, 8, 2, 16}, q),
                "k", NpyArray.float32(new long[] {8, 2, 16}, k)));
        for (int query = 0; query < 128; query++) {
            for (int n = 0; n < 2; n++) {
                for (int t = 0; t < 8; t++) {
                    double dot = 0;
                    for (int d = 0; d < 16; d++) {
                        dot += (double) q[32 * query + 16 * n + d] * k[32 * t + 16 * n + d];
                    }
                    assertEquals(bf16(dot), s.real(16 * query + 8 * n + t), 0, "score " + query + ", " + n + ", " + t);
                }
            }
        }
    }

    /** The scores {@code bf16(Σ_d q[g, v, d] k[t, d])} of every query against the eight keys. */
    @Test
    void everyQueryMeetsEveryKey(@TempDir Path dir) throws IOException {
        float[] q = eighths(256 * 32, 13, 9);
        float[] k = eighths(8 * 32, 3, 11);
        NpyArray s = output(ANVIL, dir, "query_key_scores",
                Map.of("q", NpyArray.float32(new long[] {32, 8, 32}, q), "k", NpyArray.float32(new long[] {8, 32}, k)));
        for (int query = 0; query < 256; query++) {
            for (int t = 0; t < 8; t++) {
                double dot = 0;
                for (int d = 0; d < 32; d++) {
                    dot += (double) q[32 * query + d] * k[32 * t + d];
                }
                assertEquals(bf16(dot), s.real(8 * query + t), 0, "score " + query + ", " + t);
            }
        }
    }

    /**
     * The weight on every token, {@code x[u, y, h] w[h] − 3}; the channel blocks offset by the
     * bias, {@code x[s, f, b] + bias[b]}; the mask's low byte less one; the short rows squared.
     */
    @Test
    void theRoutedAndReshapedPassesTakeEachValue(@TempDir Path dir) throws IOException {
        int[] x = ints(256 * 64, i -> (i * 613) % 2001 - 1000);
        int[] w = ints(64, i -> i * 3 - 90);
        NpyArray weighted = output(ANVIL, dir, "channels_weighted",
                Map.of("x", NpyArray.int32(new long[] {32, 8, 64}, x), "w", NpyArray.int32(new long[] {64}, w)));
        for (int i = 0; i < 256 * 64; i++) {
            assertEquals((long) x[i] * w[i % 64] - 3, weighted.integer(i), "weighted at " + i);
        }
        int[] blocks = ints(256 * 32, i -> (i * 97) % 1003 - 501);
        int[] bias = ints(8, i -> 100 * i - 350);
        NpyArray heads = output(ANVIL, dir, "heads_offset",
                Map.of("x", NpyArray.int32(new long[] {256, 4, 8}, blocks), "bias", NpyArray.int32(new long[] {8}, bias)));
        for (int i = 0; i < 256 * 32; i++) {
            assertEquals(blocks[i] + bias[i % 8], heads.integer(i), "head at " + i);
        }
        int[] mask = ints(256 * 16, i -> i * -1_640_531_535);
        NpyArray moved = output(ANVIL, dir, "mask_ones_moved", Map.of("mask", NpyArray.int32(new long[] {1, 256, 16}, mask)));
        for (int i = 0; i < 256 * 16; i++) {
            assertEquals((mask[i] & 0xff) - 1, moved.integer(i), "mask at " + i);
        }
        int[] rows = ints(256 * 6, i -> (i * 37) % 3001 - 1500);
        NpyArray squared = output(ANVIL, dir, "short_rows_squared", Map.of("x", NpyArray.int32(new long[] {256, 6}, rows)));
        for (int i = 0; i < 256 * 6; i++) {
            assertEquals((long) rows[i] * rows[i], squared.integer(i), "square at " + i);
        }
    }

    /**
     * The gather {@code 3 rows[ids[s], e] + 1}, and the scatter: row {@code k} of {@code rows}
     * at row {@code slots[k]} of the cache, every other row keeping its value.
     */
    @Test
    void theIndexTablesPickTheRows(@TempDir Path dir) throws IOException {
        int[] table = ints(1024 * 8, i -> (i * 7) % 10007 - 5000);
        int[] ids = ints(512, s -> (s * 613) % 1024);
        NpyArray embedded = output(ANVIL, dir, "embed_scaled",
                Map.of("rows", NpyArray.int32(new long[] {1024, 8}, table), "ids", NpyArray.int32(new long[] {512}, ids)));
        for (int s = 0; s < 512; s++) {
            for (int e = 0; e < 8; e++) {
                assertEquals(3L * table[8 * ids[s] + e] + 1, embedded.integer(8 * s + e), "token " + s + ", " + e);
            }
        }
        int[] rows = ints(16384 * 4, i -> i + 1);
        int[] slots = ints(16384, k -> (k * 37 + 11) % 32768);
        int[] cache = ints(32768 * 4, i -> -i);
        NpyArray out = output(ANVIL, dir, "rows_to_slots", Map.of("rows", NpyArray.int32(new long[] {256, 8, 8, 4}, rows),
                "slots", NpyArray.int32(new long[] {256, 8, 8}, slots), "cache", NpyArray.int32(new long[] {32768, 4}, cache)));
        int[] expected = cache.clone();
        for (int k = 0; k < 16384; k++) {
            System.arraycopy(rows, 4 * k, expected, 4 * slots[k], 4);
        }
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], out.integer(i), "cache at " + i);
        }
    }

    /** The groups' maximum, exact, and their sum rounded to bf16, of one copy across the slices. */
    @Test
    void theGroupsMeetAcrossTheSlices(@TempDir Path dir) throws IOException {
        float[] x = eighths(16 * 16 * 8, 29, 41);
        Map<String, NpyArray> in = Map.of("x", NpyArray.float32(new long[] {16, 16, 8}, x));
        NpyArray peak = output(ANVIL, dir, "group_peak_bf16", in);
        NpyArray total = output(ANVIL, dir, "group_total_bf16", in);
        for (int v = 0; v < 128; v++) {
            double max = Double.NEGATIVE_INFINITY;
            double sum = 0;
            for (int g = 0; g < 16; g++) {
                max = Math.max(max, x[128 * g + v]);
                sum += x[128 * g + v];
            }
            assertEquals(bf16(max), peak.real(v), 0, "peak at " + v);
            assertEquals(bf16(sum), total.real(v), 0, "total at " + v);
        }
    }

    /**
     * The math the kernels state, on a concrete run ({@code exit} 0 met, 1 refuted) and, where
     * {@code symbolic} is given, symbolically (3 unknown). The wrong ones: a product off by one,
     * the offset's sign flipped, the scores doubled. An integer spec is met modulo the output's
     * width ({@code gemv_wrapped_i8}'s i8).
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "gemv_columns_sliced|w[R,K] * x[K] -> [R]|0|0",
        "gemv_columns_sliced|w[R,K] * x[K] + 1 -> [R]|1|1",
        "channels_weighted|x[U,Y,H] * w[H] - 3 -> [U,Y,H]|0|0",
        "channels_weighted|x[U,Y,H] * w[H] + 3 -> [U,Y,H]|1|1",
        "gemv_wrapped_i8|w[R,K] * x[K] -> [R]|0|0",
        "query_key_scores|q[G,V,D] * k[T,D] -> [G,V,T]|0|0",
        "two_head_scores|q[G,V,N,D] * k[T,N,D] -> [G,V,N,T]|0|0",
        "two_head_scores|q[G,V,N,D] * k[T,N,D] * 2 -> [G,V,N,T]|1|1",
        "heads_offset|x[S,F,B] + bias[B] -> [S,F,B]|0|3",
        "short_rows_squared|x[S,W] * x[S,W] -> [S,W]|0|0",
    })
    void theKernelMeetsItsSpec(String function, String spec, int exit, Integer symbolic) {
        CrateVerdicts.assertSpec(ANVIL, function, spec, exit);
        if (symbolic != null) {
            CrateVerdicts.assertSymbolicSpec(ANVIL, function, spec, symbolic);
        }
    }
}
