// valid Vector::REDUCE_SLOTS  (the reduction over R keeps the 4 positions of B inside it: 4 partial results)
// valid Vector::REDUCE_SLOTS: "const REDUCE: Reduce = Reduce::Sum;" => "const REDUCE: Reduce = Reduce::Largest;"; "axes![S = 256, R = 16, B = 4, A = 4];" => "axes![S = 256, R = 16, B = 8, A = 4];"  (the match takes the Max arm; 8 partial results, the most an intra-slice reduce keeps)
// invalid Vector::REDUCE_SLOTS: "B = 8, A = 4];" => "B = 9, A = 4];"  (9 partial results of B inside the reduced R: a rule of the book)
// valid Element::SIZE: "R = 16, B = 4," => "R = 4096, B = 4,"; "[Some(1 << 14), None]" => "[Some(0), None]"  (the rows, 4096 × 4 × 8 i32 = 524288 bytes, fill one slice's DM; the sum, read from them, committed over their start, as nothing reads them afterwards)
// invalid Element::SIZE: "R = 4096, B = 4," => "R = 4097, B = 4,"  (4097 × 4 × 8 i32 = 524416 bytes: more than a slice's 512 KB DM)
// valid DM::OVERLAP: "[Some(1 << 14), None]" => "[Some(1 << 14), Some((1 << 14) + 128)]"  (the if let computes a second sum right after the first, 4 × 8 i32 = 128 bytes)
// valid DM::OVERLAP: "[Some(1 << 14), None]" => "[Some(1024), None]"  (the only sum lands inside the rows it reads, but nothing reads them afterwards)
// invalid DM::OVERLAP: "[Some(1024), None]" => "[Some(1024), Some(1 << 14)]"  (the first sum lands inside the rows, which the second sum, taken by the if let, reads afterwards: a rule of the book)
// valid Transpose::RELABEL: "        .vector_final()\n        .commit" => "        .vector_final()\n        .transpose::<m![B], m![A # 8]>()\n        .commit"  (the sums relabelled by index into the same [Time, Packet], stream_tensor.rs:1677)
// invalid Transpose::RELABEL: "m![B], m![A # 8]>()\n        .commit" => "m![B], m![A % 2 # 8]>()\n        .commit"  (the output keeps A % 2 of the 4 positions of A: the reference's division fails, tensor_view.rs:63)
// valid Transpose::RELABEL: "        .vector_final()\n        .commit::<m![B, A # 8]>(at)" => "        .vector_final()\n        .transpose::<m![A], m![B # 8]>()\n        .commit::<m![A, B # 8]>(at)"; "-> DmTensor<i32, Chip, Cluster, m![S], m![B, A # 8]> {" => "-> DmTensor<i32, Chip, Cluster, m![S], m![A, B # 8]> {"; "out.to_hbm::<m![S, B, A]>" => "out.to_hbm::<m![S, A, B]>"; "-> HbmTensor<i32, Chip, m![S, B, A]> {" => "-> HbmTensor<i32, Chip, m![S, A, B]> {"  (the sums transposed, A as the time and B the lanes: every index once)
// invalid Transpose::RELABEL: "m![A], m![B # 8]>()" => "m![A, R], m![B # 8]>()"  (the output holds R, which the reduction took out of the stream: a broadcast the reference refuses, tensor_view.rs:75)
// base: "    rows: &DmTensor<i32, Chip, Cluster, m![S], Rows>,\n    at: Address,\n)" => "    rows: &DmTensor<i32, Chip, Cluster, m![S], Rows>,\n    bias: &VrfTensor<i32, Chip, Cluster, BiasSlice, BiasElement>,\n    at: Address,\n)"; "fn reduce_rows(" => "fn reduce_rows<BiasSlice, BiasElement>("; "-> DmTensor<i32, Chip, Cluster, m![S], m![B, A # 8]> {\n    let op" => "-> DmTensor<i32, Chip, Cluster, m![S], m![B, A # 8]>\nwhere\n    BiasSlice: M,\n    BiasElement: M,\n{\n    let op"; "        .vector_trim_way4::<m![A]>()" => "        .vector_fxp(FxpBinaryOp::AddFxp, bias)\n        .vector_trim_way4::<m![A]>()"; "fn planned_sum(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, R, B, A]>)" => "fn planned_sum(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, R, B, A]>, b: &HbmTensor<i32, Chip, m![S, B, A]>)"; "    let rows = x.to_dm::<Cluster, m![S], Rows>(&mut ctx.tdma, 0);\n" => "    let rows = x.to_dm::<Cluster, m![S], Rows>(&mut ctx.tdma, 0);\n    let b_dm = b.to_dm::<Cluster, m![S], m![B, A # 8]>(&mut ctx.tdma, 1 << 13);\n    let bias: VrfTensor<i32, Chip, Cluster, m![S], m![B, A # 8]> = ctx\n        .sub\n        .begin(b_dm.view())\n        .fetch::<i32, m![B], m![A # 8]>()\n        .collect::<m![B], m![A # 8]>()\n        .to_vrf(0);\n"; "reduce_rows(ctx, &rows, first)" => "reduce_rows(ctx, &rows, &bias, first)"; "reduce_rows(ctx, &rows, second)" => "reduce_rows(ctx, &rows, &bias, second)"  (each row biased before the reduction by a VRF row of (B, A), the helper generic over the bias's slices and element in a where clause)
// valid Vector::VRF  (the bias holds B and A, both in the stream, broadcast over its R: VeRhs::vrf's transpose(true), vector_engine/operand.rs:58-60)
// invalid Vector::VRF: "axes![S = 256, R = 16, B = 4, A = 4];" => "axes![S = 256, R = 16, B = 4, A = 4, U = 2];"; "b: &HbmTensor<i32, Chip, m![S, B, A]>)" => "b: &HbmTensor<i32, Chip, m![S, U, B, A]>)"; "let b_dm = b.to_dm::<Cluster, m![S], m![B, A # 8]>" => "let b_dm = b.to_dm::<Cluster, m![S], m![U, B, A # 8]>"; "let bias: VrfTensor<i32, Chip, Cluster, m![S], m![B, A # 8]>" => "let bias: VrfTensor<i32, Chip, Cluster, m![S], m![U, B, A # 8]>"; ".fetch::<i32, m![B], m![A # 8]>()\n        .collect::<m![B], m![A # 8]>()\n        .to_vrf(0);" => ".fetch::<i32, m![U, B], m![A # 8]>()\n        .collect::<m![U, B], m![A # 8]>()\n        .to_vrf(0);"  (two bias rows by U, an axis the rows' stream lacks: BiasElement takes it, but VeRhs::vrf's division of the stream by the VRF fails, vector_engine/operand.rs:59, tensor_view.rs:63)
//! A row reduction driven by a const plan, in the style of a configurable kernel: the reduction op
//! chosen by a `match` on a const, the sums' DM slots a const array of `Option<Address>` read with
//! `let … else` and `if let`, the second sum shadowing the first.

