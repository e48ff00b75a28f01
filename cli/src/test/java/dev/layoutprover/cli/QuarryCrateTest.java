package dev.layoutprover.cli;

import static dev.layoutprover.cli.CrateOutputs.int16;
import static dev.layoutprover.cli.CrateOutputs.int8;
import static dev.layoutprover.cli.CrateOutputs.ints;
import static dev.layoutprover.cli.CrateOutputs.output;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.simulator.npy.NpyArray;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code crates/quarry}: data movement as a model's glue code writes it: i16 lanes rotated through
 * tiles of DM views (a helper applied once and twice), f32 row blocks reversed in a loop bounded by
 * {@code <m![B]>::SIZE}, column halves swapped as tiles of a DM view, twelve columns staged padded to
 * sixteen, a bf16 cube turned through DM, a reshape reading a row's digits as two other axes, an i8
 * value repeated by a broadcast and a row stacked in a loop, halves exchanged between clusters on a
 * Slice of 32 (a shuffle and a parallel copy), blocks rotated over four chips, and sums and minima
 * over a reduce axis split between the slices and time.
 */
class QuarryCrateTest {

    private static final String QUARRY = "src/test/resources/crates/quarry";

    private static final List<String> PATHS = List.of("views::lanes::lanes_rotated", "views::lanes::lanes_rotated_twice",
            "views::blocks::blocks_reversed", "views::blocks::halves_swapped", "views::blocks::padded_columns",
            "moves::turn::cube_turned", "moves::turn::cube_turned_back", "moves::turn::columns_regrouped",
            "moves::repeat::values_repeated", "moves::repeat::row_stacked",
            "spread::exchange::cluster_halves_exchanged", "spread::exchange::cluster_column_halves",
            "spread::exchange::chip_blocks_rotated", "spread::exchange::chip_blocks_rotated_back",
            "spread::partial::row_group_sums", "spread::partial::row_group_minima");

    @Test
    void everyKernelRunsConformantAndVerifiesClean() throws IOException {
        CrateVerdicts.assertCleanCrate(QUARRY, PATHS);
    }

