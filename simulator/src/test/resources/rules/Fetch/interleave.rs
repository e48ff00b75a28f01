// valid Fetch::INTERLEAVE  (two i32 tensors of one layout interleaved along I = 2, then added lane by lane)
// invalid Fetch::INTERLEAVE: "= 2" => "= 4"  (the interleave axis I has size 4, not 2)
// valid Vector::UNZIP  (two i32 tensors interleaved along I = 2, unzipped into two groups of one packet each)
// invalid Vector::UNZIP: "        .vector_init()\n" => "        .vector_init()\n        .vector_intra_slice_branch(BranchMode::Unconditional)\n"  (vector_intra_slice_unzip after vector_intra_slice_branch, not right after vector_init)
// valid Vector::UNZIP: "m![1 # 2], m![1]>()" => "m![1 # 2], m![1 # 2]>()"; "m![A % 8]> = unsafe" => "m![1 # 2, A % 8]> = unsafe"  (SplitTime m![1 # 2] holds each group's one packet and a hole: the reference relabels the tile without a size check)
// invalid Vector::UNZIP: "m![1 # 2], m![1 # 2]>()" => "m![1 # 2], m![I]>()"  (SplitTime m![I] holds two packets where each group has one)
use furiosa_visa_std::prelude::*;

axes![A = 4096, I = 2];

type Chip = m![1];
type Cluster = m![A / 2048];
type Slice = m![A / 8 % 256];

#[device(chip = 1)]
fn kernel(
    ctx: &mut Context,
    a: &HbmTensor<i32, Chip, m![A]>,
    b: &HbmTensor<i32, Chip, m![A]>,
) -> HbmTensor<i32, Chip, m![A]> {
    let a_dm = a.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0);
    let b_dm = b.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0x100);
    let mut sum: DmTensor<i32, Chip, Cluster, Slice, m![A % 8]> = unsafe { DmTensor::from_addr(0x200) };
    ctx.main
        .begin_interleaved::<I, _, _, _, _, _>(a_dm.view(), b_dm.view())
        .fetch::<i32, m![I], m![A % 8]>()
        .collect::<m![I], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
        .vector_clip_zip(ClipBinaryOpI32::AddFxp)
        .vector_final()
        .commit_view(sum.view_mut());
    sum.to_hbm(&mut ctx.tdma, 1 << 20)
}
