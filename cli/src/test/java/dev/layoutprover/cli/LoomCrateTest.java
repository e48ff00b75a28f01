package dev.layoutprover.cli;

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
 * {@code crates/loom}: kernels written as a model's code is: an embedding table held by a struct
 * whose {@code &self} methods scale the ids and gather the rows, a cache a {@code &mut self} method
 * scatters into, an affine step behind a trait implemented for {@code i32} and {@code f32} and called
 * as {@code D::affine}, passes built one stage a {@code let} (a pair unzipped and zipped by the clip
 * unit, narrowed to f8e4m3), tensors pushed onto a {@code Vec} and walked with
 * {@code iter().enumerate()} into the heads of one tensor, lane halves exchanged by parallel copies
 * of an array of tiles, activations chosen by {@code Option} and {@code match}, buffers placed by a
 * const-generic {@code Slot}, a gain the switch network's {@code Broadcast01} puts in the VRF held
 * by a struct, a two-layer pipeline of layers in a const-generic struct, and halves exchanged
 * between the clusters, four chips each keeping the half of its rows a const-generic struct's
 * pattern picks ({@code parallel_copy_chip_slice}), and rows copied twice by a
 * {@code TransposedBroadcast1} a struct configures.
 */
class LoomCrateTest {

    private static final String LOOM = "src/test/resources/crates/loom";

    private static Stream<String> in(String module, String... names) {
        return Stream.of(names).map(n -> module + "::" + n);
    }

    private static final List<String> PATHS = Stream.of(
            in("act", "relu_rows", "capped_rows", "plain_rows"),
            in("affine", "affine_i32", "affine_f32"),
            in("cache", "cache_store"),
            in("chain", "pair_peak_f8", "pair_spread_i32"),
            in("chips", "halves_per_chip"),
            in("mlp", "mlp_two_layers", "mlp_centered"),
            in("route", "pairs_routed"),
            in("shuffle", "halves_swapped"),
            in("spread", "channels_gained"),
            in("table", "rows_looked_up"),
            in("tiles", "heads_packed", "lanes_swapped")).flatMap(x -> x).toList();

    /** Every kernel on seeded random inputs (index tables drawn as rows) is conformant; verify is clean. */
    @Test
    void everyKernelRunsConformantAndVerifiesClean() throws IOException {
        CrateVerdicts.assertCleanCrate(LOOM, PATHS);
    }

