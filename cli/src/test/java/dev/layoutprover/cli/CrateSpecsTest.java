package dev.layoutprover.cli;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Kernels of the test crates {@code crates/novel} and {@code crates/unseen} against the math
 * each states: {@code simulate --fn FUNCTION --expect SPEC} exits 0 when the output is the
 * spec's and 1 when a wrong spec is given ({@code scale_shift} computes {@code x * 3 - 5}, not
 * {@code x * 3 + 5}).
 */
class CrateSpecsTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "novel|scale_shift|x[L] * 3 - 5 -> [L]|0",
        "novel|scale_shift|x[L] * 3 + 5 -> [L]|1",
        "novel|gemv_i8|w[H,X] * x[X] -> [H]|0",
        "novel|gemv_bf16|w[H,Y] * x[Y] -> [H]|0",
        "novel|contract::tiled::tiled_gemv|w[R,Z] * x[Z] -> [R]|0",
        "novel|pair_max|max(lhs[L], rhs[L]) -> [L]|0",
        "novel|pair_sum_f32|lhs[L] + rhs[L] -> [L]|0",
        "novel|relu|max(x[L], 0) -> [L]|0",
        "novel|tiled_transpose|input[N,T] -> [T,N]|0",
        "novel|odd_copy|in[N,T] -> [N,T]|0",
        "novel|generic_helper|x[N] -> [N]|0",
        "novel|counter_addresses|x[N,T] -> [N,T]|0",
        "novel|swap_twice|x[E,F,W] -> [E,F,W]|0",
        "novel|rotate_chips|x[P,Q,V] -> [P,Q,V]|1",
        "novel|gemv_k_tiles|w[H,X] * x[X] -> [H]|0",
        "novel|gemv_sequential|w[R,K] * x[K] -> [R]|0",
        "novel|quarters_while|x[N,T] -> [N,T]|0",
        "novel|quarters_loop|x[N,T] -> [N,T]|0",
        "novel|i8_cols32|x[P,D,F4,E] -> [W4,P,D,F4,E]|0",
        "novel|bf16_cols16|x[P,D,F2,E] -> [W3,P,D,F2,E]|0",
        "novel|f32_cols8|x[P,D,E] -> [W2,P,D,E]|0",
        "novel|swap_slice_digits|x[A,B,C] -> [A,B,C]|0",
        "novel|broadcast_one|x[A,B,C] -> [A,B,C]|0",
        "novel|broadcast_both|x[A,B,C] -> [A,B,C]|0",
        "novel|trade_slices_for_time|x[A,B,C] -> [A,B,C]|0",
        "novel|ring_swap|x[A,B] -> [A,B]|0",
        "novel|transposed_broadcast|x[A,B,C] -> [A,B,C]|0",
        "novel|widen_add_narrow|x[L] + 3 -> [L]|0",
        "novel|widen_scale_narrow|x[L] * 2 -> [L]|0",
        "novel|narrow_after_collect|x[L] -> [L]|0",
        "novel|widen_add_narrow|x[L] + 4 -> [L]|1",
        "unseen|quarters_from_fn|x[A,Q] -> [A,Q]|0",
        "unseen|eighths_rev_step|x[A,Q] -> [Q,A]|0",
        "unseen|halves_in_array|x[A,Q] -> [A,Q]|0",
        "unseen|collected_order|x[A,Q] -> [A,Q]|0",
        "unseen|closure_slots|x[A,Q] -> [A,Q]|0",
        "unseen|tuple_swap|x[A,Q] -> [A,Q]|1",
        "unseen|slice_quarters|x[P,K] -> [P,K]|0",
        "unseen|two_level_generic|x[A,Q] -> [A,Q]|0",
        "unseen|inner_function|x[A,Q] -> [A,Q]|0",
        "unseen|square_plus|x[L] * x[L] + 9 -> [L]|0",
        "unseen|clamp_bias|min(max(0 - x[B,L] * 2, 0 - 100), 100) + 5 -> [B,L]|0",
        "unseen|i8_sub_modes|x[L] - 3 -> [L]|0",
        "unseen|clip_above_one|min(x[L], 1) -> [L]|0",
        "unseen|abs_by_group|max(x[L], 0 - x[L]) -> [L]|0",
        "unseen|fma_quarter|(x[L] * 2 + 1) * 0.25 -> [L]|0",
        "unseen|sum_middle_axis|x[L,B,R] -> [B,L]|0",
        "unseen|zip_sub|lhs[L] - rhs[L] -> [L]|0",
        "unseen|zip_sub_swapped|rhs[L] - lhs[L] -> [L]|0",
        "unseen|zip_sub_swapped|lhs[L] - rhs[L] -> [L]|1",
        "unseen|double_left_add|lhs[L] * 2 + rhs[L] -> [L]|0",
        "unseen|gemm_i8_four_rows|a[I,K] * b[K,J] -> [I,J]|0",
        "unseen|gemm_bf16_second_half|a[I,K] * b[K,J] -> [I,J]|0",
        "unseen|pcopy_transpose|x[P,K] -> [K,P]|0",
        "unseen|dm_to_dm|x[P,K] -> [P,K]|0",
        "unseen|plan_slots|x[A,Q] -> [A,Q]|0",
        "unseen|loop_labels|x[A,Q] -> [A,Q]|0",
        "unseen|const_where|x[A,Q] -> [A,Q]|0",
        "unseen|macro_slots|x[A,Q] -> [A,Q]|0",
    })
    void aKernelComputesTheMathItsSpecStates(String crate, String function, String spec, int exit) {
        CrateVerdicts.assertSpec("src/test/resources/crates/" + crate, function, spec, exit);
    }
}
