//! Kernels of the forge launched on host data and checked against the host's own arithmetic.

#![expect(clippy::type_complexity, reason = "HbmTensor generics are long")]

use forge_kernels::allreduce::{G, quarters_reduced};
use forge_kernels::branches::gate_at_most;
use forge_kernels::embedding::embed_rows;
use forge_kernels::epilogues::epilogue_list;
use forge_kernels::interleaved::lifted_max_i32;
use forge_kernels::outputs::plus_one_thrice;
use forge_kernels::scatter_cache::{W, cache_rows_written};
use forge_kernels::staged::three_stages;
use forge_kernels::tiled::halves_swapped_by_tiles;
use forge_kernels::{A, E, Q, R, S, T, V};
use furiosa_visa_std::prelude::*;
use rand::{Rng, SeedableRng};
use rand::rngs::SmallRng;

#[tokio::test]
async fn test_gate_at_most() {
    let _ = env_logger::try_init();
    let mut ctx = Context::acquire();
    let input: Vec<Opt<i32>> = (0..512).map(|i| Opt::Init(i * 9 - 2000)).collect();
    let x = HostTensor::<i32, m![A]>::from_buf(input.clone()).to_hbm::<m![1], m![A]>(&mut ctx.pdma, 0x0).await;

    let out = launch(gate_at_most, (&mut *ctx, &x)).await;

    let actual = out.to_host::<m![A]>(&mut ctx.pdma).await.to_buf();
    let expected: Vec<Opt<i32>> = input.iter().map(|v| v.map(|v| if v <= 1000 { v } else { 0 })).collect();
    assert_eq!(actual, expected);
}

#[tokio::test]
async fn test_lifted_max_i32() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(3);
    let lhs = HostTensor::<i32, m![A]>::rand(&mut rng);
    let rhs = HostTensor::<i32, m![A]>::rand(&mut rng);
    let lhs_hbm = lhs.to_hbm(&mut ctx.pdma, 0 << 28).await;
    let rhs_hbm = rhs.to_hbm(&mut ctx.pdma, 1 << 28).await;

    let out = launch(lifted_max_i32, (&mut *ctx, &lhs_hbm, &rhs_hbm)).await;

    let expected = lhs.into_inner().zip_with(&rhs.into_inner(), |l, r| l.zip_map(r, |a, b| a.max(b.wrapping_add(10))));
    assert_eq!(expected.to_buf(), out.to_host::<m![A]>(&mut ctx.pdma).await.to_buf());
}

#[tokio::test]
async fn test_halves_swapped_by_tiles() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(5);
    let x = HostTensor::<i32, m![R, T]>::rand(&mut rng);
    let x_hbm = x.to_hbm(&mut ctx.pdma, 0x0).await;

    let out = launch(halves_swapped_by_tiles, (&mut *ctx, &x_hbm)).await;

    let input = x.to_buf();
    let expected: Vec<_> = (0..256 * 64).map(|i| input[(i / 64) * 64 + (i % 64 + 32) % 64].clone()).collect();
    assert_eq!(out.to_host::<m![R, T]>(&mut ctx.pdma).await.to_buf(), expected);
}

#[tokio::test]
async fn test_three_stages() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(9);
    let x = HostTensor::<i32, m![R, T]>::rand(&mut rng);
    let x_hbm = x.to_hbm(&mut ctx.pdma, 0x0).await;

    let out = launch(three_stages, (&mut *ctx, &x_hbm)).await;

    let expected = x.into_inner().map(|v| v.map(|v| v.wrapping_add(3).wrapping_mul(5) >> 1));
    assert_eq!(expected.to_buf(), out.to_host::<m![R, T]>(&mut ctx.pdma).await.to_buf());
}

#[tokio::test]
async fn test_quarters_reduced() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(13);
    let x = HostTensor::<i32, m![Q, R, G]>::rand(&mut rng);
    let x_hbm = x.to_hbm::<m![Q], m![R, G]>(&mut ctx.pdma, 0x0).await;

    let out = launch(quarters_reduced, (&mut *ctx, &x_hbm)).await;

    let input = x.to_buf();
    let expected: Vec<Opt<i32>> = (0..4 * 256 * 16)
        .map(|i| {
            let (c, r, l) = (i / (256 * 16), (i / 16) % 256, i % 16);
            let total = (0..4).fold(0i32, |acc, q| acc.wrapping_add(input[q * 256 * 64 + r * 64 + 16 * c + l].unwrap()));
            Opt::Init(total)
        })
        .collect();
    assert_eq!(out.to_host::<m![G / 16, R, G % 16]>(&mut ctx.pdma).await.to_buf(), expected);
}

