// valid VRF::TYPE  (i8 widened to i32 by the fetch, then to the VRF)
// invalid VRF::TYPE: "i32, Chip, Cluster, Slice, m![A % 32 / 8, A % 8" => "i8, Chip, Cluster, Slice, m![A % 32"; "        .fetch::<i32, m![A % 32 / 8], m![A % 8]>()\n        .collect::<m![A % 32 / 8], m![A % 8]>()\n" => "        .fetch::<i8, m![1], m![A % 32]>()\n        .collect::<m![1], m![A % 32]>()\n"  (i8 to the VRF)
use furiosa_visa_std::prelude::*;

axes![A = 8192];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 32];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![A]>) -> HbmTensor<i8, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, Slice, m![A % 32]>(&mut ctx.tdma, 0);
    let v: VrfTensor<i32, Chip, Cluster, Slice, m![A % 32 / 8, A % 8]> = ctx
        .sub
        .begin(x_dm.view())
        .fetch::<i32, m![A % 32 / 8], m![A % 8]>()
        .collect::<m![A % 32 / 8], m![A % 8]>()
        .to_vrf(0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![1], m![A % 32]>()
        .collect::<m![1], m![A % 32]>()
        .commit::<m![A % 32]>(1 << 12);
    y_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)
}
