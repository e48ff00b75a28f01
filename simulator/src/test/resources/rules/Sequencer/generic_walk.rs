// valid Sequencer::SHAPE  (a generic helper's fetch walks B whole, over the two factors B / 3, B % 3 the slices store it in; the second call runs under a const condition)
// invalid Sequencer::SHAPE + Kernel::UNMODELLED: "copy_rows::<m![B]>(ctx, &y, 1 << 13)" => "copy_rows::<m![B / 2, B % 2]>(ctx, &y, 1 << 13)"  (the second call walks B in steps of 2, inside the stored factor B % 3: no sequencer reads a base-3 store in base 2)
// valid Sequencer::SHAPE: "copy_rows::<m![B]>(ctx, &y, 1 << 13)" => "copy_rows::<m![B % 3, B / 3]>(ctx, &y, 1 << 13)"  (the two stored factors walked swapped: each whole)
// invalid Sequencer::SHAPE + Kernel::UNMODELLED: "m![B % 3, B / 3]" => "m![B % 4, B / 4]"  (B % 4 ends inside the stored B / 3: its steps straddle two groups of 3)
use furiosa_visa_std::prelude::*;

axes![S = 256, B = 24, L = 8];

type Chip = m![1];
type Cluster = m![1 # 2];
/// Each slice stores its 24 rows of B as 8 groups of 3.
type Stored = m![B / 3, B % 3, L];

const TWICE: bool = true;

/// Copies the rows to `at`, the fetch walking them in the order `Walk`.
fn copy_rows<Walk: M>(
    ctx: &mut Context,
    x: &DmTensor<i32, Chip, Cluster, m![S], Stored>,
    at: Address,
) -> DmTensor<i32, Chip, Cluster, m![S], Stored> {
    ctx.main
        .begin(x.view())
        .fetch::<i32, Walk, m![L]>()
        .collect::<Walk, m![L]>()
        .commit(at)
}

#[device(chip = 1)]
fn rows(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, B, L]>) -> HbmTensor<i32, Chip, m![S, B, L]> {
    let y = x.to_dm::<Cluster, m![S], Stored>(&mut ctx.tdma, 0);
    let y = copy_rows::<m![B]>(ctx, &y, 1 << 12);
    let y = if TWICE { copy_rows::<m![B]>(ctx, &y, 1 << 13) } else { y };
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
