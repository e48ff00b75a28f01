//! Helpers: const generics passed through two levels, associated functions, functions defined in
//! a function body, `where` clauses, and a `#[cfg(test)]` module in the source.

use super::*;

/// Stages `x` at `AT` (one level down from `stage_twice`).
fn stage_at<const AT: usize>(
    ctx: &mut Context,
    x: &HbmTensor<i32, Chip, m![A, Q]>,
) -> DmTensor<i32, Chip, Cluster, Spread, m![A / 256, Q]> {
    x.to_dm(&mut ctx.tdma, AT)
}

/// Stages `x` twice, at `AT` and at `AT` plus the size of one copy, through `stage_at`.
fn stage_twice<const AT: usize, const STEP: usize>(
    ctx: &mut Context,
    x: &HbmTensor<i32, Chip, m![A, Q]>,
) -> (DmTensor<i32, Chip, Cluster, Spread, m![A / 256, Q]>, DmTensor<i32, Chip, Cluster, Spread, m![A / 256, Q]>) {
    let first = stage_at::<AT>(ctx, x);
    let second = stage_at::<STEP>(ctx, x);
    (first, second)
}

/// The second of two staged copies back in HBM: `out = x`.
#[device(chip = 1)]
pub fn two_level_generic(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, Q]>) -> HbmTensor<i32, Chip, m![A, Q]> {
    let (_, copy) = stage_twice::<STAGE, { STAGE + 0x1_0000 }>(ctx, x);
    copy.to_hbm(&mut ctx.tdma, OUT)
}

/// `out = x` through a function defined inside the device function, with a `where` clause.
#[device(chip = 1)]
pub fn inner_function(ctx: &mut Context, x: &HbmTensor<i16, Chip, m![A, Q]>) -> HbmTensor<i16, Chip, m![A, Q]> {
    fn through<const AT: usize>(
        ctx: &mut Context,
        x: &HbmTensor<i16, Chip, m![A, Q]>,
    ) -> DmTensor<i16, Chip, Cluster, Spread, m![Q, A / 256]>
    where
        i16: Scalar,
    {
        x.to_dm(&mut ctx.tdma, AT)
    }
    let staged = through::<{ 3 * STAGE }>(ctx, x);
    staged.to_hbm(&mut ctx.tdma, OUT)
}

/// Streams `x` from a DM tensor over 128 slices: the reference rejects the fetch (a fetched tensor
/// spans all 256 slices), and this module's own `#[cfg(test)]` test expects the panic.
#[device(chip = 1)]
pub fn short_fetch(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, Q]>) -> HbmTensor<i32, Chip, m![A, Q]> {
    let staged = x.to_dm::<Cluster, m![A % 128], m![A / 128, Q]>(&mut ctx.tdma, 0);
    let copied: DmTensor<i32, Chip, Cluster, m![A % 128], m![A / 128, Q]> = ctx
        .main
        .begin(staged.view())
        .fetch::<i32, m![A / 128], m![Q]>()
        .collect::<m![A / 128], m![Q]>()
        .commit(0x2_0000);
    copied.to_hbm(&mut ctx.tdma, OUT)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    #[tokio::test]
    #[should_panic]
    async fn short_fetch_panics() {
        let mut ctx = Context::acquire();
        let mut rng = SmallRng::seed_from_u64(3);
        let x = HostTensor::<i32, m![A, Q]>::rand(&mut rng);
        let x_hbm = x.to_hbm(&mut ctx.pdma, 0).await;
        let _ = launch(short_fetch, (&mut *ctx, &x_hbm)).await;
    }
}
