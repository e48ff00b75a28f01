package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code crates/forge}: more kernels of the kinds the reference crate holds, written as its team
 * writes them — a row softmax, a masked one and a row centring on the intra-slice reduce (Max, then
 * Sub and Exp, then Add), attention weights over four keys from an i8 contraction, linear layers with
 * a bias and a ReLU through the clip unit and an int8 one rescaled by {@code vector_fxp_to_fp}, an
 * embedding gather whose row bytes are a computed constant, a cache scatter, the reduce-scatter of an
 * all-reduce over four chips ({@code dm_chip_shuffle} in a loop), copies tiled by nested
 * {@code slice_tile}/{@code tile} loops, interleaved pairs, branch modes picked by an enum,
 * {@code vector_split}/{@code vector_concat}; in Rust's everyday forms: enums generic over a lifetime
 * and over a type, {@code Option} and {@code let … else}, {@code while let}, slices of {@code &mut}
 * outputs, const generic helpers, a {@code const fn} bump allocator, {@code windows}, {@code chunks},
 * a {@code loop} breaking with a value, a struct borrowing the context, epilogues behind a trait run
 * generically and as {@code &dyn}. Its tests use {@code HostTensor::zero()}, {@code bf16::from_f32},
 * cloned {@code to_buf()} items and {@code rng.random_range}.
 */
class ForgeCrateTest {

    private static final String FORGE = "src/test/resources/crates/forge";

    private static final List<String> PATHS = List.of("allreduce::quarters_reduced", "attention::four_key_attention",
            "branches::gate_at_most", "branches::gate_at_least", "branches::scaled_where_masked",
            "centering::rows_centred", "centering::rows_below_peak", "embedding::embed_rows",
            "embedding::embed_with_positions", "epilogues::biased", "epilogues::epilogue_list",
            "gemm_bias::linear_bias_relu_clip", "gemm_bias::linear_bias_relu6",
            "gemm_int8::linear_i8_rescaled", "gemm_int8::linear_i8_column_scaled", "interleaved::blend_f32",
            "interleaved::lifted_max_i32", "operands::plus_splat", "operands::plus_each", "outputs::row_halves_split",
            "outputs::plus_one_thrice", "passes::shifted_less_five", "reorder::row_quarters_reversed", "reorder::column_quarters_in_pairs",
            "reorder::plus_two_first_free", "scatter_cache::cache_rows_written", "scatter_cache::cache_rows_halved",
            "scores::masked_scores_softmax", "softmax::row_softmax", "softmax::row_shift_bf16",
            "split_lanes::doubled_exp_bf16", "split_lanes::scaled_through_floats", "staged::three_stages",
            "staged::no_stage", "tiled::halves_swapped_by_tiles", "tiled::quarters_loaded_in_steps");

    private static final String VRF_TODO = "the reference leaves BranchMode::Vrf todo!() (vector_engine/branch.rs:323, "
            + "reached by every vector_intra_slice_branch): no run of it is the reference's";

