// Cluster::SIZE, valid: a DM tensor on one cluster (m![1]) is placed and copied back; only a fetch needs 2
use furiosa_visa_std::prelude::*;

axes![A = 2048];

type Chip = m![1];
type Cluster = m![1];
type Slice = m![A / 8];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0);
    x_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)
}
