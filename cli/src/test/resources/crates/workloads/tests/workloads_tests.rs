use furiosa_visa_std::prelude::*;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use workloads::matmul::{B, I, J, K, batched_gemm};
use workloads::moves::{D, N, residual_add_tiles};

#[tokio::test]
async fn test_residual_add_tiles() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(7);
    let hidden = HostTensor::<bf16, m![N, D]>::rand(&mut rng);
    let residual = HostTensor::<bf16, m![N, D]>::rand(&mut rng);
    let hidden_hbm = hidden.to_hbm(&mut ctx.pdma, 0 << 28).await;
    let residual_hbm = residual.to_hbm(&mut ctx.pdma, 1 << 28).await;

    let out = launch(residual_add_tiles, (&mut *ctx, &hidden_hbm, &residual_hbm)).await;

    // each sum is taken in f32 and rounded once to bf16, as bf16's own + does
    let expected = hidden.into_inner().zip_with(&residual.into_inner(), |a, b| a + b);
    assert_eq!(expected.to_buf(), out.to_host::<m![N, D]>(&mut ctx.pdma).await.to_buf());
}

#[tokio::test]
async fn test_batched_gemm() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(11);
    let a = HostTensor::<i8, m![B, I, K]>::rand(&mut rng);
    let w = HostTensor::<i8, m![B, K, J]>::rand(&mut rng);
    let a_hbm = a.to_hbm(&mut ctx.pdma, 0 << 28).await;
    let w_hbm = w.to_hbm(&mut ctx.pdma, 1 << 28).await;

    let out = launch(batched_gemm, (&mut *ctx, &a_hbm, &w_hbm)).await;

    let a = a.into_inner().map(|x| x.map(|x| x as i32));
    let w = w.into_inner().map(|x| x.map(|x| x as i32));
    let expected: Tensor<_, m![B, I, J]> = Tensor::contraction::<m![B, I, K, J], _, _>(&a, &w);
    assert_eq!(expected.to_buf(), out.to_host::<m![B, I, J]>(&mut ctx.pdma).await.to_buf());
}