#[tokio::test]
async fn test_embed_rows() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(17);
    let table = HostTensor::<bf16, m![V, E]>::rand(&mut rng);
    let table_hbm = table.to_hbm(&mut ctx.pdma, 0x0).await;
    let ids: Vec<i32> = (0..32).map(|s| (s * 7) % 96).collect();
    let ids_hbm = HostTensor::<i32, m![S]>::from_buf(ids.iter().map(|&i| Opt::Init(i)).collect())
        .to_hbm::<m![1], m![S]>(&mut ctx.pdma, 1 << 28)
        .await;

    let out = launch(embed_rows, (&mut *ctx, &table_hbm, &ids_hbm)).await;

    let rows = table.to_buf();
    let expected: Vec<_> = (0..32 * 64).map(|i| rows[ids[i / 64] as usize * 64 + i % 64].clone()).collect();
    assert_eq!(out.to_host::<m![S, E]>(&mut ctx.pdma).await.to_buf(), expected);
}

#[tokio::test]
async fn test_cache_rows_written() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(19);
    let rows = HostTensor::<bf16, m![S, E]>::rand(&mut rng);
    let rows_hbm = rows.to_hbm(&mut ctx.pdma, 0x0).await;
    // the slot of row s is (5 s) mod 64, as a byte offset of 64 bf16 values a row
    let row_bytes = (<m![E]>::SIZE * std::mem::size_of::<bf16>()) as i32;
    let slots_hbm = HostTensor::<i32, m![S]>::from_buf((0..32).map(|s| Opt::Init((s * 5) % 64 * row_bytes)).collect())
        .to_hbm::<m![1], m![S]>(&mut ctx.pdma, 1 << 28)
        .await;
    let mut cache = HostTensor::<bf16, m![W, E]>::zero().to_hbm::<m![1], m![W, E]>(&mut ctx.pdma, 2 << 28).await;

    launch(cache_rows_written, (&mut *ctx, &rows_hbm, &slots_hbm, &mut cache)).await;

    let written = rows.to_buf();
    let expected: Vec<_> = (0..64 * 64)
        .map(|i| {
            let (w, e) = (i / 64, i % 64);
            match (0..32).find(|s| (s * 5) % 64 == w) {
                Some(s) => written[s * 64 + e].clone(),
                None => Opt::Init(bf16::from_f32(0.0)),
            }
        })
        .collect();
    assert_eq!(cache.to_host::<m![W, E]>(&mut ctx.pdma).await.to_buf(), expected);
}

#[tokio::test]
async fn test_plus_one_thrice() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(23);
    let x = HostTensor::<i32, m![A]>::rand(&mut rng);
    let x_hbm = x.to_hbm(&mut ctx.pdma, 0 << 28).await;
    let mut a = HostTensor::<i32, m![A]>::zero().to_hbm::<m![1], m![A]>(&mut ctx.pdma, 1 << 28).await;
    let mut b = HostTensor::<i32, m![A]>::zero().to_hbm::<m![1], m![A]>(&mut ctx.pdma, 2 << 28).await;
    let mut c = HostTensor::<i32, m![A]>::zero().to_hbm::<m![1], m![A]>(&mut ctx.pdma, 3 << 28).await;

    launch(plus_one_thrice, (&mut *ctx, &x_hbm, &mut a, &mut b, &mut c)).await;

    let expected = x.into_inner().map(|v| v.map(|v| v.wrapping_add(1))).to_buf();
    assert_eq!(b.to_host::<m![A]>(&mut ctx.pdma).await.to_buf(), expected);
}

#[tokio::test]
async fn test_epilogue_list() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(29);
    let input: Vec<i32> = (0..512).map(|_| rng.random_range(-1000..1000)).collect();
    let x = HostTensor::<i32, m![A]>::from_buf(input.iter().map(|&v| Opt::Init(v)).collect())
        .to_hbm::<m![1], m![A]>(&mut ctx.pdma, 0x0)
        .await;

    let out = launch(epilogue_list, (&mut *ctx, &x)).await;

    let expected: Vec<Opt<i32>> = input.iter().map(|v| Opt::Init((v * 3 + 1) * 2)).collect();
    assert_eq!(out.to_host::<m![A]>(&mut ctx.pdma).await.to_buf(), expected);
}
