// valid Fetch::FETCH_SIZE  (the sub context reads 8-byte packets of i8 out of 64-byte contiguous rows: gcd(8, 64) = 8)
// valid Fetch::FETCH_SIZE: "let x_dm: DmTensor<i8, Chip, Cluster, m![S], m![R, C]>" => "let x_dm: DmTensor<i8, Chip, Cluster, m![S], m![C / 4, R, C % 4]>"; "1 << 12;\n    const WALK: Walk = Walk::Sub;" => "1 << 12;\n    const WALK: Walk = Walk::Main;"  (the rows stored in 4-byte quarters, C / 4 outermost, the first stage walked by the main context: the match takes the Main arm, which reads 4-byte runs 4 bytes at a time)
// invalid Fetch::FETCH_SIZE: "1 << 12;\n    const WALK: Walk = Walk::Main;" => "1 << 12;\n    const WALK: Walk = Walk::Sub;"  (the first stage's WALK names the sub context, which fetches 8 bytes at a time: gcd(packet 8, contiguous 4) = 4, the book's fetch size)
// valid Commit::SIZE  (both stages commit 8 i8 per packet into 64 contiguous bytes through the sub context: commit_size = gcd(64, 8) = 8)
// valid Commit::SIZE: "Walk::Sub => ctx\n                .sub\n                .begin(x.view())\n                .fetch::<i8, m![R, C / 8], m![C % 8]>()\n                .collect::<m![R, C / 8], m![C % 8 # 32]>()" => "Walk::Sub => ctx\n                .sub\n                .begin(x.view())\n                .fetch::<i8, m![R], m![C]>()\n                .collect::<m![R], m![C # 32]>()"; "1 << 12;\n    const WALK: Walk = Walk::Sub;" => "1 << 12;\n    const WALK: Walk = Walk::Main;"; "1 << 13;\n    const WALK: Walk = Walk::Sub;" => "1 << 13;\n    const WALK: Walk = Walk::Main;"  (the sub arm reads whole 16-byte rows, but both stages name the main context: the arm never runs)
// invalid Commit::SIZE: "1 << 13;\n    const WALK: Walk = Walk::Main;" => "1 << 13;\n    const WALK: Walk = Walk::Sub;"  (the second stage walks the sub arm, 16 i8 committed per packet: commit_size = gcd(64, 16) = 16, where the sub context writes 8)
// valid Layout::INJECTIVE: "    y.to_hbm(&mut ctx.tdma, 1 << 20)" => "    let y: DmTensor<i8, Chip, Cluster, m![S], m![C, R]> = y.to_dm(&mut ctx.tdma, 1 << 14);\n    y.to_hbm(&mut ctx.tdma, 1 << 20)"  (a third shadowing: the restaged rows copied column by column, each index once, memory_tensor.rs:440, and that copy written out)
// invalid Layout::INJECTIVE: "m![C, R]> = y.to_dm(" => "m![C, R, R % 2]> = y.to_dm("  (the copy stores R % 2 twice per slice, in R and again: a warning of the book; the simulator still writes it out, each index read from one of its places)
// valid Chip::SIZE: "type Chip = m![1];" => "type Chip = m![1 # 2];"; "#[device(chip = 1)]" => "#[device(chip = 2)]"  (on a 2-chip device the Chip mapping pads to 2 positions: the rows on chip 0)
// invalid Chip::SIZE + Kernel::UNMODELLED: "#[device(chip = 2)]" => "#[device(chip = 4)]"  (Chip m![1 # 2] has 2 positions on a 4-chip device: a warning of the book, past which the simulator has no chips to lay the input on)
// valid Sequencer::INPUT: "x: &HbmTensor<i8, Chip, m![S, R, C]>) -> HbmTensor<i8, Chip, m![S, R, C]> {" => "x: &HbmTensor<i8, Chip, m![S, R / 2, R % 2, C]>) -> HbmTensor<i8, Chip, m![S, R, C]> {"; "let x_dm: DmTensor<i8, Chip, Cluster, m![S], m![R, C]>" => "let x_dm: DmTensor<i8, Chip, Cluster, m![S], m![R / 2, R % 2, C]>"  (the rows stored with R in two factors, which together are R: the walk m![R, C / 8] reads only what is stored)
// invalid Sequencer::INPUT + Kernel::UNMODELLED: "m![S, R / 2, R % 2, C]>) ->" => "m![S, R % 2, C]>) ->"; "m![S], m![R / 2, R % 2, C]> = x.to_dm" => "m![S], m![R % 2, C]> = x.to_dm"  (the input holds only R % 2, but the first stage's fetch walks the whole R: insufficient input, sequencer.md:498-521)
//! A restage of i8 rows split over a trait: each stage a unit struct whose associated consts say
//! where it commits and which context walks it, the walk the trait's default method (a `match` on
//! the const context, the element layouts bound in a `where` clause), the stages chained through a
//! shadowed binding.

use furiosa_visa_std::prelude::*;

axes![S = 256, R = 4, C = 16];

type Chip = m![1];
type Cluster = m![1 # 2];

/// Which of the DMA's contexts walks a stage.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Walk {
    Main,
    Sub,
}

/// A restage of the rows: where it commits and which context walks them.
trait Restage {
    /// The DM address the stage commits at.
    const AT: Address;
    /// The context that walks the rows.
    const WALK: Walk;

    /// Re-lays `x`'s rows at `Self::AT`, 8 i8 per packet.
    fn restage<In, Out>(
        ctx: &mut Context,
        x: &DmTensor<i8, Chip, Cluster, m![S], In>,
    ) -> DmTensor<i8, Chip, Cluster, m![S], Out>
    where
        In: M,
        Out: M,
    {
        match Self::WALK {
            Walk::Main => ctx
                .main
                .begin(x.view())
                .fetch::<i8, m![R, C / 8], m![C % 8]>()
                .collect::<m![R, C / 8], m![C % 8 # 32]>()
                .commit(Self::AT),
            Walk::Sub => ctx
                .sub
                .begin(x.view())
                .fetch::<i8, m![R, C / 8], m![C % 8]>()
                .collect::<m![R, C / 8], m![C % 8 # 32]>()
                .commit(Self::AT),
        }
    }
}

/// The first stage, walked by the sub context.
struct Early;

impl Restage for Early {
    const AT: Address = 1 << 12;
    const WALK: Walk = Walk::Sub;
}

/// The second stage, walked by the sub context too.
struct Late;

impl Restage for Late {
    const AT: Address = 1 << 13;
    const WALK: Walk = Walk::Sub;
}

#[device(chip = 1)]
fn restaged(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![S, R, C]>) -> HbmTensor<i8, Chip, m![S, R, C]> {
    let x_dm: DmTensor<i8, Chip, Cluster, m![S], m![R, C]> = x.to_dm(&mut ctx.tdma, 0);
    let y: DmTensor<i8, Chip, Cluster, m![S], m![R, C]> = Early::restage(ctx, &x_dm);
    let y: DmTensor<i8, Chip, Cluster, m![S], m![R, C]> = Late::restage(ctx, &y);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
