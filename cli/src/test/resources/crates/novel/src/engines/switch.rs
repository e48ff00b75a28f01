//! The Switch Engine with each `SwitchConfig` (stream_tensor.rs:275): every function moves
//! `x[A, B, C]` (`A` over the 256 slices) through one routing and writes the result back in
//! logical order, so a permutation gives `x` again and a broadcast gives `x` once per index of its
//! new axis.

use furiosa_visa_std::prelude::*;

axes![A = 256, B = 8, C = 32, X = 8, Y = 16, Z = 2];

type Chip = m![1];
type Cluster = m![1 # 2];

/// `Transpose { slice1: 32, slice0: 2 }`: slices `[A / 64 | A / 2 % 32 | A % 2]` become
/// `[A / 64 | A % 2 | A / 2 % 32]`; time unchanged.
#[device(chip = 1)]
pub fn swap_slice_digits(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![A, B, C]>) -> HbmTensor<i8, Chip, m![A, B, C]> {
    let x_dm = x.to_dm::<Cluster, m![A], m![B, C]>(&mut ctx.tdma, 0);
    let y = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![B], m![C]>()
        .switch::<m![A / 64, A % 2, A / 2 % 32], m![B]>(SwitchConfig::Transpose { slice1: 32, slice0: 2 })
        .collect::<m![B], m![C]>()
        .commit::<m![B, C]>(0x1000);
    y.to_hbm::<m![A, B, C]>(&mut ctx.tdma, 1 << 24)
}

/// `Broadcast1 { slice1: 8, slice0: 2 }`: the 8 slices of `A / 2 % 8` become a tile `X` that
/// repeats each group's data, their index moving into time: `out[x, a, b, c] = x[a, b, c]`.
#[device(chip = 1)]
pub fn broadcast_one(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![A, B, C]>) -> HbmTensor<i8, Chip, m![X, A, B, C]> {
    let x_dm = x.to_dm::<Cluster, m![A], m![B, C]>(&mut ctx.tdma, 0);
    let y = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![B], m![C]>()
        .switch::<m![A / 16, X, A % 2], m![B, A / 2 % 8]>(SwitchConfig::Broadcast1 { slice1: 8, slice0: 2 })
        .collect::<m![B, A / 2 % 8], m![C]>()
        .commit::<m![B, A / 2 % 8, C]>(0x1000);
    y.to_hbm::<m![X, A, B, C]>(&mut ctx.tdma, 1 << 24)
}

/// `Broadcast01 { slice1: 4, slice0: 4, time0: 2 }`: slices `[A / 16 | A / 4 % 4 | A % 4]`
/// become `[A / 16 | Y]`, time `[B / 2 | B % 2]` becomes `[B / 2 | A / 4 % 4 | B % 2 | A % 4]`.
#[device(chip = 1)]
pub fn broadcast_both(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![A, B, C]>) -> HbmTensor<i8, Chip, m![Y, A, B, C]> {
    let x_dm = x.to_dm::<Cluster, m![A], m![B, C]>(&mut ctx.tdma, 0);
    let y = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![B], m![C]>()
        .switch::<m![A / 16, Y], m![B / 2, A / 4 % 4, B % 2, A % 4]>(SwitchConfig::Broadcast01 {
            slice1: 4,
            slice0: 4,
            time0: 2,
        })
        .collect::<m![B / 2, A / 4 % 4, B % 2, A % 4], m![C]>()
        .commit::<m![B / 2, A / 4 % 4, B % 2, A % 4, C]>(0x1000);
    y.to_hbm::<m![Y, A, B, C]>(&mut ctx.tdma, 1 << 24)
}

/// `InterTranspose { slice1: 8, slice0: 2, time0: 1 }`: slice digit `A / 2 % 8` and time digit
/// `B` trade places: slices `[A / 16 | B | A % 2]`, time `[A / 2 % 8]`.
#[device(chip = 1)]
pub fn trade_slices_for_time(
    ctx: &mut Context,
    x: &HbmTensor<i8, Chip, m![A, B, C]>,
) -> HbmTensor<i8, Chip, m![A, B, C]> {
    let x_dm = x.to_dm::<Cluster, m![A], m![B, C]>(&mut ctx.tdma, 0);
    let y = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![B], m![C]>()
        .switch::<m![A / 16, B, A % 2], m![A / 2 % 8]>(SwitchConfig::InterTranspose { slice1: 8, slice0: 2, time0: 1 })
        .collect::<m![A / 2 % 8], m![C]>()
        .commit::<m![A / 2 % 8, C]>(0x1000);
    y.to_hbm::<m![A, B, C]>(&mut ctx.tdma, 1 << 24)
}

/// `CustomBroadcast { ring_size: 16 }`: inside each ring of 16 slices the two digits of `A % 16`
/// trade places, a routing the output layout gives.
#[device(chip = 1)]
pub fn ring_swap(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, B]>) -> HbmTensor<i32, Chip, m![A, B]> {
    let x_dm = x.to_dm::<Cluster, m![A], m![B]>(&mut ctx.tdma, 0);
    let y: DmTensor<i32, Chip, Cluster, m![A / 16, A % 4, A / 4 % 4], m![B]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![B]>()
        .switch::<m![A / 16, A % 4, A / 4 % 4], m![1]>(SwitchConfig::CustomBroadcast { ring_size: 16 })
        .collect::<m![1], m![B]>()
        .commit(0x1000);
    y.to_hbm(&mut ctx.tdma, 1 << 24)
}

/// `TransposedBroadcast1 { slice1: 16, slice0: 2 }`: slices `[A / 32 | A / 2 % 16 | A % 2]`
/// become `[A / 32 | Z | A / 2 % 16]` (a tile of 2), time `[B]` becomes `[B | A % 2]`.
#[device(chip = 1)]
pub fn transposed_broadcast(
    ctx: &mut Context,
    x: &HbmTensor<i8, Chip, m![A, B, C]>,
) -> HbmTensor<i8, Chip, m![Z, A, B, C]> {
    let x_dm = x.to_dm::<Cluster, m![A], m![B, C]>(&mut ctx.tdma, 0);
    let y = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![B], m![C]>()
        .switch::<m![A / 32, Z, A / 2 % 16], m![B, A % 2]>(SwitchConfig::TransposedBroadcast1 {
            slice1: 16,
            slice0: 2,
        })
        .collect::<m![B, A % 2], m![C]>()
        .commit::<m![B, A % 2, C]>(0x1000);
    y.to_hbm::<m![Z, A, B, C]>(&mut ctx.tdma, 1 << 24)
}
