package dev.layoutprover.cli;

import static dev.layoutprover.cli.CrateOutputs.ints;
import static dev.layoutprover.cli.CrateOutputs.output;
import static org.junit.jupiter.api.Assertions.assertEquals;

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
 * {@code crates/beacon}: ten kernels through the parts of the API no other crate reaches: the clip
 * unit's f32 {@code AbsMin}, the logic unit's {@code ArithRightShift} and its {@code BitXor} with
 * the constant first ({@code vector_logic_with_mode}, {@code Mode10}), the clip unit's minimum with
 * the constant first ({@code vector_clip_with_mode}), the fixed-point unit's {@code MulInt} after
 * a logical shift, an f32 bit union ({@code LogicBinaryOpF32::BitOr}), a constant times an f32
 * addition, the f32 product across slices scaled ({@code InterSliceReduceOpF32::Mul}), the i32
 * minimum inside a slice ({@code IntraSliceReduceOpI32::Min}), and passes picked through generic
 * functions named as values ({@code let pass = add_k::<3>; pass(ctx, x)}, a table of
 * {@code shifted_less_one::<2>} and {@code ::<3>}).
 */
class BeaconCrateTest {

    private static final String BEACON = "src/test/resources/crates/beacon";

    private static final List<String> PATHS = List.of("columns::column_product_quartered",
            "columns::column_min_floored", "lanes::nearer_half_raised", "lanes::raised_then_quadrupled",
            "lanes::shifted_then_masked", "lanes::capped_then_raised", "lanes::quarter_tripled", "lanes::sign_set",
            "picked::plus_three", "picked::eight_less_one");

    @Test
    void everyKernelRunsConformantAndVerifiesClean() throws IOException {
        CrateVerdicts.assertVerdicts(BEACON, 0, PATHS, Map.of());
        assertEquals(List.of(), CrateVerdicts.findings(BEACON, 0));
        CrateVerdicts.assertKernelsListed(BEACON, PATHS);
    }

    /**
     * Every kernel checked symbolically ({@code --max-macs 0}) gets its concrete run's verdict, the
     * product across slices, the passes picked through function values and the bit union of floats
     * (one node on the raw bits, its constant {@code -0.0} held by its bits) included.
     */
    @Test
    void theSymbolicCheckDecidesEveryKernel() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertVerdicts(BEACON, 0, PATHS, Map.of(), "--max-macs", "0");
        assertEquals(10, r.report().get("totals").get("conformant").asInt(), r.out());
    }

    /** The integer lanes on inputs of our own, against what each kernel's comment says it computes. */
    @Test
    void theIntegerLanesComputeWhatTheySay(@TempDir Path dir) throws IOException {
        long[] rows = {1024, 8};
        int[] x = ints(8192, i -> i * 524_287 - 1_900_000_000 + (i % 7 == 0 ? -i : i % 1500));
        Map<String, NpyArray> in = Map.of("x", NpyArray.int32(rows, x));
        NpyArray masked = output(BEACON, dir, "shifted_then_masked", in);
        NpyArray capped = output(BEACON, dir, "capped_then_raised", in);
        NpyArray tripled = output(BEACON, dir, "quarter_tripled", in);
        NpyArray three = output(BEACON, dir, "plus_three", in);
        NpyArray eight = output(BEACON, dir, "eight_less_one", in);
        for (int i = 0; i < x.length; i++) {
            assertEquals(0x55 ^ (x[i] >> 3), masked.integer(i), "masked at " + i);
            assertEquals(Math.min(1000, x[i]) + 24, capped.integer(i), "capped at " + i);
            assertEquals(3 * (x[i] >>> 2), tripled.integer(i), "tripled at " + i);
            assertEquals(x[i] + 3, three.integer(i), "plus three at " + i);
            assertEquals((x[i] << 3) - 1, eight.integer(i), "eight less one at " + i);
        }
    }

    /** Each column's smallest row floored at −100, and each column's product across slices quartered. */
    @Test
    void theColumnsReduceAsTheySay(@TempDir Path dir) throws IOException {
        int[] x = ints(4 * 512, i -> (i * 7919) % 1001 - 600);
        NpyArray least = output(BEACON, dir, "column_min_floored", Map.of("x", NpyArray.int32(new long[] {4, 512}, x)));
        float[] f = new float[8 * 512];
        for (int i = 0; i < f.length; i++) {
            f[i] = 0.5f + (i * 37 % 11) / 8f;
        }
        NpyArray product = output(BEACON, dir, "column_product_quartered",
                Map.of("x", NpyArray.float32(new long[] {8, 512}, f)));
        for (int k = 0; k < 512; k++) {
            int min = Integer.MAX_VALUE;
            float p = 1;
            for (int r = 0; r < 8; r++) {
                if (r < 4) {
                    min = Math.min(min, x[r * 512 + k]);
                }
                p *= f[r * 512 + k];
            }
            assertEquals(Math.max(min, -100), least.integer(k), "least at " + k);
            assertEquals(p / 4, product.real(k), Math.abs(p) * 1e-5, "product at " + k);
        }
    }

    /** The math each f32 kernel states, and wrong specs refuted: the operand order and the scale swapped. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "raised_then_quadrupled|(x[N,H] + 0.5) * 4 -> [N,H]|0",
        "raised_then_quadrupled|x[N,H] * 4 + 0.5 -> [N,H]|1",
        "column_product_quartered|x[S,K] -> [K]|1",
        "plus_three|x[N,W] + 3 -> [N,W]|0",
        "plus_three|x[N,W] + 2 -> [N,W]|1",
    })
    void theKernelMeetsItsSpec(String function, String spec, int exit) {
        CrateVerdicts.assertSpec(BEACON, function, spec, exit);
    }
}
