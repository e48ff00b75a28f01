// valid Chip::SIZE  (the Chip mapping m![G] has the device's 2 chips)
// invalid Chip::SIZE + Kernel::UNMODELLED: "axes![G = 2, A = 8192];" => "axes![G = 4, A = 8192];"  (m![G] with G = 4 on a 2-chip device: a warning of the book, past which the simulator has no chips to lay the tensor on)
// valid Cluster::SIZE  (each chip's tensor on its 2 clusters, fetched)
// invalid Cluster::SIZE: "type Cluster = m![A / 4096];" => "type Cluster = m![A / 4096 # 4];"  (the Cluster padded to 4 positions: placed in DM, as the reference does not count clusters there, then fetched where a chip has 2, stream_tensor.rs:203)
// valid Mapping::WELL_FORMED  (A / 4096, A / 16 % 256 and A % 16: strides and moduli divide 8192)
// invalid Mapping::WELL_FORMED: "type Slice = m![A / 16 % 256];" => "type Slice = m![A / 24 % 128];"  (a stride of 24 does not divide A = 4096)
// valid Type::ANNOTATION  (the let annotation is the committed tensor's type)
// invalid Type::ANNOTATION: "let y: DmTensor<bf16, Chip, Cluster, Slice, m![A % 16]>" => "let y: DmTensor<i16, Chip, Cluster, Slice, m![A % 16]>"  (an i16 annotation on a bf16 tensor)
use furiosa_visa_std::prelude::*;

axes![G = 2, A = 8192];

type Chip = m![G];
type Cluster = m![A / 4096];
type Slice = m![A / 16 % 256];

/// Each chip copies its half of the rows through the Tensor Unit.
#[device(chip = 2)]
fn per_chip(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![A]>) -> HbmTensor<bf16, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, Slice, m![A % 16]>(&mut ctx.tdma, 0);
    let y: DmTensor<bf16, Chip, Cluster, Slice, m![A % 16]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<bf16, m![1], m![A % 16]>()
        .collect::<m![1], m![A % 16]>()
        .commit(1 << 12);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
