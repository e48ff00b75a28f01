//! `tile_simple` (`[A, B]` to `[B, A]`, one column of `B` a step) written again in other styles:
//! each kernel moves every column once, the steps found another way.

pub(crate) use crate::shapes::*;
pub(crate) use furiosa_visa_std::prelude::*;

#[path = "plan_builder.rs"]
mod builder;
pub mod orders;
pub mod flow;
pub mod more;

pub(crate) use builder::{Plan, PlanBuilder};

/// Moves column `from` of `input` to column `to` of `output`, as `tile_simple` moves one.
#[inline(always)]
pub(crate) fn column_to(
    ctx: &mut Context,
    input: &HbmTensor<i8, Chip, Rows>,
    output: &mut HbmTensor<i8, Chip, Cols>,
    from: usize,
    to: usize,
) {
    let input_slice = input.view().tile::<m![B], 1, m![A, 1 # 32]>(from);
    let output_slice = output.view_mut().tile::<m![B], 1, m![1 # 32, A]>(to);
    input_slice.to_hbm_view(&mut ctx.tdma, output_slice);
}

/// The output, placed where `tile_simple` places it: two statements in one `unsafe` block.
pub(crate) fn output() -> HbmTensor<i8, Chip, Cols> {
    unsafe {
        let at = OUT;
        HbmTensor::<i8, Chip, Cols>::from_addr(at)
    }
}

/// The steps of a builder: `Plan::new().columns(32).first(0).build()`.
#[device(chip = 1)]
pub fn builder_columns(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let plan = Plan::new().columns(COLUMNS).first(0).build();
    let mut out = output();
    for k in 0..plan.steps() {
        let b = plan.column(k);
        column_to(ctx, input, &mut out, b, b);
    }
    out
}

/// The builder's steps one short: `steps()` of a plan of 31 columns leaves the last one unmoved.
#[device(chip = 1)]
pub fn builder_short(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let plan = Plan::new().columns(COLUMNS - 1).build();
    let mut out = output();
    for k in 0..plan.steps() {
        column_to(ctx, input, &mut out, plan.column(k), plan.column(k));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plan_counts_its_columns() {
        assert_eq!(Plan::new().columns(4).build().steps(), 4);
    }
}
