// Slice::SIZE, valid: a DM tensor on 128 slices is placed and copied back; only a fetch needs 256
use furiosa_visa_std::prelude::*;

axes![A = 2048];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 16];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, Slice, m![A % 16]>(&mut ctx.tdma, 0);
    x_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)
}
