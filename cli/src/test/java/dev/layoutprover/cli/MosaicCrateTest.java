package dev.layoutprover.cli;

import static dev.layoutprover.cli.CrateOutputs.int16;
import static dev.layoutprover.cli.CrateOutputs.int8;
import static dev.layoutprover.cli.CrateOutputs.ints;
import static dev.layoutprover.cli.CrateOutputs.output;
import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.simulator.npy.Npy;
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
 * {@code crates/mosaic}: 45 kernels built from the parts of the API the other crates use least:
 * HBM views copied into HBM and DM views in loops, tiles of tiles of DM views, strips committed
 * into views in nested loops whose inner bound starts at the outer index, DM reshapes of the
 * element then the slice; pairs zipped by the logic unit in i32 and f32 with argument modes
 * ({@code Mode00}, {@code Mode10}), by the clip unit with {@code Mode11} and {@code Mode10}, a
 * ternary per group and one with {@code TernaryArgMode::Mode002}, divisions per group and with a
 * mode; the stash given to a ternary by {@code Mode120}; branches by signed and unsigned
 * comparison, by a time axis's parity and from the VRF; bf16 through the Transpose Engine then a
 * cast, i8 narrowed twice, i16, u8 and f8 moved by DMA and parallel copy; slices picked per chip,
 * a sum over four chips by two chip shuffles, a maximum over two clusters, tiles of chip tiles;
 * scatters keyed by two axes; and passes strung together by a pipeline struct that holds the
 * context, an enum choosing the operation, const-generic scales and masks, {@code while} loops
 * over tiles of tiles, a cluster slice picked per cluster; an extension trait of the crate's on
 * HBM tensors, a helper's argument staged in the call (its layout the parameter's), a constant
 * shuffle pattern, a generic helper over two element types, and a maximum across slices doubled
 * through the stash. The pair helpers return tuples of the crate's generic alias
 * {@code Rows<D>}, from which the reader takes each {@code to_dm}'s layout.
 *
 * <p>Two are broken on purpose: {@code fma_each_then_add} (its sum needs the FMA unit the ternary
 * has taken: the reference's {@code use_alu} panics) and {@code strips_offset_short} (its inner
 * loop stops a strip short). Two are unknown: {@code ids_from_vrf} ({@code BranchMode::Vrf} is
 * {@code todo!()} in the reference) and {@code f8_halves_swapped} (the reference's {@code f8} is
 * not modelled).
 */
class MosaicCrateTest {

    private static final String MOSAIC = "src/test/resources/crates/mosaic";

    private static final List<String> PATHS = List.of("lanes::branch::clamp_above",
            "lanes::branch::small_unsigned_times_four", "lanes::branch::rows_toggled", "lanes::branch::ids_from_vrf",
            "lanes::float::fma_then_quarter", "lanes::float::stash_plus_double", "lanes::float::half_then_quarter",
            "lanes::pairs::and_pair", "lanes::pairs::or_first_twice", "lanes::pairs::sign_flip_sum",
            "lanes::pairs::second_doubled", "lanes::pairs::max_swapped", "lanes::pairs::fma_each_then_multiply",
            "lanes::pairs::fma_mode_product", "lanes::pairs::halves_and_quarters", "lanes::pairs::eighth_minus",
            "lanes::pairs::fma_each_then_add", "moves::reshape::regroup_words", "moves::views::halves_swapped",
            "moves::views::quarters_reversed_i16", "moves::views::lower_into_upper", "moves::views::upper_over_lower",
            "moves::views::strips_offset", "moves::views::strips_offset_short", "multi::chips::eighth_per_chip",
            "multi::chips::sum_four_chips", "multi::chips::upper_halves_down", "multi::clusters::max_of_halves",
            "narrow::turned_and_halved", "narrow::bump_then_double_i8", "narrow::f8_halves_swapped",
            "narrow::u8_relaid", "scatter::scatter_blocks", "scatter::scatter_blocks_scaled",
            "chains::bias_scale_bias", "chains::masked_times_five", "chains::quarter_as_float", "chains::exp_mode",
            "chains::swap_by_quarters", "chains::quarter_per_cluster", "idioms::offset_by_trait", "idioms::offset_none",
            "idioms::previous_chip_plus_one", "idioms::both_types_back", "idioms::column_max_doubled");

    /** The verdicts of a concrete run other than conformant. */
    private static final Map<String, String> NOT_CONFORMANT = Map.of("lanes::pairs::fma_each_then_add", "rule-broken",
            "moves::views::strips_offset_short", "not-conformant", "lanes::branch::ids_from_vrf", "unknown",
            "narrow::f8_halves_swapped", "unknown");

