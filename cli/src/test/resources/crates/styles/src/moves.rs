//! Data moves of the reference crate written again: `transpose_simple` through a generic hop,
//! `fetch_commit_simple` with its addresses from `Option` helpers, and the chip and cluster
//! shuffles with their orders computed by `const fn`s and passed as slices.

#![allow(clippy::type_complexity)]

/// `transpose_simple`'s two hops, `[A, B, C]` to `[A, C, B]` to `[C, A, B]`.
pub mod transpose {
    use furiosa_visa_std::prelude::*;

    axes![A = 8, B = 16, C = 32];

    type Chip = m![1];

    /// One HBM-to-HBM hop to the layout `To`, at `at`.
    #[inline]
    fn hop<From: M, To: M>(ctx: &mut Context, x: &HbmTensor<f32, Chip, From>, at: u64) -> HbmTensor<f32, Chip, To> {
        x.to_hbm(&mut ctx.tdma, at)
    }

    /// The addresses of the hops, from the first by a stride.
    const fn hops<const N: usize>(first: u64, stride: u64) -> [u64; N] {
        let mut at = [0; N];
        let mut i = 0;
        while i < N {
            at[i] = first + stride * i as u64;
            i += 1;
        }
        at
    }

    /// `[A, B, C]` to `[C, A, B]` in two generic hops.
    #[device(chip = 1)]
    pub fn generic_hops(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A, B, C]>) -> HbmTensor<f32, Chip, m![C, A, B]> {
        let [first, second] = hops::<2>(0, 0x1000);
        let mid = hop::<_, m![A, C, B]>(ctx, input, first);
        hop::<m![A, C, B], m![C, A, B]>(ctx, &mid, second)
    }
}

/// `fetch_commit_simple`: `i8` in, `i32` committed, the addresses from host helpers.
pub mod fetch {
    use furiosa_visa_std::prelude::*;

    axes![A = 4096, B = 8];

    type Chip = m![1];
    type Cluster = m![1 # 2];

    /// The DM address of stage `k`: 0 for the first two, none after.
    fn stage_at(k: u8) -> Option<u64> {
        let base: u64 = 0;
        match k {
            0 | 1 => Some(base),
            _ => None,
        }
    }

    /// The HBM address of the output, from the stage's: `?` passes a `None` on.
    fn out_at(k: u8) -> Option<u64> {
        let dm = stage_at(k)?;
        Some(dm + 0x3000)
    }

    /// `fetch_commit_simple` with its three addresses from `Option` helpers.
    #[device(chip = 1)]
    pub fn fetched_by_option(ctx: &mut Context, input: &HbmTensor<i8, m![1], m![A, B]>) -> HbmTensor<i32, m![1], m![B, A]> {
        let Some(at) = stage_at(0) else { unreachable!() };
        let input_dm = input.to_dm::<Cluster, m![A / 16], m![A / 8 % 2, B, A % 8]>(&mut ctx.tdma, at);
        let committed: DmTensor<i32, Chip, Cluster, m![A / 16], m![A / 8 % 2, B, A % 8]> = ctx
            .main
            .begin(input_dm.view())
            .fetch::<i32, m![A / 8 % 2], m![B, A % 8]>()
            .collect::<m![A / 8 % 2, B], m![A % 8]>()
            .commit(stage_at(1).expect("stage 1 is placed"));
        committed.to_hbm(&mut ctx.tdma, out_at(1).unwrap())
    }
}

/// `chip_shuffle` and `cluster_shuffle` of `cluster_chip_shuffle_slice`, their orders computed.
pub mod shuffle {
    use furiosa_visa_std::prelude::*;

    axes![A = 256, B = 4096];

    /// The input of both shuffles.
    type Input = HbmTensor<i32, m![A / 4 % 4], m![A / 16, A % 4, B]>;
    /// Its DM staging.
    type Staged = DmTensor<i32, m![A / 4 % 4], m![A / 2 % 2], m![B % 16, B / 16 % 16], m![B / 256, A % 2, A / 16]>;

    /// Each of `N` places sends to the one before it: `[1, 2, …, N - 1, 0]`.
    const fn rotated<const N: usize>() -> [usize; N] {
        let mut order = [0; N];
        let mut i = 0;
        while i < N {
            order[i] = (i + 1) % N;
            i += 1;
        }
        order
    }

    /// Stages `x` in DM at 0.
    fn staged(ctx: &mut Context, x: &Input) -> Staged {
        x.to_dm(&mut ctx.tdma, 0)
    }

    /// `chip_shuffle`, its order `[1, 2, 3, 0]` from `rotated::<4>()` as a slice.
    #[device(chip = 4)]
    pub fn rotated_chips(ctx: &mut Context, hbm_tensor: &Input) -> Input {
        const ORDER: [usize; 4] = rotated::<4>();
        let order: &[usize] = &ORDER;
        let dm_tensor = staged(ctx, hbm_tensor);
        let shuffled: DmTensor<i32, _, _, _, _> = ctx.tdma.dm_chip_shuffle::<_, 4, _, _, _, _>(dm_tensor.view(), order);
        shuffled.to_hbm(&mut ctx.tdma, 0x2000)
    }

    /// `cluster_shuffle`, its order `[1, 0]` the reverse of `0..2`, collected.
    #[device(chip = 4)]
    pub fn reversed_clusters(ctx: &mut Context, hbm_tensor: &Input) -> Input {
        let order: Vec<usize> = (0..2).rev().collect();
        let dm_tensor = staged(ctx, hbm_tensor);
        let shuffled: DmTensor<i32, _, _, _, _> =
            ctx.tdma.dm_cluster_shuffle::<_, 2, _, _, _, _>(dm_tensor.view(), &order[..]);
        shuffled.to_hbm(&mut ctx.tdma, 0x2000)
    }
}
