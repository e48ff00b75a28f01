use furiosa_visa_std::prelude::*;
use ledger_kernels::engines::A;
use ledger_kernels::engines::logged::{add_seven_logged, flipped_dbg};
use rand::SeedableRng;
use rand::rngs::SmallRng;

#[tokio::test]
async fn test_add_seven_logged() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(7);
    let x = HostTensor::<i32, m![A]>::rand(&mut rng);
    let x_hbm = x.to_hbm(&mut ctx.pdma, 0).await;
    log::info!("launching");
    let out = launch(add_seven_logged, (&mut *ctx, &x_hbm)).await;
    assert_eq!(
        x.into_inner().map(|v| v.map(|v| v.wrapping_add(7))).to_buf(),
        out.to_host::<m![A]>(&mut ctx.pdma).await.to_buf()
    );
}

#[tokio::test]
async fn test_flipped_dbg() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(11);
    let x = HostTensor::<i32, m![A]>::rand(&mut rng);
    let x_hbm = x.to_hbm(&mut ctx.pdma, 1 << 28).await;
    let out = launch(flipped_dbg, (&mut *ctx, &x_hbm)).await;
    println!("flipped");
    assert_eq!(x.into_inner().map(|v| v.map(|v| !v)).to_buf(), out.to_host::<m![A]>(&mut ctx.pdma).await.to_buf());
}