    /**
     * Symbolically ({@code --max-macs 0}) every kernel is decided as its concrete run but three: the
     * gather and the scatter write where their index data say, and the packed heads compute a
     * different formula in each head (no one reading of the inputs), left unknown, never conformant.
     */
    @Test
    void theSymbolicCheckDecidesAllButTheDataDependentOnesAndThePackedHeads() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertSymbolicVerdicts(LOOM, 3, PATHS, Map.of(),
                "cache::cache_store", "table::rows_looked_up", "tiles::heads_packed");
        r.assertReasonHas("cache::cache_store", ".dma_scatter writes where the values of its index input say");
        r.assertReasonHas("table::rows_looked_up", ".dma_gather writes where the values of its index input say");
    }

    /** {@code v} rounded to bf16, to nearest with ties to even, as the Cast Engine rounds. */
    private static double bf16(double v) {
        int bits = Float.floatToRawIntBits((float) v);
        int rounded = (bits + 0x7fff + ((bits >>> 16) & 1)) & 0xffff0000;
        return Float.intBitsToFloat(rounded);
    }

    /** {@code n} floats {@code ((i · a) mod m − m / 2) / 8}: small multiples of an eighth, exact in every step below. */
    private static float[] eighths(int n, int a, int m) {
        float[] x = new float[n];
        for (int i = 0; i < n; i++) {
            x[i] = ((i * a) % m - m / 2) / 8f;
        }
        return x;
    }

    /** The activations chosen by {@code Option} and {@code match}, and the trait's step on both element types. */
    @Test
    void theChosenStepsTakeEachValue(@TempDir Path dir) throws IOException {
        int[] x = ints(512 * 4, i -> (i * 7919) % 20001 - 10000);
        Map<String, NpyArray> in = Map.of("x", NpyArray.int32(new long[] {512, 4}, x));
        NpyArray relu = output(LOOM, dir, "relu_rows", in);
        NpyArray capped = output(LOOM, dir, "capped_rows", in);
        NpyArray plain = output(LOOM, dir, "plain_rows", in);
        NpyArray affine = output(LOOM, dir, "affine_i32", in);
        for (int i = 0; i < x.length; i++) {
            assertEquals(Math.max(2L * x[i] + 1, 0), relu.integer(i), "relu at " + i);
            assertEquals(Math.min(2L * x[i] + 1, 100), capped.integer(i), "cap at " + i);
            assertEquals(2L * x[i] + 1, plain.integer(i), "plain at " + i);
            assertEquals(3L * x[i] - 5, affine.integer(i), "affine i32 at " + i);
        }
        float[] f = eighths(512 * 4, 13, 61);
        NpyArray affineF = output(LOOM, dir, "affine_f32", Map.of("x", NpyArray.float32(new long[] {512, 4}, f)));
        for (int i = 0; i < f.length; i++) {
            assertEquals(3 * f[i] - 5f, affineF.real(i), 0, "affine f32 at " + i);
        }
    }

    /** The pair's maximum narrowed to f8e4m3 (eighths below 2 in magnitude, exact there) and its spread {@code |a − b|}. */
    @Test
    void thePairsMeetLaneByLane(@TempDir Path dir) throws IOException {
        float[] a = eighths(512 * 4, 7, 31);
        float[] b = eighths(512 * 4, 11, 29);
        NpyArray peak = output(LOOM, dir, "pair_peak_f8", Map.of("a", NpyArray.float32(new long[] {512, 4}, a),
                "b", NpyArray.float32(new long[] {512, 4}, b)));
        int[] p = ints(512 * 4, i -> (i * 613) % 4001 - 2000);
        int[] q = ints(512 * 4, i -> (i * 97) % 3001 - 1500);
        NpyArray spread = output(LOOM, dir, "pair_spread_i32", Map.of("a", NpyArray.int32(new long[] {512, 4}, p),
                "b", NpyArray.int32(new long[] {512, 4}, q)));
        for (int i = 0; i < a.length; i++) {
            assertEquals(Math.max(a[i], b[i]), peak.real(i), 0, "peak at " + i);
            assertEquals(Math.abs(p[i] - q[i]), spread.integer(i), "spread at " + i);
        }
    }

    /** The two layers {@code h = max(2 · max(x / 2 + 1/4, 0) − 1, 0)}, and {@code h} less its row's mean, in bf16. */
    @Test
    void theLayersRunInOrder(@TempDir Path dir) throws IOException {
        float[] x = eighths(512 * 16, 29, 41);
        Map<String, NpyArray> in = Map.of("x", NpyArray.float32(new long[] {512, 16}, x));
        NpyArray h = output(LOOM, dir, "mlp_two_layers", in);
        NpyArray centred = output(LOOM, dir, "mlp_centered", in);
        for (int r = 0; r < 512; r++) {
            double[] row = new double[16];
            double mean = 0;
            for (int w = 0; w < 16; w++) {
                row[w] = Math.max(2 * Math.max(x[16 * r + w] / 2 + 0.25, 0) - 1, 0);
                mean += row[w] / 16;
            }
            for (int w = 0; w < 16; w++) {
                assertEquals(row[w], h.real(16 * r + w), 0, "layer at " + r + ", " + w);
                assertEquals(bf16(row[w] - mean), centred.real(16 * r + w), 0, "centred at " + r + ", " + w);
            }
        }
    }

    /**
     * The table's rows by id less 7 (gathered through a struct's methods), and the cache with row
     * {@code k} at line {@code slots[k] / 32} (the slots byte offsets, scattered through
     * {@code &mut self}), the others kept.
     */
    @Test
    void theStructsLookUpAndStoreRows(@TempDir Path dir) throws IOException {
        int[] table = ints(1024 * 8, i -> (i * 7) % 10007 - 5000);
        int[] ids = ints(512, s -> (s * 613) % 1024);
        NpyArray looked = output(LOOM, dir, "rows_looked_up",
                Map.of("rows", NpyArray.int32(new long[] {1024, 8}, table), "ids", NpyArray.int32(new long[] {512}, ids)));
        for (int s = 0; s < 512; s++) {
            for (int e = 0; e < 8; e++) {
                assertEquals(table[8 * ids[s] + e] - 7L, looked.integer(8 * s + e), "token " + s + ", " + e);
            }
        }
        int[] rows = ints(256 * 8, i -> i + 1);
        int[] lines = ints(256, k -> (k * 37 + 11) % 1024);
        int[] slots = ints(256, k -> 32 * lines[k]);
        int[] cache = ints(1024 * 8, i -> -i);
        NpyArray stored = output(LOOM, dir, "cache_store", Map.of("rows", NpyArray.int32(new long[] {256, 8}, rows),
                "slots", NpyArray.int32(new long[] {256}, slots), "cache", NpyArray.int32(new long[] {1024, 8}, cache)));
        int[] expected = cache.clone();
        for (int k = 0; k < 256; k++) {
            System.arraycopy(rows, 8 * k, expected, 8 * lines[k], 8);
        }
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], stored.integer(i), "cache at " + i);
        }
    }

    /**
     * The moves: heads packed {@code (h + 1) · p_h}, lane halves exchanged, cluster halves exchanged and
     * doubled, each chip's picked half of its rows tripled, every row doubled on both copies
     * {@code TransposedBroadcast1} makes, and the broadcast gain {@code (x · w) >> 2},
     * rounding down.
     */
    @Test
    void theTilesAndTheSwitchPutEachValueInPlace(@TempDir Path dir) throws IOException {
        int[] p0 = ints(512 * 4, i -> 3 * i - 1000);
        int[] p1 = ints(512 * 4, i -> 5000 - 7 * i);
        NpyArray packed = output(LOOM, dir, "heads_packed", Map.of("p0", NpyArray.int32(new long[] {512, 4}, p0),
                "p1", NpyArray.int32(new long[] {512, 4}, p1)));
        for (int a = 0; a < 512; a++) {
            for (int b = 0; b < 4; b++) {
                assertEquals(p0[4 * a + b], packed.integer(8 * a + b), "head 0 at " + a + ", " + b);
                assertEquals(2L * p1[4 * a + b], packed.integer(8 * a + 4 + b), "head 1 at " + a + ", " + b);
            }
        }
        int[] lanes = ints(256 * 8, i -> i * 31 - 999);
        NpyArray swapped = output(LOOM, dir, "lanes_swapped", Map.of("x", NpyArray.int32(new long[] {256, 8}, lanes)));
        for (int r = 0; r < 256; r++) {
            for (int l = 0; l < 8; l++) {
                assertEquals(lanes[8 * r + (l + 4) % 8], swapped.integer(8 * r + l), "lane " + r + ", " + l);
            }
        }
        int[] pairs = ints(2 * 256 * 8, i -> (i * 37) % 5001 - 2500);
        NpyArray exchanged = output(LOOM, dir, "halves_swapped",
                Map.of("x", NpyArray.int32(new long[] {2, 256, 8}, pairs)));
        for (int i = 0; i < pairs.length; i++) {
            int other = (i + 2048) % 4096;
            assertEquals(2L * pairs[other], exchanged.integer(i), "half at " + i);
        }
        int[] rows = ints(4 * 256 * 32, i -> (i * 7) % 9001 - 4500);
        NpyArray kept = output(LOOM, dir, "halves_per_chip", Map.of("x", NpyArray.int32(new long[] {4, 256, 32}, rows)));
        int[] halves = {1, 0, 0, 1};
        for (int q = 0; q < 4; q++) {
            for (int r = 0; r < 256; r++) {
                for (int v = 0; v < 16; v++) {
                    assertEquals(3L * rows[(q * 256 + r) * 32 + 16 * halves[q] + v], kept.integer((q * 256 + r) * 32 + v),
                            "chip " + q + ", row " + r + ", value " + v);
                }
            }
        }
        int[] routed = ints(256 * 4 * 8, i -> (i * 37) % 1001 - 500);
        NpyArray pairs2 = output(LOOM, dir, "pairs_routed", Map.of("x", NpyArray.int32(new long[] {256, 4, 8}, routed)));
        for (int i = 0; i < 2 * routed.length; i++) {
            assertEquals(2L * routed[i % routed.length], pairs2.integer(i), "routed copy at " + i);
        }
        int[] x = ints(256 * 64, i -> (i * 613) % 2001 - 1000);
        int[] w = ints(64, i -> i * 3 - 90);
        NpyArray gained = output(LOOM, dir, "channels_gained",
                Map.of("x", NpyArray.int32(new long[] {32, 8, 64}, x), "w", NpyArray.int32(new long[] {64}, w)));
        for (int i = 0; i < x.length; i++) {
            assertEquals(Math.floorDiv((long) x[i] * w[i % 64], 4), gained.integer(i), "gained at " + i);
        }
    }

    /**
     * The math each kernel is meant to compute, and some it is not (refuted), on seeded random inputs
     * and, where the last column gives its exit, symbolically: the spread's {@code max − min} (a lane
     * subtraction of two clip results) and the layers' {@code − 1} (an {@code AddF} of {@code -1.0}) are
     * proved for all inputs, and the wrong layers refuted by a replay through their {@code 0.5} and
     * {@code 0.25} ({@code x = 0}: the kernel 0, the spec without the last ReLU −0.5).
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "affine::affine_i32|x[A,B] * 3 - 5 -> [A,B]|0|0",
        "affine::affine_i32|x[A,B] * 3 + 5 -> [A,B]|1|1",
        "affine::affine_f32|x[A,B] * 3 - 5 -> [A,B]|0|0",
        "affine::affine_f32|x[A,B] * 3 + 5 -> [A,B]|1|1",
        "act::capped_rows|min(x[A,B] * 2 + 1, 100) -> [A,B]|0|0",
        "act::capped_rows|min(x[A,B] * 2 + 1, 99) -> [A,B]|1|1",
        "chain::pair_spread_i32|max(a[A,B], b[A,B]) - min(a[A,B], b[A,B]) -> [A,B]|0|0",
        "chain::pair_spread_i32|max(a[A,B], b[A,B]) + min(a[A,B], b[A,B]) -> [A,B]|1|1",
        "chain::pair_spread_i32|a[A,B] - b[A,B] -> [A,B]|1|1",
        "chain::pair_peak_f8|max(a[A,B], b[A,B]) -> [A,B]|0|0",
        "mlp::mlp_two_layers|max(max(x[A,W] * 0.5 + 0.25, 0) * 2 - 1, 0) -> [A,W]|0|0",
        "mlp::mlp_two_layers|max(x[A,W] * 0.5 + 0.25, 0) * 2 - 1 -> [A,W]|1|1",
        "mlp::mlp_two_layers|max(max(x[A,W] * 0.5 + 0.25, 0) * 2 - 2, 0) -> [A,W]|1|1",
        "shuffle::halves_swapped|x[K,T,F] * 2 -> [K,T,F]|1|1",
        "tiles::lanes_swapped|x[R,L] -> [R,L]|1|1",
        "spread::channels_gained|x[U,Y,G] * w[G] -> [U,Y,G]|1|1",
        "chips::halves_per_chip|x[Q,R2,V2] * 3 -> [Q,R2,V2]|1|",
        "route::pairs_routed|x[N,M,C8] * 2 -> [Z,N,M,C8]|0|0",
        "route::pairs_routed|x[N,M,C8] * 3 -> [Z,N,M,C8]|1|1",
    })
    void theSpecsHoldOrAreRefuted(String function, String spec, int exit, Integer symbolic) {
        CrateVerdicts.assertSpec(LOOM, function, spec, exit);
        if (symbolic != null) {
            CrateVerdicts.assertSymbolicSpec(LOOM, function, spec, symbolic);
        }
    }
}
