use furiosa_visa_std::prelude::*;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use shelf::{N, copy_u8};

#[tokio::test]
async fn test_copy_u8() {
    let mut ctx = Context::acquire();
    let x = HostTensor::<u8, m![N]>::rand(&mut SmallRng::seed_from_u64(7));
    let out = launch(copy_u8, (&mut *ctx, &x.to_hbm(&mut ctx.pdma, 0).await)).await;
    assert_eq!(x.to_buf(), out.to_host::<m![N]>(&mut ctx.pdma).await.to_buf());
}
