// The reference's unit tests of verify_commit (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::commit::valid), each written as a kernel: x copied to DM with 256 slices of P and the
// test's [Time, Packet] as Element, fetched as [Time, Packet] (commit is a method of every stream
// position, stream_tensor.rs:1727) and committed as the test's Element. `expect:` states the
// reference's verdict and the assertion it panics at.
use furiosa_visa_std::prelude::*;

axes![P = 256, M = 4, N = 8, A = 4, B = 3, C = 4];

// case: stream_tensor.rs::tests::commit::valid::full_truncation (stream_tensor.rs:1904)
// reference: verify_commit::<i8, m![A, B, C], m![N # 32], m![A, B, C, N]>()
// expect: valid
/// `stream_tensor.rs::tests::commit::valid::full_truncation`, line 1904.
#[device(chip = 1)]
fn full_truncation(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![P, A, B, C, N]>) -> HbmTensor<i8, m![1], m![P, A, B, C, N]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![A, B, C, N # 32]>(&mut ctx.tdma, 0);
    let _y = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![A, B, C], m![N # 32]>()
        .commit::<m![A, B, C, N]>(1 << 16);
    x_dm.to_hbm::<m![P, A, B, C, N]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::commit::valid::partial_truncation (stream_tensor.rs:1909)
// reference: verify_commit::<i8, m![M], m![N # 32], m![M, N # 16]>()
// expect: valid
/// `stream_tensor.rs::tests::commit::valid::partial_truncation`, line 1909.
#[device(chip = 1)]
fn partial_truncation(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![P, M, N]>) -> HbmTensor<i8, m![1], m![P, M, N]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![M, N # 32]>(&mut ctx.tdma, 0);
    let _y = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![M], m![N # 32]>()
        .commit::<m![M, N # 16]>(1 << 16);
    x_dm.to_hbm::<m![P, M, N]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::commit::valid::no_truncation (stream_tensor.rs:1914)
// reference: verify_commit::<i8, m![M], m![N # 32], m![M, N # 32]>()
// expect: valid
/// `stream_tensor.rs::tests::commit::valid::no_truncation`, line 1914.
#[device(chip = 1)]
fn no_truncation(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![P, M, N]>) -> HbmTensor<i8, m![1], m![P, M, N]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![M, N # 32]>(&mut ctx.tdma, 0);
    let _y = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![M], m![N # 32]>()
        .commit::<m![M, N # 32]>(1 << 16);
    x_dm.to_hbm::<m![P, M, N]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::commit::valid::bf16 (stream_tensor.rs:1919)
// reference: verify_commit::<bf16, m![M], m![N # 16], m![M, N]>()
// expect: valid
/// `stream_tensor.rs::tests::commit::valid::bf16`, line 1919.
#[device(chip = 1)]
fn bf16(ctx: &mut Context, x: &HbmTensor<bf16, m![1], m![P, M, N]>) -> HbmTensor<bf16, m![1], m![P, M, N]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![M, N # 16]>(&mut ctx.tdma, 0);
    let _y = ctx
        .main
        .begin(x_dm.view())
        .fetch::<bf16, m![M], m![N # 16]>()
        .commit::<m![M, N]>(1 << 16);
    x_dm.to_hbm::<m![P, M, N]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::commit::valid::f32 (stream_tensor.rs:1924)
// reference: verify_commit::<f32, m![M], m![N # 8], m![M, N]>()
// expect: valid
/// `stream_tensor.rs::tests::commit::valid::f32`, line 1924.
#[device(chip = 1)]
fn f32(ctx: &mut Context, x: &HbmTensor<f32, m![1], m![P, M, N]>) -> HbmTensor<f32, m![1], m![P, M, N]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![M, N # 8]>(&mut ctx.tdma, 0);
    let _y = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![M], m![N # 8]>()
        .commit::<m![M, N]>(1 << 16);
    x_dm.to_hbm::<m![P, M, N]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::commit::valid::single_time_step (stream_tensor.rs:1929)
// reference: verify_commit::<i8, m![1], m![N # 32], m![N # 8]>()
// expect: valid
/// `stream_tensor.rs::tests::commit::valid::single_time_step`, line 1929.
#[device(chip = 1)]
fn single_time_step(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![P, N]>) -> HbmTensor<i8, m![1], m![P, N]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![N # 32]>(&mut ctx.tdma, 0);
    let _y = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![1], m![N # 32]>()
        .commit::<m![N # 8]>(1 << 16);
    x_dm.to_hbm::<m![P, N]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::commit::valid::non_padding_resize (stream_tensor.rs:1934)
// reference: verify_commit::<bf16, m![1], m![N # 16], m![N = 4]>()
// expect: valid
/// `stream_tensor.rs::tests::commit::valid::non_padding_resize`, line 1934.
#[device(chip = 1)]
fn non_padding_resize(ctx: &mut Context, x: &HbmTensor<bf16, m![1], m![P, N]>) -> HbmTensor<bf16, m![1], m![P, N]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![N # 16]>(&mut ctx.tdma, 0);
    let _y = ctx
        .main
        .begin(x_dm.view())
        .fetch::<bf16, m![1], m![N # 16]>()
        .commit::<m![N = 4]>(1 << 16);
    x_dm.to_hbm::<m![P, N]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::commit::valid::time_transpose (stream_tensor.rs:1939)
// reference: verify_commit::<bf16, m![A # 32, B], m![N # 16], m![B, A # 32, N = 4]>()
// expect: valid
/// `stream_tensor.rs::tests::commit::valid::time_transpose`, line 1939.
#[device(chip = 1)]
fn time_transpose(ctx: &mut Context, x: &HbmTensor<bf16, m![1], m![P, A, B, N]>) -> HbmTensor<bf16, m![1], m![P, A, B, N]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![A # 32, B, N # 16]>(&mut ctx.tdma, 0);
    let _y = ctx
        .main
        .begin(x_dm.view())
        .fetch::<bf16, m![A # 32, B], m![N # 16]>()
        .commit::<m![B, A # 32, N = 4]>(1 << 16);
    x_dm.to_hbm::<m![P, A, B, N]>(&mut ctx.tdma, 1 << 28)
}
