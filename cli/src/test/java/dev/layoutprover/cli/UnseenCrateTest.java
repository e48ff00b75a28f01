package dev.layoutprover.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code crates/unseen}: 49 kernels in shapes neither the reference crate nor {@code crates/novel}
 * has (closures, {@code std::array::from_fn}, iterator adaptors, nested tuple patterns, functions
 * inside functions, a generic helper returning a tuple, a {@code #[cfg(test)]} module expecting a
 * panic; every logic and fixed-point ALU in one pass, argument modes, float unary, ternary and
 * division chains, branch groups on a time axis and by comparison, reductions with every
 * operation, pairs with per-group preparation; DM tiles of two indices, tiles of tiles, sums across
 * two chips and two clusters, chip tiles of two chips, GEMMs with four TRF rows in either TRF half),
 * each with the verdict the reference gives it; then structs with impls, a loop's value and labelled
 * breaks, a {@code where [(); AT]:} bound, a private constant as a nested function's const argument,
 * {@code macro_rules!} macros, and shifts by 31 and by 32 (the reference's {@code a << 32} overflows).
 */
class UnseenCrateTest {

    private static final String UNSEEN = "src/test/resources/crates/unseen";

    private static final List<String> PATHS = List.of("contract::rows::gemm_i8_four_rows", "contract::rows::gemm_bf16_second_half",
            "lanes::branch::toggle_on_time", "lanes::branch::clip_above_one", "lanes::branch::abs_by_group",
            "lanes::float::tanh_exp_half", "lanes::float::fma_quarter", "lanes::float::fma_to_int",
            "lanes::float::fixed_square", "lanes::float::bf16_sigmoid", "lanes::float::erf",
            "lanes::int::logic_five", "lanes::int::fxp_four", "lanes::int::square_plus", "lanes::int::clamp_bias",
            "lanes::int::shift_round", "lanes::int::fxp_width_32", "lanes::int::i8_sub_modes",
            "lanes::int::shift_by_32", "lanes::int::low_bit_sign", "lanes::pair::zip_sub",
            "lanes::pair::zip_sub_swapped", "lanes::pair::masked_max", "lanes::pair::zip_divide",
            "lanes::pair::double_left_add", "lanes::reduce::sum_middle_axis", "lanes::reduce::inter_min",
            "lanes::reduce::inter_product_plus", "lanes::reduce::intra_max_then_add", "moves::relayout::dm_to_dm",
            "moves::relayout::slice_quarters", "moves::relayout::hbm_swap_clusters",
            "moves::relayout::pcopy_transpose", "moves::windows::window_of_two",
            "moves::windows::triple_second_half", "moves::windows::corner_block", "multi::chips::sum_two_chips",
            "multi::chips::upper_chips_down", "multi::chips::chip_halves_crossed",
            "multi::clusters::sum_clusters_f32", "multi::clusters::cluster_one_regrouped",
            "surface::closures::closure_slots", "surface::closures::tuple_swap",
            "surface::closures::rotate_quarters", "surface::helpers::two_level_generic",
            "surface::helpers::inner_function", "surface::helpers::short_fetch",
            "surface::iterators::quarters_from_fn", "surface::iterators::eighths_rev_step",
            "surface::iterators::halves_in_array", "surface::iterators::collected_order",
            "surface::plans::plan_slots", "surface::plans::loop_labels", "surface::plans::const_where",
            "surface::plans::macro_slots");

    /** The verdicts of a concrete run other than conformant. */
    private static final Map<String, String> NOT_CONFORMANT = Map.of("lanes::float::erf", "unknown",
            "lanes::int::shift_round", "unknown", "lanes::int::fxp_width_32", "rule-broken",
            "lanes::int::shift_by_32", "rule-broken", "moves::relayout::hbm_swap_clusters", "unknown",
            "moves::windows::triple_second_half", "rule-broken");

    @Test
    void everyFunctionGetsTheReferencesVerdict() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertVerdicts(UNSEEN, 1, PATHS, NOT_CONFORMANT);
        assertEquals(55, r.report().get("totals").get("functions").asInt());
        r.assertReasonEnds("lanes::int::shift_by_32", "src/lanes/int.rs:77:5: Vector::SHIFT: LeftShift "
                + "shifts an i32 by 0..=31 bits, got 32 (the reference's a << (b as u32) overflows from 32 on)");
        r.assertReasonEnds("lanes::int::fxp_width_32", "src/lanes/int.rs:59:5: Vector::CONVERT: the "
                + "integer width must be 0..=31, got 32");
        r.assertReasonEnds("moves::windows::triple_second_half", "src/moves/windows.rs:31:10: "
                + "Commit::IN_SIZE: commit_in_size must be 8, 16, 24 or 32 bytes, got 16 × 4 = 64 (Element::SIZE 32 / "
                + "Time::SIZE 2)");
        // the panic the source's own #[cfg(test)] module expects
        r.assertReasonStarts("surface::helpers::short_fetch", "the reference's tests expect a panic "
                + "(short_fetch_panics at ");
        r.assertReasonHas("surface::helpers::short_fetch", "Slice::SIZE: Slice::SIZE must be 256, got 128");
        r.assertReasonEnds("moves::relayout::hbm_swap_clusters", "src/moves/relayout.rs:31:14: the "
                + "reference leaves .hbm_cluster_shuffle todo!() (context.rs:106): no run of it is the reference's");
        r.assertReasonEnds("lanes::float::erf", "src/lanes/float.rs:70:5: the reference leaves "
                + "FpUnaryOp::Erf todo!() (vector_engine/op/semantics.rs:111): no run of it is the reference's");
        r.assertReasonEnds("lanes::int::shift_round", "src/lanes/int.rs:51:5: the reference leaves "
                + "FxpBinaryOp::ArithRightShiftRound todo!() (vector_engine/op/semantics.rs:85): no run of it is the "
                + "reference's");
    }

    /**
     * Every kernel checked symbolically ({@code --max-macs 0}): each decided one gets its concrete
     * run's verdict (48 conformant, the three rule-broken ones); branches by comparison and by a time
     * axis, the saturating adds, the five logic ALUs, the parallel copy, a window written over part of
     * another, a tensor summed with its chip-shuffled copy, tiles over chips and clusters and an
     * inter-slice product are decided, and what stays unknown says why: the reference's todo!()s.
     */
    @Test
    void theSymbolicCheckDecidesAllButThreeAndSaysWhy() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertSymbolicVerdicts(UNSEEN, 1, PATHS, NOT_CONFORMANT);
        r.assertReasonEnds("moves::relayout::hbm_swap_clusters", "src/moves/relayout.rs:31:14:"
                + " ctx.tdma.hbm_cluster_shuffle is not modelled symbolically");
    }

    @Test
    void verifyFindsTheBrokenRulesAndTheUnmodelledCallsOnly() throws IOException {
        assertEquals(List.of("src/lanes/float.rs:70:5 Kernel::UNMODELLED warning",
                "src/lanes/int.rs:51:5 Kernel::UNMODELLED warning", "src/lanes/int.rs:59:5 Vector::CONVERT error",
                "src/lanes/int.rs:77:5 Vector::SHIFT error",
                "src/moves/relayout.rs:31:14 Kernel::UNMODELLED warning",
                "src/moves/windows.rs:31:10 Commit::IN_SIZE error", "src/surface/helpers.rs:55:10 Slice::SIZE error"),
                CrateVerdicts.findings(UNSEEN, 1));
    }
}