use furiosa_visa_std::prelude::*;

axes![S = 256, R = 16, B = 4, A = 4];

type Chip = m![1];
type Cluster = m![1 # 2];
type Rows = m![R, B, A # 8];

/// Which reduction a sum runs.
#[derive(Clone, Copy)]
enum Reduce {
    Sum,
    Largest,
}

/// The reduction of this build.
const REDUCE: Reduce = Reduce::Sum;

/// Where each sum is committed; a slot left `None` is not computed.
const SUM_SLOTS: [Option<Address>; 2] = [Some(1 << 14), None];

/// The reduction over R of each (B, A) of `rows`, committed at `at`.
fn reduce_rows(
    ctx: &mut Context,
    rows: &DmTensor<i32, Chip, Cluster, m![S], Rows>,
    at: Address,
) -> DmTensor<i32, Chip, Cluster, m![S], m![B, A # 8]> {
    let op = match REDUCE {
        Reduce::Sum => IntraSliceReduceOpI32::AddSat,
        Reduce::Largest => IntraSliceReduceOpI32::Max,
    };
    ctx.main
        .begin(rows.view())
        .fetch::<i32, m![R, B], m![A # 8]>()
        .collect::<m![R, B], m![A # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A]>()
        .vector_intra_slice_reduce::<R, m![B], m![A]>(op)
        .vector_pad_way8::<m![A # 8]>()
        .vector_final()
        .commit::<m![B, A # 8]>(at)
}

#[device(chip = 1)]
fn planned_sum(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, R, B, A]>) -> HbmTensor<i32, Chip, m![S, B, A]> {
    let rows = x.to_dm::<Cluster, m![S], Rows>(&mut ctx.tdma, 0);
    let Some(first) = SUM_SLOTS[0] else {
        panic!("the plan places no sum");
    };
    let out = reduce_rows(ctx, &rows, first);
    let out = if let Some(second) = SUM_SLOTS[1] { reduce_rows(ctx, &rows, second) } else { out };
    out.to_hbm::<m![S, B, A]>(&mut ctx.tdma, 1 << 28)
}
