//! The Transpose Engine at every `in_rows` and `in_cols` the reference's `verify_transpose`
//! allows (stream_tensor.rs:984): `in_rows` of at most 8 bytes (i8: 8, 4, 2, 1 rows; bf16: 4, 2,
//! 1; f32: 2, 1), `in_cols` of 8, 16 or 32 elements (1, 2 or 4 packets of 8 per column). Each
//! function transposes `x[P, D, (F,) E]` with every `in_rows` its type allows and writes each
//! result, committed in its transposed layout, into its own tile `W` of the output: every tile is
//! `x` again.

use furiosa_visa_std::prelude::*;

axes![P = 256, D = 8, F2 = 2, F4 = 4, E = 8, W4 = 4, W3 = 3, W2 = 2];

type Chip = m![1];
type Cluster = m![1 # 2];

/// i8, `in_cols` 8 (one packet a column): 8, 4, 2 and 1 rows.
#[device(chip = 1)]
pub fn i8_cols8(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![P, D, E]>) -> HbmTensor<i8, Chip, m![W4, P, D, E]> {
    let x_dm = x.to_dm::<Cluster, m![P], m![D, E]>(&mut ctx.tdma, 0);
    let mut out = unsafe { HbmTensor::<i8, Chip, m![W4, P, D, E]>::from_addr(1 << 24) };
    let rows = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![D], m![E # 32]>()
        .collect::<m![D], m![E # 32]>()
        .transpose::<m![E], m![D # 32]>()
        .commit::<m![E, D]>(0x1000);
    rows.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![W4], 1, m![1 # 4, P, D, E]>(0));
    let rows = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![D], m![E # 32]>()
        .collect::<m![D], m![E # 32]>()
        .transpose::<m![D / 4, E], m![D % 4 # 32]>()
        .commit::<m![D / 4, E, D % 4 # 8]>(0x2000);
    rows.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![W4], 1, m![1 # 4, P, D, E]>(1));
    let rows = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![D], m![E # 32]>()
        .collect::<m![D], m![E # 32]>()
        .transpose::<m![D / 2, E], m![D % 2 # 32]>()
        .commit::<m![D / 2, E, D % 2 # 8]>(0x3000);
    rows.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![W4], 1, m![1 # 4, P, D, E]>(2));
    let rows = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![D], m![E # 32]>()
        .collect::<m![D], m![E # 32]>()
        .transpose::<m![D, E], m![1 # 32]>()
        .commit::<m![D, E, 1 # 8]>(0x4000);
    rows.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![W4], 1, m![1 # 4, P, D, E]>(3));
    out
}

/// i8, `in_cols` 16 (two packets a column).
#[device(chip = 1)]
pub fn i8_cols16(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![P, D, F2, E]>) -> HbmTensor<i8, Chip, m![W4, P, D, F2, E]> {
    let x_dm = x.to_dm::<Cluster, m![P], m![D, F2, E]>(&mut ctx.tdma, 0);
    let mut out = unsafe { HbmTensor::<i8, Chip, m![W4, P, D, F2, E]>::from_addr(1 << 24) };
    let rows = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![D, F2], m![E # 32]>()
        .collect::<m![D, F2], m![E # 32]>()
        .transpose::<m![F2, E], m![D # 32]>()
        .commit::<m![F2, E, D]>(0x1000);
    rows.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![W4], 1, m![1 # 4, P, D, F2, E]>(0));
    let rows = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![D, F2], m![E # 32]>()
        .collect::<m![D, F2], m![E # 32]>()
        .transpose::<m![D / 4, F2, E], m![D % 4 # 32]>()
        .commit::<m![D / 4, F2, E, D % 4 # 8]>(0x2000);
    rows.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![W4], 1, m![1 # 4, P, D, F2, E]>(1));
    let rows = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![D, F2], m![E # 32]>()
        .collect::<m![D, F2], m![E # 32]>()
        .transpose::<m![D / 2, F2, E], m![D % 2 # 32]>()
        .commit::<m![D / 2, F2, E, D % 2 # 8]>(0x3000);
    rows.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![W4], 1, m![1 # 4, P, D, F2, E]>(2));
    let rows = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![D, F2], m![E # 32]>()
        .collect::<m![D, F2], m![E # 32]>()
        .transpose::<m![D, F2, E], m![1 # 32]>()
        .commit::<m![D, F2, E, 1 # 8]>(0x4000);
    rows.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![W4], 1, m![1 # 4, P, D, F2, E]>(3));
    out
}

/// i8, `in_cols` 32 (four packets a column).
#[device(chip = 1)]
pub fn i8_cols32(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![P, D, F4, E]>) -> HbmTensor<i8, Chip, m![W4, P, D, F4, E]> {
    let x_dm = x.to_dm::<Cluster, m![P], m![D, F4, E]>(&mut ctx.tdma, 0);
    let mut out = unsafe { HbmTensor::<i8, Chip, m![W4, P, D, F4, E]>::from_addr(1 << 24) };
    let rows = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![D, F4], m![E # 32]>()
        .collect::<m![D, F4], m![E # 32]>()
        .transpose::<m![F4, E], m![D # 32]>()
        .commit::<m![F4, E, D]>(0x1000);
    rows.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![W4], 1, m![1 # 4, P, D, F4, E]>(0));
    let rows = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![D, F4], m![E # 32]>()
        .collect::<m![D, F4], m![E # 32]>()
        .transpose::<m![D / 4, F4, E], m![D % 4 # 32]>()
        .commit::<m![D / 4, F4, E, D % 4 # 8]>(0x2000);
    rows.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![W4], 1, m![1 # 4, P, D, F4, E]>(1));
    let rows = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![D, F4], m![E # 32]>()
        .collect::<m![D, F4], m![E # 32]>()
        .transpose::<m![D / 2, F4, E], m![D % 2 # 32]>()
        .commit::<m![D / 2, F4, E, D % 2 # 8]>(0x3000);
    rows.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![W4], 1, m![1 # 4, P, D, F4, E]>(2));
    let rows = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![D, F4], m![E # 32]>()
        .collect::<m![D, F4], m![E # 32]>()
        .transpose::<m![D, F4, E], m![1 # 32]>()
        .commit::<m![D, F4, E, 1 # 8]>(0x4000);
    rows.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![W4], 1, m![1 # 4, P, D, F4, E]>(3));
    out
}

/// bf16, `in_cols` 16: 4, 2 and 1 rows (at most 8 bytes).
#[device(chip = 1)]
pub fn bf16_cols16(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![P, D, F2, E]>) -> HbmTensor<bf16, Chip, m![W3, P, D, F2, E]> {
    let x_dm = x.to_dm::<Cluster, m![P], m![D, F2, E]>(&mut ctx.tdma, 0);
    let mut out = unsafe { HbmTensor::<bf16, Chip, m![W3, P, D, F2, E]>::from_addr(1 << 24) };
    let rows = ctx
        .main
        .begin(x_dm.view())
        .fetch::<bf16, m![D, F2], m![E # 16]>()
        .collect::<m![D, F2], m![E # 16]>()
        .transpose::<m![D / 4, F2, E], m![D % 4 # 16]>()
        .commit::<m![D / 4, F2, E, D % 4 # 4]>(0x1000);
    rows.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![W3], 1, m![1 # 3, P, D, F2, E]>(0));
    let rows = ctx
        .main
        .begin(x_dm.view())
        .fetch::<bf16, m![D, F2], m![E # 16]>()
        .collect::<m![D, F2], m![E # 16]>()
        .transpose::<m![D / 2, F2, E], m![D % 2 # 16]>()
        .commit::<m![D / 2, F2, E, D % 2 # 4]>(0x2000);
    rows.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![W3], 1, m![1 # 3, P, D, F2, E]>(1));
    let rows = ctx
        .main
        .begin(x_dm.view())
        .fetch::<bf16, m![D, F2], m![E # 16]>()
        .collect::<m![D, F2], m![E # 16]>()
        .transpose::<m![D, F2, E], m![1 # 16]>()
        .commit::<m![D, F2, E, 1 # 4]>(0x3000);
    rows.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![W3], 1, m![1 # 3, P, D, F2, E]>(2));
    out
}

/// f32, `in_cols` 8: 2 and 1 rows.
#[device(chip = 1)]
pub fn f32_cols8(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![P, D, E]>) -> HbmTensor<f32, Chip, m![W2, P, D, E]> {
    let x_dm = x.to_dm::<Cluster, m![P], m![D, E]>(&mut ctx.tdma, 0);
    let mut out = unsafe { HbmTensor::<f32, Chip, m![W2, P, D, E]>::from_addr(1 << 24) };
    let rows = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![D], m![E # 8]>()
        .collect::<m![D], m![E # 8]>()
        .transpose::<m![D / 2, E], m![D % 2 # 8]>()
        .commit::<m![D / 2, E, D % 2 # 2]>(0x1000);
    rows.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![W2], 1, m![1 # 2, P, D, E]>(0));
    let rows = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![D], m![E # 8]>()
        .collect::<m![D], m![E # 8]>()
        .transpose::<m![D, E], m![1 # 8]>()
        .commit::<m![D, E, 1 # 2]>(0x2000);
    rows.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![W2], 1, m![1 # 2, P, D, E]>(1));
    out
}

/// f32, `in_cols` 32: 2 and 1 rows.
#[device(chip = 1)]
pub fn f32_cols32(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![P, D, F4, E]>) -> HbmTensor<f32, Chip, m![W2, P, D, F4, E]> {
    let x_dm = x.to_dm::<Cluster, m![P], m![D, F4, E]>(&mut ctx.tdma, 0);
    let mut out = unsafe { HbmTensor::<f32, Chip, m![W2, P, D, F4, E]>::from_addr(1 << 24) };
    let rows = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![D, F4], m![E # 8]>()
        .collect::<m![D, F4], m![E # 8]>()
        .transpose::<m![D / 2, F4, E], m![D % 2 # 8]>()
        .commit::<m![D / 2, F4, E, D % 2 # 2]>(0x1000);
    rows.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![W2], 1, m![1 # 2, P, D, F4, E]>(0));
    let rows = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![D, F4], m![E # 8]>()
        .collect::<m![D, F4], m![E # 8]>()
        .transpose::<m![D, F4, E], m![1 # 8]>()
        .commit::<m![D, F4, E, 1 # 2]>(0x2000);
    rows.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![W2], 1, m![1 # 2, P, D, F4, E]>(1));
    out
}

/// Shows `Transpose::LAYOUT`: eight bf16 rows are 16 bytes, more than the 8 of `in_rows`
/// (the reference's verify_transpose panics at stream_tensor.rs:1003).
#[device(chip = 1)]
pub fn bf16_rows8(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![P, D, E]>) -> HbmTensor<bf16, Chip, m![P, D, E]> {
    let x_dm = x.to_dm::<Cluster, m![P], m![D, E]>(&mut ctx.tdma, 0);
    let y = ctx
        .main
        .begin(x_dm.view())
        .fetch::<bf16, m![D], m![E # 16]>()
        .collect::<m![D], m![E # 16]>()
        .transpose::<m![E], m![D # 16]>()
        .commit::<m![E, D]>(0x1000);
    y.to_hbm::<m![P, D, E]>(&mut ctx.tdma, 1 << 24)
}
