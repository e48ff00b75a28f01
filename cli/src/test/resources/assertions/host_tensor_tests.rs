//! A kernel's tests whose expected values are the reference's host Tensor arithmetic (tensor.rs):
//! transpose, contraction, reduce_add and map, some written wrong on purpose.

use furiosa_visa_std::prelude::*;

axes![P = 256, E = 8];

type Chip = m![1];

/// Transposes x: out[e, p] = x[p, e].
#[device(chip = 1)]
fn transpose(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![P, E]>) -> HbmTensor<i32, Chip, m![E, P]> {
    let x_dm = x.view().to_dm::<m![1 # 2], m![P], m![E]>(&mut ctx.tdma, 0);
    let mut out = unsafe { HbmTensor::<i32, Chip, m![E, P]>::from_addr(1 << 20) };
    x_dm.view().to_hbm_view(&mut ctx.tdma, out.view_mut());
    out
}

/// Transposed to the input's own layout m![P, E] instead of the output's: index 1 expects x[0, 1] = 1 where the
/// output's m![E, P] holds x[1, 0] = 8.
#[tokio::test]
async fn test_transpose_wrong_by_host_tensor() {
    let mut ctx = Context::acquire();
    let input = HostTensor::<i32, m![P, E]>::from_buf((0..2048).map(Opt::Init).collect::<Vec<_>>());
    let x = input.to_hbm::<m![1], m![P, E]>(&mut ctx.pdma, 0).await;
    let out = launch(transpose, (&mut *ctx, &x)).await;
    let expected: Tensor<i32, m![P, E]> = input.into_inner().transpose(true);
    assert_eq!(expected.to_buf(), out.to_host::<m![E, P]>(&mut ctx.pdma).await.to_buf());
}

/// The transpose as a contraction with a weight per e, all 1: out[e, p] = x[p, e] * w[e], nothing summed.
#[tokio::test]
async fn test_transpose_by_contraction() {
    let mut ctx = Context::acquire();
    let input = HostTensor::<i32, m![P, E]>::from_buf((0..2048).map(Opt::Init).collect::<Vec<_>>());
    let x = input.to_hbm::<m![1], m![P, E]>(&mut ctx.pdma, 0).await;
    let out = launch(transpose, (&mut *ctx, &x)).await;
    let w = Tensor::<i32, m![E]>::from_buf(vec![Opt::Init(1); 8]);
    let expected: Tensor<i32, m![E, P]> = Tensor::contraction::<m![P, E], _, _>(&input.into_inner(), &w);
    assert_eq!(expected.to_buf(), out.to_host::<m![E, P]>(&mut ctx.pdma).await.to_buf());
}

/// The same with the weight of e = 1 written 2: index 256 (e = 1, p = 0) expects x[0, 1] * 2 = 2 where the
/// output holds 1.
#[tokio::test]
async fn test_contraction_wrong_weight() {
    let mut ctx = Context::acquire();
    let input = HostTensor::<i32, m![P, E]>::from_buf((0..2048).map(Opt::Init).collect::<Vec<_>>());
    let x = input.to_hbm::<m![1], m![P, E]>(&mut ctx.pdma, 0).await;
    let out = launch(transpose, (&mut *ctx, &x)).await;
    let w = Tensor::<i32, m![E]>::from_buf((0..8).map(|e| Opt::Init(if e == 1 { 2 } else { 1 })).collect());
    let expected: Tensor<i32, m![E, P]> = Tensor::contraction::<m![P, E], _, _>(&input.into_inner(), &w);
    assert_eq!(expected.to_buf(), out.to_host::<m![E, P]>(&mut ctx.pdma).await.to_buf());
}

/// Each row's sum over p, the reference's reduce_add::<m![E]>: the output's rows summed on the host must match.
#[tokio::test]
async fn test_rows_summed_wrong() {
    let mut ctx = Context::acquire();
    let input = HostTensor::<i32, m![P, E]>::from_buf((0..2048).map(Opt::Init).collect::<Vec<_>>());
    let x = input.to_hbm::<m![1], m![P, E]>(&mut ctx.pdma, 0).await;
    let out = launch(transpose, (&mut *ctx, &x)).await;
    let sums: Tensor<i32, m![E]> = input.into_inner().reduce_add();
    let got: Tensor<i32, m![E]> = out.to_host::<m![E, P]>(&mut ctx.pdma).await.into_inner().reduce_add();
    let off_by_one = sums.map(|s| s.map(|v| v + 1));
    assert_eq!(off_by_one.to_buf(), got.to_buf());
}

fn assert_same(expected: &[Opt<i32>], actual: &[Opt<i32>]) {
    assert_eq!(expected, actual);
}

/// The expected buffer comes from another crate's function, which is not run here: the helper's assertion is
/// not evaluated, and says so.
#[tokio::test]
async fn test_helper_on_a_skipped_value() {
    let mut ctx = Context::acquire();
    let input = HostTensor::<i32, m![P, E]>::from_buf((0..2048).map(Opt::Init).collect::<Vec<_>>());
    let x = input.to_hbm::<m![1], m![P, E]>(&mut ctx.pdma, 0).await;
    let out = launch(transpose, (&mut *ctx, &x)).await;
    let expected: Vec<Opt<i32>> = (0..2048).map(|q| other_crate::value(q)).collect();
    assert_same(&expected, &out.to_host::<m![E, P]>(&mut ctx.pdma).await.to_buf());
}

/// Two tensors brought back, the input and the output: each assertion reads its own, the second written wrong
/// at index 5.
#[tokio::test]
async fn test_two_brought_back() {
    let mut ctx = Context::acquire();
    let input = HostTensor::<i32, m![P, E]>::from_buf((0..2048).map(Opt::Init).collect::<Vec<_>>());
    let x = input.to_hbm::<m![1], m![P, E]>(&mut ctx.pdma, 0).await;
    let out = launch(transpose, (&mut *ctx, &x)).await;
    let back = x.to_host::<m![P, E]>(&mut ctx.pdma).await;
    let expected: Tensor<i32, m![E, P]> = input.into_inner().transpose(true);
    assert_eq!(expected.to_buf(), out.to_host::<m![E, P]>(&mut ctx.pdma).await.to_buf());
    assert_eq!(back.to_buf(), (0..2048).map(|v| Opt::Init(if v == 5 { 0 } else { v })).collect::<Vec<_>>());
}
