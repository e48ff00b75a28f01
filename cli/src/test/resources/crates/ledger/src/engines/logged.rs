//! Kernels that log what they stage and check their addresses in debug builds.

use super::*;
use log::{debug, trace, warn};

const STAGE: Address = 0x1000;
const RESULT: Address = 0x2000;

/// `x + 7`, logging each step.
#[device(chip = 1)]
#[inline]
#[allow(clippy::let_and_return)]
pub fn add_seven_logged(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    debug_assert!(STAGE < RESULT, "stage below result");
    debug_assert_eq!(RESULT - STAGE, 0x1000);
    debug!("staging {} elements at {:#x}", 2048, STAGE);
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, STAGE);
    trace!("staged");
    let y: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, 7)
        .vector_final()
        .commit(RESULT);
    log::info!("committed at {RESULT:#x}");
    let out = y.to_hbm(&mut ctx.tdma, 0x3000);
    out
}

/// `x * 3` in f32, with an `assert!` on the sizes, a `log::debug!` and a `println!`.
#[device(chip = 1)]
pub fn triple_logged(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    assert!(2048 % 8 == 0);
    log::debug!(target: "ledger", "triple of {} floats", 2048);
    println!("triple_logged: staging at {:#x}", STAGE);
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, STAGE);
    let y: DmTensor<f32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![A / 4 % 2], m![A % 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 3.0f32)
        .vector_concat::<m![1], m![A % 8]>()
        .vector_final()
        .commit(RESULT);
    y.to_hbm(&mut ctx.tdma, 0x3000)
}

/// `x ^ -1` (every bit flipped), the result address printed by `dbg!` on its way.
#[device(chip = 1)]
pub fn flipped_dbg(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    eprintln!("flipped_dbg");
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, dbg!(STAGE));
    let y: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_logic(LogicBinaryOpI32::BitXor, -1)
        .vector_final()
        .commit(dbg!(RESULT + 0x1000, 0x3000).0);
    warn!("written");
    y.to_hbm(&mut ctx.tdma, 0x4000)
}
