// The reference's unit tests of verify_transpose (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::transpose::valid), each written as a kernel: x copied to DM with 256 slices of P and the
// test's [Time, Packet] as Element, fetched and collected as [Time, Packet], then transposed to
// [OutTime, OutPacket]. `expect:` states the reference's verdict and the assertion it panics at.
use furiosa_visa_std::prelude::*;

axes![P = 256, A = 4, B = 2, C = 8, D = 4, E = 8, F = 8, G = 2, X = 64, Y = 512];

// case: stream_tensor.rs::tests::transpose::valid::basic (stream_tensor.rs:1764)
// reference: verify_transpose::<i8, m![C, F], m![E # 32], m![C, E], m![F # 32]>()
// expect: valid
/// `stream_tensor.rs::tests::transpose::valid::basic`, line 1764.
#[device(chip = 1)]
fn basic(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![P, C, F, E]>) -> HbmTensor<i8, m![1], m![P, C, F, E]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![C, F, E # 32]>(&mut ctx.tdma, 0);
    let _t = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![C, F], m![E # 32]>()
        .collect::<m![C, F], m![E # 32]>()
        .transpose::<m![C, E], m![F # 32]>();
    x_dm.to_hbm::<m![P, C, F, E]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::transpose::valid::small (stream_tensor.rs:1769)
// reference: verify_transpose::<i8, m![A], m![B # 32], m![B], m![A # 32]>()
// expect: valid
/// `stream_tensor.rs::tests::transpose::valid::small`, line 1769.
#[device(chip = 1)]
fn small(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![P, A, B]>) -> HbmTensor<i8, m![1], m![P, A, B]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![A, B # 32]>(&mut ctx.tdma, 0);
    let _t = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![A], m![B # 32]>()
        .collect::<m![A], m![B # 32]>()
        .transpose::<m![B], m![A # 32]>();
    x_dm.to_hbm::<m![P, A, B]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::transpose::valid::small_no_slicing (stream_tensor.rs:1775)
// reference: verify_transpose::<i8, m![A], m![B # 32], m![B # 8], m![A # 32]>()
// expect: valid
/// `stream_tensor.rs::tests::transpose::valid::small_no_slicing`, line 1775.
#[device(chip = 1)]
fn small_no_slicing(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![P, A, B]>) -> HbmTensor<i8, m![1], m![P, A, B]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![A, B # 32]>(&mut ctx.tdma, 0);
    let _t = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![A], m![B # 32]>()
        .collect::<m![A], m![B # 32]>()
        .transpose::<m![B # 8], m![A # 32]>();
    x_dm.to_hbm::<m![P, A, B]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::transpose::valid::large_col (stream_tensor.rs:1780)
// reference: verify_transpose::<i8, m![B, C, D], m![E # 32], m![B, D, E], m![C # 32]>()
// expect: valid
/// `stream_tensor.rs::tests::transpose::valid::large_col`, line 1780.
#[device(chip = 1)]
fn large_col(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![P, B, C, D, E]>) -> HbmTensor<i8, m![1], m![P, B, C, D, E]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![B, C, D, E # 32]>(&mut ctx.tdma, 0);
    let _t = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![B, C, D], m![E # 32]>()
        .collect::<m![B, C, D], m![E # 32]>()
        .transpose::<m![B, D, E], m![C # 32]>();
    x_dm.to_hbm::<m![P, B, C, D, E]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::transpose::valid::bf16 (stream_tensor.rs:1785)
// reference: verify_transpose::<bf16, m![C, D], m![E # 16], m![C, E], m![D # 16]>()
// expect: valid
/// `stream_tensor.rs::tests::transpose::valid::bf16`, line 1785.
#[device(chip = 1)]
fn bf16(ctx: &mut Context, x: &HbmTensor<bf16, m![1], m![P, C, D, E]>) -> HbmTensor<bf16, m![1], m![P, C, D, E]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![C, D, E # 16]>(&mut ctx.tdma, 0);
    let _t = ctx
        .main
        .begin(x_dm.view())
        .fetch::<bf16, m![C, D], m![E # 16]>()
        .collect::<m![C, D], m![E # 16]>()
        .transpose::<m![C, E], m![D # 16]>();
    x_dm.to_hbm::<m![P, C, D, E]>(&mut ctx.tdma, 1 << 28)
}
