// valid DM::OVERLAP  (a while loop with a counter commits each round two slots past the last, slots computed by a const fn; the shadowed input is read before the first round overwrites nothing)
// valid DM::OVERLAP: "const SPARE: [Address; 2] = [slot(6), slot(7)];" => "const SPARE: [Address; 2] = [slot(6), slot(6)];"  (the second spare copy lands on the first, which is never read again: the kernel returns copies[1])
// invalid DM::OVERLAP: "copies[1].to_hbm" => "copies[0].to_hbm"  (copies[0], indexed out of the array, is read after copies[1] was placed over it)
// valid DM::OVERLAP: "const SPARE: [Address; 2] = [slot(6), slot(7)];" => "const SPARE: [Address; 2] = [slot(3), slot(7)];"  (slot 3 ends where the last round's y, at slot 4, starts)
// invalid DM::OVERLAP: "[slot(3), slot(7)]" => "[slot(4), slot(7)]"  (the first spare copy is placed over the last round's y, which the second copy reads afterwards)
// valid DM::CAPACITY: "const ROUNDS: Address = 3;" => "const ROUNDS: Address = 128;"  (the while loop's last round, k = 127, commits at slot 254 = 522240: its 2048 bytes end at the last byte of the 512 KB DM)
// invalid DM::CAPACITY: "const ROUNDS: Address = 128;" => "const ROUNDS: Address = 129;"  (round k = 128 commits at slot 256 = 526336, past the DM)
// valid Commit::ALIGN: "slot(2 * k)" => "slot(2 * k) + 8"  (every round's commit 8 bytes into its slot)
// invalid Commit::ALIGN: "slot(2 * k) + 8" => "slot(2 * k) + 4"  (a multiple of the i32 element, not of the 8 bytes a commit writes: a warning of the book)
// invalid Element::ALIGN + Commit::ALIGN: "slot(2 * k)" => "slot(2 * k) + 2"  (the rounds' i32 tensors at addresses that are no multiple of 4, nor of 8)
// valid Type::ANNOTATION: "    let copies = [" => "    let copies: [DmTensor<i32, Chip, Cluster, m![S], Rows>; 2] = ["  (an array of tensors annotated with the helper's return type)
// invalid Type::ANNOTATION: "m![S], Rows>; 2]" => "m![S], m![L, A]>; 2]"  (the array's element type stores L outside A: not what pass returns)
// valid HBM::OVERLAP: "copies[1].to_hbm(&mut ctx.tdma, 1 << 20)" => "copies[1].to_hbm(&mut ctx.tdma, 51538558976)"  (the 512 KB output ends where the borrowed input, at the top of the 48 GB HBM, starts)
// invalid HBM::OVERLAP: "51538558976" => "51538558984"  (8 bytes higher, its last 8 bytes over the borrowed input)
// base: "    while k < ROUNDS {\n        y = pass(ctx, &y, slot(2 * k));\n        k += 1;\n    }" => "    (k..ROUNDS).for_each(|r| {\n        y = pass(ctx, &y, slot(2 * r));\n    });"  (the rounds as a closure given to for_each over a range)
// valid Commit::ALIGN  (each round of the closure commits at its slot)
// invalid Commit::ALIGN: "slot(2 * r)" => "slot(2 * r) + 4"  (the closure's commits misaligned)
// invalid DM::CAPACITY: "const ROUNDS: Address = 3;" => "const ROUNDS: Address = 129;"  (the closure's round r = 128 commits past the DM)
use furiosa_visa_std::prelude::*;

axes![S = 256, A = 64, L = 8];

type Chip = m![1];
type Cluster = m![1 # 2];
type Rows = m![A, L];

/// The bytes of one slice's rows: 64 × 8 i32.
const TILE: Address = 64 * 8 * 4;

/// The DM address of slot `k`, past the input at 0.
const fn slot(k: Address) -> Address {
    (k + 1) * TILE
}

const ROUNDS: Address = 3;
const SPARE: [Address; 2] = [slot(6), slot(7)];

fn pass(
    ctx: &mut Context,
    x: &DmTensor<i32, Chip, Cluster, m![S], Rows>,
    at: Address,
) -> DmTensor<i32, Chip, Cluster, m![S], Rows> {
    ctx.main
        .begin(x.view())
        .fetch::<i32, m![A], m![L]>()
        .collect::<m![A], m![L]>()
        .commit(at)
}

#[device(chip = 1)]
fn rounds(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, A, L]>) -> HbmTensor<i32, Chip, m![S, A, L]> {
    let y = x.to_dm::<Cluster, m![S], Rows>(&mut ctx.tdma, 0);
    let mut y = pass(ctx, &y, slot(0));
    let mut k = 1;
    while k < ROUNDS {
        y = pass(ctx, &y, slot(2 * k));
        k += 1;
    }
    let copies = [pass(ctx, &y, SPARE[0]), pass(ctx, &y, SPARE[1])];
    copies[1].to_hbm(&mut ctx.tdma, 1 << 20)
}
