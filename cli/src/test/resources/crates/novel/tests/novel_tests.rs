//! Launches the crate's kernels on host data and checks them as the reference crate's tests do.

use furiosa_visa_std::prelude::*;
use novel_kernels::contract::gemv::{self, gemv_i8};
use novel_kernels::copy::{tiled_roundtrip, tiled_transpose};
use novel_kernels::odd::{counter_addresses, half_slices};
use novel_kernels::shapes::{J, N, T};
use novel_kernels::vector::{pair_max, scale_shift, L};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::panic::{AssertUnwindSafe, catch_unwind};

#[tokio::test]
async fn test_tiled_transpose() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(7);
    let input = HostTensor::<i16, m![N, T]>::rand(&mut rng);
    let input_hbm = input.to_hbm(&mut ctx.pdma, 0x800_0000).await;
    let out = launch(tiled_transpose, (&mut *ctx, &input_hbm)).await;
    let got = out.to_host::<m![T, N]>(&mut ctx.pdma).await;
    assert_eq!(
        unsafe { input.into_inner().transmute::<m![T, N]>() }.to_buf(),
        got.to_buf(),
    );
}

#[tokio::test]
async fn test_tiled_roundtrip_from_buf() {
    let mut ctx = Context::acquire();
    let values: Vec<Opt<i32>> = (0..2048).map(|i| Opt::Init(i as i32 * 3 - 7)).collect();
    let input = HostTensor::<i32, m![N, J]>::from_buf(values.clone());
    let input_hbm = input.to_hbm(&mut ctx.pdma, 1 << 28).await;
    let out = launch(tiled_roundtrip, (&mut *ctx, &input_hbm)).await;
    assert_eq!(values, out.to_host::<m![N, J]>(&mut ctx.pdma).await.to_buf());
}

#[tokio::test]
async fn test_scale_shift() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(11);
    let x = HostTensor::<i32, m![L]>::rand(&mut rng);
    let x_hbm = x.to_hbm(&mut ctx.pdma, 2 << 28).await;
    let y = launch(scale_shift, (&mut *ctx, &x_hbm)).await;
    let expected = x.into_inner().map(|v| v.map(|v| v.wrapping_mul(3).wrapping_sub(5)));
    assert_eq!(expected.to_buf(), y.to_host::<m![L]>(&mut ctx.pdma).await.to_buf());
}

#[tokio::test]
async fn test_pair_max() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(12);
    let lhs = HostTensor::<i32, m![L]>::rand(&mut rng);
    let rhs = HostTensor::<i32, m![L]>::rand(&mut rng);
    let lhs_hbm = lhs.to_hbm(&mut ctx.pdma, 0).await;
    let rhs_hbm = rhs.to_hbm(&mut ctx.pdma, 1 << 28).await;
    let out = launch(pair_max, (&mut *ctx, &lhs_hbm, &rhs_hbm)).await;
    let expected = lhs.into_inner().zip_with(&rhs.into_inner(), |a, b| a.zip_map(b, |a, b| a.max(b)));
    assert_eq!(expected.to_buf(), out.to_host::<m![L]>(&mut ctx.pdma).await.to_buf());
}

#[tokio::test]
async fn test_gemv_i8() {
    use gemv::{H, X};
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(13);
    let w = HostTensor::<i8, m![H, X]>::rand(&mut rng);
    let x = HostTensor::<i8, m![X]>::rand(&mut rng);
    let w_hbm = w.to_hbm(&mut ctx.pdma, 0).await;
    let x_hbm = x.to_hbm(&mut ctx.pdma, 1 << 28).await;
    let y = launch(gemv_i8, (&mut *ctx, &w_hbm, &x_hbm)).await;
    let _ = y.to_host::<m![H]>(&mut ctx.pdma).await;
}

#[tokio::test]
async fn test_counter_addresses() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(14);
    let x = HostTensor::<i32, m![N, T]>::rand(&mut rng);
    let x_hbm = x.to_hbm(&mut ctx.pdma, 3 << 28).await;
    let out = launch(counter_addresses, (&mut *ctx, &x_hbm)).await;
    assert_eq!(x.to_buf(), out.to_host::<m![N, T]>(&mut ctx.pdma).await.to_buf());
}

/// A fetched DM tensor must span 256 slices: half_slices spans 128, and the reference panics.
#[tokio::test]
async fn test_half_slices_panics() {
    let result = catch_unwind(AssertUnwindSafe(|| {
        tokio::runtime::Runtime::new().unwrap().block_on(async {
            let mut ctx = Context::acquire();
            let mut rng = SmallRng::seed_from_u64(15);
            let x = HostTensor::<i32, m![N, T]>::rand(&mut rng);
            let x_hbm = x.to_hbm(&mut ctx.pdma, 0).await;
            let _ = launch(half_slices, (&mut *ctx, &x_hbm)).await;
        });
    }));
    assert!(result.is_err(), "half_slices should panic on its 128-slice fetch");
}
