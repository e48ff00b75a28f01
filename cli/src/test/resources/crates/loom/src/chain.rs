//! A pair's element-wise maximum narrowed to f8e4m3, the Vector Engine's pass built one stage a
//! `let`, the way a pass is often spelled out while it is being written.

use crate::shapes::*;

/// Bytes two rows a slice, each row padded to 8 so that a commit writes 8 bytes at a time.
pub type Bytes<D> = DmTensor<D, Chip, Cluster, m![A / 2], m![A % 2, B # 8]>;

/// `f8(max(a, b))`: the pair interleaved on `I`, unzipped into two groups (`a` group zero),
/// zipped by the clip unit's maximum and narrowed by the Cast Engine.
#[device(chip = 1)]
pub fn pair_peak_f8(ctx: &mut Context, a: &Hbm<f32>, b: &Hbm<f32>) -> HbmTensor<f8e4m3, Chip, m![A, B]> {
    let a_dm = Slot::<0x1000>::stage(ctx, a);
    let b_dm = Slot::<0x2000>::stage(ctx, b);
    let begun = ctx.main.begin_interleaved::<I, _, _, _, _, _>(a_dm.view(), b_dm.view());
    let fetched = begun.fetch::<f32, m![A % 2, I], m![B]>();
    let collected = fetched.collect::<m![A % 2, I], m![B # 8]>();
    let started = collected.vector_init();
    let unzipped = started.vector_intra_slice_unzip::<I, m![A % 2, 1 # 2], m![A % 2]>();
    let peak = unzipped.vector_clip_zip(ClipBinaryOpF32::Max);
    let ended = peak.vector_final();
    let narrowed = ended.cast::<f8e4m3, m![B # 32]>();
    let out: Bytes<f8e4m3> = narrowed.commit(0x3000);
    out.to_hbm(&mut ctx.tdma, OUT)
}

/// `max(a, b) − min(a, b)` in i32: the pair's two extremes, each a pass spelled one stage a
/// `let`, then their difference.
#[device(chip = 1)]
pub fn pair_spread_i32(ctx: &mut Context, a: &Hbm<i32>, b: &Hbm<i32>) -> Hbm<i32> {
    let a_dm = Slot::<0x1000>::stage(ctx, a);
    let b_dm = Slot::<0x2000>::stage(ctx, b);
    let ops = [ClipBinaryOpI32::Max, ClipBinaryOpI32::Min];
    let mut extremes: Vec<Rows<i32>> = Vec::new();
    for (k, op) in ops.iter().enumerate() {
        let begun = ctx.main.begin_interleaved::<I, _, _, _, _, _>(a_dm.view(), b_dm.view());
        let collected = begun.fetch::<i32, m![A % 2, I], m![B]>().collect::<m![A % 2, I], m![B # 8]>();
        let unzipped = collected.vector_init().vector_intra_slice_unzip::<I, m![A % 2, 1 # 2], m![A % 2]>();
        let zipped = unzipped.vector_clip_zip(*op);
        extremes.push(zipped.vector_final().commit(0x3000 + 0x1000 * k as u64));
    }
    let high = &extremes[0];
    let low = &extremes[1];
    let spread: Rows<i32> = ctx
        .main
        .begin_interleaved::<I, _, _, _, _, _>(high.view(), low.view())
        .fetch::<i32, m![A % 2, I], m![B]>()
        .collect::<m![A % 2, I], m![B # 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![A % 2, 1 # 2], m![A % 2]>()
        .vector_fxp_zip(FxpBinaryOp::SubFxp)
        .vector_final()
        .commit(0x5000);
    spread.to_hbm(&mut ctx.tdma, OUT)
}
