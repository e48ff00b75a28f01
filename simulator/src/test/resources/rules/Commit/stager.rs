// valid DM::CAPACITY: "const BASE: Address = STEP * 2;" => "const BASE: Address = (1 << 19) - STAGES * STEP + STEP - 256;"  (the i32 kernel's last stage, k = 2, at 524288 - 256 ends at the last byte of the 512 KB DM; the f32 kernel's single stage is lower)
// invalid DM::CAPACITY: "STEP + STEP - 256;" => "STEP + STEP - 248;"  (only the loop's last iteration, k = 2, ends 8 bytes past the DM: the finding names the loop and the method call)
// valid Commit::ALIGN: "const STEP: Address = 1 << 12;" => "const STEP: Address = (1 << 12) + 8;"  (every stage at 8208 + 4104 k, a multiple of 8)
// invalid Commit::ALIGN: "(1 << 12) + 8;" => "(1 << 12) + 4;"  (BASE = 8200 is aligned, but the second stage, k = 1, commits at 12300: a warning of the book)
// valid Fetch::CAST: "pub fn copy<D: VeScalar>(" => "pub fn copy<D: ScalarBytes>("  (ScalarBytes gives Scalar, and the fetch keeps D: the blanket FetchCast<D> for D, cast.rs:28)
// invalid Type::BOUND + Fetch::CAST: "pub fn copy<D: VeScalar>(" => "pub fn copy<D: Copy>("  (Copy gives no Scalar: DmTensor<D, …> asks it, memory_tensor.rs:371, and so does the fetch of D as D)
// invalid Fetch::CAST + Type::ANNOTATION: "                .fetch::<D, m![A % 8], m![C]>()" => "                .fetch::<i32, m![A % 8], m![C]>()"  (D: VeScalar allows f32, which has no FetchCast<i32>, stream_tensor.rs:199; the i32 commit is then not the DmTensor<D, …> the method returns)
// valid Fetch::PACKET: "                .fetch::<D, m![A % 8], m![C]>()\n                .collect::<m![A % 8], m![C]>()" => "                .fetch::<D, m![A % 8, C / 2], m![C % 2]>()\n                .collect::<m![A % 8, C / 2], m![C % 2 # 8]>()"  (2 lanes of 4 bytes: an 8-byte packet, padded to a flit by collect and committed 8 bytes at a time)
// invalid Fetch::PACKET: "m![A % 8, C / 2], m![C % 2]>()" => "m![A % 8, C], m![1]>()"  (one 4-byte lane per packet: not a multiple of 8 bytes, stream_tensor.rs:206)
// valid Collect::PACKET  (8 lanes of 4 bytes collected as one 32-byte flit)
// invalid Collect::PACKET: "                .collect::<m![A % 8], m![C]>()" => "                .collect::<m![A % 8 / 2], m![A % 2, C]>()"  (16 lanes of 4 bytes, two flits, where collect gives exactly one, stream_tensor.rs:949)
// valid Collect::LAYOUT  (the packet m![C] is the flit as fetched, Time unchanged)
// invalid Collect::LAYOUT: "                .collect::<m![A % 8], m![C]>()" => "                .collect::<m![A % 8], m![C % 4, C / 4]>()"  (the flit's lanes reordered: the packet is not the fetched one, stream_tensor.rs:963)
// invalid Collect::LAYOUT: "                .collect::<m![A % 8], m![C]>()" => "                .collect::<m![A % 4, A / 4 % 2], m![C]>()"  (Time reordered by collect, stream_tensor.rs:971)
// valid Commit::LAYOUT: "                .fetch::<D, m![A % 8], m![C]>()\n                .collect::<m![A % 8], m![C]>()" => "                .fetch::<D, m![A % 4, A / 4 % 2], m![C]>()\n                .collect::<m![A % 4, A / 4 % 2], m![C]>()"  (a fetch in transposed row order, committed into Rows: the commit's Time may be a transpose, stream_tensor.rs:1700)
// valid Collect::PACKET: "pub fn copy<D: VeScalar>(" => "pub fn copy<D: Scalar>("  (a copy generic over any scalar, instantiated for i32 and f32: 8 lanes of 4 bytes, one flit)
// invalid Collect::PACKET: "fn rows_f32(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A, C]>) -> HbmTensor<f32, Chip, m![A, C]>" => "fn rows_f32(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![A, C]>) -> HbmTensor<i8, Chip, m![A, C]>"  (the same generic instantiated for i8 by the second kernel only: 8 lanes of 1 byte, an 8-byte packet where collect asks one 32-byte flit, stream_tensor.rs:949)
// invalid Collect::PACKET: "fn rows_f32(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A, C]>) -> HbmTensor<f32, Chip, m![A, C]>" => "fn rows_f32(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![A, C]>) -> HbmTensor<bf16, Chip, m![A, C]>"  (bf16: a 16-byte packet)
// valid DM::OVERLAP: "const BASE: Address = STEP * 2;" => "const BASE: Address = STEP;"  (the stages at 4096, 8192 and 12288, each over nothing still read)
// valid HBM::CAPACITY: "    let y = stager.copy(ctx, &x_dm, 0);\n    y.to_hbm(&mut ctx.tdma, 1 << 20)" => "    let y = stager.copy(ctx, &x_dm, 0);\n    y.to_hbm(&mut ctx.tdma, 51539476480)"  (the f32 output, 65536 bytes, ends at 48 GB - 65536, where the input x, placed at the top, starts)
// invalid HBM::OVERLAP: "    let y = stager.copy(ctx, &x_dm, 0);\n    y.to_hbm(&mut ctx.tdma, 1 << 20)" => "    let y = stager.copy(ctx, &x_dm, 0);\n    y.to_hbm(&mut ctx.tdma, 51539476488)"  (8 bytes higher: its last 8 bytes overwrite the borrowed input x)
// invalid HBM::CAPACITY: "51539476480" => "51539607552"  (at 48 GB, the end of HBM: all 65536 bytes past it, clear of x)
// valid Fetch::COVERAGE: "                .fetch::<D, m![A % 8], m![C]>()\n                .collect::<m![A % 8], m![C]>()" => "                .fetch::<D, m![A % 8, C / 4], m![C % 4]>()\n                .collect::<m![A % 8, C / 4], m![C % 4 # 8]>()"  (16-byte packets of 4 lanes, every index of Rows fetched; committed 16 bytes a packet)
// invalid Fetch::COVERAGE: ".fetch::<D, m![A % 8, C / 4]" => ".fetch::<D, m![A % 4, C / 4]"  (the fetch's [Time, Packet] lacks A / 4 % 2: half the rows, tensor_view.rs:63)
use furiosa_visa_std::prelude::*;

