// valid Vector::REDUCE  (a generic helper reduces R wholly, the caller keeping B's two blocks in the reduce's OTime)
// invalid Vector::REDUCE: "block_sums::<m![B]>" => "block_sums::<m![B, Q]>"  (the caller's OTime holds Q, an axis the stream lacks: the output does not divide the input, vector_tensor.rs:1427)
// invalid Vector::REDUCE: "block_sums::<m![B]>" => "block_sums::<m![B, R / 2]>"  (R / 2 kept: R reduced only in part, vector_tensor.rs:1438)
// invalid Vector::REDUCE: "block_sums::<m![B]>" => "block_sums::<m![1]>"  (B dropped too: the quotient holds B beside the label R, vector_tensor.rs:1430)
use furiosa_visa_std::prelude::*;

axes![S = 256, B = 2, R = 16, A = 4, Q = 2];

type Chip = m![1];
type Cluster = m![1 # 2];
type Rows = m![B, R, A # 8];
type Sums = m![B, A # 8];

/// Sums the 16 rows R of each of B's two blocks, the blocks kept in `Kept`.
fn block_sums<Kept: M>(
    ctx: &mut Context,
    x: &DmTensor<i32, Chip, Cluster, m![S], Rows>,
    at: Address,
) -> DmTensor<i32, Chip, Cluster, m![S], Sums> {
    ctx.main
        .begin(x.view())
        .fetch::<i32, m![B, R], m![A # 8]>()
        .collect::<m![B, R], m![A # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A]>()
        .vector_intra_slice_reduce::<R, Kept, m![A]>(IntraSliceReduceOpI32::AddSat)
        .vector_pad_way8::<m![A # 8]>()
        .vector_final()
        .commit(at)
}

#[device(chip = 1)]
fn sums(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, B, R, A]>) -> HbmTensor<i32, Chip, m![S, B, A]> {
    let x_dm = x.to_dm::<Cluster, m![S], Rows>(&mut ctx.tdma, 0);
    let y_dm = block_sums::<m![B]>(ctx, &x_dm, 1 << 12);
    y_dm.to_hbm::<m![S, B, A]>(&mut ctx.tdma, 1 << 28)
}
