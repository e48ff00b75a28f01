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
 * {@code crates/fused}: 51 kernels that fuse several engines in one pass, written against the
 * reference API where the earlier crates use it least: branch masks by comparison and by axis
 * parity (a leaky ReLU, a threshold mask, a one-hot argmax through a VRF row maximum), a pair's
 * logic and saturating zips, the stash read by the clip ALU, quantisers narrowing to i8, i4 and
 * f8e4m3 (clamp and round, shift and clamp, a requantiser whose constants are a struct's const
 * generics, one of them negative; two with their HBM tensors named by the crate's generic alias
 * {@code Hbm<D>}, one writing a {@code &mut Hbm<i8>}), fixed point to float, max, min and
 * saturating sums on both reduce units, the switch network's {@code InterTranspose}, {@code Broadcast01} and
 * {@code CustomBroadcast} ahead of the Vector Engine, the Transpose Engine then a widening fetch,
 * a cluster shuffle and parallel copies, a DM reshape, an i8 GEMV scaled in f32 to bf16, argument
 * modes putting the operand first, device functions returning two tensors, two heads committed
 * into views of one tensor by a const-generic helper, epilogues chosen through a trait, a group's
 * fused multiply-add with a VRF operand, a row mean in the VRF then a bf16 cast, a commit that
 * transposes time, bf16, f8e4m3
 * and i4 inputs widened by the fetch, and a ring step over four chips. The
 * row tensor types are generic aliases of the crate's {@code shapes} module.
 *
 * <p>Three are broken on purpose, one per verdict: {@code q8_affine_fused} is rule-broken (a fused
 * multiply-add in a pass that entered as i32: the reference's ternary reads the stash as f32 and
 * panics), {@code both_layouts_short} not conformant (its second output's column loop stops one
 * short), {@code valid_count_scale} unknown (the reference leaves {@code BranchMode::ValidCount}
 * {@code todo!()}); against a spec, the wrong specs below are refuted.
 */
class FusedCrateTest {

    private static final String FUSED = "src/test/resources/crates/fused";

    private static final List<String> PATHS = List.of("select::argmax::row_max_onehot", "select::masks::leaky_relu",
            "select::masks::threshold_keep", "select::masks::mask_apply", "select::masks::saturating_merge",
            "select::masks::leaky_relu_stash", "select::masks::pair_max", "select::parity::parity_scale",
            "select::parity::valid_count_scale",
            "quant::narrow::clamp_quantise_i8", "quant::narrow::shift_clamp_i4", "quant::narrow::scale_to_f8",
            "quant::narrow::q8_to_float_affine", "quant::narrow::q8_affine_fused", "quant::requant::requant_zero_point",
            "quant::requant::requant_symmetric", "quant::requant::requant_into",
            "reduce::column_mean_i32", "reduce::column_sum_sat", "reduce::column_min_relu", "reduce::row_min_f32",
            "reduce::row_sum_sat", "layout::flatten::split_row_blocks", "layout::shuffle::channel_swap",
            "layout::shuffle::lane_rotate", "layout::switch::trade_then_add", "layout::switch::broadcast_double",
            "layout::switch::ring_relu", "layout::switch::transpose_widen", "mixed::gemv_i8_scaled",
            "mixed::row_square_sum", "mixed::twice_reciprocal", "mixed::sum_and_difference", "mixed::both_layouts",
            "mixed::both_layouts_short", "lanes::epilogue::shift_then_clamp", "lanes::heads::pack_heads",
            "lanes::modes::reversed_difference", "lanes::modes::reflect_about", "lanes::modes::column_max_halved",
            "lanes::signs::conjugate_pairs", "lanes::signs::piecewise_linear", "lanes::signs::gated_bias",
            "lanes::stages::ternary_vrf_group", "lanes::stages::clip_mode_stash", "lanes::stages::center_bf16",
            "lanes::stages::commit_transposed", "widen::bf16_pair_add", "widen::f8_dequant", "widen::i4_unsigned", "widen::ring_step");

    /** The verdicts of a concrete run other than conformant: the three broken on purpose. */
    private static final Map<String, String> NOT_CONFORMANT = Map.of("quant::narrow::q8_affine_fused", "rule-broken",
            "mixed::both_layouts_short", "not-conformant", "select::parity::valid_count_scale", "unknown");

