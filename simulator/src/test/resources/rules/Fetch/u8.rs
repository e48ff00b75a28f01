// valid Fetch::CAST  (u8, a storage type of the reference, fetched as u8, 32 to a flit, and committed)
// invalid Fetch::CAST: ".fetch::<u8, m![1], m![A % 8]>()\n        .collect::<m![1], m![A % 8 # 32]>()" => ".fetch::<i32, m![1], m![A % 8]>()\n        .collect::<m![1], m![A % 8]>()"  (u8 widened to i32: the reference's FetchCast has no u8 pair, cast.rs:28-33)
// invalid Vector::TYPE: "        .commit::<m![A % 8]>(1 << 12);\n" => "        .vector_init()\n        .vector_intra_slice_branch(BranchMode::Unconditional)\n        .vector_final()\n        .commit::<m![A % 8]>(1 << 12);\n"  (a u8 stream into the Vector Engine, which computes on VeScalar i32 and f32 only)
// invalid Cast::TYPE: "        .commit::<m![A % 8]>(1 << 12);\n" => "        .cast::<i8, m![A % 8 # 32]>()\n        .commit::<m![A % 8]>(1 << 12);\n"; "-> HbmTensor<u8" => "-> HbmTensor<i8"  (u8 to i8: the Cast Engine converts only from i32 or f32, stream_tensor.rs:229)
// invalid VRF::TYPE: "    let y_dm = ctx\n" => "    let v: VrfTensor<u8, Chip, Cluster, Slice, m![A % 8 # 32]> = ctx\n        .sub\n        .begin(x_dm.view())\n        .fetch::<u8, m![1], m![A % 8]>()\n        .collect::<m![1], m![A % 8 # 32]>()\n        .to_vrf(0);\n    let y_dm = ctx\n"  (u8 to the VRF, which holds VeScalar operands only)
use furiosa_visa_std::prelude::*;

axes![A = 2048];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 8];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<u8, Chip, m![A]>) -> HbmTensor<u8, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<u8, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8 # 32]>()
        .commit::<m![A % 8]>(1 << 12);
    y_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)
}