    /**
     * Every kernel checked symbolically ({@code --max-macs 0}) gets its concrete run's verdict but
     * the reshape, left unknown with the reason: it reads the data's digits of {@code T} as digits of
     * {@code G} and {@code V}. The reductions over {@code R % 4} (each slice's four rows, the result
     * kept at {@code R / 4}) are decided: each output index reads its own group, as the naive
     * evaluator's partial reduction folds it.
     */
    @Test
    void theSymbolicCheckDecidesAllButTheReshape() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertSymbolicVerdicts(QUARRY, 3, PATHS, Map.of(),
                "moves::turn::columns_regrouped");
        r.assertReasonHas("moves::turn::columns_regrouped", "leaves the data's digits [T % 64] unindexed");
    }

    /** Asserts {@code out[i] = x[from(i)]} at each of the output's {@code n} indices, integers or floats holding them. */
    private static void assertMoved(NpyArray out, int[] x, int n, IntUnaryOperator from, String what) {
        for (int i = 0; i < n; i++) {
            assertEquals(x[from.applyAsInt(i)], out.real(i), what + " at " + i);
        }
    }

    /** The rotations of a row's sixteen i16 lanes by four and by eight places. */
    @Test
    void theLanesRotate(@TempDir Path dir) throws IOException {
        int[] x = ints(4096, i -> i * 37 % 30011 - 15000);
        Map<String, NpyArray> in = Map.of("x", int16(new long[] {256, 16}, x));
        assertMoved(output(QUARRY, dir, "lanes_rotated", in), x, 4096, i -> i / 16 * 16 + (i + 12) % 16, "by four");
        assertMoved(output(QUARRY, dir, "lanes_rotated_twice", in), x, 4096, i -> i / 16 * 16 + (i + 8) % 16,
                "by eight");
    }

    /** Blocks reversed, column halves swapped, the regrouped columns, and the padded columns unchanged. */
    @Test
    void theBlocksAndColumnsMove(@TempDir Path dir) throws IOException {
        int[] x = ints(512, i -> i * 7 - 1000);
        float[] f = new float[512];
        for (int i = 0; i < f.length; i++) {
            f[i] = x[i];
        }
        Map<String, NpyArray> in = Map.of("x", NpyArray.float32(new long[] {8, 64}, f));
        assertMoved(output(QUARRY, dir, "blocks_reversed", in), x, 512, i -> (7 - i / 64) * 64 + i % 64, "reversed");
        assertMoved(output(QUARRY, dir, "halves_swapped", in), x, 512, i -> i / 64 * 64 + (i + 32) % 64, "swapped");
        // out[g, n, v] = x[n, 8 v + g], the array's axes in the order the output mapping m![G, N, V] names them
        assertMoved(output(QUARRY, dir, "columns_regrouped", in), x, 512, i -> i / 8 % 8 * 64 + 8 * (i % 8) + i / 64,
                "regrouped");
        int[] w = ints(96, i -> 5 * i + 3);
        assertMoved(output(QUARRY, dir, "padded_columns", Map.of("x", NpyArray.int32(new long[] {8, 12}, w))), w, 96,
                i -> i, "padded");
    }

    /**
     * The broadcast's array covers both axes its output mapping {@code m![Q, S]} names, as the host
     * reads it back: {@code out[q, s] = x[q]} over the whole {@code [16][32]}, not the 16 values alone.
     */
    @Test
    void theBroadcastIsWrittenOverEveryAxisOfItsMapping(@TempDir Path dir) throws IOException {
        int[] x = ints(16, i -> 9 * i - 70);
        NpyArray out = output(QUARRY, dir, "values_repeated", Map.of("x", int8(new long[] {16}, x)));
        assertEquals("(16, 32)", out.shapeText());
        assertMoved(out, x, 512, i -> i / 32, "repeated");
    }

    /**
     * Rows exchanged between the clusters of a Slice of 32 and column halves kept by a parallel
     * copy (each cluster's rows, not the device's clusters), and blocks rotated over the chips.
     */
    @Test
    void theClustersAndChipsExchange(@TempDir Path dir) throws IOException {
        int[] x = ints(2048, i -> i * 13 + 1);
        Map<String, NpyArray> in = Map.of("x", NpyArray.int32(new long[] {64, 32}, x));
        assertMoved(output(QUARRY, dir, "cluster_halves_exchanged", in), x, 2048, i -> (i + 1024) % 2048,
                "exchanged");
        NpyArray halves = output(QUARRY, dir, "cluster_column_halves", in);
        for (int e = 0; e < 64; e++) {
            for (int c = 0; c < 16; c++) {
                assertEquals(x[e * 32 + 16 * (1 - e / 32) + c], halves.integer(e * 32 + c), "half at " + e + ", " + c);
            }
        }
        float[] f = new float[2048];
        for (int i = 0; i < f.length; i++) {
            f[i] = x[i];
        }
        Map<String, NpyArray> fin = Map.of("x", NpyArray.float32(new long[] {64, 32}, f));
        assertMoved(output(QUARRY, dir, "chip_blocks_rotated", fin), x, 2048, i -> (i + 512) % 2048, "rotated");
        assertMoved(output(QUARRY, dir, "chip_blocks_rotated_back", fin), x, 2048, i -> (i + 1536) % 2048, "back");
    }

    /**
     * Each slice's four rows summed and their minimum: values at or past half of i32 every third
     * index, so many sums saturate, none negative, so the sums saturate in any order.
     */
    @Test
    void theSplitReductionsTakeEachSlicesRows(@TempDir Path dir) throws IOException {
        int[] x = ints(8192, i -> i % 3 == 0 ? Integer.MAX_VALUE / 2 + i : (i * 7919) % 40009);
        Map<String, NpyArray> in = Map.of("x", NpyArray.int32(new long[] {16, 512}, x));
        NpyArray sums = output(QUARRY, dir, "row_group_sums", in);
        NpyArray minima = output(QUARRY, dir, "row_group_minima", in);
        for (int q = 0; q < 4; q++) {
            for (int a = 0; a < 512; a++) {
                long sum = 0;
                long min = Long.MAX_VALUE;
                for (int j = 0; j < 4; j++) {
                    int v = x[(4 * q + j) * 512 + a];
                    sum = Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, sum + v));
                    min = Math.min(min, v);
                }
                // the output is written over R's 16 values, the kernel's R / 4 at R = 4 q
                assertEquals(sum, sums.integer(4 * q * 512 + a), "sum at " + q + ", " + a);
                assertEquals(min, minima.integer(4 * q * 512 + a), "min at " + q + ", " + a);
            }
        }
    }

    /** The math the moves state, and wrong specs refuted: an order of the axes swapped, a value changed. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "cube_turned|x[P,Q,S] -> [S,P,Q]|0",
        "cube_turned_back|x[P,Q,S] -> [Q,S,P]|0",
        "cube_turned_back|x[P,Q,S] * 2 -> [Q,S,P]|1",
        "padded_columns|x[B,W] -> [B,W]|0",
        "padded_columns|x[B,W] + 1 -> [B,W]|1",
        "row_stacked|x[Q] -> [P,Q]|0",
    })
    void theKernelMeetsItsSpec(String function, String spec, int exit) {
        CrateVerdicts.assertSpec(QUARRY, function, spec, exit);
    }
}
