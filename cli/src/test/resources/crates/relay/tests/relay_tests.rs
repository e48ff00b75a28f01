//! Kernels of the relay launched on host data and checked against the host's own arithmetic.

#![expect(clippy::type_complexity, reason = "HbmTensor generics are long")]

use furiosa_visa_std::prelude::*;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use relay::fabric::chips::blocks_rotated_bf16;
use relay::signal::axes::{A, D, N, Q, R};
use relay::signal::folds::slice_peak_lifted_i32;
use relay::signal::gates::stash_fold_i32;

#[tokio::test]
async fn test_stash_fold_i32() {
    let _ = env_logger::try_init();
    let mut ctx = Context::acquire();
    let input: Vec<Opt<i32>> = (0..512).map(|i| Opt::Init(i * 7 - 1800)).collect();
    let x = HostTensor::<i32, m![A]>::from_buf(input.clone()).to_hbm::<m![1], m![A]>(&mut ctx.pdma, 0x0).await;

    let out = launch(stash_fold_i32, (&mut *ctx, &x)).await;

    let actual = out.to_host::<m![A]>(&mut ctx.pdma).await.to_buf();

    let expected: Vec<Opt<i32>> = input.iter().map(|v| v.map(|v| (-2 * v).max(v))).collect();
    assert_eq!(actual, expected);
}

#[tokio::test]
async fn test_slice_peak_lifted_i32() {
    let mut ctx = Context::acquire();
    let input: Vec<Opt<i32>> = (0..4 * 512).map(|i| Opt::Init((i * 613) % 4001 - 2000)).collect();
    let x = HostTensor::<i32, m![R, A]>::from_buf(input.clone()).to_hbm::<m![1], m![R, A]>(&mut ctx.pdma, 0x0).await;

    let out = launch(slice_peak_lifted_i32, (&mut *ctx, &x)).await;

    let actual = out.to_host::<m![A]>(&mut ctx.pdma).await.to_buf();

    let expected: Vec<Opt<i32>> = (0..512)
        .map(|a| Opt::Init((0..4).map(|r| input[r * 512 + a].unwrap()).max().unwrap() + 7))
        .collect();
    assert_eq!(actual, expected);
}

#[tokio::test]
async fn test_blocks_rotated_bf16() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(5);
    let x = HostTensor::<bf16, m![Q, N, D]>::rand(&mut rng);
    let x_hbm = x.to_hbm::<m![Q], m![N, D]>(&mut ctx.pdma, 0x0).await;

    let out = launch(blocks_rotated_bf16, (&mut *ctx, &x_hbm)).await;

    let actual = out.to_host::<m![Q, N, D]>(&mut ctx.pdma).await.to_buf();

    let input = x.to_buf();
    let block = 256 * 16;
    let expected: Vec<_> = (0..4 * block).map(|i| input[((i / block + 1) % 4) * block + i % block].clone()).collect();
    assert_eq!(actual, expected);
}
