use furiosa_visa_std::prelude::*;
use ledger_kernels::plan::A;
use ledger_kernels::plan::config::{masked_planned, minus_five_planned};
use rand::SeedableRng;
use rand::rngs::SmallRng;

#[tokio::test]
async fn test_minus_five_planned() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(3);
    let x = HostTensor::<i32, m![A]>::rand(&mut rng);
    let x_hbm = x.to_hbm(&mut ctx.pdma, 0).await;
    let out = launch(minus_five_planned, (&mut *ctx, &x_hbm)).await;
    assert_eq!(
        x.into_inner().map(|v| v.map(|v| v.wrapping_sub(5))).to_buf(),
        out.to_host::<m![A]>(&mut ctx.pdma).await.to_buf()
    );
}

#[tokio::test]
async fn test_masked_planned() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(5);
    let x = HostTensor::<i32, m![A]>::rand(&mut rng);
    let x_hbm = x.to_hbm(&mut ctx.pdma, 0).await;
    let out = launch(masked_planned, (&mut *ctx, &x_hbm)).await;
    assert_eq!(x.into_inner().map(|v| v.map(|v| v & 0xF0)).to_buf(), out.to_host::<m![A]>(&mut ctx.pdma).await.to_buf());
}