    @Test
    void everyKernelIsConformantButTheThreeBrokenOnPurpose() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertVerdicts(FUSED, 1, PATHS, NOT_CONFORMANT);
        assertEquals(51, r.report().get("totals").get("functions").asInt());
        r.assertReasonHas("quant::narrow::q8_affine_fused", "narrow.rs:69:5: Vector::STASH: vector_fp_ternary reads "
                + "the stash state as f32");
        r.assertReasonHas("mixed::both_layouts_short", "both_layouts_short output 2 (by_column) (seed 42): 2048 i32 "
                + "elements, 512 never written (first at {B: 3})");
        r.assertReasonHas("select::parity::valid_count_scale", "the reference leaves BranchMode::ValidCount todo!()");
    }

    /**
     * Every kernel checked symbolically ({@code --max-macs 0}): each decided one gets its concrete
     * run's verdict (45 conformant, {@code both_layouts_short} refuted at its second output's last
     * column, {@code q8_affine_fused} rule-broken); branches by comparison and parity, saturating
     * lanes, tuple outputs, parallel copies, the one-hot argmax (each value less its row's
     * maximum, one node) and the bits of floats masked by a branch are decided, and what stays unknown says why.
     */
    @Test
    void theSymbolicCheckDecidesAllButFourAndSaysWhy() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertSymbolicVerdicts(FUSED, 1, PATHS, NOT_CONFORMANT,
                "layout::flatten::split_row_blocks", "lanes::heads::pack_heads", "lanes::stages::ternary_vrf_group");
        r.assertReasonEnds("mixed::both_layouts_short", "symbolic check: output 2: the output index [B=3, A=0] is never"
                + " written");
    }

    @Test
    void verifyFindsTheBrokenFusedMultiplyAddAndKernelsListsEveryDeviceFunction() throws IOException {
        assertEquals(List.of("src/layout/shuffle.rs:29:10 DMA::WRITE_ALIGN warning",
                "src/quant/narrow.rs:69:5 Vector::STASH error", "src/select/parity.rs:45:5 Kernel::UNMODELLED warning"),
                CrateVerdicts.findings(FUSED, 1));
        CrateVerdicts.assertKernelsListed(FUSED, PATHS);
    }

    /**
     * Kernels no spec states (a branch on a comparison or a lane's parity, a row's maximum, a
     * rotation, an exchange of clusters, a multiply-add in one group, a ring over chips), on inputs
     * of our own, each output element as computed here (the products and sums exact in f32).
     */
    @Test
    void theKernelsNoSpecStatesComputeWhatTheySay(@TempDir Path dir) throws IOException {
        int[] z = ints(2048, i -> i + 1);
        NpyArray conj = output(FUSED, dir, "conjugate_pairs", Map.of("z", NpyArray.int32(new long[] {512, 4}, z)));
        for (int i = 0; i < 2048; i++) {
            assertEquals(i % 2 == 1 ? -z[i] : z[i], conj.integer(i), "conjugate at " + i);
        }
        int[] w = ints(512 * 16, i -> (i * 7919) % 13 - 6);
        NpyArray hot = output(FUSED, dir, "row_max_onehot", Map.of("x", NpyArray.int32(new long[] {512, 16}, w)));
        for (int a = 0; a < 512; a++) {
            int max = Integer.MIN_VALUE;
            for (int k = 0; k < 16; k++) {
                max = Math.max(max, w[a * 16 + k]);
            }
            for (int k = 0; k < 16; k++) {
                assertEquals(w[a * 16 + k] == max ? 1 : 0, hot.integer(a * 16 + k), "one-hot at " + a + ", " + k);
            }
        }
        int[] x = ints(2048, i -> (i * 37) % 101 - 50);
        int[] bias = ints(2048, i -> (i * 11) % 17 - 8);
        NpyArray gated = output(FUSED, dir, "gated_bias", Map.of("x", NpyArray.int32(new long[] {512, 4}, x),
                "bias", NpyArray.int32(new long[] {512, 4}, bias)));
        for (int i = 0; i < 2048; i++) {
            assertEquals(x[i] > 0 ? x[i] + bias[i] : x[i], gated.integer(i), "gated bias at " + i);
        }
        int[] c = ints(4096, i -> i * 3 - 5000);
        NpyArray rotated = output(FUSED, dir, "lane_rotate", Map.of("x", NpyArray.int32(new long[] {2, 2048}, c)));
        NpyArray swapped = output(FUSED, dir, "channel_swap", Map.of("x", NpyArray.int32(new long[] {2, 2048}, c)));
        for (int i = 0; i < 4096; i++) {
            assertEquals(c[i - i % 8 + (i % 8 + 7) % 8], rotated.integer(i), "rotated at " + i);
            assertEquals(c[(i + 2048) % 4096], swapped.integer(i), "swapped at " + i);
        }
        float[] t = new float[2048];
        float[] g = new float[2048];
        for (int i = 0; i < t.length; i++) {
            t[i] = (i % 7 - 3) * 0.375f;
            g[i] = (i % 5 - 2) * 1.25f;
        }
        NpyArray fma = output(FUSED, dir, "ternary_vrf_group", Map.of("x", NpyArray.float32(new long[] {512, 4}, t),
                "g", NpyArray.float32(new long[] {512, 4}, g)));
        for (int i = 0; i < t.length; i++) {
            assertEquals(t[i] < 0 ? t[i] * g[i] + 0.5f : t[i], fma.real(i), 0, "group fma at " + i);
        }
        // chip q ends with chip q + 1's rows doubled (the reference's pattern [1, 2, 3, 0])
        int[] q = ints(4 * 4096, i -> i - 7000);
        NpyArray ring = output(FUSED, dir, "ring_step", Map.of("x", NpyArray.int32(new long[] {4, 512, 8}, q)));
        for (int i = 0; i < q.length; i++) {
            assertEquals(2L * q[(i + 4096) % q.length], ring.integer(i), "ring step at " + i);
        }
    }

    /**
     * The math each kernel states, and wrong specs refuted: a plain ReLU for the leaky one, min for
     * max, a scale off by two, a scale left out, and wrapping sums where the kernel saturates (the
     * seeded i32 inputs overflow).
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "leaky_relu|max(x[A,B], x[A,B] * 0.01) -> [A,B]|0",
        "leaky_relu|max(x[A,B], 0) -> [A,B]|1",
        "leaky_relu_stash|max(x[A,B], x[A,B] * 0.01) -> [A,B]|0",
        "pair_max|max(a[A,B], b[A,B]) -> [A,B]|0",
        "pair_max|min(a[A,B], b[A,B]) -> [A,B]|1",
        "scale_to_f8|x[A,B] * 0.25 -> [A,B]|0",
        "scale_to_f8|x[A,B] * 0.5 -> [A,B]|1",
        "q8_to_float_affine|x[A,B] * 0.0078125 + 1 -> [A,B]|0",
        "saturating_merge|lhs[A,B] + rhs[A,B] -> [A,B]|1",
        "column_sum_sat|x[R,A] -> [A]|1",
        "row_sum_sat|x[A,R] -> [A]|1",
        "trade_then_add|x[P,T,L] + 1 -> [P,T,L]|0",
        "broadcast_double|x[P,T,L] * 2 -> [P,T,L]|0",
        "ring_relu|max(x[P,L], 0) -> [P,L]|0",
        "transpose_widen|x[P,T,L] + 128 -> [P,T,L]|0",
        "gemv_i8_scaled|w[N,K] * x[K] * 0.5 -> [N]|0",
        "gemv_i8_scaled|w[N,K] * x[K] -> [N]|1",
        "row_square_sum|x[A,W] * x[A,W] -> [A]|0",
        "sum_and_difference|a[A,B] + b[A,B] -> [A,B]|0",
        "both_layouts|x[A,B] -> [A,B]|0",
        "reversed_difference|b[A,B] - a[A,B] -> [A,B]|0",
        "reversed_difference|a[A,B] - b[A,B] -> [A,B]|1",
        "reflect_about|100 - x[A,B] -> [A,B]|0",
        "piecewise_linear|max(x[A,B] * 2, x[A,B] * 0.5) -> [A,B]|0",
        "shift_then_clamp|min(max(x[A,B] * 8, -1000), 1000) -> [A,B]|0",
        "bf16_pair_add|a[A,K] + b[A,K] -> [A,K]|0",
        "f8_dequant|x[A,K] * 0.125 -> [A,K]|0",
        "f8_dequant|x[A,K] * 0.25 -> [A,K]|1",
        "i4_unsigned|x[A,K] + 8 -> [A,K]|0",
        "clip_mode_stash|min(x[A,B], x[A,B] * 3) -> [A,B]|0",
        "center_bf16|x[A,W] - x[A,V] * 0.0625 -> [A,W]|0",
        "center_bf16|x[A,W] - x[A,V] -> [A,W]|1",
        "commit_transposed|x[A,W] + 1 -> [A,W]|0",
    })
    void theKernelMeetsItsSpec(String function, String spec, int exit) {
        CrateVerdicts.assertSpec(FUSED, function, spec, exit);
    }
}
