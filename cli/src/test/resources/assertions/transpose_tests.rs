//! A kernel's tests whose own assertions are the oracle: the buffer fed with from_buf, the
//! buffer each expects back, one written wrong on purpose.

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

/// Position q of m![E, P] holds p = q % 256, e = q / 256, so x's value p * 8 + e.
#[tokio::test]
async fn test_transpose_holds() {
    let mut ctx = Context::acquire();
    let x = HostTensor::<i32, m![P, E]>::from_buf((0..2048).map(Opt::Init).collect::<Vec<_>>())
        .to_hbm::<m![1], m![P, E]>(&mut ctx.pdma, 0)
        .await;
    let out = launch(transpose, (&mut *ctx, &x)).await;
    let mut expected = vec![Opt::Uninit; 2048];
    for e in 0..8 {
        for p in 0..256 {
            expected[e * 256 + p] = Opt::Init((p * 8 + e) as i32);
        }
    }
    assert_eq!(out.to_host::<m![E, P]>(&mut ctx.pdma).await.to_buf(), expected);
}

/// The expected buffer is wrong at position 300 (p = 44, e = 1): 999 where the output holds 353.
#[tokio::test]
async fn test_transpose_wrong_expectation() {
    let mut ctx = Context::acquire();
    let x = HostTensor::<i32, m![P, E]>::from_buf((0..2048).map(Opt::Init).collect::<Vec<_>>())
        .to_hbm::<m![1], m![P, E]>(&mut ctx.pdma, 0)
        .await;
    let out = launch(transpose, (&mut *ctx, &x)).await;
    let actual = out.to_host::<m![E, P]>(&mut ctx.pdma).await.to_buf();
    let expected = (0..2048)
        .map(|q| if q == 300 { 999 } else { (q % 256) * 8 + q / 256 })
        .map(Opt::Init)
        .collect::<Vec<_>>();
    assert_eq!(actual, expected);
}

/// The expected side is the reference's host Tensor arithmetic: transpose::<m![E, P]> of the input.
#[tokio::test]
async fn test_transpose_expected_by_host_tensor() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(7);
    let input = HostTensor::<i32, m![P, E]>::rand(&mut rng);
    let x = input.to_hbm::<m![1], m![P, E]>(&mut ctx.pdma, 0).await;
    let out = launch(transpose, (&mut *ctx, &x)).await;
    let expected = input.into_inner().transpose::<m![E, P]>(true);
    assert_eq!(expected.to_buf(), out.to_host::<m![E, P]>(&mut ctx.pdma).await.to_buf());
}

/// A buffer shorter than the mapping: the reference's from_buf panics at data[63].
#[tokio::test]
async fn test_short_buffer() {
    let mut ctx = Context::acquire();
    let x = HostTensor::<i32, m![P, E]>::from_buf((0..63).map(Opt::Init).collect::<Vec<_>>())
        .to_hbm::<m![1], m![P, E]>(&mut ctx.pdma, 0)
        .await;
    let out = launch(transpose, (&mut *ctx, &x)).await;
    assert_eq!(out.to_host::<m![E, P]>(&mut ctx.pdma).await.to_buf(), Vec::new());
}
