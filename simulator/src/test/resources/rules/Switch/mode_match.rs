// valid Switch::LAYOUT  (a const enum picks the SwitchConfig through a match in a const fn of a nested module, re-exported with pub(crate) use; the switching helper is generic with a where clause)
// invalid Switch::CONFIG: "Mode::Quads => SwitchConfig::Transpose { slice1: 4, slice0: 4 }" => "Mode::Quads => SwitchConfig::Transpose { slice1: 4, slice0: 0 }"  (the arm MODE takes has slice0 = 0, stream_tensor.rs:541)
// valid Switch::CONFIG: "Mode::Halves => SwitchConfig::Transpose { slice1: 16, slice0: 16 }" => "Mode::Halves => SwitchConfig::Transpose { slice1: 16, slice0: 0 }"  (the arm with slice0 = 0 is never taken: MODE is Quads)
// invalid Switch::LAYOUT: "const MODE: Mode = Mode::Quads;" => "const MODE: Mode = Mode::Halves;"  (slice1 16, slice0 16 swap the two halves of S: [S % 16, S / 16], not the declared [S / 16, S % 4, S / 4 % 4], stream_tensor.rs:558)
// valid Switch::LAYOUT: "const MODE: Mode = Mode::Quads;" => "const MODE: Mode = Mode::Halves;"; "type Swapped = m![S / 16, S % 4, S / 4 % 4];" => "type Swapped = m![S % 16, S / 16];"  (the Halves arm with the output it routes)
// invalid Switch::TOPOLOGY: "Mode::Quads => SwitchConfig::Transpose { slice1: 4, slice0: 4 }" => "Mode::Quads => SwitchConfig::Transpose { slice1: 3, slice0: 4 }"  (slice1 × slice0 = 12 divides no 256 slices)
// invalid Slice::SIZE: "type Swapped = m![S / 16, S % 4, S / 4 % 4];" => "type Swapped = m![S / 16, S % 4];"  (64 output slices where 256 go in, stream_tensor.rs:360)
// valid Commit::ALIGN: "exchange(ctx, &x_dm, 1 << 12)" => "exchange(ctx, &x_dm, (1 << 12) + 8)"  (the switched rows committed at 4104)
// invalid Commit::ALIGN: "(1 << 12) + 8)" => "(1 << 12) + 4)"  (committed at 4100: a warning of the book)
// invalid Type::BOUND + Fetch::CAST: "    D: Scalar," => "    D: Copy,"  (the where clause gives no Scalar, which DmTensor<D, …> asks, memory_tensor.rs:371, nor the blanket FetchCast<D> for D: Scalar, cast.rs:28)
// invalid Type::BOUND: "    D: Scalar," => "    D: VeScalar,"  (the helper is well formed, but its call with an i8 tensor asks i8: VeScalar, which only i32 and f32 have: rustc's E0277 at the call)
// invalid Type::BOUND: "    D: Scalar," => "    D: VeScalar,"; "let y = exchange(" => "let y = exchange::<i8>("  (the turbofish names i8 for D, which VeScalar does not allow: E0277 at the call)
// valid Type::BOUND: "    D: Scalar," => "    D: ScalarBytes,"  (ScalarBytes gives Scalar, scalar.rs:40, and i8 has it, scalar.rs:51)
// valid Type::BOUND: "    D: Scalar," => "    D: ScalarBytes,"; "let y = exchange(" => "let y = exchange::<i8>("  (the turbofish's i8 is a ScalarBytes, scalar.rs:51)
// invalid Type::ANNOTATION: "    let y = exchange(" => "    let y: DmTensor<i8, Chip, Cluster, m![S], m![B, C]> = exchange("  (the helper returns the switched Slice, not m![S]: rustc compares the let's type with the result's)
// invalid Type::ANNOTATION: "    let y = exchange(" => "    let y: DmTensor<i32, Chip, Cluster, Swapped, m![B, C]> = exchange("  (the helper's D is i8 by its argument, the let asks i32)
// valid Type::ANNOTATION: "    let y = exchange(" => "    let y: DmTensor<i8, Chip, Cluster, Swapped, m![B, C]> = exchange("  (the let names the generic helper's result, D = i8)
use furiosa_visa_std::prelude::*;

axes![S = 256, B = 8, C = 32];

type Chip = m![1];
type Cluster = m![1 # 2];
type Swapped = m![S / 16, S % 4, S / 4 % 4];

mod route {
    pub(crate) mod config {
        use furiosa_visa_std::prelude::*;

        /// How a ring exchanges its slices.
        #[derive(Clone, Copy)]
        pub(crate) enum Mode {
            Quads,
            Halves,
        }

        /// The switch configuration of a mode.
        pub(crate) const fn pick(mode: Mode) -> SwitchConfig {
            match mode {
                Mode::Quads => SwitchConfig::Transpose { slice1: 4, slice0: 4 },
                Mode::Halves => SwitchConfig::Transpose { slice1: 16, slice0: 16 },
            }
        }
    }

    pub(crate) use config::{pick, Mode};
}

use route::{pick, Mode};

const MODE: Mode = Mode::Quads;

fn exchange<D>(
    ctx: &mut Context,
    x: &DmTensor<D, Chip, Cluster, m![S], m![B, C]>,
    at: Address,
) -> DmTensor<D, Chip, Cluster, Swapped, m![B, C]>
where
    D: Scalar,
{
    ctx.main
        .begin(x.view())
        .fetch::<D, m![B], m![C]>()
        .switch::<Swapped, m![B]>(pick(MODE))
        .collect::<m![B], m![C]>()
        .commit::<m![B, C]>(at)
}

#[device(chip = 1)]
fn ring(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![S, B, C]>) -> HbmTensor<i8, Chip, m![S, B, C]> {
    let x_dm = x.to_dm::<Cluster, m![S], m![B, C]>(&mut ctx.tdma, 0);
    let y = exchange(ctx, &x_dm, 1 << 12);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