axes![A = 2048, C = 8];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 8];
type Rows = m![A % 8, C];

const STEP: Address = 1 << 12;
const STAGES: Address = 3;
const BASE: Address = STEP * 2;

mod stage {
    use super::*;

    /// Places each stage's copy of the rows `step` bytes after the last.
    pub struct Stager {
        pub base: Address,
        pub step: Address,
    }

    impl Stager {
        pub fn at(&self, k: Address) -> Address {
            self.base + k * self.step
        }

        pub fn copy<D: VeScalar>(
            &self,
            ctx: &mut Context,
            x: &DmTensor<D, Chip, Cluster, Slice, Rows>,
            k: Address,
        ) -> DmTensor<D, Chip, Cluster, Slice, Rows> {
            ctx.main
                .begin(x.view())
                .fetch::<D, m![A % 8], m![C]>()
                .collect::<m![A % 8], m![C]>()
                .commit(self.at(k))
        }
    }
}

use stage::Stager;

#[device(chip = 1)]
fn rows_i32(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, C]>) -> HbmTensor<i32, Chip, m![A, C]> {
    let stager = Stager { base: BASE, step: STEP };
    let mut y = x.to_dm::<Cluster, Slice, Rows>(&mut ctx.tdma, 0);
    for k in 0..STAGES {
        y = stager.copy(ctx, &y, k);
    }
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}

#[device(chip = 1)]
fn rows_f32(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A, C]>) -> HbmTensor<f32, Chip, m![A, C]> {
    let stager = Stager { base: BASE, step: STEP };
    let x_dm = x.to_dm::<Cluster, Slice, Rows>(&mut ctx.tdma, 0);
    let y = stager.copy(ctx, &x_dm, 0);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
