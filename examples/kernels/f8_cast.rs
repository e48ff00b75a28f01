// The 8-bit float f8e4m3: a DM tensor of f8e4m3 is fetched as f32 (the Fetch Adapter's f8e4m3 →
// f32 conversion is exact), the Vector Engine adds 1.5, and the Cast Engine rounds the sums back
// to f8e4m3 (to nearest, ties to even, saturating at ±448), one 32-byte flit of 32 elements per
// packet, 8 of them held:
//
//   f8_add  x + 1.5, rounded to f8e4m3
use furiosa_visa_std::prelude::*;

axes![A = 2048];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
pub fn f8_add(ctx: &mut Context, x: &HbmTensor<f8e4m3, Chip, m![A]>) -> HbmTensor<f8e4m3, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f8e4m3, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_clip(ClipBinaryOpF32::Add, 1.5f32)
        .vector_final()
        .cast::<f8e4m3, m![A % 8 # 32]>()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}
