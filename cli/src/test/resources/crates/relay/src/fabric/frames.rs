//! Frames turned: by the Transpose Engine on the way through the tensor unit, and by DMA
//! between HBM layouts.

use crate::signal::axes::*;
use furiosa_visa_std::prelude::*;

type Chip = m![1];
type Cluster = m![1 # 2];

/// `out[n, u, p, t] = x[n, t, u, p]`: the four taps of each row (8 bytes of bf16, the most
/// the engine takes, stream_tensor.rs:984) become the packet, the two packets of a column read
/// along time.
#[device(chip = 1)]
pub fn taps_turned_bf16(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![N, T, U, P]>) -> HbmTensor<bf16, Chip, m![N, U, P, T]> {
    let x_dm: DmTensor<bf16, Chip, Cluster, m![N], m![T, U, P]> = x.to_dm(&mut ctx.tdma, 0);
    let turned: DmTensor<bf16, Chip, Cluster, m![N], m![U, P, T]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<bf16, m![T, U], m![P # 16]>()
        .collect::<m![T, U], m![P # 16]>()
        .transpose::<m![U, P], m![T # 16]>()
        .commit(0x1000);
    turned.to_hbm(&mut ctx.tdma, 0x2000)
}

/// `out[p, n, t] = x[n, t, p]` in i16, in two DMA steps through HBM (examples' transpose.rs).
#[device(chip = 1)]
pub fn frame_permuted_i16(ctx: &mut Context, x: &HbmTensor<i16, Chip, m![N, T, P]>) -> HbmTensor<i16, Chip, m![P, N, T]> {
    let inner: HbmTensor<i16, Chip, m![N, P, T]> = x.to_hbm(&mut ctx.tdma, 0x10_0000);
    inner.to_hbm(&mut ctx.tdma, 0x20_0000)
}
