// valid Commit::LAYOUT  (Halves reads each row's halves 4 time steps apart: the commit's outer positions [R, L / 16] hold Time [L / 16, R] in another order, stream_tensor.rs:1703)
// invalid Commit::LAYOUT: ".fetch::<bf16, m![L / 16, R], m![L % 16]>()\n            .collect::<m![L / 16, R], m![L % 16]>()" => ".fetch::<bf16, m![L % 2, R], m![L / 2]>()\n            .collect::<m![L % 2, R], m![L / 2]>()"  (Halves' flit holds every other element, L / 2, where the Element's inner 16 positions are L % 16, stream_tensor.rs:1716)
// valid Type::ANNOTATION  (both writebacks give Rows<bf16>)
// valid Fetch::CAST  (bf16 fetched as itself by both writebacks)
// invalid Type::ANNOTATION: ".fetch::<bf16, m![L / 16, R], m![L % 16]>()" => ".fetch::<f32, m![L / 16, R], m![L % 16]>()"  (bf16 widened to f32 by Halves' fetch, cast.rs:31: its commit is a DmTensor<f32, …> where the trait method returns Rows<bf16>; the 64-byte f32 collect before it never runs)
// invalid Fetch::CAST + Type::ANNOTATION: ".fetch::<bf16, m![L / 16, R], m![L % 16]>()" => ".fetch::<i8, m![L / 16, R], m![L % 16]>()"  (no FetchCast<i8> for bf16, and the i8 commit is no Rows<bf16>: rustc reports both)
// valid Commit::IN_SIZE: "m![R, L / 16], m![L % 16]>()\n            .collect::<m![R, L / 16], m![L % 16]>()" => "m![R, L / 8], m![L % 8]>()\n            .collect::<m![R, L / 8], m![L % 8 # 16]>()"  (Flits: 8 bf16 of each flit committed, 16 bytes)
// valid Commit::IN_SIZE: "m![R, L / 16], m![L % 16]>()\n            .collect::<m![R, L / 16], m![L % 16]>()" => "m![R, L / 4], m![L % 4]>()\n            .collect::<m![R, L / 4], m![L % 4 # 16]>()"  (Flits: 4 bf16 = 8 bytes committed per flit, the least Commit::IN_SIZE allows, stream_tensor.rs:1709)
use furiosa_visa_std::prelude::*;

axes![S = 256, R = 4, L = 32];

type Chip = m![1];
type Cluster = m![1 # 2];
type Rows<D> = DmTensor<D, Chip, Cluster, m![S], m![R, L]>;

/// Where and how a kernel writes its rows back.
trait Writeback {
    /// The DM address the rows are committed at.
    const AT: usize;

    /// Streams `x` through the fetch and collect engines and commits it at `Self::AT`.
    fn write(ctx: &mut Context, x: &Rows<bf16>) -> Rows<bf16>;
}

/// Two flits of 16 bf16 per row of 32.
struct Flits;

impl Writeback for Flits {
    const AT: usize = 1 << 12;

    fn write(ctx: &mut Context, x: &Rows<bf16>) -> Rows<bf16> {
        ctx.main
            .begin(x.view())
            .fetch::<bf16, m![R, L / 16], m![L % 16]>()
            .collect::<m![R, L / 16], m![L % 16]>()
            .commit(Self::AT)
    }
}

/// One flit of 16 bf16, the halves of each row 4 time steps apart.
struct Halves;

impl Writeback for Halves {
    const AT: usize = 1 << 13;

    fn write(ctx: &mut Context, x: &Rows<bf16>) -> Rows<bf16> {
        ctx.main
            .begin(x.view())
            .fetch::<bf16, m![L / 16, R], m![L % 16]>()
            .collect::<m![L / 16, R], m![L % 16]>()
            .commit(Self::AT)
    }
}

/// Copies the rows through DM with the writeback `W`.
fn through<W: Writeback>(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![S, R, L]>) -> HbmTensor<bf16, Chip, m![S, R, L]> {
    let x_dm: Rows<bf16> = x.to_dm(&mut ctx.tdma, 0);
    let y = W::write(ctx, &x_dm);
    y.to_hbm(&mut ctx.tdma, 1 << 28)
}

#[device(chip = 1)]
fn copy_rows(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![S, R, L]>) -> HbmTensor<bf16, Chip, m![S, R, L]> {
    through::<Flits>(ctx, x)
}

#[device(chip = 1)]
fn copy_rows_again(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![S, R, L]>) -> HbmTensor<bf16, Chip, m![S, R, L]> {
    through::<Halves>(ctx, x)
}
