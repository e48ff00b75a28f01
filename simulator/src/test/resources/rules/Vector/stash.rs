// valid Vector::STASH  (one vector_stash in the Branch stage: the stash is empty before it)
// invalid Vector::STASH: "        .vector_stash()\n" => "        .vector_stash()\n        .vector_stash()\n"  (a second vector_stash in one pass: the reference defines vector_stash only while the stash is empty (Stash = NoTensor))
use furiosa_visa_std::prelude::*;

axes![A = 2048];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 8];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![A % 8 / 4], m![A % 4 # 8]>()
        .collect::<m![A % 8 / 4], m![A % 4 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_stash()
        .vector_trim_way4::<m![A % 4]>()
        .vector_pad_way8::<m![A % 4 # 8]>()
        .vector_final()
        .commit::<m![A % 8]>(1 << 12);
    y_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)
}