    @Test
    void everyKernelGetsTheReferencesVerdict() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertVerdicts(MOSAIC, 1, PATHS, NOT_CONFORMANT);
        assertEquals(45, r.report().get("totals").get("functions").asInt());
        r.assertReasonEnds("lanes::pairs::fma_each_then_add", "src/lanes/pairs.rs:154:5: Vector::ALU: the FpFma ALU "
                + "is already used in this pass");
        r.assertReasonHas("moves::views::strips_offset_short", "strips_offset_short (seed 42): 4096 i32 elements, 2048 "
                + "never written (first at {N: 4})");
        r.assertReasonEnds("lanes::branch::ids_from_vrf", "src/lanes/branch.rs:58:5: the reference leaves "
                + "BranchMode::Vrf todo!() (vector_engine/branch.rs:323, reached by every vector_intra_slice_branch): no "
                + "run of it is the reference's");
        r.assertReasonEnds("narrow::f8_halves_swapped", "src/narrow.rs:66:59: f8_halves_swapped: the element type f8 "
                + "is not modelled by the simulator (it has i4, i8, u8, i16, i32, bf16, f32, f8e4m3)");
    }

    /**
     * Every kernel checked symbolically ({@code --max-macs 0}): each decided one gets its concrete
     * run's verdict (34 conformant, the strip stopped short not conformant, the FMA unit taken twice
     * rule-broken); tiles of tiles, a tile written over part of a copy, chip tiles, a sum over four
     * chips, an extension trait's method on an HBM tensor and the bits of floats are decided, and what
     * stays unknown says why: the reference's todo!() and f8, divisions of an interleaved pair,
     * a reshape onto other axes, strips computed two ways (no one reading without a spec), scatters
     * and outputs of both integer and float data.
     */
    @Test
    void theSymbolicCheckDecidesAllButNineAndSaysWhy() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertSymbolicVerdicts(MOSAIC, 1, PATHS, NOT_CONFORMANT,
                "lanes::pairs::halves_and_quarters", "lanes::pairs::eighth_minus", "moves::reshape::regroup_words",
                "moves::views::strips_offset", "scatter::scatter_blocks", "scatter::scatter_blocks_scaled",
                "idioms::both_types_back");
        r.assertReasonEnds("moves::reshape::regroup_words", "src/moves/reshape.rs:13:84: the reshape to DmTensor leaves"
                + " the data's digits [K % 16, P / 256 % 2] unindexed (its mappings [P % 256, G % 4, J % 8]): a formula"
                + " reads each input at digits of the input's own axes, so data read as digits of other axes is not"
                + " modelled symbolically");
        r.assertReasonEnds("moves::views::strips_offset", "the kernel computes x at [P=0, N=0] and x + 3 at [P=0, N=4]:"
                + " no one reading of its own; give --expect to decide it");
    }

    @Test
    void verifyFindsTheTakenAluAndTheUnmodelledCallsOnlyAndKernelsListsEveryFunction() throws IOException {
        assertEquals(List.of("src/lanes/branch.rs:58:5 Kernel::UNMODELLED warning",
                "src/lanes/pairs.rs:154:5 Vector::ALU error", "src/narrow.rs:66:59 Kernel::UNMODELLED warning"),
                CrateVerdicts.findings(MOSAIC, 1));
        CrateVerdicts.assertKernelsListed(MOSAIC, PATHS);
    }

    /**
     * An extension trait's method, a shuffle by a constant pattern, both outputs of a generic
     * helper run on two element types, and a maximum across slices doubled.
     */
    @Test
    void theIdiomsComputeWhatTheySay(@TempDir Path dir) throws IOException {
        long[] rows = {512, 8};
        int[] x = ints(4096, i -> i * 977 - 2_000_000);
        NpyArray offset = output(MOSAIC, dir, "offset_by_trait", Map.of("x", NpyArray.int32(rows, x)));
        for (int i = 0; i < x.length; i++) {
            assertEquals(x[i] + 7, offset.integer(i), "offset at " + i);
        }
        int[] c = ints(4 * 256 * 32, i -> i * 3 - 40_000);
        NpyArray previous = output(MOSAIC, dir, "previous_chip_plus_one", Map.of("x", NpyArray.int32(new long[] {4, 256, 32}, c)));
        for (int i = 0; i < c.length; i++) {
            assertEquals(c[(i + 3 * 8192) % c.length] + 1, previous.integer(i), "previous chip at " + i);
        }
        float[] f = new float[4 * 2048];
        for (int i = 0; i < f.length; i++) {
            f[i] = ((i * 7919) % 1001 - 500) * 0.25f;
        }
        NpyArray max = output(MOSAIC, dir, "column_max_doubled", Map.of("x", NpyArray.float32(new long[] {4, 2048}, f)));
        for (int l = 0; l < 2048; l++) {
            float m = Math.max(Math.max(f[l], f[2048 + l]), Math.max(f[4096 + l], f[6144 + l]));
            assertEquals(2 * m, max.real(l), 0, "column max at " + l);
        }
        int[] b = ints(4096, i -> (byte) (i * 13));
        Path a = dir.resolve("a.npy");
        Path bIn = dir.resolve("b.npy");
        float[] halves = new float[4096];
        for (int i = 0; i < halves.length; i++) {
            halves[i] = (i % 64 - 32) * 0.5f;
        }
        Npy.write(a, NpyArray.float32(rows, halves));
        Npy.write(bIn, int8(rows, b));
        Path first = dir.resolve("first.npy");
        Path second = dir.resolve("second.npy");
        Run r = run("simulate", "--fn", "both_types_back", "--input", "a=" + a, "--input", "b=" + bIn, "--output",
                first.toString(), "--output", second.toString(), MOSAIC);
        assertEquals(0, r.exit(), r.out() + r.err());
        NpyArray back = Npy.read(first);
        NpyArray bytes = Npy.read(second);
        for (int i = 0; i < 4096; i++) {
            assertEquals(halves[i], back.real(i), 0, "bf16 back at " + i);
            assertEquals(b[i], bytes.integer(i), "i8 back at " + i);
        }
    }

    /**
     * Kernels no spec states (bit operations, branches by parity and by unsigned comparison, strips
     * written in nested loops, a sum over four chips, a narrowing chain), on inputs of our own,
     * each output element as computed here.
     */
    @Test
    void theKernelsNoSpecStatesComputeWhatTheySay(@TempDir Path dir) throws IOException {
        long[] rows = {512, 8};
        int[] a = ints(4096, i -> i * 2654435 - 900_000_000);
        int[] b = ints(4096, i -> ~(i * 40503));
        NpyArray and = output(MOSAIC, dir, "and_pair", Map.of("a", NpyArray.int32(rows, a), "b", NpyArray.int32(rows, b)));
        int[] x = ints(4096, i -> i % 37 - 10);
        NpyArray toggled = output(MOSAIC, dir, "rows_toggled", Map.of("x", NpyArray.int32(rows, x)));
        NpyArray small = output(MOSAIC, dir, "small_unsigned_times_four", Map.of("x", NpyArray.int32(rows, x)));
        NpyArray strips = output(MOSAIC, dir, "strips_offset", Map.of("x", NpyArray.int32(rows, a)));
        for (int i = 0; i < 4096; i++) {
            assertEquals(a[i] & b[i], and.integer(i), "and at " + i);
            assertEquals(x[i] + ((i / 8) % 2 == 0 ? 10 : -10), toggled.integer(i), "toggled at " + i);
            assertEquals(x[i] >= 0 && x[i] < 16 ? 4 * x[i] : x[i], small.integer(i), "small at " + i);
            assertEquals(a[i] + (i % 8 >= 4 ? 3 : 0), strips.integer(i), "strip at " + i);
        }
        int[] c = ints(4 * 256 * 32, i -> i * 1_000_003 + 17);
        NpyArray sum = output(MOSAIC, dir, "sum_four_chips", Map.of("x", NpyArray.int32(new long[] {4, 256, 32}, c)));
        for (int i = 0; i < c.length; i++) {
            int e = i % (256 * 32);
            int total = c[e] + c[e + 8192] + c[e + 2 * 8192] + c[e + 3 * 8192];
            assertEquals(total, sum.integer(i), "chip sum at " + i);
        }
        NpyArray masked = output(MOSAIC, dir, "masked_times_five", Map.of("x", NpyArray.int32(rows, a)));
        for (int i = 0; i < 4096; i++) {
            assertEquals((a[i] & 0xFFFF) * 5, masked.integer(i), "masked at " + i);
        }
        int[] bytes = ints(512 * 32, i -> (byte) (i * 7));
        NpyArray chain = output(MOSAIC, dir, "bump_then_double_i8", Map.of("x", int8(new long[] {512, 32}, bytes)));
        for (int i = 0; i < bytes.length; i++) {
            assertEquals((byte) ((byte) (bytes[i] + 1) * 2), chain.integer(i), "i8 chain at " + i);
        }
    }

    /**
     * Moves checked on our own inputs: the halves of rows exchanged by HBM tiles, quarters reversed
     * through DM tiles of HBM tiles, a quarter of the lower half into the reversed quarter of the
     * upper half, an eighth kept per chip (the output's array is over the whole axis {@code W}, its
     * {@code m![W % 8]} filling the first eighth of each row), and words regrouped by two reshapes.
     */
    @Test
    void theMovesPutEachElementWhereTheySay(@TempDir Path dir) throws IOException {
        long[] pk = {512, 16};
        int[] x = ints(512 * 16, i -> i * 3 + 1);
        NpyArray swapped = output(MOSAIC, dir, "halves_swapped", Map.of("x", NpyArray.int32(pk, x)));
        NpyArray lower = output(MOSAIC, dir, "lower_into_upper", Map.of("x", NpyArray.int32(pk, x)));
        NpyArray regrouped = output(MOSAIC, dir, "regroup_words", Map.of("x", NpyArray.int32(pk, x)));
        int[] shorts = ints(512 * 16, i -> (short) (i * 5 - 3000));
        NpyArray reversed = output(MOSAIC, dir, "quarters_reversed_i16", Map.of("x", int16(pk, shorts)));
        for (int p = 0; p < 512; p++) {
            for (int k = 0; k < 16; k++) {
                int i = p * 16 + k;
                int mirrored = 4 * (3 - k / 4) + k % 4;
                assertEquals(x[((p + 256) % 512) * 16 + k], swapped.integer(i), "swapped at " + i);
                assertEquals(p >= 256 ? x[(p - 256) * 16 + mirrored] : x[i], lower.integer(i), "lower at " + i);
                assertEquals(shorts[p * 16 + mirrored], reversed.integer(i), "reversed at " + i);
                int w = 16 * (p / 256) + k;
                assertEquals(x[i], regrouped.integer((p % 256) * 32 + w), "regrouped at " + i);
            }
        }
        NpyArray byQuarters = output(MOSAIC, dir, "swap_by_quarters", Map.of("x", NpyArray.int32(pk, x)));
        for (int i = 0; i < x.length; i++) {
            assertEquals(swapped.integer(i), byQuarters.integer(i), "by quarters at " + i);
        }
        int[] e = ints(2 * 256 * 32, i -> i * 11 - 3);
        NpyArray picked = output(MOSAIC, dir, "quarter_per_cluster", Map.of("x", NpyArray.int32(new long[] {2, 256, 32}, e)));
        for (int k = 0; k < 2; k++) {
            for (int s = 0; s < 256; s++) {
                for (int w = 0; w < 8; w++) {
                    assertEquals(e[(k * 256 + s) * 32 + 8 * (k + 1) + w], picked.integer((k * 256 + s) * 32 + w),
                            "cluster " + k + ", slice " + s + ", column " + w);
                }
            }
        }
        int[] c = ints(4 * 256 * 32, i -> i - 5000);
        NpyArray kept = output(MOSAIC, dir, "eighth_per_chip", Map.of("x", NpyArray.int32(new long[] {4, 256, 32}, c)));
        int[] pattern = {3, 0, 1, 2};
        for (int q = 0; q < 4; q++) {
            for (int s = 0; s < 256; s++) {
                for (int w = 0; w < 8; w++) {
                    assertEquals(c[q * 8192 + s * 32 + 8 * pattern[q] + w], kept.integer((q * 256 + s) * 32 + w),
                            "eighth at " + q + ", " + s + ", " + w);
                }
            }
        }
    }

    /**
     * Shuffles whose sources are read again after them: the maximum over the two clusters (each
     * cluster's own half against the other's), and the second halves of the upper chips' rows over
     * the first halves of the chips two below; a shuffle leaves its source as it was.
     */
    @Test
    void theShufflesLeaveTheirSourcesAsTheyWere(@TempDir Path dir) throws IOException {
        long[] esw = {2, 256, 32};
        int[] x = ints(2 * 256 * 32, i -> (i * 7919) % 2001 - 1000);
        NpyArray max = output(MOSAIC, dir, "max_of_halves", Map.of("x", NpyArray.int32(esw, x)));
        for (int i = 0; i < x.length; i++) {
            int j = i % 8192;
            assertEquals(Math.max(x[j], x[j + 8192]), max.integer(i), "cluster max at " + i);
        }
        int[] c = ints(4 * 256 * 32, i -> i * 5 - 70_000);
        NpyArray down = output(MOSAIC, dir, "upper_halves_down", Map.of("x", NpyArray.int32(new long[] {4, 256, 32}, c)));
        for (int q = 0; q < 4; q++) {
            for (int s = 0; s < 256; s++) {
                for (int w = 0; w < 32; w++) {
                    int i = (q * 256 + s) * 32 + w;
                    int from = q < 2 && w < 16 ? ((q + 2) * 256 + s) * 32 + w + 16 : i;
                    assertEquals(c[from], down.integer(i), "chip " + q + ", slice " + s + ", column " + w);
                }
            }
        }
    }

    /**
     * The scatter keyed by {@code [K, N]}: row {@code k} of block {@code n} lands at row
     * {@code index[k, n]} of the cache, every other row keeping its value.
     */
    @Test
    void theScatterWritesEachBlockRowWhereItsIndexSays(@TempDir Path dir) throws IOException {
        int[] data = ints(2 * 256 * 8, i -> i + 1);
        int[] index = ints(256 * 2, i -> (i * 389) % 1024);
        int[] cache = ints(1024 * 8, i -> -i);
        Map<String, NpyArray> in = new LinkedHashMap<>();
        in.put("data", NpyArray.int32(new long[] {2, 256, 8}, data));
        in.put("index", NpyArray.int32(new long[] {256, 2}, index));
        in.put("cache", NpyArray.int32(new long[] {1024, 8}, cache));
        NpyArray out = output(MOSAIC, dir, "scatter_blocks", in);
        int[] expected = cache.clone();
        for (int k = 0; k < 256; k++) {
            for (int n = 0; n < 2; n++) {
                for (int v = 0; v < 8; v++) {
                    expected[index[k * 2 + n] * 8 + v] = data[(n * 256 + k) * 8 + v];
                }
            }
        }
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], out.integer(i), "cache at " + i);
        }
    }

    /**
     * The math each kernel states, and wrong specs refuted: the other tensor of a pair, the
     * arguments the wrong way round, a step left out, a constant off by two, max for min, and a
     * transpose without its scale.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "or_first_twice|a[A,B] -> [A,B]|0",
        "or_first_twice|b[A,B] -> [A,B]|1",
        "sign_flip_sum|b[A,B] - a[A,B] -> [A,B]|0",
        "sign_flip_sum|a[A,B] - b[A,B] -> [A,B]|1",
        "second_doubled|b[A,B] * 2 -> [A,B]|0",
        "second_doubled|a[A,B] * 2 -> [A,B]|1",
        "max_swapped|max(b[A,B], a[A,B] + 1) -> [A,B]|0",
        "max_swapped|max(b[A,B], a[A,B]) -> [A,B]|1",
        "fma_each_then_multiply|(a[A,F] * 2 + 1) * (b[A,F] * 0.5 - 1) -> [A,F]|0",
        "fma_mode_product|(a[A,F] * a[A,F] + 1) * b[A,F] -> [A,F]|0",
        "halves_and_quarters|a[A,F] * 0.5 + b[A,F] * 0.25 -> [A,F]|0",
        "halves_and_quarters|a[A,F] * 0.25 + b[A,F] * 0.5 -> [A,F]|1",
        "eighth_minus|a[A,F] * 0.125 - b[A,F] -> [A,F]|0",
        "fma_then_quarter|(x[A,F] * 3 + 2) * 0.25 -> [A,F]|0",
        "fma_then_quarter|(x[A,F] * 3 + 2) * 0.5 -> [A,F]|1",
        "stash_plus_double|x[A,F] * 3 -> [A,F]|0",
        "half_then_quarter|x[A,F] * 0.125 -> [A,F]|0",
        "clamp_above|min(x[A,B], 100) -> [A,B]|0",
        "clamp_above|max(x[A,B], 100) -> [A,B]|1",
        "upper_over_lower|x[P,K] -> [P,K]|1",
        "u8_relaid|x[R,K] -> [R,K]|0",
        "turned_and_halved|x[S,D,E] * 0.5 -> [S,E,D]|0",
        "turned_and_halved|x[S,D,E] -> [S,E,D]|1",
        "bias_scale_bias|(x[A,B] + 3) * 2 - 1 -> [A,B]|0",
        "bias_scale_bias|(x[A,B] + 3) * 2 -> [A,B]|1",
        "quarter_as_float|x[A,F] * 0.25 -> [A,F]|0",
        "swap_by_quarters|x[P,K] -> [P,K]|1",
        "offset_by_trait|x[A,B] + 7 -> [A,B]|0",
        "offset_by_trait|x[A,B] + 8 -> [A,B]|1",
        "offset_none|x[A,B] -> [A,B]|0",
    })
    void theKernelMeetsItsSpec(String function, String spec, int exit) {
        CrateVerdicts.assertSpec(MOSAIC, function, spec, exit);
    }
}