    /**
     * Every function runs conformant (the gathers on ids drawn as rows of the table, through the
     * computed {@code ROW_BYTES}) but the two that branch on a comparison kept in the register file,
     * which the reference leaves {@code todo!()}: those alone are unknown.
     */
    @Test
    void everyFunctionRunsConformantButTheTwoBranchingOnTheRegisterFile() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertVerdicts(FORGE, 3, PATHS,
                Map.of("branches::scaled_where_masked", "unknown", "scores::masked_scores_softmax", "unknown"));
        assertEquals(36, r.report().get("totals").get("functions").asInt());
        r.assertReasonHas("branches::scaled_where_masked", VRF_TODO);
        r.assertReasonHas("scores::masked_scores_softmax", VRF_TODO);
    }

    /** The crate's findings: the two branches on the register file, warnings; nothing else. */
    @Test
    void verifyFindsOnlyTheBranchesOnTheRegisterFile() throws IOException {
        assertEquals(List.of("src/branches.rs:85:36 Kernel::UNMODELLED warning",
                "src/scores.rs:47:36 Kernel::UNMODELLED warning"), CrateVerdicts.findings(FORGE, 1));
    }

    /** Each file of the crate verified alone: its exit status and summary line. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "src/lib.rs|0|verify: no findings in 1 file; 0 rule checks held",
        "src/allreduce.rs|0|verify: no findings in 1 file; 131689 rule checks held",
        "src/attention.rs|0|verify: no findings in 1 file; 367 rule checks held",
        "src/branches.rs|1|verify: 1 finding in 1 of 1 file; 262 rule checks held",
        "src/centering.rs|0|verify: no findings in 1 file; 317 rule checks held",
        "src/embedding.rs|0|verify: no findings in 1 file; 290 rule checks held",
        "src/epilogues.rs|0|verify: no findings in 1 file; 232 rule checks held",
        "src/gemm_bias.rs|0|verify: no findings in 1 file; 418 rule checks held",
        "src/gemm_int8.rs|0|verify: no findings in 1 file; 383 rule checks held",
        "src/interleaved.rs|0|verify: no findings in 1 file; 260 rule checks held",
        "src/operands.rs|0|verify: no findings in 1 file; 191 rule checks held",
        "src/outputs.rs|0|verify: no findings in 1 file; 169 rule checks held",
        "src/passes.rs|0|verify: no findings in 1 file; 116 rule checks held",
        "src/reorder.rs|0|verify: no findings in 1 file; 271 rule checks held",
        "src/scatter_cache.rs|0|verify: no findings in 1 file; 215 rule checks held",
        "src/scores.rs|1|verify: 1 finding in 1 of 1 file; 94 rule checks held",
        "src/softmax.rs|0|verify: no findings in 1 file; 390 rule checks held",
        "src/split_lanes.rs|0|verify: no findings in 1 file; 225 rule checks held",
        "src/staged.rs|0|verify: no findings in 1 file; 194 rule checks held",
        "src/tiled.rs|0|verify: no findings in 1 file; 331 rule checks held",
        "tests/forge_tests.rs|1|verify: 14 findings in 1 of 1 file; 132723 rule checks held",
    })
    void eachFileIsReadAlone(String file, int exit, String summary) {
        Run r = run("verify", FORGE + "/" + file);
        assertEquals(exit, r.exit(), r.out() + r.err());
        assertEquals(summary, r.out().lines().filter(l -> l.startsWith("verify:")).findFirst().orElse(r.out()));
    }

    /**
     * The crate's tests, each run as {@code --fn} runs it: all conformant; the assertions built with
     * {@code zero()}, {@code bf16::from_f32}, cloned buffer items, {@code rng.random_range} draws,
     * {@code wrapping_*} of host tensor items (at their element type) and a {@code fold} from {@code 0i32}
     * all hold.
     */
    @Test
    void everyTestRunsConformant() {
        Run r = run("simulate", FORGE + "/tests/forge_tests.rs");
        assertEquals(0, r.exit(), r.out() + r.err());
        List<String> lines = r.out().lines().map(l -> l.replaceFirst("  \\(exit 0, \\d+ ms\\)$", "")).toList();
        assertEquals(List.of("test_gate_at_most  conformant; the test's assertion holds",
                "test_lifted_max_i32  conformant; the test's assertion holds",
                "test_halves_swapped_by_tiles  conformant; the test's assertion holds",
                "test_three_stages  conformant; the test's assertion holds",
                "test_quarters_reduced  conformant; the test's assertion holds",
                "test_embed_rows  conformant; the test's assertion holds",
                "test_cache_rows_written  conformant; the test's assertion holds",
                "test_plus_one_thrice  conformant; the test's assertion holds",
                "test_epilogue_list  conformant; the test's assertion holds"), lines.subList(0, 9));
        assertTrue(lines.get(9).startsWith("total: 9 tests: 9 exit 0, 0 exit 1, 0 exit 2, 0 exit 3 ("), r.out());
    }

    /** The math the kernels state; a wrong constant is refuted. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "plus_splat|x[A] + 9 -> [A]|0",
        "plus_splat|x[A] + 8 -> [A]|1",
        "plus_each|x[A] + y[A] -> [A]|0",
        "lifted_max_i32|max(lhs[A], rhs[A] + 10) -> [A]|0",
        "lifted_max_i32|max(lhs[A], rhs[A] + 1) -> [A]|1",
        "no_stage|x[R, T] -> [R, T]|0",
        "shifted_less_five|x[A] * 4 - 5 -> [A]|0",
        "epilogue_list|x[A] * 6 + 2 -> [A]|0",
        "epilogue_list|x[A] * 6 + 1 -> [A]|1",
    })
    void theKernelMeetsItsSpec(String function, String spec, int exit) {
        CrateVerdicts.assertSpec(FORGE, function, spec, exit);
    }
}
